//! A live class as one device in it sees it, in plain Rust: the teacher's
//! page drives a room on the class server (`btlab serve`), every
//! student's page follows the teacher's moment (a link fragment: each
//! page draws the board, the Explanation and the panels itself, in its
//! own language).
//!
//! - [`ticket`]: what the tab keeps of its class, so that a reload finds
//!   the room again.
//! - [`client`]: the device's side of the relay as a reducer: what it
//!   hears and what the reader does in, what to send, show and keep out.
//! - [`join`]: the join link, the code as the projector shows it, and a
//!   teacher's moment as a student's page opens it.
//! - [`events`], [`linked`]: what the reducer takes and gives, and how
//!   the device stands with the relay.
//! - [`question`]: the question about the next step, which every device
//!   works out from the teacher's moment; [`asking`] the teacher's side
//!   of a class that predicts, [`answering`] a student's.
//! - [`view`], [`question_view`]: what the class bar says, in the
//!   reader's language.
//!
//! The browser's side (the socket, the bar's drawing) is `ui::class`, a
//! wasm of its own that the page fetches only when a class is started or
//! joined.

pub mod answering;
pub mod asking;
pub mod client;
pub mod events;
pub mod join;
pub mod linked;
pub mod question;
pub mod question_view;
pub mod ticket;
pub mod view;

#[cfg(test)]
mod question_tests;
#[cfg(test)]
mod tests;

pub use client::Class;
pub use events::{ClassEvent, Effect};
pub use linked::{Linked, Over, Said};
pub use question::ClassQuestion;
pub use ticket::Ticket;
pub use view::ClassFacts;
