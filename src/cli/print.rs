//! Text output: grids, boards and numbers with thousands separators.

pub use crate::format::thousands;
use crate::kinds::{kind_of, Level};
use crate::puzzles::AnyPuzzle;

/// The most solutions printed as grids; the rest are only counted.
pub const MAX_PRINTED: usize = 20;

/// A solution as the numbers of the JSON output: the values row-major
/// (a Skyscrapers gap 0), for N-Queens the 0-based column of each row,
/// for Tents 1 where a tent stands and 0 elsewhere.
pub fn solution_numbers(puzzle: &AnyPuzzle, values: &[u8]) -> Vec<u32> {
    // A queen's value is its column + 1; the JSON output counts from 0.
    let shift = u32::from(kind_of(puzzle).level() == Level::Row);
    puzzle
        .solution_values(values)
        .iter()
        .map(|&v| u32::from(v) - shift)
        .collect()
}

/// A solution drawn as text: digits with box lines, a board of queens,
/// a camp of trees and tents, a grid with its clues.
pub fn grid(puzzle: &AnyPuzzle, values: &[u8]) -> String {
    kind_of(puzzle).text_grid(values)
}
