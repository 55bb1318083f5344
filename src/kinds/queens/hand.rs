//! N-Queens played by hand: a board of many solutions, so a check asks
//! whether the queens placed can still be completed, and hints reason
//! from attacks, from a row left one free square, and from a completion
//! the search finds.

use super::hand_words::queens_hint_text;
use crate::i18n::{Lang, T};
use crate::kinds::hand::{CheckOutcome, Checked, Entries, HandPlay, Hint, HintReason, Solutions};
use crate::kinds::line_squares;
use crate::puzzles::{HouseKind, Queens};

/// Why a hint names a queen's square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueensReason {
    /// No solution keeps every queen; without this one there is one.
    Blocks,
    /// The row has one square the queens leave free.
    OneSquare,
}

/// Nodes the completion may visit before it gives up.
const BUDGET: u64 = 400_000;

/// The board: `n` and one value per row (the column + 1, 0 for none).
struct Board<'a> {
    n: usize,
    values: &'a [u8],
}

impl Board<'_> {
    fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.n)
            .filter(|&r| self.values[r] != 0)
            .map(|r| (r, usize::from(self.values[r]) - 1))
    }

    /// Two queens that attack each other (the later row second).
    fn attack(&self) -> Option<(usize, usize)> {
        let queens: Vec<(usize, usize)> = self.queens().collect();
        for (i, &(ra, ca)) in queens.iter().enumerate() {
            for &(rb, cb) in &queens[i + 1..] {
                if ca == cb || ra.abs_diff(rb) == ca.abs_diff(cb) {
                    return Some((ra * self.n + ca, rb * self.n + cb));
                }
            }
        }
        None
    }

    /// The columns of row `r` no queen of another row attacks.
    fn free_in(&self, r: usize) -> Vec<usize> {
        (0..self.n)
            .filter(|&c| {
                self.queens()
                    .filter(|&(qr, _)| qr != r)
                    .all(|(qr, qc)| qc != c && qr.abs_diff(r) != qc.abs_diff(c))
            })
            .collect()
    }
}

/// A solution that keeps the queens of `values`, searched row by row,
/// the row with the fewest free squares first. `Err` when it gave up.
pub fn completion(n: usize, values: &[u8]) -> Result<Option<Vec<u8>>, ()> {
    let mut board = values.to_vec();
    if (Board { n, values }).attack().is_some() {
        return Ok(None);
    }
    let mut budget = BUDGET;
    match fill(n, &mut board, &mut budget) {
        Some(true) => Ok(Some(board)),
        Some(false) => Ok(None),
        None => Err(()),
    }
}

/// Fills the empty rows; `None` when the budget ran out.
fn fill(n: usize, board: &mut Vec<u8>, budget: &mut u64) -> Option<bool> {
    *budget = budget.checked_sub(1)?;
    let b = Board { n, values: board };
    let Some((row, free)) = (0..n)
        .filter(|&r| board[r] == 0)
        .map(|r| (r, b.free_in(r)))
        .min_by_key(|(_, free)| free.len())
    else {
        return Some(true);
    };
    for c in free {
        board[row] = c as u8 + 1;
        if fill(n, board, budget)? {
            return Some(true);
        }
    }
    board[row] = 0;
    Some(false)
}

/// A check of the queens: do they attack each other, can they still be
/// completed? The outcome and the queens marked (square, 1).
pub fn check(n: usize, values: &[u8]) -> (Checked, Vec<(usize, u8)>) {
    let board = Board { n, values };
    let placed = board.queens().count();
    if placed == 0 {
        return (Checked::Nothing, Vec::new());
    }
    if let Some((a, b)) = board.attack() {
        return (Checked::Wrong { count: 2 }, vec![(a, 1), (b, 1)]);
    }
    match completion(n, values) {
        Ok(Some(_)) => (
            Checked::Right {
                entries: placed,
                left: n - placed,
            },
            Vec::new(),
        ),
        Ok(None) => (Checked::NoCompletion, Vec::new()),
        Err(()) => (Checked::Unknown, Vec::new()),
    }
}

/// The next hint: a queen attacked, a queen no solution keeps, a row
/// with one free square, else a queen of a completion. The hint's cell
/// is a square; its value 1 places a queen there, [`HintReason::Wrong`]
/// and [`QueensReason::Blocks`] lift it.
pub fn queens_hint(n: usize, values: &[u8]) -> Option<Hint> {
    let board = Board { n, values };
    let hint = |cell, reason| {
        Some(Hint {
            cell,
            value: 1,
            reason,
        })
    };
    if let Some((_, later)) = board.attack() {
        return hint(later, HintReason::Wrong);
    }
    let Ok(done) = completion(n, values) else {
        return None;
    };
    let Some(done) = done else {
        // The last queen whose lifting lets the others be completed.
        let blocking = board
            .queens()
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .find(|&(r, _)| {
                let mut without = values.to_vec();
                without[r] = 0;
                matches!(completion(n, &without), Ok(Some(_)))
            })?;
        return hint(
            blocking.0 * n + blocking.1,
            HintReason::Queens(QueensReason::Blocks),
        );
    };
    let empty = || (0..n).filter(|&r| values[r] == 0);
    if let Some(row) = empty().find(|&r| board.free_in(r).len() == 1) {
        let col = board.free_in(row)[0];
        return hint(row * n + col, HintReason::Queens(QueensReason::OneSquare));
    }
    let row = empty().next()?;
    hint(
        row * n + usize::from(done[row]) - 1,
        HintReason::FromSolution,
    )
}

impl HandPlay for Queens {
    /// A board past 32 columns is drawn as one image, with no square to
    /// click: it is watched, not played.
    fn how_to_play(&self) -> Option<T> {
        (!self.is_wide()).then_some(T::QueensHowTo)
    }

    fn entry(&self, entries: Entries, i: usize) -> u8 {
        // A square: 1 where its row's queen stands.
        let (row, col) = (i / self.n(), i % self.n());
        u8::from(entries.values.get(row) == Some(&(col as u8 + 1)))
    }

    fn entry_max(&self) -> Option<u8> {
        u8::try_from(self.n()).ok()
    }

    fn check_by_hand(&self, entries: Entries, _: &Solutions) -> Option<CheckOutcome> {
        Some(check(self.n(), entries.values))
    }

    /// Any of the many solutions: every row's queen, none attacked.
    fn solved_by_hand(&self, entries: Entries) -> Option<bool> {
        let board = Board {
            n: self.n(),
            values: entries.values,
        };
        let full = entries.values.iter().all(|&v| v != 0);
        Some(full && board.attack().is_none())
    }

    fn hint_by_hand(&self, entries: Entries, _: &Solutions) -> Option<Option<Hint>> {
        Some(queens_hint(self.n(), entries.values))
    }

    fn hint_words(&self, hint: &Hint, level: u8, lang: Lang) -> Option<String> {
        Some(queens_hint_text(hint, level, self.n(), lang))
    }

    fn hint_squares(&self, hint: &Hint) -> Option<Vec<usize>> {
        let n = self.n();
        (hint.reason == HintReason::Queens(QueensReason::OneSquare))
            .then(|| line_squares(HouseKind::Row(hint.cell / n), n, n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_check_says_whether_the_queens_can_still_be_completed() {
        assert_eq!(check(8, &[0; 8]).0, Checked::Nothing);
        let mut values = [0u8; 8];
        values[0] = 1;
        assert_eq!(
            check(8, &values).0,
            Checked::Right {
                entries: 1,
                left: 7
            }
        );
        values[1] = 2;
        assert_eq!(
            check(8, &values),
            (Checked::Wrong { count: 2 }, vec![(0, 1), (9, 1)])
        );
        // r1c1 and r2c3 attack nothing of each other, but in 4-queens no
        // solution has a queen in a corner.
        assert_eq!(check(4, &[1, 0, 0, 0]).0, Checked::NoCompletion);
    }

    #[test]
    fn hints_lift_an_attacked_queen_then_a_blocking_one_then_place_a_solution() {
        let attacked = queens_hint(8, &[1, 2, 0, 0, 0, 0, 0, 0]).unwrap();
        assert_eq!((attacked.cell, attacked.reason), (9, HintReason::Wrong));
        let blocked = queens_hint(4, &[1, 0, 0, 0]).unwrap();
        assert_eq!(
            (blocked.cell, blocked.reason),
            (0, HintReason::Queens(QueensReason::Blocks))
        );
        // 4-queens with r1c2: r2 has only c4 free.
        let forced = queens_hint(4, &[2, 0, 0, 0]).unwrap();
        assert_eq!(
            (forced.cell, forced.reason),
            (7, HintReason::Queens(QueensReason::OneSquare))
        );
        // Hints alone solve 8 queens from an empty board.
        let mut values = vec![0u8; 8];
        while let Some(h) = queens_hint(8, &values) {
            let (row, col) = (h.cell / 8, h.cell % 8);
            values[row] = if h.reason == HintReason::Wrong {
                0
            } else {
                col as u8 + 1
            };
        }
        assert!(values.iter().all(|&v| v != 0));
        assert_eq!(
            check(8, &values).0,
            Checked::Right {
                entries: 8,
                left: 0
            }
        );
    }
}
