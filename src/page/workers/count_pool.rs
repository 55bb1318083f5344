//! An N-Queens count shared among as many workers as the machine has
//! cores: the pieces of the count (the first two rows' queens) are dealt
//! one at a time to whichever worker is free, and the total rises as they
//! come back. A worker answers within a time slice, a piece it has not
//! finished with what it counted so far, and is asked to go on with it. The
//! run's own worker meanwhile collects the boards to browse. Pure
//! bookkeeping: the page holds the workers themselves.

use std::collections::VecDeque;

use crate::fast::{queens_tasks, QueensTask};
use crate::protocol::{Reply, Request};

/// The most counting workers, whatever the machine says.
pub const MAX_WORKERS: usize = 16;

/// The piece one worker is counting.
#[derive(Clone, Copy, Debug)]
struct Busy {
    task: QueensTask,
    /// Its solutions counted so far.
    counted: u64,
    /// Whether the worker has been asked to go on with it and not answered.
    asked: bool,
}

/// A count in progress.
#[derive(Debug)]
pub struct CountPool {
    id: u32,
    n: u8,
    /// The piece each worker is counting, if any.
    busy: Vec<Option<Busy>>,
    waiting: VecDeque<QueensTask>,
    total: usize,
    done: usize,
    /// The solutions of the pieces finished.
    finished_solutions: u64,
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
            finished_solutions: 0,
            started: now,
        }
    }

    /// The next piece for every idle worker, and the piece it was counting
    /// for every worker that answered it has not finished:
    /// `(worker, request)`.
    pub fn deal(&mut self) -> Vec<(usize, Request)> {
        let mut sends = Vec::new();
        for (worker, busy) in self.busy.iter_mut().enumerate() {
            let task = match busy {
                Some(Busy { asked: true, .. }) => continue,
                Some(piece) => {
                    piece.asked = true;
                    piece.task
                }
                None => {
                    let Some(task) = self.waiting.pop_front() else {
                        continue;
                    };
                    *busy = Some(Busy {
                        task,
                        counted: 0,
                        asked: true,
                    });
                    task
                }
            };
            sends.push((worker, Request::CountQueens { n: self.n, task }));
        }
        sends
    }

    /// Worker `worker` was taken for dead and replaced: its piece goes
    /// back to be dealt again (to the fresh worker), from the start.
    pub fn replaced(&mut self, worker: usize) {
        if let Some(piece) = self.busy.get_mut(worker).and_then(Option::take) {
            self.waiting.push_front(piece.task);
        }
    }

    /// Takes worker `i`'s answer; an error says why the count cannot go on.
    /// A late answer of a worker already replaced is ignored.
    pub fn on_reply(&mut self, i: usize, reply: Reply) -> Result<(), String> {
        match reply {
            Reply::QueensCounted {
                task,
                solutions,
                finished,
            } => {
                let Some(Some(piece)) = self
                    .busy
                    .get_mut(i)
                    .filter(|b| b.is_some_and(|piece| piece.task == task && piece.asked))
                else {
                    return Ok(()); // a piece dealt again after its worker was taken for dead
                };
                if finished {
                    self.busy[i] = None;
                    self.done += 1;
                    self.finished_solutions += solutions;
                } else {
                    // Waits to be asked on (`deal`), which starts its clock.
                    piece.counted = solutions;
                    piece.asked = false;
                }
                Ok(())
            }
            Reply::Failed { message } => Err(message),
            _ => Err("a counting worker answered something else than its count".into()),
        }
    }

    /// Solutions counted so far, those of the pieces being counted included.
    pub fn solutions(&self) -> u64 {
        let counting: u64 = self.busy.iter().flatten().map(|piece| piece.counted).sum();
        self.finished_solutions + counting
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
