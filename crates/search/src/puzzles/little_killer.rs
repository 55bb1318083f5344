//! Little killers on a Sudoku: a sum outside the grid with an arrow
//! along a diagonal; the digits on that diagonal (which may repeat where
//! no house forbids it) add up to the sum.
//!
//! A diagonal is judged before it is full: the digits placed leave each
//! empty cell a range (the others' empty cells holding 1 to the side
//! each), so that the search turns back as soon as the sum is out of
//! reach and the Explanation can say between which digits the cell had
//! to lie; cells are narrowed by the same bounds.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{full, Invalid, Mask, Reason, ShapeProblem};

/// A little killer as drawn: its sum, where it stands outside the grid
/// and which way its arrow points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LittleKiller {
    /// Where the sum stands: row and column, one of them (or both, at a
    /// corner) just outside the grid (-1 or the side).
    pub at: (i16, i16),
    /// Rows and columns per step along the diagonal (each -1 or 1).
    pub toward: (i8, i8),
    /// The sum of the diagonal's digits.
    pub sum: u32,
}

impl LittleKiller {
    /// The diagonal's cells (row-major on a grid of `side`), from the one
    /// next to the sum; empty when the arrow points nowhere into the grid.
    pub fn cells(&self, side: usize) -> Vec<usize> {
        // In `i32`: a place far outside the grid steps without overflow.
        let inside = |x: i32| (0..side as i32).contains(&x);
        let (dr, dc) = (i32::from(self.toward.0), i32::from(self.toward.1));
        let (mut r, mut c) = (i32::from(self.at.0) + dr, i32::from(self.at.1) + dc);
        let mut cells = Vec::new();
        while inside(r) && inside(c) && dr.abs() == 1 && dc.abs() == 1 {
            cells.push(r as usize * side + c as usize);
            (r, c) = (r + dr, c + dc);
        }
        cells
    }
}

/// What never changes in a search.
#[derive(Debug)]
struct KillerShape {
    killers: Vec<LittleKiller>,
    /// Each little killer's diagonal.
    diagonals: Vec<Vec<usize>>,
    /// For each cell, the little killers through it.
    on: Vec<Vec<u16>>,
    side: u32,
}

/// The little killers of a grid (the digits placed are
/// [`super::Beside`]'s).
#[derive(Clone, Debug)]
pub struct LittleKillers {
    shape: Arc<KillerShape>,
}

impl LittleKillers {
    /// The `killers` on a grid of `side`. Refuses one that does not
    /// stand just outside the grid with its arrow along a diagonal into
    /// it, or whose sum its diagonal cannot make.
    pub fn new(killers: &[LittleKiller], side: usize) -> Result<Self, Invalid> {
        let mut on = vec![Vec::new(); side * side];
        let mut diagonals = Vec::with_capacity(killers.len());
        for (k, killer) in killers.iter().enumerate() {
            let cells = killer.cells(side);
            let outside = |x: i16| x == -1 || x == side as i16;
            let (r, c) = killer.at;
            let placed = (outside(r) || outside(c))
                && (-1..=side as i16).contains(&r)
                && (-1..=side as i16).contains(&c);
            let len = cells.len() as u32;
            let reachable = (len..=len * side as u32).contains(&killer.sum);
            if !placed || cells.is_empty() || !reachable {
                return Err(Invalid::Shape(ShapeProblem::LittleKiller {
                    killer: k + 1,
                    cells: cells.len(),
                    sum: killer.sum,
                }));
            }
            cells.iter().for_each(|&c| on[c].push(k as u16));
            diagonals.push(cells);
        }
        let shape = KillerShape {
            killers: killers.to_vec(),
            diagonals,
            on,
            side: side as u32,
        };
        Ok(LittleKillers {
            shape: Arc::new(shape),
        })
    }

    /// The little killers, in the order given.
    pub fn killers(&self) -> &[LittleKiller] {
        &self.shape.killers
    }

    /// Each little killer's diagonal, in the same order.
    pub fn diagonals(&self) -> &[Vec<usize>] {
        &self.shape.diagonals
    }

    /// The digits the others on diagonal `k` leave `cell` on `board` (the
    /// values placed, 0 for empty): low above high when none.
    fn range(&self, k: usize, board: &[u8], cell: usize) -> (u32, u32) {
        let side = self.shape.side;
        let (mut placed, mut empty) = (0, 0);
        for &c in self.shape.diagonals[k].iter().filter(|&&c| c != cell) {
            match u32::from(board[c]) {
                0 => empty += 1,
                d => placed += d,
            }
        }
        let sum = self.shape.killers[k].sum;
        let low = sum.saturating_sub(placed + empty * side).max(1);
        let high = sum.saturating_sub(placed + empty).min(side);
        (low, if sum < placed + empty { 0 } else { high })
    }

    /// The first little killer through `cell` that `value` breaks on
    /// `board`, with the digits the others leave it.
    #[inline(never)]
    pub fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        self.shape.on[cell].iter().find_map(|&k| {
            let (low, high) = self.range(usize::from(k), board, cell);
            (!(low..=high).contains(&value)).then_some(Reason::LittleKiller {
                killer: usize::from(k),
                low: low as u8,
                high: high as u8,
            })
        })
    }

    /// The little killers whose placed digits (0: empty) cannot make
    /// their sum.
    pub fn broken<'a>(&'a self, values: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        let side = self.shape.side;
        (0..self.shape.killers.len()).filter(move |&k| {
            let diagonal = &self.shape.diagonals[k];
            let placed: u32 = diagonal.iter().map(|&c| u32::from(values[c])).sum();
            let empty = diagonal.iter().filter(|&&c| values[c] == 0).count() as u32;
            let sum = self.shape.killers[k].sum;
            !(placed + empty..=placed + empty * side).contains(&sum)
        })
    }

    /// Whether full `values` make every sum.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        self.broken(values).next().is_none()
    }

    /// Narrows each diagonal's cells by bounds: each within the sum less
    /// the others' largest and smallest digits; with `seen`, only the
    /// diagonals with a cell whose domain changed since. False when a
    /// cell is left with none.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        (0..self.shape.killers.len()).all(|k| {
            let diagonal = &self.shape.diagonals[k];
            let unchanged = |seen: &[Mask]| diagonal.iter().all(|&c| domains[c] == seen[c]);
            seen.is_some_and(unchanged) || self.narrow_one(k, domains)
        })
    }

    /// Narrows the cells of little killer `k` alone; false when a cell is
    /// left with none.
    pub fn narrow_one(&self, k: usize, domains: &mut [Mask]) -> bool {
        let diagonal = &self.shape.diagonals[k];
        let sum = self.shape.killers[k].sum;
        if diagonal.iter().any(|&c| domains[c] == 0) {
            return false;
        }
        let low = |d: Mask| d.trailing_zeros();
        let high = |d: Mask| Mask::BITS - 1 - d.leading_zeros();
        let least: u32 = diagonal.iter().map(|&c| low(domains[c])).sum();
        let most: u32 = diagonal.iter().map(|&c| high(domains[c])).sum();
        diagonal.iter().all(|&c| {
            let d = &mut domains[c];
            let (others_least, others_most) = (least - low(*d), most - high(*d));
            let from = sum.saturating_sub(others_most).max(1);
            let to = sum.saturating_sub(others_least);
            *d &= if from > to {
                0
            } else {
                full(to.min(63)) & !full(from - 1)
            };
            *d != 0
        })
    }
}
