//! A room among several servers: a mirror forwards its students' doings
//! to the owner and shows the owner's view; an owner counts what the
//! mirrors forward. When the teacher comes back through another server,
//! that server's mirror becomes the owner and the old owner a mirror, each
//! room keeping its students' connections.

use std::time::Instant;

use super::{send_if_changed, Room};
use crate::protocol::ServerMessage;
use crate::shared::{Outgoing, SeatEvent, Side};

impl Room {
    /// Whether this room is another server's mirror.
    pub fn is_mirror(&self) -> bool {
        matches!(self.lock().side, Side::Mirror(_))
    }

    /// A student's doing on another server, counted by this owner.
    pub fn seat_event(&self, event: SeatEvent) {
        match event {
            SeatEvent::Seated { seat } => self.change(|s| s.count(&seat, true)),
            SeatEvent::Unseated { seat } => self.change(|s| s.count(&seat, false)),
            SeatEvent::Answer {
                seat,
                question,
                choice,
            } => self.change(|s| s.record(&seat, question, &choice)),
        }
    }

    /// The owner's view of the class, on a mirror: its students get it.
    pub fn mirror_class(&self, message: ServerMessage) {
        if let ServerMessage::Ended { why } = message {
            self.lock().ended = Some(why);
        }
        send_if_changed(&self.to_students, message);
    }

    /// The teacher, with `token`, came back through this server, which
    /// held a mirror: it owns the room from now on, counting its own
    /// students (the other servers' are sent again by their mirrors).
    pub fn take_over(&self, token: &str, moment: Option<String>) {
        let out = {
            let mut state = self.lock();
            let Side::Mirror(out) = state.side.clone() else {
                return;
            };
            state.side = Side::Owner(out.clone());
            state.token = token.to_string();
            state.seats = state.here.clone();
            state.teachers = 0;
            out
        };
        self.teacher_came(moment);
        // Every server hears who owns the room now.
        self.publish(&out);
    }

    /// Another server owns the room now: this one becomes its mirror and
    /// sends it this server's own students.
    pub fn step_down(&self) {
        let (out, here) = {
            let mut state = self.lock();
            let Side::Owner(out) = state.side.clone() else {
                return;
            };
            state.side = Side::Mirror(out.clone());
            state.token.clear();
            state.seats.clear();
            state.answers.clear();
            state.teachers = 0;
            state.teacher_left = None;
            (out, state.here.clone())
        };
        for (seat, connections) in here {
            for _ in 0..connections {
                let event = SeatEvent::Seated { seat: seat.clone() };
                let room = self.code.clone();
                let _ = out.send(Outgoing::Seat { room, event });
            }
        }
    }

    /// On a mirror, sends the student's doing to the owner (true); else
    /// false: it is this room's to count.
    pub(super) fn forwarded(&self, event: impl FnOnce() -> SeatEvent) -> bool {
        let Side::Mirror(out) = self.lock().side.clone() else {
            return false;
        };
        let room = self.code.clone();
        // A closed outbox is a server shutting down: nothing to tell.
        let _ = out.send(Outgoing::Seat {
            room,
            event: event(),
        });
        true
    }

    /// Whether the owner's teacher has been away since before `limit`
    /// (a mirror's never: its owner decides).
    pub fn teacher_gone_since(&self, limit: Instant) -> bool {
        let state = self.lock();
        !matches!(state.side, Side::Mirror(_))
            && state.teacher_left.is_some_and(|left| left <= limit)
    }
}
