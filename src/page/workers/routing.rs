//! The model's side of its workers: each reply goes to the part of the
//! page whose worker sent it, and each worker the watchdog finds silent
//! is replaced as its role needs (the run replayed, a piece dealt again,
//! a lane brought back to its step, a puzzle asked for again).

use super::Worker;
use crate::page::model::{Command, Model};
use crate::page::WorkerNote;
use crate::page::{Note, Sharing};

impl Model {
    /// Worker `from` answered `reply` at time `now`.
    pub(in crate::page) fn on_worker_reply(
        &mut self,
        from: Worker,
        reply: crate::protocol::Reply,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        let waited = now - self.workers.watchdog.since(from).unwrap_or(now);
        self.workers.watchdog.answered(from, now);
        match from {
            Worker::Run => self.on_reply(reply, waited, now, out),
            Worker::Counter { count, index } => self.on_pool_reply(count, index, reply, now, out),
            Worker::Lane { race, index } => self.on_lane_reply((race, index), reply, now, out),
            Worker::Helper(index) => self.on_helper_reply(index, reply, now),
            Worker::Maker if matches!(reply, crate::protocol::Reply::Measured { .. }) => {
                self.on_measured(reply, out)
            }
            Worker::Maker => match reply {
                crate::protocol::Reply::TrueCandidates { values, candidates } => {
                    let grid = self.document.editor().values();
                    self.play.on_truth(grid, &values, candidates)
                }
                reply => self.with_ctx(now, out, |m, ctx| m.document.made(reply, ctx)),
            },
            // The encoder answers through the lesson's actions.
            Worker::Encoder => {}
        }
    }

    /// Replaces every worker silent too long at `now`; true if it was
    /// the run's own (the run starts over on a fresh worker). A worker
    /// that fell silent [`STARTS_BEFORE_GIVING_UP`](super::STARTS_BEFORE_GIVING_UP) times in a row is not
    /// started again until the reader asks for it: the page says which.
    pub(in crate::page) fn replace_silent(&mut self, now: f64, out: &mut Vec<Command>) -> bool {
        for worker in self.workers.watchdog.silent(now) {
            if !self.workers.watchdog.may_restart(worker) {
                self.give_up(worker, out);
                continue;
            }
            match worker {
                Worker::Run => {
                    self.replace_run_worker(now, out);
                    return true;
                }
                Worker::Counter { index, .. } => {
                    self.workers.watchdog.start(worker, out);
                    if let Some(pool) = self.run.current.as_mut().and_then(|r| r.pool.as_mut()) {
                        pool.replaced(index);
                    }
                    self.screen.say(Note::Worker(WorkerNote::CountReplaced));
                }
                Worker::Helper(index) => {
                    self.run
                        .helpers
                        .replace(index, now, &mut self.workers.watchdog, out);
                    self.helper_dropped(index);
                    self.screen.say(Note::Worker(WorkerNote::CountReplaced));
                }
                Worker::Lane { index, .. } => {
                    let mode = self.choices.mode();
                    self.with_race(now, out, |race, ctx| race.replace_lane(index, mode, ctx));
                }
                Worker::Maker => {
                    // A fresh maker is sent every question still pending:
                    // a puzzle to make, a measure, true candidates.
                    let pending = self.workers.watchdog.pending(worker);
                    self.workers.watchdog.start(worker, out);
                    for request in pending {
                        self.workers.watchdog.send(worker, request, now, out);
                    }
                }
                Worker::Encoder => {
                    self.workers.watchdog.stop(worker, out);
                    let step = self.step();
                    self.with_lesson(now, out, |lesson, ctx| lesson.export_failed(step, ctx));
                }
            }
        }
        false
    }

    /// `worker` cannot start here: it is stopped, what waited on it ends
    /// (the run, the race, the making of a puzzle or a GIF), and the
    /// reader is told which worker.
    fn give_up(&mut self, worker: Worker, out: &mut Vec<Command>) {
        self.workers.watchdog.stop(worker, out);
        match worker {
            Worker::Run | Worker::Counter { .. } => self.reset_run(out),
            Worker::Lane { .. } => self.leave_race(out),
            Worker::Helper(index) => {
                self.run.helpers.retire(index);
                self.helper_dropped(index);
            }
            Worker::Maker => self.document.stop_making(),
            Worker::Encoder => {
                let (step, now) = (self.step(), self.run.cursor.last_tick);
                self.with_lesson(now, out, |lesson, ctx| lesson.export_failed(step, ctx));
            }
        }
        self.screen
            .say(Note::Worker(WorkerNote::CannotStart(worker.role())));
    }

    /// Helper `index` is gone: the pieces it held are dealt again.
    fn helper_dropped(&mut self, index: usize) {
        if let Some(Sharing::On(share)) = self.run.current.as_mut().map(|r| &mut r.sharing) {
            share.replaced(index + 1);
        }
    }

    /// The maker's measure, for the play bar. The maker, unless it is
    /// making a puzzle, is stopped: an idle worker holds its memory.
    fn on_measured(&mut self, reply: crate::protocol::Reply, out: &mut Vec<Command>) {
        let idle = !self.document.making() && !self.play.truth_on();
        if idle && self.workers.watchdog.unanswered(Worker::Maker) == 0 {
            self.workers.watchdog.stop(Worker::Maker, out);
        }
        let puzzle = self.document.editor().puzzle().spec();
        self.play.measured(reply, &puzzle);
    }
}
