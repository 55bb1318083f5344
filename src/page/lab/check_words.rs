//! What "Check my code" says: the same steps as the built-in search, or
//! the first step that differs, with both events in the page's words.

use super::call::failure_words;
use crate::format::event_words;
use crate::i18n::{Lang, T};
use crate::lab::CheckOutcome;
use crate::puzzles::AnyPuzzle;

/// The check's `outcome` on `puzzle`, in `lang`.
pub fn check_words(outcome: &CheckOutcome, puzzle: &AnyPuzzle, lang: Lang) -> String {
    match outcome {
        CheckOutcome::Same {
            events,
            solutions,
            complete: true,
        } => lang.fill(
            T::LabCheckSame,
            &[&events.to_string(), &solutions.to_string()],
        ),
        CheckOutcome::Same { events, .. } => {
            lang.fill(T::LabCheckSameSoFar, &[&events.to_string()])
        }
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
                &[&step.to_string(), &words(learners), &words(ours)],
            )
        }
        CheckOutcome::Failed { step, failure } => lang.fill(
            T::LabCheckFailed,
            &[&step.to_string(), &failure_words(failure, lang)],
        ),
    }
}
