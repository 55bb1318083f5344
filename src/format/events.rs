//! Events as text: the lines of `btlab trace` and of the page's step log.

use crate::engine::{Event, Move};
use crate::i18n::{Lang, T};
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
    event_words(puzzle, event, Lang::En)
}

/// An event in `lang`, as the Explanation's header and the race's lanes
/// show it: `try r1c2=4`, `Versuch r1c2=4`, `poging r1c2=4`.
pub fn event_words(puzzle: &AnyPuzzle, event: &Event, lang: Lang) -> String {
    event_words_by(event, lang, |mv| move_text(puzzle, mv))
}

/// An event in `lang`, its move written by `move_text` (a board the
/// Lab's learner declares writes its own).
pub fn event_words_by(event: &Event, lang: Lang, move_text: impl Fn(Move) -> String) -> String {
    let with_move = |t: T, mv: Move| lang.fill(t, &[&move_text(mv)]);
    match *event {
        Event::Try { mv, .. } => with_move(T::EventTry, mv),
        Event::Reject { mv, .. } => with_move(T::EventReject, mv),
        Event::Place { mv, .. } => with_move(T::EventPlace, mv),
        Event::Undo { mv, .. } => with_move(T::EventUndo, mv),
        Event::Solution { index } => lang.fill(T::EventSolution, &[&index.to_string()]),
        Event::Exhausted => lang.t(T::EventExhausted).to_string(),
    }
}
