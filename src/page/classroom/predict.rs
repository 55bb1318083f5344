//! Predict the next step: a classroom mode in which the run stops before
//! each event and asks the class what comes next (which value, whether it
//! is rejected and by which cell, where the search goes back to); the
//! answer is scored, then the step is shown with its explanation.

use crate::engine::{Event, Move};
use crate::i18n::{Lang, T};
use crate::kinds::{kind_of, Level};
use crate::protocol::Moment;
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;
use crate::teach::{explain, square_name, value_word};

/// A question about the next event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Which value will `cell` try? One of `options`.
    Value {
        /// The cell (for N-Queens, the row).
        cell: usize,
        /// The values it may try next, in order.
        options: Vec<u8>,
    },
    /// Will `cell = value` be rejected, and by which cell?
    Rejected {
        /// The cell.
        cell: usize,
        /// The value tried.
        value: u8,
    },
    /// Where does the search go back to? (A square.)
    BackTo,
}

/// An answer of the class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A value.
    Value(u8),
    /// Yes: rejected (no cell named).
    Yes,
    /// No: recorded.
    No,
    /// A square of the board: the clashing cell, or where the search goes back to.
    Square(usize),
}

/// The state of predict mode: the score, the question waiting and the
/// moment it is about, held back until the class has answered.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Predict {
    /// Answers right.
    right: u32,
    /// Questions answered.
    asked: u32,
    /// The question waiting for an answer.
    question: Option<Question>,
    /// Whether the last answer was right (shown until the next question).
    verdict: Option<bool>,
    /// The next moment, fetched but not shown until the answer (boxed:
    /// the page's modes stay of a size).
    hidden: Option<Box<Moment>>,
}

/// A question in words, with its answers' labels: what the panel shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuestionText {
    /// The question.
    pub text: String,
    /// For a question about values: each value with its label (a digit,
    /// or for Tents the square of the tent).
    pub options: Vec<(u8, String)>,
}

impl Question {
    /// The question in `lang` about `puzzle`.
    pub fn words(&self, puzzle: &AnyPuzzle, lang: Lang) -> Option<QuestionText> {
        let level = kind_of(puzzle).level();
        let value = |cell: usize, v: u8| match level {
            Level::Tree | Level::Row => square_name(puzzle, Move::new(cell, u32::from(v))),
            Level::Cell => value_word(puzzle, v),
        };
        match self {
            Question::Value { cell, options } => {
                let asked = match level {
                    Level::Row => lang.fill(T::HouseRow, &[&(cell + 1).to_string()]),
                    Level::Cell | Level::Tree => puzzle.cell_name(*cell),
                };
                // A queen's row or a tree chooses a square, a cell a value.
                let question = match level {
                    Level::Row | Level::Tree => T::PredictWhichSquare,
                    Level::Cell => T::PredictWhichValue,
                };
                Some(QuestionText {
                    text: lang.fill(question, &[&asked]),
                    options: options.iter().map(|&v| (v, value(*cell, v))).collect(),
                })
            }
            Question::Rejected { cell, value: v } => {
                let text = match level {
                    Level::Row | Level::Tree => {
                        lang.fill(T::PredictRejectedSquare, &[&value(*cell, *v)])
                    }
                    Level::Cell => lang.fill(
                        T::PredictRejected,
                        &[&puzzle.cell_name(*cell), &value(*cell, *v)],
                    ),
                };
                Some(QuestionText {
                    text,
                    options: Vec::new(),
                })
            }
            Question::BackTo => None,
        }
    }
}

impl Predict {
    /// The question that `next` (the moment after the one on screen)
    /// answers, if it is worth a question (solutions and the end are not,
    /// nor a value with no other to choose from).
    pub fn question_for(next: &Moment) -> Option<Question> {
        match next.event? {
            Event::Try { level, mv } => {
                let open = next.levels.get(level as usize)?;
                let taken = open.taken as usize;
                let options: Vec<u8> = open.candidates[taken.saturating_sub(1)..]
                    .iter()
                    .map(|m| m.value)
                    .collect();
                if options.len() < 2 {
                    return None;
                }
                Some(Question::Value {
                    cell: mv.cell as usize,
                    options,
                })
            }
            Event::Reject { mv, .. } | Event::Place { mv, .. } => Some(Question::Rejected {
                cell: mv.cell as usize,
                value: mv.value,
            }),
            Event::Undo { .. } => Some(Question::BackTo),
            Event::Solution { .. } | Event::Exhausted => None,
        }
    }

    /// Whether `answer` is right for the next moment `next`.
    pub fn is_right(puzzle: &AnyPuzzle, strategy: Strategy, next: &Moment, answer: Answer) -> bool {
        match (next.event, answer) {
            (Some(Event::Try { mv, .. }), Answer::Value(v)) => mv.value == v,
            (Some(Event::Place { .. }), Answer::No) => true,
            (Some(Event::Reject { .. }), Answer::Yes) => true,
            (Some(Event::Reject { .. }), Answer::Square(sq)) => {
                let marks = explain(puzzle, strategy, next).marks;
                marks.culprit == Some(sq) || marks.empty == Some(sq)
            }
            (Some(Event::Undo { mv, .. }), Answer::Square(sq)) => {
                puzzle.square_of_move(mv) == sq
                    || kind_of(puzzle).level_covers(mv.cell as usize, sq)
            }
            _ => false,
        }
    }
}

impl Predict {
    /// Answers right.
    pub fn right(&self) -> u32 {
        self.right
    }

    /// Questions answered.
    pub fn asked(&self) -> u32 {
        self.asked
    }

    /// The question waiting for an answer.
    pub fn question(&self) -> Option<&Question> {
        self.question.as_ref()
    }

    /// Whether the last answer was right (shown until the next question).
    pub fn verdict(&self) -> Option<bool> {
        self.verdict
    }

    /// Whether a question waits for a square (a click on the board).
    pub fn asks_square(&self) -> bool {
        matches!(
            self.question,
            Some(Question::Rejected { .. } | Question::BackTo)
        )
    }

    /// The next step is being fetched: the last verdict leaves.
    pub(in crate::page) fn fetch_next(&mut self) {
        self.verdict = None;
    }

    /// Holds `next` back with its question (none where `scored` does not
    /// hold: a board without rules the page could score by); a moment
    /// worth no question comes back to be shown at once.
    pub(in crate::page) fn hold(&mut self, next: Moment, scored: bool) -> Option<Moment> {
        self.question = Predict::question_for(&next).filter(|_| scored);
        self.hidden = Some(Box::new(next));
        if self.question.is_none() {
            return self.reveal();
        }
        None
    }

    /// Scores `answer` against the moment held back (on `puzzle`, whose
    /// run has `strategy`) and gives that moment back to be shown; `None`
    /// when no question waits.
    pub(in crate::page) fn answer(
        &mut self,
        answer: Answer,
        puzzle: &AnyPuzzle,
        strategy: Strategy,
    ) -> Option<Moment> {
        let (Some(_), Some(next)) = (&self.question, &self.hidden) else {
            return None;
        };
        let right = Predict::is_right(puzzle, strategy, next, answer);
        self.asked += 1;
        self.right += u32::from(right);
        self.verdict = Some(right);
        self.reveal()
    }

    /// The question goes unanswered: the moment held back comes back to
    /// be shown.
    pub(in crate::page) fn reveal(&mut self) -> Option<Moment> {
        self.question = None;
        self.hidden.take().map(|moment| *moment)
    }

    /// The run's worker was replaced: what was held back is forgotten
    /// and asked again of the step the fresh worker brings.
    pub(in crate::page) fn forget_held(&mut self) {
        self.question = None;
        self.hidden = None;
    }
}
