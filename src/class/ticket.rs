//! What a tab keeps of its class, in its session storage (gone with the
//! tab, never sent anywhere but the relay): the role, the room, and the
//! teacher's token or the student's seat. The page's loader writes a
//! student's first ticket from the join link (`#class=CODE`); the class
//! client fills in the rest.

use serde::{Deserialize, Serialize};

/// A tab's place in a class.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "role", rename_all = "snake_case")]
pub enum Ticket {
    /// The teacher's tab: no room until the relay opened one.
    Teacher {
        /// The room's code, once opened.
        #[serde(default)]
        room: Option<String>,
        /// The token that alone drives the room.
        #[serde(default)]
        token: Option<String>,
        /// The class's questions, as far as a reload must know them.
        #[serde(default)]
        questions: KeptQuestions,
    },
    /// A student's tab.
    Student {
        /// The room's code, from the join link.
        room: String,
        /// The student's seat: a random name this tab keeps, so that a
        /// device that rejoins is the same student.
        #[serde(default)]
        seat: Option<String>,
        /// An optional nickname.
        #[serde(default)]
        nick: Option<String>,
    },
}

/// What a teacher's tab keeps of its class's questions: a reload goes on
/// predicting, and numbers its next question after the last one asked
/// (a student's device tells questions apart by their numbers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptQuestions {
    /// Questions asked so far.
    pub asked: u32,
    /// Whether the class predicts each step.
    pub predicting: bool,
}

impl Ticket {
    /// A ticket as the tab keeps it, or `None` for text that is not one.
    pub fn read(json: &str) -> Option<Ticket> {
        serde_json::from_str(json).ok()
    }

    /// The ticket as the tab keeps it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a ticket always serialises")
    }

    /// The room's code, once there is one.
    pub fn room(&self) -> Option<&str> {
        match self {
            Ticket::Teacher { room, .. } => room.as_deref(),
            Ticket::Student { room, .. } => Some(room),
        }
    }

    /// Whether this tab drives its room.
    pub fn is_teacher(&self) -> bool {
        matches!(self, Ticket::Teacher { .. })
    }

    /// A student's ticket with a seat: its own, else `fresh`.
    pub fn seated(self, fresh: impl FnOnce() -> String) -> Ticket {
        match self {
            Ticket::Student { room, seat, nick } => Ticket::Student {
                room,
                seat: Some(seat.unwrap_or_else(fresh)),
                nick,
            },
            teacher => teacher,
        }
    }
}
