//! The learner's answers, recorded as they come, so that the search can
//! go back to any step: a learner's Python cannot be copied, but its
//! answers can. Every copy of a [`Tape`] reads the answers recorded
//! before its place; the one copy at the end asks the learner's live
//! methods, whose state is then exactly that after every answer so far
//! (they change only through the calls on the tape, in its order).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::{LabError, Methods, Verdict};

/// The most answers a tape keeps: a run longer than this cannot be
/// rewound, and ends with [`LabError::TooLong`].
pub const MAX_ANSWERS: usize = 16_000_000;

/// One recorded answer: the common ones in one word, the rest kept aside.
#[derive(Clone, Copy)]
enum Code {
    /// `record` or `undo` returned.
    Unit,
    /// `valid` or `done` answered this, `valid` with no reason.
    Bool(bool),
    /// `valid` refused with the reason at this index of the reasons (a
    /// learner gives the same few over and over).
    Refused(u32),
    /// The answer at this index of the rare ones.
    Rare(u32),
}

/// An answer that does not fit in a [`Code`].
#[derive(Clone)]
enum Rare {
    Moves(Vec<i64>),
    Verdict(Verdict),
    Failed(LabError),
}

struct Recording<M> {
    live: M,
    codes: Vec<Code>,
    rare: Vec<Rare>,
    reasons: Vec<String>,
    reason_index: HashMap<String, u32>,
}

impl<M> Recording<M> {
    /// The code of a refusal with `reason`.
    fn refused(&mut self, reason: &str) -> Code {
        if let Some(&i) = self.reason_index.get(reason) {
            return Code::Refused(i);
        }
        let i = self.reasons.len() as u32;
        self.reasons.push(reason.to_owned());
        self.reason_index.insert(reason.to_owned(), i);
        Code::Refused(i)
    }
}

/// The learner's methods `M` behind a recording of their answers: a copy
/// goes on from its own place, reading what is recorded and asking the
/// live methods only at the end.
pub struct Tape<M> {
    shared: Rc<RefCell<Recording<M>>>,
    place: usize,
}

impl<M> Clone for Tape<M> {
    fn clone(&self) -> Self {
        Tape {
            shared: Rc::clone(&self.shared),
            place: self.place,
        }
    }
}

impl<M: Methods> Tape<M> {
    /// A tape of `live`'s answers, with nothing recorded yet.
    pub fn new(live: M) -> Self {
        Tape {
            shared: Rc::new(RefCell::new(Recording {
                live,
                codes: Vec::new(),
                rare: Vec::new(),
                reasons: Vec::new(),
                reason_index: HashMap::new(),
            })),
            place: 0,
        }
    }

    /// How many answers are recorded.
    pub fn len(&self) -> usize {
        self.shared.borrow().codes.len()
    }

    /// Whether nothing is recorded yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The answer at this copy's place: the recorded one (`read` turns
    /// it back into the method's), or at the end the live methods'
    /// (`ask`), recorded (`write` says how).
    fn answer<T>(
        &mut self,
        ask: impl FnOnce(&mut M) -> Result<T, LabError>,
        write: impl FnOnce(&T) -> Result<Code, Rare>,
        read: impl FnOnce(Code, Option<&Rare>, &[String]) -> Result<T, LabError>,
    ) -> Result<T, LabError> {
        let mut recording = self.shared.borrow_mut();
        let recording = &mut *recording;
        if let Some(&code) = recording.codes.get(self.place) {
            self.place += 1;
            let rare = match code {
                Code::Rare(i) => recording.rare.get(i as usize),
                _ => None,
            };
            return read(code, rare, &recording.reasons);
        }
        if recording.codes.len() >= MAX_ANSWERS {
            return Err(LabError::TooLong {
                most: MAX_ANSWERS as u64,
            });
        }
        let answer = ask(&mut recording.live);
        let written = match &answer {
            Ok(value) => write(value),
            Err(error) => Err(Rare::Failed(error.clone())),
        };
        let code = match written {
            Ok(code) => code,
            Err(Rare::Verdict(Verdict {
                reason: Some(reason),
                ok: false,
            })) => recording.refused(&reason),
            Err(rare) => {
                recording.rare.push(rare);
                Code::Rare(recording.rare.len() as u32 - 1)
            }
        };
        recording.codes.push(code);
        self.place += 1;
        answer
    }
}

/// What a recorded answer that is not the call's kind reads as: the
/// failure it was, or (never, the search being deterministic) a mismatch.
fn recorded_failure<T>(rare: Option<&Rare>) -> Result<T, LabError> {
    match rare {
        Some(Rare::Failed(error)) => Err(error.clone()),
        _ => Err(LabError::Raised {
            message: "the search asked differently when replayed".into(),
            line: None,
        }),
    }
}

fn unit(code: Code, rare: Option<&Rare>, _: &[String]) -> Result<(), LabError> {
    match code {
        Code::Unit => Ok(()),
        _ => recorded_failure(rare),
    }
}

impl<M: Methods> Methods for Tape<M> {
    fn moves(&mut self, level: usize) -> Result<Vec<i64>, LabError> {
        self.answer(
            |live| live.moves(level),
            |values| Err(Rare::Moves(values.clone())),
            |_, rare, _| match rare {
                Some(Rare::Moves(values)) => Ok(values.clone()),
                other => recorded_failure(other),
            },
        )
    }

    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError> {
        self.answer(
            |live| live.valid(level, value),
            |verdict| match verdict.reason {
                None => Ok(Code::Bool(verdict.ok)),
                Some(_) => Err(Rare::Verdict(verdict.clone())),
            },
            |code, rare, reasons| match (code, rare) {
                (Code::Bool(ok), _) => Ok(Verdict { ok, reason: None }),
                (Code::Refused(i), _) => Ok(Verdict {
                    ok: false,
                    reason: reasons.get(i as usize).cloned(),
                }),
                (_, Some(Rare::Verdict(verdict))) => Ok(verdict.clone()),
                (_, other) => recorded_failure(other),
            },
        )
    }

    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.answer(|live| live.record(level, value), |_| Ok(Code::Unit), unit)
    }

    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.answer(|live| live.undo(level, value), |_| Ok(Code::Unit), unit)
    }

    fn done(&mut self, level: usize) -> Result<bool, LabError> {
        self.answer(
            |live| live.done(level),
            |&done| Ok(Code::Bool(done)),
            |code, rare, _| match code {
                Code::Bool(done) => Ok(done),
                _ => recorded_failure(rare),
            },
        )
    }
}
