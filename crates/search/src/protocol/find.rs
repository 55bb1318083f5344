//! Jumps to the next or previous solution or backtrack of a run.

use super::cursor::{Cursor, Deadline};
use crate::engine::Event;
use serde::{Deserialize, Serialize};

/// What to look for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// A `Solution` event.
    Solution,
    /// An `Undo` event: a step back.
    Backtrack,
}

/// How a look ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// The cursor is at the event looked for.
    Yes,
    /// There is none that way; the cursor is where it was.
    No,
    /// The time ran out; the cursor is somewhere on the way.
    NotYet,
}

impl Cursor {
    /// Moves to the next (`forward`) or previous event of `target`.
    pub fn find(&mut self, target: Target, forward: bool, out_of_time: Deadline) -> Found {
        match (target, forward) {
            (Target::Solution, true) => self.next_solution(out_of_time),
            (Target::Solution, false) => {
                let at = self.at();
                match self.solution_steps.iter().rev().find(|&&s| s < at) {
                    Some(&s) => self.seek_found(s, out_of_time),
                    None => Found::No,
                }
            }
            (Target::Backtrack, true) => self.next_backtrack(out_of_time),
            (Target::Backtrack, false) => match self.previous_backtrack() {
                Some(s) => self.seek_found(s, out_of_time),
                None => Found::No,
            },
        }
    }

    fn seek_found(&mut self, step: u64, out_of_time: Deadline) -> Found {
        if self.seek(step, out_of_time) {
            Found::Yes
        } else {
            Found::NotYet
        }
    }

    fn next_solution(&mut self, out_of_time: Deadline) -> Found {
        let at = self.at();
        if let Some(&s) = self.solution_steps.iter().find(|&&s| s > at) {
            return self.seek_found(s, out_of_time);
        }
        // None met yet past the cursor: go on until the run meets one.
        let known = self.solution_steps.len();
        let start = at;
        loop {
            if self.solution_steps.len() > known {
                let s = self.solution_steps[known];
                return self.seek_found(s, out_of_time);
            }
            if self.end.is_some_and(|end| self.at() >= end) {
                // Nothing further: back to where the look started.
                return match self.seek(start, out_of_time) {
                    true => Found::No,
                    false => Found::NotYet,
                };
            }
            if out_of_time() {
                return Found::NotYet;
            }
            let step = self.at().max(self.covered);
            if !self.forward_to(step + (1 << 16), out_of_time) {
                return Found::NotYet;
            }
        }
    }

    fn next_backtrack(&mut self, out_of_time: Deadline) -> Found {
        let start = self.at();
        let mut looked = 0u32;
        loop {
            match self.advance_one() {
                Some(Event::Undo { .. }) => return Found::Yes,
                Some(_) => {}
                None => {
                    return match self.seek(start, out_of_time) {
                        true => Found::No,
                        false => Found::NotYet,
                    }
                }
            }
            looked += 1;
            if looked % 4096 == 0 && out_of_time() {
                return Found::NotYet;
            }
        }
    }

    /// The step of the last `Undo` before the cursor.
    fn previous_backtrack(&self) -> Option<u64> {
        let undo = |e: &Event| matches!(e, Event::Undo { .. });
        self.last_event_before(self.at(), undo)
            .map(|(step, _)| step)
    }

    /// The last event before step `before` that `wanted` accepts, with its
    /// step, scanning back one snapshot's segment at a time.
    pub(super) fn last_event_before(
        &self,
        before: u64,
        wanted: impl Fn(&Event) -> bool,
    ) -> Option<(u64, Event)> {
        let mut segment_end = before;
        for start in self.snapshot_steps_before(before) {
            let (from, mut search) = self.snapshot_before(start);
            let mut last = None;
            let mut step = from;
            while step + 1 < segment_end {
                let event = search.step();
                step = search.step_index();
                if wanted(&event) {
                    last = Some((step, event));
                }
                if event == Event::Exhausted {
                    break;
                }
            }
            if last.is_some() {
                return last;
            }
            segment_end = start + 1;
        }
        None
    }
}
