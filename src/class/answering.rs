//! A student's side of a class that predicts: the question offered, the
//! student's answer (the last one counts until the reveal), and once
//! revealed, whether it was right and the running score.

use btlab_class::protocol::{ClientMessage, Question, Revealed};

use super::question::ClassQuestion;

/// A question offered to the student.
#[derive(Clone, Debug)]
pub struct Offered {
    /// The teacher's number for it.
    pub number: u32,
    /// The answers' keys.
    pub choices: Vec<String>,
    /// The question worked out from the teacher's moment, for its words
    /// (`None` if this device cannot: the keys are shown).
    pub asked: Option<ClassQuestion>,
    /// The student's answer so far.
    pub chosen: Option<String>,
}

/// A student's questions and score.
#[derive(Clone, Debug, Default)]
pub struct Answering {
    open: Option<Offered>,
    last: Option<(Offered, Revealed)>,
    right: u32,
    answered: u32,
}

impl Answering {
    /// The question open.
    pub fn open(&self) -> Option<&Offered> {
        self.open.as_ref()
    }

    /// The last question revealed, with the class's answers.
    pub fn last(&self) -> Option<&(Offered, Revealed)> {
        self.last.as_ref()
    }

    /// The running score: right, of answered.
    pub fn score(&self) -> (u32, u32) {
        (self.right, self.answered)
    }

    /// The room as the relay says it: a new question is offered (worked
    /// out from `moment`, the teacher's); a revealed one is scored.
    pub fn class(
        &mut self,
        moment: Option<&str>,
        question: Option<Question>,
        revealed: Option<Revealed>,
    ) {
        if let Some(revealed) = revealed {
            let ours = self
                .open
                .as_ref()
                .is_some_and(|o| o.number == revealed.question);
            if let Some(offered) = self.open.take_if(|_| ours) {
                if let Some(chosen) = &offered.chosen {
                    self.answered += 1;
                    self.right += u32::from(*chosen == revealed.truth);
                }
                self.last = Some((offered, revealed));
            }
        }
        let Some(question) = question else {
            return;
        };
        if self
            .open
            .as_ref()
            .is_some_and(|o| o.number == question.question)
        {
            return;
        }
        let asked = moment
            .and_then(ClassQuestion::at)
            .filter(|q| q.choices == question.choices);
        self.open = Some(Offered {
            number: question.question,
            choices: question.choices,
            asked,
            chosen: None,
        });
    }

    /// The student answers `choice` (one of the open question's).
    pub fn answer(&mut self, choice: &str) -> Option<ClientMessage> {
        let open = self.open.as_mut()?;
        if !open.choices.iter().any(|c| c == choice) {
            return None;
        }
        open.chosen = Some(choice.to_string());
        Some(ClientMessage::Answer {
            question: open.number,
            choice: choice.to_string(),
        })
    }
}
