//! Sudoku of every shape: boxes of any size and shape, jigsaw regions,
//! both diagonals on top, and the six-pointed star.

use super::grids::{dig, jigsaw, random_fill, Dig};
use super::{Difficulty, Rng};
use crate::puzzles::{standard_box, AnyPuzzle, Layout, Star, Sudoku, STAR_CELLS};

/// The shape of a Sudoku to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SudokuShape {
    /// A grid of `side` with boxes of `rows` x `cols` (`rows * cols = side`).
    Boxes {
        /// The side (4 to 16).
        side: usize,
        /// Box height.
        rows: usize,
        /// Box width.
        cols: usize,
        /// Both main diagonals too (Sudoku X).
        diagonals: bool,
    },
    /// A grid of `side` with random jigsaw regions.
    Jigsaw {
        /// The side (4 to 12).
        side: usize,
        /// Both main diagonals too.
        diagonals: bool,
    },
    /// The six-pointed star.
    Star,
}

impl SudokuShape {
    /// The usual boxes of a side (`None` if it has none).
    pub fn boxes(side: usize, diagonals: bool) -> Option<Self> {
        let (rows, cols) = standard_box(side)?;
        Some(SudokuShape::Boxes {
            side,
            rows,
            cols,
            diagonals,
        })
    }

    pub(super) fn check(self) -> Result<(), String> {
        match self {
            SudokuShape::Boxes {
                side, rows, cols, ..
            } => {
                if !(4..=16).contains(&side) || rows.checked_mul(cols) != Some(side) {
                    return Err(format!(
                        "boxes of {rows}x{cols} do not fit a Sudoku of side {side} (4 to 16)"
                    ));
                }
                Ok(())
            }
            SudokuShape::Jigsaw { side, .. } if !(4..=12).contains(&side) => {
                Err(format!("a jigsaw's side goes from 4 to 12, got {side}"))
            }
            _ => Ok(()),
        }
    }

    fn side(self) -> usize {
        match self {
            SudokuShape::Boxes { side, .. } | SudokuShape::Jigsaw { side, .. } => side,
            SudokuShape::Star => 9,
        }
    }
}

/// Givens left for an easy puzzle: a share of the cells (with more
/// givens, propagation alone goes further).
fn easy_keep(cells: usize) -> usize {
    cells * 45 / 100
}

/// Rounds of trading and refilling that make jigsaw regions (see
/// [`make`]).
const JIGSAW_ROUNDS: usize = 1;

/// Makes the puzzle of its shape from givens (`None` if they clash).
type Build = dyn Fn(Vec<u8>) -> Option<AnyPuzzle>;

/// One candidate Sudoku of `shape`.
pub(super) fn make(shape: SudokuShape, wanted: Difficulty, rng: &mut Rng) -> Option<AnyPuzzle> {
    let side = shape.side();
    // Every grid of one layout on one set of houses: what the solvers
    // derive from them (their flat tables) is made once, not per question.
    let sudoku = |layout: Layout| {
        let shape = Sudoku::with_layout(vec![0; side * side], layout).ok();
        move |g: Vec<u8>| shape.as_ref()?.with_givens(g).ok().map(AnyPuzzle::Sudoku)
    };
    let (cells, full, build): (usize, Vec<u8>, Box<Build>) = match shape {
        SudokuShape::Star => {
            let build = |g: Vec<u8>| Star::new(g).ok().map(AnyPuzzle::Star);
            (
                STAR_CELLS,
                random_fill(STAR_CELLS, &build, rng)?,
                Box::new(build),
            )
        }
        SudokuShape::Boxes {
            rows,
            cols,
            diagonals,
            ..
        } => {
            let build = sudoku(Layout {
                boxes: Some((rows, cols)),
                diagonals,
                ..Layout::default()
            });
            (
                side * side,
                random_fill(side * side, &build, rng)?,
                Box::new(build),
            )
        }
        SudokuShape::Jigsaw { diagonals, .. } => {
            // A full grid of the boxes where the side has them (else of
            // rows), then regions traded around it.
            let start: Vec<usize> = match standard_box(side) {
                Some((br, bc)) => (0..side * side)
                    .map(|c| (c / side / br) * (side / bc) + (c % side) / bc)
                    .collect(),
                None => (0..side * side).map(|c| c / side).collect(),
            };
            // Cells traded around a full grid, which keeps the shape
            // solvable. Free swaps make 12x12 shapes that mostly have no
            // solution (or none found in the budget); filling the traded
            // shape afresh for more rounds fails the same way, so one
            // round it is: the regions stay near the boxes.
            let mut regions = start;
            let mut full = Vec::new();
            for _ in 0..JIGSAW_ROUNDS {
                let shape = sudoku(Layout {
                    regions: Some(regions.clone()),
                    diagonals,
                    ..Layout::default()
                });
                full = random_fill(side * side, &shape, rng)?;
                regions = jigsaw(side, regions, &full, rng);
            }
            let build = sudoku(Layout {
                regions: Some(regions),
                diagonals,
                ..Layout::default()
            });
            (side * side, full, Box::new(build))
        }
    };
    let how = match wanted {
        Difficulty::Easy => Dig::Propagation {
            keep: easy_keep(cells),
        },
        Difficulty::Medium => Dig::Propagation { keep: 0 },
        // Every cell of a 9x9; fewer on larger grids, where each try is a
        // longer search.
        Difficulty::Hard => Dig::Unique {
            tries: 81 * 81 / cells.max(1),
        },
    };
    build(dig(&full, how, &*build, rng))
}
