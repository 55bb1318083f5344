//! The run: the search on the board as a part of the page
//! ([`part::RunPart`]), its choices (strategy, seed, mode, speed), the
//! cursor's motion through it (play, step, jump, to the end), the
//! requests to the run's worker and their replies, the clock, and a way
//! to the end shared among helper workers.

pub(super) mod choices;
pub(super) mod controls;
pub(super) mod cursor;
pub mod estimate;
pub(super) mod part;
pub(super) mod pieces;
pub(super) mod replies;
pub(super) mod requests;
pub(super) mod search_run;
pub(super) mod sharing;
pub mod speed;
