use super::tests::{moment, queens4};
use super::*;
use crate::engine::{Event, Move};
use crate::i18n::{Lang, PlainNumbers};
use crate::lab::python::TraceProblem;
use crate::lab::LearnerNote;

fn traced(reason: Option<&str>) -> LearnerNote {
    LearnerNote {
        reason: reason.map(str::to_owned),
        traced: Some("solution_count".into()),
        ..LearnerNote::default()
    }
}

#[test]
fn a_recursive_search_is_explained_by_its_own_calls() {
    let refused = Event::Reject {
        level: 2,
        mv: Move::new(2, 2),
    };
    let note = traced(Some("is_safe([0, 2, 1])"));
    let call = call_of(&queens4(), &moment(Some(refused), note, None)).unwrap();
    assert_eq!(
        call.words(Lang::En, &PlainNumbers),
        "is_safe([0, 2, 1]) returned False: that call goes no deeper."
    );
    // The Code panel lights the check that refused.
    assert_eq!(call.method(), Some("is_safe"));

    let tried = Event::Try {
        level: 1,
        mv: Move::new(1, 3),
    };
    let call = call_of(&queens4(), &moment(Some(tried), traced(None), None)).unwrap();
    assert_eq!(call.method(), Some("solution_count"));
    assert_eq!(
        call.words(Lang::De, &PlainNumbers),
        "solution_count wird mit einem Wert mehr aufgerufen, auf Ebene 1."
    );
    let solved = Event::Solution { index: 3 };
    let call = call_of(&queens4(), &moment(Some(solved), traced(None), None)).unwrap();
    assert_eq!(
        call.words(Lang::Nl, &PlainNumbers),
        "solution_count gaf een oplossing terug: oplossing 3."
    );
}

#[test]
fn a_search_that_cannot_be_shown_says_why_naming_its_function() {
    let cut = LabError::Trace {
        function: "is_solvable".into(),
        problem: TraceProblem::Cut { calls: 300_000 },
    };
    assert_eq!(
        LabProblem::Load(cut).words(Lang::En, &PlainNumbers),
        "The program was stopped after 300,000 calls of is_solvable: the board shows its search up to here."
    );
    let uncalled = LabError::Trace {
        function: "solution_count".into(),
        problem: TraceProblem::Uncalled,
    };
    assert!(LabProblem::Load(uncalled)
        .words(Lang::En, &PlainNumbers)
        .ends_with("such as print(solution_count([]))."));
    let given = LabError::Trace {
        function: "is_solvable".into(),
        problem: TraceProblem::Given {
            square: "r2c2".into(),
        },
    };
    assert!(LabProblem::Load(given)
        .words(Lang::De, &PlainNumbers)
        .contains("weicht bei r2c2 vom Brett ab"));
}

fn by_stack(reason: Option<&str>) -> LearnerNote {
    LearnerNote {
        reason: reason.map(str::to_owned),
        traced: Some("isvalidcandidate".into()),
        by_stack: true,
        ..LearnerNote::default()
    }
}

#[test]
fn a_loop_over_a_stack_is_explained_in_the_loop_s_words_in_three_languages() {
    let tried = Event::Try {
        level: 0,
        mv: Move::new(0, 5),
    };
    let call = call_of(&queens4(), &moment(Some(tried), by_stack(None), None)).unwrap();
    assert_eq!(
        call.words(Lang::En, &PlainNumbers),
        "The loop takes candidate 5 at level 0 and asks isvalidcandidate whether it may go there."
    );
    assert_eq!(call.method(), Some("isvalidcandidate"));
    // The Code panel says that the loop is the program's own.
    assert_eq!(call.code_caption(), crate::i18n::T::LabCodeCaptionStack);
    let refused = Event::Reject {
        level: 3,
        mv: Move::new(3, 2),
    };
    let note = by_stack(Some("isvalidcandidate(3, 2)"));
    let call = call_of(&queens4(), &moment(Some(refused), note, None)).unwrap();
    assert_eq!(
        call.words(Lang::De, &PlainNumbers),
        "isvalidcandidate(3, 2) gab False zurück: Die Schleife nimmt das oberste Gitter von ihrem Stapel und geht eine Ebene zurück."
    );
    let placed = Event::Place {
        level: 3,
        mv: Move::new(3, 4),
    };
    let call = call_of(&queens4(), &moment(Some(placed), by_stack(None), None)).unwrap();
    assert_eq!(
        call.words(Lang::Nl, &PlainNumbers),
        "isvalidcandidate gaf True terug: de lus legt een kopie van het rooster op zijn stapel, plaatst de kandidaat en gaat van niveau 3 een niveau dieper."
    );
    let back = Event::Undo {
        level: 2,
        mv: Move::new(2, 1),
    };
    let call = call_of(&queens4(), &moment(Some(back), by_stack(None), None)).unwrap();
    assert_eq!(
        call.words(Lang::En, &PlainNumbers),
        "The loop takes the grid on top of its stack: from level 2 it goes back a level."
    );
    let no_check = LabError::Trace {
        function: String::new(),
        problem: TraceProblem::NoCheck,
    };
    for lang in Lang::ALL {
        let words = LabProblem::Load(no_check.clone()).words(lang, &PlainNumbers);
        assert!(
            words.contains("isvalidcandidate(positie, poging)"),
            "{words}"
        );
    }
}
