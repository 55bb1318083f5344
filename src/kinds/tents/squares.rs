//! The squares of a Tents grid as drawn: trees, the tents of the values
//! (one direction per tree) or of the person's marks, grass where no tent
//! can stand or the person put it; under propagate, a small mark on each
//! square a tree may still choose.

use super::marks::CampMark;
use crate::i18n::T;
use crate::kinds::drawing::{label, CellState, CellView, Scene, GRASS, TENT, TREE};
use crate::puzzles::{around, bit, values_of, Tents};

/// What every square of a Tents grid is drawn with, worked out once.
struct TentBoard<'a> {
    tents: &'a Tents,
    /// 1 where a tent stands.
    grid: Vec<u8>,
    is_tree: Vec<bool>,
    /// Where a tent could go at all: beside a tree.
    reachable: Vec<bool>,
    /// Whether a tree may still choose the square, and whether this step
    /// struck that choice.
    maybe: Vec<(bool, bool)>,
    /// The square of the event on screen, its value and state.
    event: Option<(usize, u8, CellState)>,
}

/// The squares of `tents` in `scene`.
pub(super) fn tent_squares(scene: &Scene, tents: &Tents) -> Vec<CellView> {
    let board = TentBoard::of(scene, tents);
    (0..tents.rows() * tents.cols())
        .map(|sq| board.square(scene, sq))
        .collect()
}

impl<'a> TentBoard<'a> {
    fn of(scene: &Scene, tents: &'a Tents) -> Self {
        let squares = tents.rows() * tents.cols();
        let grid = match scene.camp {
            Some(marks) => CampMark::tent_grid(marks),
            None => tents.tent_grid(scene.values),
        };
        let mut is_tree = vec![false; squares];
        for &t in tents.trees() {
            is_tree[t as usize] = true;
        }
        let mut reachable = vec![false; squares];
        for tree in 0..tents.trees().len() {
            for d in 1..=4 {
                if let Some(sq) = tents.target(tree, d) {
                    reachable[sq] = true;
                }
            }
        }
        let mut maybe = vec![(false, false); squares];
        if let Some(domains) = scene.candidates {
            for (tree, &d) in domains.iter().enumerate() {
                let struck = scene.struck(tree);
                for v in values_of(d | struck) {
                    if let Some(sq) = tents.target(tree, v) {
                        let m = &mut maybe[sq];
                        m.0 = true;
                        m.1 |= struck & bit(v) != 0 && d & bit(v) == 0;
                    }
                }
            }
        }
        TentBoard {
            tents,
            grid,
            is_tree,
            reachable,
            maybe,
            event: scene.event_square(),
        }
    }

    /// What square `sq` shows: its sign and state, and its classes.
    fn sign(&self, scene: &Scene, sq: usize) -> (&'static str, CellState, Vec<&'static str>) {
        let (rows, cols) = (self.tents.rows(), self.tents.cols());
        let mut classes = Vec::new();
        let touching = around(sq, rows, cols).any(|o| o != sq && self.grid[o] == 1);
        // The person's grass, or (in a search) where no tent can go.
        let grass = match scene.camp {
            Some(marks) => marks[sq] == CampMark::Grass as u8,
            None => !self.reachable[sq] || touching,
        };
        let (mut text, mut state) = if self.is_tree[sq] {
            (TREE, CellState::Tree)
        } else if self.grid[sq] == 1 {
            (TENT, CellState::Placed)
        } else if grass {
            classes.push("grass");
            (GRASS, CellState::Empty)
        } else {
            ("", CellState::Empty)
        };
        if let Some((_, _, s)) = self.event.filter(|e| e.0 == sq) {
            state = s;
            text = TENT;
            classes.retain(|&c| c != "grass");
        }
        (text, state, classes)
    }

    fn square(&self, scene: &Scene, sq: usize) -> CellView {
        let (text, state, mut classes) = self.sign(scene, sq);
        scene.mark_classes(sq, &mut classes);
        let candidates = match self.maybe[sq] {
            (true, struck) if text.is_empty() => vec![('△', struck)],
            _ => Vec::new(),
        };
        let word = match text {
            TREE => scene.lang.t(T::CellTree),
            TENT => scene.lang.t(T::CellTent),
            GRASS => scene.lang.t(T::CellGrass),
            _ => scene.lang.t(T::CellEmpty),
        };
        let mut label = label(scene, sq, word, state);
        for (listed, class, said) in [
            (scene.wrong, "wrong", T::CellWrong),
            (scene.broken, "broken", T::CellBrokenRule),
        ] {
            if listed.contains(&sq) {
                classes.push(class);
                label = format!("{label}, {}", scene.lang.t(said));
            }
        }
        CellView {
            label,
            text: text.to_string(),
            state,
            classes,
            corner: None,
            candidates,
            ..CellView::default()
        }
    }
}
