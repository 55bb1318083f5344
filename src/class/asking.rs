//! The teacher's side of a class that predicts: at each of the teacher's
//! moments the question about the next step goes to every device; the
//! answers are counted (not read) until the teacher reveals, or until
//! every student has answered; then the class's distribution comes back
//! beside the truth, and the step plays.

use btlab_class::protocol::{ClientMessage, Revealed};

use super::question::ClassQuestion;

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
    revealing: bool,
    answered: u32,
    last: Option<(ClassQuestion, Revealed)>,
    shares: Vec<Share>,
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
            (false, _) => self.reveal(),
            _ => Asked::default(),
        }
    }

    /// The teacher's page is at `moment`: an open question is revealed
    /// (the teacher moved on), and the next one asked.
    pub fn moment(&mut self, moment: &str) -> Asked {
        if !self.on {
            return Asked::default();
        }
        let mut asked = self.reveal();
        asked.step = false;
        asked.send.extend(self.ask(moment).send);
        asked
    }

    fn ask(&mut self, moment: &str) -> Asked {
        let Some(question) = ClassQuestion::at(moment) else {
            return Asked::default();
        };
        self.number += 1;
        self.answered = 0;
        self.revealing = false;
        let send = vec![ClientMessage::Ask {
            question: self.number,
            choices: question.choices.clone(),
        }];
        self.open = Some(question);
        Asked { send, step: false }
    }

    /// The teacher reveals the open question.
    pub fn reveal(&mut self) -> Asked {
        match &self.open {
            Some(question) if !self.revealing => {
                self.revealing = true;
                Asked {
                    send: vec![ClientMessage::Reveal {
                        question: self.number,
                        truth: question.truth.clone(),
                    }],
                    step: false,
                }
            }
            _ => Asked::default(),
        }
    }

    /// The room as the relay says it: every student has answered (the
    /// question is revealed), or the distribution came back (the step
    /// plays).
    pub fn room(&mut self, students: u32, answered: u32, revealed: Option<Revealed>) -> Asked {
        self.answered = answered;
        let ours = revealed.filter(|r| r.question == self.number);
        if let Some((revealed, question)) = ours.and_then(|r| Some((r, self.open.take()?))) {
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
            self.revealing = false;
            self.last = Some((question, revealed));
            // Stopped meanwhile: the teacher steps when they like.
            return Asked {
                send: vec![],
                step: self.on,
            };
        }
        if students > 0 && answered >= students {
            return self.reveal();
        }
        Asked::default()
    }
}
