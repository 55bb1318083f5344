//! A program written as the article writes them (`from backtrack import
//! Backtrack`), pasted into the Lab whatever the board: it runs on the
//! board its code makes (`vector` as a square of side `size`), and the
//! Explanation names its `done` at the level it last recorded.

use super::tests::{moment, queens_lab};
use super::*;
use crate::engine::{Event, Move};
use crate::i18n::{Lang, PlainNumbers};
use crate::lab::{DeclaredBoard, LearnerNote};
use crate::page::{cell_views, Action, Command, Worker};
use crate::protocol::{Reply, Request};

/// A 4x4 square as the bridge reads an article's program: `done` asked
/// after `record`.
fn square4() -> DeclaredBoard {
    let squares: Vec<String> = (0..16).map(|s| s.to_string()).collect();
    DeclaredBoard::read(&format!(
        "4 4\n{}\n1\u{1f}2\u{1f}3\u{1f}4\n\nafter",
        squares.join(" ")
    ))
    .unwrap()
}

#[test]
fn an_articles_program_runs_on_its_own_square_and_done_is_named_where_it_was_asked() {
    let mut model = queens_lab();
    let code = "from backtrack import Backtrack\n\nclass Sudoku(Backtrack):\n    size = 4\n";
    model.update(Action::Lab(LabAction::Edit(code.into())), 1.0);
    let out = model.update(Action::Lab(LabAction::Run), 2.0);
    let start = out
        .iter()
        .find_map(|c| match c {
            Command::Send(Worker::Run, Request::Lab(start)) => Some(start),
            _ => None,
        })
        .expect("the Lab's request");
    assert!(start.declares, "the worker reads the board from the code");
    model.update(
        Action::Reply(Worker::Run, Reply::LabStarted { board: square4() }),
        3.0,
    );
    let mut solved = moment(
        Some(Event::Solution { index: 1 }),
        LearnerNote::default(),
        None,
    );
    solved.path = (0..16).map(|i| Move::new(i, (i % 4 + 1) as u32)).collect();
    model.update(
        Action::Reply(Worker::Run, Reply::Moment(Box::new(solved))),
        4.0,
    );
    assert_eq!(
        cell_views(&model).squares.len(),
        16,
        "4x4, not the 8 queens"
    );
    let call = model.run.facts().unwrap().lab.clone().unwrap();
    assert!(matches!(call, LabCall::Done { level: 15, .. }), "{call:?}");
    let words = call.words(Lang::En, &PlainNumbers);
    assert!(words.contains("done(15)"), "{words}");
}

#[test]
fn code_of_the_pages_own_skeleton_runs_on_the_board_on_the_page() {
    let mut model = queens_lab();
    let out = model.update(Action::Lab(LabAction::Run), 1.0);
    let declares = out
        .iter()
        .any(|c| matches!(c, Command::Send(Worker::Run, Request::Lab(start)) if start.declares));
    assert!(
        !declares,
        "the queens' board: no board to read from the code"
    );
}
