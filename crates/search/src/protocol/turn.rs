//! The next turn of a run: where the search, having gone forward, first
//! steps back, or having stepped back, first goes forward again. The
//! Dutch program's disclosure mode shows the grid there and only there.

use super::cursor::{Cursor, Deadline};
use super::find::Found;
use crate::engine::Event;

/// Which way the search goes at a `Place` (forward) or an `Undo` (back);
/// `None` for the other events.
fn heading_of(event: &Event) -> Option<bool> {
    match event {
        Event::Place { .. } => Some(true),
        Event::Undo { .. } => Some(false),
        _ => None,
    }
}

impl Cursor {
    /// Moves to the next turn: the next `Place` after steps back (or from
    /// the start), or the next `Undo` after steps forward. Where the run
    /// turns no more, the cursor stops at its end (`Found::No`).
    pub fn next_turn(&mut self, out_of_time: Deadline) -> Found {
        let forward = self.heading();
        let mut looked = 0u32;
        loop {
            match self.advance_one() {
                Some(event) => {
                    if heading_of(&event).is_some_and(|h| Some(h) != forward) {
                        return Found::Yes;
                    }
                }
                None => return Found::No,
            }
            looked += 1;
            if looked % 4096 == 0 && out_of_time() {
                return Found::NotYet;
            }
        }
    }

    /// Which way the search was last going, at the cursor or before it
    /// (`None` before its first step forward).
    fn heading(&self) -> Option<bool> {
        let at = self.at();
        self.event.and_then(|e| heading_of(&e)).or_else(|| {
            let turning = |e: &Event| heading_of(e).is_some();
            self.last_event_before(at, turning)
                .and_then(|(_, e)| heading_of(&e))
        })
    }
}
