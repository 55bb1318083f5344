//! A Sudoku's arrows as drawn: each square on an arrow draws its own
//! piece (the circle, a shaft toward each neighbour on the arrow reaching
//! the shared side's middle or corner, the head at the tip), as the
//! thermometers' squares do, so that the pieces meet whatever the
//! borders.

use crate::kinds::kind_of;
use crate::puzzles::{AnyPuzzle, BoardShape};

/// The circle's radius, in a square from -100 to 100 each way.
const CIRCLE: i32 = 78;

/// The piece of the arrows a square draws.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArrowPiece {
    /// The square is an arrow's circle.
    pub circle: bool,
    /// Toward each neighbour on an arrow through the square: rows and
    /// columns to it (each -1, 0 or 1).
    pub shafts: Vec<(i8, i8)>,
    /// The square is an arrow's tip, reached from the neighbour this way.
    pub heads: Vec<(i8, i8)>,
    /// The arrows through the square, each as (its number from 1, the
    /// square's place on its line from 1, 0 for the circle, the line's
    /// length): for the words.
    pub on: Vec<(usize, usize, usize)>,
}

/// `(dr, dc)` as a vector `(x, y)` of length 100 (near enough: whole
/// numbers keep the float formatting out of the page).
fn unit((dr, dc): (i8, i8)) -> (i32, i32) {
    let length = if dr != 0 && dc != 0 { 71 } else { 100 };
    (i32::from(dc) * length, i32::from(dr) * length)
}

impl ArrowPiece {
    /// The piece as SVG, in a square from -100 to 100 each way.
    pub fn svg(&self) -> String {
        let mut d = String::new();
        for &shaft in &self.shafts {
            let (x, y) = unit(shaft);
            let from = if self.circle { CIRCLE } else { 0 };
            let (dr, dc) = shaft;
            let (to_x, to_y) = (i32::from(dc) * 100, i32::from(dr) * 100);
            d += &format!("M{} {}L{to_x} {to_y}", x * from / 100, y * from / 100);
        }
        for &from in &self.heads {
            // The head points away from the neighbour it is reached from.
            let (x, y) = unit(from);
            let (tip_x, tip_y) = (-x * 45 / 100, -y * 45 / 100);
            let (back_x, back_y) = (tip_x + x * 40 / 100, tip_y + y * 40 / 100);
            let (side_x, side_y) = (-y * 30 / 100, x * 30 / 100);
            d += &format!(
                "M0 0L{tip_x} {tip_y}M{} {}L{tip_x} {tip_y}L{} {}",
                back_x + side_x,
                back_y + side_y,
                back_x - side_x,
                back_y - side_y
            );
        }
        let circle = match self.circle {
            true => format!(r#"<circle r="{CIRCLE}"/>"#),
            false => String::new(),
        };
        format!(
            r#"<svg class="arrow" viewBox="-100 -100 200 200" aria-hidden="true"><path d="{d}"/>{circle}</svg>"#
        )
    }
}

/// The piece of the arrows that `square` draws, if it is on one.
pub fn arrow_piece(puzzle: &AnyPuzzle, square: usize) -> Option<ArrowPiece> {
    let BoardShape::Grid { cols, .. } = puzzle.board_shape() else {
        return None;
    };
    let toward = |near: u16| {
        let near = usize::from(near);
        let dr = (near / cols) as i64 - (square / cols) as i64;
        let dc = (near % cols) as i64 - (square % cols) as i64;
        (dr as i8, dc as i8)
    };
    let mut piece = ArrowPiece::default();
    for (k, arrow) in kind_of(puzzle).arrows().iter().enumerate() {
        let Some(i) = arrow.iter().position(|&c| usize::from(c) == square) else {
            continue;
        };
        piece.circle |= i == 0;
        piece.on.push((k + 1, i, arrow.len() - 1));
        let neighbours = [i.checked_sub(1), Some(i + 1)];
        for near in neighbours
            .into_iter()
            .flatten()
            .filter_map(|j| arrow.get(j))
        {
            let shaft = toward(*near);
            if !piece.shafts.contains(&shaft) {
                piece.shafts.push(shaft);
            }
        }
        if i > 0 && i + 1 == arrow.len() {
            piece.heads.push(toward(arrow[i - 1]));
        }
    }
    (!piece.on.is_empty()).then_some(piece)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{Layout, Sudoku};

    fn with_arrows(arrows: Vec<Vec<usize>>) -> AnyPuzzle {
        let layout = Layout {
            arrows,
            ..Layout::default()
        };
        AnyPuzzle::Sudoku(Sudoku::with_layout(vec![0; 81], layout).unwrap())
    }

    #[test]
    fn the_circle_the_shaft_and_the_head_are_drawn_by_their_squares() {
        // Circle r1c1 → r1c2 → r2c3 (a corner step).
        let puzzle = with_arrows(vec![vec![0, 1, 11]]);
        let circle = arrow_piece(&puzzle, 0).unwrap();
        assert!(circle.circle);
        assert_eq!(circle.shafts, vec![(0, 1)]);
        assert!(circle.heads.is_empty());
        assert_eq!(circle.on, vec![(1, 0, 2)]);
        let svg = circle.svg();
        assert!(
            svg.contains(r#"<path d="M78 0L100 0"/><circle r="78"/>"#),
            "{svg}"
        );
        let middle = arrow_piece(&puzzle, 1).unwrap();
        assert_eq!(middle.shafts, vec![(0, -1), (1, 1)]);
        assert_eq!(middle.on, vec![(1, 1, 2)]);
        let tip = arrow_piece(&puzzle, 11).unwrap();
        assert_eq!(tip.heads, vec![(-1, -1)]);
        assert!(!tip.circle);
        assert!(tip.svg().contains("M0 0L31 31"), "{}", tip.svg());
        assert_eq!(arrow_piece(&puzzle, 2), None);
    }
}
