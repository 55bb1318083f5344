//! One class's room: the teacher's moment and question, the students'
//! answers, and what each side is sent. Each side reads the room through
//! a `watch` channel, which holds only the latest message: a device that
//! falls behind gets the room as it is now, never a backlog.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::sync::watch;

use crate::protocol::{EndReason, Question, Revealed, ServerMessage, MAX_CHOICE, MAX_CHOICES};

/// A room, shared by its connections.
#[derive(Debug)]
pub struct Room {
    code: String,
    token: String,
    state: Mutex<RoomState>,
    to_students: watch::Sender<Arc<ServerMessage>>,
    to_teacher: watch::Sender<Arc<ServerMessage>>,
}

/// What the room holds. Answers are kept until the next question only,
/// nicknames not at all beyond the connection.
#[derive(Debug, Default)]
struct RoomState {
    moment: Option<String>,
    following: bool,
    question: Option<Question>,
    answers: HashMap<String, usize>,
    revealed: Option<Revealed>,
    /// Connections by seat (a student's two tabs are one student).
    seats: HashMap<String, u32>,
    teachers: u32,
    teacher_left: Option<Instant>,
    ended: Option<EndReason>,
}

impl Room {
    /// A room with `code`, driven by `token`, with a teacher connected.
    pub fn new(code: String, token: String, moment: Option<String>) -> Arc<Room> {
        let state = RoomState {
            moment,
            following: true,
            teachers: 1,
            ..RoomState::default()
        };
        let to_students = watch::Sender::new(Arc::new(state.class()));
        let to_teacher = watch::Sender::new(Arc::new(state.room()));
        Arc::new(Room {
            code,
            token,
            state: Mutex::new(state),
            to_students,
            to_teacher,
        })
    }

    /// The room's code.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Whether `token` drives this room.
    pub fn driven_by(&self, token: &str) -> bool {
        self.token == token
    }

    /// What students are sent, from now on.
    pub fn students_channel(&self) -> watch::Receiver<Arc<ServerMessage>> {
        self.to_students.subscribe()
    }

    /// What the teacher is sent, from now on.
    pub fn teacher_channel(&self) -> watch::Receiver<Arc<ServerMessage>> {
        self.to_teacher.subscribe()
    }

    /// The teacher's moment.
    pub fn show(&self, link: String) {
        self.change(|s| s.moment = Some(link));
    }

    /// The students follow (`true`) or explore on their own.
    pub fn follow(&self, on: bool) {
        self.change(|s| s.following = on);
    }

    /// A question to the class: earlier answers are forgotten. False if
    /// the choices are too many or too long.
    pub fn ask(&self, question: u32, choices: Vec<String>) -> bool {
        let fits = !choices.is_empty()
            && choices.len() <= MAX_CHOICES
            && choices.iter().all(|c| c.len() <= MAX_CHOICE);
        if fits {
            self.change(|s| {
                s.answers.clear();
                s.question = Some(Question { question, choices });
            });
        }
        fits
    }

    /// A student's answer; one per seat, the last one counts. An answer
    /// to a question no longer open is dropped (it crossed the reveal).
    pub fn answer(&self, seat: &str, question: u32, choice: &str) {
        self.change(|s| {
            let open = s.question.as_ref().filter(|q| q.question == question);
            if let Some(index) = open.and_then(|q| q.choices.iter().position(|c| c == choice)) {
                s.answers.insert(seat.to_string(), index);
            }
        });
    }

    /// The truth of the open question: every device gets the
    /// distribution, and the question closes.
    pub fn reveal(&self, question: u32, truth: String) {
        self.change(|s| {
            let Some(asked) = s.question.take_if(|q| q.question == question) else {
                return;
            };
            let mut counts = vec![0u32; asked.choices.len()];
            for &index in s.answers.values() {
                counts[index] += 1;
            }
            s.answers.clear();
            s.revealed = Some(Revealed {
                question,
                truth,
                counts,
                students: s.students(),
            });
        });
    }

    /// The room ends: every device is told why.
    pub fn end(&self, why: EndReason) {
        self.change(|s| s.ended = Some(why));
    }

    /// Whether the room has ended.
    pub fn ended(&self) -> bool {
        self.lock().ended.is_some()
    }

    /// A student's connection for `seat` arrived.
    pub fn seated(&self, seat: &str) {
        self.change(|s| *s.seats.entry(seat.to_string()).or_default() += 1);
    }

    /// A student's connection for `seat` left.
    pub fn unseated(&self, seat: &str) {
        self.change(|s| {
            if let Some(n) = s.seats.get_mut(seat) {
                *n -= 1;
                if *n == 0 {
                    s.seats.remove(seat);
                }
            }
        });
    }

    /// A teacher's connection arrived, with the moment its page shows.
    pub fn teacher_came(&self, moment: Option<String>) {
        self.change(|s| {
            s.teachers += 1;
            s.teacher_left = None;
            if moment.is_some() {
                s.moment = moment;
            }
        });
    }

    /// A teacher's connection left at `now`.
    pub fn teacher_went(&self, now: Instant) {
        self.change(|s| {
            s.teachers = s.teachers.saturating_sub(1);
            if s.teachers == 0 {
                s.teacher_left = Some(now);
            }
        });
    }

    /// Since when the room has had no teacher, if it has none.
    pub fn teacher_left(&self) -> Option<Instant> {
        self.lock().teacher_left
    }

    /// Students connected now.
    pub fn students(&self) -> u32 {
        self.lock().students()
    }

    fn lock(&self) -> MutexGuard<'_, RoomState> {
        // A panic while holding the lock cannot leave the state half
        // changed in a way that matters more than the class going on.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Changes the state, then sends each side its view if it changed.
    fn change(&self, how: impl FnOnce(&mut RoomState)) {
        let (class, room) = {
            let mut state = self.lock();
            how(&mut state);
            (state.class(), state.room())
        };
        send_if_changed(&self.to_students, class);
        send_if_changed(&self.to_teacher, room);
    }
}

/// Sends `message` on `channel` unless it is what was sent last.
fn send_if_changed(channel: &watch::Sender<Arc<ServerMessage>>, message: ServerMessage) {
    channel.send_if_modified(|last| {
        let changed = **last != message;
        if changed {
            *last = Arc::new(message);
        }
        changed
    });
}

impl RoomState {
    fn students(&self) -> u32 {
        u32::try_from(self.seats.len()).unwrap_or(u32::MAX)
    }

    /// The room as students see it.
    fn class(&self) -> ServerMessage {
        if let Some(why) = self.ended {
            return ServerMessage::Ended { why };
        }
        ServerMessage::Class {
            moment: self.moment.clone(),
            following: self.following,
            question: self.question.clone(),
            revealed: self.revealed.clone(),
        }
    }

    /// The room as the teacher sees it.
    fn room(&self) -> ServerMessage {
        if let Some(why) = self.ended {
            return ServerMessage::Ended { why };
        }
        ServerMessage::Room {
            students: self.students(),
            answered: u32::try_from(self.answers.len()).unwrap_or(u32::MAX),
            revealed: self.revealed.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room() -> Arc<Room> {
        Room::new("ABCDEFGH".into(), "t".repeat(32), None)
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
}
