//! A learner's run behind its tape goes back to any step as a built-in
//! run does, asking the learner's live methods only on new ground, and
//! ends at the event of its first failure.

use std::cell::Cell;
use std::rc::Rc;

use super::tests::{in_order, CourseQueens, FailsAtThree};
use super::*;
use crate::engine::{Event, Move};
use crate::protocol::Cursor;
use crate::puzzles::{AnyPuzzle, Queens};
use crate::solve::stepper as built_in;
use crate::strategy::Strategy;

/// Methods that count the calls that reach them.
struct Counted<M> {
    methods: M,
    calls: Rc<Cell<u64>>,
}

impl<M: Methods> Methods for Counted<M> {
    fn moves(&mut self, level: usize) -> Result<Vec<i64>, LabError> {
        self.calls.set(self.calls.get() + 1);
        self.methods.moves(level)
    }
    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError> {
        self.calls.set(self.calls.get() + 1);
        self.methods.valid(level, value)
    }
    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.calls.set(self.calls.get() + 1);
        self.methods.record(level, value)
    }
    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.calls.set(self.calls.get() + 1);
        self.methods.undo(level, value)
    }
    fn done(&mut self, level: usize) -> Result<bool, LabError> {
        self.calls.set(self.calls.get() + 1);
        self.methods.done(level)
    }
}

fn queens(n: usize) -> CourseQueens {
    CourseQueens {
        n,
        placed: Vec::new(),
    }
}

/// Every event of a cursor from where it is to its end.
fn events_to_end(cursor: &mut Cursor) -> Vec<Event> {
    std::iter::from_fn(|| cursor.advance_one()).collect()
}

#[test]
fn a_learners_run_rewinds_to_any_step_without_asking_the_learner_again() {
    let calls = Rc::new(Cell::new(0));
    let methods = Counted {
        methods: queens(6),
        calls: Rc::clone(&calls),
    };
    let mut learners = Cursor::new(stepper(methods, in_order(6, 6)), None, 6);
    let classic = built_in(&AnyPuzzle::Queens(Queens::new(6)), Strategy::Classic).unwrap();
    let mut ours = Cursor::new(classic, None, 6);
    let all = events_to_end(&mut ours);
    assert_eq!(events_to_end(&mut learners), all);
    assert!(learners.at_end());
    let asked = calls.get();
    assert!(asked > 0, "the first run asked the learner");
    for step in [1_000u64, 37, 1_900, 0, 2] {
        assert!(learners.seek(step, &|| false));
        assert_eq!(learners.at(), step);
        let next: Vec<Event> = (0..20).filter_map(|_| learners.advance_one()).collect();
        let from = step as usize;
        assert_eq!(
            next,
            all[from..(from + 20).min(all.len())],
            "after step {step}"
        );
    }
    assert_eq!(calls.get(), asked, "a rewound run reads its tape");
}

#[test]
fn a_learners_run_ends_at_the_event_of_its_first_failure() {
    let methods = FailsAtThree {
        queens: queens(8),
        answer: || {
            Err(LabError::Raised {
                message: "NameError: name 'row' isn't defined".into(),
                line: Some(4),
            })
        },
    };
    let mut cursor = Cursor::new(stepper(methods, in_order(8, 8)), None, 8);
    assert!(cursor.seek(1_000_000, &|| false));
    let moment = cursor.moment(Default::default());
    let note = moment.learner.clone().expect("a learner's run has a note");
    let failure = note.failure.expect("the failure is noted");
    assert_eq!((failure.method, failure.level), (Method::Moves, 3));
    assert!(cursor.at_end() && !moment.complete);
    // Three queens were placed; the step that asked for level 3's moves,
    // found none, and takes the third back is where the run ends.
    assert_eq!(moment.stats.placements, 3);
    assert!(matches!(moment.event, Some(Event::Undo { level: 2, .. })));
}

/// The course's queens with a `valid` that lets every move through.
struct LetsAllThrough(CourseQueens);

impl Methods for LetsAllThrough {
    fn moves(&mut self, level: usize) -> Result<Vec<i64>, LabError> {
        self.0.moves(level)
    }
    fn valid(&mut self, _: usize, _: u8) -> Result<Verdict, LabError> {
        Ok(Verdict {
            ok: true,
            reason: None,
        })
    }
    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.0.record(level, value)
    }
    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.0.undo(level, value)
    }
    fn done(&mut self, level: usize) -> Result<bool, LabError> {
        self.0.done(level)
    }
}

/// The course's `n` queens whose `valid` lets every move through.
pub(super) fn lets_all_through(n: usize) -> impl Methods {
    LetsAllThrough(queens(n))
}

fn classic_queens(n: usize) -> Box<dyn crate::solve::Stepper> {
    built_in(&AnyPuzzle::Queens(Queens::new(n)), Strategy::Classic).unwrap()
}

/// The learner's `methods` on N queens beside classic, for `most` events.
fn check<M: Methods + 'static>(methods: M, n: usize, most: u64) -> CheckOutcome {
    let mut learner = stepper(methods, in_order(n, n as u8));
    compare(
        learner.as_mut(),
        classic_queens(n).as_mut(),
        None,
        most,
        &|| false,
    )
}

#[test]
fn the_check_finds_the_learners_code_the_same_to_the_end() {
    let outcome = check(queens(6), 6, 1_000_000);
    assert_eq!(
        outcome,
        CheckOutcome::Same {
            events: 1945,
            solutions: 4,
            complete: true
        }
    );
}

#[test]
fn the_check_names_the_first_event_that_differs() {
    let outcome = check(LetsAllThrough(queens(4)), 4, 1_000_000);
    // Step 3 tries r2c1, which the built-in search rejects and the
    // learner's `valid` lets through.
    let r2c1 = Move::new(1, 1);
    assert_eq!(
        outcome,
        CheckOutcome::Differs {
            step: 4,
            ours: Some(Event::Reject { level: 1, mv: r2c1 }),
            learners: Some(Event::Place { level: 1, mv: r2c1 }),
        }
    );
}

#[test]
fn the_check_stops_at_a_failure_and_at_its_limits() {
    let methods = FailsAtThree {
        queens: queens(8),
        answer: || Ok(vec![9]),
    };
    let outcome = check(methods, 8, 1_000_000);
    assert!(matches!(outcome, CheckOutcome::Failed { failure, .. } if failure.level == 3));
    let outcome = check(queens(8), 8, 5_000);
    assert!(matches!(
        outcome,
        CheckOutcome::Same {
            events: 5_000,
            complete: false,
            ..
        }
    ));
}
