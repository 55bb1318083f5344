//! An N-Queens count shared among as many workers as the machine has
//! cores: the pieces of the count (the first two rows' queens) are dealt
//! one at a time to whichever worker is free, and the total rises as they
//! come back. The run's own worker meanwhile collects the boards to browse.

use std::collections::VecDeque;

use gloo_worker::WorkerBridge;
use yew::html::Scope;

use super::{App, Msg};
use crate::fast::{queens_tasks, QueensTask};
use crate::protocol::{Reply, Request};
use crate::worker::{spawn, SearchWorker};

/// The most counting workers, whatever the machine says.
const MAX_WORKERS: usize = 16;

/// A count in progress.
pub struct CountPool {
    id: u32,
    n: u8,
    workers: Vec<WorkerBridge<SearchWorker>>,
    /// The piece each worker is counting, if any.
    busy: Vec<Option<QueensTask>>,
    waiting: VecDeque<QueensTask>,
    total: usize,
    done: usize,
    /// Solutions counted so far.
    pub solutions: u64,
    /// When the count started (ms, the page's clock).
    pub started: f64,
}

/// How many workers to count on: `navigator.hardwareConcurrency`.
pub fn worker_count() -> usize {
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    (cores as usize).clamp(1, MAX_WORKERS)
}

impl CountPool {
    /// Spawns `workers` workers for a count of `n` queens (2 to 32);
    /// nothing is dealt yet.
    pub fn new(id: u32, n: u8, workers: usize, link: &Scope<App>, now: f64) -> Self {
        let waiting: VecDeque<QueensTask> = queens_tasks(usize::from(n)).into();
        let bridges = (0..workers)
            .map(|i| {
                let link = link.clone();
                spawn(move |reply| link.send_message(Msg::PoolReply(id, i, reply)))
            })
            .collect();
        CountPool {
            id,
            n,
            workers: bridges,
            busy: vec![None; workers],
            total: waiting.len(),
            waiting,
            done: 0,
            solutions: 0,
            started: now,
        }
    }

    /// Gives every idle worker its next piece.
    pub fn deal(&mut self) {
        for (worker, busy) in self.workers.iter().zip(&mut self.busy) {
            if busy.is_none() {
                let Some(task) = self.waiting.pop_front() else {
                    return;
                };
                *busy = Some(task);
                worker.send(Request::CountQueens { n: self.n, task });
            }
        }
    }

    /// Takes worker `i`'s answer; an error says why the count cannot go on.
    pub fn on_reply(&mut self, i: usize, reply: Reply) -> Result<(), String> {
        match reply {
            Reply::QueensCounted { task, solutions } if self.busy.get(i) == Some(&Some(task)) => {
                self.busy[i] = None;
                self.done += 1;
                self.solutions += solutions;
                Ok(())
            }
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
        self.workers.len()
    }
}
