//! The one-line messages under the controls: data here, words when
//! drawn (in the page's language, numbers by its `Intl`).

use crate::protocol::Target;
use crate::teach::{Lang, Numbers};

/// A message for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The run was cancelled.
    Cancelled,
    /// Pasted or loaded text could not be read (the reader's words).
    CannotRead(String),
    /// The grid cannot be solved as it is (the reason, with its place).
    CannotStart(String),
    /// The worker stopped answering and was replaced.
    WorkerDied,
    /// A counting worker failed.
    CountStopped(String),
    /// The worker refused a request.
    Failed(String),
    /// Parts of the link could not be read.
    Link(Vec<String>),
    /// An edit of a given was refused.
    Given(String),
    /// A value too large for the grid.
    Range {
        /// The value typed.
        value: u8,
        /// The largest allowed.
        max: u8,
    },
    /// The run ended with no solution.
    NoSolution,
    /// The run searched the whole tree and found one solution.
    ExactlyOne,
    /// The run searched the whole tree.
    Solutions {
        /// How many.
        count: u64,
        /// Counted on this many workers at once.
        workers: Option<usize>,
    },
    /// The run stopped at its limit.
    StoppedAfter(u64),
    /// The link was copied.
    LinkCopied,
    /// The link could not be copied; it is shown instead.
    CopyFailed,
    /// There is no further event of that kind that way.
    NoneFurther(Target, bool),
}

impl Note {
    /// Whether the note reports a problem (shown as an alert).
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Note::CannotRead(_)
                | Note::CannotStart(_)
                | Note::WorkerDied
                | Note::CountStopped(_)
                | Note::Failed(_)
                | Note::Link(_)
                | Note::Given(_)
                | Note::Range { .. }
                | Note::CopyFailed
        )
    }

    /// The note in words.
    pub fn text(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        match lang {
            Lang::En => self.english(numbers),
        }
    }

    fn english(&self, numbers: &dyn Numbers) -> String {
        match self {
            Note::Cancelled => "Cancelled. The grid is as you left it.".into(),
            Note::CannotRead(e) => format!("Cannot read the puzzle: {e}"),
            Note::CannotStart(e) => format!("Cannot start: {e}"),
            Note::WorkerDied => "The search worker stopped answering; it was replaced. Your grid is intact: press Play to try again.".into(),
            Note::CountStopped(e) => format!("The count stopped: {e}"),
            Note::Failed(e) => e.clone(),
            Note::Link(problems) => format!("Part of the link was not used: {}", problems.join("; ")),
            Note::Given(cell) => format!("{cell} holds a given of the puzzle; load an empty grid to write your own."),
            Note::Range { value, max } => format!("{value} does not fit: values go from 1 to {max}."),
            Note::NoSolution => "No solution: the whole tree was searched.".into(),
            Note::ExactlyOne => "Exactly one solution: the whole tree was searched.".into(),
            Note::Solutions { count, workers: None } => {
                format!("{} solutions: the whole tree was searched.", numbers.int(*count))
            }
            Note::Solutions { count, workers: Some(w) } => format!(
                "{} solutions: the whole tree was searched, on {w} workers at once.",
                numbers.int(*count)
            ),
            Note::StoppedAfter(1) => "Stopped after the first solution.".into(),
            Note::StoppedAfter(n) => format!("Stopped after {} solutions.", numbers.int(*n)),
            Note::LinkCopied => "Link copied: it opens this very step.".into(),
            Note::CopyFailed => "The browser refused to copy; the link is in the address bar.".into(),
            Note::NoneFurther(Target::Solution, true) => "No further solution.".into(),
            Note::NoneFurther(Target::Solution, false) => "No earlier solution.".into(),
            Note::NoneFurther(Target::Backtrack, true) => "No further step back.".into(),
            Note::NoneFurther(Target::Backtrack, false) => "No earlier step back.".into(),
        }
    }
}
