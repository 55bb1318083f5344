//! What "Check my code" says: the same steps as the built-in search, or
//! the first step that differs, with both events in the page's words; or,
//! compared by solutions, how many each search found.

use super::call::failure_words;
use crate::engine::Event;
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
            let differs = lang.fill(
                T::LabCheckDiffers,
                &[&n(step), &words(learners), &words(ours)],
            );
            match why_they_differ(ours, learners, puzzle, lang) {
                Some(why) => format!("{differs} {why}"),
                None => differs,
            }
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

/// Where the first difference points at a cause: the learner's `done`
/// fired where the built-in search goes on, or both try the same cell
/// with another value first (the moves' order, not a mistake).
fn why_they_differ(
    ours: &Option<Event>,
    learners: &Option<Event>,
    puzzle: &AnyPuzzle,
    lang: Lang,
) -> Option<String> {
    match (ours, learners) {
        (Some(ours), Some(Event::Solution { .. })) if !matches!(ours, Event::Solution { .. }) => {
            Some(lang.t(T::LabCheckWhyDone).to_owned())
        }
        (Some(Event::Try { mv: a, .. }), Some(Event::Try { mv: b, .. }))
            if a.cell == b.cell && a.value != b.value =>
        {
            let cell = puzzle.cell_name(a.cell as usize);
            Some(lang.fill(T::LabCheckWhyOrder, &[&cell]))
        }
        _ => None,
    }
}
