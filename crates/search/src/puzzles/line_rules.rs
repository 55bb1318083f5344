//! Lines drawn across a Sudoku beside thermometers and arrows, each cell
//! touching the one before it by a side or a corner:
//!
//! - a German whisper: neighbours on the line differ by at least half the
//!   digits, rounded up (5 on a 9x9, 3 on a 6x6);
//! - a palindrome: the line reads the same from either end;
//! - a renban: its digits are a run of consecutive digits, none twice, in
//!   any order.
//!
//! Whispers and palindromes are pairs of cells (neighbours; mirrored
//! cells) judged as [`super::cell_pairs`] judges kropki dots; a
//! renban leaves each cell the digits a run through the digits placed
//! can reach.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::cell_pairs::{CellPairs, Judged, Pair};
use super::{full, Invalid, Mask, Reason, ShapeProblem};

/// What a line says of its digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LineKind {
    /// Neighbours differ by at least half the digits (German whispers).
    Whisper,
    /// The same digits read from either end.
    Palindrome,
    /// A run of consecutive digits, none twice.
    Renban,
}

/// A line drawn across the grid: its cells (row-major), each touching
/// the one before it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DrawnLine {
    /// What it says of its digits.
    pub kind: LineKind,
    /// Its cells, from one end.
    pub cells: Vec<usize>,
}

/// What never changes in a search.
#[derive(Debug)]
struct LineShape {
    lines: Vec<DrawnLine>,
    /// The pairs the whispers and palindromes judge, each owned by its
    /// line.
    pairs: CellPairs,
    /// For each cell, the renbans through it.
    renbans: Vec<Vec<u16>>,
    side: u32,
}

/// The whispers, palindromes and renbans of a grid (the digits placed are
/// [`super::Beside`]'s).
#[derive(Clone, Debug)]
pub struct LineRules {
    shape: Arc<LineShape>,
}

/// The least difference of neighbours on a whisper on a grid of `side`.
pub fn whisper_gap(side: usize) -> u8 {
    side.div_ceil(2) as u8
}

impl LineRules {
    /// The `lines` on a grid of `side`. Refuses a line with a cell outside
    /// the grid, listed twice or not touching the one before it, and a
    /// renban longer than the grid has digits.
    pub fn new(lines: &[DrawnLine], side: usize) -> Result<Self, Invalid> {
        let cells = side * side;
        let mut pairs = Vec::new();
        let mut renbans = vec![Vec::new(); cells];
        for (k, line) in lines.iter().enumerate() {
            if line.kind == LineKind::Renban && line.cells.len() > side {
                return Err(Invalid::Shape(ShapeProblem::RenbanTooLong {
                    line: k + 1,
                    cells: line.cells.len(),
                    side,
                }));
            }
            if let Some(i) = super::line_steps::bad_step(&line.cells, side) {
                return Err(Invalid::Shape(ShapeProblem::LineStep {
                    line: k + 1,
                    cell: super::line_steps::step_name(line.cells[i], side),
                }));
            }
            let judged = |i: usize, j: usize, pair: Pair| Judged {
                cells: (line.cells[i] as u16, line.cells[j] as u16),
                pair,
                owner: k as u16,
            };
            let n = line.cells.len();
            match line.kind {
                LineKind::Whisper => {
                    let gap = Pair::Whisper(whisper_gap(side));
                    pairs.extend((1..n).map(|i| judged(i - 1, i, gap)));
                }
                LineKind::Palindrome => {
                    pairs.extend((0..n / 2).map(|i| judged(i, n - 1 - i, Pair::Equal)));
                }
                LineKind::Renban => line.cells.iter().for_each(|&c| renbans[c].push(k as u16)),
            }
        }
        let shape = LineShape {
            lines: lines.to_vec(),
            pairs: CellPairs::new(pairs, side),
            renbans,
            side: side as u32,
        };
        Ok(LineRules {
            shape: Arc::new(shape),
        })
    }

    /// The lines, in the order given.
    pub fn lines(&self) -> &[DrawnLine] {
        &self.shape.lines
    }

    /// Why `value` in `cell` is refused by a line through it on `board`
    /// (the values placed, 0 for empty).
    #[inline(never)]
    pub fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let paired = self.shape.pairs.refusal(board, cell, value);
        let paired = paired.map(|refusal| Reason::OnLine {
            line: refusal.owner,
            at: refusal.at,
            pair: refusal.pair,
        });
        paired.or_else(|| {
            self.shape.renbans[cell]
                .iter()
                .find_map(|&k| self.renban_why_not(usize::from(k), board, cell, value))
        })
    }

    /// Why renban `k` refuses `value` in `cell`: a digit already on it,
    /// or the run the digits placed leave.
    fn renban_why_not(&self, k: usize, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let line = &self.shape.lines[k].cells;
        let placed = line.iter().filter(|&&c| c != cell && board[c] != 0);
        if let Some(&twice) = placed.clone().find(|&&c| u32::from(board[c]) == value) {
            return Some(Reason::Renban {
                line: k,
                at: Some((twice, board[twice])),
                low: 0,
                high: 0,
            });
        }
        let digits = placed.map(|&c| u32::from(board[c]));
        let (low, high) = run_reach(digits, line.len() as u32, self.shape.side);
        (!(low..=high).contains(&value)).then_some(Reason::Renban {
            line: k,
            at: None,
            low: low as u8,
            high: high as u8,
        })
    }

    /// The cells of the lines whose digits (0: empty) break their rule.
    pub fn broken(&self, values: &[u8]) -> Vec<usize> {
        let mut cells = Vec::new();
        self.shape.pairs.broken(values, &mut cells);
        for line in self.renbans() {
            let placed: Vec<usize> = line.iter().copied().filter(|&c| values[c] != 0).collect();
            let broken = placed.iter().enumerate().any(|(i, &c)| {
                let others = placed
                    .iter()
                    .filter(|&&o| o != c)
                    .map(|&o| u32::from(values[o]));
                let (low, high) = run_reach(others, line.len() as u32, self.shape.side);
                placed[..i].iter().any(|&o| values[o] == values[c])
                    || !(low..=high).contains(&u32::from(values[c]))
            });
            if broken {
                cells.extend(placed);
            }
        }
        cells
    }

    /// The renbans' cells.
    fn renbans(&self) -> impl Iterator<Item = &[usize]> {
        (self.shape.lines.iter())
            .filter(|l| l.kind == LineKind::Renban)
            .map(|l| l.cells.as_slice())
    }

    /// Whether full `values` keep every line.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        self.broken(values).is_empty()
    }

    /// Narrows each pair's cells to the digits their partner's domain
    /// goes with, and each renban's cells to the runs its domains allow
    /// (a digit fixed in one cell out of the others); with `seen`, only
    /// where a domain changed since. False when a cell is left with none.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        let side = self.shape.side;
        let unchanged = |domains: &[Mask], cells: &[usize]| {
            seen.is_some_and(|seen| cells.iter().all(|&c| domains[c] == seen[c]))
        };
        self.shape.pairs.narrow(domains, seen)
            && self
                .renbans()
                .all(|line| unchanged(domains, line) || narrow_run(line, domains, side))
    }
}

/// The least and the greatest digit a run of `len` digits up to `side`
/// through `digits` can hold.
fn run_reach(digits: impl Iterator<Item = u32>, len: u32, side: u32) -> (u32, u32) {
    let (min, max) = digits.fold((side + 1, 0), |(lo, hi), d| (lo.min(d), hi.max(d)));
    if max == 0 {
        return (1, side);
    }
    (
        max.saturating_sub(len - 1).max(1),
        (min + len - 1).min(side),
    )
}

/// Narrows a renban's cells: a digit fixed in one cell leaves the
/// others, and each keeps the digits of the runs every cell can take a
/// digit from. False when a cell is left with none.
fn narrow_run(line: &[usize], domains: &mut [Mask], side: u32) -> bool {
    let len = line.len() as u32;
    for &c in line {
        if domains[c].count_ones() == 1 {
            let fixed = domains[c];
            line.iter()
                .filter(|&&o| o != c)
                .for_each(|&o| domains[o] &= !fixed);
        }
    }
    let runs = (1..=side + 1 - len)
        .map(|low| full(low + len - 1) & !full(low - 1))
        .filter(|&run| line.iter().all(|&c| domains[c] & run != 0))
        .fold(0, |m, run| m | run);
    line.iter().all(|&c| {
        domains[c] &= runs;
        domains[c] != 0
    })
}
