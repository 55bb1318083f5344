//! The life of a run: starting it, asking the worker for what the screen
//! needs next (one request at a time), the clock, a fresh worker.
//! Its answers are taken in `replies.rs`.

use std::rc::Rc;

use crate::page::model::{Command, CursorGoal};
use crate::page::run::choices::Choices;
use crate::page::run::part::RunPart;
use crate::page::run::speed::{owed_after, SPEEDS};
use crate::page::workers::Workers;
use crate::page::workers::{CountPool, Watchdog, Worker};
use crate::page::{Editor, Lab, Note, Run, Subject};
use crate::protocol::{LabStart, Mode, Request};
use crate::puzzles::{AnyPuzzle, MAX_QUEENS};
use crate::solve::runs_on;
use crate::strategy::Strategy;

/// The most time one request may keep the worker: short, so that pause
/// and cancel are prompt.
const SLICE_MS: f64 = 200.0;
/// A seek or a find may take longer (it is one click).
const SEEK_MS: f64 = 400.0;

/// What a run starts with.
pub(in crate::page) enum RunStart {
    /// The learner's code, in a fresh Python: on the page's puzzle, or on
    /// a board of its own (`Subject::Own`, known once it has run).
    Lab(Box<LabStart>, Subject),
    /// The page's puzzle, searched by the chosen strategy.
    Search(AnyPuzzle),
}

impl RunStart {
    /// What a run starts with on the page now: the Lab's code, if the
    /// Lab is open (on the grid, or on the board the code declares, for
    /// which the grid on the page need not be solvable), else the grid
    /// searched by the chosen strategy; why not, if the grid cannot be
    /// solved.
    pub fn choose(
        lab: Option<&mut Lab>,
        editor: &Editor,
        choices: &Choices,
    ) -> Result<RunStart, Note> {
        let own = lab.as_ref().is_some_and(|l| l.declares_board());
        let puzzle = match editor.solvable() {
            Ok(p) => p,
            Err(_) if own => editor.puzzle().clone(),
            Err(e) => return Err(Note::CannotStart(e)),
        };
        let Some(lab) = lab else {
            if !runs_on(&puzzle, choices.strategy(), choices.mode().limit()) {
                return Err(Note::WideQueens(puzzle.cells()));
            }
            return Ok(RunStart::Search(puzzle));
        };
        let start = lab.run_starts(&puzzle, choices.mode(), choices.seed());
        let subject = match own {
            true => Subject::Own(None),
            false => Subject::Puzzle(Rc::new(puzzle)),
        };
        Ok(RunStart::Lab(Box::new(start), subject))
    }
}

/// Where a run was when its worker died, for the fresh worker's replay.
#[derive(Clone, Copy, Debug)]
pub(in crate::page) struct WasAt {
    /// The step on screen.
    pub reached: u64,
    /// The run stepped (`fast` goes to its end again).
    stepping: bool,
    /// Where the cursor was going (the step on screen, if it stood).
    want: Option<CursorGoal>,
    /// The run played.
    playing: bool,
}

/// What the run's next request depends on beyond the run part: the
/// speed, whether the page's run moves at all, and an embed's room.
#[derive(Clone, Copy, Debug)]
pub(in crate::page) struct Pace {
    /// The speed chosen (an index into [`SPEEDS`]).
    pub speed: usize,
    /// Whether the run is playing or going to its end (not a race's).
    pub busy: bool,
    /// Whether a run to its end would be shared now (see
    /// [`RunPart::may_share`]).
    pub may_share: bool,
    /// The steps an embed's play has left, if the page is an embed.
    pub room: Option<u64>,
}

impl RunPart {
    /// A fresh worker for the run (the old one's replies are dropped).
    pub(in crate::page) fn new_worker(&mut self, watchdog: &mut Watchdog, out: &mut Vec<Command>) {
        watchdog.start(Worker::Run, out);
        self.stale_replies = 0;
    }

    /// The run's worker died: a fresh one is started, the run is
    /// forgotten (the dead worker owes nothing), and where it was is
    /// given back for [`RunPart::go_on_as`].
    pub(in crate::page) fn replacing_worker(
        &mut self,
        watchdog: &mut Watchdog,
        out: &mut Vec<Command>,
    ) -> WasAt {
        self.new_worker(watchdog, out);
        let reached = self.step();
        let was = WasAt {
            reached,
            stepping: self
                .current
                .as_ref()
                .is_some_and(|r| r.stepping == Some(true)),
            want: match self.cursor.goal {
                Some(CursorGoal::HiddenStep(_)) | None => Some(CursorGoal::Step(reached)),
                other => other,
            },
            playing: self.cursor.playing,
        };
        self.reset(watchdog, out);
        self.stale_replies = 0;
        was
    }

    /// The run started afresh goes where the one replaced was going, as
    /// it went (playing, or to the end).
    pub(in crate::page) fn go_on_as(&mut self, was: &WasAt) {
        self.cursor.goal = match was.stepping {
            true => was.want,
            false => Some(CursorGoal::End),
        };
        self.cursor.playing = was.playing;
    }

    /// Forgets the run; replies still on their way from it are ignored.
    pub(in crate::page) fn reset(&mut self, watchdog: &mut Watchdog, out: &mut Vec<Command>) {
        if let Some(pool) = self.current.as_ref().and_then(|r| r.pool.as_ref()) {
            for index in 0..pool.workers() {
                let count = pool.id();
                watchdog.stop(Worker::Counter { count, index }, out);
            }
        }
        self.current = None;
        self.facts = None;
        self.cursor.playing = false;
        self.cursor.goal = None;
        self.cursor.browsing = None;
        self.stale_replies = watchdog.unanswered(Worker::Run);
    }

    /// Starts a run from `start`, asking its worker (and a count's
    /// workers) at `now`.
    pub(in crate::page) fn start(
        &mut self,
        start: RunStart,
        choices: &Choices,
        workers: &mut Workers,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        let watchdog = &mut workers.watchdog;
        let puzzle = match start {
            RunStart::Lab(start, subject) => {
                // A fresh Python for every run of the learner's code.
                watchdog.start_python(Worker::Run, start.python, out);
                watchdog.send(Worker::Run, Request::Lab(start), now, out);
                self.current = Some(Run::new(subject, None));
                return;
            }
            RunStart::Search(puzzle) => puzzle,
        };
        let pool = pooled_count(&puzzle, choices).map(|n| {
            workers.pools += 1;
            let pool = CountPool::new(workers.pools, n, workers.cores, now);
            // Started now, so that they are loaded when the count starts.
            for index in 0..pool.workers() {
                let count = pool.id();
                watchdog.start(Worker::Counter { count, index }, out);
            }
            pool
        });
        let mode = if pool.is_some() {
            Mode::Boards
        } else {
            choices.mode()
        };
        let request = Request::Start {
            puzzle: puzzle.spec(),
            strategy: choices.strategy(),
            mode,
        };
        watchdog.send(Worker::Run, request, now, out);
        self.current = Some(Run::new(Subject::Puzzle(Rc::new(puzzle)), pool));
    }

    /// Asks the worker for what the screen needs next, if nothing is on
    /// its way.
    pub(in crate::page) fn pull(
        &mut self,
        pace: Pace,
        workers: &mut Workers,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        if self.keep_sharing(workers, now, out) {
            return;
        }
        let watchdog = &mut workers.watchdog;
        let Some(run) = &mut self.current else { return };
        if let Some(pool) = &mut run.pool {
            if pace.busy {
                for (index, request) in pool.deal() {
                    let counter = Worker::Counter {
                        count: pool.id(),
                        index,
                    };
                    watchdog.send(counter, request, now, out);
                }
            }
            if run.boards_done {
                return;
            }
        }
        // A run going to its end need not wait for the start's answer:
        // its first slice follows the start at once, a round trip sooner.
        let unanswered = watchdog.unanswered(Worker::Run);
        let after_start = run.stepping.is_none()
            && unanswered == 1
            && self.cursor.goal == Some(CursorGoal::End)
            && run.pool.is_none();
        if unanswered > 0 && !after_start {
            return;
        }
        let wanted = self
            .share_request(workers.cores, pace.may_share)
            .or_else(|| self.request_for_the_cursor(pace));
        if let Some(request) = wanted {
            workers.watchdog.send(Worker::Run, request, now, out);
        }
    }

    /// What to ask the run's worker for, for where the cursor is going
    /// and the animation: `None` when nothing is wanted.
    fn request_for_the_cursor(&mut self, pace: Pace) -> Option<Request> {
        // The Dutch program's disclosure goes on to the next turn (not in
        // an embed, whose play stops at its range's last step).
        let turns = SPEEDS[pace.speed].turns && pace.room.is_none();
        let room = pace.room.unwrap_or(u64::MAX) as f64;
        let run = self.current.as_mut()?;
        let known = run.known();
        let request = match (run.stepping, self.cursor.goal) {
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
                if self.cursor.playing && self.cursor.events_owed >= 1.0 && turns =>
            {
                self.cursor.events_owed -= 1.0;
                Request::NextTurn {
                    millis: SEEK_MS,
                    known,
                }
            }
            (Some(true), None) if self.cursor.playing && self.cursor.events_owed >= 1.0 => {
                let events = self.cursor.events_owed.floor().min(room.max(1.0));
                self.cursor.events_owed -= events;
                Request::Advance {
                    events: events as u32,
                    known,
                }
            }
            (Some(true), None) => return None,
        };
        Some(request)
    }

    /// Counting worker `index` of the run's count was started afresh:
    /// the rows it held are dealt again.
    pub(in crate::page) fn counter_replaced(&mut self, index: usize) {
        if let Some(pool) = self.current.as_mut().and_then(|r| r.pool.as_mut()) {
            pool.replaced(index);
        }
    }

    /// The clock's part of a tick at `now`: the time since the last one.
    pub(in crate::page) fn clock(&mut self, now: f64) -> f64 {
        let dt = (now - self.cursor.last_tick).max(0.0);
        self.cursor.last_tick = now;
        dt
    }

    /// The animation's part of a tick `dt` ms long at `speed`: the
    /// events it owes the screen, the run's clock.
    pub(in crate::page) fn advance(&mut self, dt: f64, speed: usize) {
        if self.cursor.playing {
            self.cursor.events_owed = owed_after(self.cursor.events_owed, speed, dt);
            if let Some(run) = &mut self.current {
                run.elapsed_ms += dt;
            }
        }
    }
}

/// The N of an N-Queens count worth sharing among workers: all
/// solutions, `fast`, ten queens or more.
fn pooled_count(puzzle: &AnyPuzzle, choices: &Choices) -> Option<u8> {
    // The pool counts N-Queens alone (its workers split the first rows).
    let n = crate::kinds::kind_of(puzzle).queens_n()?;
    let pooled = choices.strategy() == Strategy::Fast
        && choices.mode() == Mode::All
        && (10..=MAX_QUEENS).contains(&n);
    pooled.then(|| u8::try_from(n).ok()).flatten()
}
