//! The one watchdog: every request the model sends to a worker goes out
//! through [`Watchdog::send`], and every reply is marked answered, so
//! that a worker of any role that leaves a request unanswered too long
//! is found by one rule ([`Watchdog::silent`]). It keeps the requests
//! themselves, so that a fresh worker in a silent one's place can be
//! sent every one still pending ([`Watchdog::pending`]), and it counts
//! the fresh workers that fell silent in a row: after
//! [`STARTS_BEFORE_GIVING_UP`] the page stops starting that worker until
//! it is asked again ([`Watchdog::may_restart`]).

use super::Worker;
use crate::lab::python::Python;
use crate::page::ctx::ToWorker;
use crate::page::Command;
use crate::protocol::Request;

/// A request unanswered this long means the worker died.
pub const WATCHDOG_MS: f64 = 8000.0;
/// The time of a request that makes a whole puzzle, or that starts
/// CPython (its files are several megabytes, fetched then).
const SLOW_MS: f64 = 60_000.0;
/// Fresh workers at one address that may fall silent in a row before
/// the page stops starting it (its files do not load, or it dies at
/// once), until it is asked again.
pub const STARTS_BEFORE_GIVING_UP: u32 = 3;

/// The requests one worker has not answered yet.
#[derive(Clone, Debug)]
struct Unanswered {
    worker: Worker,
    /// The requests sent to it and not answered, oldest first (`None`:
    /// an answer awaited without a request of the protocol, as the
    /// encoder's frames).
    requests: Vec<Option<Request>>,
    /// When the oldest was sent, or the last answer came (a worker that
    /// keeps answering is alive, however long its queue).
    since: f64,
}

/// The requests on their way to the page's workers.
#[derive(Clone, Debug, Default)]
pub struct Watchdog {
    unanswered: Vec<Unanswered>,
    /// Each address's fresh workers that fell silent in a row.
    silent_starts: Vec<(Worker, u32)>,
}

impl Watchdog {
    /// Carries out what a part asked of `worker` at time `now`.
    pub(in crate::page) fn take(
        &mut self,
        worker: Worker,
        what: ToWorker,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        match what {
            ToWorker::Send(request) => self.send(worker, *request, now, out),
            ToWorker::Expect => self.expect(worker, now),
            ToWorker::Answered => self.answered(worker, now),
            ToWorker::Forget => self.forget(worker),
            ToWorker::Stop => self.stop(worker, out),
            ToWorker::Restart => self.start(worker, out),
            ToWorker::StartPython(python) => self.start_python(worker, python, out),
        }
    }

    /// Sends `request` to `worker` at time `now` (the page starts the
    /// worker if it has none at that address).
    pub fn send(&mut self, worker: Worker, request: Request, now: f64, out: &mut Vec<Command>) {
        self.await_answer(worker, Some(request.clone()), now);
        out.push(Command::Send(worker, request));
    }

    /// Awaits an answer of `worker` from time `now` that is no request
    /// of the protocol (an encoder's frame): silent too long, it is
    /// found like any other.
    pub fn expect(&mut self, worker: Worker, now: f64) {
        self.await_answer(worker, None, now);
    }

    fn await_answer(&mut self, worker: Worker, request: Option<Request>, now: f64) {
        // Nothing asks a worker the page gave up on but the reader.
        if self.gave_up(worker) {
            self.asked_again(worker);
        }
        match self.unanswered.iter_mut().find(|u| u.worker == worker) {
            Some(u) => u.requests.push(request),
            None => self.unanswered.push(Unanswered {
                worker,
                requests: vec![request],
                since: now,
            }),
        }
    }

    /// Starts a fresh worker at `worker`, replacing any there: what the
    /// old one was asked is forgotten (the page drops its late replies).
    pub fn start(&mut self, worker: Worker, out: &mut Vec<Command>) {
        self.forget(worker);
        out.push(Command::Start(worker));
    }

    /// Starts `worker` afresh as one that runs a learner's code in
    /// `python` too.
    pub fn start_python(&mut self, worker: Worker, python: Python, out: &mut Vec<Command>) {
        self.forget(worker);
        out.push(Command::StartPython(worker, python));
    }

    /// Ends `worker`.
    pub fn stop(&mut self, worker: Worker, out: &mut Vec<Command>) {
        self.forget(worker);
        out.push(Command::Stop(worker));
    }

    /// `worker` answered at time `now`: it has started.
    pub fn answered(&mut self, worker: Worker, now: f64) {
        self.silent_starts.retain(|(w, _)| *w != worker);
        if let Some(at) = self.unanswered.iter().position(|u| u.worker == worker) {
            let u = &mut self.unanswered[at];
            if !u.requests.is_empty() {
                u.requests.remove(0);
            }
            u.since = now;
            if u.requests.is_empty() {
                self.unanswered.swap_remove(at);
            }
        }
    }

    /// How many requests `worker` has not answered.
    pub fn unanswered(&self, worker: Worker) -> u32 {
        self.find(worker).map_or(0, |u| u.requests.len() as u32)
    }

    /// The requests `worker` has not answered, oldest first: what a
    /// fresh worker in its place is sent again.
    pub fn pending(&self, worker: Worker) -> Vec<Request> {
        self.find(worker)
            .map(|u| u.requests.iter().flatten().cloned().collect())
            .unwrap_or_default()
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
            .filter(|u| now - u.since > limit(u))
            .map(|u| u.worker)
            .collect()
    }

    /// `worker` fell silent: whether a fresh one may take its place.
    /// Not after [`STARTS_BEFORE_GIVING_UP`] silent in a row without an
    /// answer: it cannot start here. It is counted afresh once it is
    /// asked again ([`Watchdog::asked_again`]).
    pub fn may_restart(&mut self, worker: Worker) -> bool {
        let count = match self.silent_starts.iter_mut().find(|(w, _)| *w == worker) {
            Some((_, count)) => {
                *count += 1;
                *count
            }
            None => {
                self.silent_starts.push((worker, 1));
                1
            }
        };
        count < STARTS_BEFORE_GIVING_UP
    }

    /// The reader asked for `worker` again after it could not start: its
    /// silent starts are counted from none.
    pub fn asked_again(&mut self, worker: Worker) {
        self.silent_starts.retain(|(w, _)| *w != worker);
    }

    /// Whether the page gave up starting `worker`.
    pub fn gave_up(&self, worker: Worker) -> bool {
        self.silent_starts
            .iter()
            .any(|&(w, count)| w == worker && count >= STARTS_BEFORE_GIVING_UP)
    }

    fn find(&self, worker: Worker) -> Option<&Unanswered> {
        self.unanswered.iter().find(|u| u.worker == worker)
    }

    /// Forgets what `worker` owes the page (its work was dropped).
    pub fn forget(&mut self, worker: Worker) {
        self.unanswered.retain(|u| u.worker != worker);
    }
}

/// How long a worker may leave its requests unanswered: a puzzle being
/// made takes its time, and so does CPython's start; a measure or a
/// grid's true candidates behind no such request are answered as
/// quickly as any other.
fn limit(unanswered: &Unanswered) -> f64 {
    let slow = unanswered.requests.iter().any(|r| match r {
        Some(Request::Generate { .. }) => true,
        Some(Request::Lab(start) | Request::LabCheck(start)) => start.python == Python::Full,
        _ => false,
    });
    match slow {
        true => SLOW_MS,
        false => WATCHDOG_MS,
    }
}
