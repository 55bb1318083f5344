//! The Code panel in the Lab: the learner's code, the line of the method
//! that answered at the step on screen lit.

use super::tests::{moment, queens_lab};
use crate::engine::{Event, Move};
use crate::lab::LearnerNote;
use crate::page::{Action, Worker};
use crate::protocol::Reply;

#[test]
fn the_code_panel_shows_the_learners_code_with_the_method_called_lit() {
    let mut model = queens_lab();
    assert!(
        model
            .on_screen()
            .learner_code()
            .is_some_and(|c| c.lit.is_none()),
        "nothing called yet"
    );
    model.update(Action::Lab(super::LabAction::Run), 1.0);
    model.update(
        Action::Reply(Worker::Run, Reply::Started { stepping: true }),
        2.0,
    );
    let refused = Event::Reject {
        level: 1,
        mv: Move::new(1, 1),
    };
    let reply = Reply::Moment(Box::new(moment(
        Some(refused),
        LearnerNote::default(),
        None,
    )));
    model.update(Action::Reply(Worker::Run, reply), 3.0);
    let code = model.on_screen().learner_code().expect("the Lab is open");
    let lit = code.lit.expect("a line lit");
    assert!(
        code.lines[lit].trim_start().starts_with("def valid("),
        "{}",
        code.lines[lit]
    );
    assert_eq!(
        code.lines.join("\n"),
        model.mode.lab().unwrap().code.trim_end()
    );
    // A placement is record's: its line is lit.
    let placed = Event::Place {
        level: 1,
        mv: Move::new(1, 3),
    };
    let reply = Reply::Moment(Box::new(moment(Some(placed), LearnerNote::default(), None)));
    model.update(Action::Reply(Worker::Run, reply), 4.0);
    let code = model.on_screen().learner_code().unwrap();
    assert!(code.lines[code.lit.unwrap()].contains("def record("));
    // Closed, the Code panel is the program's again.
    model.update(Action::Lab(super::LabAction::Close), 5.0);
    assert_eq!(model.on_screen().learner_code(), None);
}
