//! One search shared among several workers: the tree is cut into pieces,
//! the subtrees under given nodes, each searched on its own from the
//! start by going straight down to its node ([`Search::descend`]); the
//! run that owns the cursor then passes over each piece, adding what it
//! counted ([`Search::skip_subtree`]), and comes out exactly where the
//! search would have come out by itself.
//!
//! This holds because a search leaves a subtree as it found it (every
//! `record` is undone), so what happens above a node never depends on
//! what happened below it; only the counters do, and those add up.

use serde::{Deserialize, Serialize};

use super::search::{Frame, Pending};
use super::{Event, LevelCounts, Move, Puzzle, Search, Stats};

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

impl<P: Puzzle> Search<P> {
    /// Whether the search is about to enter the node at the end of its
    /// path (the next step asks `done` and `moves` there): the point where
    /// a subtree can be passed over or searched on its own.
    pub fn at_node(&self) -> bool {
        self.pending == Pending::Enter
    }

    /// Goes from the start straight down `path`, one recorded move per
    /// level, without counting anything, and leaves no other candidate to
    /// try on those levels: run to its end from here, the search covers
    /// the subtree under the node and nothing else. Its counters then
    /// start from zero at the node. A search that has taken a step
    /// already, or a path the search would not take, is refused.
    pub fn descend(&mut self, path: &[Move]) -> Result<(), OffTheTree> {
        if self.step_index() != 0 || !self.at_node() {
            return Err(OffTheTree { level: 0 });
        }
        for (level, &mv) in path.iter().enumerate() {
            let start = self.buf.len();
            self.puzzle.moves(level, &mut self.buf);
            let listed = self.buf[start..].contains(&mv);
            let end = self.buf.len() as u32;
            if !listed || !self.puzzle.valid(level, mv) {
                self.buf.truncate(start);
                return Err(OffTheTree { level });
            }
            self.frames.push(Frame {
                start: start as u32,
                next: end,
                placed: 1,
            });
            self.puzzle.record(level, mv);
            self.path.push(mv);
        }
        self.stats = Stats {
            max_depth: path.len() as u64,
            ..Stats::default()
        };
        Ok(())
    }

    /// What the subtree under the node of [`Search::descend`] at `depth`
    /// added, once the search has run to its end from there.
    pub fn piece_counts(&self, depth: usize) -> PieceCounts {
        let mut stats = self.stats;
        // Going back up the path at the end took back each of its moves.
        stats.backtracks = stats.backtracks.saturating_sub(depth as u64);
        let mut levels: Vec<LevelCounts> = self.depth.levels.get(depth..).unwrap_or(&[]).to_vec();
        let counted = levels
            .iter()
            .rposition(|l| *l != LevelCounts::default())
            .map_or(0, |i| i + 1);
        levels.truncate(counted);
        PieceCounts { stats, levels }
    }

    /// Passes over the subtree of the node the search is at (see
    /// [`Search::at_node`]), counting `counts` as if it had been searched,
    /// and takes the event that follows it: the node's move taken back,
    /// or the end at the root. `None` when the search is not at a node.
    pub fn skip_subtree(&mut self, counts: &PieceCounts) -> Option<Event> {
        if !self.at_node() {
            return None;
        }
        let s = &mut self.stats;
        s.attempts += counts.stats.attempts;
        s.rejections += counts.stats.rejections;
        s.placements += counts.stats.placements;
        s.backtracks += counts.stats.backtracks;
        s.solutions += counts.stats.solutions;
        s.max_depth = s.max_depth.max(counts.stats.max_depth);
        let below = self.path.len();
        for (mine, theirs) in self.depth.levels.iter_mut().skip(below).zip(&counts.levels) {
            mine.tries += theirs.tries;
            mine.nodes += theirs.nodes;
            mine.dead_ends += theirs.dead_ends;
        }
        Some(self.backtrack())
    }
}
