//! One search shared among several workers: the tree is cut into pieces,
//! the subtrees under given nodes, each searched on its own from the
//! start by going straight down to its node ([`descend`]); the
//! run that owns the cursor then passes over each piece, adding what it
//! counted ([`Search::skip_subtree`]), and comes out exactly where the
//! search would have come out by itself.
//!
//! This holds because a search leaves a subtree as it found it (every
//! `record` is undone), so what happens above a node never depends on
//! what happened below it; only the counters do, and those add up.

use serde::{Deserialize, Serialize};

use super::search::Pending;
use super::{DepthCounts, Event, LevelCounts, Move, Puzzle, Search, Stats};

/// What searching the subtree under one node adds: every event from
/// entering the node to the last one before its move is taken back.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceCounts {
    /// Its counters; `max_depth` is the deepest path in it, counted from
    /// the root of the whole tree.
    pub stats: Stats,
    /// Its counters per level, from the node's depth down (levels after
    /// the last one with any count are left out).
    pub levels: Vec<LevelCounts>,
}

/// Why a search could not go down a path: the move at `level` is not
/// among that level's candidates, or fails `valid()` there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the path leaves the search tree at level {level}")]
pub struct OffTheTree {
    /// The first level whose move the search would not make.
    pub level: usize,
}

impl PieceCounts {
    /// What a search that went down to a node at `depth` with
    /// [`descend`] and then ran to its end added below the node:
    /// its counters and its levels from `depth` down.
    #[inline(never)]
    fn below(stats: Stats, depth: &DepthCounts, from: usize) -> Self {
        let mut stats = stats;
        // Going back up the path at the end took back each of its moves.
        stats.backtracks = stats.backtracks.saturating_sub(from as u64);
        let mut levels: Vec<LevelCounts> = depth.levels.get(from..).unwrap_or(&[]).to_vec();
        let counted = levels
            .iter()
            .rposition(|l| *l != LevelCounts::default())
            .map_or(0, |i| i + 1);
        levels.truncate(counted);
        PieceCounts { stats, levels }
    }

    /// Adds these counts to a search's, for a subtree whose node is at
    /// depth `from`.
    #[inline(never)]
    fn add_to(&self, stats: &mut Stats, depth: &mut DepthCounts, from: usize) {
        stats.attempts += self.stats.attempts;
        stats.rejections += self.stats.rejections;
        stats.placements += self.stats.placements;
        stats.backtracks += self.stats.backtracks;
        stats.solutions += self.stats.solutions;
        stats.max_depth = stats.max_depth.max(self.stats.max_depth);
        for (mine, theirs) in depth.levels.iter_mut().skip(from).zip(&self.levels) {
            mine.tries += theirs.tries;
            mine.nodes += theirs.nodes;
            mine.dead_ends += theirs.dead_ends;
        }
    }
}

// Small on purpose, and none calls the puzzle: each is made for every
// puzzle and strategy (the page's one binary holds them all).
impl<P: Puzzle> Search<P> {
    /// Whether the search is about to enter the node at the end of its
    /// path (the next step asks `done` and `moves` there): the point where
    /// a subtree can be passed over or searched on its own.
    pub fn at_node(&self) -> bool {
        self.pending == Pending::Enter
    }

    /// Takes `mv` as the candidate being checked, in place of the one
    /// just tried, and leaves no other candidate of its level to try: the
    /// way down a piece's path ([`descend`]). False (and nothing changed)
    /// unless a candidate was just tried and `mv` is among its level's.
    pub fn steer(&mut self, mv: Move) -> bool {
        let Some(frame) = self.frames.last_mut() else {
            return false;
        };
        if !matches!(self.pending, Pending::Check(_))
            || !self.buf[frame.start as usize..].contains(&mv)
        {
            return false;
        }
        frame.next = self.buf.len() as u32;
        self.pending = Pending::Check(mv);
        true
    }

    /// Counts from zero from here on, as if the search started at the end
    /// of its path (which it reached with [`descend`]).
    pub fn count_from_here(&mut self) {
        self.stats = Stats {
            max_depth: self.path.len() as u64,
            ..Stats::default()
        };
        self.depth.levels.fill(LevelCounts::default());
    }

    /// What the subtree under the node of [`descend`] at `depth`
    /// added, once the search has run to its end from there.
    pub fn piece_counts(&self, depth: usize) -> PieceCounts {
        PieceCounts::below(self.stats, &self.depth, depth)
    }

    /// Passes over the subtree of the node the search is at (see
    /// [`Search::at_node`]), counting `counts` as if it had been searched:
    /// the next step takes back the node's move (or ends the search, at
    /// the root). False when the search is not at a node.
    pub fn skip_subtree(&mut self, counts: &PieceCounts) -> bool {
        if !self.at_node() {
            return false;
        }
        counts.add_to(&mut self.stats, &mut self.depth, self.path.len());
        self.pending = Pending::TakeBack;
        true
    }
}

/// Goes from the start of `search` straight down `path`, one recorded
/// move per level, and leaves no other candidate to try on those levels:
/// run to its end from here, the search covers the subtree under the node
/// and nothing else. Its counters start from zero at the node. A search
/// that has taken a step already, or a path it would not take, is refused.
///
/// Over [`Stepper`](crate::solve::Stepper)'s `step`, so that the puzzle's
/// code is not made once more for this.
pub fn descend(search: &mut dyn crate::solve::Stepper, path: &[Move]) -> Result<(), OffTheTree> {
    if search.step_index() != 0 || !search.at_node() {
        return Err(OffTheTree { level: 0 });
    }
    for (level, &mv) in path.iter().enumerate() {
        // Entering the level lists its candidates and tries the first;
        // the move wanted is checked instead, the others dropped.
        let entered = matches!(search.step(), Event::Try { .. });
        if !entered || !search.steer(mv) || !matches!(search.step(), Event::Place { .. }) {
            return Err(OffTheTree { level });
        }
    }
    search.count_from_here();
    Ok(())
}
