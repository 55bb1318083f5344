//! The one watchdog: every request the model sends to a worker goes out
//! through [`Watchdog::send`], and every reply is marked answered, so
//! that a worker of any role that leaves a request unanswered too long
//! is found by one rule ([`Watchdog::silent`]).

use super::Worker;
use crate::page::Command;
use crate::protocol::Request;

/// A request unanswered this long means the worker died.
pub const WATCHDOG_MS: f64 = 8000.0;
/// The maker's time: one request makes a whole puzzle.
const MAKER_MS: f64 = 60_000.0;

/// The requests one worker has not answered yet.
#[derive(Clone, Copy, Debug)]
struct Unanswered {
    worker: Worker,
    /// The requests sent to it and not answered.
    requests: u32,
    /// When the oldest was sent, or the last answer came (a worker that
    /// keeps answering is alive, however long its queue).
    since: f64,
}

/// The requests on their way to the page's workers.
#[derive(Clone, Debug, Default)]
pub struct Watchdog {
    unanswered: Vec<Unanswered>,
}

impl Watchdog {
    /// Sends `request` to `worker` at time `now` (the page starts the
    /// worker if it has none at that address).
    pub fn send(&mut self, worker: Worker, request: Request, now: f64, out: &mut Vec<Command>) {
        match self.unanswered.iter_mut().find(|u| u.worker == worker) {
            Some(u) => u.requests += 1,
            None => self.unanswered.push(Unanswered {
                worker,
                requests: 1,
                since: now,
            }),
        }
        out.push(Command::Send(worker, request));
    }

    /// Starts a fresh worker at `worker`, replacing any there: what the
    /// old one was asked is forgotten (the page drops its late replies).
    pub fn start(&mut self, worker: Worker, out: &mut Vec<Command>) {
        self.forget(worker);
        out.push(Command::Start(worker));
    }

    /// Starts `worker` afresh as one that runs a learner's Python too.
    pub fn start_python(&mut self, worker: Worker, out: &mut Vec<Command>) {
        self.forget(worker);
        out.push(Command::StartPython(worker));
    }

    /// Ends `worker`.
    pub fn stop(&mut self, worker: Worker, out: &mut Vec<Command>) {
        self.forget(worker);
        out.push(Command::Stop(worker));
    }

    /// `worker` answered at time `now`.
    pub fn answered(&mut self, worker: Worker, now: f64) {
        if let Some(at) = self.unanswered.iter().position(|u| u.worker == worker) {
            let u = &mut self.unanswered[at];
            u.requests -= 1;
            u.since = now;
            if u.requests == 0 {
                self.unanswered.swap_remove(at);
            }
        }
    }

    /// How many requests `worker` has not answered.
    pub fn unanswered(&self, worker: Worker) -> u32 {
        self.find(worker).map_or(0, |u| u.requests)
    }

    /// Whether any worker owes the page an answer.
    pub fn waiting(&self) -> bool {
        !self.unanswered.is_empty()
    }

    /// When `worker` was sent its oldest unanswered request, or last
    /// answered with more to come; `None` when nothing is unanswered.
    pub fn since(&self, worker: Worker) -> Option<f64> {
        self.find(worker).map(|u| u.since)
    }

    /// The workers silent at `now` for longer than their role may be:
    /// taken for dead.
    pub fn silent(&self, now: f64) -> Vec<Worker> {
        self.unanswered
            .iter()
            .filter(|u| now - u.since > limit(u.worker))
            .map(|u| u.worker)
            .collect()
    }

    fn find(&self, worker: Worker) -> Option<&Unanswered> {
        self.unanswered.iter().find(|u| u.worker == worker)
    }

    fn forget(&mut self, worker: Worker) {
        self.unanswered.retain(|u| u.worker != worker);
    }
}

/// How long `worker` may leave a request unanswered.
fn limit(worker: Worker) -> f64 {
    match worker {
        Worker::Maker => MAKER_MS,
        Worker::Run | Worker::Counter { .. } | Worker::Lane { .. } | Worker::Helper(_) => {
            WATCHDOG_MS
        }
    }
}
