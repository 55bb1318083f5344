//! Reading and writing puzzles: Sudoku lines, the JSON document and the
//! page's link. Every error names its place (line, column, field, key).

mod bench_file;
mod error;
mod events;
mod field_problem;
mod fixed;
mod fpuzzles;
mod fpuzzles_dots;
mod fpuzzles_lines;
mod fpuzzles_outside;
mod fpuzzles_parity;
mod fpuzzles_write;
mod game_id_problem;
mod janko;
mod janko_killer;
mod janko_kinds;
mod janko_problem;
mod janko_write;
mod json;
pub mod json_fields;
mod json_problem;
mod line;
mod link;
mod link_lesson;
mod link_problem;
mod numbers;
mod tatham;
mod tatham_codes;
mod tatham_write;
mod write_problem;

pub use bench_file::read_bench_file;
pub use error::FormatError;
pub use events::{event_text, event_words, event_words_by, move_text};
pub use field_problem::FieldProblem;
pub use fixed::{fixed, Fixed};
pub use fpuzzles::{is_fpuzzles, read_fpuzzles};
pub use fpuzzles_write::{to_fpuzzles, to_fpuzzles_json};
pub use game_id_problem::GameIdProblem;
pub use janko::{is_janko, read_janko, JankoPuzzle};
pub use janko_problem::JankoProblem;
pub use janko_write::to_janko;
pub use json::{from_json, to_json};
pub use json_problem::JsonProblem;
pub use line::{digit_char, parse_cells, parse_line, to_line};
pub use link::{
    mode_name, puzzle_text, read_link, with_puzzle, write_link, EmbedKeys, GridKeys, Link,
    LinkState,
};
pub use link_lesson::{lesson_json, read_lesson, write_lesson, LinkMoment, MomentPlace};
pub use link_problem::{language_codes, LinkProblem};
pub use numbers::thousands;
pub use tatham::{is_game_id, read_game_id, to_game_id, Game};
pub use write_problem::{Site, WriteProblem};

use crate::puzzles::{AnyPuzzle, Sudoku};

/// Reads a puzzle from text: a JSON document when it starts with `{`, a
/// janko.at page (its first puzzle), a Tatham game ID, an f-puzzles
/// document or link, otherwise a Sudoku line.
///
/// ```
/// let p = btlab::format::parse_puzzle(r#"{"kind":"queens","n":8}"#).unwrap();
/// assert_eq!(p.cells(), 8);
/// let err = btlab::format::parse_puzzle("12x4").unwrap_err();
/// assert_eq!(err.to_string(), "line 1, column 3: unexpected character 'x' (use 1-9, A-G, or . 0 - for an empty cell)");
/// ```
pub fn parse_puzzle(text: &str) -> Result<AnyPuzzle, FormatError> {
    read_here(text).unwrap_or_else(|| {
        let trimmed = text.trim_start_matches('\u{feff}').trim();
        if is_game_id(trimmed) {
            read_game_id(trimmed)
        } else if is_fpuzzles(trimmed) {
            read_fpuzzles(trimmed)
        } else {
            Ok(read_janko(text)?.swap_remove(0).puzzle)
        }
    })
}

/// Reads a puzzle from the text the page reads itself: a JSON document
/// or a Sudoku line. `None` for a janko.at page, a Tatham game ID or an
/// f-puzzles document or link: the
/// page's worker reads those ([`parse_puzzle`] reads everything), which
/// keeps their readers out of the wasm a first visit loads.
pub fn read_here(text: &str) -> Option<Result<AnyPuzzle, FormatError>> {
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if trimmed.is_empty() {
        return Some(Err(FormatError::Empty));
    }
    if is_fpuzzles(trimmed) {
        None
    } else if trimmed.starts_with('{') || trimmed.starts_with('[') {
        Some(from_json(text))
    } else if is_game_id(trimmed) || is_janko(text) {
        None
    } else {
        Some(parse_line(text).and_then(|givens| Ok(AnyPuzzle::Sudoku(Sudoku::new(givens)?))))
    }
}
