//! Backtrack Lab: solve logic puzzles by backtracking, and watch the search.
//!
//! The core is pure Rust: the search (`engine`, `puzzles`, `strategy`,
//! `fast`, `solve`, `generate`, `protocol`) lives in the `btlab-search`
//! crate and is re-exported here under the same paths; `format`,
//! `page`, `teach`, `i18n` and `library` are this crate's. The core
//! builds natively and for wasm. No `unsafe` anywhere in it: the compiler
//! refuses any (the dependencies that need some, such as wasm-bindgen's
//! glue, keep theirs to themselves).
#![forbid(unsafe_code)]

pub use btlab_search::{
    each_puzzle, engine, fast, generate, lab, protocol, puzzles, solve, strategy,
};

pub mod class;
pub mod format;
pub mod i18n;
pub mod kinds;
pub mod library;
pub mod names;
pub mod page;
pub mod teach;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
