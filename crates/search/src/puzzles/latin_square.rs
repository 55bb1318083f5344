//! The template kind: a Latin square (every row and every column holds
//! each value once), written out in full so that a new kind can start as
//! a copy of it. Kinds whose one rule is houses implement [`HouseRules`]
//! instead (Sudoku, the star); kinds with rules of their own implement
//! [`Constraints`] like this (N-Queens, Kendoku, Skyscrapers, Tents).
//!
//! To add a kind: copy this file and `src/kinds/latin_square.rs` of the
//! app, add a variant to [`AnyPuzzle`](super::AnyPuzzle) and to
//! [`PuzzleSpec`](super::PuzzleSpec), and follow the compiler.
//!
//! [`HouseRules`]: super::HouseRules

use super::{
    bit, full, grid_cell_name, Constraints, HouseKind, Houses, Invalid, Mask, Reason, SizeOf,
    SizeRange,
};

/// A Latin square of side `side` with givens (0 for empty), row-major.
#[derive(Clone, Debug)]
pub struct LatinSquare {
    side: usize,
    /// Its rows and columns as houses: what the page names, draws and
    /// lists in its sets panel (the search keeps its own sets below).
    lines: Houses,
    givens: Vec<u8>,
    /// The values placed so far in each row (the article's sets).
    rows: Vec<Mask>,
    /// The values placed so far in each column.
    columns: Vec<Mask>,
}

/// The sides a Latin square may have: values are one digit or letter.
pub const LATIN_SIDES: std::ops::RangeInclusive<usize> = 2..=16;

impl LatinSquare {
    /// The square with these givens, row-major. Refuses a grid that is not
    /// a square of a side in [`LATIN_SIDES`], a value above the side and
    /// two equal givens in a row or column, naming the cell.
    pub fn new(givens: Vec<u8>) -> Result<Self, Invalid> {
        let side = (givens.len() as f64).sqrt().round() as usize;
        if side * side != givens.len() || !LATIN_SIDES.contains(&side) {
            return Err(Invalid::Size {
                what: SizeOf::Grid,
                range: SizeRange::Square { lo: 2, hi: 16 },
                got: givens.len(),
            });
        }
        let mut square = LatinSquare {
            side,
            lines: Houses::latin(side),
            givens: vec![0; givens.len()],
            rows: vec![0; side],
            columns: vec![0; side],
        };
        for (cell, &value) in givens.iter().enumerate() {
            if value == 0 {
                continue;
            }
            if usize::from(value) > side {
                return Err(Invalid::ValueRange {
                    cell: grid_cell_name(cell, side),
                    value: u32::from(value),
                    max: side as u32,
                });
            }
            if let Some(reason) = square.why_not(&square.givens, cell, u32::from(value)) {
                let Reason::InHouse { house, at } = reason else {
                    unreachable!("a Latin square refuses only for a house")
                };
                return Err(Invalid::Clash {
                    house,
                    first: grid_cell_name(at, side),
                    second: grid_cell_name(cell, side),
                    value: u32::from(value),
                });
            }
            square.givens[cell] = value;
        }
        Ok(square)
    }

    /// The side of the square.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The rows and the columns, as houses.
    pub fn houses(&self) -> &Houses {
        &self.lines
    }

    /// The givens, row-major, 0 for an empty cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// Whether `values` (every cell) solve the square and keep its givens.
    pub fn is_solution(&self, values: &[u8]) -> bool {
        let n = self.side;
        let line_ok = |cells: &mut dyn Iterator<Item = usize>| {
            let seen = cells.fold(0, |m, c| m | bit(u32::from(values[c])));
            seen == full(n as u32)
        };
        values.len() == n * n
            && self
                .givens
                .iter()
                .zip(values)
                .all(|(&g, &v)| g == 0 || g == v)
            && (0..n).all(|r| line_ok(&mut (0..n).map(|c| r * n + c)))
            && (0..n).all(|c| line_ok(&mut (0..n).map(|r| r * n + c)))
    }
}

impl Constraints for LatinSquare {
    fn cells(&self) -> usize {
        self.side * self.side
    }
    fn size(&self) -> u32 {
        self.side as u32
    }
    fn given(&self, cell: usize) -> Option<u32> {
        match self.givens[cell] {
            0 => None,
            g => Some(u32::from(g)),
        }
    }
    fn place(&mut self, cell: usize, value: u32) {
        self.rows[cell / self.side] |= bit(value);
        self.columns[cell % self.side] |= bit(value);
    }
    fn unplace(&mut self, cell: usize, value: u32) {
        self.rows[cell / self.side] &= !bit(value);
        self.columns[cell % self.side] &= !bit(value);
    }
    fn free(&self, cell: usize) -> Mask {
        full(self.size()) & !(self.rows[cell / self.side] | self.columns[cell % self.side])
    }
    fn consistent(&self, cell: usize, value: u32) -> bool {
        self.free(cell) & bit(value) != 0
    }
    fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let n = self.side;
        let (row, column) = (cell / n, cell % n);
        let holds = |c: usize| c != cell && u32::from(board[c]) == value;
        if let Some(at) = (0..n).map(|c| row * n + c).find(|&c| holds(c)) {
            return Some(Reason::InHouse {
                house: HouseKind::Row(row),
                at,
            });
        }
        (0..n)
            .map(|r| r * n + column)
            .find(|&c| holds(c))
            .map(|at| Reason::InHouse {
                house: HouseKind::Column(column),
                at,
            })
    }
    fn strike(&self, cell: usize, value: u32, domains: &mut [Mask]) {
        let n = self.side;
        let (row, column) = (cell / n, cell % n);
        for other in (0..n)
            .map(|c| row * n + c)
            .chain((0..n).map(|r| r * n + column))
        {
            if other != cell {
                domains[other] &= !bit(value);
            }
        }
    }
    fn complete_houses(&self) -> Vec<Vec<u16>> {
        let n = self.side as u16;
        let rows = (0..n).map(|r| (0..n).map(|c| r * n + c).collect());
        let columns = (0..n).map(|c| (0..n).map(|r| r * n + c).collect());
        rows.chain(columns).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_a_clash_and_a_value_out_of_range_naming_the_cells() {
        let clash = LatinSquare::new(vec![1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
        let clash = clash.unwrap_err().to_string();
        assert!(clash.contains("r1c1") && clash.contains("r3c1"), "{clash}");
        let range = LatinSquare::new(vec![0, 0, 5, 0]).unwrap_err().to_string();
        assert!(
            range.contains("r2c1") && range.contains("1 to 2"),
            "{range}"
        );
        assert!(LatinSquare::new(vec![0; 5]).is_err());
    }

    #[test]
    fn every_strategy_counts_the_576_latin_squares_of_side_four() {
        use crate::puzzles::AnyPuzzle;
        use crate::solve::solve;
        use crate::strategy::Strategy;
        let square = AnyPuzzle::LatinSquare(LatinSquare::new(vec![0; 16]).unwrap());
        for strategy in Strategy::ALL {
            let report = solve(&square, strategy, None, usize::MAX);
            assert!(report.complete, "{strategy}");
            assert_eq!(report.stats.solutions, 576, "{strategy}");
            assert!(report.solutions.iter().all(|s| square.is_solution(s)));
        }
    }

    #[test]
    fn why_not_names_the_row_before_the_column() {
        let square = LatinSquare::new(vec![0; 9]).unwrap();
        let board = [2, 0, 0, 0, 0, 0, 0, 2, 0];
        assert_eq!(
            square.why_not(&board, 1, 2),
            Some(Reason::InHouse {
                house: HouseKind::Row(0),
                at: 0
            })
        );
        assert_eq!(square.why_not(&board, 5, 2), None);
    }
}
