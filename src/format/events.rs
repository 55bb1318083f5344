//! Events as text: the lines of `btlab trace` and of the page's step log.

use crate::engine::{Event, Move};
use crate::kinds::{kind_of, Level};
use crate::puzzles::AnyPuzzle;

/// How a move reads: `r3c4=5`, `r1c3` for a queen, `r2c2>r1c2` for a
/// Tents tree and its tent, `T3.4=5` on the star, `r1c1=-` for a
/// Skyscrapers gap.
pub fn move_text(puzzle: &AnyPuzzle, mv: Move) -> String {
    let (cell, value) = (mv.cell as usize, u32::from(mv.value));
    let kind = kind_of(puzzle);
    match kind.level() {
        Level::Row => format!("r{}c{}", mv.cell + 1, mv.value),
        Level::Tree => match puzzle.square_of(cell, value) {
            Some(tent) => format!("{}>{}", puzzle.cell_name(cell), puzzle.square_name(tent)),
            None => format!("{}>?", puzzle.cell_name(cell)),
        },
        Level::Cell if kind.gap() == Some(mv.value) => format!("{}=-", puzzle.cell_name(cell)),
        Level::Cell => format!("{}={}", puzzle.cell_name(cell), mv.value),
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
