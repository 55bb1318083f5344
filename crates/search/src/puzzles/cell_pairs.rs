//! Rules between two cells, judged pair by pair: kropki dots and XV
//! between side-by-side cells ([`super::Dots`]), neighbours on a German
//! whisper and mirrored cells of a palindrome ([`super::LineRules`]). A
//! pair is judged as soon as one of its cells holds a digit, and the
//! domains are narrowed pair by pair: a cell keeps the digits that some
//! digit of its partner's domain goes with.

use super::{bit, values_of, Mask};

/// What two cells must be.
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
    /// Whether digits `x` and `y` in the two cells keep the pair's rule.
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
    fn partners(self, domain: Mask, side: u32) -> Mask {
        (1..=side)
            .filter(|&v| values_of(domain).any(|w| self.holds(v, w)))
            .fold(0, |m, v| m | bit(v))
    }
}

/// One judged pair: its two cells (row-major), its rule, and what set it
/// (a dot's or a line's index, from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Judged {
    pub cells: (u16, u16),
    pub pair: Pair,
    pub owner: u16,
}

/// A pair's refusal of a digit: the partner, the digit it holds, the
/// rule and what set it.
pub(super) struct Refusal {
    pub at: (usize, u8),
    pub pair: Pair,
    pub owner: usize,
}

/// The judged pairs of a grid, with each cell's partners.
#[derive(Debug)]
pub(super) struct CellPairs {
    pairs: Vec<Judged>,
    /// For each cell, the indices of its pairs.
    by_cell: Vec<Vec<u16>>,
    side: u32,
}

impl CellPairs {
    /// The `pairs` on a grid of `side`.
    pub fn new(pairs: Vec<Judged>, side: usize) -> Self {
        let mut by_cell = vec![Vec::new(); side * side];
        for (k, judged) in pairs.iter().enumerate() {
            by_cell[usize::from(judged.cells.0)].push(k as u16);
            by_cell[usize::from(judged.cells.1)].push(k as u16);
        }
        CellPairs {
            pairs,
            by_cell,
            side: side as u32,
        }
    }

    /// The first pair of `cell` that refuses `value` there, its partner
    /// placed on `board` (the values placed, 0 for empty).
    pub fn refusal(&self, board: &[u8], cell: usize, value: u32) -> Option<Refusal> {
        self.by_cell[cell].iter().find_map(|&k| {
            let judged = self.pairs[usize::from(k)];
            let (a, b) = judged.cells;
            let other = usize::from(if usize::from(a) == cell { b } else { a });
            let held = board[other];
            (held != 0 && !judged.pair.holds(value, u32::from(held))).then_some(Refusal {
                at: (other, held),
                pair: judged.pair,
                owner: usize::from(judged.owner),
            })
        })
    }

    /// Adds to `cells` the cells of the pairs whose two digits (0: empty)
    /// break their rule.
    pub fn broken(&self, values: &[u8], cells: &mut Vec<usize>) {
        for judged in &self.pairs {
            let (a, b) = (usize::from(judged.cells.0), usize::from(judged.cells.1));
            let (x, y) = (u32::from(values[a]), u32::from(values[b]));
            if x != 0 && y != 0 && !judged.pair.holds(x, y) {
                cells.extend([a, b]);
            }
        }
    }

    /// Narrows each pair's cells to the digits their partner's domain
    /// goes with; with `seen`, only the pairs with a cell whose domain
    /// changed since. False when a cell is left with none.
    pub fn narrow(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        (0..self.pairs.len()).all(|k| {
            let (a, b) = self.pairs[k].cells;
            let (a, b) = (usize::from(a), usize::from(b));
            seen.is_some_and(|seen| domains[a] == seen[a] && domains[b] == seen[b])
                || self.narrow_pair(k, domains)
        })
    }

    /// Narrows the two cells of pair `k`; false when one is left with
    /// none.
    pub fn narrow_pair(&self, k: usize, domains: &mut [Mask]) -> bool {
        let Judged { cells, pair, .. } = self.pairs[k];
        let (a, b) = (usize::from(cells.0), usize::from(cells.1));
        domains[a] &= pair.partners(domains[b], self.side);
        domains[b] &= pair.partners(domains[a], self.side);
        domains[a] != 0 && domains[b] != 0
    }
}
