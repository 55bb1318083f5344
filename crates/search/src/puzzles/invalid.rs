//! Why a puzzle breaks its own rules, naming the place.

use thiserror::Error;

use super::{size::size_given, CageProblem, HouseKind, ShapeProblem, SizeOf, SizeRange};

/// The name a person uses for a cell of a grid `side` columns wide: `r1c5`
/// (1-based row and column). [`AnyPuzzle::cell_name`](super::AnyPuzzle::cell_name)
/// names a cell of any puzzle.
pub fn grid_cell_name(cell: usize, side: usize) -> String {
    format!("r{}c{}", cell / side + 1, cell % side + 1)
}

/// A puzzle that is well-formed text but breaks its own rules.
#[derive(Clone, Debug, PartialEq, Eq, Error, serde::Serialize, serde::Deserialize)]
pub enum Invalid {
    /// A size outside what the puzzle supports.
    #[error("{what} must be {range}, got {}", size_given(*range, *got))]
    Size {
        /// What was sized.
        what: SizeOf,
        /// The accepted sizes.
        range: SizeRange,
        /// The size given (in cells when the range counts cells).
        got: usize,
    },
    /// Two givens with the same value in one house.
    #[error("cells {first} and {second} both hold {value} in {}", house.describe())]
    Clash {
        /// The first cell, as `r1c1`.
        first: String,
        /// The second cell.
        second: String,
        /// The value.
        value: u32,
        /// The house.
        house: HouseKind,
    },
    /// A given value larger than the grid allows.
    #[error("cell {cell} holds {value}, but values go from 1 to {max}")]
    ValueRange {
        /// The cell, as `r1c1`.
        cell: String,
        /// The value.
        value: u32,
        /// The largest value allowed.
        max: u32,
    },
    /// A region map or cage list that does not fit the grid.
    #[error("{0}")]
    Shape(ShapeProblem),
    /// Several problems at once (the first few), so that one fix does not
    /// only reveal the next.
    #[error("{}", several(.0))]
    Several(Vec<Invalid>),
    /// A cage that is not well-formed.
    #[error("cage {index} ({cells}): {problem}")]
    Cage {
        /// 1-based index of the cage in the list.
        index: usize,
        /// Its cells, as `r1c1 r1c2`.
        cells: String,
        /// What is wrong.
        problem: CageProblem,
    },
}

/// The most problems one message names.
pub const MAX_PROBLEMS: usize = 4;

fn several(problems: &[Invalid]) -> String {
    problems
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

/// Collects problems up to [`MAX_PROBLEMS`]; `finish` gives none, one, or
/// several as one error.
#[derive(Default)]
pub struct Problems(Vec<Invalid>);

impl Problems {
    /// Notes a problem; false once there are enough to report.
    pub fn push(&mut self, problem: Invalid) -> bool {
        if self.0.len() < MAX_PROBLEMS {
            self.0.push(problem);
        }
        self.0.len() < MAX_PROBLEMS
    }

    /// Whether any problem was noted.
    pub fn any(&self) -> bool {
        !self.0.is_empty()
    }

    /// `Ok` when none was noted, else the one or the several.
    pub fn finish(mut self) -> Result<(), Invalid> {
        match self.0.len() {
            0 => Ok(()),
            1 => Err(self.0.remove(0)),
            _ => Err(Invalid::Several(self.0)),
        }
    }
}
