//! The dedicated solver for the classic 9x9 Sudoku: candidates stored by
//! digit and band (27 bits in a `u32`, so no 128-bit arithmetic, which wasm
//! lacks), deductions done on whole bands at once, a copy of the 152-byte
//! state per guess. It answers "how many solutions, up to a limit" and
//! "which is the first" in microseconds; it does not emit steps.

mod branch;
mod dirty;
mod grid;
mod patterns;
mod tables;
mod triads;

use branch::Branch;
use grid::{Dead, Grid};

/// The result of [`solve_nine`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NineOutcome {
    /// Solutions found, at most the limit.
    pub solutions: u64,
    /// The first `keep` solutions, each row-major digits 1..=9.
    pub kept: Vec<[u8; 81]>,
    /// Guesses made: children of branching cells, or of a split of a
    /// digit's patterns in a band or stack.
    pub guesses: u64,
    /// True when the whole tree was searched; false when the search stopped
    /// at the limit with branches left.
    pub complete: bool,
}

/// Why the givens cannot even be entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NineError {
    /// The grid does not have 81 cells.
    WrongSize(usize),
    /// A value outside 0..=9 at this cell (0-based, row-major).
    BadValue(usize),
}

/// Counts the solutions of a 9x9 Sudoku (`0` = empty cell) up to `limit`,
/// keeping the first `keep`. Givens that clash simply give zero solutions.
pub fn solve_nine(givens: &[u8], limit: u64, keep: usize) -> Result<NineOutcome, NineError> {
    if givens.len() != 81 {
        return Err(NineError::WrongSize(givens.len()));
    }
    if let Some(cell) = givens.iter().position(|&v| v > 9) {
        return Err(NineError::BadValue(cell));
    }
    let mut search = NineSearch {
        limit: limit.max(1),
        keep,
        outcome: NineOutcome {
            solutions: 0,
            kept: Vec::new(),
            guesses: 0,
            complete: true,
        },
    };
    let givens: &[u8; 81] = givens.try_into().expect("81 cells, checked above");
    if let Ok(mut grid) = Grid::with_givens(givens) {
        search.run(&mut grid);
    }
    Ok(search.outcome)
}

/// The 9x9 solver's own search: what it is asked for and what it has
/// found so far.
struct NineSearch {
    limit: u64,
    keep: usize,
    outcome: NineOutcome,
}

impl NineSearch {
    /// Depth-first: settle, then guess (see [`Grid::branch`]). Every option
    /// but the last is tried on a copy; the last is taken on this grid and
    /// the loop goes on, so a two-way guess costs one copy. The grid is
    /// borrowed, not moved in: a grid passed by value was copied a second
    /// time into the call's argument (in the page's wasm, a second
    /// `memory.copy` per guess; borrowed: the hardest set 1.6% faster in
    /// Chromium, natively the same).
    fn run(&mut self, grid: &mut Grid) {
        loop {
            let Ok(()) = grid.settle() else {
                return;
            };
            if grid.is_full() {
                self.outcome.solutions += 1;
                if self.outcome.kept.len() < self.keep {
                    self.outcome.kept.push(grid.values());
                }
                return;
            }
            match grid.branch() {
                Branch::Pattern {
                    digit,
                    unit,
                    patterns: [first, second],
                } => {
                    self.outcome.guesses += 1;
                    let mut child = *grid;
                    child.keep_pattern(digit, unit, first);
                    self.run(&mut child);
                    if self.outcome.solutions >= self.limit {
                        self.outcome.complete = false;
                        return;
                    }
                    self.outcome.guesses += 1;
                    grid.keep_pattern(digit, unit, second);
                }
                Branch::Cell { band, p, digits } => {
                    if self.try_digits(grid, band, p, digits) == Err(Dead) {
                        return;
                    }
                }
            }
        }
    }

    /// Tries each of `digits` at cell `p` of `band`, the last on `grid`
    /// itself. Dead when the last does not fit or the limit was reached.
    fn try_digits(
        &mut self,
        grid: &mut Grid,
        band: usize,
        p: usize,
        digits: u16,
    ) -> Result<(), Dead> {
        let mut digits = digits;
        while digits & (digits - 1) != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            self.outcome.guesses += 1;
            let mut child = *grid;
            if child.place(digit, band, p).is_ok() {
                self.run(&mut child);
                if self.outcome.solutions >= self.limit {
                    self.outcome.complete = false;
                    return Err(Dead);
                }
            }
            grid.exclude(digit, band, p);
        }
        self.outcome.guesses += 1;
        grid.place(digits.trailing_zeros() as usize, band, p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(line: &str) -> Vec<u8> {
        line.bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect()
    }

    #[test]
    fn solves_a_puzzle_to_its_unique_solution() {
        let p = grid(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let out = solve_nine(&p, 2, 1).unwrap();
        assert_eq!(out.solutions, 1);
        let s = out.kept[0];
        let expect = grid(
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293",
        );
        assert_eq!(s.to_vec(), expect);
    }

    #[test]
    fn empty_grid_has_many_solutions_and_clashes_have_none() {
        assert_eq!(solve_nine(&[0; 81], 10, 0).unwrap().solutions, 10);
        let kept = solve_nine(&[0; 81], 10, 3).unwrap().kept;
        assert_eq!(kept.len(), 3);
        assert!(kept[0] != kept[1] && kept[1] != kept[2] && kept[0] != kept[2]);
        let mut clash = vec![0; 81];
        clash[0] = 5;
        clash[8] = 5;
        assert_eq!(solve_nine(&clash, 2, 1).unwrap().solutions, 0);
        assert_eq!(solve_nine(&[0; 80], 2, 1), Err(NineError::WrongSize(80)));
    }
}
