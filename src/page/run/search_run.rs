//! A run as the page knows it: for a stepping strategy the moment on
//! screen and what the worker has sent of the run so far (its log, its
//! solutions); for `fast` the progress and the boards.

use crate::engine::{Event, Stats};
use crate::i18n::{by_count, Numbers};
use crate::i18n::{Lang, T};
use crate::protocol::{FoundSolution, HeldByPage, Moment};
use crate::puzzles::AnyPuzzle;

use crate::page::run::sharing::Sharing;
use crate::page::subject::Subject;
use crate::page::workers::CountPool;

/// Progress of a `fast` run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FastProgress {
    /// Solutions counted so far.
    pub solutions: u64,
    /// How far, 0 to 1.
    pub fraction: Option<f64>,
    /// The run is over.
    pub finished: bool,
    /// It searched the whole tree.
    pub complete: bool,
}

/// One run of the search.
#[derive(Debug)]
pub struct Run {
    /// What is searched: the page's puzzle, or a board the learner's
    /// code declares.
    pub subject: Subject,
    /// Whether the strategy steps (`None` until the worker has said).
    pub stepping: Option<bool>,
    /// The moment on screen (stepping).
    pub moment: Moment,
    /// The run's first events, as far as the worker logged them.
    pub log: Vec<Event>,
    /// Whether the worker still logs (false: the run grew too big to draw).
    pub logging: bool,
    /// The solutions met, with their steps (fast: step 0).
    pub solutions: Vec<FoundSolution>,
    /// Every solution met so far, past the kept ones too.
    pub solutions_met: u64,
    /// A fast run's progress.
    pub fast: FastProgress,
    /// Time spent running, in milliseconds.
    pub elapsed_ms: f64,
    /// An N-Queens count shared among workers.
    pub pool: Option<CountPool>,
    /// The run's own worker has sent all its boards (pooled counts).
    pub boards_done: bool,
    /// Its way to the end shared among workers.
    pub sharing: Sharing,
    /// The workers that took part in its way to the end, the last time
    /// it was shared.
    pub shared_by: Option<usize>,
}

impl Run {
    /// A run of `subject` just asked for.
    pub fn new(subject: Subject, pool: Option<CountPool>) -> Self {
        Run {
            subject,
            stepping: None,
            moment: Moment::default(),
            log: Vec::new(),
            logging: true,
            solutions: Vec::new(),
            solutions_met: 0,
            fast: FastProgress::default(),
            elapsed_ms: 0.0,
            pool,
            boards_done: false,
            sharing: Sharing::Unasked,
            shared_by: None,
        }
    }

    /// What the page holds, for the next request.
    pub fn known(&self) -> HeldByPage {
        HeldByPage {
            log: self.log.len() as u32,
            solutions: self.solutions.len() as u32,
        }
    }

    /// Takes a moment from the worker: the log and solutions grow, the
    /// moment is the new one on screen.
    pub fn take(&mut self, mut moment: Moment) {
        if moment.log_from as usize == self.log.len() {
            self.log.append(&mut moment.log);
        }
        self.logging = moment.logging;
        if moment.solutions_from as usize == self.solutions.len() {
            self.solutions.append(&mut moment.solutions);
        }
        self.solutions_met = moment.solutions_met;
        self.moment = moment;
    }

    /// The page's puzzle searched, whose rules the page knows (`None`
    /// for a puzzle of the learner's own).
    pub fn puzzle(&self) -> Option<&AnyPuzzle> {
        self.subject.puzzle()
    }

    /// Whether the run is over: a stepping run's cursor at its end, or a
    /// fast run finished.
    pub fn finished(&self) -> bool {
        match self.stepping {
            Some(true) => self.moment.end == Some(self.moment.step),
            Some(false) => self.fast.finished,
            None => false,
        }
    }

    /// Whether the run's end is known (a stepping run may be shown before it).
    pub fn end_known(&self) -> bool {
        match self.stepping {
            Some(true) => self.moment.end.is_some(),
            _ => self.fast.finished,
        }
    }

    /// The counters on screen (of a shared run, as far as it is known to
    /// have gone).
    pub fn stats(&self) -> Stats {
        match (self.stepping, &self.sharing) {
            (Some(true), Sharing::On(share)) => share.counted(self.moment.stats),
            (Some(true), _) => self.moment.stats,
            (_, _) => Stats {
                solutions: self.fast.solutions,
                ..Stats::default()
            },
        }
    }

    /// Time spent running, in milliseconds (of a shared run, the time its
    /// pieces have taken so far too).
    pub fn elapsed(&self) -> f64 {
        match &self.sharing {
            Sharing::On(share) if !share.merging => self.elapsed_ms + share.running_ms,
            _ => self.elapsed_ms,
        }
    }

    /// The workers on the run at once while they work, and whether they
    /// search it to its end (a shared run) rather than count (N-Queens).
    pub fn workers_at_once(&self) -> Option<(usize, bool)> {
        if self.finished() {
            return None;
        }
        match (&self.pool, &self.sharing) {
            (Some(pool), _) => Some((pool.workers(), false)),
            (None, Sharing::On(share)) => Some((share.workers(), true)),
            _ => None,
        }
    }

    /// The number of events of the whole run, or as far as it is known.
    pub fn length(&self) -> u64 {
        self.moment.end.unwrap_or(self.moment.covered)
    }

    /// The index (from 0) of the last solution at or before the step on
    /// screen, among those met.
    pub fn solution_at(&self) -> Option<usize> {
        let step = self.moment.step;
        self.solutions
            .iter()
            .rposition(|s| s.step <= step && s.step > 0)
    }

    /// The sentence under the counters once the run is over: how many
    /// attempts (a stepping run) or solutions (`fast`) in how many
    /// seconds, and by how many workers where it was shared; `None`
    /// before the end.
    pub fn summary(&self, lang: Lang, numbers: &dyn Numbers) -> Option<String> {
        if !self.finished() {
            return None;
        }
        let seconds = numbers.decimal(self.elapsed() / 1000.0);
        let (n, one, many) = match self.stepping {
            Some(true) => (self.stats().attempts, T::SummaryAttempt, T::SummaryAttempts),
            _ => (
                self.stats().solutions,
                T::SummarySolution,
                T::SummarySolutions,
            ),
        };
        let count = numbers.int(n);
        let counted = by_count(numbers, n, one, many);
        Some(
            match self
                .shared_by
                .filter(|&w| w > 1 && self.stepping == Some(true))
            {
                Some(w) => lang.fill(
                    T::SummaryAttemptsWorkers,
                    &[&count, &seconds, &w.to_string()],
                ),
                None => lang.fill(counted, &[&count, &seconds]),
            },
        )
    }
}
