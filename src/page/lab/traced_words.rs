//! What the Explanation says of a recursive search replayed (the
//! course's `solution_count(queens)`, see [`watched`]): the learner's
//! own calls, not the five methods, named in the learner's names
//! (`is_safe([0, 2, 1]) returned False`); and why such a search could not
//! be shown.
//!
//! [`watched`]: crate::lab::python::watched

use super::call::LabCall;
use crate::i18n::{Lang, Numbers, T};
use crate::lab::python::TraceProblem;

/// The sentence for `call` of the search `function`, in `lang`.
pub fn traced_words(function: &str, call: &LabCall, lang: Lang, numbers: &dyn Numbers) -> String {
    let level = |level: &usize| level.to_string();
    match call {
        LabCall::Try { level: l, .. } => lang.fill(T::LabTracedTry, &[function, &level(l)]),
        LabCall::Refused { reason, .. } => lang.fill(
            T::LabTracedRefused,
            &[reason.as_deref().unwrap_or(function)],
        ),
        LabCall::Recorded { level: l, .. } => {
            lang.fill(T::LabTracedRecorded, &[function, &level(l)])
        }
        LabCall::Undone { level: l, .. } => lang.fill(T::LabTracedUndone, &[function, &level(l)]),
        // The program's own solution, whatever the board's rules say.
        LabCall::Done { index, .. } => lang.fill(T::LabTracedDone, &[function, &index.to_string()]),
        LabCall::Over => lang.fill(T::LabTracedOver, &[function]),
        // A failure: as for the five methods.
        other => other.words(lang, numbers),
    }
}

/// The sentence for `call` of a loop over a stack of grids whose check
/// is `check` (the Dutch program's `isvalidcandidate`), in `lang`.
pub fn stack_words(check: &str, call: &LabCall, lang: Lang, numbers: &dyn Numbers) -> String {
    let n = |n: &usize| n.to_string();
    match call {
        LabCall::Try { level, value } => {
            lang.fill(T::LabStackTry, &[&value.to_string(), &n(level), check])
        }
        LabCall::Refused { reason, .. } => {
            lang.fill(T::LabStackRefused, &[reason.as_deref().unwrap_or(check)])
        }
        LabCall::Recorded { level, .. } => lang.fill(T::LabStackRecorded, &[check, &n(level)]),
        LabCall::Undone { level, .. } => lang.fill(T::LabStackUndone, &[&n(level)]),
        LabCall::Done { index, .. } => lang.fill(T::LabStackDone, &[&index.to_string()]),
        LabCall::Over => lang.t(T::LabStackOver).to_owned(),
        other => other.words(lang, numbers),
    }
}

/// The learner's function behind `call` of the search `function`: the
/// check that refused a call, or the search itself.
pub fn traced_function<'a>(function: &'a str, call: &'a LabCall) -> &'a str {
    match call {
        LabCall::Refused {
            reason: Some(reason),
            ..
        } => reason.split('(').next().unwrap_or(function),
        _ => function,
    }
}

/// Why the recursive search `function` could not be shown, in `lang`.
pub fn trace_problem_words(
    function: &str,
    problem: &TraceProblem,
    lang: Lang,
    numbers: &dyn Numbers,
) -> String {
    match problem {
        TraceProblem::Shape => lang.fill(T::LabErrTraceShape, &[function]),
        TraceProblem::Uncalled => lang.fill(T::LabErrTraceUncalled, &[function, function]),
        TraceProblem::Size { program, page } => lang.fill(
            T::LabErrTraceSize,
            &[function, &program.to_string(), &page.to_string()],
        ),
        TraceProblem::Given { square } => lang.fill(T::LabErrTraceGiven, &[function, square]),
        TraceProblem::NoCheck => lang.t(T::LabErrTraceNoCheck).to_owned(),
        TraceProblem::Order { first, second } => {
            lang.fill(T::LabErrTraceOrder, &[function, first, second])
        }
        TraceProblem::Cut { calls } => {
            lang.fill(T::LabErrTraceCut, &[&numbers.int(*calls), function])
        }
    }
}
