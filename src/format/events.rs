//! Events as text: the lines of `btlab trace` and of the page's step log.

use crate::engine::{Event, Move};
use crate::puzzles::{cell_name, AnyPuzzle};

/// How a move reads: `r3c4=5`, or `r1c3` for a queen.
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

/// One line for an event, without indentation: `try r1c2=4`,
/// `reject ...`, `place ...`, `undo ...`, `solution #1`, `exhausted`.
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
