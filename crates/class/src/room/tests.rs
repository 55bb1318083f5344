//! The room alone: answers, the latest moment, the end.

use super::*;

fn room() -> Arc<Room> {
    Room::new("ABCDEFGH".into(), "t".repeat(32), None, Side::Alone)
}

#[test]
fn answers_are_counted_once_a_seat_and_revealed_as_a_distribution() {
    let room = room();
    room.seated("a");
    room.seated("b");
    room.seated("b");
    assert!(room.ask(1, vec!["3".into(), "5".into()]));
    room.answer("a", 1, "3");
    room.answer("b", 1, "3");
    room.answer("b", 1, "5");
    room.answer("a", 2, "5");
    room.answer("a", 1, "9");
    let teacher = room.teacher_channel();
    assert!(matches!(
        *teacher.borrow().clone(),
        ServerMessage::Room {
            students: 2,
            answered: 2,
            ..
        }
    ));
    room.reveal(1, "5".into());
    let expected = Revealed {
        question: 1,
        truth: "5".into(),
        counts: vec![1, 1],
        students: 2,
    };
    let class = room.students_channel();
    assert!(
        matches!(&*class.borrow().clone(), ServerMessage::Class { revealed: Some(r), question: None, .. } if *r == expected)
    );
}

#[test]
fn a_student_sees_only_the_latest_moment() {
    let room = room();
    let mut class = room.students_channel();
    class.mark_unchanged();
    for step in 1..=5 {
        room.show(format!("step={step}"));
    }
    assert!(class.has_changed().unwrap());
    let latest = class.borrow_and_update().clone();
    assert!(matches!(&*latest, ServerMessage::Class { moment: Some(m), .. } if m == "step=5"));
    assert!(!class.has_changed().unwrap());
}

#[test]
fn an_ended_room_says_why_to_both_sides() {
    let room = room();
    room.end(EndReason::Teacher);
    assert!(room.ended());
    let why = EndReason::Teacher;
    assert_eq!(
        *room.students_channel().borrow().clone(),
        ServerMessage::Ended { why }
    );
    assert_eq!(
        *room.teacher_channel().borrow().clone(),
        ServerMessage::Ended { why }
    );
}
