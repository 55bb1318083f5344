//! What the Lab says of a learner's mistakes: a `done` that fires early,
//! the cause of a difference "Check my code" found, Python's own error
//! in the reader's language.

use super::tests::{moment, name_error_in_valid, queens4, queens_path};
use super::*;
use crate::engine::{Event, Move};
use crate::i18n::{Lang, PlainNumbers};
use crate::lab::LearnerNote;

#[test]
fn a_done_that_fires_with_a_place_still_empty_is_blamed_not_valid() {
    let solution = Event::Solution { index: 1 };
    let mut early = moment(Some(solution), LearnerNote::default(), None);
    // Three queens of four, all keeping the rules: `done` said True at 3.
    early.path = queens_path(&[2, 4, 1]);
    let call = call_of(&queens4(), &early).unwrap();
    assert_eq!(
        call.words(Lang::En, &PlainNumbers),
        "done(3) returned True while row 4 is still empty: your done ends the search before the board is full."
    );
    assert!(call.words(Lang::De, &PlainNumbers).contains("Zeile 4"));
    // On a Sudoku the empty cell is named.
    let sudoku = crate::library::library_puzzle("Presse");
    let mut sudoku_early = early.clone();
    sudoku_early.path = Vec::new();
    let call = call_of(&sudoku, &sudoku_early).unwrap();
    assert!(
        call.words(Lang::En, &PlainNumbers)
            .contains(" is still empty"),
        "{call:?}"
    );
}

#[test]
fn check_my_code_says_why_a_step_differs_where_it_can_tell() {
    use crate::lab::CheckOutcome;
    let puzzle = crate::library::library_puzzle("Presse");
    let try_at = |value| Event::Try {
        level: 2,
        mv: Move::new(1, value),
    };
    let order = CheckOutcome::Differs {
        step: 3,
        ours: Some(try_at(2)),
        learners: Some(try_at(4)),
    };
    let words = check_words::check_words(&order, &puzzle, Lang::En, &PlainNumbers);
    assert!(words.starts_with("Step 3 differs."), "{words}");
    assert!(words.contains("Both try r1c2 here"), "{words}");
    assert!(words.contains("another order"), "{words}");
    let early = CheckOutcome::Differs {
        step: 9,
        ours: Some(try_at(2)),
        learners: Some(Event::Solution { index: 1 }),
    };
    let words = check_words::check_words(&early, &puzzle, Lang::Nl, &PlainNumbers);
    assert!(words.ends_with("kijk eerst naar done."), "{words}");
    // Another cell: no cause is guessed.
    let other = CheckOutcome::Differs {
        step: 3,
        ours: Some(try_at(2)),
        learners: Some(Event::Try {
            level: 2,
            mv: Move::new(5, 2),
        }),
    };
    let words = check_words::check_words(&other, &puzzle, Lang::En, &PlainNumbers);
    assert!(!words.contains("Both try"), "{words}");
}

#[test]
fn pythons_own_error_is_said_in_the_readers_language_beside_it() {
    let failure = LabProblem::Failed(name_error_in_valid());
    let german = failure.words(Lang::De, &PlainNumbers);
    assert!(
        german.contains("NameError: name 'row' isn't defined (ein Name, der hier keinen Wert hat)"),
        "{german}"
    );
    let dutch = failure.words(Lang::Nl, &PlainNumbers);
    assert!(
        dutch.contains("(een naam die hier geen waarde heeft)"),
        "{dutch}"
    );
    let english = failure.words(Lang::En, &PlainNumbers);
    assert!(
        english.ends_with("isn't defined. The run stops here."),
        "{english}"
    );
}
