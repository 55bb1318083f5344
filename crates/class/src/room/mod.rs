//! One class's room: the teacher's moment and question, the students'
//! answers, and what each side is sent. Each side reads the room through
//! a `watch` channel, which holds only the latest message: a device that
//! falls behind gets the room as it is now, never a backlog. With several
//! servers, a room is an owner or a mirror (`sharing.rs`).

mod sharing;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::sync::watch;

use crate::protocol::{EndReason, Question, Revealed, ServerMessage, MAX_CHOICE, MAX_CHOICES};
use crate::shared::{Outgoing, SeatEvent, Side};

/// A room, shared by its connections.
#[derive(Debug)]
pub struct Room {
    code: String,
    state: Mutex<RoomState>,
    to_students: watch::Sender<Arc<ServerMessage>>,
    to_teacher: watch::Sender<Arc<ServerMessage>>,
}

/// What the room holds. Answers are kept until the next question only,
/// nicknames not at all beyond the connection.
#[derive(Debug, Default)]
struct RoomState {
    /// The teacher's token (empty on a mirror, which no teacher drives).
    token: String,
    side: Side,
    moment: Option<String>,
    following: bool,
    question: Option<Question>,
    answers: HashMap<String, usize>,
    revealed: Option<Revealed>,
    /// Students counted, by seat, with their connections (on an owner,
    /// those of every server; a student's two tabs are one student).
    seats: HashMap<String, u32>,
    /// This server's own students' connections, by seat.
    here: HashMap<String, u32>,
    teachers: u32,
    teacher_left: Option<Instant>,
    ended: Option<EndReason>,
}

impl Room {
    /// A room with `code`, driven by `token`, with a teacher connected
    /// (on this server, unless `side` is a mirror).
    pub fn new(code: String, token: String, moment: Option<String>, side: Side) -> Arc<Room> {
        let state = RoomState {
            token,
            teachers: u32::from(!matches!(side, Side::Mirror(_))),
            side,
            moment,
            following: true,
            ..RoomState::default()
        };
        let to_students = watch::Sender::new(Arc::new(state.class()));
        let to_teacher = watch::Sender::new(Arc::new(state.room()));
        Arc::new(Room {
            code,
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
        let state = self.lock();
        !state.token.is_empty() && state.token == token
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

    /// A student's answer, from a device on this server.
    pub fn answer(&self, seat: &str, question: u32, choice: &str) {
        let event = || SeatEvent::Answer {
            seat: seat.to_string(),
            question,
            choice: choice.to_string(),
        };
        if !self.forwarded(event) {
            self.change(|s| s.record(seat, question, choice));
        }
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

    /// A student's connection for `seat` arrived on this server.
    pub fn seated(&self, seat: &str) {
        *self.lock().here.entry(seat.to_string()).or_default() += 1;
        let event = || SeatEvent::Seated {
            seat: seat.to_string(),
        };
        if !self.forwarded(event) {
            self.change(|s| s.count(seat, true));
        }
    }

    /// A student's connection for `seat` left this server.
    pub fn unseated(&self, seat: &str) {
        drop_one(&mut self.lock().here, seat);
        let event = || SeatEvent::Unseated {
            seat: seat.to_string(),
        };
        if !self.forwarded(event) {
            self.change(|s| s.count(seat, false));
        }
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

    /// Since when the room has had no teacher, if it has none (a
    /// mirror's teacher is on another server).
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

    /// Changes the state, then sends each side its view if it changed
    /// (an owner's class view to the other servers too).
    fn change(&self, how: impl FnOnce(&mut RoomState)) {
        let (class, room, side) = {
            let mut state = self.lock();
            how(&mut state);
            (state.class(), state.room(), state.side.clone())
        };
        if send_if_changed(&self.to_students, class) {
            if let Side::Owner(out) = side {
                self.publish(&out);
            }
        }
        send_if_changed(&self.to_teacher, room);
    }

    /// Sends the class's view as it is to the other servers.
    fn publish(&self, out: &tokio::sync::mpsc::UnboundedSender<Outgoing>) {
        let message = self.to_students.borrow().clone();
        let room = self.code.clone();
        // A closed outbox is a server shutting down: nothing to tell.
        let _ = out.send(Outgoing::Class { room, message });
    }
}

/// One connection fewer for `seat` in `seats`.
fn drop_one(seats: &mut HashMap<String, u32>, seat: &str) {
    if let Some(n) = seats.get_mut(seat) {
        *n -= 1;
        if *n == 0 {
            seats.remove(seat);
        }
    }
}

/// Sends `message` on `channel` unless it is what was sent last; whether
/// it was sent.
fn send_if_changed(channel: &watch::Sender<Arc<ServerMessage>>, message: ServerMessage) -> bool {
    channel.send_if_modified(|last| {
        let changed = **last != message;
        if changed {
            *last = Arc::new(message);
        }
        changed
    })
}

impl RoomState {
    fn students(&self) -> u32 {
        u32::try_from(self.seats.len()).unwrap_or(u32::MAX)
    }

    /// A connection for `seat` arrived (`true`) or left.
    fn count(&mut self, seat: &str, arrived: bool) {
        if arrived {
            *self.seats.entry(seat.to_string()).or_default() += 1;
        } else {
            drop_one(&mut self.seats, seat);
        }
    }

    /// `seat`'s answer; one per seat, the last one counts. An answer to
    /// a question no longer open is dropped (it crossed the reveal).
    fn record(&mut self, seat: &str, question: u32, choice: &str) {
        let open = self.question.as_ref().filter(|q| q.question == question);
        if let Some(index) = open.and_then(|q| q.choices.iter().position(|c| c == choice)) {
            self.answers.insert(seat.to_string(), index);
        }
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
mod tests;
