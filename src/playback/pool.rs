//! An N-Queens count shared among as many workers as the machine has
//! cores: the pieces of the count (the first two rows' queens) are dealt
//! one at a time to whichever worker is free, and the total rises as they
//! come back. The run's own worker meanwhile collects the boards to
//! browse. Pure bookkeeping: the page holds the workers themselves.

use std::collections::VecDeque;

use crate::fast::{queens_tasks, QueensTask};
use crate::protocol::{Reply, Request};

/// The most counting workers, whatever the machine says.
pub const MAX_WORKERS: usize = 16;

/// A count in progress.
#[derive(Debug)]
pub struct CountPool {
    id: u32,
    n: u8,
    /// The piece each worker is counting, if any, and since when.
    busy: Vec<Option<(QueensTask, f64)>>,
    waiting: VecDeque<QueensTask>,
    total: usize,
    done: usize,
    /// Solutions counted so far.
    pub solutions: u64,
    /// When the count started (ms, the page's clock).
    pub started: f64,
}

impl CountPool {
    /// A count of `n` queens (2 to 32) on `workers` workers; nothing is
    /// dealt yet.
    pub fn new(id: u32, n: u8, workers: usize, now: f64) -> Self {
        let waiting: VecDeque<QueensTask> = queens_tasks(usize::from(n)).into();
        CountPool {
            id,
            n,
            busy: vec![None; workers.clamp(1, MAX_WORKERS)],
            total: waiting.len(),
            waiting,
            done: 0,
            solutions: 0,
            started: now,
        }
    }

    /// The next piece for every idle worker, at time `now`: `(worker, request)`.
    pub fn deal(&mut self, now: f64) -> Vec<(usize, Request)> {
        let mut sends = Vec::new();
        for (worker, busy) in self.busy.iter_mut().enumerate() {
            if busy.is_none() {
                let Some(task) = self.waiting.pop_front() else {
                    break;
                };
                *busy = Some((task, now));
                sends.push((worker, Request::CountQueens { n: self.n, task }));
            }
        }
        sends
    }

    /// The workers that have been counting one piece for longer than
    /// `limit` ms at `now`: taken for dead. Their pieces go back to be
    /// dealt again (to the fresh workers that replace them).
    pub fn silent(&mut self, now: f64, limit: f64) -> Vec<usize> {
        let mut dead = Vec::new();
        for (worker, busy) in self.busy.iter_mut().enumerate() {
            if let Some((task, since)) = *busy {
                if now - since > limit {
                    self.waiting.push_front(task);
                    *busy = None;
                    dead.push(worker);
                }
            }
        }
        dead
    }

    /// Takes worker `i`'s answer; an error says why the count cannot go on.
    /// A late answer of a worker already replaced is ignored.
    pub fn on_reply(&mut self, i: usize, reply: Reply) -> Result<(), String> {
        match reply {
            Reply::QueensCounted { task, solutions }
                if self
                    .busy
                    .get(i)
                    .is_some_and(|b| b.is_some_and(|(t, _)| t == task)) =>
            {
                self.busy[i] = None;
                self.done += 1;
                self.solutions += solutions;
                Ok(())
            }
            // A piece dealt again after its worker was taken for dead.
            Reply::QueensCounted { .. } => Ok(()),
            Reply::Failed { message } => Err(message),
            other => Err(format!("a counting worker answered {other:?}")),
        }
    }

    /// Which count this is: replies carry it, so that late ones from a
    /// count already dropped are told apart.
    pub fn id(&self) -> u32 {
        self.id
    }

    /// True when every piece is counted.
    pub fn finished(&self) -> bool {
        self.done == self.total
    }

    /// Pieces counted, 0 to 1.
    pub fn fraction(&self) -> f64 {
        self.done as f64 / self.total.max(1) as f64
    }

    /// The number of counting workers.
    pub fn workers(&self) -> usize {
        self.busy.len()
    }
}
