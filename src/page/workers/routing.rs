//! The model's side of its workers: each reply goes to the part of the
//! page whose worker sent it, and each worker the watchdog finds silent
//! is replaced as its role needs (the run replayed, a piece dealt again,
//! a lane brought back to its step, a puzzle asked for again).

use super::Worker;
use crate::page::model::{Command, Model};
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
            Worker::Lane { race, index } => self.on_lane_reply(race, index, reply, now, out),
            Worker::Helper(index) => self.on_helper_reply(index, reply, now),
            Worker::Maker if matches!(reply, crate::protocol::Reply::Measured { .. }) => {
                self.on_measured(reply, out)
            }
            Worker::Maker => match reply {
                crate::protocol::Reply::TrueCandidates { values, candidates } => {
                    self.on_truth(&values, candidates)
                }
                reply => {
                    self.workers.made = None;
                    self.on_made(reply, out);
                }
            },
        }
    }

    /// Replaces every worker silent too long at `now`; true if it was
    /// the run's own (the run starts over on a fresh worker).
    pub(in crate::page) fn replace_silent(&mut self, now: f64, out: &mut Vec<Command>) -> bool {
        for worker in self.workers.watchdog.silent(now) {
            match worker {
                Worker::Run => {
                    self.replace_run_worker(now, out);
                    return true;
                }
                Worker::Counter { index, .. } => {
                    self.workers.watchdog.start(worker, out);
                    if let Some(pool) = self.run.as_mut().and_then(|r| r.pool.as_mut()) {
                        pool.replaced(index);
                    }
                    self.screen.note = Some(Note::CountWorkerReplaced);
                }
                Worker::Helper(index) => {
                    self.workers
                        .helpers
                        .replace(index, now, &mut self.workers.watchdog, out);
                    if let Some(Sharing::On(share)) = self.run.as_mut().map(|r| &mut r.sharing) {
                        share.replaced(index + 1);
                    }
                    self.screen.note = Some(Note::CountWorkerReplaced);
                }
                Worker::Lane { index, .. } => self.replace_lane(index, now, out),
                Worker::Maker => {
                    self.workers.watchdog.start(worker, out);
                    if let Some(request) = self.workers.made.clone() {
                        self.workers.watchdog.send(worker, request, now, out);
                    }
                }
            }
        }
        false
    }
}
