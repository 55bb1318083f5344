//! Where the time of a run goes, level by level: for runs too big to
//! draw as a tree.

use crate::engine::DepthCounts;

/// One level of the summary.
#[derive(Clone, Debug, PartialEq)]
pub struct SummaryRow {
    /// The level, from 0.
    pub level: usize,
    /// Candidates tried there.
    pub tries: u64,
    /// Candidates recorded there: nodes of the tree.
    pub nodes: u64,
    /// Times the level had nothing to record: dead ends.
    pub dead_ends: u64,
    /// Its share of all tries, 0 to 1.
    pub share: f64,
}

/// The levels that saw any try, shallowest first.
pub fn summary(depth: &DepthCounts) -> Vec<SummaryRow> {
    let total = depth.total().tries.max(1) as f64;
    depth.levels[..depth.reached()]
        .iter()
        .enumerate()
        .map(|(level, l)| SummaryRow {
            level,
            tries: l.tries,
            nodes: l.nodes,
            dead_ends: l.dead_ends,
            share: l.tries as f64 / total,
        })
        .collect()
}
