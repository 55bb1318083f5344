//! Puzzles of the learner's own: code that declares its board (`ROWS`,
//! `COLS`, `VALUES`, and if it likes `LEVELS` and `NAMES`) beside the five
//! methods, so that the Lab runs puzzles the page has no rules for. The
//! Lab ships a template (a Latin square, each declaration explained) and
//! three examples: a magic square, a map to colour, a subset sum shown as
//! a row of squares.

use crate::i18n::T;

/// The puzzles of the learner's own that the Lab starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnPuzzle {
    /// The template: a 4x4 Latin square, every declaration explained.
    LatinSquare,
    /// A 3x3 magic square: every line sums to 15.
    MagicSquare,
    /// Australia's seven states and territories in three colours, neighbours apart.
    MapColouring,
    /// Which of six numbers add up to 9: a row of squares, in or out.
    SubsetSum,
}

impl OwnPuzzle {
    /// Every one, in the order the Lab's menu lists them.
    pub const ALL: [OwnPuzzle; 4] = [
        OwnPuzzle::LatinSquare,
        OwnPuzzle::MagicSquare,
        OwnPuzzle::MapColouring,
        OwnPuzzle::SubsetSum,
    ];

    /// Its name in links and in the menu's values.
    pub fn key(self) -> &'static str {
        match self {
            OwnPuzzle::LatinSquare => "latin",
            OwnPuzzle::MagicSquare => "magic",
            OwnPuzzle::MapColouring => "map",
            OwnPuzzle::SubsetSum => "subset",
        }
    }

    /// The one named `key`, if any.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.key() == key)
    }

    /// Its name in the Lab's menu.
    pub fn title(self) -> T {
        match self {
            OwnPuzzle::LatinSquare => T::LabOwnLatinSquare,
            OwnPuzzle::MagicSquare => T::LabOwnMagicSquare,
            OwnPuzzle::MapColouring => T::LabOwnMapColouring,
            OwnPuzzle::SubsetSum => T::LabOwnSubsetSum,
        }
    }

    /// The key under which the learner's code for it is kept.
    pub fn storage_key(self) -> &'static str {
        match self {
            OwnPuzzle::LatinSquare => "btlab.lab.own.latin",
            OwnPuzzle::MagicSquare => "btlab.lab.own.magic",
            OwnPuzzle::MapColouring => "btlab.lab.own.map",
            OwnPuzzle::SubsetSum => "btlab.lab.own.subset",
        }
    }

    /// The text of the code it starts with, its `«Key»` comments still
    /// to fill in.
    pub(super) fn template(self) -> T {
        match self {
            OwnPuzzle::LatinSquare => T::LabCodeOwnLatin,
            OwnPuzzle::MagicSquare => T::LabCodeOwnMagic,
            OwnPuzzle::MapColouring => T::LabCodeOwnMap,
            OwnPuzzle::SubsetSum => T::LabCodeOwnSubset,
        }
    }
}

/// The texts the templates of the learner's own puzzles name, as
/// `«Key»`.
pub(super) const OWN_TEXTS: [(&str, T); 26] = [
    ("LabOwnDeclare", T::LabOwnDeclare),
    ("LabOwnLevels", T::LabOwnLevels),
    ("LabOwnGrid", T::LabOwnGrid),
    ("LabOwnMovesAll", T::LabOwnMovesAll),
    ("LabOwnLatinValid", T::LabOwnLatinValid),
    ("LabOwnRecord", T::LabOwnRecord),
    ("LabOwnMagicAbout", T::LabOwnMagicAbout),
    ("LabOwnMagicLines", T::LabOwnMagicLines),
    ("LabOwnMagicMoves", T::LabOwnMagicMoves),
    ("LabOwnMagicValid", T::LabOwnMagicValid),
    ("LabReasonSum", T::LabReasonSum),
    ("LabOwnMapAbout", T::LabOwnMapAbout),
    ("LabOwnMapBorders", T::LabOwnMapBorders),
    ("LabOwnMapColour", T::LabOwnMapColour),
    ("LabOwnMapValid", T::LabOwnMapValid),
    ("LabReasonNeighbour", T::LabReasonNeighbour),
    ("LabOwnSubsetAbout", T::LabOwnSubsetAbout),
    ("LabOwnSubsetValues", T::LabOwnSubsetValues),
    ("LabOwnOut", T::LabOwnOut),
    ("LabOwnIn", T::LabOwnIn),
    ("LabOwnSubsetMoves", T::LabOwnSubsetMoves),
    ("LabOwnSubsetValid", T::LabOwnSubsetValid),
    ("LabReasonTooMuch", T::LabReasonTooMuch),
    ("LabReasonTooLittle", T::LabReasonTooLittle),
    ("LabReasonRow", T::LabReasonRow),
    ("LabReasonColumn", T::LabReasonColumn),
];
