//! Anti-knight and anti-king on a Sudoku: no digit stands again a
//! knight's move away (anti-knight), or a king's move away (anti-king:
//! the cells touching by a corner; those touching by a side share a row
//! or a column already).

use std::sync::Arc;

use super::{Mask, Reason};

/// The cells a chess move away from each cell of a grid.
#[derive(Clone, Debug)]
pub struct Apart {
    /// For each cell, the cells a move away and whether by a knight.
    moves: Arc<Vec<Vec<(u16, bool)>>>,
}

/// The knight's moves, then the king's by a corner, as (rows, columns).
const KNIGHT: [(i64, i64); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];
const KING: [(i64, i64); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

impl Apart {
    /// The moves of a grid of `side`: a knight's if `knight`, a king's if
    /// `king`.
    pub fn new(knight: bool, king: bool, side: usize) -> Self {
        let n = side as i64;
        let steps = (KNIGHT.iter().map(|&s| (s, true)).filter(|_| knight))
            .chain(KING.iter().map(|&s| (s, false)).filter(|_| king));
        let steps: Vec<((i64, i64), bool)> = steps.collect();
        let moves = (0..side * side)
            .map(|cell| {
                let (r, c) = ((cell / side) as i64, (cell % side) as i64);
                (steps.iter())
                    .map(|&((dr, dc), by_knight)| ((r + dr, c + dc), by_knight))
                    .filter(|&((r, c), _)| (0..n).contains(&r) && (0..n).contains(&c))
                    .map(|((r, c), by_knight)| ((r * n + c) as u16, by_knight))
                    .collect()
            })
            .collect();
        Apart {
            moves: Arc::new(moves),
        }
    }

    /// Why `value` in `cell` is refused on `board`: a cell a move away
    /// holds it.
    #[inline(never)]
    pub fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        self.moves[cell].iter().find_map(|&(other, knight)| {
            let at = usize::from(other);
            (u32::from(board[at]) == value).then_some(Reason::Apart { at, knight })
        })
    }

    /// The cells whose digit (0: empty) stands again a move away.
    pub fn broken<'a>(&'a self, values: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        (0..values.len())
            .filter(move |&c| values[c] != 0 && self.why_not(values, c, values[c].into()).is_some())
    }

    /// Whether full `values` keep every move apart.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        self.broken(values).next().is_none()
    }

    /// Strikes each cell's one digit (a cell left a single one) from the
    /// cells a move away; false when one is left with none.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask]) -> bool {
        (0..domains.len()).all(|cell| {
            let d = domains[cell];
            if d.count_ones() == 1 {
                for &(other, _) in &self.moves[cell] {
                    domains[usize::from(other)] &= !d;
                }
            }
            d != 0
                && self.moves[cell]
                    .iter()
                    .all(|&(o, _)| domains[usize::from(o)] != 0)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{bit, full};

    #[test]
    fn a_knights_move_and_a_kings_corner_see_the_same_digit() {
        let apart = Apart::new(true, true, 9);
        let mut board = vec![0u8; 81];
        board[11] = 5; // r2c3
        assert_eq!(
            apart.why_not(&board, 0, 5),
            Some(Reason::Apart {
                at: 11,
                knight: true
            })
        );
        assert_eq!(
            apart.why_not(&board, 1, 5),
            Some(Reason::Apart {
                at: 11,
                knight: false
            })
        );
        assert_eq!(
            apart.why_not(&board, 2, 5),
            None,
            "a side away: the column's"
        );
        assert_eq!(apart.why_not(&board, 0, 4), None);
        let mut domains = vec![full(9); 81];
        domains[11] = bit(5);
        assert!(apart.narrow(&mut domains));
        assert_eq!(domains[0] & bit(5), 0);
        assert_ne!(domains[2] & bit(5), 0);
        let knight_only = Apart::new(true, false, 9);
        assert_eq!(knight_only.why_not(&board, 1, 5), None);
    }
}
