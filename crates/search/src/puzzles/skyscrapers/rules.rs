//! The rules of Skyscrapers for the search: the Latin square's houses,
//! and each line's sight clues checked and narrowed through its
//! [`Sightline`].

use super::Skyscrapers;
use crate::puzzles::sightline::Sightline;
use crate::puzzles::{bit, full, values_of, Constraints, Mask, Reason};

impl Constraints for Skyscrapers {
    fn cells(&self) -> usize {
        self.board.len()
    }
    fn size(&self) -> u32 {
        u32::from(self.shape.depth) + u32::from(self.gap().is_some())
    }
    fn given(&self, cell: usize) -> Option<u32> {
        match self.shape.givens[cell] {
            0 => None,
            g => Some(u32::from(g)),
        }
    }
    fn place(&mut self, cell: usize, value: u32) {
        let [row, column] = self.lines_of(cell);
        if value > u32::from(self.shape.depth) {
            self.gaps[row] += 1;
            self.gaps[column] += 1;
        } else {
            self.houses.place(cell, value);
        }
        self.filled[row] += 1;
        self.filled[column] += 1;
        self.board[cell] = value as u8;
    }
    fn unplace(&mut self, cell: usize, value: u32) {
        let [row, column] = self.lines_of(cell);
        if value > u32::from(self.shape.depth) {
            self.gaps[row] -= 1;
            self.gaps[column] -= 1;
        } else {
            self.houses.unplace(cell, value);
        }
        self.filled[row] -= 1;
        self.filled[column] -= 1;
        self.board[cell] = 0;
    }
    fn free(&self, cell: usize) -> Mask {
        let heights = self.houses.free(cell) & full(u32::from(self.shape.depth));
        match self.gap() {
            Some(gap) => {
                let room = (self.side() - self.depth()) as u8;
                let [row, column] = self.lines_of(cell);
                let fits = self.gaps[row] < room && self.gaps[column] < room;
                heights | if fits { bit(u32::from(gap)) } else { 0 }
            }
            None => heights,
        }
    }
    /// The sets, and the clues of a line that this cell completes.
    fn consistent(&self, cell: usize, value: u32) -> bool {
        if self.free(cell) & bit(value) == 0 {
            return false;
        }
        let side = self.side() as u8;
        let depth = self.shape.depth;
        self.lines_of(cell).into_iter().all(|line| {
            if self.filled[line] + 1 < side {
                return true;
            }
            let values = self.line_values(line, &self.board, cell, value as u8);
            self.shape.lines[line].holds(&values, depth)
        })
    }
    /// An empty cell that completes neither of its lines lists only what
    /// `consistent` allows.
    fn classic_moves_prechecked(&self, cell: usize) -> bool {
        let side = self.side() as u8;
        self.shape.givens[cell] == 0
            && self
                .lines_of(cell)
                .iter()
                .all(|&l| self.filled[l] + 1 < side)
    }
    /// What the clues still allow besides the sets: every candidate of
    /// `free` with which each line through the cell can still meet its
    /// clues, judged by the line's domains (as forward checking does).
    fn forward(&self, cell: usize) -> Mask {
        let free = self.free(cell) & self.given(cell).map_or(Mask::MAX, bit);
        let mut out = 0;
        for v in values_of(free) {
            let ok = self.lines_of(cell).into_iter().all(|line| {
                let spec = &self.shape.lines[line];
                let mut domains: Vec<Mask> = spec
                    .cells
                    .iter()
                    .map(|&c| match (c as usize == cell, self.board[c as usize]) {
                        (true, _) => bit(v),
                        (false, 0) => self.free(c as usize),
                        (false, placed) => bit(u32::from(placed)),
                    })
                    .collect();
                let local: Vec<u16> = (0..spec.cells.len() as u16).collect();
                let line = Sightline {
                    cells: local,
                    start: spec.start,
                    end: spec.end,
                };
                line.narrow(self.rules(), &mut domains)
            });
            if ok {
                out |= bit(v);
            }
        }
        out
    }
    fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let depth = u32::from(self.shape.depth);
        if value <= depth {
            if let Some((house, at)) = self.houses.holder(board, cell, value) {
                return Some(Reason::InHouse { house, at });
            }
        } else if let Some(reason) = self.full_of_gaps(board, cell) {
            return Some(reason);
        }
        self.broken_clue(board, cell, value as u8)
    }
    fn strike(&self, cell: usize, value: u32, domains: &mut [Mask]) {
        if value <= u32::from(self.shape.depth) {
            self.houses.strike(cell, value, domains);
            return;
        }
        // A gap: once a line holds all its gaps, no other cell of it may.
        let room = self.side() - self.depth();
        for line in self.lines_of(cell) {
            let cells = &self.shape.lines[line].cells;
            let gaps = cells
                .iter()
                .filter(|&&c| domains[c as usize] == bit(value))
                .count();
            if gaps >= room {
                for &c in cells {
                    if domains[c as usize] != bit(value) {
                        domains[c as usize] &= !bit(value);
                    }
                }
            }
        }
    }
    fn complete_houses(&self) -> Vec<Vec<u16>> {
        self.houses.complete()
    }
    fn narrow(&self, domains: &mut [Mask]) -> bool {
        let rules = self.rules();
        self.shape
            .lines
            .iter()
            .all(|line| line.narrow(rules, domains))
    }
    fn narrow_since(&self, domains: &mut [Mask], seen: &[Mask]) -> bool {
        let rules = self.rules();
        self.shape.lines.iter().all(|line| {
            let unchanged = line
                .cells
                .iter()
                .all(|&c| domains[c as usize] == seen[c as usize]);
            unchanged || line.narrow(rules, domains)
        })
    }
}
