//! The Lab: a learner's own Python methods for the puzzle on the board,
//! run by the page's search in the Lab's worker (which holds MicroPython).
//! While the Lab is open, every run is the learner's code: the board,
//! counters, panels and rewind work as for a built-in strategy, and the
//! Explanation says which of the learner's methods answered what
//! ([`call`]).

pub mod call;
mod check_words;
mod exercises;
mod own;
mod pasted;
mod prefilled;
mod python_words;
mod reindent;
mod traced_words;
mod update;

pub use call::{call_of, call_of_own, LabCall};
pub use check_words::check_words;
pub use exercises::{Exercise, EXERCISES};
pub use own::OwnPuzzle;
pub use pasted::{pasted, pasted_words, replace_pasted, Pasted, PastedChar, PastedCode};
pub use prefilled::prefilled;
pub use python_words::python_words;
pub use update::LabAction;
pub(super) use update::{lab_act, LabAround};

use crate::i18n::{Lang, Numbers, T};
use crate::kinds::kind_of;
use crate::kinds::lab::LabCode;
use crate::lab::python::{
    download, guard_loops, imports_article, python_for, Python, PythonChoice, PythonWhy,
};
use crate::lab::{Board, CheckOutcome, Failure, LabError};
use crate::page::model::Command;
use crate::protocol::{LabStart, Mode};
use crate::puzzles::AnyPuzzle;

/// The puzzles the Lab has code for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabKind {
    /// A classic 9x9 Sudoku: a level per cell, givens included.
    Sudoku,
    /// A 9x9 Sudoku X: the same with both main diagonals.
    SudokuX,
    /// N-Queens: a level per row, a column per move.
    Queens,
    /// Kendoku: a level per cell, row by row; a one-cell cage without an
    /// operation is a given.
    Kendoku,
    /// A puzzle of the learner's own: its code declares the board.
    Own(OwnPuzzle),
}

impl LabKind {
    /// The Lab's kind for `puzzle`, if it has code for it.
    pub fn of(puzzle: &AnyPuzzle) -> Option<Self> {
        Some(match kind_of(puzzle).lab_code()? {
            LabCode::Sudoku => LabKind::Sudoku,
            LabCode::SudokuX => LabKind::SudokuX,
            LabCode::Queens => LabKind::Queens,
            LabCode::Kendoku => LabKind::Kendoku,
        })
    }

    /// The key under which the learner's code for this kind is kept.
    pub fn storage_key(self) -> &'static str {
        match self {
            LabKind::Sudoku => "btlab.lab.sudoku",
            LabKind::SudokuX => "btlab.lab.sudokux",
            LabKind::Queens => "btlab.lab.queens",
            LabKind::Kendoku => "btlab.lab.kendoku",
            LabKind::Own(own) => own.storage_key(),
        }
    }

    /// Whether code of this kind runs with `board`, the Lab's kind of the
    /// puzzle on the board: a puzzle of the learner's own runs with any.
    pub fn runs_with(self, board: Option<LabKind>) -> bool {
        matches!(self, LabKind::Own(_)) || board == Some(self)
    }

    /// The puzzle of the learner's own, if it is one.
    pub fn own(self) -> Option<OwnPuzzle> {
        match self {
            LabKind::Own(own) => Some(own),
            _ => None,
        }
    }
}

/// The Lab's state: the learner's code and what became of its last run.
#[derive(Clone, Debug, PartialEq)]
pub struct Lab {
    /// The kind of puzzle the code is for.
    kind: LabKind,
    /// The learner's code.
    code: String,
    /// How many times the code was written from outside the editor (the
    /// editor takes [`Lab::code`] when this changes).
    written: u32,
    /// Why the last run did not load or stopped, if it did.
    problem: Option<LabProblem>,
    /// What the last "Check my code" found.
    check: Option<CheckOutcome>,
    /// A check is on its way.
    checking: bool,
    /// The exercise chosen, if any (an index into [`EXERCISES`]).
    exercise: Option<usize>,
    /// The end of what the learner's code printed in the last run: its
    /// last [`OUTPUT_CHARS`] characters or so, from a line's start.
    output: String,
    /// The learner's choice of Python.
    python: PythonChoice,
    /// The code as it was pasted, before the one click mended it, until
    /// the learner edits again: the mended code is a guess where the copy
    /// lost its indentation.
    pasted_before: Option<String>,
}

/// The learner's code as the Code panel shows it while the Lab is open:
/// its lines, and the line of the method called at the step on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct LearnerCode {
    /// The lines of the learner's code.
    pub lines: Vec<String>,
    /// The line lit (from 0): where the method called is defined.
    pub lit: Option<usize>,
    /// What the panel says under the code: whose loop runs it.
    pub caption: T,
}

/// The most of the learner's printed output the Lab keeps.
pub const OUTPUT_CHARS: usize = 4000;

/// What went wrong with the learner's code.
#[derive(Clone, Debug, PartialEq)]
pub enum LabProblem {
    /// It did not load (a syntax error names its line).
    Load(LabError),
    /// A method failed during the run.
    Failed(Failure),
}

impl LabProblem {
    /// The line of the learner's code it names, if any.
    pub fn line(&self) -> Option<u32> {
        let error = match self {
            LabProblem::Load(e) => e,
            LabProblem::Failed(f) => &f.error,
        };
        match error {
            LabError::Raised { line, .. } => *line,
            _ => None,
        }
    }

    /// What went wrong, in `lang`.
    pub fn words(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        match self {
            LabProblem::Load(error) => call::error_words(error, None, lang, numbers),
            LabProblem::Failed(failure) => call::failure_words(failure, lang, numbers),
        }
    }
}

impl Lab {
    /// The kind of puzzle the code is for.
    pub fn kind(&self) -> LabKind {
        self.kind
    }

    /// The learner's code.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// What Copy link puts on the clipboard: the moment's `link` with
    /// the learner's code (and the board it declares).
    pub fn copy_link(&self, link: String) -> Command {
        let fragment = match self.kind().own() {
            Some(own) => format!("{link}&own={}", own.key()),
            None => link,
        };
        let code = self.code().to_string();
        Command::CopyLabLink { fragment, code }
    }

    /// How many times the code was written from outside the editor (the
    /// editor takes [`Lab::code`] when this changes).
    pub fn written(&self) -> u32 {
        self.written
    }

    /// Whether the code was mended by the one click and can be put back
    /// as it was pasted.
    pub fn can_put_back(&self) -> bool {
        self.pasted_before.is_some()
    }

    /// Why the last run did not load or stopped, if it did.
    pub fn problem(&self) -> Option<&LabProblem> {
        self.problem.as_ref()
    }

    /// What the last "Check my code" found.
    pub fn check(&self) -> Option<&CheckOutcome> {
        self.check.as_ref()
    }

    /// Whether a check is on its way.
    pub fn checking(&self) -> bool {
        self.checking
    }

    /// The exercise chosen, if any (an index into [`EXERCISES`]).
    pub fn exercise(&self) -> Option<usize> {
        self.exercise
    }

    /// The end of what the learner's code printed in the last run.
    pub fn output(&self) -> &str {
        &self.output
    }

    /// The Lab on `kind`, holding `code` (the prefilled code if none).
    pub fn new(kind: LabKind, code: Option<String>, lang: Lang) -> Self {
        Lab {
            kind,
            code: code.unwrap_or_else(|| prefilled(kind, lang)),
            written: 0,
            problem: None,
            check: None,
            checking: false,
            exercise: None,
            output: String::new(),
            python: PythonChoice::Automatic,
            pasted_before: None,
        }
    }

    /// The learner's choice of Python.
    pub fn python_choice(&self) -> PythonChoice {
        self.python
    }

    /// The Python that runs the code, and why.
    pub fn python(&self) -> (Python, PythonWhy) {
        python_for(&self.code, self.python)
    }

    /// Adds `printed`, what the learner's code printed, to the output
    /// kept: past [`OUTPUT_CHARS`], the oldest lines go.
    pub fn add_output(&mut self, printed: &str) {
        self.output.push_str(printed);
        if self.output.len() <= OUTPUT_CHARS {
            return;
        }
        let mut cut = self.output.len() - OUTPUT_CHARS;
        while !self.output.is_char_boundary(cut) {
            cut += 1;
        }
        // From the next line's start, unless the one line is that long.
        if let Some(newline) = self.output[cut..].find('\n') {
            if newline + 1 < self.output.len() - cut {
                cut += newline + 1;
            }
        }
        self.output.drain(..cut);
    }

    /// The learner's code for the Code panel, `call` being the one that
    /// answered at the step on screen, if one did.
    pub fn learner_code(&self, call: Option<&LabCall>) -> LearnerCode {
        LearnerCode {
            lines: self.code.lines().map(str::to_owned).collect(),
            lit: call
                .and_then(LabCall::method)
                .and_then(|m| self.line_of(m))
                .map(|line| line - 1),
            caption: call.map_or(T::LabCodeCaption, LabCall::code_caption),
        }
    }

    /// The line of the learner's code where `method` is defined (from 1).
    pub fn line_of(&self, method: &str) -> Option<usize> {
        let def = format!("def {method}(");
        self.code
            .lines()
            .position(|line| line.trim_start().starts_with(&def))
            .map(|i| i + 1)
    }

    /// Whether the code declares the board it fills: a puzzle of the
    /// learner's own, or a program written as the article writes them
    /// (`from backtrack import Backtrack`), whose board is its `vector`
    /// as a square of side `size`, whatever the board on the page.
    pub fn declares_board(&self) -> bool {
        self.kind.own().is_some() || imports_article(&self.code)
    }

    /// The code as a file that runs with the skeleton in a normal Python.
    pub fn download(&self, puzzle: &AnyPuzzle) -> String {
        download(&self.code, &self.globals(puzzle))
    }

    /// The puzzle's data for the code: none for a puzzle of the
    /// learner's own, whose code has its own.
    fn globals(&self, puzzle: &AnyPuzzle) -> String {
        match self.kind {
            LabKind::Own(_) => String::new(),
            _ => globals(puzzle),
        }
    }

    /// What the Lab's worker needs to run the code on `puzzle` (the
    /// board's; not used by a puzzle of the learner's own).
    pub fn start(&self, puzzle: &AnyPuzzle, mode: Mode, seed: u64) -> LabStart {
        LabStart {
            code: guard_loops(&self.code),
            globals: self.globals(puzzle),
            board: board(puzzle),
            mode,
            seed,
            puzzle: puzzle.spec(),
            by_solutions: self.exercise.is_some_and(|i| EXERCISES[i].by_solutions),
            declares: self.declares_board(),
            python: self.python().0,
        }
    }
}

/// The puzzle's data as the learner's code reads it (see
/// [`Kind::lab_globals`](crate::kinds::Kind::lab_globals)).
pub fn globals(puzzle: &AnyPuzzle) -> String {
    kind_of(puzzle).lab_globals()
}

/// The board the learner's levels fill: level `i` fills cell (Sudoku) or
/// row (N-Queens) `i`.
fn board(puzzle: &AnyPuzzle) -> Board {
    Board {
        cell_of_level: (0..puzzle.cells() as u16).collect(),
        max_value: puzzle.side() as u8,
    }
}

#[cfg(test)]
mod article_tests;
#[cfg(test)]
mod check_tests;
#[cfg(test)]
mod code_tests;
#[cfg(test)]
mod mistakes_tests;
#[cfg(test)]
mod own_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod traced_tests;
