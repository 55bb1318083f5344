//! Solving by hand: notes mode, the check against the puzzle's solution,
//! hints in three levels, the time and the counts, and the solved
//! message. The grid and its notes live in the editor (`document/`);
//! here is what a person solving it is told and what is counted.

mod asked;
mod check;
mod clock;
mod culprits;
mod difficulty;
mod grade;
mod hint;
mod refute;
#[cfg(test)]
mod rule_hints_tests;
mod solutions;
mod tries;
mod true_candidates;
mod try_update;
mod try_words;
mod update;
mod watch;
mod words;

pub use crate::kinds::hand::{solutions_of, Checked, Hint, HintReason, Solutions};
pub use crate::kinds::queens::QueensReason;
pub use asked::{answer_of, Answer, Question};
pub use clock::PlayClock;
pub use culprits::{culprits, Culprits};
pub use grade::{serve, technique, Technique};
pub use hint::find_hint;
pub use refute::{steps_to_fail, REFUTING};
pub use tries::{contradiction, go_on, settle_tries, Contradiction, TryFailed};
pub use watch::Watching;

use crate::page::action::PlayAction;
use crate::puzzles::Mask;
use crate::teach::Marks;

/// The levels of a hint: where to look, what to conclude, the value.
pub const HINT_LEVELS: u8 = 3;

/// What the page last told the person solving.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// The outcome of a check.
    Checked(Checked),
    /// A hint, at its level (1 to [`HINT_LEVELS`]).
    Hint(Hint, u8),
    /// No hint can be given (the grid is solved, or nothing is known).
    NoHint,
    /// No hint can be given: the puzzle has several solutions, and
    /// nothing on the grid is forced yet.
    NoHintSeveral,
    /// Which entries cannot stand together.
    Culprits(Culprits),
    /// The worker is finding what a check, a hint or "where did I go
    /// wrong" needs.
    Working,
    /// The puzzle is solved.
    Solved(Solved),
    /// The search of a hint plays on the board.
    Watching(Hint),
    /// Tries failed and were rolled back.
    TryFailed(TryFailed),
    /// No value is tried on a grid that already breaks a rule.
    TryRefused(Contradiction),
    /// The person rolled back the try of a value in a cell.
    RolledBack(usize, u8),
    /// "Go on" placed this many values.
    WentOn(usize),
}

/// The figures of a puzzle solved by hand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Solved {
    /// The time taken (ms), without the time the page was hidden.
    pub ms: f64,
    /// Hints asked for.
    pub hints: u32,
    /// Checks made.
    pub checks: u32,
    /// Edits taken back.
    pub undos: u32,
}

/// How hard the puzzle on the board is, as measured in a worker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difficulty {
    /// The guesses `fast` made to prove the solution unique.
    pub guesses: u64,
    /// `classic`'s attempts to the first solution (`None`: more than its
    /// budget).
    pub attempts: Option<u64>,
    /// The hardest step the page's hints need, where it gives hints.
    pub technique: Option<Technique>,
}

/// A person's session with the puzzle on the board.
#[derive(Clone, Debug, Default)]
pub struct Play {
    /// Digits go into the notes, not the cells.
    notes_mode: bool,
    /// The next digit typed is a try (a savepoint before it).
    try_mode: bool,
    /// Digits go into the corner marks.
    corner_mode: bool,
    /// The notes stay as written when a value is placed (the person's
    /// option; by default a value strikes itself from its peers' notes).
    notes_stay: bool,
    /// The time spent.
    clock: PlayClock,
    /// Hints asked for, checks made, edits taken back.
    hints: u32,
    /// Checks made.
    checks: u32,
    /// Edits taken back.
    undos: u32,
    /// The entries the last check found wrong: cell and value (a mark
    /// goes when its cell changes).
    wrong: Vec<(usize, u8)>,
    /// What the page last said.
    said: Option<Said>,
    /// The true candidates are asked for (the person's option).
    truth_on: bool,
    /// The true candidates of each cell of the grid as it is, once the
    /// worker answered.
    truth: Option<Vec<Mask>>,
    /// The person's grid, kept aside while a hint's search plays.
    watching: Option<Watching>,
    /// How hard the puzzle is, once measured (puzzles of one solution).
    difficulty: Option<Difficulty>,
    /// The puzzle's solutions as far as the worker answered.
    known: asked::Known,
}

impl Play {
    /// Digits go into the notes, not the cells.
    pub fn notes_mode(&self) -> bool {
        self.notes_mode
    }

    /// Digits go into the corner marks.
    pub fn corner_mode(&self) -> bool {
        self.corner_mode
    }

    /// The next digit typed is a try.
    pub fn try_mode(&self) -> bool {
        self.try_mode
    }

    /// The notes stay as written when a value is placed.
    pub fn notes_stay(&self) -> bool {
        self.notes_stay
    }

    /// The time spent.
    pub fn clock(&self) -> &PlayClock {
        &self.clock
    }

    /// Hints asked for.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Checks made.
    pub fn checks(&self) -> u32 {
        self.checks
    }

    /// Edits taken back.
    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// Counts an edit taken back, if one was (`undone`).
    pub(in crate::page) fn count_undo(&mut self, undone: bool) {
        self.undos += u32::from(undone);
    }

    /// The entries the last check found wrong: cell and value.
    pub fn wrong(&self) -> &[(usize, u8)] {
        &self.wrong
    }

    /// What the page last said.
    pub fn said(&self) -> &Option<Said> {
        &self.said
    }

    /// The true candidates are asked for.
    pub fn truth_on(&self) -> bool {
        self.truth_on
    }

    /// The true candidates of each cell, once the worker answered.
    pub fn truth(&self) -> Option<&[Mask]> {
        self.truth.as_deref()
    }

    /// The person's grid, kept aside while a hint's search plays.
    pub fn watching(&self) -> Option<&Watching> {
        self.watching.as_ref()
    }

    /// How hard the puzzle is, once measured.
    pub fn difficulty(&self) -> Option<Difficulty> {
        self.difficulty
    }

    /// Forgets what was said of the grid once the reader turns to the
    /// search, a puzzle, a mode or a lesson: a check's or a hint's
    /// words are of the moment they answered. That it is solved, and a
    /// hint's search playing on the board, still hold.
    pub fn forget_stale_words(&mut self) {
        if !matches!(self.said, Some(Said::Solved(_) | Said::Watching(_))) {
            self.said = None;
        }
    }

    /// The session for a new puzzle: nothing counted, notes mode kept.
    pub fn for_new_puzzle(&self) -> Play {
        Play {
            notes_mode: self.notes_mode,
            corner_mode: self.corner_mode,
            notes_stay: self.notes_stay,
            ..Play::default()
        }
    }

    /// Notes mode, corner mode or try mode switched on or off (notes and
    /// corner marks exclude each other); only a board of digits takes
    /// corner marks and tries.
    fn switch_mode(&mut self, action: PlayAction, digits: bool) {
        match action {
            PlayAction::ToggleNotes => {
                self.notes_mode = !self.notes_mode;
                self.corner_mode &= !self.notes_mode;
            }
            PlayAction::ToggleCorner => {
                self.corner_mode = !self.corner_mode && digits;
                self.notes_mode &= !self.corner_mode;
            }
            PlayAction::ToggleTry => self.try_mode = !self.try_mode && digits,
            _ => {}
        }
    }

    /// The marks a hint puts on the board: its house or cell lit; those
    /// of a try that failed: where the grid broke a rule.
    pub fn marks(&self, houses_of_hint: impl Fn(&Hint) -> Vec<usize>) -> Option<Marks> {
        if let Some(Said::TryFailed(failed)) = &self.said {
            return Some(failed.marks());
        }
        let Some(Said::Hint(hint, level)) = &self.said else {
            return None;
        };
        let mut lit = houses_of_hint(hint);
        if *level >= 2 || lit.is_empty() {
            lit.push(hint.cell);
        }
        Some(Marks {
            focus: (*level >= 2).then_some(hint.cell),
            lit,
            ..Marks::default()
        })
    }

    /// The hint on screen has a search to watch.
    pub fn offers_watch(&self) -> bool {
        self.watching.is_none()
            && matches!(
                self.said,
                Some(Said::Hint(Hint { reason: HintReason::Refuted { .. }, .. }, level)) if level >= 2
            )
    }

    /// The cells the last check marked wrong.
    pub fn wrong_cells(&self) -> Vec<usize> {
        self.wrong.iter().map(|&(cell, _)| cell).collect()
    }
}
