//! `btlab trace`: the article's showAttempts, and a text version of the
//! Dutch program's disclosure mode. One event per line, indented by depth.

use std::io::{BufWriter, Write};

use crate::engine::Event;
use crate::format::event_text;
use crate::puzzles::AnyPuzzle;
use crate::solve::{refusal, stepper};
use crate::strategy::Strategy;

/// Prints the events of a search until the first solution (or the end of
/// the tree with `all`), or `steps` events.
pub fn trace(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    steps: Option<u64>,
    all: bool,
) -> Result<(), String> {
    if let Some(why) = refusal(puzzle, strategy, None).filter(|_| strategy != Strategy::Fast) {
        return Err(why);
    }
    let Some(mut search) = stepper(puzzle, strategy) else {
        return Err(
            "the fast strategy has no steps to trace: use classic, propagate, dutch, mrv or random"
                .into(),
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
