//! The life of a run: starting it, asking the worker for what the screen
//! needs next (one request at a time), the clock, a worker that died.
//! Its answers are taken in `replies.rs`.

use crate::page::model::{Command, CursorGoal, Model};
use crate::page::run::speed::{owed_after, SPEEDS};
use crate::page::workers::{CountPool, Worker};
use std::rc::Rc;

use crate::page::WorkerNote;
use crate::page::{ModeKind, Note, Run, Subject};
use crate::protocol::{Mode, Request};
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;

/// The most time one request may keep the worker: short, so that pause
/// and cancel are prompt.
const SLICE_MS: f64 = 200.0;
/// A seek or a find may take longer (it is one click).
const SEEK_MS: f64 = 400.0;

impl Model {
    /// Sends `request` to the run's worker.
    pub(in crate::page) fn send(&mut self, request: Request, now: f64, out: &mut Vec<Command>) {
        self.workers.watchdog.send(Worker::Run, request, now, out);
    }

    /// A fresh worker for the run (the old one's replies are dropped).
    pub(in crate::page) fn new_run_worker(&mut self, out: &mut Vec<Command>) {
        self.workers.watchdog.start(Worker::Run, out);
        self.run.stale_replies = 0;
    }

    /// Forgets the run; replies still on their way from it are ignored.
    pub(in crate::page) fn reset_run(&mut self, out: &mut Vec<Command>) {
        if let Some(pool) = self.run.current.as_ref().and_then(|r| r.pool.as_ref()) {
            for index in 0..pool.workers() {
                let count = pool.id();
                self.workers
                    .watchdog
                    .stop(Worker::Counter { count, index }, out);
            }
        }
        self.run.current = None;
        self.run.facts = None;
        self.run.cursor.playing = false;
        self.run.cursor.goal = None;
        self.run.cursor.browsing = None;
        self.run.stale_replies = self.workers.watchdog.unanswered(Worker::Run);
    }

    /// Starts a run if there is none; false if the grid cannot be solved.
    pub(in crate::page) fn ensure_run(&mut self, now: f64, out: &mut Vec<Command>) -> bool {
        if self.run.current.is_some() {
            return true;
        }
        // A puzzle of the learner's own (or an article's program)
        // declares its board: the grid on the page need not be
        // solvable, and is not what is searched.
        let own = self.mode.lab().is_some_and(|l| l.declares_board());
        let puzzle = match self.document.editor().solvable() {
            Ok(p) => p,
            Err(_) if own => self.document.editor().puzzle().clone(),
            Err(e) => {
                self.screen.say(Note::CannotStart(e));
                return false;
            }
        };
        self.screen.say_unless_held(None);
        if let Some(lab) = self.mode.lab_mut() {
            // A fresh Python for every run of the learner's code.
            let start = lab.run_starts(&puzzle, self.choices.mode(), self.choices.seed());
            self.workers
                .watchdog
                .start_python(Worker::Run, start.python, out);
            self.send(Request::Lab(Box::new(start)), now, out);
            let subject = match own {
                true => Subject::Own(None),
                false => Subject::Puzzle(Rc::new(puzzle)),
            };
            self.run.current = Some(Run::new(subject, None));
            return true;
        }
        let pool = self.pooled_count(&puzzle).map(|n| {
            self.workers.pools += 1;
            let pool = CountPool::new(self.workers.pools, n, self.workers.cores, now);
            // Started now, so that they are loaded when the count starts.
            for index in 0..pool.workers() {
                let count = pool.id();
                self.workers
                    .watchdog
                    .start(Worker::Counter { count, index }, out);
            }
            pool
        });
        let mode = if pool.is_some() {
            Mode::Boards
        } else {
            self.choices.mode()
        };
        self.send(
            Request::Start {
                puzzle: puzzle.spec(),
                strategy: self.choices.strategy(),
                mode,
            },
            now,
            out,
        );
        self.run.current = Some(Run::new(Subject::Puzzle(Rc::new(puzzle)), pool));
        true
    }

    /// The N of an N-Queens count worth sharing among workers: all
    /// solutions, `fast`, ten queens or more.
    fn pooled_count(&self, puzzle: &AnyPuzzle) -> Option<u8> {
        // The pool counts N-Queens alone (its workers split the first rows).
        let n = crate::kinds::kind_of(puzzle).queens_n()?;
        let pooled = self.choices.strategy() == Strategy::Fast
            && self.choices.mode() == Mode::All
            && n >= 10;
        pooled.then(|| u8::try_from(n).ok()).flatten()
    }

    /// Asks the worker for what the screen needs next, if nothing is on
    /// its way.
    pub(in crate::page) fn pull(&mut self, now: f64, out: &mut Vec<Command>) {
        if self.keep_sharing(now, out) {
            return;
        }
        let busy = self.busy();
        let Some(run) = &mut self.run.current else {
            return;
        };
        if let Some(pool) = &mut run.pool {
            if busy {
                for (index, request) in pool.deal() {
                    let counter = Worker::Counter {
                        count: pool.id(),
                        index,
                    };
                    self.workers.watchdog.send(counter, request, now, out);
                }
            }
            if run.boards_done {
                return;
            }
        }
        // A run going to its end need not wait for the start's answer:
        // its first slice follows the start at once, a round trip sooner.
        let unanswered = self.workers.watchdog.unanswered(Worker::Run);
        let after_start = run.stepping.is_none()
            && unanswered == 1
            && self.run.cursor.goal == Some(CursorGoal::End)
            && run.pool.is_none();
        if unanswered > 0 && !after_start {
            return;
        }
        if let Some(request) = self.share_request() {
            self.send(request, now, out);
            return;
        }
        if let Some(request) = self.request_for_the_cursor() {
            self.send(request, now, out);
        }
    }

    /// What to ask the run's worker for, for where the cursor is going
    /// and the animation: `None` when nothing is wanted.
    fn request_for_the_cursor(&mut self) -> Option<Request> {
        // An embed's play stops at the range's last step.
        let room = self.lesson.embed_room(self.step());
        // The Dutch program's disclosure goes on to the next turn (not in
        // an embed, whose play stops at its range's last step).
        let turns = SPEEDS[self.choices.speed()].turns && room.is_none();
        let room = room.unwrap_or(u64::MAX) as f64;
        let run = self.run.current.as_mut()?;
        let known = run.known();
        let request = match (run.stepping, self.run.cursor.goal) {
            (None, Some(CursorGoal::End)) => Request::RunFor {
                millis: SLICE_MS,
                known,
            },
            (None, _) => return None,
            (Some(false), Some(CursorGoal::End)) if !run.fast.finished => Request::RunFor {
                millis: SLICE_MS,
                known,
            },
            (Some(false), _) => return None,
            (Some(true), Some(CursorGoal::Step(step) | CursorGoal::HiddenStep(step))) => {
                Request::Seek {
                    step,
                    millis: SEEK_MS,
                    known,
                }
            }
            (Some(true), Some(CursorGoal::Find(target, forward))) => Request::Find {
                target,
                forward,
                millis: SEEK_MS,
                known,
            },
            (Some(true), Some(CursorGoal::End)) => Request::RunFor {
                millis: SLICE_MS,
                known,
            },
            (Some(true), None)
                if self.run.cursor.playing && self.run.cursor.events_owed >= 1.0 && turns =>
            {
                self.run.cursor.events_owed -= 1.0;
                Request::NextTurn {
                    millis: SEEK_MS,
                    known,
                }
            }
            (Some(true), None) if self.run.cursor.playing && self.run.cursor.events_owed >= 1.0 => {
                let events = self.run.cursor.events_owed.floor().min(room.max(1.0));
                self.run.cursor.events_owed -= events;
                Request::Advance {
                    events: events as u32,
                    known,
                }
            }
            (Some(true), None) => return None,
        };
        Some(request)
    }

    /// The clock's part of a tick: workers silent too long replaced, the
    /// animation's events owed.
    pub(in crate::page) fn tick(&mut self, now: f64, out: &mut Vec<Command>) {
        let dt = (now - self.run.cursor.last_tick).max(0.0);
        self.run.cursor.last_tick = now;
        if self.replace_silent(now, out) {
            return;
        }
        if self.run.cursor.playing {
            self.run.cursor.events_owed =
                owed_after(self.run.cursor.events_owed, self.choices.speed(), dt);
            if let Some(run) = &mut self.run.current {
                run.elapsed_ms += dt;
            }
        }
    }

    /// The worker died: a fresh one replays the run from the puzzle,
    /// strategy and seed up to where it was (or was going), and goes on
    /// as it did (playing, or to the end).
    pub(in crate::page) fn replace_run_worker(&mut self, now: f64, out: &mut Vec<Command>) {
        self.new_run_worker(out);
        let stepping = self
            .run
            .current
            .as_ref()
            .is_some_and(|r| r.stepping == Some(true));
        let reached = self.step();
        let want = match self.run.cursor.goal {
            Some(CursorGoal::HiddenStep(_)) | None => Some(CursorGoal::Step(reached)),
            other => other,
        };
        let playing = self.run.cursor.playing;
        self.reset_run(out);
        self.run.stale_replies = 0;
        if self.ensure_run(now, out) {
            self.run.cursor.goal = if stepping {
                want
            } else {
                Some(CursorGoal::End)
            };
            self.run.cursor.playing = playing;
            // Predict mode asks again of the step the fresh worker brings.
            if let Some(p) = self.mode.predict_mut() {
                p.forget_held();
            }
        } else {
            self.mode.leave(ModeKind::Predict);
        }
        self.screen.say(Note::Worker(WorkerNote::Died(reached)));
    }
}
