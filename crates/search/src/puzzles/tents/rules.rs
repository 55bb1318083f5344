//! The rules of Tents for the search: no two tents touching, the counts
//! of every row and column, the first pairing of tents and trees, and the
//! narrowing of whole rows and columns by their counts.

use super::{around, Shape, Tents};
use crate::puzzles::{bit, Constraints, HouseKind, Mask, Reason};

impl Constraints for Tents {
    fn cells(&self) -> usize {
        self.shape.trees.len()
    }
    fn size(&self) -> u32 {
        4
    }
    fn given(&self, _cell: usize) -> Option<u32> {
        None
    }
    fn place(&mut self, cell: usize, value: u32) {
        let sq = self
            .target(cell, value)
            .expect("a tent goes on a free square");
        let cols = self.shape.cols;
        self.tent[sq] += 1;
        self.row_tents[sq / cols] += 1;
        self.col_tents[sq % cols] += 1;
        self.chosen[cell] = value as u8;
        self.placed += 1;
    }
    fn unplace(&mut self, cell: usize, value: u32) {
        let sq = self
            .target(cell, value)
            .expect("a tent stood on a free square");
        let cols = self.shape.cols;
        self.tent[sq] -= 1;
        self.row_tents[sq / cols] -= 1;
        self.col_tents[sq % cols] -= 1;
        self.chosen[cell] = 0;
        self.placed -= 1;
    }
    /// The directions whose square is free, touches no tent, and whose row
    /// and column still lack tents.
    fn free(&self, cell: usize) -> Mask {
        let Shape { rows, cols, .. } = *self.shape;
        let mut out = 0;
        for d in 1..=4 {
            let Some(sq) = self.target(cell, d) else {
                continue;
            };
            let (r, c) = (sq / cols, sq % cols);
            let room = self.row_tents[r] < self.shape.row_counts[r]
                && self.col_tents[c] < self.shape.col_counts[c];
            if room && around(sq, rows, cols).all(|o| self.tent[o] == 0) {
                out |= bit(d);
            }
        }
        out
    }
    /// The sets, and for the last tree, that this is the first pairing of
    /// the placement (so each placement counts once).
    fn consistent(&self, cell: usize, value: u32) -> bool {
        if self.free(cell) & bit(value) == 0 {
            return false;
        }
        if self.placed + 1 < self.cells() {
            return true;
        }
        let mut chosen = self.chosen.clone();
        chosen[cell] = value as u8;
        self.pairs_up(&self.tent_grid(&chosen)).as_deref() == Some(&chosen[..])
    }
    fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let Shape { rows, cols, .. } = *self.shape;
        let sq = self.target(cell, value)?;
        let mut others = board.to_vec();
        others[cell] = 0;
        let tents = self.tent_grid(&others);
        if let Some(at) = around(sq, rows, cols).find(|&o| tents[o] == 1) {
            return Some(Reason::TentNear { at });
        }
        let (r, c) = (sq / cols, sq % cols);
        let in_row = tents[r * cols..(r + 1) * cols].iter().sum::<u8>();
        if in_row >= self.shape.row_counts[r] {
            return Some(Reason::TentCount {
                house: HouseKind::Row(r),
                count: self.shape.row_counts[r],
            });
        }
        let in_col = (0..rows).map(|r2| tents[r2 * cols + c]).sum::<u8>();
        if in_col >= self.shape.col_counts[c] {
            return Some(Reason::TentCount {
                house: HouseKind::Column(c),
                count: self.shape.col_counts[c],
            });
        }
        let mut chosen = board.to_vec();
        chosen[cell] = value as u8;
        if chosen.iter().all(|&d| d != 0) {
            let first = self.pairs_up(&self.tent_grid(&chosen))?;
            let tree = (0..chosen.len()).find(|&t| first[t] != chosen[t])?;
            let square = self.target(tree, u32::from(first[tree]))?;
            return Some(Reason::Paired {
                tree: self.shape.trees[tree] as usize,
                square,
            });
        }
        None
    }
    fn branch_in_order(&self) -> bool {
        true
    }
    /// The directions whose square is on the grid and holds no tree: a
    /// tent can never stand on the others, and a domain that kept them
    /// would let the fast solver and `propagate` try them, deep into the
    /// search, before anything struck them.
    fn initial_domains(&self) -> Vec<Mask> {
        (0..self.cells())
            .map(|tree| {
                (1..=4)
                    .filter(|&d| self.target(tree, d).is_some())
                    .fold(0, |m, d| m | bit(d))
            })
            .collect()
    }
    /// The first pairing of a placement is the one that counts.
    fn accepts(&self, values: &[u8]) -> bool {
        self.pairs_up(&self.tent_grid(values)).as_deref() == Some(values)
    }
    /// A tent forbids its own square and the eight around it to every
    /// other tree.
    fn strike(&self, cell: usize, value: u32, domains: &mut [Mask]) {
        let Some(sq) = self.target(cell, value) else {
            return;
        };
        for &(tree, d) in &self.shape.near[sq] {
            if tree as usize != cell {
                domains[tree as usize] &= !bit(u32::from(d));
            }
        }
    }
    /// The counts: a row or column whose fixed tents fill its count
    /// takes no more; one with only as many trees able to reach it as
    /// its count needs takes all of theirs. One pass over every line:
    /// the solvers call again, after striking the singles it left, until
    /// nothing changes.
    fn narrow(&self, domains: &mut [Mask]) -> bool {
        self.narrow_pass(domains, None)
    }
    /// [`Constraints::narrow`] over the lines whose trees changed since
    /// `seen`.
    fn narrow_since(&self, domains: &mut [Mask], seen: &[Mask]) -> bool {
        self.narrow_pass(domains, Some(seen))
    }
}

impl Tents {
    /// One pass over the rows and columns; with `seen`, a line none of
    /// whose trees changed since is skipped (narrowing is idempotent).
    fn narrow_pass(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        let rows = self.shape.rows;
        for (line, options) in self.shape.line_options.iter().enumerate() {
            if seen.is_some_and(|seen| {
                options
                    .iter()
                    .all(|&(t, _)| domains[t as usize] == seen[t as usize])
            }) {
                continue;
            }
            let need = if line < rows {
                self.shape.row_counts[line]
            } else {
                self.shape.col_counts[line - rows]
            } as usize;
            let (mut fixed, mut able) = (0, 0);
            for &(tree, inside) in options {
                let d = domains[tree as usize];
                if d & inside != 0 {
                    able += 1;
                    fixed += usize::from(d.count_ones() == 1);
                }
            }
            if fixed > need || able < need {
                return false;
            }
            if fixed < need && able > need {
                continue;
            }
            for &(tree, inside) in options {
                let d = &mut domains[tree as usize];
                if *d & inside == 0 {
                    continue;
                }
                if fixed == need && d.count_ones() > 1 {
                    *d &= !inside;
                } else if able == need {
                    *d &= inside;
                }
                if *d == 0 {
                    return false;
                }
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::values_of;

    /// A tree starts with the directions its tent can take, not those off
    /// the grid or onto another tree: in the corner beside another tree,
    /// one.
    #[test]
    fn a_tree_starts_with_only_the_directions_its_tent_can_take() {
        // On a 4x4, r1c1 and r1c2 are trees; their tents stand on r2c1
        // and r1c3.
        let tents = Tents::new(4, 4, vec![0, 1], vec![1, 1, 0, 0], vec![1, 0, 1, 0]).unwrap();
        let domains = tents.initial_domains();
        let squares = |tree: usize| -> Vec<usize> {
            values_of(domains[tree])
                .map(|d| tents.target(tree, d).expect("a square on the grid"))
                .collect()
        };
        assert_eq!(squares(0), vec![4]);
        let mut second = squares(1);
        second.sort_unstable();
        assert_eq!(second, vec![2, 5]);
    }
}
