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
//! crates, and the CLI alone links them.
#![forbid(unsafe_code)]

pub mod bus;
pub mod code;
pub mod connection;
pub mod limits;
pub mod protocol;
pub mod room;
pub mod rooms;
pub mod server;
pub mod shared;

pub use rooms::{RoomRules, Rooms};
pub use server::{rooms_on, router, run, serve_on, ServeOptions};
