//! Tents: tents scattered apart, a tree beside each; then, while another
//! placement of tents also fits the counts, a tree put where that other
//! placement has a tent (with a tent of its own beside it), which rules
//! the other placement out.

use rand::seq::SliceRandom;

use super::grids::GUESS_BUDGET;
use super::Rng;
use crate::fast::{solver_for, FastHalt};
use crate::puzzles::{around, AnyPuzzle, Tents, DIRECTIONS};

/// How many repairs a layout gets before it is given up.
const REPAIRS: usize = 40;

struct Layout {
    rows: usize,
    cols: usize,
    tree: Vec<bool>,
    tent: Vec<bool>,
}

impl Layout {
    fn beside(&self, sq: usize) -> impl Iterator<Item = usize> + '_ {
        let (r, c) = (sq / self.cols, sq % self.cols);
        DIRECTIONS.iter().filter_map(move |&(dr, dc)| {
            let (r2, c2) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
            (r2 < self.rows && c2 < self.cols).then_some(r2 * self.cols + c2)
        })
    }

    /// Whether a tent may stand on `sq`: not on a tree, no tent on it or
    /// around it.
    fn room(&self, sq: usize) -> bool {
        !self.tree[sq] && around(sq, self.rows, self.cols).all(|o| !self.tent[o])
    }

    /// Puts a tent on `tent_sq` and its tree on a free square beside it.
    fn pitch(&mut self, tent_sq: usize, rng: &mut Rng) -> bool {
        let mut spots: Vec<usize> = self
            .beside(tent_sq)
            .filter(|&s| !self.tree[s] && !self.tent[s])
            .collect();
        spots.shuffle(rng);
        let Some(&tree_sq) = spots.first() else {
            return false;
        };
        self.tent[tent_sq] = true;
        self.tree[tree_sq] = true;
        true
    }

    fn puzzle(&self) -> Option<AnyPuzzle> {
        let trees = (0..self.tree.len()).filter(|&s| self.tree[s]).collect();
        let count =
            |sqs: &mut dyn Iterator<Item = usize>| sqs.filter(|&s| self.tent[s]).count() as u8;
        let rows = (0..self.rows)
            .map(|r| count(&mut (r * self.cols..(r + 1) * self.cols)))
            .collect();
        let cols = (0..self.cols)
            .map(|c| count(&mut (0..self.rows).map(|r| r * self.cols + c)))
            .collect();
        Tents::new(self.rows, self.cols, trees, rows, cols)
            .ok()
            .map(AnyPuzzle::Tents)
    }
}

/// One Tents puzzle of `rows` x `cols`, unique, or `None` if this layout
/// would not become unique.
pub(super) fn make(rows: usize, cols: usize, rng: &mut Rng) -> Option<AnyPuzzle> {
    let squares = rows * cols;
    let mut layout = Layout {
        rows,
        cols,
        tree: vec![false; squares],
        tent: vec![false; squares],
    };
    // Tents tried on two squares in five on grids up to 12x12 (about one
    // tent in six squares, near published puzzles); fewer on larger
    // grids, where the search that proves uniqueness would otherwise run
    // past its budget on most layouts.
    let mut order: Vec<usize> = (0..squares).collect();
    order.shuffle(rng);
    let tried = if squares <= 144 {
        squares * 2 / 5
    } else {
        58 + squares / 50
    };
    for &sq in order.iter().take(tried) {
        if layout.room(sq) {
            layout.pitch(sq, rng);
        }
    }
    for _ in 0..REPAIRS {
        let puzzle = layout.puzzle()?;
        let AnyPuzzle::Tents(t) = &puzzle else {
            return None;
        };
        let mut placements = Vec::new();
        let halt = solver_for(&puzzle).run_dyn(Some(2), GUESS_BUDGET, &mut |v| {
            placements.push(t.tent_grid(v))
        });
        if halt == FastHalt::Budget && placements.len() < 2 {
            return None;
        }
        let other = match placements.len() {
            1 => return Some(puzzle),
            0 => return None,
            _ => placements
                .into_iter()
                .find(|p| p.iter().zip(&layout.tent).any(|(&a, &b)| (a == 1) != b))?,
        };
        // A tree where the other placement has a tent of its own, with a
        // tent of ours beside it.
        let mut spots: Vec<usize> = (0..squares)
            .filter(|&s| other[s] == 1 && !layout.tent[s])
            .collect();
        spots.shuffle(rng);
        let repaired = spots.into_iter().any(|s| {
            let mut tents: Vec<usize> = layout
                .beside(s)
                .filter(|&u| layout.room(u) && u != s)
                .collect();
            tents.shuffle(rng);
            match tents.first() {
                Some(&u) => {
                    layout.tree[s] = true;
                    layout.tent[u] = true;
                    true
                }
                None => false,
            }
        });
        if !repaired {
            return None;
        }
    }
    None
}
