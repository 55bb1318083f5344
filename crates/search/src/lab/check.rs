//! "Check my code": a learner's run beside the built-in search's, event
//! by event, to the first event that differs (or a failure, or the end).

use serde::{Deserialize, Serialize};

use super::Failure;
use crate::engine::Event;
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
        let ended = |e: Option<Event>| match e {
            Some(Event::Exhausted) => true,
            Some(Event::Solution { index }) => limit == Some(index),
            _ => false,
        };
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

fn same(ours: &dyn Stepper, events: u64, complete: bool) -> CheckOutcome {
    CheckOutcome::Same {
        events,
        solutions: ours.stats().solutions,
        complete,
    }
}
