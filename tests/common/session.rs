//! The worker's session, as the tests drive it: a puzzle's document, a
//! clock that stands still, and the moment a request brings.

use btlab::protocol::{Moment, Reply, Request, Session};

/// The JSON document of `puzzle`: a document as it is, else a Sudoku's
/// line of givens.
pub fn doc(puzzle: &str) -> String {
    if puzzle.starts_with('{') {
        puzzle.to_string()
    } else {
        format!(r#"{{"kind":"sudoku","givens":"{puzzle}"}}"#)
    }
}

/// A clock that stands still: a session's time slices never run out.
pub fn clock() -> f64 {
    0.0
}

/// The moment `request` brings `session` to, its work's time left out
/// (moments of one run compare equal, however long they took).
pub fn moment(session: &mut Option<Session>, request: Request) -> Moment {
    match Session::handle(session, request, &clock) {
        Reply::Moment(mut m) => {
            m.work_ms = 0.0;
            *m
        }
        other => panic!("{other:?}"),
    }
}
