//! What "Check my code" says: the same steps as the built-in search, or
//! the first step that differs, with both events in the page's words; or,
//! compared by solutions, how many each search found.

use super::call::failure_words;
use crate::format::event_words;
use crate::i18n::{Lang, Numbers, T};
use crate::lab::CheckOutcome;
use crate::puzzles::AnyPuzzle;

/// The check's `outcome` on `puzzle`, in `lang`, its counts written by
/// `numbers`.
pub fn check_words(
    outcome: &CheckOutcome,
    puzzle: &AnyPuzzle,
    lang: Lang,
    numbers: &dyn Numbers,
) -> String {
    let n = |count: &u64| numbers.int(*count);
    match outcome {
        CheckOutcome::Same {
            events,
            solutions,
            complete: true,
        } => lang.fill(T::LabCheckSame, &[&n(events), &n(solutions)]),
        CheckOutcome::Same { events, .. } => lang.fill(T::LabCheckSameSoFar, &[&n(events)]),
        CheckOutcome::Differs {
            step,
            ours,
            learners,
        } => {
            let words = |event: &Option<_>| match event {
                Some(e) => event_words(puzzle, e, lang),
                None => lang.t(T::LabCheckEnded).to_owned(),
            };
            lang.fill(
                T::LabCheckDiffers,
                &[&n(step), &words(learners), &words(ours)],
            )
        }
        CheckOutcome::Failed { step, failure } => lang.fill(
            T::LabCheckFailed,
            &[&n(step), &failure_words(failure, lang, numbers)],
        ),
        CheckOutcome::Solutions {
            learners,
            ours,
            learner_steps,
            our_steps,
            complete,
        } => {
            // Each of the learner's solutions keeps the rules and is new:
            // at the end, fewer is the only way to differ.
            let text = match (complete, learners == ours) {
                (true, true) => T::LabCheckSolutionsSame,
                (true, false) => T::LabCheckSolutionsDiffer,
                (false, _) => T::LabCheckSolutionsSoFar,
            };
            lang.fill(
                text,
                &[&n(learners), &n(ours), &n(learner_steps), &n(our_steps)],
            )
        }
        CheckOutcome::BadSolution { step, repeated } => {
            let text = if *repeated {
                T::LabCheckRepeated
            } else {
                T::LabCheckBroken
            };
            lang.fill(text, &[&n(step)])
        }
    }
}
