//! A puzzle of the learner's own in the page: chosen, run on the board
//! its code declares, named in links, refused with its declaration named.

use super::tests::moment;
use super::*;
use crate::engine::{Event, Move};
use crate::i18n::{Lang, PlainNumbers};
use crate::lab::{DeclaredBoard, DeclaredProblem, LearnerNote};
use crate::page::{cell_views, Action, CellState, Command, EditAction, Editor, Model, Worker};
use crate::protocol::{Reply, Request};
use crate::puzzles::Queens;

/// The Lab's request among `out`.
fn lab_start(out: &[Command]) -> &LabStart {
    out.iter()
        .find_map(|c| match c {
            Command::Send(Worker::Run, Request::Lab(start)) => Some(&**start),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no Lab request in {out:?}"))
}

/// A magic square's board as its code declares it.
fn magic() -> DeclaredBoard {
    let values: Vec<String> = (1..=9).map(|v| v.to_string()).collect();
    DeclaredBoard::read(&format!(
        "3 3\n0 1 2 3 4 5 6 7 8\n{}\n",
        values.join("\u{1f}")
    ))
    .unwrap()
}

/// 8 queens on the board, the Lab open on the magic square.
fn magic_lab() -> (Model, Vec<Command>) {
    let mut model = Model::new(Editor::new(Queens::new(8).into()), 2);
    let open = LabAction::Open {
        kept: None,
        step: None,
        own: None,
    };
    model.update(Action::Lab(open), 0.0);
    let written = model.mode.lab().unwrap().written;
    let choose = LabAction::Choose {
        kind: LabKind::Own(OwnPuzzle::MagicSquare),
        kept: None,
    };
    let out = model.update(Action::Lab(choose), 1.0);
    let lab = model.mode.lab().unwrap();
    assert_ne!(lab.written, written, "the editor takes the new code");
    (model, out)
}

#[test]
fn choosing_a_puzzle_of_ones_own_runs_its_code_on_the_board_it_declares() {
    let (mut model, out) = magic_lab();
    let start = lab_start(&out);
    assert!(start.declares, "the worker reads the board from the code");
    assert_eq!(start.globals, "", "the code has its own data");
    assert!(start.code.contains("TARGET = 15"));
    let lab = model.mode.lab().unwrap();
    assert_eq!(
        lab.code,
        prefilled(LabKind::Own(OwnPuzzle::MagicSquare), Lang::En)
    );

    let started = Reply::LabStarted { board: magic() };
    model.update(Action::Reply(Worker::Run, started), 2.0);
    // The 4th square gets 9 and is refused: the learner's reason shows.
    let mut refused = moment(
        Some(Event::Reject {
            level: 2,
            mv: Move::new(2, 9),
        }),
        LearnerNote {
            reason: Some("a full line does not add up to 15".into()),
            ..LearnerNote::default()
        },
        None,
    );
    refused.path = vec![Move::new(0, 2), Move::new(1, 7)];
    model.update(
        Action::Reply(Worker::Run, Reply::Moment(Box::new(refused))),
        3.0,
    );
    let view = cell_views(&model);
    assert_eq!(view.squares.len(), 9, "3x3, not the 8x8 queens");
    let texts: Vec<&str> = view.squares.iter().map(|s| s.text.as_str()).collect();
    assert_eq!(texts[..4], ["2", "7", "9", ""]);
    assert_eq!(view.squares[2].state, CellState::Rejected);
    let facts = model.run.facts().unwrap();
    let words = facts.lab.as_ref().unwrap().words(Lang::En, &PlainNumbers);
    assert!(words.contains("valid(2, 9)"), "{words}");
    assert!(words.contains("does not add up to 15"), "{words}");

    // What belongs to the queens under it stands aside.
    assert!(
        model
            .on_screen()
            .play_view(&crate::i18n::PlainNumbers)
            .is_none(),
        "no solving by hand"
    );
    assert!(
        !model.on_screen().offers_shading(),
        "no attacked squares to shade"
    );
    assert_eq!(model.on_screen().legend_signs(), (None, "1".to_owned()));
    // The board is the code's: a click does not edit the queens under it.
    let before = model.document.editor().values().to_vec();
    model.update(Action::Edit(EditAction::Select(3)), 4.0);
    model.update(Action::Edit(EditAction::Type(1)), 5.0);
    assert_eq!(model.document.editor().values(), &before[..]);
    assert!(model.run.current().is_some(), "the run goes on");
}

#[test]
fn a_solution_of_ones_own_puzzle_is_not_judged_by_the_board_under_it() {
    let (mut model, _) = magic_lab();
    model.update(
        Action::Reply(Worker::Run, Reply::LabStarted { board: magic() }),
        2.0,
    );
    let mut solved = moment(
        Some(Event::Solution { index: 1 }),
        LearnerNote::default(),
        None,
    );
    solved.path = [2, 7, 6, 9, 5, 1, 4, 3, 8]
        .iter()
        .enumerate()
        .map(|(i, &v)| Move::new(i, v))
        .collect();
    model.update(
        Action::Reply(Worker::Run, Reply::Moment(Box::new(solved))),
        3.0,
    );
    let call = model.run.facts().unwrap().lab.clone().unwrap();
    assert!(
        matches!(call, LabCall::Done { wrong: false, .. }),
        "{call:?}"
    );
}

#[test]
fn the_lab_opens_on_the_template_where_it_has_no_code_for_the_board() {
    let skyscrapers = crate::library::library_puzzle("Skyscrapers 6x6");
    let mut model = Model::new(Editor::new(skyscrapers), 2);
    let open = LabAction::Open {
        kept: None,
        step: None,
        own: None,
    };
    let out = model.update(Action::Lab(open), 0.0);
    let lab = model.mode.lab().unwrap();
    assert_eq!(lab.kind, LabKind::Own(OwnPuzzle::LatinSquare));
    assert!(lab.kind.runs_with(None));
    assert!(
        lab_start(&out).declares,
        "it runs at once, to show its board"
    );
}

#[test]
fn a_link_names_the_puzzle_of_ones_own_and_opens_it_again() {
    let (mut model, _) = magic_lab();
    let out = model.update(Action::Page(crate::page::PageAction::CopyLink), 2.0);
    let fragment = out
        .iter()
        .find_map(|c| match c {
            Command::CopyLabLink { fragment, .. } => Some(fragment.clone()),
            _ => None,
        })
        .expect("a link with the code");
    assert!(fragment.ends_with("&own=magic"), "{fragment}");

    let mut other = Model::new(Editor::new(Queens::new(4).into()), 2);
    let link = format!("{fragment}&lab=packed&step=3");
    let out = other.update(Action::Page(crate::page::PageAction::OpenLink(link)), 0.0);
    assert!(out.iter().any(|c| matches!(
        c,
        Command::UnpackLab {
            step: 3,
            own: Some(OwnPuzzle::MagicSquare),
            ..
        }
    )));
    let open = LabAction::Open {
        kept: Some("ROWS = 1\n".into()),
        step: Some(3),
        own: Some(OwnPuzzle::MagicSquare),
    };
    other.update(Action::Lab(open), 1.0);
    let lab = other.mode.lab().unwrap();
    assert_eq!(lab.kind, LabKind::Own(OwnPuzzle::MagicSquare));
    assert_eq!(lab.code, "ROWS = 1\n");
}

#[test]
fn a_board_declared_wrongly_is_named_in_the_readers_language() {
    let outside = LabError::Declared(DeclaredProblem::LevelOutside {
        level: 4,
        square: 9,
        last: 8,
    });
    let problem = LabProblem::Load(outside);
    assert_eq!(
        problem.words(Lang::En, &PlainNumbers),
        "LEVELS[4] is 9: the squares are numbered 0 to 8, row by row."
    );
    assert_eq!(
        problem.words(Lang::De, &PlainNumbers),
        "LEVELS[4] ist 9: Die Felder sind zeilenweise von 0 bis 8 nummeriert."
    );
    let missing = LabProblem::Load(LabError::Declared(DeclaredProblem::Missing {
        name: "COLS".into(),
    }));
    assert!(missing
        .words(Lang::Nl, &PlainNumbers)
        .starts_with("Uw puzzel legt geen COLS vast"));
    let typed = LabProblem::Load(LabError::Declared(DeclaredProblem::WrongType {
        name: "ROWS".into(),
        expected: "int".into(),
        got: "str".into(),
    }));
    assert_eq!(
        typed.words(Lang::En, &PlainNumbers),
        "ROWS is of type str in your code; it must be of type int."
    );
}

#[test]
fn a_run_too_long_to_keep_says_its_count_in_the_pages_number_format() {
    let long = LabProblem::Load(LabError::TooLong { most: 16_000_000 });
    assert!(
        long.words(Lang::En, &PlainNumbers)
            .starts_with("The run made more than 16,000,000 calls"),
        "{}",
        long.words(Lang::En, &PlainNumbers)
    );
}

#[test]
fn the_examples_speak_the_readers_language_and_keep_their_python() {
    for own in OwnPuzzle::ALL {
        assert_eq!(OwnPuzzle::from_key(own.key()), Some(own));
        let english = prefilled(LabKind::Own(own), Lang::En);
        for lang in [Lang::De, Lang::Nl] {
            let code = prefilled(LabKind::Own(own), lang);
            assert_ne!(code, english, "{own:?} {lang:?}");
            assert_eq!(code.lines().count(), english.lines().count());
            for name in ["ROWS = ", "COLS = ", "VALUES = ", "def valid(", "puzzle = "] {
                assert!(code.contains(name), "{own:?} {lang:?}: {name}");
            }
        }
    }
    let subset = prefilled(LabKind::Own(OwnPuzzle::SubsetSum), Lang::De);
    assert!(subset.contains(r#"VALUES = ["ohne", "mit"]"#), "{subset}");
}

#[test]
fn before_its_board_is_read_a_run_of_ones_own_is_not_the_editors_grid() {
    // 8 queens on the board; the magic square's run asked for, its
    // worker's LabStarted not yet in.
    let (model, _) = magic_lab();
    let run = model.run.current().unwrap();
    assert!(run.puzzle().is_none(), "the page knows no rules of it");
    assert!(run.subject.board().is_none(), "no board declared yet");
    assert!(!run.subject.rows_of_queens(), "not the queens' rows");
    assert_eq!(run.subject.square_name(Move::new(0, 1)), "r1c1");
    assert!(model.on_screen().board_puzzle().is_none());
    assert!(
        !model.on_screen().offers_shading(),
        "no queens to shade attacks of"
    );
    assert!(
        model.on_screen().play_view(&PlainNumbers).is_none(),
        "no solving by hand"
    );
    let board = cell_views(&model);
    assert!(board.squares.is_empty(), "not the 64 squares of 8 queens");
    assert_eq!(model.on_screen().legend_signs(), (None, String::new()));
}
