//! "Check my code": a learner's run beside the built-in search's, event
//! by event, to the first event that differs (or a failure, or the end);
//! or, where the exercise leaves the order of the moves to the learner,
//! solution by solution ([`compare_solutions`]).

use serde::{Deserialize, Serialize};

use std::collections::HashSet;

use super::Failure;
use crate::engine::{Event, Move};
use crate::solve::Stepper;

/// Events between two looks at the clock.
const CLOCK_EVERY: u64 = 1024;

/// How a learner's run compares with the built-in search's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CheckOutcome {
    /// The same `events` events, with `solutions` solutions: to the end
    /// of both runs if `complete`, else as far as the check went.
    Same {
        /// Events compared.
        events: u64,
        /// Solutions among them.
        solutions: u64,
        /// Both runs ended there.
        complete: bool,
    },
    /// The first event that differs, at `step` (from 1): the built-in
    /// search's and the learner's (`None`: that run had ended).
    Differs {
        /// The step.
        step: u64,
        /// The built-in search's event.
        ours: Option<Event>,
        /// The learner's event.
        learners: Option<Event>,
    },
    /// A learner's method failed at `step`.
    Failed {
        /// The step.
        step: u64,
        /// What failed.
        failure: Failure,
    },
    /// Compared by solutions: how many each run found, each of the
    /// learner's keeping the rules and none found twice, and in how many
    /// steps; to the end of both runs (or the solution limit) if
    /// `complete`.
    Solutions {
        /// The learner's solutions.
        learners: u64,
        /// The built-in search's.
        ours: u64,
        /// The learner's run's steps.
        learner_steps: u64,
        /// The built-in run's steps.
        our_steps: u64,
        /// Both runs ended.
        complete: bool,
    },
    /// The learner's solution at `step` breaks the puzzle's rules, or
    /// (`repeated`) was found before.
    BadSolution {
        /// The step.
        step: u64,
        /// Found before, not against the rules.
        repeated: bool,
    },
}

/// Steps `learner` and `ours` side by side to the first difference, the
/// end of both (or the solution `limit`), `max_events`, or until
/// `out_of_time` says so.
pub fn compare(
    learner: &mut dyn Stepper,
    ours: &mut dyn Stepper,
    limit: Option<u64>,
    max_events: u64,
    out_of_time: &dyn Fn() -> bool,
) -> CheckOutcome {
    let (mut mine_over, mut ours_over) = (false, false);
    for step in 1..=max_events {
        let theirs = (!mine_over).then(|| learner.step());
        if let Some(failure) = learner.learner_note().and_then(|n| n.failure) {
            return CheckOutcome::Failed { step, failure };
        }
        let own = (!ours_over).then(|| ours.step());
        if theirs != own {
            return CheckOutcome::Differs {
                step,
                ours: own,
                learners: theirs,
            };
        }
        let ended = |e: Option<Event>| e.is_some_and(|e| ends_run(e, limit));
        mine_over |= ended(theirs);
        ours_over |= ended(own);
        if mine_over && ours_over {
            return same(ours, step, true);
        }
        if step % CLOCK_EVERY == 0 && out_of_time() {
            return same(ours, step, false);
        }
    }
    same(ours, max_events, false)
}

/// Runs `learner` and `ours` each to its end (or the solution `limit`,
/// `max_events`, or until `out_of_time` says so) and compares their
/// solutions: each of the learner's must keep the rules (`keeps_rules`,
/// on the board of the solution's path) and be new; then the counts.
pub fn compare_solutions(
    learner: &mut dyn Stepper,
    ours: &mut dyn Stepper,
    keeps_rules: &dyn Fn(&[Move]) -> bool,
    limit: Option<u64>,
    max_events: u64,
    out_of_time: &dyn Fn() -> bool,
) -> CheckOutcome {
    let mut found = HashSet::new();
    let mut learner_run = RunTo::new(limit);
    while !learner_run.over {
        let event = learner.step();
        let step = learner.step_index();
        if let Some(failure) = learner.learner_note().and_then(|n| n.failure) {
            return CheckOutcome::Failed { step, failure };
        }
        if let Event::Solution { .. } = event {
            let path = learner.path().to_vec();
            if !keeps_rules(&path) {
                return CheckOutcome::BadSolution {
                    step,
                    repeated: false,
                };
            }
            if !found.insert(path) {
                return CheckOutcome::BadSolution {
                    step,
                    repeated: true,
                };
            }
        }
        learner_run.saw(event, step, max_events, out_of_time);
    }
    let mut our_run = RunTo::new(limit);
    while !our_run.over {
        let event = ours.step();
        our_run.saw(event, ours.step_index(), max_events, out_of_time);
    }
    CheckOutcome::Solutions {
        learners: learner.stats().solutions,
        ours: ours.stats().solutions,
        learner_steps: learner.step_index(),
        our_steps: ours.step_index(),
        complete: learner_run.ended && our_run.ended,
    }
}

/// One run of [`compare_solutions`] going to its end.
struct RunTo {
    limit: Option<u64>,
    /// It stopped: ended, or the check's limits were reached.
    over: bool,
    /// It ended (exhausted, or the solution limit).
    ended: bool,
}

impl RunTo {
    fn new(limit: Option<u64>) -> Self {
        RunTo {
            limit,
            over: false,
            ended: false,
        }
    }

    fn saw(&mut self, event: Event, step: u64, max_events: u64, out_of_time: &dyn Fn() -> bool) {
        self.ended = ends_run(event, self.limit);
        let late = step % CLOCK_EVERY == 0 && out_of_time();
        self.over = self.ended || step >= max_events || late;
    }
}

/// Whether `event` ends a run: the tree searched, or the solution
/// `limit` reached.
fn ends_run(event: Event, limit: Option<u64>) -> bool {
    match event {
        Event::Exhausted => true,
        Event::Solution { index } => limit == Some(index),
        _ => false,
    }
}

fn same(ours: &dyn Stepper, events: u64, complete: bool) -> CheckOutcome {
    CheckOutcome::Same {
        events,
        solutions: ours.stats().solutions,
        complete,
    }
}
