//! "Check my code" by solutions: the learner's order of the moves is free;
//! the solutions must keep the rules, be new, and be as many as ours.

use super::tests::{in_order, CourseQueens};
use super::*;
use crate::puzzles::{AnyPuzzle, Queens};
use crate::solve::{board_of, stepper as built_in};
use crate::strategy::Strategy;

/// The course's queens, each row's columns in an order of the learner's.
struct Ordered {
    queens: CourseQueens,
    order: Vec<i64>,
}

impl Methods for Ordered {
    fn moves(&mut self, _level: usize) -> Result<Vec<i64>, LabError> {
        Ok(self.order.clone())
    }
    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError> {
        self.queens.valid(level, value)
    }
    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.queens.record(level, value)
    }
    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.queens.undo(level, value)
    }
    fn done(&mut self, level: usize) -> Result<bool, LabError> {
        self.queens.done(level)
    }
}

/// Methods on 6 queens beside classic, by solutions, to `limit` of them
/// (the moves may name a column twice: up to 7 of them).
fn check_solutions<M: Methods + 'static>(methods: M, limit: Option<u64>) -> CheckOutcome {
    let queens = AnyPuzzle::Queens(Queens::new(6));
    let mut ours = built_in(&queens, Strategy::Classic).unwrap();
    let mut learner = stepper(methods, in_order(6, 7));
    let keeps_rules = |path: &[Move]| queens.is_solution(&board_of(path, 6));
    compare_solutions(
        learner.as_mut(),
        ours.as_mut(),
        &keeps_rules,
        limit,
        1_000_000,
        &|| false,
    )
}

/// The columns in `order`.
fn ordered(order: &[i64]) -> Ordered {
    Ordered {
        queens: CourseQueens {
            n: 6,
            placed: Vec::new(),
        },
        order: order.to_vec(),
    }
}

#[test]
fn another_order_finds_the_same_solutions_in_other_steps() {
    // All four: the whole tree, whatever the order, so the same steps.
    let all = check_solutions(ordered(&[6, 5, 4, 3, 2, 1]), None);
    assert_eq!(
        all,
        CheckOutcome::Solutions {
            learners: 4,
            ours: 4,
            learner_steps: 1945,
            our_steps: 1945,
            complete: true
        }
    );
    // The first: found after other steps.
    let CheckOutcome::Solutions {
        learners: 1,
        ours: 1,
        learner_steps,
        our_steps,
        complete: true,
    } = check_solutions(ordered(&[2, 3, 4, 5, 6, 1]), Some(1))
    else {
        panic!("one solution each")
    };
    assert_ne!(learner_steps, our_steps);
}

#[test]
fn a_solution_against_the_rules_or_found_twice_is_named_with_its_step() {
    let twice = check_solutions(ordered(&[6, 6, 5, 4, 3, 2, 1]), None);
    let CheckOutcome::BadSolution {
        step,
        repeated: true,
    } = twice
    else {
        panic!("a solution found twice: {twice:?}")
    };
    assert!(step > 1);
    let broken = check_solutions(super::tape_tests::lets_all_through(6), None);
    assert!(matches!(
        broken,
        CheckOutcome::BadSolution {
            repeated: false,
            ..
        }
    ));
}

/// The course's queens whose `done` never says yes.
struct NeverDone(CourseQueens);

impl Methods for NeverDone {
    fn moves(&mut self, level: usize) -> Result<Vec<i64>, LabError> {
        assert!(
            level < self.0.n,
            "moves asked past the board, at level {level}"
        );
        self.0.moves(level)
    }
    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError> {
        self.0.valid(level, value)
    }
    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.0.record(level, value)
    }
    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.0.undo(level, value)
    }
    fn done(&mut self, _level: usize) -> Result<bool, LabError> {
        Ok(false)
    }
}

#[test]
fn a_done_that_never_says_yes_finds_none_and_asks_nothing_past_the_board() {
    let never = NeverDone(CourseQueens {
        n: 6,
        placed: Vec::new(),
    });
    let CheckOutcome::Solutions {
        learners: 0,
        ours: 4,
        complete: true,
        ..
    } = check_solutions(never, None)
    else {
        panic!("none of the four")
    };
}
