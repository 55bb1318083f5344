//! A worker's share of a run shared among several: the pieces dealt to
//! it, searched one after the other, each from the start of the search
//! straight down to its node, in time slices.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::cursor::{Deadline, CHUNK, FIRST_CHUNK, MAX_SOLUTION_STEPS};
use super::MAX_KEPT_SOLUTIONS;
use crate::engine::{descend, Halt, Limits, Move, PieceCounts, Stats};
use crate::solve::{board_of, Stepper};

/// One piece to search: the subtree under the node at the end of `path`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceTask {
    /// Its place in the plan.
    pub index: u32,
    /// The path from the root to its node.
    pub path: Vec<Move>,
}

/// What searching one piece found.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceResult {
    /// Its place in the plan.
    pub index: u32,
    /// What it adds to the counters.
    pub counts: PieceCounts,
    /// The number of each solution's event, counted from the piece's
    /// start (the first event in it is 1), as many as a run notes.
    pub solution_steps: Vec<u64>,
    /// The boards of its first solutions, as many as a run keeps.
    pub boards: Vec<Vec<u8>>,
}

impl PieceResult {
    /// Whether this could be what a worker found in a piece of a search
    /// of `levels` levels: counts no search reaches in years (2^48
    /// events), or solutions outside the piece, are not.
    pub fn plausible(&self, levels: usize) -> bool {
        const MOST: u64 = 1 << 48;
        let s = &self.counts.stats;
        let counts = [
            s.attempts,
            s.rejections,
            s.placements,
            s.backtracks,
            s.solutions,
        ];
        let per_level = self
            .counts
            .levels
            .iter()
            .all(|l| l.tries.max(l.nodes).max(l.dead_ends) < MOST);
        counts.iter().all(|&c| c < MOST)
            && per_level
            && self.counts.levels.len() <= levels
            && s.max_depth <= levels as u64
            && self
                .solution_steps
                .iter()
                .all(|&step| step >= 1 && step <= s.events())
    }
}

/// The piece being searched.
struct Current {
    task: PieceTask,
    search: Box<dyn Stepper>,
    found: PieceResult,
}

/// The pieces of one shared run dealt to this worker.
pub struct PieceRunner {
    share: u32,
    start: Box<dyn Stepper>,
    cells: usize,
    queue: VecDeque<PieceTask>,
    current: Option<Current>,
}

impl PieceRunner {
    /// The pieces of shared run `share` of the search `start` (before
    /// its first step), on a puzzle of `cells` cells.
    pub fn new(share: u32, start: Box<dyn Stepper>, cells: usize) -> Self {
        PieceRunner {
            share,
            start,
            cells,
            queue: VecDeque::new(),
            current: None,
        }
    }

    /// Which shared run the pieces belong to.
    pub fn share(&self) -> u32 {
        self.share
    }

    /// Queues more pieces.
    pub fn add(&mut self, pieces: Vec<PieceTask>) {
        self.queue.extend(pieces);
    }

    /// Pieces dealt and not finished (the one being searched included).
    pub fn left(&self) -> u32 {
        (self.queue.len() + usize::from(self.current.is_some())) as u32
    }

    /// The piece being searched, if one is begun and not finished, with
    /// its counters so far.
    pub fn searching(&self) -> Option<(u32, Stats)> {
        self.current
            .as_ref()
            .map(|c| (c.task.index, c.search.stats()))
    }

    /// Searches the pieces in turn until none is left or the time is up;
    /// the pieces finished. An error names a piece whose path the search
    /// would not take (a page and worker that disagree on the puzzle).
    pub fn work(&mut self, out_of_time: Deadline) -> Result<Vec<PieceResult>, String> {
        let mut finished = Vec::new();
        let mut chunk = FIRST_CHUNK;
        loop {
            let current = match &mut self.current {
                Some(current) => current,
                None => {
                    let Some(task) = self.queue.pop_front() else {
                        return Ok(finished);
                    };
                    let mut search = self.start.snapshot();
                    descend(search.as_mut(), &task.path)
                        .map_err(|e| format!("piece {}: {e}", task.index))?;
                    self.current.insert(Current {
                        found: PieceResult {
                            index: task.index,
                            ..PieceResult::default()
                        },
                        task,
                        search,
                    })
                }
            };
            let found = &mut current.found;
            let cells = self.cells;
            let steps = chunk;
            chunk = (chunk * 2).min(CHUNK);
            let halt = current.search.run(
                Limits {
                    solutions: None,
                    steps: Some(steps),
                },
                &mut |path, step| {
                    if found.solution_steps.len() < MAX_SOLUTION_STEPS {
                        found.solution_steps.push(step);
                    }
                    if found.boards.len() < MAX_KEPT_SOLUTIONS {
                        found.boards.push(board_of(path, cells));
                    }
                },
            );
            if halt == Halt::Exhausted {
                let mut done = self.current.take().expect("the piece being searched");
                done.found.counts = done.search.piece_counts(done.task.path.len());
                // The walk back up the piece's path ends the search; its
                // events are not the piece's, and no solution is among them.
                finished.push(done.found);
            }
            if out_of_time() {
                return Ok(finished);
            }
        }
    }
}
