//! Backtrack Lab's class server: `btlab serve`.
//!
//! It serves the built page and relays a class: a teacher's page opens a
//! room (`rooms`, `room`), students join it by code, every device is
//! sent the teacher's moment (a link fragment: each device draws the
//! board, the Explanation and the panels itself, in its own language),
//! and the students' answers to a prediction come back as a
//! distribution. The relay's messages are in `protocol`; one device's
//! connection in `connection`; what a device may send in `limits`; the
//! codes and tokens in `code`; the routes in `server`. Several servers
//! share rooms through Redis (`shared`, `bus`).
//!
//! Nothing is kept: rooms live in memory only, and no answer or
//! nickname is written anywhere.
//!
//! A crate of its own so that the page's wasm never sees its network
//! crates, and the CLI alone links them: without its `server` feature
//! the crate is `protocol` alone, which the page's class client reads.
#![forbid(unsafe_code)]

pub mod protocol;

#[cfg(feature = "server")]
pub mod bus;
#[cfg(feature = "server")]
pub mod code;
#[cfg(feature = "server")]
pub mod connection;
#[cfg(feature = "server")]
pub mod first_screen;
#[cfg(feature = "server")]
pub mod limits;
#[cfg(feature = "server")]
pub mod room;
#[cfg(feature = "server")]
pub mod rooms;
#[cfg(feature = "server")]
pub mod server;
#[cfg(feature = "server")]
pub mod shared;

#[cfg(feature = "server")]
pub use rooms::{RoomRules, Rooms};
#[cfg(feature = "server")]
pub use server::{rooms_on, router, run, serve_on, ServeOptions};
