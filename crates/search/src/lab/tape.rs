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
/// rewound, and ends with [`LabError::TooLong`]. The article's Sudoku
/// searched for all its solutions (its 6,432,362 attempts) makes about
/// 24 million calls.
pub const MAX_ANSWERS: usize = 32_000_000;

/// One recorded answer: the common ones in one word, the rest kept aside.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Code {
    /// `record` or `undo` returned.
    Unit,
    /// `valid` or `done` answered this, `valid` with no reason.
    Bool(bool),
    /// `valid` refused with the reason at this index of the reasons (a
    /// learner gives the same few over and over).
    Refused(u32),
    /// `moves` answered the list at this index of the moves kept (its
    /// length, then its values).
    Moves(u32),
    /// The answer at this index of the rare ones.
    Rare(u32),
}

/// A [`Code`] packed into 32 bits, as the tape keeps it (a run makes
/// tens of millions): its kind in the low three bits, its index above.
#[derive(Clone, Copy)]
struct Packed(u32);

/// The most an index in a [`Packed`] code may be.
const MOST_INDEX: u32 = u32::MAX >> 3;

impl Packed {
    fn of(code: Code) -> Packed {
        let (kind, index) = match code {
            Code::Unit => (0, 0),
            Code::Bool(ok) => (1, u32::from(ok)),
            Code::Refused(i) => (2, i),
            Code::Moves(i) => (3, i),
            Code::Rare(i) => (4, i),
        };
        Packed(index << 3 | kind)
    }

    fn code(self) -> Code {
        let index = self.0 >> 3;
        match self.0 & 7 {
            0 => Code::Unit,
            1 => Code::Bool(index == 1),
            2 => Code::Refused(index),
            3 => Code::Moves(index),
            _ => Code::Rare(index),
        }
    }
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
    codes: Vec<Packed>,
    /// Each list of moves answered: its length, then its values, one
    /// after another (a `Vec` each would take several times the room).
    moves: Vec<i64>,
    rare: Vec<Rare>,
    reasons: Vec<String>,
    reason_index: HashMap<String, u32>,
}

impl<M> Recording<M> {
    /// Keeps a list of moves answered; its code.
    fn keep_moves(&mut self, values: &[i64]) -> Code {
        let start = self.moves.len();
        self.moves.push(values.len() as i64);
        self.moves.extend_from_slice(values);
        Code::Moves(start as u32)
    }

    /// The list of moves kept at `start`.
    fn moves_at(&self, start: usize) -> Vec<i64> {
        let len = self.moves.get(start).map_or(0, |&n| n as usize);
        self.moves
            .get(start + 1..start + 1 + len)
            .map_or_else(Vec::new, <[i64]>::to_vec)
    }

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
                moves: Vec::new(),
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
        if let Some(&packed) = recording.codes.get(self.place) {
            self.place += 1;
            let code = packed.code();
            let moves;
            let rare = match code {
                Code::Rare(i) => recording.rare.get(i as usize),
                Code::Moves(start) => {
                    moves = Rare::Moves(recording.moves_at(start as usize));
                    Some(&moves)
                }
                _ => None,
            };
            return read(code, rare, &recording.reasons);
        }
        if recording.codes.len() >= MAX_ANSWERS || recording.moves.len() > MOST_INDEX as usize {
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
            Err(Rare::Moves(values)) => recording.keep_moves(&values),
            Err(rare) => {
                recording.rare.push(rare);
                Code::Rare(recording.rare.len() as u32 - 1)
            }
        };
        recording.codes.push(Packed::of(code));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_as_it_was_packed() {
        let codes = [
            Code::Unit,
            Code::Bool(false),
            Code::Bool(true),
            Code::Refused(0),
            Code::Refused(7),
            Code::Moves(123_456_789),
            Code::Moves(MOST_INDEX),
            Code::Rare(MOST_INDEX),
        ];
        for code in codes {
            assert_eq!(Packed::of(code).code(), code);
        }
    }
}
