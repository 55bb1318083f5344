//! A class predicting: the question every device works out from the
//! teacher's moment, the teacher's asking and revealing, a student's
//! answers and score, and what the bars say of them.

use btlab_class::protocol::{ClientMessage, Question as Offer, Revealed, ServerMessage};

use super::question_view::QuestionsFacts;
use super::{Class, ClassEvent, ClassQuestion, Effect, Ticket};
use crate::i18n::{Lang, PlainNumbers};

const QUEENS: &str = r#"puzzle={"kind":"queens","n":4}&strategy=classic&mode=first"#;

fn at(step: u64) -> String {
    format!("{QUEENS}&step={step}&lang=en")
}

fn live(ticket: Ticket, moment: Option<String>) -> Class {
    let (mut class, _) = Class::start(ticket, moment);
    class.update(ClassEvent::Hello);
    class.update(ClassEvent::Connected);
    class
}

fn teacher() -> Class {
    let ticket = Ticket::Teacher {
        room: None,
        token: None,
        questions: Default::default(),
    };
    let mut t = live(ticket, Some(at(0)));
    t.update(ClassEvent::Heard(ServerMessage::Opened {
        room: "4F7K2M9Q".into(),
        token: "k".into(),
    }));
    t
}

fn room(students: u32, answered: u32, revealed: Option<Revealed>) -> ClassEvent {
    ClassEvent::Heard(ServerMessage::Room {
        students,
        answered,
        revealed,
    })
}

#[test]
fn every_question_of_a_run_has_its_truth_among_its_answers() {
    let first = ClassQuestion::at(&at(0)).expect("the first queen's square is a question");
    assert_eq!(first.choices, ["v1", "v2", "v3", "v4"]);
    assert_eq!(first.truth, "v1");
    let (text, labels) = first.words(Lang::En);
    assert!(text.contains("row 1"), "{text}");
    assert_eq!(labels.len(), 4);
    let (mut yes, mut no) = (0, 0);
    for step in 0..40 {
        let Some(q) = ClassQuestion::at(&at(step)) else {
            continue;
        };
        assert!(q.choices.contains(&q.truth), "step {step}: {q:?}");
        yes += usize::from(q.truth == "yes");
        no += usize::from(q.truth == "no");
    }
    assert!(yes > 0 && no > 0, "rejections {yes}, placements {no}");
    // A link without a run (the fast solver has no steps) asks nothing.
    assert!(ClassQuestion::at(&format!("{QUEENS}&strategy=fast")).is_none());
}

#[test]
fn the_teacher_asks_reveals_when_all_have_answered_and_the_step_plays() {
    let mut t = teacher();
    let asked = t.update(ClassEvent::Predict(true));
    let choices: Vec<String> = ["v1", "v2", "v3", "v4"].map(String::from).to_vec();
    assert_eq!(
        asked[0],
        Effect::Send(ClientMessage::Ask {
            question: 1,
            choices: choices.clone()
        })
    );
    // The tab keeps the count and that the class predicts.
    let Effect::Keep(kept) = &asked[1] else {
        panic!("{asked:?}")
    };
    assert_eq!(
        kept.to_json(),
        r#"{"role":"teacher","room":"4F7K2M9Q","token":"k","questions":{"asked":1,"predicting":true}}"#
    );
    // A reload goes on predicting, its next question numbered after.
    let (mut again, _) = Class::start(Ticket::read(&kept.to_json()).unwrap(), Some(at(3)));
    again.update(ClassEvent::Hello);
    again.update(ClassEvent::Connected);
    let resumed = again.update(ClassEvent::Heard(ServerMessage::Resumed {
        room: "4F7K2M9Q".into(),
        reopened: false,
    }));
    assert!(
        matches!(
            resumed[0],
            Effect::Send(ClientMessage::Ask { question: 2, .. })
        ),
        "{resumed:?}"
    );
    assert_eq!(t.update(room(3, 2, None)), vec![]);
    let facts = QuestionsFacts::of(&t, Lang::En, &PlainNumbers);
    assert_eq!(
        facts.open.unwrap().said.as_deref(),
        Some("2 of 3 have answered")
    );
    assert_eq!(
        t.update(room(3, 3, None)),
        vec![Effect::Send(ClientMessage::Reveal {
            question: 1,
            truth: "v1".into()
        })]
    );
    // Counted again before the distribution came: not revealed twice.
    assert_eq!(t.update(room(3, 3, None)), vec![]);
    let revealed = Revealed {
        question: 1,
        truth: "v1".into(),
        counts: vec![2, 1, 0, 0],
        students: 3,
    };
    assert_eq!(t.update(room(3, 0, Some(revealed))), vec![Effect::StepPage]);
    let facts = QuestionsFacts::of(&t, Lang::En, &PlainNumbers);
    let shown = facts.revealed.unwrap();
    assert_eq!(shown.said.as_deref(), Some("67% of the class were right."));
    assert!(shown.choices[0].truth && !shown.choices[1].truth);
    assert_eq!(shown.choices[0].count.as_deref(), Some("2 answers · 67%"));
    assert_eq!(shown.choices[1].count.as_deref(), Some("1 answer · 33%"));
    assert_eq!(facts.summary.as_deref(), Some("Right per question: 67%."));
    // The page stepped: the next question goes out with the moment.
    let next = t.update(ClassEvent::PageMoment(at(1)));
    assert!(matches!(
        &next[0],
        Effect::Send(ClientMessage::Moment { .. })
    ));
    assert!(
        matches!(
            &next[1..],
            [
                Effect::Send(ClientMessage::Ask { question: 2, .. }),
                Effect::Keep(_)
            ] | []
        ),
        "{next:?}"
    );
}

#[test]
fn a_teacher_who_moves_on_reveals_the_open_question_first() {
    let mut t = teacher();
    t.update(ClassEvent::Predict(true));
    let moved = t.update(ClassEvent::PageMoment(at(5)));
    assert!(moved.contains(&Effect::Send(ClientMessage::Reveal {
        question: 1,
        truth: "v1".into()
    })));
    // Its distribution, back after the next question was asked, is shown
    // (the clicker's Page Down moved on: no second step).
    let revealed = Revealed {
        question: 1,
        truth: "v1".into(),
        counts: vec![1, 0, 0, 0],
        students: 1,
    };
    assert_eq!(t.update(room(1, 0, Some(revealed))), vec![]);
    let facts = QuestionsFacts::of(&t, Lang::En, &PlainNumbers);
    assert_eq!(
        facts.revealed.unwrap().said.as_deref(),
        Some("100% of the class were right.")
    );
    assert_eq!(facts.open.is_some(), t.asking().open().is_some());
    // Stopping reveals what is open; the teacher's button, too.
    let mut u = teacher();
    u.update(ClassEvent::Predict(true));
    assert_eq!(u.update(ClassEvent::Reveal).len(), 1);
    assert_eq!(u.update(ClassEvent::Reveal), vec![]);
    let mut v = teacher();
    v.update(ClassEvent::Predict(true));
    assert_eq!(
        v.update(ClassEvent::Predict(false))[0],
        Effect::Send(ClientMessage::Reveal {
            question: 1,
            truth: "v1".into()
        })
    );
    // The distribution comes back; stopped, the page does not step.
    let revealed = Revealed {
        question: 1,
        truth: "v1".into(),
        counts: vec![0; 4],
        students: 0,
    };
    assert_eq!(v.update(room(0, 0, Some(revealed))), vec![]);
    assert!(v.asking().open().is_none());
}

#[test]
fn a_student_answers_on_their_device_and_keeps_a_running_score() {
    let ticket = Ticket::read(r#"{"role":"student","room":"R","seat":"s"}"#).unwrap();
    let mut s = live(ticket, None);
    s.update(ClassEvent::Heard(ServerMessage::Joined {
        room: "R".into(),
    }));
    let offer = |question: u32, revealed: Option<Revealed>| {
        ClassEvent::Heard(ServerMessage::Class {
            moment: Some(at(0)),
            following: true,
            question: Some(Offer {
                question,
                choices: ["v1", "v2", "v3", "v4"].map(String::from).to_vec(),
            }),
            revealed,
        })
    };
    s.update(offer(1, None));
    let facts = QuestionsFacts::of(&s, Lang::De, &PlainNumbers);
    let open = facts.open.unwrap();
    assert!(open.text.contains("Zeile 1"), "{}", open.text);
    assert_eq!(
        open.said.as_deref(),
        Some("Tippen Sie auf eine Antwort oder drücken Sie ihre Nummer.")
    );
    // An answer not offered is not sent; the last answer counts.
    assert_eq!(s.update(ClassEvent::Answer("v9".into())), vec![]);
    s.update(ClassEvent::Answer("v1".into()));
    assert_eq!(
        s.update(ClassEvent::Answer("v2".into())),
        vec![Effect::Send(ClientMessage::Answer {
            question: 1,
            choice: "v2".into()
        })]
    );
    let revealed = |question| Revealed {
        question,
        truth: "v1".into(),
        counts: vec![1, 1, 0, 0],
        students: 2,
    };
    s.update(ClassEvent::Heard(ServerMessage::Class {
        moment: Some(at(0)),
        following: true,
        question: None,
        revealed: Some(revealed(1)),
    }));
    let facts = QuestionsFacts::of(&s, Lang::En, &PlainNumbers);
    let said = facts.revealed.unwrap().said.unwrap();
    assert!(
        said.starts_with("Not this time: the search chose r1c1"),
        "{said}"
    );
    assert_eq!(facts.score.as_deref(), Some("Your score: 0 of 1 right."));
    // The next, right; the same reveal heard twice counts once.
    s.update(offer(2, Some(revealed(1))));
    s.update(ClassEvent::Answer("v1".into()));
    for _ in 0..2 {
        s.update(ClassEvent::Heard(ServerMessage::Class {
            moment: Some(at(0)),
            following: true,
            question: None,
            revealed: Some(revealed(2)),
        }));
    }
    let facts = QuestionsFacts::of(&s, Lang::Nl, &PlainNumbers);
    assert_eq!(facts.score.as_deref(), Some("Uw score: 1 van 2 goed."));
    assert!(facts
        .revealed
        .unwrap()
        .said
        .unwrap()
        .starts_with("Goed: de zoektocht koos"));
}
