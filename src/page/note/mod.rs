//! The one-line messages under the controls: data here, words when
//! drawn (in the page's language, numbers by its `Intl`).

use crate::format::{FormatError, LinkProblem, WriteProblem};
use crate::generate::Difficulty;
mod ended;
mod sent;
mod workers;

pub use ended::RunEnd;
pub use sent::Sent;
pub use workers::WorkerNote;

use crate::i18n::Numbers;
use crate::i18n::{format_error, link_problem, write_problem, Lang, T};
use crate::page::mode::ModeKind;
use crate::protocol::Target;

/// A message for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The run was cancelled.
    Cancelled,
    /// A link's Lab code could not be unpacked.
    LabLinkUnreadable,
    /// A choice changed the search: the run starts again.
    NewSearch,
    /// Pasted or loaded text could not be read (the reader's words).
    CannotRead(FormatError),
    /// The import box's text could not be read: shown at the box, whose
    /// text is marked invalid.
    CannotImport(FormatError),
    /// The grid cannot be solved as it is (the reason, with its place).
    CannotStart(FormatError),
    /// The grid cannot be written in the format asked for (why).
    CannotWrite(WriteProblem),
    /// A reload opened the run again at this step.
    Resumed(u64),
    /// Another mode keeps the page: it must be left first.
    LeaveMode(ModeKind),
    /// How the run ended.
    Ended(RunEnd),
    /// What became of a worker.
    Worker(WorkerNote),
    /// Something copied or saved, or not.
    Sent(Sent),
    /// The worker refused a request.
    Failed(String),
    /// Parts of the link could not be read.
    Link(Vec<LinkProblem>),
    /// An edit of a given was refused.
    Given(String),
    /// Nothing is typed on this kind of board.
    Fixed,
    /// A value too large for the grid.
    Range {
        /// The value typed.
        value: u8,
        /// The largest allowed.
        max: u8,
    },
    /// There is no further event of that kind that way.
    NoneFurther(Target, bool),
    /// A language's texts cannot be fetched (offline before its first
    /// use): the page speaks the language it has instead.
    LangUnavailable(Lang),
    /// The chosen strategy or mode does not run on a board of this many
    /// queens, past the candidate sets' 32 columns.
    WideQueens(usize),
    /// A new puzzle is being made.
    Making,
    /// A new puzzle was made.
    Made {
        /// From this seed.
        seed: u64,
        /// As hard as this.
        difficulty: Difficulty,
        /// `fast` needed this many guesses to prove it unique.
        guesses: u64,
    },
}

impl Note {
    /// Whether the note may name a problem of reading or writing a
    /// puzzle's text, whose words are fetched with the help's
    /// ([`Part::Help`](crate::i18n::tables::Part::Help)).
    pub fn names_input_error(&self) -> bool {
        matches!(
            self,
            Note::CannotRead(_)
                | Note::CannotImport(_)
                | Note::CannotStart(_)
                | Note::CannotWrite(_)
                | Note::Link(_)
        )
    }

    /// Whether the note's words are fetched with the help's
    /// ([`Part::Help`](crate::i18n::tables::Part::Help)): a problem of a
    /// puzzle's text, or a note said only after the reader acted (the
    /// help's part is fetched at the first use). How a run ended, a
    /// worker's fate, a run resumed and a missing language are the
    /// page's own: a visit that has not acted may be told them.
    pub fn waits_for_help(&self) -> bool {
        self.names_input_error()
            || matches!(
                self,
                Note::Cancelled
                    | Note::NewSearch
                    | Note::LeaveMode(_)
                    | Note::Sent(_)
                    | Note::Given(_)
                    | Note::Fixed
                    | Note::Range { .. }
                    | Note::NoneFurther(..)
                    | Note::Making
                    | Note::Made { .. }
                    | Note::WideQueens(_)
            )
    }

    /// Whether the note reports a problem (shown as an alert).
    pub fn is_error(&self) -> bool {
        self.names_input_error()
            || matches!(
                self,
                Note::Failed(_)
                    | Note::Given(_)
                    | Note::Fixed
                    | Note::Range { .. }
                    | Note::WideQueens(_)
            )
            || matches!(self, Note::Worker(w) if w.is_error())
            || matches!(self, Note::Sent(s) if s.is_error())
    }

    /// The note in words.
    pub fn text(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        let t = |key| lang.t(key).to_string();
        match self {
            Note::Cancelled => t(T::NoteCancelled),
            Note::NewSearch => t(T::NoteNewSearch),
            Note::CannotRead(e) | Note::CannotImport(e) => {
                lang.fill(T::NoteCannotRead, &[&format_error(e, lang)])
            }
            Note::CannotStart(e) => lang.fill(T::NoteCannotStart, &[&format_error(e, lang)]),
            Note::CannotWrite(e) => lang.fill(T::NoteCannotWrite, &[&write_problem(e, lang)]),
            Note::Ended(end) => end.text(lang, numbers),
            Note::Worker(note) => note.text(lang, numbers),
            Note::Sent(sent) => sent.text(lang, numbers),
            Note::Resumed(step) => lang.fill(T::NoteResumed, &[&numbers.int(*step)]),
            Note::LabLinkUnreadable => lang.t(T::LabLinkUnreadable).to_owned(),
            Note::LeaveMode(kind) => t(kind.leave_first()),
            Note::Failed(e) => e.clone(),
            Note::Link(problems) => {
                let problems: Vec<String> =
                    problems.iter().map(|p| link_problem(p, lang)).collect();
                lang.fill(T::NoteLink, &[&problems.join("; ")])
            }
            Note::Given(cell) => lang.fill(T::NoteGiven, &[cell]),
            Note::Fixed => lang.t(T::NoteFixed).to_string(),
            Note::Range { value, max } => {
                lang.fill(T::NoteRange, &[&value.to_string(), &max.to_string()])
            }
            Note::NoneFurther(Target::Solution, true) => t(T::NoteNoFurtherSolution),
            Note::NoneFurther(Target::Solution, false) => t(T::NoteNoEarlierSolution),
            Note::NoneFurther(Target::Backtrack, true) => t(T::NoteNoFurtherBacktrack),
            Note::NoneFurther(Target::Backtrack, false) => t(T::NoteNoEarlierBacktrack),
            Note::LangUnavailable(wanted) => {
                lang.fill(T::NoteLangUnavailable, &[wanted.name(), lang.name()])
            }
            Note::WideQueens(n) => {
                let past_steps = *n > crate::puzzles::MAX_STEPPED_QUEENS;
                let key = if past_steps {
                    T::NoteUnsteppedQueens
                } else {
                    T::NoteWideQueens
                };
                lang.fill(key, &[&numbers.int(*n as u64)])
            }
            Note::Making => t(T::NoteMaking),
            Note::Made {
                seed,
                difficulty,
                guesses,
            } => {
                let level = t(match difficulty {
                    Difficulty::Easy => T::DifficultyEasy,
                    Difficulty::Medium => T::DifficultyMedium,
                    Difficulty::Hard => T::DifficultyHard,
                });
                lang.fill(
                    T::NoteMade,
                    &[&seed.to_string(), &level, &numbers.int(*guesses)],
                )
            }
        }
    }
}
