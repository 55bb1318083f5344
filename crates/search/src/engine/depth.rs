//! Where the time of a search goes: counters per level.

use serde::{Deserialize, Serialize};

/// The counters of one level of the search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelCounts {
    /// Candidates tried at this level.
    pub tries: u64,
    /// Candidates recorded at this level: nodes of the search tree.
    pub nodes: u64,
    /// Times this level ran out of candidates without recording any: the
    /// leaves where the search found nothing and had to go back.
    pub dead_ends: u64,
}

/// Counters per level of the search (level = moves recorded before it),
/// from level 0 to the number of cells. Kept by the engine at every step,
/// so that a search restored from a snapshot still knows the shape of the
/// tree behind it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DepthCounts {
    /// One entry per level.
    pub levels: Vec<LevelCounts>,
}

impl DepthCounts {
    /// Zeroed counters for a search with `levels` levels (cells + 1).
    pub fn new(levels: usize) -> Self {
        DepthCounts {
            levels: vec![LevelCounts::default(); levels],
        }
    }

    /// The number of levels with any try: the depth the search reached,
    /// plus one where it tried candidates below its deepest placement.
    pub fn reached(&self) -> usize {
        self.levels
            .iter()
            .rposition(|l| l.tries > 0)
            .map_or(0, |l| l + 1)
    }

    /// The sums over every level.
    pub fn total(&self) -> LevelCounts {
        self.levels
            .iter()
            .fold(LevelCounts::default(), |a, l| LevelCounts {
                tries: a.tries + l.tries,
                nodes: a.nodes + l.nodes,
                dead_ends: a.dead_ends + l.dead_ends,
            })
    }
}
