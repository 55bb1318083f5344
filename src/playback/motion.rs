//! The life of a run: starting it, asking the worker for what the screen
//! needs next (one request at a time), taking its answers, the clock.

use std::rc::Rc;

use super::model::{Command, Model, Want};
use super::speed::SPEEDS;
use super::{CountPool, Note, Run, Sharing, Taught};
use crate::protocol::{Mode, Reply, Request};
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;

/// A request unanswered this long means the worker died.
pub const WATCHDOG_MS: f64 = 8000.0;
/// The most time one request may keep the worker: short, so that pause
/// and cancel are prompt.
const SLICE_MS: f64 = 200.0;
/// A seek or a find may take longer (it is one click).
const SEEK_MS: f64 = 400.0;
/// The most events the animation may owe (a quarter second's worth).
const OWED_SECONDS: f64 = 0.25;

impl Model {
    pub(super) fn send(&mut self, request: Request, now: f64, out: &mut Vec<Command>) {
        if self.channel.in_flight == 0 {
            self.channel.sent_at = now;
        }
        self.channel.in_flight += 1;
        out.push(Command::Send(request));
    }

    /// Forgets the run; replies still on their way from it are ignored.
    pub(super) fn reset_run(&mut self, out: &mut Vec<Command>) {
        if self.run.as_ref().is_some_and(|r| r.pool.is_some()) {
            out.push(Command::DropPool);
        }
        self.run = None;
        self.taught = None;
        self.playing = false;
        self.want = None;
        self.browsing = None;
        self.channel.discard = self.channel.in_flight;
    }

    /// Starts a run if there is none; false if the grid cannot be solved.
    pub(super) fn ensure_run(&mut self, now: f64, out: &mut Vec<Command>) -> bool {
        if self.run.is_some() {
            return true;
        }
        let puzzle = match self.editor.solvable() {
            Ok(p) => p,
            Err(e) => {
                self.note = Some(Note::CannotStart(e.to_string()));
                return false;
            }
        };
        self.note = None;
        let pool = self.pooled_count(&puzzle).map(|n| {
            self.pools += 1;
            out.push(Command::SpawnPool {
                id: self.pools,
                workers: self.cores,
            });
            CountPool::new(self.pools, n, self.cores, now)
        });
        let mode = if pool.is_some() {
            Mode::Boards
        } else {
            self.mode
        };
        self.send(
            Request::Start {
                puzzle: puzzle.spec(),
                strategy: self.strategy,
                mode,
            },
            now,
            out,
        );
        self.run = Some(Run::new(puzzle, pool));
        true
    }

    /// The N of an N-Queens count worth sharing among workers: all
    /// solutions, `fast`, ten queens or more.
    fn pooled_count(&self, puzzle: &AnyPuzzle) -> Option<u8> {
        match puzzle {
            AnyPuzzle::Queens(q)
                if self.strategy == Strategy::Fast && self.mode == Mode::All && q.n() >= 10 =>
            {
                u8::try_from(q.n()).ok()
            }
            _ => None,
        }
    }

    /// Asks the worker for what the screen needs next, if nothing is on
    /// its way.
    pub(super) fn pull(&mut self, now: f64, out: &mut Vec<Command>) {
        if self.keep_sharing(now, out) {
            return;
        }
        let busy = self.busy();
        let Some(run) = &mut self.run else { return };
        if let Some(pool) = &mut run.pool {
            if busy {
                for (worker, request) in pool.deal(now) {
                    out.push(Command::PoolSend { worker, request });
                }
            }
            if run.boards_done {
                return;
            }
        }
        // A run going to its end need not wait for the start's answer:
        // its first slice follows the start at once, a round trip sooner.
        let after_start = run.stepping.is_none()
            && self.channel.in_flight == 1
            && self.want == Some(Want::End)
            && run.pool.is_none();
        if self.channel.in_flight > 0 && !after_start {
            return;
        }
        if let Some(request) = self.share_request() {
            self.send(request, now, out);
            return;
        }
        let Some(run) = &mut self.run else { return };
        let known = run.known();
        let request = match (run.stepping, self.want) {
            (None, Some(Want::End)) => Request::RunFor {
                millis: SLICE_MS,
                known,
            },
            (None, _) => return,
            (Some(false), Some(Want::End)) if !run.fast.finished => Request::RunFor {
                millis: SLICE_MS,
                known,
            },
            (Some(false), _) => return,
            (Some(true), Some(Want::Step(step) | Want::Peek(step))) => Request::Seek {
                step,
                millis: SEEK_MS,
                known,
            },
            (Some(true), Some(Want::Find(target, forward))) => Request::Find {
                target,
                forward,
                millis: SEEK_MS,
                known,
            },
            (Some(true), Some(Want::End)) => Request::RunFor {
                millis: SLICE_MS,
                known,
            },
            (Some(true), None) if self.playing && self.owed >= 1.0 => {
                let events = self.owed.floor();
                self.owed -= events;
                Request::Advance {
                    events: events as u32,
                    known,
                }
            }
            (Some(true), None) => return,
        };
        self.send(request, now, out);
    }

    pub(super) fn tick(&mut self, now: f64, out: &mut Vec<Command>) {
        let dt = (now - self.last_tick).max(0.0);
        self.last_tick = now;
        if self.channel.in_flight > 0 && now - self.channel.sent_at > WATCHDOG_MS {
            self.replace_worker(now, out);
            return;
        }
        self.silent_helpers(now, out);
        if let Some(pool) = self.run.as_mut().and_then(|r| r.pool.as_mut()) {
            for worker in pool.silent(now, WATCHDOG_MS) {
                out.push(Command::RespawnPoolWorker {
                    id: pool.id(),
                    worker,
                });
                self.note = Some(Note::CountWorkerReplaced);
            }
        }
        if self.playing {
            let speed = SPEEDS[self.speed];
            let rate = f64::from(speed.per_second);
            self.owed = if speed.period_ms >= 50 {
                self.owed + 1.0
            } else {
                (self.owed + rate * dt / 1000.0).min(rate * OWED_SECONDS)
            };
            if let Some(run) = &mut self.run {
                run.elapsed_ms += dt;
            }
        }
    }

    /// The worker died: a fresh one replays the run from the puzzle,
    /// strategy and seed up to where it was (or was going), and goes on
    /// as it did (playing, or to the end).
    fn replace_worker(&mut self, now: f64, out: &mut Vec<Command>) {
        out.push(Command::NewWorker);
        self.channel = Default::default();
        let stepping = self.run.as_ref().is_some_and(|r| r.stepping == Some(true));
        let reached = self.step();
        let want = match self.want {
            Some(Want::Peek(_)) | None => Some(Want::Step(reached)),
            other => other,
        };
        let playing = self.playing;
        let predict = self.predict.take();
        self.reset_run(out);
        self.channel.discard = 0;
        if self.ensure_run(now, out) {
            self.want = if stepping { want } else { Some(Want::End) };
            self.playing = playing;
            self.predict = predict.map(|p| super::Predict {
                question: None,
                hidden: None,
                ..p
            });
        }
        self.note = Some(Note::WorkerDied(reached));
    }

    pub(super) fn on_reply(&mut self, reply: Reply, now: f64, out: &mut Vec<Command>) {
        let round_trip = now - self.channel.sent_at;
        self.channel.in_flight = self.channel.in_flight.saturating_sub(1);
        if self.channel.in_flight > 0 {
            self.channel.sent_at = now;
        }
        if self.channel.discard > 0 {
            self.channel.discard -= 1;
            return;
        }
        let strategy = self.strategy;
        if let Reply::Memory {
            wasm_bytes,
            snapshots,
        } = reply
        {
            self.worker_memory = Some(super::WorkerMemory {
                wasm_bytes,
                snapshots,
            });
            return;
        }
        let Some(run) = &mut self.run else { return };
        match reply {
            Reply::Started { stepping } => {
                run.stepping = Some(stepping);
                if stepping {
                    run.moment.levels.clear();
                    self.taught = Some(Rc::new(Taught::of(run, strategy)));
                } else {
                    self.playing = false;
                    self.want = Some(Want::End);
                }
            }
            Reply::Moment(moment) if matches!(self.want, Some(Want::Peek(_))) => {
                // Predict mode: held back until the class has answered.
                if moment.pending {
                    return;
                }
                self.want = None;
                let question = super::Predict::question_for(&moment);
                if let Some(p) = &mut self.predict {
                    p.hidden = Some(*moment);
                    p.question = question;
                }
                if self.predict.as_ref().is_some_and(|p| p.question.is_none()) {
                    self.reveal();
                }
            }
            Reply::Moment(moment) => {
                let moment = *moment;
                if matches!(run.sharing, Sharing::Asked(_) | Sharing::On(_)) {
                    // Not shared after all, or shared and merged: what
                    // is left of the way, if anything, goes alone.
                    run.sharing = Sharing::Alone;
                }
                let (pending, reached) = (moment.pending, moment.reached);
                if self.want == Some(Want::End) {
                    // The search's own time, not the messages' round trips.
                    run.elapsed_ms += moment.work_ms;
                }
                run.take(moment);
                self.taught = Some(Rc::new(Taught::of(run, strategy)));
                if let Some(step) = self.resume.filter(|&s| s == run.moment.step && !pending) {
                    self.note = Some(Note::Resumed(step));
                    self.resume = None;
                }
                match self.want {
                    _ if pending => {}
                    Some(Want::Find(target, forward)) if !reached => {
                        self.note = Some(Note::NoneFurther(target, forward));
                        self.want = None;
                    }
                    Some(Want::End) if !run.finished() => {}
                    // The answer to an earlier request, the step wanted
                    // having changed since (a second jump before the first
                    // one's answer): still wanted, asked next.
                    Some(Want::Step(k))
                        if run.moment.step != k && run.moment.end.is_none_or(|e| k < e) => {}
                    _ => self.want = None,
                }
                if run.finished() {
                    self.playing = false;
                    self.finished(out);
                }
            }
            Reply::Progress {
                stats,
                fraction,
                finished,
                complete,
                solutions,
            } => {
                run.solutions.extend(
                    solutions
                        .into_iter()
                        .map(|board| crate::protocol::FoundSolution { step: 0, board }),
                );
                match &run.pool {
                    Some(pool) => {
                        run.boards_done = finished;
                        run.fast.finished = finished && pool.finished();
                    }
                    None => {
                        run.elapsed_ms += round_trip;
                        run.fast.solutions = stats.solutions;
                        run.fast.fraction = fraction;
                        run.fast.finished = finished;
                        run.fast.complete = complete;
                    }
                }
                if run.fast.finished {
                    self.want = None;
                    self.finished(out);
                }
            }
            Reply::Failed { message } => {
                self.note = Some(Note::Failed(message));
                self.reset_run(out);
            }
            Reply::QueensCounted { .. } => {} // only counting workers send these
            Reply::Memory { .. } => {}        // taken above, with or without a run
            Reply::Generated { .. } => {}     // only the maker worker sends these
            reply @ (Reply::Plan { .. } | Reply::PiecesDone { .. }) => {
                self.on_share_reply(reply, now)
            }
        }
    }

    /// A counting worker's answer: the count rises.
    pub(super) fn on_pool_reply(&mut self, id: u32, worker: usize, reply: Reply, now: f64) {
        let Some(run) = &mut self.run else { return };
        let Some(pool) = run.pool.as_mut().filter(|p| p.id() == id) else {
            return; // from a count already dropped
        };
        if let Err(e) = pool.on_reply(worker, reply) {
            self.note = Some(Note::CountStopped(e));
            let mut ignored = Vec::new();
            self.reset_run(&mut ignored);
            return;
        }
        run.elapsed_ms = now - pool.started;
        run.fast.fraction = Some(pool.fraction());
        run.fast.solutions = pool.solutions();
        run.fast.complete = pool.finished();
        run.fast.finished = run.boards_done && pool.finished();
        if run.fast.finished {
            self.want = None;
            let mut ignored = Vec::new();
            self.finished(&mut ignored);
        }
    }

    /// The run reached its end: say how it ended, and show the first
    /// solution (the board at the end of a whole search is empty).
    fn finished(&mut self, _out: &mut [Command]) {
        let Some(run) = &self.run else { return };
        let stats = run.stats();
        let complete = match run.stepping {
            Some(true) => run.moment.complete,
            _ => run.fast.complete,
        };
        self.note = Some(match (stats.solutions, complete) {
            (0, _) => Note::NoSolution,
            (1, true) => Note::ExactlyOne,
            (n, true) => Note::Solutions {
                count: n,
                workers: run
                    .pool
                    .as_ref()
                    .map(|p| p.workers())
                    .or(run.shared_by.filter(|&w| w > 1)),
            },
            (n, false) => Note::StoppedAfter(n),
        });
        let whole_tree_done = run.stepping == Some(false) || complete;
        if whole_tree_done && !run.solutions.is_empty() && self.browsing.is_none() {
            self.browsing = Some(0);
        }
    }
}
