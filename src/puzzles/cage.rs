//! Kendoku cages: a target, an operation and the cells it covers.

use serde::{Deserialize, Serialize};

use super::{bit, cell_name, values_of, Invalid, Mask};

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
}

impl Op {
    /// The sign shown in the cage's corner.
    pub fn symbol(self) -> &'static str {
        match self {
            Op::Add => "+",
            Op::Sub => "−",
            Op::Mul => "×",
            Op::Div => "÷",
            Op::Given => "",
        }
    }

    /// The sign used in the JSON document.
    pub fn ascii(self) -> Option<&'static str> {
        match self {
            Op::Add => Some("+"),
            Op::Sub => Some("-"),
            Op::Mul => Some("x"),
            Op::Div => Some("/"),
            Op::Given => None,
        }
    }
}

/// A cage: its values must combine by `op` to `target`.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl Cage {
    /// Whether complete `values` of the cage's cells meet the target.
    pub fn holds(&self, values: &[u32]) -> bool {
        match self.op {
            Op::Add => values.iter().sum::<u32>() == self.target,
            Op::Mul => values.iter().map(|&v| v as u64).product::<u64>() == self.target as u64,
            Op::Sub => values.len() == 2 && values[0].abs_diff(values[1]) == self.target,
            Op::Div => match values {
                &[x, y] => {
                    let (a, b) = (x.max(y), x.min(y));
                    b != 0 && a == b * self.target
                }
                _ => false,
            },
            Op::Given => values.len() == 1 && values[0] == self.target,
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

    /// Checks the cage on its own: target, cell count for the operation,
    /// cells inside a grid of `side`.
    pub fn check(&self, index: usize, side: usize) -> Result<(), Invalid> {
        let fail = |problem: String| Invalid::Cage {
            index: index + 1,
            cells: self
                .cells
                .iter()
                .map(|&c| {
                    if (c as usize) < side * side {
                        cell_name(c as usize, side)
                    } else {
                        format!("#{c}")
                    }
                })
                .collect::<Vec<_>>()
                .join(" "),
            problem,
        };
        if self.cells.is_empty() {
            return Err(fail("it has no cells".into()));
        }
        if let Some(&c) = self.cells.iter().find(|&&c| c as usize >= side * side) {
            return Err(fail(format!(
                "cell {c} is outside the grid (0 to {})",
                side * side - 1
            )));
        }
        if self.target == 0 {
            return Err(fail("the target must be at least 1".into()));
        }
        let needed = match self.op {
            Op::Sub | Op::Div => Some(2),
            Op::Given => Some(1),
            _ => None,
        };
        if let Some(n) = needed {
            if self.cells.len() != n {
                let op = self
                    .op
                    .ascii()
                    .map_or("none".to_string(), |s| format!("'{s}'"));
                return Err(fail(format!(
                    "operation {op} needs exactly {n} cell{}, got {}",
                    if n == 1 { "" } else { "s" },
                    self.cells.len()
                )));
            }
        }
        if self.op == Op::Given && self.target as usize > side {
            return Err(fail(format!(
                "a single cell holds 1 to {side}, not {}",
                self.target
            )));
        }
        Ok(())
    }

    /// Narrows the domains of the cage's cells to the values that appear in
    /// some way to meet the target (cells of the cage in one row or column
    /// differing). Returns false when there is no way at all.
    pub fn narrow(&self, side: usize, domains: &mut [Mask]) -> bool {
        let cells: Vec<usize> = self.cells.iter().map(|&c| c as usize).collect();
        let leaves: u64 = cells
            .iter()
            .map(|&c| domains[c].count_ones() as u64)
            .product();
        if leaves == 0 {
            return false;
        }
        if leaves > NARROW_BUDGET || cells.len() == 1 && self.op != Op::Given {
            return true;
        }
        let mut supported = vec![0 as Mask; cells.len()];
        let mut chosen = Vec::with_capacity(cells.len());
        self.enumerate(side, &cells, domains, &mut chosen, &mut supported);
        for (i, &c) in cells.iter().enumerate() {
            domains[c] &= supported[i];
        }
        supported.iter().all(|&m| m != 0)
    }

    fn enumerate(
        &self,
        side: usize,
        cells: &[usize],
        domains: &[Mask],
        chosen: &mut Vec<u32>,
        supported: &mut [Mask],
    ) {
        let i = chosen.len();
        if i == cells.len() {
            if self.holds(chosen) {
                for (k, &v) in chosen.iter().enumerate() {
                    supported[k] |= bit(v);
                }
            }
            return;
        }
        let (row, col) = (cells[i] / side, cells[i] % side);
        for v in values_of(domains[cells[i]]) {
            let clash = (0..i)
                .any(|k| chosen[k] == v && (cells[k] / side == row || cells[k] % side == col));
            if clash {
                continue;
            }
            chosen.push(v);
            if self.may_complete(chosen, cells.len() - i - 1) {
                self.enumerate(side, cells, domains, chosen, supported);
            }
            chosen.pop();
        }
    }
}
