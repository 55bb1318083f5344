//! What is wrong at a character of a Tatham game ID, as data: the detail
//! of [`FormatError::GameId`]. The page says it in its reader's language
//! (`i18n::game_id_problem`); its `Display` is those words in English,
//! which the command line prints.

use std::fmt;

use crate::i18n::{game_id_problem, Lang};
use crate::puzzles::Invalid;

/// A game ID that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum GameIdProblem {
    /// A random seed (`#`) instead of a description.
    Seed,
    /// No `:` between parameters and description.
    NoColon,
    /// More after the description's end.
    TrailingData,
    /// Parameters that do not start with a size.
    NoSize {
        /// The smallest size.
        lo: usize,
        /// The largest size.
        hi: usize,
    },
    /// A size out of range.
    SizeRange {
        /// The smallest size.
        lo: usize,
        /// The largest size.
        hi: usize,
        /// The size given.
        got: usize,
    },
    /// A Sudoku side out of range.
    SudokuSide {
        /// The side given.
        got: usize,
    },
    /// No `,` before a jigsaw's regions.
    NoJigsawRegions,
    /// No `,` before a Killer's cages.
    NoKillerCages,
    /// No `,` before the sums of a Killer's cages.
    NoKillerSums,
    /// No `,` after Keen's cages.
    NoCommaAfterCages,
    /// A Keen clue of an unknown type.
    ClueType,
    /// Fewer Keen clues than cages.
    FewCageClues,
    /// A subtraction or division cage of other than two cells.
    SubtractionDivisionCells,
    /// More Keen clues than cages.
    ManyCageClues,
    /// Fewer Towers clues than the sides need.
    FewClues {
        /// The clues read.
        got: usize,
        /// The clues needed.
        needed: usize,
    },
    /// No `/` between Towers clues.
    NoSlash,
    /// A Towers clue out of range.
    ClueRange {
        /// The largest clue.
        max: usize,
    },
    /// Tents' parameters that are not `WIDTHxHEIGHT`.
    TentsParameters,
    /// A Tents height that does not read.
    Height,
    /// A Tents size out of range.
    TentsSize {
        /// The width given.
        width: usize,
        /// The height given.
        height: usize,
    },
    /// Fewer Tents counts than rows and columns.
    FewNumbers {
        /// The counts read.
        got: usize,
        /// The counts needed.
        needed: usize,
    },
    /// A character that is no digit among Tents' counts.
    NumbersCharacter,
    /// More cells than the grid has.
    GridOverflow,
    /// A number out of range.
    NumberRange {
        /// The number.
        number: u64,
        /// The largest allowed.
        max: u64,
    },
    /// A character that does not belong in a grid.
    GridCharacter,
    /// Fewer cells than the grid has.
    GridShort {
        /// The cells read.
        got: usize,
        /// The grid's cells.
        area: usize,
    },
    /// A character that does not belong in region walls.
    WallsCharacter,
    /// More walls than the grid has.
    WallsOverflow,
    /// Fewer walls than the grid has.
    WallsShort,
    /// Trees past the grid.
    TreesOverflow,
    /// Given tents or grass (`!`, `-`).
    GivenTents,
    /// A character that does not belong among the trees.
    TreesCharacter,
    /// Trees that do not end at the grid's end.
    TreesShort {
        /// The grid's squares.
        squares: usize,
    },
    /// The puzzle breaks its own rules.
    Invalid(Invalid),
}

impl fmt::Display for GameIdProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&game_id_problem(self, Lang::En))
    }
}
