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

use super::{bit, grid_cell_name, values_of, Invalid, Mask, Reason, ShapeProblem};

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

/// What two side-by-side cells must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pair {
    /// One apart: a white dot.
    White,
    /// One twice the other: a black dot.
    Black,
    /// Their sum: an X (10) or a V (5).
    Sum(u8),
    /// Neighbours on a German whisper: at least this far apart.
    Whisper(u8),
    /// Mirrored cells of a palindrome: the same digit.
    Equal,
    /// No X or V, under the negative constraint: neither 5 nor 10 their
    /// sum.
    NoSum,
    /// No dot, under the negative constraint: not one apart where
    /// `white`, not one twice the other where `black`.
    Neither {
        /// Every white dot is given.
        white: bool,
        /// Every black dot is given.
        black: bool,
    },
}

impl Pair {
    /// Whether digits `x` and `y` side by side keep the pair's rule.
    pub fn holds(self, x: u32, y: u32) -> bool {
        let apart = x.abs_diff(y) == 1;
        let double = x == 2 * y || y == 2 * x;
        match self {
            Pair::White => apart,
            Pair::Black => double,
            Pair::Sum(sum) => x + y == u32::from(sum),
            Pair::NoSum => x + y != 5 && x + y != 10,
            Pair::Whisper(gap) => x.abs_diff(y) >= u32::from(gap),
            Pair::Equal => x == y,
            Pair::Neither { white, black } => !(white && apart || black && double),
        }
    }

    /// The digits up to `side` that some digit of `domain` goes with.
    pub(super) fn partners(self, domain: Mask, side: u32) -> Mask {
        (1..=side)
            .filter(|&v| values_of(domain).any(|w| self.holds(v, w)))
            .fold(0, |m, v| m | bit(v))
    }
}

/// What never changes in a search: the dots and each cell's pairs.
#[derive(Debug)]
struct DotShape {
    dots: Vec<Dot>,
    /// Every judged pair: the dots, then (under the negative constraint)
    /// the side-by-side pairs without one.
    pairs: Vec<(u16, u16, Pair)>,
    /// For each cell, its partners and their pair's rule.
    by_cell: Vec<Vec<(u16, Pair)>>,
    side: u32,
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
        let mut pairs: Vec<(u16, u16, Pair)> = Vec::new();
        for (k, dot) in dots.iter().enumerate() {
            let (a, b) = (
                usize::from(dot.cells.0.min(dot.cells.1)),
                usize::from(dot.cells.0.max(dot.cells.1)),
            );
            let beside = b < cells && (b == a + side || (b == a + 1 && b % side != 0));
            if !beside
                || pairs
                    .iter()
                    .any(|&(x, y, _)| (usize::from(x), usize::from(y)) == (a, b))
            {
                let name = |c: usize| {
                    if c < cells {
                        grid_cell_name(c, side)
                    } else {
                        c.to_string()
                    }
                };
                return Err(Invalid::Shape(ShapeProblem::DotPlace {
                    dot: k + 1,
                    first: name(a),
                    second: name(b),
                }));
            }
            pairs.push((a as u16, b as u16, dot.kind.pair()));
        }
        let kropki = negative.white || negative.black;
        let neither = Pair::Neither {
            white: negative.white,
            black: negative.black,
        };
        let marked = |pairs: &[(u16, u16, Pair)], a: usize, b: usize, xv: bool| {
            pairs.iter().any(|&(x, y, pair)| {
                (usize::from(x), usize::from(y)) == (a, b) && matches!(pair, Pair::Sum(_)) == xv
            })
        };
        for a in 0..cells {
            for b in [a + 1, a + side] {
                if b >= cells || (b == a + 1 && b % side == 0) {
                    continue;
                }
                if kropki && !marked(&pairs, a, b, false) {
                    pairs.push((a as u16, b as u16, neither));
                }
                if negative.xv && !marked(&pairs, a, b, true) {
                    pairs.push((a as u16, b as u16, Pair::NoSum));
                }
            }
        }
        let mut by_cell = vec![Vec::new(); cells];
        for &(a, b, pair) in &pairs {
            by_cell[usize::from(a)].push((b, pair));
            by_cell[usize::from(b)].push((a, pair));
        }
        let shape = DotShape {
            dots: dots.to_vec(),
            pairs,
            by_cell,
            side: side as u32,
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
        self.shape.by_cell[cell].iter().find_map(|&(other, pair)| {
            let held = board[usize::from(other)];
            (held != 0 && !pair.holds(value, u32::from(held))).then_some(Reason::Kropki {
                at: (usize::from(other), held),
                pair,
            })
        })
    }

    /// The cells of the pairs whose two digits (0: empty) break their rule.
    pub fn broken(&self, values: &[u8]) -> Vec<usize> {
        let mut cells = Vec::new();
        for &(a, b, pair) in &self.shape.pairs {
            let (x, y) = (
                u32::from(values[usize::from(a)]),
                u32::from(values[usize::from(b)]),
            );
            if x != 0 && y != 0 && !pair.holds(x, y) {
                cells.extend([usize::from(a), usize::from(b)]);
            }
        }
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
        (0..self.shape.pairs.len()).all(|k| {
            let (a, b, _) = self.shape.pairs[k];
            let (a, b) = (usize::from(a), usize::from(b));
            seen.is_some_and(|seen| domains[a] == seen[a] && domains[b] == seen[b])
                || self.narrow_pair(k, domains)
        })
    }

    /// Narrows the two cells of pair `k` (dot `k`, for `k` below the
    /// dots' count: a hint's deduction); false when one is left with none.
    pub fn narrow_pair(&self, k: usize, domains: &mut [Mask]) -> bool {
        let side = self.shape.side;
        let (a, b, pair) = self.shape.pairs[k];
        let (a, b) = (usize::from(a), usize::from(b));
        domains[a] &= pair.partners(domains[b], side);
        domains[b] &= pair.partners(domains[a], side);
        domains[a] != 0 && domains[b] != 0
    }
}
