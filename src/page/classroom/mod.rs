//! The classroom modes: predict mode (the class answers before each step
//! is shown) and the race (two or three strategies side by side), with
//! what each takes of the run's controls while it is on.

pub(super) mod predict;
pub(super) mod race;
pub(super) mod race_view;
