//! Snapshots of a search every so many events, in bounded memory: when
//! there are too many (by count or by bytes), every other one goes and the
//! spacing doubles. Rewinding to any step restores the nearest snapshot at
//! or before it and replays the rest, which the search's determinism
//! (random included, with its seed) makes exact.

use crate::solve::Stepper;

/// The first spacing, in events: a replay of this many is instant.
const FIRST_SPACING: u64 = 4096;
/// The most snapshots kept.
const MAX_COUNT: usize = 256;
/// The most bytes the snapshots hold together (roughly).
const MAX_BYTES: usize = 64 << 20;

/// The snapshots of one run, by step.
pub struct Checkpoints {
    /// `(step, snapshot)`, ascending by step; the first is the start.
    kept: Vec<(u64, Box<dyn Stepper>)>,
    spacing: u64,
    bytes: usize,
}

impl Checkpoints {
    /// The snapshots of a run that has not started: only its start.
    pub fn new(start: &dyn Stepper) -> Self {
        let bytes = start.footprint();
        Checkpoints {
            kept: vec![(start.step_index(), start.snapshot())],
            spacing: FIRST_SPACING,
            bytes,
        }
    }

    /// The step at which the next snapshot is due.
    pub fn next_due(&self) -> u64 {
        self.kept.last().map_or(0, |(step, _)| step + self.spacing)
    }

    /// Keeps a snapshot of `search` if one is due (the caller stops there).
    pub fn offer(&mut self, search: &dyn Stepper) {
        let step = search.step_index();
        if step < self.next_due() {
            return;
        }
        self.bytes += search.footprint();
        self.kept.push((step, search.snapshot()));
        if self.kept.len() > MAX_COUNT || self.bytes > MAX_BYTES {
            self.thin();
        }
    }

    /// Drops every other snapshot but the start, and doubles the spacing.
    fn thin(&mut self) {
        let mut index = 0;
        self.kept.retain(|_| {
            index += 1;
            index % 2 == 1
        });
        self.bytes = self.kept.iter().map(|(_, s)| s.footprint()).sum();
        self.spacing *= 2;
    }

    /// A copy of the latest snapshot at or before `step`, with its step.
    pub fn at_or_before(&self, step: u64) -> (u64, Box<dyn Stepper>) {
        let i = self.kept.partition_point(|(s, _)| *s <= step).max(1) - 1;
        let (at, search) = &self.kept[i];
        (*at, search.snapshot())
    }

    /// The steps of the snapshots before `step`, latest first: where a
    /// backward scan starts its segments.
    pub fn steps_before(&self, step: u64) -> Vec<u64> {
        self.kept
            .iter()
            .map(|(s, _)| *s)
            .filter(|&s| s < step)
            .rev()
            .collect()
    }

    /// How many snapshots are kept, and their bytes (roughly).
    pub fn size(&self) -> (usize, usize) {
        (self.kept.len(), self.bytes)
    }
}
