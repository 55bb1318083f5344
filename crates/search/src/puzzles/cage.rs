//! Kendoku cages: a target, an operation and the cells it covers.

use serde::{Deserialize, Serialize};

use super::{bit, grid_cell_name, values_of, CageProblem, Invalid, Mask};

/// The operation of a cage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Op {
    /// The values add up to the target.
    Add,
    /// Two values whose difference (either order) is the target.
    Sub,
    /// The values multiply to the target.
    Mul,
    /// Two values whose quotient (either order, exact) is the target.
    Div,
    /// One cell whose value is the target.
    Given,
    /// The operation is not shown (janko.at prints only the target): any
    /// of the four that meets the target will do.
    Unknown,
}

impl Op {
    /// The sign shown in the cage's corner.
    pub fn symbol(self) -> &'static str {
        match self {
            Op::Add => "+",
            Op::Sub => "−",
            Op::Mul => "×",
            Op::Div => "÷",
            Op::Given | Op::Unknown => "",
        }
    }

    /// The sign used in the JSON document.
    pub fn ascii(self) -> Option<&'static str> {
        match self {
            Op::Add => Some("+"),
            Op::Sub => Some("-"),
            Op::Mul => Some("x"),
            Op::Div => Some("/"),
            Op::Unknown => Some("?"),
            Op::Given => None,
        }
    }
}

/// A cage: its values must combine by `op` to `target`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cage {
    /// The number in the corner.
    pub target: u32,
    /// How the values combine.
    pub op: Op,
    /// The cells, as row-major indices.
    pub cells: Vec<u16>,
}

/// Search for cage combinations stops narrowing past this many leaves; the
/// cage is then still checked once complete.
const NARROW_BUDGET: u64 = 50_000;

/// Cages with more cells are not narrowed (only checked once complete), so
/// that narrowing works in fixed arrays and allocates nothing.
const MAX_NARROW_CELLS: usize = 12;

/// The most ways a cage's table of combinations holds.
pub const MAX_COMBINATIONS: usize = 20_000;

impl Cage {
    /// Whether complete `values` of the cage's cells meet the target.
    pub fn holds(&self, values: &[u32]) -> bool {
        self.holds_iter(values.iter().copied())
    }

    /// [`Cage::holds`] over an iterator, without collecting: the search
    /// checks a cage on every candidate that completes it.
    pub fn holds_iter(&self, values: impl Iterator<Item = u32>) -> bool {
        let (mut sum, mut product, mut count, mut pair) = (0u32, 1u64, 0usize, [0u32; 2]);
        for v in values {
            sum += v;
            product = product.saturating_mul(u64::from(v));
            if count < 2 {
                pair[count] = v;
            }
            count += 1;
        }
        let [x, y] = pair;
        match self.op {
            Op::Add => sum == self.target,
            Op::Mul => product == self.target as u64,
            Op::Sub => count == 2 && x.abs_diff(y) == self.target,
            Op::Div => {
                count == 2 && x.min(y) != 0 && x.min(y).checked_mul(self.target) == Some(x.max(y))
            }
            Op::Given => count == 1 && x == self.target,
            Op::Unknown => {
                sum == self.target
                    || product == self.target as u64
                    || count == 2
                        && (x.abs_diff(y) == self.target
                            || x.min(y) != 0 && x.min(y).checked_mul(self.target) == Some(x.max(y)))
            }
        }
    }

    /// Whether a partial assignment can still be completed, judged by sums
    /// and products alone (used to prune the narrowing search).
    fn may_complete(&self, partial: &[u32], remaining: usize) -> bool {
        match self.op {
            Op::Add => partial.iter().sum::<u32>() + remaining as u32 <= self.target,
            Op::Mul => {
                let p: u64 = partial.iter().map(|&v| v as u64).product();
                (self.target as u64) % p == 0
            }
            _ => true,
        }
    }

    /// A problem of cage `index` (from 0) on a grid of `side`, naming it
    /// and its cells.
    pub fn problem(&self, index: usize, side: usize, problem: CageProblem) -> Invalid {
        Invalid::Cage {
            index: index + 1,
            cells: self
                .cells
                .iter()
                .map(|&c| {
                    if (c as usize) < side * side {
                        grid_cell_name(c as usize, side)
                    } else {
                        format!("#{c}")
                    }
                })
                .collect::<Vec<_>>()
                .join(" "),
            problem,
        }
    }

    /// Whether the cage's cells form one piece, side by side (cells
    /// inside a grid of `side`).
    pub fn is_connected(&self, side: usize) -> bool {
        let Some(&first) = self.cells.first() else {
            return true;
        };
        let mut seen = vec![first];
        let mut todo = vec![first];
        while let Some(c) = todo.pop() {
            let (r, col) = (c as usize / side, c as usize % side);
            for &o in &self.cells {
                let (or, oc) = (o as usize / side, o as usize % side);
                if r.abs_diff(or) + col.abs_diff(oc) == 1 && !seen.contains(&o) {
                    seen.push(o);
                    todo.push(o);
                }
            }
        }
        self.cells.iter().all(|c| seen.contains(c))
    }

    /// Checks the cage on its own: target, cell count for the operation,
    /// cells inside a grid of `side`.
    pub fn check(&self, index: usize, side: usize) -> Result<(), Invalid> {
        let fail = |problem| self.problem(index, side, problem);
        if self.cells.is_empty() {
            return Err(fail(CageProblem::NoCells));
        }
        if let Some(&c) = self.cells.iter().find(|&&c| c as usize >= side * side) {
            return Err(fail(CageProblem::CellOutside {
                cell: c as usize,
                last: side * side - 1,
            }));
        }
        if self.target == 0 {
            return Err(fail(CageProblem::ZeroTarget));
        }
        let got = self.cells.len();
        if self.op == Op::Unknown && got < 2 {
            return Err(fail(CageProblem::NoOperationOneCell));
        }
        match self.op {
            Op::Sub | Op::Div if got != 2 => {
                return Err(fail(CageProblem::TwoCells { op: self.op, got }))
            }
            Op::Given if got != 1 => return Err(fail(CageProblem::GivenCells { got })),
            _ => {}
        }
        if self.op == Op::Given && self.target as usize > side {
            return Err(fail(CageProblem::GivenRange {
                side,
                target: self.target,
            }));
        }
        Ok(())
    }

    /// Every way to meet the target on a grid of `side`: tuples of values
    /// (one per cell, in the cage's order, cells of one row or column
    /// differing), flattened. `None` when there would be more than
    /// `MAX_COMBINATIONS` (20,000) or the cage is too large to narrow; such a cage
    /// is narrowed by searching instead ([`Cage::narrow`]).
    pub fn combinations(&self, side: usize) -> Option<Vec<u8>> {
        let len = self.cells.len();
        if len > MAX_NARROW_CELLS || len == 1 && self.op != Op::Given {
            return None;
        }
        let cells: Vec<usize> = self.cells.iter().map(|&c| c as usize).collect();
        let all = (1..=side as u32).fold(0, |m, v| m | bit(v));
        let domains = vec![all; side * side];
        let mut table = Vec::new();
        let mut chosen = [0u32; MAX_NARROW_CELLS];
        let complete = self.each_way(side, &cells, &domains, &mut chosen, 0, &mut |way| {
            table.extend(way.iter().map(|&v| v as u8));
            table.len() <= MAX_COMBINATIONS * len
        });
        complete.then_some(table)
    }

    /// Narrows the domains of the cage's cells to the values of the
    /// `table` rows ([`Cage::combinations`]) that the domains still allow.
    /// Returns false when none is left.
    pub fn narrow_by(&self, table: &[u8], domains: &mut [Mask]) -> bool {
        let len = self.cells.len();
        let mut supported = [0 as Mask; MAX_NARROW_CELLS];
        // Candidates not yet seen in a way that fits: once none is left,
        // the rest of the table can narrow nothing.
        let mut open: u32 = self
            .cells
            .iter()
            .map(|&c| domains[c as usize].count_ones())
            .sum();
        for way in table.chunks_exact(len) {
            let fits = way
                .iter()
                .zip(&self.cells)
                .all(|(&v, &c)| domains[c as usize] & bit(u32::from(v)) != 0);
            if !fits {
                continue;
            }
            for (k, &v) in way.iter().enumerate() {
                let value = bit(u32::from(v));
                open -= u32::from(supported[k] & value == 0);
                supported[k] |= value;
            }
            if open == 0 {
                return true;
            }
        }
        for (k, &c) in self.cells.iter().enumerate() {
            domains[c as usize] &= supported[k];
        }
        supported[..len].iter().all(|&m| m != 0)
    }

    /// Calls `found` with every complete way (within `domains`) to meet the
    /// target; stops when it returns false, and then returns false.
    fn each_way(
        &self,
        side: usize,
        cells: &[usize],
        domains: &[Mask],
        chosen: &mut [u32; MAX_NARROW_CELLS],
        i: usize,
        found: &mut dyn FnMut(&[u32]) -> bool,
    ) -> bool {
        if i == cells.len() {
            return !self.holds(&chosen[..i]) || found(&chosen[..i]);
        }
        let (row, col) = (cells[i] / side, cells[i] % side);
        for v in values_of(domains[cells[i]]) {
            let clash = (0..i)
                .any(|k| chosen[k] == v && (cells[k] / side == row || cells[k] % side == col));
            if clash {
                continue;
            }
            chosen[i] = v;
            if self.may_complete(&chosen[..=i], cells.len() - i - 1)
                && !self.each_way(side, cells, domains, chosen, i + 1, found)
            {
                return false;
            }
        }
        true
    }

    /// Narrows the domains of the cage's cells to the values that appear in
    /// some way to meet the target (cells of the cage in one row or column
    /// differing). Returns false when there is no way at all.
    pub fn narrow(&self, side: usize, domains: &mut [Mask]) -> bool {
        let len = self.cells.len();
        let mut cells = [0usize; MAX_NARROW_CELLS];
        let mut leaves: u64 = 1;
        for (i, &c) in self.cells.iter().enumerate() {
            leaves = leaves.saturating_mul(domains[c as usize].count_ones() as u64);
            if i < MAX_NARROW_CELLS {
                cells[i] = c as usize;
            }
        }
        if leaves == 0 {
            return false;
        }
        if leaves > NARROW_BUDGET || len > MAX_NARROW_CELLS || len == 1 && self.op != Op::Given {
            // Not narrowed, but checked once every cell is decided: the
            // fast solver takes a board of single values as a solution.
            let values = self
                .cells
                .iter()
                .map(|&c| domains[c as usize].trailing_zeros());
            return leaves > 1 || self.holds_iter(values);
        }
        let cells = &cells[..len];
        let mut supported = [0 as Mask; MAX_NARROW_CELLS];
        let mut chosen = [0u32; MAX_NARROW_CELLS];
        self.each_way(side, cells, domains, &mut chosen, 0, &mut |way| {
            for (k, &v) in way.iter().enumerate() {
                supported[k] |= bit(v);
            }
            true
        });
        for (i, &c) in cells.iter().enumerate() {
            domains[c] &= supported[i];
        }
        supported[..len].iter().all(|&m| m != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// Narrowing by the table of ways (which stops once every candidate
    /// is seen in a way) leaves the same domains as narrowing by search,
    /// on random cages of every operation and random domains.
    #[test]
    fn narrowing_by_the_table_equals_narrowing_by_search() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut narrowed = 0;
        for _ in 0..3000 {
            let side = rng.gen_range(4..=9);
            // A row of cells, or an L of three or four.
            let len = rng.gen_range(2..=4);
            let cells: Vec<u16> = match len {
                2 => vec![0, 1],
                3 => vec![0, 1, side as u16],
                _ => vec![0, 1, side as u16, side as u16 + 1],
            };
            let op = [Op::Add, Op::Mul, Op::Sub, Op::Div, Op::Unknown][rng.gen_range(0..5)];
            let op = if len > 2 && matches!(op, Op::Sub | Op::Div) {
                Op::Add
            } else {
                op
            };
            let target = match op {
                Op::Mul => (0..len).map(|_| rng.gen_range(1..=side as u32)).product(),
                _ => rng.gen_range(1..=(side * len) as u32),
            };
            let cage = Cage { target, op, cells };
            let Some(table) = cage.combinations(side) else {
                continue;
            };
            let all = (1..=side as u32).fold(0, |m, v| m | bit(v));
            let domains: Vec<Mask> = (0..side * side)
                .map(|_| match rng.gen_range(0..3) {
                    0 => all,
                    _ => all & rng.gen::<u64>() | bit(rng.gen_range(1..=side as u32)),
                })
                .collect();
            let (mut by_table, mut by_search) = (domains.clone(), domains.clone());
            let a = cage.narrow_by(&table, &mut by_table);
            let b = cage.narrow(side, &mut by_search);
            assert_eq!(a, b, "{cage:?} on {domains:?}");
            if a {
                assert_eq!(by_table, by_search, "{cage:?} on {domains:?}");
                narrowed += usize::from(by_table != domains);
            }
        }
        assert!(narrowed > 300, "only {narrowed} cages narrowed anything");
    }
}
