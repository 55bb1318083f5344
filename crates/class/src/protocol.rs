//! The relay's messages: JSON text frames, one message a frame, tagged by
//! `type`. A teacher opens (or takes back) a room and drives it; a
//! student joins and answers. The relay never reads a moment: it is the
//! page's link fragment (puzzle, strategy, seed, step), which every
//! device turns into its own board, Explanation and panels.

use serde::{Deserialize, Serialize};

/// The longest text frame the relay reads (a moment's link is a few
/// hundred bytes; a learner's code shown by the teacher rides in it).
pub const MAX_FRAME: usize = 16 * 1024;
/// The longest nickname kept, in characters.
pub const MAX_NICK: usize = 24;
/// The most answer choices a question may offer.
pub const MAX_CHOICES: usize = 32;
/// The longest answer choice, in bytes.
pub const MAX_CHOICE: usize = 32;

/// What a device sends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// A teacher opens a new room.
    Open,
    /// A teacher takes back its room (after a reload, or after the
    /// server restarted: the teacher's page is the source of truth, so
    /// a room the server no longer knows is opened again with this code
    /// and token).
    Resume {
        /// The room's code.
        room: String,
        /// The teacher's token, as `Opened` gave it.
        token: String,
        /// The moment the teacher's page shows.
        moment: Option<String>,
    },
    /// A student joins a room.
    Join {
        /// The room's code, as the projector shows it.
        room: String,
        /// The student's seat: a random name the student's tab keeps, so
        /// that a device that rejoins is the same student.
        seat: String,
        /// An optional nickname (text, cut to [`MAX_NICK`] characters).
        #[serde(default)]
        nick: Option<String>,
    },
    /// The teacher's moment: the page's link fragment.
    Moment {
        /// The link fragment.
        link: String,
    },
    /// The teacher lets the class explore (`false`) or brings every
    /// device back to the teacher's moment (`true`).
    Follow {
        /// Whether the students follow the teacher.
        on: bool,
    },
    /// The teacher asks the class a question.
    Ask {
        /// The question's number (the teacher's own count).
        question: u32,
        /// The answers a student may give.
        choices: Vec<String>,
    },
    /// A student's answer to the open question.
    Answer {
        /// The question answered.
        question: u32,
        /// One of the question's choices.
        choice: String,
    },
    /// The teacher reveals the truth: every device gets the answers'
    /// distribution.
    Reveal {
        /// The question revealed.
        question: u32,
        /// The right answer.
        truth: String,
    },
    /// The teacher ends the room.
    End,
}

/// A question as the students see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// The teacher's number for it.
    pub question: u32,
    /// The answers a student may give.
    pub choices: Vec<String>,
}

/// A question revealed: the truth and how the class answered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Revealed {
    /// The question.
    pub question: u32,
    /// The right answer.
    pub truth: String,
    /// How many chose each choice, in the question's order.
    pub counts: Vec<u32>,
    /// How many students were in the room.
    pub students: u32,
}

/// What the relay sends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// A room was opened for this teacher.
    Opened {
        /// The code students join with.
        room: String,
        /// The token that alone drives the room (keep it in the tab).
        token: String,
    },
    /// The teacher took the room back.
    Resumed {
        /// The room's code.
        room: String,
        /// Whether the room had to be opened again (the server had
        /// forgotten it).
        reopened: bool,
    },
    /// A student is in the room.
    Joined {
        /// The room's code.
        room: String,
    },
    /// The room as a student sees it: always the latest, never a backlog.
    Class {
        /// The teacher's moment, once there is one.
        moment: Option<String>,
        /// Whether the students follow the teacher's moment.
        following: bool,
        /// The question open, if any.
        question: Option<Question>,
        /// The last question revealed, if any.
        revealed: Option<Revealed>,
    },
    /// The room as the teacher sees it.
    Room {
        /// Students connected now.
        students: u32,
        /// Answers to the open question so far (not which).
        answered: u32,
        /// The last question revealed, with its distribution.
        revealed: Option<Revealed>,
    },
    /// The room ended.
    Ended {
        /// Why.
        why: EndReason,
    },
    /// The message could not be taken; the connection closes after it.
    Refused {
        /// Why.
        why: Refusal,
        /// Where, for a frame that does not read (Serde's line and
        /// column), or what was wrong.
        detail: String,
    },
}

/// Why a room ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The teacher ended it.
    Teacher,
    /// The teacher left and did not come back in time.
    TeacherGone,
}

/// Why the relay refused a message (and closed the connection).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// Not a message of this protocol (or not text).
    BadFrame,
    /// Longer than [`MAX_FRAME`].
    TooBig,
    /// No room has this code.
    UnknownRoom,
    /// Too many joins to unknown rooms from this address.
    TooManyTries,
    /// The token does not drive this room.
    BadToken,
    /// A student's connection sent what only the teacher may.
    NotTeacher,
    /// A message out of turn (an answer before joining, a second open).
    OutOfTurn,
    /// More messages than a device sends.
    Flood,
}

impl ServerMessage {
    /// The message as a text frame.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("a server message always serialises")
    }
}

/// Reads a client's frame, or says why it cannot.
pub fn read_frame(text: &str) -> Result<ClientMessage, (Refusal, String)> {
    if text.len() > MAX_FRAME {
        return Err((Refusal::TooBig, format!("{} bytes", text.len())));
    }
    // Serde's message names the line and column.
    serde_json::from_str(text).map_err(|e| (Refusal::BadFrame, e.to_string()))
}

/// A nickname as kept: control characters dropped, trimmed, at most
/// [`MAX_NICK`] characters; nothing left is no nickname. The page shows
/// it as text, never as markup.
pub fn clean_nick(nick: Option<String>) -> Option<String> {
    let kept: String = nick?
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .trim()
        .chars()
        .take(MAX_NICK)
        .collect();
    (!kept.is_empty()).then_some(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_that_does_not_read_names_its_place() {
        let (why, at) = read_frame("{\"type\":\"join\",\"room\":}").unwrap_err();
        assert_eq!(why, Refusal::BadFrame);
        assert!(at.ends_with("at line 1 column 23"), "{at}");
        let (why, _) = read_frame(&"x".repeat(MAX_FRAME + 1)).unwrap_err();
        assert_eq!(why, Refusal::TooBig);
        assert_eq!(read_frame(r#"{"type":"end"}"#), Ok(ClientMessage::End));
        let (why, _) = read_frame(r#"{"type":"moment","link":"x","x":1}"#).unwrap_err();
        assert_eq!(why, Refusal::BadFrame);
    }

    #[test]
    fn a_nickname_is_plain_short_text() {
        assert_eq!(clean_nick(Some("  Ada\u{7}\n ".into())), Some("Ada".into()));
        assert_eq!(clean_nick(Some(" \t ".into())), None);
        let long = "é".repeat(40);
        assert_eq!(clean_nick(Some(long)).unwrap().chars().count(), MAX_NICK);
        // Markup stays text: the relay does not escape it, the page
        // never reads it as markup.
        assert_eq!(clean_nick(Some("<b>x</b>".into())), Some("<b>x</b>".into()));
    }
}
