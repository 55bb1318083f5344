//! Predict the next step: a classroom mode in which the run stops before
//! each event and asks the class what comes next (which value, whether it
//! is rejected and by which cell, where the search goes back to); the
//! answer is scored, then the step is shown with its explanation.

use crate::engine::{Event, Move};
use crate::i18n::{Lang, T};
use crate::kinds::{kind_of, Level};
use crate::page::model::{Command, CursorGoal, Model};
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

/// The state of predict mode.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Predict {
    /// Answers right.
    pub right: u32,
    /// Questions answered.
    pub asked: u32,
    /// The question waiting for an answer.
    pub question: Option<Question>,
    /// Whether the last answer was right (shown until the next question).
    pub verdict: Option<bool>,
    /// The next moment, fetched but not shown until the answer.
    pub hidden: Option<Moment>,
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

impl Model {
    /// Whether predict mode waits for a square (a click on the board).
    pub(in crate::page) fn asks_square(&self) -> bool {
        matches!(
            self.mode.predict().and_then(|p| p.question.as_ref()),
            Some(Question::Rejected { .. } | Question::BackTo)
        )
    }

    /// Predict mode's Step: a question pending is skipped (the step is
    /// shown unscored); otherwise the next step is fetched and held back.
    pub(in crate::page) fn predict_next(&mut self, now: f64, out: &mut Vec<Command>) {
        if !self.ensure_run(now, out) {
            return;
        }
        let holds_question = self.mode.predict().is_some_and(|p| p.question.is_some());
        if holds_question {
            self.reveal();
        } else if self.cursor.goal.is_none() && !self.run.as_ref().is_some_and(|r| r.finished()) {
            if let Some(p) = self.mode.predict_mut() {
                p.verdict = None;
            }
            self.cursor.goal = Some(CursorGoal::HiddenStep(self.step() + 1));
        }
    }

    /// Scores `answer` and shows the step it was about.
    pub(in crate::page) fn answer(&mut self, answer: Answer) {
        let (Some(run), Some(p)) = (&self.run, self.mode.predict_mut()) else {
            return;
        };
        let (Some(_), Some(next)) = (&p.question, &p.hidden) else {
            return;
        };
        let Some(puzzle) = run.puzzle() else { return };
        let right = Predict::is_right(puzzle, self.choices.strategy, next, answer);
        p.asked += 1;
        p.right += u32::from(right);
        p.verdict = Some(right);
        self.reveal();
    }

    /// Shows the step held back by predict mode.
    pub(in crate::page) fn reveal(&mut self) {
        let Some(p) = self.mode.predict_mut() else {
            return;
        };
        p.question = None;
        if let (Some(next), Some(run)) = (p.hidden.take(), &mut self.run) {
            run.take(next);
            self.facts = Some(std::rc::Rc::new(crate::page::MomentFacts::of(
                run,
                self.choices.strategy,
            )));
        }
    }
}
