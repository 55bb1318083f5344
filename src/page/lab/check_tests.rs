//! "Check my code" and the exercises: a solution that breaks the rules,
//! where the learner's code differs in the page's words, an exercise for
//! its own kind only, one checked by its solutions.

use super::tests::{moment, queens4, queens_lab, queens_path};
use super::*;
use crate::engine::{Event, Move};
use crate::i18n::{Lang, PlainNumbers};
use crate::lab::LearnerNote;
use crate::page::{Action, Command};
use crate::protocol::Request;

#[test]
fn a_solution_that_breaks_the_rules_is_called_wrong() {
    let solution = Event::Solution { index: 1 };
    let mut wrong = moment(Some(solution), LearnerNote::default(), None);
    // Every queen in the first column: a `valid` that lets all through.
    wrong.path = (0..4).map(|row| Move::new(row, 1)).collect();
    let call = call_of(&queens4(), &wrong).unwrap();
    assert!(matches!(call, LabCall::Done { wrong: true, .. }));
    assert!(call
        .words(Lang::En, &PlainNumbers)
        .contains("breaks the puzzle's rules"));
    let mut right = wrong.clone();
    right.path = queens_path(&[2, 4, 1, 3]);
    let call = call_of(&queens4(), &right).unwrap();
    assert_eq!(
        call.words(Lang::En, &PlainNumbers),
        "done(4) returned True: solution 1."
    );
}

#[test]
fn the_check_says_where_the_learners_code_differs_in_the_pages_words() {
    let r2c1 = Move::new(1, 1);
    let outcome = crate::lab::CheckOutcome::Differs {
        step: 4,
        ours: Some(Event::Reject { level: 1, mv: r2c1 }),
        learners: Some(Event::Place { level: 1, mv: r2c1 }),
    };
    let words = check_words(&outcome, &queens4(), Lang::En, &PlainNumbers);
    assert_eq!(
        words,
        "Step 4 differs. Your code: place r2c1. The built-in search: reject r2c1."
    );
    let same = crate::lab::CheckOutcome::Same {
        events: 1945,
        solutions: 4,
        complete: true,
    };
    assert!(
        check_words(&same, &queens4(), Lang::Nl, &PlainNumbers).starts_with("Uw code zet precies")
    );
}

#[test]
fn an_exercise_replaces_the_code_for_its_own_kind_only() {
    let mut model = queens_lab();
    // Exercise 1 is a Sudoku's: not for the queens on the board.
    model.update(Action::Lab(LabAction::Exercise(Some(1))), 1.0);
    assert_eq!(model.mode.lab().unwrap().exercise, None);
    let out = model.update(Action::Lab(LabAction::Exercise(Some(0))), 2.0);
    let lab = model.mode.lab().unwrap();
    assert_eq!(lab.exercise, Some(0));
    assert_eq!(lab.code, EXERCISES[0].start(Lang::En));
    assert!(out.iter().any(|c| matches!(
        c,
        Command::Store {
            key: "btlab.lab.queens",
            ..
        }
    )));
}

#[test]
fn the_random_order_exercise_is_checked_by_its_solutions() {
    let mut model = queens_lab();
    let random = EXERCISES
        .iter()
        .position(|e| e.title == crate::i18n::T::LabExerciseRandom)
        .unwrap();
    model.update(Action::Lab(LabAction::Exercise(Some(random))), 1.0);
    assert!(model
        .mode
        .lab()
        .unwrap()
        .code
        .contains("moves = list(range(1, self.n + 1))"));
    let out = model.update(Action::Lab(LabAction::Check), 2.0);
    let by_solutions = out.iter().find_map(|c| match c {
        Command::Send(_, Request::LabCheck(start)) => Some(start.by_solutions),
        _ => None,
    });
    assert_eq!(by_solutions, Some(true));
    let outcome = crate::lab::CheckOutcome::Solutions {
        learners: 92,
        ours: 92,
        learner_steps: 15_720,
        our_steps: 15_720,
        complete: true,
    };
    assert_eq!(
        check_words(&outcome, &queens4(), Lang::En, &PlainNumbers),
        "Your code finds every solution the built-in search finds, each keeping the puzzle's rules. \
         Solutions: yours 92, the built-in search's 92; steps: yours 15,720, the built-in search's 15,720."
    );
    let fewer = crate::lab::CheckOutcome::Solutions {
        learners: 90,
        ours: 92,
        learner_steps: 15_720,
        our_steps: 15_720,
        complete: true,
    };
    assert!(check_words(&fewer, &queens4(), Lang::De, &PlainNumbers)
        .starts_with("Ihrem Code entgehen Lösungen"));
    let twice = crate::lab::CheckOutcome::BadSolution {
        step: 1200,
        repeated: true,
    };
    assert_eq!(
        check_words(&twice, &queens4(), Lang::En, &PlainNumbers),
        "At step 1,200, your code finds a solution it found before."
    );
}
