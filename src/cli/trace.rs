//! `btlab trace`: the article's showAttempts, and a text version of the
//! Dutch program's disclosure mode. One event per line, indented by depth.

use std::io::{BufWriter, Write};

use crate::engine::{Event, Move};
use crate::puzzles::{cell_name, AnyPuzzle};
use crate::solve::stepper;
use crate::strategy::Strategy;

/// How a move reads in a trace: `r3c4=5`, or `r1c3` for a queen.
pub fn move_text(puzzle: &AnyPuzzle, mv: Move) -> String {
    match puzzle {
        AnyPuzzle::Queens(_) => format!("r{}c{}", mv.cell + 1, mv.value),
        _ => format!(
            "{}={}",
            cell_name(mv.cell as usize, puzzle.side() as usize),
            mv.value
        ),
    }
}

/// One trace line for an event, without indentation.
pub fn event_text(puzzle: &AnyPuzzle, event: &Event) -> String {
    match *event {
        Event::Try { mv, .. } => format!("try {}", move_text(puzzle, mv)),
        Event::Reject { mv, .. } => format!("reject {}", move_text(puzzle, mv)),
        Event::Place { mv, .. } => format!("place {}", move_text(puzzle, mv)),
        Event::Undo { mv, .. } => format!("undo {}", move_text(puzzle, mv)),
        Event::Solution { index } => format!("solution #{index}"),
        Event::Exhausted => "exhausted".to_string(),
    }
}

/// Prints the events of a search until the first solution (or the end of
/// the tree with `all`), or `steps` events.
pub fn trace(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    steps: Option<u64>,
    all: bool,
) -> Result<(), String> {
    let Some(mut search) = stepper(puzzle, strategy) else {
        return Err(
            "the fast strategy has no steps to trace: use classic, propagate, mrv or random".into(),
        );
    };
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut taken = 0;
    loop {
        if steps.is_some_and(|k| taken >= k) {
            break;
        }
        let event = search.step();
        taken += 1;
        let depth = match event {
            Event::Solution { .. } => search.path().len(),
            other => other.level(),
        };
        let line = format!("{}{}", "  ".repeat(depth), event_text(puzzle, &event));
        if writeln!(out, "{line}").is_err() {
            return Ok(()); // the reader went away (| head): not an error
        }
        match event {
            Event::Exhausted => break,
            Event::Solution { .. } if !all => break,
            _ => {}
        }
    }
    let _ = out.flush();
    Ok(())
}
