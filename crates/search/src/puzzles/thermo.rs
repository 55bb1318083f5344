//! Thermometers on a Sudoku: lines of cells, each touching the one before
//! it by a side or a corner, whose digits rise strictly from the bulb
//! (the first cell) to the tip.
//!
//! A thermometer is judged before it is full: the cell at position `i`
//! (from 0) of a line of `len` cells holds at least `i + 1` and at most
//! `side - (len - 1 - i)`, and a digit `w` placed `d` cells further down
//! the line leaves it at least `w + d` (up the line: at most `w - d`), so
//! that the search turns back as soon as the line cannot rise and the
//! Explanation can say between which digits the cell had to lie.

use std::sync::Arc;

use super::{bit, full, Invalid, Mask, Reason, ShapeProblem};

/// What never changes in a search: the lines and where each cell lies on them.
#[derive(Debug)]
struct ThermoShape {
    lines: Vec<Vec<u16>>,
    /// For each cell, the lines it lies on and its position on each.
    on: Vec<Vec<(u16, u16)>>,
    side: u32,
}

/// The thermometers of a grid (the digits placed are [`super::Beside`]'s).
#[derive(Clone, Debug)]
pub struct Thermometers {
    shape: Arc<ThermoShape>,
}

/// The digits a cell may hold, as the inclusive range `low..=high`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Range {
    low: u32,
    high: u32,
}

impl Thermometers {
    /// The thermometers `lines` (cells row-major, bulb first) on a grid of
    /// `side`. Refuses a line with a cell outside the grid, a cell that
    /// does not touch the one before it or is listed twice, or more cells
    /// than the grid has digits.
    pub fn new(lines: &[Vec<usize>], side: usize) -> Result<Self, Invalid> {
        let mut on = vec![Vec::new(); side * side];
        let mut kept = Vec::with_capacity(lines.len());
        for (k, line) in lines.iter().enumerate() {
            if line.len() > side {
                return Err(Invalid::Shape(ShapeProblem::ThermoTooLong {
                    thermo: k + 1,
                    cells: line.len(),
                    side,
                }));
            }
            if let Some(i) = super::line_steps::bad_step(line, side) {
                return Err(Invalid::Shape(ShapeProblem::ThermoStep {
                    thermo: k + 1,
                    cell: super::line_steps::step_name(line[i], side),
                }));
            }
            for (i, &cell) in line.iter().enumerate() {
                on[cell].push((k as u16, i as u16));
            }
            kept.push(line.iter().map(|&c| c as u16).collect());
        }
        Ok(Thermometers {
            shape: Arc::new(ThermoShape {
                lines: kept,
                on,
                side: side as u32,
            }),
        })
    }

    /// The lines, bulb first, in the order given.
    pub fn lines(&self) -> &[Vec<u16>] {
        &self.shape.lines
    }

    /// The first line through `cell` that `value` breaks on `board`: the
    /// digits its position leaves, or those a placed digit leaves.
    #[inline(never)]
    pub fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let side = self.shape.side;
        for &(k, i) in &self.shape.on[cell] {
            let line = &self.shape.lines[k as usize];
            let (i, len) = (u32::from(i), line.len() as u32);
            let place = Range {
                low: i + 1,
                high: side - (len - 1 - i),
            };
            let reason = |range: Range, at: Option<(usize, u8)>| Reason::Thermo {
                thermo: k as usize,
                at,
                low: range.low as u8,
                high: range.high as u8,
            };
            if !(place.low..=place.high).contains(&value) {
                return Some(reason(place, None));
            }
            for (j, &other) in line.iter().enumerate() {
                let w = u32::from(board[other as usize]);
                if other as usize == cell || w == 0 {
                    continue;
                }
                let range = leaves(w, j as u32, i, place);
                if !(range.low..=range.high).contains(&value) {
                    return Some(reason(range, Some((other as usize, w as u8))));
                }
            }
        }
        None
    }

    /// The lines whose placed digits (0: empty) cannot rise: a digit its
    /// place on the line leaves no room for, or two digits too close.
    pub fn broken<'a>(&'a self, values: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        let side = self.shape.side;
        (0..self.shape.lines.len()).filter(move |&k| {
            let line = &self.shape.lines[k];
            let len = line.len() as u32;
            let placed: Vec<(u32, u32)> = line
                .iter()
                .enumerate()
                .map(|(i, &c)| (i as u32, u32::from(values[c as usize])))
                .filter(|&(_, v)| v != 0)
                .collect();
            let misplaced = placed
                .iter()
                .any(|&(i, v)| v < i + 1 || v + (len - 1 - i) > side);
            misplaced
                || placed
                    .windows(2)
                    .any(|w| w[1].1 < w[0].1 + (w[1].0 - w[0].0))
        })
    }

    /// Whether full `values` rise along every line.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        self.shape.lines.iter().all(|line| {
            line.windows(2)
                .all(|w| values[w[0] as usize] < values[w[1] as usize])
        })
    }

    /// Narrows the cells of each line so that it can rise: each cell above
    /// the smallest digit the cell below may hold, below the largest the
    /// cell above may hold; with `seen`, only the lines with a cell whose
    /// domain changed since. False when a cell is left with none.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        self.shape.lines.iter().all(|line| {
            let unchanged = |seen: &[Mask]| {
                line.iter()
                    .all(|&c| domains[c as usize] == seen[c as usize])
            };
            seen.is_some_and(unchanged) || narrow_line(line, domains, self.shape.side)
        })
    }
}

impl Thermometers {
    /// Narrows the cells of thermometer `k` alone (a hint's deduction);
    /// false when a cell is left with none.
    pub fn narrow_one(&self, k: usize, domains: &mut [Mask]) -> bool {
        narrow_line(&self.shape.lines[k], domains, self.shape.side)
    }
}

/// The digits a cell at position `i` may hold, within `place`, once the
/// cell at position `j` holds `w`.
fn leaves(w: u32, j: u32, i: u32, place: Range) -> Range {
    if j < i {
        Range {
            low: (w + (i - j)).max(place.low),
            high: place.high,
        }
    } else {
        Range {
            low: place.low,
            high: w.saturating_sub(j - i).min(place.high),
        }
    }
}

/// Narrows one line's cells: up the line each above the last one's
/// smallest, down the line each below the next one's largest.
fn narrow_line(line: &[u16], domains: &mut [Mask], side: u32) -> bool {
    let mut floor = 0;
    for &c in line {
        let d = &mut domains[c as usize];
        *d &= !full(floor);
        if *d == 0 {
            return false;
        }
        floor = d.trailing_zeros();
    }
    let mut ceiling = side + 1;
    for &c in line.iter().rev() {
        let d = &mut domains[c as usize];
        *d &= full(ceiling - 1) & !bit(0);
        if *d == 0 {
            return false;
        }
        ceiling = Mask::BITS - 1 - d.leading_zeros();
    }
    true
}
