//! Why a puzzle cannot be written in a format, as data: the page says it
//! in its reader's language (`i18n::write_problem`); its `Display` is
//! those words in English, which the command line prints.

use std::fmt;

use crate::i18n::{write_problem, Lang};

/// A format a puzzle is written in, besides our own JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Site {
    /// janko.at's text format.
    Janko,
    /// Simon Tatham's game IDs.
    Tatham,
    /// f-puzzles' documents and links.
    FPuzzles,
}

/// A puzzle that cannot be written in a format.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum WriteProblem {
    /// The format has no puzzle of this kind.
    NoSuchKind(Site),
    /// A Sudoku whose side has no box shape (and no jigsaw regions).
    NoBoxShape,
    /// An extra region in more than one piece (janko.at's cell markers
    /// hold one piece each); 1-based.
    RegionInPieces(usize),
    /// Tents without a solution (janko.at writes Tents by their solution).
    TentsUnsolved,
    /// A Sudoku with extra regions (Solo has none).
    SoloExtraRegions,
    /// A Killer cage without a sum (Solo shows every cage's).
    SoloCageWithoutSum,
    /// A Killer with a cell in no cage (Solo's cages cover the grid).
    SoloCellWithoutCage,
    /// A Killer that janko.at's Killer Sudoku cannot hold: one with
    /// givens, jigsaw or extra regions, diagonals or a cell in no cage.
    JankoKiller,
    /// A Kendoku cage without its operation (Keen shows every one).
    KeenHiddenOperation,
    /// Skyscrapers with gaps or diagonals (Towers has neither).
    TowersVariant,
    /// A Sudoku with thermometers or kropki dots, in a format that has
    /// neither (Solo, janko.at's Sudoku): written there, it would lose them.
    VariantRules,
}

impl fmt::Display for WriteProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_problem(self, Lang::En))
    }
}

impl std::error::Error for WriteProblem {}
