//! A room shared by several servers (`btlab serve --redis`): one server,
//! the one its teacher is connected to, owns the room; every other
//! server with students in it holds a mirror. The owner sends the class's
//! view to the mirrors; a mirror sends its students' arrivals, departures
//! and answers to the owner, who counts them. `bus.rs` carries both
//! through Redis.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use tokio::sync::mpsc::UnboundedSender;

use crate::protocol::ServerMessage;

/// Where a room stands among the servers.
#[derive(Debug, Clone, Default)]
pub enum Side {
    /// One server only: nothing leaves it.
    #[default]
    Alone,
    /// This server holds the teacher: the class's view goes out.
    Owner(UnboundedSender<Outgoing>),
    /// The teacher is on another server: the students' doings go out.
    Mirror(UnboundedSender<Outgoing>),
}

/// What a server sends the others.
#[derive(Debug, Clone)]
pub enum Outgoing {
    /// The owner's view of the class changed.
    Class {
        /// The room's code.
        room: String,
        /// The class's view, as the students see it.
        message: Arc<ServerMessage>,
    },
    /// A mirror's student did something the owner counts.
    Seat {
        /// The room's code.
        room: String,
        /// What.
        event: SeatEvent,
    },
}

/// A student's doing on a mirror, for the owner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SeatEvent {
    /// A connection from `seat` arrived.
    Seated {
        /// The student's seat.
        seat: String,
    },
    /// A connection from `seat` left.
    Unseated {
        /// The student's seat.
        seat: String,
    },
    /// `seat` answered.
    Answer {
        /// The student's seat.
        seat: String,
        /// The question answered.
        question: u32,
        /// The choice.
        choice: String,
    },
}
