//! Marks between two side-by-side cells of a Sudoku: kropki dots (a white
//! dot says that their digits are one apart, a black dot that one is
//! twice the other) and XV (an X says that they sum to 10, a V to 5). The
//! negative constraint, for either colour or for XV, says that every pair
//! of side-by-side cells without such a mark is not so (f-puzzles'
//! `negative`; its `nonconsecutive` is the white one).
//!
//! A pair is judged as soon as one of its cells holds a digit, and the
//! domains are narrowed pair by pair: a cell keeps the digits that some
//! digit of its partner's domain goes with.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::cell_pairs::{CellPairs, Judged, Pair};
use super::{grid_cell_name, Invalid, Mask, Reason, ShapeProblem};

/// A mark between two side-by-side cells (row-major indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dot {
    /// The two cells.
    pub cells: (u16, u16),
    /// What the mark says of their digits.
    pub kind: DotKind,
}

impl Dot {
    /// Whether the mark is a black kropki dot.
    pub fn black(&self) -> bool {
        self.kind == DotKind::Black
    }
}

/// The marks between two cells, and what each says of their digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DotKind {
    /// A white kropki dot: one apart.
    White,
    /// A black kropki dot: one twice the other.
    Black,
    /// An X: they sum to 10.
    X,
    /// A V: they sum to 5.
    V,
}

impl DotKind {
    /// The pair rule the mark sets.
    fn pair(self) -> Pair {
        match self {
            DotKind::White => Pair::White,
            DotKind::Black => Pair::Black,
            DotKind::X => Pair::Sum(10),
            DotKind::V => Pair::Sum(5),
        }
    }
}

/// The negative constraints: every pair of side-by-side cells without a
/// mark of that kind is not so.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Negative {
    /// Every white dot is given (f-puzzles' nonconsecutive): no two
    /// side-by-side digits without one are one apart.
    pub white: bool,
    /// Every black dot is given: of two without one, neither is twice
    /// the other.
    pub black: bool,
    /// Every X and V is given: no two without one sum to 10 or 5.
    pub xv: bool,
}

/// What never changes in a search: the dots and the pairs they judge.
#[derive(Debug)]
struct DotShape {
    dots: Vec<Dot>,
    /// Every judged pair: the dots (each owning its own), then (under the
    /// negative constraint) the side-by-side pairs without one.
    pairs: CellPairs,
}

/// The kropki pairs of a grid (the digits placed are [`super::Beside`]'s).
#[derive(Clone, Debug)]
pub struct Dots {
    shape: Arc<DotShape>,
}

impl Dots {
    /// The marks on a grid of `side`, with the `negative` constraints.
    /// Refuses a mark whose cells are not two side-by-side cells of the
    /// grid, or a second mark between the same two.
    pub fn new(dots: &[Dot], negative: Negative, side: usize) -> Result<Self, Invalid> {
        let cells = side * side;
        let mut pairs: Vec<Judged> = Vec::new();
        // For each side between two cells (`edge`), whether it holds an X
        // or a V (`Some(true)`), a dot (`Some(false)`), or nothing.
        let mut marked: Vec<Option<bool>> = vec![None; 2 * cells];
        for (k, dot) in dots.iter().enumerate() {
            let (a, b) = (
                usize::from(dot.cells.0.min(dot.cells.1)),
                usize::from(dot.cells.0.max(dot.cells.1)),
            );
            let xv = matches!(dot.kind, DotKind::X | DotKind::V);
            if !beside(a, b, side) || marked[edge(a, b)].replace(xv).is_some() {
                let name = |c: usize| match c < cells {
                    true => grid_cell_name(c, side),
                    false => c.to_string(),
                };
                return Err(Invalid::Shape(ShapeProblem::DotPlace {
                    dot: k + 1,
                    first: name(a),
                    second: name(b),
                }));
            }
            pairs.push(judged(a, b, dot.kind.pair(), k));
        }
        let kropki = negative.white || negative.black;
        let neither = Pair::Neither {
            white: negative.white,
            black: negative.black,
        };
        for a in 0..cells {
            for b in [a + 1, a + side]
                .into_iter()
                .filter(|&b| beside(a, b, side))
            {
                if kropki && marked[edge(a, b)] != Some(false) {
                    pairs.push(judged(a, b, neither, usize::from(u16::MAX)));
                }
                if negative.xv && marked[edge(a, b)] != Some(true) {
                    pairs.push(judged(a, b, Pair::NoSum, usize::from(u16::MAX)));
                }
            }
        }
        let shape = DotShape {
            dots: dots.to_vec(),
            pairs: CellPairs::new(pairs, side),
        };
        Ok(Dots {
            shape: Arc::new(shape),
        })
    }

    /// The dots, in the order given.
    pub fn dots(&self) -> &[Dot] {
        &self.shape.dots
    }

    /// Why `value` in `cell` is refused by a pair with a placed partner
    /// on `board` (the values placed, 0 for empty).
    #[inline(never)]
    pub fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let refusal = self.shape.pairs.refusal(board, cell, value)?;
        Some(Reason::Kropki {
            at: refusal.at,
            pair: refusal.pair,
        })
    }

    /// The cells of the pairs whose two digits (0: empty) break their rule.
    pub fn broken(&self, values: &[u8]) -> Vec<usize> {
        let mut cells = Vec::new();
        self.shape.pairs.broken(values, &mut cells);
        cells
    }

    /// Whether full `values` keep every pair.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        self.broken(values).is_empty()
    }

    /// Narrows each pair's cells to the digits their partner's domain
    /// goes with; with `seen`, only the pairs with a cell whose domain
    /// changed since. False when a cell is left with none.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        self.shape.pairs.narrow(domains, seen)
    }

    /// Narrows the two cells of dot `k` (a hint's deduction); false when
    /// one is left with none.
    pub fn narrow_pair(&self, k: usize, domains: &mut [Mask]) -> bool {
        self.shape.pairs.narrow_pair(k, domains)
    }
}

/// Whether cells `a` < `b` are side by side on a grid of `side`.
fn beside(a: usize, b: usize, side: usize) -> bool {
    b < side * side && (b == a + side || (b == a + 1 && b % side != 0))
}

/// The index of the side between side-by-side cells `a` < `b`.
fn edge(a: usize, b: usize) -> usize {
    2 * a + usize::from(b != a + 1)
}

/// The pair of cells `a` and `b` under `pair`, set by `owner`.
fn judged(a: usize, b: usize, pair: Pair, owner: usize) -> Judged {
    Judged {
        cells: (a as u16, b as u16),
        pair,
        owner: owner as u16,
    }
}
