//! Backtrack Lab's search: everything the search worker runs.
//!
//! The puzzles and their rules (`puzzles`), the backtracking engine and
//! its event stream (`engine`), the strategies that order and prune it
//! (`strategy`), the production solvers (`fast`), whole solves and the
//! generator on top of them (`solve`, `generate`), a learner's own methods
//! as a puzzle (`lab`), and the worker's request/reply protocol
//! (`protocol`). Pure Rust: it builds natively and
//! for wasm, with no web crate and no `unsafe`.
//!
//! It is a crate of its own for one reason: the search workers' wasm is
//! built for size, and this crate alone is compiled for speed in it (see
//! the `release-app` profile in the workspace's `Cargo.toml`). The
//! `backtrack-lab` crate re-exports every module under the same path, so
//! `btlab::engine` is this crate's `engine`.
#![forbid(unsafe_code)]

pub mod engine;
pub mod fast;
pub mod generate;
pub mod lab;
pub mod protocol;
pub mod puzzles;
pub mod solve;
pub mod strategy;
