//! The class client's decisions, as a device meets them: opening,
//! following, letting go, losing the connection, the server restarting,
//! the end; and what the bar says of each.

use btlab_class::protocol::{ClientMessage, EndReason, Refusal, ServerMessage};

use super::join::{for_student, join_link, shown_code};
use super::{Class, ClassEvent, ClassFacts, Effect, Linked, Over, Said, Ticket};
use crate::i18n::{Lang, PlainNumbers};

fn teacher() -> Class {
    let ticket = Ticket::Teacher {
        room: None,
        token: None,
        questions: Default::default(),
    };
    Class::start(ticket, Some("puzzle=x&step=3&lang=de".into())).0
}

fn student() -> Class {
    let ticket = Ticket::read(r#"{"role":"student","room":"4F7K2M9Q"}"#)
        .unwrap()
        .seated(|| "seat-1".into());
    Class::start(ticket, None).0
}

/// A teacher whose room `room` is open.
fn opened_teacher(room: &str) -> Class {
    let mut t = teacher();
    t.update(ClassEvent::Hello);
    t.update(ClassEvent::Connected);
    t.update(ClassEvent::Heard(ServerMessage::Opened {
        room: room.into(),
        token: "k".into(),
    }));
    t
}

/// A student's connection made and the room joined.
fn joined(s: &mut Class) {
    s.update(ClassEvent::Connected);
    s.update(ClassEvent::Heard(ServerMessage::Joined {
        room: "R".into(),
    }));
}

fn class_view(moment: &str, following: bool) -> ServerMessage {
    ServerMessage::Class {
        moment: Some(moment.into()),
        following,
        question: None,
        revealed: None,
    }
}

fn facts(class: &Class, lang: Lang) -> ClassFacts {
    ClassFacts::of(class, lang, &PlainNumbers)
}

#[test]
fn a_teacher_opens_a_room_keeps_its_ticket_and_sends_the_page_moment() {
    let mut t = teacher();
    assert_eq!(t.update(ClassEvent::Hello), vec![Effect::Connect]);
    assert_eq!(
        t.update(ClassEvent::Connected),
        vec![Effect::Send(ClientMessage::Open)]
    );
    let effects = t.update(ClassEvent::Heard(ServerMessage::Opened {
        room: "4F7K2M9Q".into(),
        token: "secret".into(),
    }));
    let kept = Ticket::Teacher {
        room: Some("4F7K2M9Q".into()),
        token: Some("secret".into()),
        questions: Default::default(),
    };
    assert_eq!(
        effects,
        vec![
            Effect::Keep(kept.clone()),
            Effect::Send(ClientMessage::Moment {
                link: "puzzle=x&step=3&lang=de".into()
            })
        ]
    );
    // The page's next moment goes out; the same one twice does not.
    let next = ClassEvent::PageMoment("puzzle=x&step=4&lang=de".into());
    assert_eq!(t.update(next.clone()).len(), 1);
    assert_eq!(t.update(next), vec![]);
    // A reload: the kept ticket takes the room back with the moment.
    let (mut again, _) = Class::start(Ticket::read(&kept.to_json()).unwrap(), Some("m".into()));
    again.update(ClassEvent::Hello);
    assert_eq!(
        again.update(ClassEvent::Connected),
        vec![Effect::Send(ClientMessage::Resume {
            room: "4F7K2M9Q".into(),
            token: "secret".into(),
            moment: Some("m".into())
        })]
    );
}

#[test]
fn a_student_follows_the_teachers_moment_in_their_own_language() {
    let mut s = student();
    s.update(ClassEvent::Hello);
    assert_eq!(
        s.update(ClassEvent::Connected),
        vec![Effect::Send(ClientMessage::Join {
            room: "4F7K2M9Q".into(),
            seat: "seat-1".into(),
            nick: None
        })]
    );
    s.update(ClassEvent::Heard(ServerMessage::Joined {
        room: "4F7K2M9Q".into(),
    }));
    assert_eq!(s.linked(), Linked::Live);
    let shown = s.update(ClassEvent::Heard(class_view(
        "puzzle=x&lang=de&step=5",
        true,
    )));
    assert_eq!(shown, vec![Effect::Show("puzzle=x&step=5".into())]);
    // The same moment again (another student joined) opens nothing.
    assert_eq!(
        s.update(ClassEvent::Heard(class_view(
            "puzzle=x&lang=de&step=5",
            true
        ))),
        vec![]
    );
    // Let go: the moment is known, not shown; brought back: shown, even
    // the same moment (the student has moved meanwhile).
    assert_eq!(
        s.update(ClassEvent::Heard(class_view(
            "puzzle=x&lang=de&step=6",
            false
        ))),
        vec![]
    );
    assert_eq!(
        s.update(ClassEvent::Heard(class_view(
            "puzzle=x&lang=de&step=6",
            true
        ))),
        vec![Effect::Show("puzzle=x&step=6".into())]
    );
    // The student's own page moments are not the class's.
    assert_eq!(s.update(ClassEvent::PageMoment("mine".into())), vec![]);
    assert_eq!(s.update(ClassEvent::Follow(false)), vec![]);
}

#[test]
fn a_lost_connection_is_tried_again_and_said_once_back() {
    let mut s = student();
    s.update(ClassEvent::Hello);
    joined(&mut s);
    assert_eq!(
        s.update(ClassEvent::Closed),
        vec![Effect::ConnectAfter(1000)]
    );
    assert_eq!(
        s.update(ClassEvent::Closed),
        vec![Effect::ConnectAfter(2000)]
    );
    assert_eq!(s.linked(), Linked::Lost { tries: 2 });
    assert!(facts(&s, Lang::En).status.contains("lost"));
    joined(&mut s);
    // Offline: given up at once; online again: at once, without
    // waiting for the timer.
    assert_eq!(
        s.update(ClassEvent::Offline),
        vec![Effect::Disconnect, Effect::ConnectAfter(8000)]
    );
    assert_eq!(s.update(ClassEvent::Offline), vec![]);
    assert_eq!(s.update(ClassEvent::Online), vec![Effect::Connect]);
    joined(&mut s);
    assert_eq!(s.said(), Some(Said::Back));
    assert_eq!(s.linked(), Linked::Live);
    // The waits stop growing.
    for _ in 0..10 {
        s.update(ClassEvent::Closed);
    }
    assert_eq!(
        s.update(ClassEvent::Closed),
        vec![Effect::ConnectAfter(8000)]
    );
}

#[test]
fn a_server_restart_reopens_the_teachers_room_and_students_wait_for_it() {
    let mut s = student();
    s.update(ClassEvent::Hello);
    s.update(ClassEvent::Connected);
    let refused = ServerMessage::Refused {
        why: Refusal::UnknownRoom,
        detail: String::new(),
    };
    assert_eq!(s.update(ClassEvent::Heard(refused)), vec![]);
    assert!(matches!(s.linked(), Linked::Waiting { slowed: false, .. }));
    assert_eq!(
        s.update(ClassEvent::Closed),
        vec![Effect::ConnectAfter(4000)]
    );
    let slowed = ServerMessage::Refused {
        why: Refusal::TooManyTries,
        detail: String::new(),
    };
    s.update(ClassEvent::Heard(slowed));
    assert_eq!(
        s.update(ClassEvent::Closed),
        vec![Effect::ConnectAfter(60_000)]
    );

    let mut t = opened_teacher("4F7K2M9Q");
    assert_eq!(t.update(ClassEvent::Follow(false)).len(), 1);
    t.update(ClassEvent::Closed);
    t.update(ClassEvent::Connected);
    // The room opened again follows the teacher unless told otherwise.
    let reopened = t.update(ClassEvent::Heard(ServerMessage::Resumed {
        room: "4F7K2M9Q".into(),
        reopened: true,
    }));
    assert_eq!(
        reopened,
        vec![Effect::Send(ClientMessage::Follow { on: false })]
    );
    assert_eq!(t.said(), Some(Said::Reopened));
    assert_eq!(
        facts(&t, Lang::En).said.as_deref(),
        Some("The server had restarted: class 4F7K 2M9Q is open again with the same code, and the students rejoin by themselves.")
    );
}

#[test]
fn the_class_ends_for_every_device_and_the_ticket_is_forgotten() {
    let mut s = student();
    s.update(ClassEvent::Hello);
    s.update(ClassEvent::Connected);
    let ended = s.update(ClassEvent::Heard(ServerMessage::Ended {
        why: EndReason::TeacherGone,
    }));
    assert_eq!(ended, vec![Effect::Forget, Effect::Disconnect]);
    assert_eq!(s.linked(), Linked::Over(Over::TeacherGone));
    assert_eq!(s.update(ClassEvent::Closed), vec![]);
    assert!(facts(&s, Lang::En).over);

    let mut t = opened_teacher("R");
    assert_eq!(
        t.update(ClassEvent::End),
        vec![Effect::Send(ClientMessage::End)]
    );
    // A bad token is the end of this tab's driving.
    let mut u = teacher();
    u.update(ClassEvent::Connected);
    let bad = ServerMessage::Refused {
        why: Refusal::BadToken,
        detail: String::new(),
    };
    assert_eq!(u.update(ClassEvent::Heard(bad)), vec![Effect::Forget]);
    assert_eq!(u.update(ClassEvent::Closed), vec![]);
}

#[test]
fn the_bar_says_the_count_through_plural_rules_in_three_languages() {
    let mut t = opened_teacher("4F7K2M9Q");
    let room = |students| {
        ClassEvent::Heard(ServerMessage::Room {
            students,
            answered: 0,
            revealed: None,
        })
    };
    t.update(room(1));
    assert_eq!(
        facts(&t, Lang::En).status,
        "Class 4F7K 2M9Q: 1 student joined"
    );
    t.update(room(1200));
    assert_eq!(
        facts(&t, Lang::En).status,
        "Class 4F7K 2M9Q: 1,200 students joined"
    );
    assert_eq!(
        facts(&t, Lang::De).status,
        "Klasse 4F7K 2M9Q: 1,200 Personen beigetreten"
    );
    assert_eq!(
        facts(&t, Lang::Nl).status,
        "Klas 4F7K 2M9Q: 1,200 leerlingen doen mee"
    );
    assert_eq!(facts(&t, Lang::En).code.as_deref(), Some("4F7K 2M9Q"));
    t.update(ClassEvent::Follow(false));
    assert_eq!(
        facts(&t, Lang::De).following.as_deref(),
        Some("Die Klasse erkundet selbstständig.")
    );
    let mut none = teacher();
    none.update(ClassEvent::NoServer);
    let said = facts(&none, Lang::Nl);
    assert!(
        said.status.starts_with("Deze server houdt geen klassen"),
        "{}",
        said.status
    );
    assert!(said.over && !said.live);
}

#[test]
fn the_join_link_and_the_moment_a_student_opens() {
    assert_eq!(
        join_link("https://school.example/lab/#puzzle=x", "4F7K2M9Q"),
        "https://school.example/lab/#class=4F7K2M9Q"
    );
    assert_eq!(shown_code("4F7K2M9Q"), "4F7K 2M9Q");
    assert_eq!(
        for_student("#lang=nl&puzzle=a%26b&step=2&class=X"),
        "puzzle=a%26b&step=2"
    );
    assert_eq!(Ticket::read("{\"role\":\"nobody\"}"), None);
    assert_eq!(Ticket::read("not json"), None);
}
