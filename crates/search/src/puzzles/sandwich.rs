//! Sandwich sums on a Sudoku: a number beside a row or above a column is
//! the sum of the digits between the smallest digit (1) and the largest
//! (9 on a 9x9) in that row or column; 0 when they stand side by side.
//!
//! A row is judged before it is full: the digits placed must leave some
//! place for the 1 and the largest digit with digits between them that
//! can still make the sum (the digits not yet in the row, as many as the
//! empty cells between), so that the search turns back as soon as the
//! sum is out of reach. Cells are narrowed by the same placements, each
//! between-cell by the bounds the others' domains leave.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{bit, full, values_of, HouseKind, Invalid, Mask, Reason, ShapeProblem};

/// A sandwich sum as drawn: where it stands and its sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sandwich {
    /// Where the sum stands: row and column, one of them just outside
    /// the grid (-1 or the side), the other the row or column it sums.
    pub at: (i16, i16),
    /// The sum of the digits between the 1 and the largest digit.
    pub sum: u32,
}

impl Sandwich {
    /// The row's or column's cells (row-major on a grid of `side`), from
    /// the left or the top; empty when the sum stands beside no row or
    /// column.
    pub fn cells(&self, side: usize) -> Vec<usize> {
        let (r, c) = (i32::from(self.at.0), i32::from(self.at.1));
        let (inside, outside) = (
            |x: i32| (0..side as i32).contains(&x),
            |x: i32| x == -1 || x == side as i32,
        );
        match (inside(r), inside(c)) {
            (true, false) if outside(c) => (0..side).map(|i| r as usize * side + i).collect(),
            (false, true) if outside(r) => (0..side).map(|i| i * side + c as usize).collect(),
            _ => Vec::new(),
        }
    }

    /// The row it stands beside, or else the column it stands above or
    /// below, on a grid of `side`: the line it names.
    pub fn house(&self, side: usize) -> HouseKind {
        let (r, c) = self.at;
        if (0..side as i16).contains(&r) {
            HouseKind::Row(r as usize)
        } else {
            HouseKind::Column(c as usize)
        }
    }
}

/// The largest sandwich sum on a grid of `side`: every digit between the
/// smallest and the largest.
pub fn largest_sandwich(side: usize) -> u32 {
    let side = side as u32;
    (2..side).sum()
}

/// What never changes in a search.
#[derive(Debug)]
struct SandwichShape {
    sandwiches: Vec<Sandwich>,
    /// Each sandwich's row or column.
    lines: Vec<Vec<usize>>,
    /// For each cell, the sandwiches through it.
    on: Vec<Vec<u16>>,
    side: u32,
}

/// The sandwich sums of a grid (the digits placed are
/// [`super::Beside`]'s).
#[derive(Clone, Debug)]
pub struct Sandwiches {
    shape: Arc<SandwichShape>,
}

impl Sandwiches {
    /// The `sandwiches` on a grid of `side`. Refuses one that stands
    /// beside no row or column, or whose sum no digits between the
    /// smallest and the largest can make.
    pub fn new(sandwiches: &[Sandwich], side: usize) -> Result<Self, Invalid> {
        let mut on = vec![Vec::new(); side * side];
        let mut lines = Vec::with_capacity(sandwiches.len());
        for (k, sandwich) in sandwiches.iter().enumerate() {
            let cells = sandwich.cells(side);
            if cells.is_empty() || sandwich.sum > largest_sandwich(side) || side < 2 {
                return Err(Invalid::Shape(ShapeProblem::Sandwich {
                    sandwich: k + 1,
                    sum: sandwich.sum,
                    largest: largest_sandwich(side),
                }));
            }
            cells.iter().for_each(|&c| on[c].push(k as u16));
            lines.push(cells);
        }
        let shape = SandwichShape {
            sandwiches: sandwiches.to_vec(),
            lines,
            on,
            side: side as u32,
        };
        Ok(Sandwiches {
            shape: Arc::new(shape),
        })
    }

    /// The sandwiches, in the order given.
    pub fn sandwiches(&self) -> &[Sandwich] {
        &self.shape.sandwiches
    }

    /// Each sandwich's row or column, in the same order.
    pub fn lines(&self) -> &[Vec<usize>] {
        &self.shape.lines
    }

    /// Whether sandwich `k` can still be made with the digits on `board`
    /// (0: empty) and `value` in `cell`.
    fn fits(&self, k: usize, board: &[u8], cell: usize, value: u32) -> bool {
        let digits: Vec<u32> = (self.shape.lines[k].iter())
            .map(|&c| match c == cell {
                true => value,
                false => u32::from(board[c]),
            })
            .collect();
        line_fits(&digits, self.shape.side, self.shape.sandwiches[k].sum)
    }

    /// The first sandwich through `cell` that `value` there leaves out of
    /// reach on `board`.
    #[inline(never)]
    pub fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        self.shape.on[cell].iter().find_map(|&k| {
            let k = usize::from(k);
            (!self.fits(k, board, cell, value)).then_some(Reason::Sandwich { sandwich: k })
        })
    }

    /// The sandwiches whose placed digits (0: empty) cannot make their
    /// sum.
    pub fn broken<'a>(&'a self, values: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        (0..self.shape.sandwiches.len()).filter(move |&k| {
            let first = self.shape.lines[k][0];
            !self.fits(k, values, first, u32::from(values[first]))
        })
    }

    /// Whether full `values` make every sum.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        self.broken(values).next().is_none()
    }

    /// Narrows each sandwich's cells to the digits some place of the 1
    /// and the largest digit allows; with `seen`, only the sandwiches
    /// with a cell whose domain changed since. False when a cell is left
    /// with none.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        (0..self.shape.sandwiches.len()).all(|k| {
            let line = &self.shape.lines[k];
            let unchanged = |seen: &[Mask]| line.iter().all(|&c| domains[c] == seen[c]);
            seen.is_some_and(unchanged) || self.narrow_one(k, domains)
        })
    }

    /// Narrows the cells of sandwich `k` alone; false when a cell is left
    /// with none.
    pub fn narrow_one(&self, k: usize, domains: &mut [Mask]) -> bool {
        let line = &self.shape.lines[k];
        let mut cut: Vec<Mask> = line.iter().map(|&c| domains[c]).collect();
        narrow_line(&mut cut, self.shape.side, self.shape.sandwiches[k].sum);
        line.iter().zip(&cut).all(|(&c, &kept)| {
            domains[c] = kept;
            kept != 0
        })
    }
}

/// Whether a row's `digits` (0: empty) leave a place for the 1 and the
/// `side` with digits between them that can make `sum`.
fn line_fits(digits: &[u32], side: u32, sum: u32) -> bool {
    let used = digits.iter().fold(0, |m: Mask, &d| m | bit(d)) & !1;
    let free = full(side - 1) & !bit(1) & !used;
    let may_hold = |i: usize, d: u32| digits[i] == d || (digits[i] == 0 && used & bit(d) == 0);
    let n = digits.len();
    (0..n).filter(|&i| may_hold(i, 1)).any(|i| {
        (0..n).filter(|&j| j != i && may_hold(j, side)).any(|j| {
            let between = &digits[i.min(j) + 1..i.max(j)];
            let placed: u32 = between.iter().sum();
            let empty = between.iter().filter(|&&d| d == 0).count() as u32;
            sum.checked_sub(placed)
                .is_some_and(|rest| subset_makes(free, empty, rest))
        })
    })
}

/// Whether `count` different digits of `digits` can sum to `sum`.
fn subset_makes(digits: Mask, count: u32, sum: u32) -> bool {
    if sum >= 128 {
        return false;
    }
    // `sums[c]`: bit s set when c of the digits seen so far sum to s.
    let mut sums = vec![0u128; count as usize + 1];
    sums[0] = 1;
    for d in values_of(digits) {
        for c in (0..count as usize).rev() {
            sums[c + 1] |= sums[c] << d;
        }
    }
    sums[count as usize] >> sum & 1 == 1
}

/// Narrows a row's domains to the digits some place of the 1 and the
/// `side` allows: the between-cells by the bounds the others' smallest
/// and largest digits leave, the others to all but those two digits.
/// Leaves every domain empty when no place works.
fn narrow_line(domains: &mut [Mask], side: u32, sum: u32) {
    let ends = bit(1) | bit(side);
    let low = |d: Mask| d.trailing_zeros();
    let high = |d: Mask| Mask::BITS - 1 - d.leading_zeros();
    let n = domains.len();
    let mut kept = vec![0; n];
    for i in (0..n).filter(|&i| domains[i] & bit(1) != 0) {
        for j in (0..n).filter(|&j| j != i && domains[j] & bit(side) != 0) {
            let between = i.min(j) + 1..i.max(j);
            let middle = |c: usize| domains[c] & !ends;
            if between.clone().any(|c| middle(c) == 0) {
                continue;
            }
            let least: u32 = between.clone().map(|c| low(middle(c))).sum();
            let most: u32 = between.clone().map(|c| high(middle(c))).sum();
            // The digits between differ (a row is a house): together
            // they make at least the smallest and at most the largest of
            // as many digits as any of them may hold.
            let held = between.clone().fold(0, |m, c| m | middle(c));
            let apart = distinct_reach(held, between.len());
            if !(least..=most).contains(&sum) || !apart.is_some_and(|r| r.contains(&sum)) {
                continue;
            }
            // A between-cell keeps what the others' bounds leave it.
            let bounded = |d: Mask| {
                let from = sum.saturating_sub(most - high(d)).max(1);
                let to = (sum + low(d) - least).min(63);
                d & full(to) & !full(from - 1)
            };
            for (c, cut) in kept.iter_mut().enumerate() {
                *cut |= match c {
                    _ if c == i => bit(1),
                    _ if c == j => bit(side),
                    _ if between.contains(&c) => bounded(middle(c)),
                    _ => middle(c),
                };
            }
        }
    }
    domains.copy_from_slice(&kept);
}

/// The least and the greatest sum of `count` different digits of
/// `digits`; `None` when it holds fewer.
fn distinct_reach(digits: Mask, count: usize) -> Option<std::ops::RangeInclusive<u32>> {
    // Read off the mask's bits in place: this runs for every line at
    // every narrowing, where a list of the digits would be allocated.
    let held = digits.count_ones() as usize;
    (held >= count).then(|| {
        let least = values_of(digits).take(count).sum();
        let most = values_of(digits).skip(held - count).sum();
        least..=most
    })
}

#[cfg(test)]
mod tests {
    use super::{distinct_reach, line_fits, narrow_line, subset_makes};
    use crate::puzzles::{bit, full};

    #[test]
    fn a_row_fits_its_sum_only_where_the_digits_between_can_make_it() {
        // 1 _ _ 9 on a 4x4-like run of nine digits: 2..8 between.
        let row = [1, 0, 0, 9, 0, 0, 0, 0, 0];
        assert!(line_fits(&row, 9, 5));
        assert!(line_fits(&row, 9, 15));
        assert!(!line_fits(&row, 9, 4));
        assert!(!line_fits(&row, 9, 16));
        let full_row = [3, 1, 4, 9, 2, 5, 6, 7, 8];
        assert!(line_fits(&full_row, 9, 4));
        assert!(!line_fits(&full_row, 9, 6));
        // 1 and 9 side by side: 0.
        assert!(line_fits(&[1, 9, 2, 3, 4, 5, 6, 7, 8], 9, 0));
    }

    #[test]
    fn subsets_make_only_the_sums_they_can() {
        let digits = bit(2) | bit(8);
        assert!(subset_makes(digits, 1, 8));
        assert!(!subset_makes(digits, 1, 5));
        assert!(subset_makes(digits, 2, 10));
        assert!(subset_makes(digits, 0, 0));
    }

    #[test]
    fn different_digits_reach_from_the_smallest_to_the_largest_ones() {
        let digits = bit(2) | bit(3) | bit(7) | bit(8);
        assert_eq!(distinct_reach(digits, 2), Some(5..=15));
        assert_eq!(distinct_reach(digits, 0), Some(0..=0));
        assert_eq!(distinct_reach(digits, 5), None);
        // Two cells that may each hold 2 or 3 make exactly 5.
        let rest = full(9) & !bit(1);
        let mut domains = [bit(1), bit(2) | bit(3), bit(2) | bit(3), bit(9), rest, rest];
        narrow_line(&mut domains, 9, 6);
        assert!(
            domains.iter().all(|&d| d == 0),
            "6 is out of reach: {domains:?}"
        );
    }

    #[test]
    fn a_sum_of_zero_keeps_the_ends_side_by_side() {
        // A 4x4 row: 1 and 4 side by side, the 1 fixed in the first cell.
        let rest = full(4) & !bit(1);
        let mut domains = [bit(1), rest, rest, rest];
        narrow_line(&mut domains, 4, 0);
        assert_eq!(domains[1], bit(4));
        assert_eq!(domains[2], bit(2) | bit(3));
    }
}
