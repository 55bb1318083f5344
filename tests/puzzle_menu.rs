//! The puzzle menu through the one reducer: empty Sudoku of every shape,
//! a janko.at page of several puzzles, the grid written in each format
//! and downloaded, and a new puzzle made by the worker's session.

use btlab::format::{parse_puzzle, to_json};
use btlab::generate::Difficulty;
use btlab::i18n::T;
use btlab::page::{
    Action, Command, Editor, Format, Model, Note, PuzzleAction, Worker, EMPTY_SHAPES, MAKE_KINDS,
};
use btlab::protocol::{Reply, Request, Session};
use btlab::puzzles::AnyPuzzle;

fn model() -> Model {
    Model::new(Editor::new(parse_puzzle("................").unwrap()), 1)
}

/// Acts, and lets the worker read or write what the page leaves to it
/// (janko.at pages, Tatham's game IDs): the commands of both.
fn act(m: &mut Model, action: PuzzleAction) -> Vec<Command> {
    let mut out = m.update(Action::Puzzle(action), 1000.0);
    let asked: Vec<Request> = out
        .iter()
        .filter_map(|c| match c {
            Command::Send(Worker::Maker, r @ Request::PuzzleText(_)) => Some(r.clone()),
            _ => None,
        })
        .collect();
    for request in asked {
        let reply = btlab::page::serve(&mut None, request, &|| 0.0);
        out.extend(m.update(Action::Reply(Worker::Maker, reply), 1500.0));
    }
    out
}

#[test]
fn every_empty_shape_loads_with_its_side_and_boxes() {
    let mut names = std::collections::BTreeSet::new();
    for (i, shape) in EMPTY_SHAPES.iter().enumerate() {
        let mut m = model();
        act(&mut m, PuzzleAction::Empty(i));
        let AnyPuzzle::Sudoku(s) = m.document.editor().puzzle() else {
            panic!("{i}: not a Sudoku")
        };
        assert_eq!(s.side(), shape.side, "{i}");
        assert_eq!(s.layout().diagonals, shape.diagonals, "{i}");
        assert_eq!(s.layout().regions.is_some(), shape.jigsaw, "{i}");
        assert!(names.insert(shape.name("jigsaw")), "names differ");
    }
    // Every side of the issue, with both box shapes where there are two.
    for name in [
        "4x4",
        "6x6 (2x3)",
        "6x6 (3x2)",
        "8x8 (2x4)",
        "8x8 (4x2)",
        "9x9",
        "12x12 (3x4)",
        "16x16",
        "9x9 jigsaw",
    ] {
        assert!(names.contains(name), "{name} in {names:?}");
    }
}

#[test]
fn a_page_of_several_puzzles_offers_each() {
    let block = |given: &str| {
        format!("begin\npuzzle sudoku\nsize 4\nproblem\n{given} - - -\n- - - -\n- - - -\n- - - -\nend\n")
    };
    let page = format!("{}\n{}\n{}", block("1"), block("2"), block("3"));
    let mut m = model();
    act(&mut m, PuzzleAction::Open(page));
    assert_eq!(m.document.blocks().len(), 3);
    assert_eq!(m.document.editor().values()[0], 1);
    act(&mut m, PuzzleAction::Block(2));
    assert_eq!((m.document.block(), m.document.blocks().len()), (2, 3));
    assert_eq!(m.document.editor().values()[0], 3);
    // A bad file names its place and keeps the grid.
    act(&mut m, PuzzleAction::Open(block("x")));
    assert!(
        matches!(&m.screen.note(), Some(Note::CannotRead(e)) if e.to_string().contains("token 'x'")),
        "{:?}",
        m.screen.note()
    );
    assert_eq!(m.document.editor().values()[0], 3);
    // Loading anything else ends the choice.
    act(&mut m, PuzzleAction::Empty(0));
    assert!(m.document.blocks().is_empty());
}

#[test]
fn the_grid_is_written_in_every_format_and_reads_back() {
    let mut m = model();
    act(
        &mut m,
        PuzzleAction::Open("3x3:b5_3_2d6e2a5c6b4_8b2f9b4_9_1_2_3b5f1b7_6b5c8a2e1d4_3_6b".into()),
    );
    assert_eq!(
        m.document.editor().values().len(),
        81,
        "the game ID is read"
    );
    let before = to_json(&m.document.editor().solvable().unwrap());
    for format in Format::ALL {
        act(&mut m, PuzzleAction::Write(format));
        let back = parse_puzzle(m.document.import_text())
            .unwrap_or_else(|e| panic!("{format:?}: {e}\n{}", m.document.import_text()));
        assert_eq!(to_json(&back), before, "{format:?}");
        let out = act(&mut m, PuzzleAction::Download(format));
        assert!(
            out.iter().any(|c| matches!(c, Command::Download { name, text } if *name == format.file_name() && *text == m.document.import_text())),
            "{format:?}: {out:?}"
        );
    }
    // N-Queens has no janko.at or Tatham form: said, not written.
    act(
        &mut m,
        PuzzleAction::Open(r#"{"kind":"queens","n":8}"#.into()),
    );
    let out = act(&mut m, PuzzleAction::Download(Format::Tatham));
    assert!(!out.iter().any(|c| matches!(c, Command::Download { .. })));
    assert!(m.screen.note().as_ref().is_some_and(Note::is_error));
}

#[test]
fn a_new_puzzle_is_made_by_the_worker_session_and_loaded() {
    let mut m = model();
    let kind = MAKE_KINDS
        .iter()
        .position(|(n, _)| *n == T::MakeSkyscrapers6)
        .unwrap();
    let out = act(&mut m, PuzzleAction::Make(kind, Difficulty::Medium));
    assert!(m.document.making());
    let request = out
        .into_iter()
        .find_map(|c| match c {
            Command::Send(Worker::Maker, r @ Request::Generate { .. }) => Some(r),
            _ => None,
        })
        .expect("a request to the maker");
    let reply = Session::handle(&mut None, request, &|| 0.0);
    let Reply::Generated { puzzle, .. } = &reply else {
        panic!("{reply:?}")
    };
    m.update(Action::Reply(Worker::Maker, reply.clone()), 2000.0);
    assert!(!m.document.making());
    assert_eq!(m.document.editor().puzzle().kind(), "skyscrapers");
    assert_eq!(
        to_json(m.document.editor().puzzle()),
        to_json(&puzzle.as_ref().clone().build().unwrap())
    );
    assert!(
        matches!(
            m.screen.note(),
            Some(Note::Made {
                difficulty: Difficulty::Medium,
                ..
            })
        ),
        "{:?}",
        m.screen.note()
    );
}

#[test]
fn a_puzzle_loaded_from_the_box_is_counted_and_text_that_does_not_read_is_not() {
    let mut m = model();
    assert_eq!(m.document.loads(), 0);
    act(&mut m, PuzzleAction::Import("1..2".into()));
    assert_eq!(m.document.loads(), 0, "an error leaves the box open");
    assert!(matches!(m.screen.note(), Some(Note::CannotImport(_))));
    act(
        &mut m,
        PuzzleAction::Import(r#"{"kind":"queens","n":6}"#.into()),
    );
    assert_eq!(m.document.loads(), 1, "loaded: the box folds");
    assert_eq!(m.document.editor().puzzle().kind(), "queens");
    act(&mut m, PuzzleAction::Write(Format::Json));
    assert_eq!(m.document.loads(), 1, "writing into the box loads nothing");
}
