//! The worker's side of an N-Queens count shared among workers: each
//! counting worker counts the pieces dealt to it, a slice of time at a
//! time ([`Request::CountQueens`]).

use super::session::{failed, Session, SessionRun};
use super::{Mode, Reply};
use crate::fast::{QueensPiece, QueensTask};
use crate::puzzles::MAX_QUEENS;

/// About the most time one `CountQueens` may take, and how many steps of
/// the count (a few nanoseconds each) go between two looks at the clock.
const PIECE_MILLIS: f64 = 500.0;
const PIECE_STEPS_PER_CHECK: u64 = 1 << 18;

impl Session {
    /// [`Request::CountQueens`]: counts on in one piece of an N-Queens
    /// count for about [`PIECE_MILLIS`], keeping the piece in `session`
    /// if it is not finished.
    pub(super) fn count_queens(
        session: &mut Option<Session>,
        n: u8,
        task: QueensTask,
        now: &dyn Fn() -> f64,
    ) -> Reply {
        let n = usize::from(n);
        if n > MAX_QUEENS || !task.is_piece_of(n) {
            return failed(format!("no piece {task:?} in a count of {n} queens"));
        }
        // The same piece asked for again goes on where it stopped.
        let mut piece = match session.take() {
            Some(Session {
                run: SessionRun::Piece { n: begun, piece },
                ..
            }) if begun == n && piece.task() == task => piece,
            _ => Box::new(QueensPiece::new(n, task)),
        };
        let finished = count_piece(&mut piece, now);
        let solutions = piece.solutions();
        if !finished {
            *session = Some(Session::new(
                Mode::All,
                false,
                SessionRun::Piece { n, piece },
            ));
        }
        Reply::QueensCounted {
            task,
            solutions,
            finished,
        }
    }
}

/// Counts on in `piece` for about [`PIECE_MILLIS`]; whether it finished.
fn count_piece(piece: &mut QueensPiece, now: &dyn Fn() -> f64) -> bool {
    let deadline = now() + PIECE_MILLIS;
    loop {
        let mut budget = PIECE_STEPS_PER_CHECK;
        if piece.advance(&mut budget) {
            return true;
        }
        if now() >= deadline {
            return false;
        }
    }
}
