//! Backtrack Lab: solve logic puzzles by backtracking, and watch the search.
//!
//! The core (`engine`, `puzzles`, `strategy`, `fast`, `format`, `solve`,
//! `generate`) is
//! pure Rust and builds natively and for wasm. No `unsafe` anywhere in it:
//! the compiler refuses any (the dependencies that need some, such as
//! wasm-bindgen's glue, keep theirs to themselves).
#![forbid(unsafe_code)]

pub mod engine;
pub mod fast;
pub mod format;
pub mod generate;
pub mod i18n;
pub mod library;
pub mod playback;
pub mod protocol;
pub mod puzzles;
pub mod solve;
pub mod strategy;
pub mod teach;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
