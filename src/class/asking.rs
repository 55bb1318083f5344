//! The teacher's side of a class that predicts: at each of the teacher's
//! moments the question about the next step goes to every device; the
//! answers are counted (not read) until the teacher reveals, or until
//! every student has answered; then the class's distribution comes back
//! beside the truth, and the step plays.

use btlab_class::protocol::{ClientMessage, Revealed};

use super::question::ClassQuestion;
use super::ticket::KeptQuestions;

/// How one question went: what the projector's summary lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Share {
    /// The question's number.
    pub question: u32,
    /// Students who answered it right.
    pub right: u32,
    /// Students who answered it.
    pub answered: u32,
}

/// The teacher's questions.
#[derive(Clone, Debug, Default)]
pub struct Asking {
    on: bool,
    number: u32,
    open: Option<ClassQuestion>,
    answered: u32,
    awaiting: Vec<Awaiting>,
    last: Option<(ClassQuestion, Revealed)>,
    shares: Vec<Share>,
}

/// A question revealed whose distribution is still on its way.
#[derive(Clone, Debug)]
struct Awaiting {
    number: u32,
    question: ClassQuestion,
    /// Whether the page plays the step once it comes (the teacher has not
    /// moved on, nor stopped).
    then_step: bool,
}

/// What the teacher's device does about its questions.
#[derive(Debug, Default, PartialEq)]
pub struct Asked {
    /// Messages for the relay.
    pub send: Vec<ClientMessage>,
    /// Whether the page plays the step (the question was revealed).
    pub step: bool,
}

impl Asking {
    /// The questions of a teacher's tab that kept `kept` (after a reload):
    /// predicting as it was, numbering on after the last question.
    pub fn resumed(kept: KeptQuestions) -> Asking {
        Asking {
            on: kept.predicting,
            number: kept.asked,
            ..Asking::default()
        }
    }

    /// What the tab keeps of the questions.
    pub fn kept(&self) -> KeptQuestions {
        KeptQuestions {
            asked: self.number,
            predicting: self.on,
        }
    }

    /// Whether the class predicts each step.
    pub fn on(&self) -> bool {
        self.on
    }

    /// The question open, with its number.
    pub fn open(&self) -> Option<(u32, &ClassQuestion)> {
        self.open.as_ref().map(|q| (self.number, q))
    }

    /// Answers to the open question so far.
    pub fn answered(&self) -> u32 {
        self.answered
    }

    /// The last question revealed, with the class's answers.
    pub fn last(&self) -> Option<&(ClassQuestion, Revealed)> {
        self.last.as_ref()
    }

    /// How each question revealed so far went.
    pub fn shares(&self) -> &[Share] {
        &self.shares
    }

    /// The class predicts (`on`) from `moment` on, or stops (the open
    /// question is revealed).
    pub fn turn(&mut self, on: bool, moment: Option<&str>) -> Asked {
        self.on = on;
        match (on, moment) {
            (true, Some(moment)) if self.open.is_none() => self.ask(moment),
            (false, _) => self.reveal_open(false),
            _ => Asked::default(),
        }
    }

    /// The teacher's page is at `moment`: an open question is revealed
    /// (the teacher moved on: its distribution is shown when it comes),
    /// and the next one asked.
    pub fn moment(&mut self, moment: &str) -> Asked {
        if !self.on {
            return Asked::default();
        }
        let mut asked = self.reveal_open(false);
        asked.send.extend(self.ask(moment).send);
        asked
    }

    fn ask(&mut self, moment: &str) -> Asked {
        let Some(question) = ClassQuestion::at(moment) else {
            return Asked::default();
        };
        self.number += 1;
        self.answered = 0;
        let send = vec![ClientMessage::Ask {
            question: self.number,
            choices: question.choices.clone(),
        }];
        self.open = Some(question);
        Asked { send, step: false }
    }

    /// The teacher reveals the open question: the step plays once the
    /// class's answers are back.
    pub fn reveal(&mut self) -> Asked {
        self.reveal_open(true)
    }

    fn reveal_open(&mut self, then_step: bool) -> Asked {
        let Some(question) = self.open.take() else {
            return Asked::default();
        };
        let send = vec![ClientMessage::Reveal {
            question: self.number,
            truth: question.truth.clone(),
        }];
        self.awaiting.push(Awaiting {
            number: self.number,
            question,
            then_step,
        });
        Asked { send, step: false }
    }

    /// The room as the relay says it: every student has answered (the
    /// question is revealed), or a distribution came back (shown; the
    /// step plays if the teacher is still at the question's moment).
    pub fn room(&mut self, students: u32, answered: u32, revealed: Option<Revealed>) -> Asked {
        self.answered = answered;
        let back = revealed.and_then(|r| {
            let at = self.awaiting.iter().position(|a| a.number == r.question)?;
            Some((self.awaiting.remove(at), r))
        });
        if let Some((awaited, revealed)) = back {
            let question = awaited.question;
            let right = question
                .choices
                .iter()
                .zip(&revealed.counts)
                .filter(|(choice, _)| **choice == question.truth)
                .map(|(_, &n)| n)
                .sum();
            self.shares.push(Share {
                question: revealed.question,
                right,
                answered: revealed.counts.iter().sum(),
            });
            self.last = Some((question, revealed));
            return Asked {
                send: vec![],
                step: awaited.then_step && self.on,
            };
        }
        if self.open.is_some() && students > 0 && answered >= students {
            return self.reveal();
        }
        Asked::default()
    }
}
