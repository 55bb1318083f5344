//! What is drawn across and between the squares of a grid: a Sudoku's
//! thermometers, kropki dots and XV. Each square on a line draws its own
//! piece (a bulb, and an arm toward each neighbour on the same line,
//! reaching the shared side's middle or the shared corner), so that the
//! pieces meet whatever the borders; a dot is drawn by the first of its
//! two squares, on its right or bottom side.

use crate::kinds::kind_of;
use crate::puzzles::{AnyPuzzle, BoardShape, DotKind};

/// The piece of the thermometers a square draws.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinePiece {
    /// The square is a thermometer's bulb.
    pub bulb: bool,
    /// Toward each neighbour on a line through the square: rows and
    /// columns to it (each -1, 0 or 1).
    pub arms: Vec<(i8, i8)>,
    /// The thermometers through the square, each as (its number from 1,
    /// the square's place on it from 1, its length): for the words.
    pub on: Vec<(usize, usize, usize)>,
}

impl LinePiece {
    /// The SVG path of the arms, in a square from -1 to 1 each way.
    pub fn path(&self) -> String {
        self.arms
            .iter()
            .map(|&(dr, dc)| format!("M0 0L{dc} {dr}"))
            .collect()
    }

    /// The piece as SVG: a dark edge under a light core, each the arms
    /// and a joint (the bulb, larger).
    pub fn svg(&self) -> String {
        let (edge, core) = if self.bulb {
            ("0.66", "0.6")
        } else {
            ("0.25", "0.2")
        };
        let d = self.path();
        format!(
            r#"<svg class="thermo" viewBox="-1 -1 2 2" aria-hidden="true"><g class="edge"><path d="{d}"/><circle r="{edge}"/></g><g class="core"><path d="{d}"/><circle r="{core}"/></g></svg>"#
        )
    }
}

/// What a square draws over itself and its sides, as markup: its piece of
/// the thermometers, its other shapes (its shade, its piece of the
/// arrows) and its kropki dots (static shapes, hidden from screen
/// readers, whose words are in the square's name); none if it draws
/// nothing.
pub fn drawn_over(
    line: Option<&LinePiece>,
    shapes: Option<String>,
    dots: &[DotMark],
) -> Option<String> {
    let dots = dots.iter().map(|dot| {
        format!(
            r#"<span class="{}"{} aria-hidden="true"></span>"#,
            dot.classes(),
            dot.letter()
        )
    });
    let lines = line.map(LinePiece::svg).into_iter().chain(shapes);
    let markup: String = lines.chain(dots).collect();
    (!markup.is_empty()).then_some(markup)
}

/// A kropki dot, an X or a V a square draws on one of its sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DotMark {
    /// On its bottom side (else its right side).
    pub below: bool,
    /// The mark.
    pub kind: DotKind,
}

impl DotMark {
    /// The CSS classes of the mark.
    pub fn classes(self) -> &'static str {
        match (self.below, self.kind) {
            (false, DotKind::White) => "dot right",
            (false, DotKind::Black) => "dot right black",
            (false, _) => "dot right xv",
            (true, DotKind::White) => "dot below",
            (true, DotKind::Black) => "dot below black",
            (true, _) => "dot below xv",
        }
    }

    /// The letter drawn in the mark (X or V, none on a dot), as the
    /// attribute the style sheet draws it from: the text of a square
    /// stays its value alone, as its name says it.
    pub fn letter(self) -> &'static str {
        match self.kind {
            DotKind::X => r#" data-mark="X""#,
            DotKind::V => r#" data-mark="V""#,
            _ => "",
        }
    }
}

/// The kropki dots `square` draws (those on its right and bottom sides),
/// and each dot it is part of with the other square: for the words.
pub fn dot_marks(puzzle: &AnyPuzzle, square: usize) -> (Vec<DotMark>, Vec<(usize, DotKind)>) {
    let (mut drawn, mut with) = (Vec::new(), Vec::new());
    for dot in kind_of(puzzle).dots() {
        let (a, b) = (usize::from(dot.cells.0), usize::from(dot.cells.1));
        let (first, second) = (a.min(b), a.max(b));
        if first == square {
            drawn.push(DotMark {
                below: second != first + 1,
                kind: dot.kind,
            });
        }
        if first == square || second == square {
            with.push((first + second - square, dot.kind));
        }
    }
    (drawn, with)
}

/// The piece of the thermometers that `square` draws, if it is on one.
pub fn line_piece(puzzle: &AnyPuzzle, square: usize) -> Option<LinePiece> {
    let BoardShape::Grid { cols, .. } = puzzle.board_shape() else {
        return None;
    };
    let mut piece = LinePiece::default();
    for (k, line) in kind_of(puzzle).thermometers().iter().enumerate() {
        let Some(i) = line.iter().position(|&c| usize::from(c) == square) else {
            continue;
        };
        piece.bulb |= i == 0;
        piece.on.push((k + 1, i + 1, line.len()));
        let neighbours = [i.checked_sub(1), Some(i + 1)];
        for near in neighbours.into_iter().flatten().filter_map(|j| line.get(j)) {
            let near = usize::from(*near);
            let dr = (near / cols) as i64 - (square / cols) as i64;
            let dc = (near % cols) as i64 - (square % cols) as i64;
            let arm = (dr as i8, dc as i8);
            if !piece.arms.contains(&arm) {
                piece.arms.push(arm);
            }
        }
    }
    (!piece.on.is_empty()).then_some(piece)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{Layout, Sudoku};

    fn with_lines(lines: Vec<Vec<usize>>) -> AnyPuzzle {
        let layout = Layout {
            thermometers: lines,
            ..Layout::default()
        };
        AnyPuzzle::Sudoku(Sudoku::with_layout(vec![0; 81], layout).unwrap())
    }

    #[test]
    fn a_square_draws_its_bulb_and_arms_toward_its_neighbours_on_the_line() {
        // r1c1 (bulb) → r1c2 → r2c3 (a corner step) → r3c3.
        let puzzle = with_lines(vec![vec![0, 1, 11, 20]]);
        let bulb = line_piece(&puzzle, 0).unwrap();
        assert!(bulb.bulb);
        assert_eq!(bulb.arms, vec![(0, 1)]);
        let bend = line_piece(&puzzle, 1).unwrap();
        assert!(!bend.bulb);
        assert_eq!(bend.arms, vec![(0, -1), (1, 1)]);
        assert_eq!(bend.path(), "M0 0L-1 0M0 0L1 1");
        let svg = drawn_over(Some(&bulb), None, &[]).unwrap();
        assert!(
            svg.contains(r#"<path d="M0 0L1 0"/><circle r="0.66"/>"#),
            "{svg}"
        );
        assert_eq!(drawn_over(None, None, &[]), None);
        assert_eq!(line_piece(&puzzle, 20).unwrap().arms, vec![(-1, 0)]);
        assert_eq!(line_piece(&puzzle, 20).unwrap().on, vec![(1, 4, 4)]);
        assert_eq!(line_piece(&puzzle, 2), None);
    }

    #[test]
    fn a_dot_is_drawn_by_its_first_square_and_named_by_both() {
        use crate::puzzles::Dot;
        let layout = Layout {
            dots: vec![
                Dot {
                    cells: (1, 0),
                    kind: DotKind::White,
                },
                Dot {
                    cells: (0, 9),
                    kind: DotKind::Black,
                },
            ],
            ..Layout::default()
        };
        let puzzle = AnyPuzzle::Sudoku(Sudoku::with_layout(vec![0; 81], layout).unwrap());
        let (drawn, with) = dot_marks(&puzzle, 0);
        let classes: Vec<&str> = drawn.iter().map(|d| d.classes()).collect();
        assert_eq!(classes, vec!["dot right", "dot below black"]);
        let markup = drawn_over(None, None, &drawn).unwrap();
        assert_eq!(
            markup,
            r#"<span class="dot right" aria-hidden="true"></span><span class="dot below black" aria-hidden="true"></span>"#
        );
        assert_eq!(with, vec![(1, DotKind::White), (9, DotKind::Black)]);
        assert_eq!(
            dot_marks(&puzzle, 1),
            (Vec::new(), vec![(0, DotKind::White)])
        );
    }

    #[test]
    fn two_branches_from_one_bulb_share_it_once() {
        let puzzle = with_lines(vec![vec![40, 41, 42], vec![40, 31]]);
        let bulb = line_piece(&puzzle, 40).unwrap();
        assert!(bulb.bulb);
        assert_eq!(bulb.arms, vec![(0, 1), (-1, 0)]);
        assert_eq!(bulb.on, vec![(1, 1, 3), (2, 1, 2)]);
    }
}
