//! Arrows on a Sudoku: a circle and a line of cells leaving it, each
//! cell touching the one before it by a side or a corner; the digit in
//! the circle is the sum of the digits on the line (which may repeat
//! where no house forbids it).
//!
//! An arrow is judged before it is full: the digits placed on it leave
//! each of its other cells a range (a line's empty cells hold at least 1
//! and at most the grid's side each), so that the search turns back as
//! soon as the sum is out of reach and the Explanation can say between
//! which digits the cell had to lie.

use std::sync::Arc;

use super::line_steps::{bad_step, step_name};
use super::{full, Invalid, Mask, Reason, ShapeProblem};

/// The arrows of a grid (the digits placed are [`super::Beside`]'s).
#[derive(Clone, Debug)]
pub struct Arrows {
    shape: Arc<ArrowShape>,
}

#[derive(Debug)]
struct ArrowShape {
    /// Each arrow's cells, its circle first.
    arrows: Vec<Vec<u16>>,
    /// For each cell, the arrows it lies on and its position on each (0:
    /// the circle).
    on: Vec<Vec<(u16, u16)>>,
    side: u32,
}

impl Arrows {
    /// The arrows `arrows` (cells row-major, the circle first, then the
    /// line from it to the tip) on a grid of `side`. Refuses an arrow
    /// without a line, or with a cell outside the grid, listed twice or
    /// not touching the one before it.
    pub fn new(arrows: &[Vec<usize>], side: usize) -> Result<Self, Invalid> {
        let mut on = vec![Vec::new(); side * side];
        for (k, arrow) in arrows.iter().enumerate() {
            if arrow.len() < 2 {
                return Err(Invalid::Shape(ShapeProblem::ArrowShort { arrow: k + 1 }));
            }
            if let Some(i) = bad_step(arrow, side) {
                return Err(Invalid::Shape(ShapeProblem::ArrowStep {
                    arrow: k + 1,
                    cell: step_name(arrow[i], side),
                }));
            }
            for (i, &cell) in arrow.iter().enumerate() {
                on[cell].push((k as u16, i as u16));
            }
        }
        let arrows = arrows
            .iter()
            .map(|a| a.iter().map(|&c| c as u16).collect())
            .collect();
        let side = side as u32;
        Ok(Arrows {
            shape: Arc::new(ArrowShape { arrows, on, side }),
        })
    }

    /// The arrows, each its circle first, in the order given.
    pub fn arrows(&self) -> &[Vec<u16>] {
        &self.shape.arrows
    }

    /// Why `value` in `cell` is refused by an arrow on `board` (the
    /// values placed, 0 for empty): the digits the other cells' digits
    /// leave it.
    #[inline(never)]
    pub fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        self.shape.on[cell].iter().find_map(|&(k, i)| {
            let arrow = &self.shape.arrows[usize::from(k)];
            let (low, high) = self.leaves(arrow, board, usize::from(i));
            (!(low..=high).contains(&value)).then_some(Reason::Arrow {
                arrow: usize::from(k),
                low: u8::try_from(low).unwrap_or(u8::MAX),
                high: high as u8,
            })
        })
    }

    /// The digits the other cells of `arrow` on `board` leave its cell at
    /// position `at` (0: the circle), as `(low, high)`; `low > high`
    /// when none.
    fn leaves(&self, arrow: &[u16], board: &[u8], at: usize) -> (u32, u32) {
        let side = self.shape.side;
        let digit = |i: usize| u32::from(board[usize::from(arrow[i])]);
        // The line's other cells: the sum placed, and how many are empty.
        let (mut placed, mut empty) = (0, 0);
        for i in (1..arrow.len()).filter(|&i| i != at) {
            match digit(i) {
                0 => empty += 1,
                d => placed += d,
            }
        }
        let (least, most) = (placed + empty, placed + empty * side);
        if at == 0 {
            return (least.max(1), most.min(side));
        }
        match digit(0) {
            0 => (1, side.saturating_sub(least)),
            circle => (
                circle.saturating_sub(most).max(1),
                circle.saturating_sub(least),
            ),
        }
    }

    /// The arrows whose placed digits (0: empty) cannot add up: a circle
    /// below or above what its line's digits can reach.
    pub fn broken<'a>(&'a self, values: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        (0..self.shape.arrows.len()).filter(move |&k| {
            let arrow = &self.shape.arrows[k];
            let (low, high) = self.leaves(arrow, values, 0);
            let circle = u32::from(values[usize::from(arrow[0])]);
            low > high || (circle != 0 && !(low..=high).contains(&circle))
        })
    }

    /// Whether full `values` keep every arrow's sum.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        self.shape.arrows.iter().all(|arrow| {
            let digit = |c: &u16| u32::from(values[usize::from(*c)]);
            digit(&arrow[0]) == arrow[1..].iter().map(digit).sum::<u32>()
        })
    }

    /// Narrows each arrow's cells by the bounds of the others: the circle
    /// within the least and most its line can add up to, each line cell
    /// within what the circle leaves once the other cells take their
    /// least or most; with `seen`, only the arrows with a cell whose
    /// domain changed since. False when a cell is left with none.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        self.shape.arrows.iter().all(|arrow| {
            let unchanged = |seen: &[Mask]| {
                arrow
                    .iter()
                    .all(|&c| domains[usize::from(c)] == seen[usize::from(c)])
            };
            seen.is_some_and(unchanged) || narrow_arrow(arrow, domains)
        })
    }
}

impl Arrows {
    /// Narrows the cells of arrow `k` alone (a hint's deduction); false
    /// when a cell is left with none.
    pub fn narrow_one(&self, k: usize, domains: &mut [Mask]) -> bool {
        narrow_arrow(&self.shape.arrows[k], domains)
    }
}

/// The smallest and largest digit of a non-empty domain.
fn bounds(domain: Mask) -> (u32, u32) {
    (
        domain.trailing_zeros(),
        Mask::BITS - 1 - domain.leading_zeros(),
    )
}

/// The digits `low..=high` as a mask (none when `low > high`).
fn between(low: u32, high: u32) -> Mask {
    if low > high {
        0
    } else {
        full(high) & !full(low - 1)
    }
}

/// Narrows one arrow's cells by bounds: the circle first, then each cell
/// of the line by the circle and the others' sums.
fn narrow_arrow(arrow: &[u16], domains: &mut [Mask]) -> bool {
    if arrow.iter().any(|&c| domains[usize::from(c)] == 0) {
        return false; // emptied by another rule first
    }
    let line = &arrow[1..];
    let (mut least, mut most) = (0, 0);
    for &c in line {
        let (low, high) = bounds(domains[usize::from(c)]);
        least += low;
        most += high;
    }
    let circle = &mut domains[usize::from(arrow[0])];
    *circle &= between(least.max(1), most);
    if *circle == 0 {
        return false;
    }
    let (circle_low, circle_high) = bounds(*circle);
    line.iter().all(|&c| {
        let d = &mut domains[usize::from(c)];
        let (low, high) = bounds(*d);
        let (others_least, others_most) = (least - low, most - high);
        *d &= between(
            circle_low.saturating_sub(others_most).max(1),
            circle_high.saturating_sub(others_least),
        );
        *d != 0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_circle_bounds_its_line_and_the_line_its_circle() {
        // Circle r1c1, line r1c2 → r1c3 on a 9x9.
        let arrows = Arrows::new(&[vec![0, 1, 2]], 9).unwrap();
        let mut board = vec![0u8; 81];
        assert!(
            arrows.why_not(&board, 0, 1).is_some(),
            "two cells add to 2 or more"
        );
        assert_eq!(arrows.why_not(&board, 0, 2), None);
        board[0] = 5;
        assert_eq!(
            arrows.why_not(&board, 1, 5),
            Some(Reason::Arrow {
                arrow: 0,
                low: 1,
                high: 4
            })
        );
        board[1] = 3;
        assert_eq!(arrows.why_not(&board, 2, 2), None);
        assert!(arrows.why_not(&board, 2, 1).is_some());
        assert!(arrows.solved_by(&{
            let mut full = board.clone();
            full[2] = 2;
            full
        }));
        board[2] = 1;
        assert_eq!(arrows.broken(&board).collect::<Vec<_>>(), vec![0]);
    }

    #[test]
    fn narrowing_keeps_the_sums_within_reach() {
        let arrows = Arrows::new(&[vec![0, 1, 2]], 9).unwrap();
        let mut domains = vec![full(9); 81];
        domains[0] = super::super::bit(3);
        assert!(arrows.narrow(&mut domains, None));
        assert_eq!(domains[1], full(2));
        assert_eq!(domains[2], full(2));
        domains[0] = super::super::bit(1);
        assert!(!arrows.narrow(&mut domains, None), "no two digits add to 1");
    }

    #[test]
    fn an_arrow_without_a_line_or_with_a_gap_is_named() {
        assert!(matches!(
            Arrows::new(&[vec![40]], 9),
            Err(Invalid::Shape(ShapeProblem::ArrowShort { arrow: 1 }))
        ));
        assert!(matches!(
            Arrows::new(&[vec![0, 1], vec![40, 42]], 9),
            Err(Invalid::Shape(ShapeProblem::ArrowStep { arrow: 2, .. }))
        ));
    }
}
