//! Kendoku (KenKen): a Latin square whose cages must meet their targets.

use std::sync::Arc;

use super::{
    bit, Cage, CageProblem, Constraints, Houses, Invalid, Mask, Op, Problems, Reason, ShapeProblem,
    SizeOf, SizeRange,
};

/// A Kendoku puzzle of side 3 to 9.
#[derive(Clone, Debug)]
pub struct Kendoku {
    houses: Houses,
    /// The cages and the cage of each cell never change during a search:
    /// shared by its copies.
    cages: Arc<[Cage]>,
    /// Each cage's ways to meet its target ([`Cage::combinations`]),
    /// worked out once and shared by the copies a solver makes.
    ways: Arc<[Option<Vec<u8>>]>,
    cage_of: Arc<[u16]>,
    board: Vec<u8>,
    filled: Vec<u8>,
}

impl Kendoku {
    /// A Kendoku of `side` with these cages. Refuses sides outside 3..=9
    /// and cages that are malformed, not connected, or do not cover every
    /// cell exactly once; names the first few problems at once.
    pub fn new(side: usize, cages: Vec<Cage>) -> Result<Self, Invalid> {
        let mut problems = Problems::default();
        if !(3..=9).contains(&side) {
            problems.push(Invalid::Size {
                what: SizeOf::Size,
                range: SizeRange::Whole { lo: 3, hi: 9 },
                got: side,
            });
        }
        // The cages are checked against the side given, however wrong, so
        // that their own problems are named too.
        let grid = side.clamp(1, 9);
        let cells = grid * grid;
        let mut cage_of = vec![u16::MAX; cells];
        for (index, cage) in cages.iter().enumerate() {
            if let Err(e) = cage.check(index, grid) {
                if !problems.push(e) {
                    break;
                }
                continue;
            }
            if !cage.is_connected(grid) {
                problems.push(cage.problem(index, grid, CageProblem::NotConnected));
            }
            for &c in &cage.cells {
                let other = cage_of[c as usize];
                if other != u16::MAX {
                    let (a, b) = (other as usize + 1, index + 1);
                    let cell = super::grid_cell_name(c as usize, grid);
                    problems.push(Invalid::Shape(if a == b {
                        ShapeProblem::CellTwiceInCage { cell, cage: a }
                    } else {
                        ShapeProblem::CellInTwoCages {
                            cell,
                            first: a,
                            second: b,
                        }
                    }));
                }
                cage_of[c as usize] = index as u16;
            }
        }
        if let Some(c) = cage_of.iter().position(|&k| k == u16::MAX) {
            problems.push(Invalid::Shape(ShapeProblem::CellInNoCage {
                cell: super::grid_cell_name(c, grid),
            }));
        }
        problems.finish()?;
        let filled = vec![0; cages.len()];
        let ways = cages.iter().map(|c| c.combinations(side)).collect();
        Ok(Kendoku {
            ways,
            houses: Houses::latin(side),
            cages: cages.into(),
            cage_of: cage_of.into(),
            board: vec![0; cells],
            filled,
        })
    }

    /// Narrows every cage by its ways to meet the target, or with `seen`
    /// only those with a cell whose domain changed since then.
    fn narrow_cages(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        let side = self.side();
        for (cage, ways) in self.cages.iter().zip(self.ways.iter()) {
            let unchanged = |seen: &[Mask]| {
                cage.cells
                    .iter()
                    .all(|&c| domains[c as usize] == seen[c as usize])
            };
            if seen.is_some_and(unchanged) {
                continue;
            }
            let holds = match ways {
                Some(table) => cage.narrow_by(table, domains),
                None => cage.narrow(side, domains),
            };
            if !holds {
                return false;
            }
        }
        true
    }

    /// The cages, in the order given.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The index of the cage of each cell.
    pub fn cage_of(&self, cell: usize) -> usize {
        self.cage_of[cell] as usize
    }

    /// The cages that no filling of their empty cells can bring to their
    /// target, given `values` (0: empty): indices into [`Kendoku::cages`].
    pub fn broken_cages(&self, values: &[u8]) -> Vec<usize> {
        let side = self.side();
        let any: Mask = (1..=side as u32).map(bit).sum();
        let domains: Vec<Mask> = values
            .iter()
            .map(|&v| if v == 0 { any } else { bit(u32::from(v)) })
            .collect();
        (0..self.cages.len())
            .filter(|&i| !self.cages[i].narrow(side, &mut domains.clone()))
            .collect()
    }

    /// The side of the grid.
    pub fn side(&self) -> usize {
        self.houses.side()
    }

    /// The houses: the rows and the columns.
    pub fn houses(&self) -> &Houses {
        &self.houses
    }

    /// Whether `values` (a full grid) is a Latin square meeting every cage.
    pub fn is_solution(&self, values: &[u8]) -> bool {
        let side = self.side() as u8;
        values.len() == self.board.len()
            && values.iter().all(|&v| (1..=side).contains(&v))
            && self.houses.check_values(values).is_ok()
            && self.cages.iter().all(|cage| {
                let vals: Vec<u32> = cage
                    .cells
                    .iter()
                    .map(|&c| values[c as usize] as u32)
                    .collect();
                cage.holds(&vals)
            })
    }

    fn cage_completed_by(&self, cell: usize, value: u32) -> bool {
        let cage = &self.cages[self.cage_of[cell] as usize];
        cage.holds_iter(cage.cells.iter().map(|&c| {
            if c as usize == cell {
                value
            } else {
                self.board[c as usize] as u32
            }
        }))
    }
}

impl Constraints for Kendoku {
    fn cells(&self) -> usize {
        self.board.len()
    }
    fn size(&self) -> u32 {
        self.houses.side() as u32
    }
    /// A one-cell cage without operation is a given.
    fn given(&self, cell: usize) -> Option<u32> {
        let cage = &self.cages[self.cage_of[cell] as usize];
        (cage.op == Op::Given).then_some(cage.target)
    }
    fn place(&mut self, cell: usize, value: u32) {
        self.houses.place(cell, value);
        self.board[cell] = value as u8;
        self.filled[self.cage_of[cell] as usize] += 1;
    }
    fn unplace(&mut self, cell: usize, value: u32) {
        self.houses.unplace(cell, value);
        self.board[cell] = 0;
        self.filled[self.cage_of[cell] as usize] -= 1;
    }
    fn free(&self, cell: usize) -> Mask {
        self.houses.free(cell)
    }
    /// Row and column sets; the cage is checked when this cell completes it
    /// (in row-major order: when its highest-index cell is placed).
    fn consistent(&self, cell: usize, value: u32) -> bool {
        if self.houses.free(cell) & super::bit(value) == 0 {
            return false;
        }
        let cage = self.cage_of[cell] as usize;
        let completes = self.filled[cage] as usize + 1 == self.cages[cage].cells.len();
        !completes || self.cage_completed_by(cell, value)
    }
    fn strike(&self, cell: usize, value: u32, domains: &mut [Mask]) {
        self.houses.strike(cell, value, domains);
    }
    /// A row or column holding the value, or the cage this cell completes
    /// (every other cell of it on the board) missing its target.
    fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        if let Some((house, at)) = self.houses.holder(board, cell, value) {
            return Some(Reason::InHouse { house, at });
        }
        let index = self.cage_of(cell);
        let cage = &self.cages[index];
        let value_at = |c: u16| {
            if c as usize == cell {
                value as u8
            } else {
                board[c as usize]
            }
        };
        let values: Vec<u8> = cage.cells.iter().map(|&c| value_at(c)).collect();
        let complete = values.iter().all(|&v| v != 0);
        (complete && !cage.holds_iter(values.iter().map(|&v| u32::from(v)))).then_some(
            Reason::Cage {
                cage: index,
                values,
            },
        )
    }
    fn complete_houses(&self) -> Vec<Vec<u16>> {
        self.houses.complete()
    }
    fn narrow(&self, domains: &mut [Mask]) -> bool {
        self.narrow_cages(domains, None)
    }
    fn narrow_since(&self, domains: &mut [Mask], seen: &[Mask]) -> bool {
        self.narrow_cages(domains, Some(seen))
    }
}
