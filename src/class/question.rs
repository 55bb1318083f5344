//! A class predicting the next step: the question asked at a teacher's
//! moment, its answers as the relay carries them (keys in no language:
//! `v5` for a value, `yes`, `no`), the truth, and its words in a reader's
//! language. The search is deterministic, so every device computes the
//! question from the moment itself: the teacher's to ask it and know the
//! truth, a student's to word it in their own language. The relay
//! carries only the keys.

use crate::engine::Event;
use crate::format::read_link;
use crate::i18n::{Lang, T};
use crate::page::{Predict, Question};
use crate::protocol::{Cursor, HeldByPage, Mode};
use crate::puzzles::AnyPuzzle;
use crate::solve::stepper;
use crate::strategy::Strategy;

/// The key of "yes, rejected".
const YES: &str = "yes";
/// The key of "no, placed".
const NO: &str = "no";

/// The question about the step after a moment.
#[derive(Clone, Debug)]
pub struct ClassQuestion {
    /// The question, as predict mode asks it.
    pub question: Question,
    /// The answers' keys, in the order they are offered.
    pub choices: Vec<String>,
    /// The right answer's key.
    pub truth: String,
    puzzle: AnyPuzzle,
}

impl ClassQuestion {
    /// The question a class is asked at `moment` (a link fragment): about
    /// the step after it. `None` where predict mode asks none a class can
    /// answer by tapping (a solution, the end, a value with no other to
    /// choose from, where the search goes back to: a square of the board,
    /// asked on the page alone), or where the link names no run.
    pub fn at(moment: &str) -> Option<ClassQuestion> {
        let link = read_link(moment);
        let puzzle = link.puzzle?;
        let strategy = link.strategy.unwrap_or(Strategy::Classic);
        if !strategy.steps() {
            return None;
        }
        let step = link.step.unwrap_or(0);
        let mode = link.mode.unwrap_or(Mode::First);
        let mut cursor = Cursor::new(stepper(&puzzle, strategy)?, mode.limit(), puzzle.cells());
        cursor.seek(step + 1, &|| false);
        if cursor.at() != step + 1 {
            return None;
        }
        let next = cursor.moment(HeldByPage::default());
        let question = Predict::question_for(&next)?;
        let (choices, truth) = match (&question, next.event?) {
            (Question::Value { options, .. }, Event::Try { mv, .. }) => (
                options.iter().map(|v| value_key(*v)).collect(),
                value_key(mv.value),
            ),
            (Question::Rejected { .. }, Event::Reject { .. }) => (yes_no(), YES.to_string()),
            (Question::Rejected { .. }, Event::Place { .. }) => (yes_no(), NO.to_string()),
            _ => return None,
        };
        Some(ClassQuestion {
            question,
            choices,
            truth,
            puzzle,
        })
    }

    /// The question in `lang`, and each answer's key with its label.
    pub fn words(&self, lang: Lang) -> (String, Vec<(String, String)>) {
        let Some(text) = self.question.words(&self.puzzle, lang) else {
            return (String::new(), Vec::new());
        };
        let labels = match &self.question {
            Question::Value { .. } => text
                .options
                .into_iter()
                .map(|(v, label)| (value_key(v), label))
                .collect(),
            _ => vec![
                (YES.to_string(), lang.t(T::PredictYes).to_string()),
                (NO.to_string(), lang.t(T::PredictNo).to_string()),
            ],
        };
        (text.text, labels)
    }

    /// The label of the answer `key` in `lang` (the key itself if the
    /// question has no such answer).
    pub fn label(&self, key: &str, lang: Lang) -> String {
        let (_, labels) = self.words(lang);
        labels
            .into_iter()
            .find(|(k, _)| k == key)
            .map_or_else(|| key.to_string(), |(_, label)| label)
    }
}

fn value_key(value: u8) -> String {
    format!("v{value}")
}

fn yes_no() -> Vec<String> {
    vec![YES.to_string(), NO.to_string()]
}
