//! The one-line messages under the controls: data here, words when
//! drawn (in the page's language, numbers by its `Intl`).

use crate::format::{FormatError, LinkProblem, WriteProblem};
use crate::generate::Difficulty;
use crate::i18n::{by_count, Numbers};
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
    /// The worker stopped answering; a fresh one took over at this step.
    WorkerDied(u64),
    /// A reload opened the run again at this step.
    Resumed(u64),
    /// A counting worker stopped answering; its piece was dealt again.
    CountWorkerReplaced,
    /// The worker of a race's lane (its strategy's name) stopped
    /// answering; a fresh one took over where it was.
    LaneReplaced(&'static str),
    /// Another mode keeps the page: it must be left first.
    LeaveMode(ModeKind),
    /// A counting worker failed.
    CountStopped(String),
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
    /// The run ended with no solution.
    NoSolution,
    /// The run searched the whole tree and found one solution.
    ExactlyOne,
    /// The run searched the whole tree.
    Solutions {
        /// The solutions found.
        count: u64,
        /// Counted on this many workers at once.
        workers: Option<usize>,
    },
    /// The run stopped at its limit.
    StoppedAfter(u64),
    /// A run for uniqueness found a second solution.
    NotUnique,
    /// The link was copied.
    LinkCopied,
    /// The embed's `<iframe>` code was copied.
    EmbedCopied,
    /// The lesson's link was copied.
    LessonCopied,
    /// A GIF of this many frames was saved.
    GifMade(u64),
    /// The pictures of this many steps were saved, zipped.
    PicturesMade(u64),
    /// A video of this many steps was saved.
    VideoMade(u64),
    /// The GIF could not be made.
    GifFailed,
    /// The link could not be copied; it is shown instead.
    CopyFailed,
    /// There is no further event of that kind that way.
    NoneFurther(Target, bool),
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
    /// Whether the note reports a problem (shown as an alert).
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Note::CannotRead(_)
                | Note::CannotImport(_)
                | Note::CannotStart(_)
                | Note::CannotWrite(_)
                | Note::WorkerDied(_)
                | Note::CountStopped(_)
                | Note::Failed(_)
                | Note::Link(_)
                | Note::Given(_)
                | Note::Fixed
                | Note::Range { .. }
                | Note::CopyFailed
        )
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
            Note::WorkerDied(step) => lang.fill(T::NoteWorkerDied, &[&numbers.int(*step)]),
            Note::Resumed(step) => lang.fill(T::NoteResumed, &[&numbers.int(*step)]),
            Note::LabLinkUnreadable => lang.t(T::LabLinkUnreadable).to_owned(),
            Note::CountWorkerReplaced => t(T::NoteCountWorkerReplaced),
            Note::LaneReplaced(strategy) => lang.fill(T::NoteLaneReplaced, &[strategy]),
            Note::LeaveMode(kind) => t(match kind {
                ModeKind::Race => T::NoteLeaveRace,
                ModeKind::Lab => T::NoteLeaveLab,
                ModeKind::PaintRegions => T::NoteLeavePainting,
                // Watching admits every mode: never the one to leave.
                ModeKind::Watch | ModeKind::Predict => T::NoteLeavePredict,
            }),
            Note::CountStopped(e) => lang.fill(T::NoteCountStopped, &[e]),
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
            Note::NoSolution => t(T::NoteNoSolution),
            Note::ExactlyOne => t(T::NoteExactlyOne),
            Note::Solutions {
                count,
                workers: None,
            } => lang.fill(T::NoteSolutions, &[&numbers.int(*count)]),
            Note::Solutions {
                count,
                workers: Some(w),
            } => lang.fill(
                T::NoteSolutionsWorkers,
                &[&numbers.int(*count), &w.to_string()],
            ),
            Note::StoppedAfter(1) => t(T::NoteStoppedFirst),
            Note::StoppedAfter(n) => lang.fill(T::NoteStoppedAfter, &[&numbers.int(*n)]),
            Note::NotUnique => t(T::NoteNotUnique),
            Note::LinkCopied => t(T::NoteLinkCopied),
            Note::EmbedCopied => t(T::NoteEmbedCopied),
            Note::LessonCopied => t(T::NoteLessonCopied),
            Note::GifMade(frames) => {
                let words = by_count(numbers, *frames, T::NoteGifMadeOne, T::NoteGifMadeOther);
                lang.fill(words, &[&numbers.int(*frames)])
            }
            Note::PicturesMade(frames) => {
                let words = by_count(numbers, *frames, T::NotePicturesOne, T::NotePicturesOther);
                lang.fill(words, &[&numbers.int(*frames)])
            }
            Note::VideoMade(frames) => {
                let words = by_count(numbers, *frames, T::NoteVideoOne, T::NoteVideoOther);
                lang.fill(words, &[&numbers.int(*frames)])
            }
            Note::GifFailed => t(T::NoteGifFailed),
            Note::CopyFailed => t(T::NoteCopyFailed),
            Note::NoneFurther(Target::Solution, true) => t(T::NoteNoFurtherSolution),
            Note::NoneFurther(Target::Solution, false) => t(T::NoteNoEarlierSolution),
            Note::NoneFurther(Target::Backtrack, true) => t(T::NoteNoFurtherBacktrack),
            Note::NoneFurther(Target::Backtrack, false) => t(T::NoteNoEarlierBacktrack),
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
