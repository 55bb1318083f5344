//! Skyscrapers (the article series' "Skyline", janko.at's Wolkenkratzer,
//! Tatham's Towers): a Latin square of building heights, and clues around
//! it that say how many buildings are seen from there (a taller one hides
//! every lower one behind it).
//!
//! Two variants of janko.at: *gaps*, where heights go from 1 to a `depth`
//! below the side and every line holds `side - depth` empty cells (gaps,
//! value `depth + 1` here, height 0 to the eye); and *diagonals*, where
//! both main diagonals hold every height once too.

mod broken;
mod rules;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::sightline::{seen, LineRules, Sightline};
use super::{
    grid_cell_name, Constraints, HouseKind, Houses, Invalid, Problems, Reason, ShapeProblem,
    SizeOf, SizeRange,
};

/// Where a clue stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Side {
    /// Above the columns, looking down.
    Top,
    /// Below the columns, looking up.
    Bottom,
    /// Left of the rows, looking right.
    Left,
    /// Right of the rows, looking left.
    Right,
}

/// The clues around a grid: each list left to right (top, bottom) or top
/// to bottom (left, right); 0 = no clue.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clues {
    /// Above the columns.
    pub top: Vec<u8>,
    /// Below the columns.
    pub bottom: Vec<u8>,
    /// Left of the rows.
    pub left: Vec<u8>,
    /// Right of the rows.
    pub right: Vec<u8>,
}

impl Clues {
    /// The clues of one side.
    pub fn side(&self, side: Side) -> &[u8] {
        match side {
            Side::Top => &self.top,
            Side::Bottom => &self.bottom,
            Side::Left => &self.left,
            Side::Right => &self.right,
        }
    }
}

/// A Skyscrapers puzzle of side 3 to 9.
#[derive(Clone, Debug)]
pub struct Skyscrapers {
    houses: Houses,
    shape: Arc<Shape>,
    /// Values placed, 0 = none; `depth + 1` is a gap.
    board: Vec<u8>,
    /// Per line (rows, then columns): cells filled, and gaps among them.
    filled: Vec<u8>,
    gaps: Vec<u8>,
}

#[derive(Debug)]
struct Shape {
    side: usize,
    depth: u8,
    clues: Clues,
    givens: Vec<u8>,
    diagonals: bool,
    /// Rows (left to right), then columns (top to bottom), with their clues.
    lines: Vec<Sightline>,
}

impl Skyscrapers {
    /// A puzzle of `side` with heights `1..=depth` (`depth < side`: the
    /// gaps variant), its clues, its givens (row-major, 0 = none; empty
    /// for none at all), and both diagonals Latin if `diagonals`.
    pub fn new(
        side: usize,
        depth: usize,
        clues: Clues,
        givens: Vec<u8>,
        diagonals: bool,
    ) -> Result<Self, Invalid> {
        check_side(side)?;
        let mut problems = Problems::default();
        check_depth(&mut problems, side, depth, diagonals);
        check_clues(&mut problems, &clues, side, depth);
        let givens = if givens.is_empty() {
            vec![0; side * side]
        } else {
            givens
        };
        check_givens_length(&mut problems, &givens, side);
        problems.finish()?;
        check_given_heights(&givens, side, depth)?;
        let houses = height_houses(side, diagonals, &givens)?;
        let lines = sightlines(side, &clues);
        let shape = Shape {
            side,
            depth: depth as u8,
            clues,
            givens,
            diagonals,
            lines,
        };
        Ok(Skyscrapers {
            houses,
            board: vec![0; side * side],
            filled: vec![0; 2 * side],
            gaps: vec![0; 2 * side],
            shape: Arc::new(shape),
        })
    }

    /// The side of the grid.
    pub fn side(&self) -> usize {
        self.shape.side
    }

    /// The tallest building (the side, unless the puzzle has gaps).
    pub fn depth(&self) -> usize {
        usize::from(self.shape.depth)
    }

    /// The value that stands for a gap (`depth + 1`), if the puzzle has gaps.
    pub fn gap(&self) -> Option<u8> {
        (self.depth() < self.side()).then_some(self.shape.depth + 1)
    }

    /// The clues.
    pub fn clues(&self) -> &Clues {
        &self.shape.clues
    }

    /// The givens, row-major, 0 for none.
    pub fn givens(&self) -> &[u8] {
        &self.shape.givens
    }

    /// Whether both diagonals must hold every height once.
    pub fn diagonals(&self) -> bool {
        self.shape.diagonals
    }

    /// The houses (rows, columns, diagonals) of the heights.
    pub fn houses(&self) -> &Houses {
        &self.houses
    }

    fn rules(&self) -> LineRules {
        LineRules {
            depth: self.shape.depth,
            gaps: (self.side() - self.depth()) as u8,
        }
    }

    /// The two lines (row, column) through `cell`, as indices into the lines.
    fn lines_of(&self, cell: usize) -> [usize; 2] {
        let side = self.side();
        [cell / side, side + cell % side]
    }

    /// The values of `line` read from `board` with `value` at `cell`.
    fn line_values(&self, line: usize, board: &[u8], cell: usize, value: u8) -> Vec<u8> {
        let cells = &self.shape.lines[line].cells;
        cells
            .iter()
            .map(|&c| {
                if c as usize == cell {
                    value
                } else {
                    board[c as usize]
                }
            })
            .collect()
    }

    /// Whether `values` (a full grid) is a solution that keeps the givens.
    pub fn is_solution(&self, values: &[u8]) -> bool {
        let side = self.side();
        let top = self.size() as u8;
        values.len() == side * side
            && values.iter().all(|&v| (1..=top).contains(&v))
            && self
                .givens()
                .iter()
                .zip(values)
                .all(|(&g, &v)| g == 0 || g == v)
            && self.shape.lines.iter().all(|line| {
                let vals: Vec<u8> = line.cells.iter().map(|&c| values[c as usize]).collect();
                let gaps = vals.iter().filter(|&&v| v > self.shape.depth).count();
                gaps == side - self.depth() && line.holds(&vals, self.shape.depth)
            })
            && {
                let heights: Vec<u8> = values
                    .iter()
                    .map(|&v| if v > self.shape.depth { 0 } else { v })
                    .collect();
                self.houses.check_values(&heights).is_ok()
            }
    }

    /// The first clue of a line through `cell` that the line, complete
    /// with `value` there, breaks; with what it sees.
    fn broken_clue(&self, board: &[u8], cell: usize, value: u8) -> Option<Reason> {
        let side = self.side();
        for line in self.lines_of(cell) {
            let values = self.line_values(line, board, cell, value);
            if values.contains(&0) {
                continue;
            }
            let spec = &self.shape.lines[line];
            let (first, second) = if line < side {
                (Side::Left, Side::Right)
            } else {
                (Side::Top, Side::Bottom)
            };
            let index = line % side;
            let depth = self.shape.depth;
            let from_start = seen(values.iter().copied(), depth);
            if spec.start != 0 && from_start != spec.start {
                return Some(Reason::Clue {
                    side: first,
                    line: index,
                    seen: from_start,
                    clue: spec.start,
                });
            }
            let from_end = seen(values.iter().rev().copied(), depth);
            if spec.end != 0 && from_end != spec.end {
                return Some(Reason::Clue {
                    side: second,
                    line: index,
                    seen: from_end,
                    clue: spec.end,
                });
            }
        }
        None
    }

    /// The line through `cell` that already holds all its gaps, if a gap
    /// does not fit there.
    fn full_of_gaps(&self, board: &[u8], cell: usize) -> Option<Reason> {
        let side = self.side();
        let gap = self.gap()?;
        for line in self.lines_of(cell) {
            let count = self.shape.lines[line]
                .cells
                .iter()
                .filter(|&&c| c as usize != cell && board[c as usize] == gap)
                .count();
            if count >= side - self.depth() {
                let house = if line < side {
                    HouseKind::Row(line)
                } else {
                    HouseKind::Column(line - side)
                };
                return Some(Reason::Gaps {
                    house,
                    count: count as u8,
                });
            }
        }
        None
    }
}

/// Checks that the side is from 3 to 9.
fn check_side(side: usize) -> Result<(), Invalid> {
    if !(3..=9).contains(&side) {
        return Err(Invalid::Size {
            what: SizeOf::Size,
            range: SizeRange::Whole { lo: 3, hi: 9 },
            got: side,
        });
    }
    Ok(())
}

/// Notes a problem if the depth is not from 1 to the side, or if
/// diagonals come with gaps.
fn check_depth(problems: &mut Problems, side: usize, depth: usize, diagonals: bool) {
    if !(1..=side).contains(&depth) {
        problems.push(Invalid::Shape(ShapeProblem::DepthRange { side, depth }));
    }
    if diagonals && depth < side {
        problems.push(Invalid::Shape(ShapeProblem::DiagonalsWithGaps));
    }
}

/// Notes a problem for each side whose clues are not one per line, or
/// whose first too large clue asks to see more buildings than there are.
fn check_clues(problems: &mut Problems, clues: &Clues, side: usize, depth: usize) {
    for side_ in [Side::Top, Side::Bottom, Side::Left, Side::Right] {
        let list = clues.side(side_);
        if list.len() != side {
            problems.push(Invalid::Shape(ShapeProblem::ClueCount {
                side: side_,
                given: list.len(),
                needed: side,
            }));
        } else if let Some((i, &c)) = list.iter().enumerate().find(|(_, &c)| c as usize > depth) {
            problems.push(Invalid::Shape(ShapeProblem::ClueTooHigh {
                side: side_,
                index: i + 1,
                clue: c,
                depth,
            }));
        }
    }
}

/// Notes a problem if the givens are not one per cell.
fn check_givens_length(problems: &mut Problems, givens: &[u8], side: usize) {
    if givens.len() != side * side {
        problems.push(Invalid::Shape(ShapeProblem::GivensCount {
            given: givens.len(),
            side,
        }));
    }
}

/// Checks that no given is taller than the depth.
fn check_given_heights(givens: &[u8], side: usize, depth: usize) -> Result<(), Invalid> {
    for (cell, &v) in givens.iter().enumerate() {
        if v as usize > depth {
            return Err(Invalid::ValueRange {
                cell: grid_cell_name(cell, side),
                value: u32::from(v),
                max: depth as u32,
            });
        }
    }
    Ok(())
}

/// The Latin houses of the heights (with both diagonals if `diagonals`),
/// checked against the givens.
fn height_houses(side: usize, diagonals: bool, givens: &[u8]) -> Result<Houses, Invalid> {
    let mut houses = Houses::latin(side);
    if diagonals {
        houses = houses.with_diagonals()?;
    }
    houses.check_values(givens)?;
    Ok(houses)
}

/// The rows (left to right), then the columns (top to bottom), each with
/// the clues at its two ends.
fn sightlines(side: usize, clues: &Clues) -> Vec<Sightline> {
    let row = |r: usize| (0..side).map(|c| (r * side + c) as u16).collect();
    let column = |c: usize| (0..side).map(|r| (r * side + c) as u16).collect();
    (0..side)
        .map(|r| Sightline {
            cells: row(r),
            start: clues.left[r],
            end: clues.right[r],
        })
        .chain((0..side).map(|c| Sightline {
            cells: column(c),
            start: clues.top[c],
            end: clues.bottom[c],
        }))
        .collect()
}

/// `top`, `bottom`, `left`, `right`.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Top => "top",
        Side::Bottom => "bottom",
        Side::Left => "left",
        Side::Right => "right",
    }
}
