//! What is wrong on a line of a janko.at page, as data: the detail of
//! [`FormatError::Janko`]. The page says it in its reader's language
//! (`i18n::janko_problem`); its `Display` is those words in English,
//! which the command line prints. A `key` is a property of janko's
//! format (`size`, `problem`, `clabels`), named as the page writes it.

use std::fmt;

use crate::i18n::{janko_problem, Lang};
use crate::puzzles::Invalid;

/// A janko.at block that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum JankoProblem {
    /// A property that should hold a whole number.
    NotWholeNumber {
        /// The property.
        key: String,
    },
    /// A grid's row of the wrong length.
    RowTokens {
        /// The grid's property.
        key: String,
        /// The tokens a row needs.
        cols: usize,
        /// The tokens found.
        found: usize,
    },
    /// A grid of the wrong number of rows.
    Rows {
        /// The grid's property.
        key: String,
        /// The rows needed.
        rows: usize,
        /// The rows found.
        found: usize,
    },
    /// No size given, nor a grid to take it from.
    NoSize,
    /// No `puzzle` line.
    NoKind,
    /// A kind of puzzle not read here.
    UnknownKind,
    /// `begin` inside a block.
    BeginInBlock,
    /// `end` outside a block.
    EndWithoutBegin,
    /// A block without `end`.
    NoEnd,
    /// No block at all.
    NoBlock,
    /// A cell's token that is no value.
    NotValue,
    /// A value larger than the grid allows.
    ValueRange {
        /// The largest value.
        max: usize,
    },
    /// No `problem` grid.
    NoProblemGrid,
    /// No `areas` grid (Kendoku's cages).
    NoAreasGrid,
    /// No `solution` grid (Tents' trees).
    NoSolutionGrid,
    /// No Skyscrapers clues (`clabels`, `rlabels`).
    NoLabels {
        /// The property.
        key: String,
        /// The clues on each of its two lines.
        n: usize,
    },
    /// `patternx` without `patterny` or the other way round.
    PatternPair,
    /// A group of `cellmarkers` that is no extra region.
    MarkerGroup {
        /// The group's cells.
        cells: usize,
        /// The cells an extra region has.
        n: usize,
    },
    /// A Kendoku clue that does not read.
    BadClue,
    /// Two clues in one cage.
    SecondClue,
    /// A cage without a clue.
    NoClue,
    /// A Tents token other than a tree, a tent or empty.
    NotTentsMark,
    /// The puzzle breaks its own rules.
    Invalid(Invalid),
}

impl fmt::Display for JankoProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&janko_problem(self, Lang::En))
    }
}
