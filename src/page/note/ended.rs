//! How a run ended, as the message under the controls says it.

use crate::i18n::{Lang, Numbers, T};

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// With no solution.
    NoSolution,
    /// It searched the whole tree and found one solution.
    ExactlyOne,
    /// It searched the whole tree.
    Solutions {
        /// The solutions found.
        count: u64,
        /// Counted on this many workers at once.
        workers: Option<usize>,
    },
    /// It stopped at its limit.
    StoppedAfter(u64),
    /// A run for uniqueness found a second solution.
    NotUnique,
}

impl RunEnd {
    /// The words, in `lang`.
    pub fn text(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        let t = |key| lang.t(key).to_string();
        match self {
            RunEnd::NoSolution => t(T::NoteNoSolution),
            RunEnd::ExactlyOne => t(T::NoteExactlyOne),
            RunEnd::Solutions {
                count,
                workers: None,
            } => lang.fill(T::NoteSolutions, &[&numbers.int(*count)]),
            RunEnd::Solutions {
                count,
                workers: Some(w),
            } => lang.fill(
                T::NoteSolutionsWorkers,
                &[&numbers.int(*count), &w.to_string()],
            ),
            RunEnd::StoppedAfter(1) => t(T::NoteStoppedFirst),
            RunEnd::StoppedAfter(n) => lang.fill(T::NoteStoppedAfter, &[&numbers.int(*n)]),
            RunEnd::NotUnique => t(T::NoteNotUnique),
        }
    }
}
