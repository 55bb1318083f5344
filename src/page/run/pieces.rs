//! The pieces of a run shared among the page's workers: the run's own
//! worker cut the rest of the run into pieces; they are dealt out, a few
//! at a time, to it and to the helpers that are ready, each kept two
//! requests ahead so that it never waits for the page; their results are
//! kept until they go back to the run's own worker, which passes over the
//! pieces. Pure bookkeeping: the page holds the workers.

use std::collections::VecDeque;

use crate::engine::{Move, Stats};
use crate::protocol::{HeldByPage, PieceResult, PieceSetup, PieceTask, Reply, Request};

/// Requests each worker is kept ahead by.
const AHEAD: u32 = 2;

/// One worker's part: worker 0 is the run's own, the others helpers.
#[derive(Clone, Debug, Default)]
struct WorkerPart {
    /// The pieces dealt to it and not finished.
    holding: Vec<u32>,
    /// Its requests not answered yet.
    asked: u32,
    /// Whether it has the run's puzzle (a helper gets it with its first
    /// pieces).
    set_up: bool,
    /// The piece it is searching and the counts of it so far, as it last
    /// said.
    searching: Option<(u32, Stats)>,
    /// Whether it has been dealt pieces of this run.
    dealt: bool,
    /// Whether it can take pieces: the run's own worker can, a helper
    /// once it has answered (it is loaded: pieces dealt to a helper still
    /// loading would wait for it while the others run out of work).
    ready: bool,
}

/// The pieces back one after the other from the first.
#[derive(Clone, Copy, Debug, Default)]
struct InOrder {
    /// The pieces.
    count: usize,
    /// Their counters added up.
    stats: Stats,
}

/// A run being shared.
#[derive(Debug)]
pub struct Share {
    id: u32,
    pieces: Vec<Vec<Move>>,
    setup: PieceSetup,
    /// The pieces not dealt yet, in the search's order.
    waiting: VecDeque<u32>,
    /// Each piece's guessed share of the work, and that of those waiting.
    weights: Vec<f64>,
    waiting_weight: f64,
    /// The pieces dealt to a second worker.
    twice: Vec<bool>,
    results: Vec<Option<PieceResult>>,
    done: usize,
    /// The pieces back one after the other from the first: how far the
    /// run is known to have gone.
    in_order: InOrder,
    /// The attempts last drawn (past the cut), and when.
    drawn: (u64, f64),
    parts: Vec<WorkerPart>,
    /// When the pieces were first dealt (ms, the page's clock).
    pub started: f64,
    /// Time spent on the pieces so far, as of the last answer.
    pub running_ms: f64,
    /// Whether the pieces' results went to the run's own worker.
    pub merging: bool,
}

impl Share {
    /// The shared run `id` of the puzzle and strategy of `setup`, cut into
    /// `pieces`, for the run's own worker and helpers, `ready` saying
    /// which helpers can take pieces now.
    pub fn new(
        id: u32,
        pieces: Vec<Vec<Move>>,
        setup: PieceSetup,
        ready: &[bool],
        now: f64,
    ) -> Self {
        let mut parts = vec![WorkerPart::default(); ready.len() + 1];
        parts[0].set_up = true;
        parts[0].ready = true;
        for (part, &ready) in parts[1..].iter_mut().zip(ready) {
            part.ready = ready;
        }
        // A subtree is guessed at half the size of its parent's (the
        // search's trees have two or more branches at most nodes): the
        // shallowest pieces are the heaviest, and go out a few at a time.
        // In the search's order, so that the pieces back one after the
        // other from the first, which the counters show, keep up.
        let shallowest = pieces.iter().map(Vec::len).min().unwrap_or(0);
        let weights: Vec<f64> = pieces
            .iter()
            .map(|p| 0.5f64.powi((p.len() - shallowest).min(1000) as i32))
            .collect();
        Share {
            id,
            waiting: (0..pieces.len() as u32).collect(),
            waiting_weight: weights.iter().sum(),
            weights,
            twice: vec![false; pieces.len()],
            results: vec![None; pieces.len()],
            pieces,
            setup,
            done: 0,
            in_order: InOrder::default(),
            drawn: (0, now),
            parts,
            started: now,
            running_ms: 0.0,
            merging: false,
        }
    }

    /// Which shared run this is (replies carry it).
    pub fn id(&self) -> u32 {
        self.id
    }

    /// How many workers share the run.
    pub fn workers(&self) -> usize {
        self.parts.len()
    }

    /// Helper `helper` is ready to take pieces.
    pub fn ready(&mut self, helper: usize) {
        if let Some(part) = self.parts.get_mut(helper + 1) {
            part.ready = true;
        }
    }

    /// The workers that have been dealt pieces.
    pub fn took_part(&self) -> usize {
        self.parts.iter().filter(|h| h.dealt).count()
    }

    /// The helpers with requests of this run not answered yet.
    pub fn helpers_asked(&self) -> Vec<usize> {
        (1..self.parts.len())
            .filter(|&w| self.parts[w].asked > 0)
            .map(|w| w - 1)
            .collect()
    }

    /// Whether every piece has come back.
    pub fn finished(&self) -> bool {
        self.done == self.pieces.len()
    }

    /// What to send now: `(worker, request)`, worker 0
    /// being the run's own. Each worker is kept [`AHEAD`] requests ahead
    /// while pieces wait, the batches shrinking as less waits (a fraction
    /// of the guessed work left per worker), so that the last ones are
    /// small and the workers finish together; a worker with pieces left
    /// and nothing asked is asked to go on. Once none waits, a worker with
    /// nothing to do searches a piece another has not finished too: a
    /// worker slower than the rest (one whose code the browser is still
    /// compiling, or one falling silent) then holds nobody up.
    pub fn deal(&mut self, millis: f64) -> Vec<(usize, Request)> {
        let mut sends = Vec::new();
        let workers = self.parts.iter().filter(|h| h.ready).count();
        for worker in 0..self.parts.len() {
            let part = &self.parts[worker];
            let idle = part.asked == 0 && part.holding.is_empty();
            let indexes = if !part.ready || part.asked >= AHEAD {
                continue;
            } else if !self.waiting.is_empty() {
                self.batch(workers)
            } else if idle {
                match self.straggler(worker) {
                    Some(index) => vec![index],
                    None => continue,
                }
            } else if part.asked == 0 {
                Vec::new() // go on with the pieces held
            } else {
                continue;
            };
            let pieces: Vec<PieceTask> = indexes
                .iter()
                .map(|&index| PieceTask {
                    index,
                    path: self.pieces[index as usize].clone(),
                })
                .collect();
            let part = &mut self.parts[worker];
            part.dealt |= !indexes.is_empty();
            part.holding.extend(indexes);
            let setup = (!part.set_up).then(|| Box::new(self.setup.clone()));
            part.set_up = true;
            part.asked += 1;
            sends.push((
                worker,
                Request::Pieces {
                    share: self.id,
                    setup,
                    pieces,
                    millis,
                },
            ));
        }
        sends
    }

    /// The next pieces waiting, about a fraction of the guessed work left
    /// per worker (one at least).
    fn batch(&mut self, workers: usize) -> Vec<u32> {
        let target = self.waiting_weight / (2 * AHEAD as usize * workers.max(1)) as f64;
        let mut batch = Vec::new();
        let mut weight = 0.0;
        while weight < target || batch.is_empty() {
            let Some(index) = self.waiting.pop_front() else {
                break;
            };
            weight += self.weights[index as usize];
            batch.push(index);
        }
        self.waiting_weight = (self.waiting_weight - weight).max(0.0);
        batch
    }

    /// A piece another worker than `worker` holds and has not finished,
    /// none searched twice yet: the one it would come to last.
    fn straggler(&mut self, worker: usize) -> Option<u32> {
        let index = self
            .parts
            .iter()
            .enumerate()
            .filter(|&(other, _)| other != worker)
            .flat_map(|(_, part)| part.holding.iter().rev())
            .copied()
            .find(|&i| self.results[i as usize].is_none() && !self.twice[i as usize])?;
        self.twice[index as usize] = true;
        Some(index)
    }

    /// Takes worker `worker`'s answer at time `now`; an error says why the
    /// run cannot be shared (it then goes on alone). Answers about another
    /// shared run are ignored.
    pub fn on_reply(&mut self, worker: usize, reply: Reply, now: f64) -> Result<(), String> {
        match reply {
            Reply::PiecesDone {
                share,
                results,
                searching,
                ..
            } if share == self.id => {
                let Some(part) = self.parts.get_mut(worker) else {
                    return Ok(());
                };
                part.asked = part.asked.saturating_sub(1);
                if self.merging {
                    // Paused: the merge took the pieces back so far, and
                    // the counters stay where the pause left them. A
                    // result landing late goes with the run given up.
                    return Ok(());
                }
                part.searching = searching;
                self.running_ms = now - self.started;
                for result in results {
                    let index = result.index;
                    part.holding.retain(|&i| i != index);
                    if let Some(slot) = self.results.get_mut(index as usize).filter(|s| s.is_none())
                    {
                        *slot = Some(result);
                        self.done += 1;
                    }
                }
                while let Some(Some(next)) = self.results.get(self.in_order.count) {
                    add(&mut self.in_order.stats, &next.counts.stats);
                    self.in_order.count += 1;
                }
                Ok(())
            }
            Reply::PiecesDone { .. } => Ok(()),
            Reply::Failed { message } => Err(message),
            _ => Err("a worker sharing the run answered something else than its pieces".into()),
        }
    }

    /// Worker `worker` (a helper) was taken for dead and replaced: its
    /// pieces wait to be dealt again (to the fresh helper, which gets the
    /// puzzle anew and takes pieces once it has answered).
    pub fn replaced(&mut self, worker: usize) {
        let Some(part) = self.parts.get_mut(worker) else {
            return;
        };
        for &index in part.holding.iter().rev() {
            if self.results[index as usize].is_none() {
                self.waiting.push_front(index);
                self.waiting_weight += self.weights[index as usize];
            }
        }
        *part = WorkerPart::default();
    }

    /// The guessed share of the pieces' work done, 0 to 1 (each piece
    /// weighed as it was dealt out).
    pub fn share_done(&self) -> f64 {
        let total: f64 = self.weights.iter().sum();
        let done: f64 = self
            .weights
            .iter()
            .zip(&self.results)
            .filter(|(_, r)| r.is_some())
            .map(|(w, _)| w)
            .sum();
        if total > 0.0 {
            done / total
        } else {
            1.0
        }
    }

    /// Counters the run has reached at least: `at_cut`, those where the
    /// pieces were cut, with those of the pieces back one after the other
    /// from the first, and of the next one as far as it is searched. (The
    /// few events above the pieces, between them, count once the run's
    /// own worker passes them.)
    pub fn counted(&self, at_cut: Stats) -> Stats {
        let mut stats = at_cut;
        add(&mut stats, &self.in_order.stats);
        // The first piece not back, as far as its worker has searched it:
        // a long piece's counters rise too.
        let next = self.in_order.count as u32;
        if let Some((_, so_far)) = self
            .parts
            .iter()
            .find_map(|h| h.searching.filter(|s| s.0 == next))
        {
            add(&mut stats, &so_far);
        }
        stats
    }

    /// Whether the counters shown should be drawn again at `now`: they
    /// rose, and the last drawing is a tenth of a second old. (Drawing the
    /// page takes the processor from the workers: not at every answer.)
    pub fn redraw(&mut self, now: f64) -> bool {
        let shown = self.counted(Stats::default()).attempts;
        let due = shown > self.drawn.0 && now - self.drawn.1 >= 100.0;
        if due {
            self.drawn = (shown, now);
        }
        due
    }

    /// The request that hands the results of the pieces back one after
    /// the other from the first (all of them, once all are back) to the
    /// run's own worker, which goes on with them: to the end, or to the
    /// first piece not back.
    pub fn merge(&mut self, millis: f64, known: HeldByPage) -> Request {
        self.merging = true;
        Request::Merge {
            share: self.id,
            results: self.results[..self.in_order.count]
                .iter_mut()
                .filter_map(Option::take)
                .collect(),
            millis,
            known,
        }
    }
}

/// Adds the counters of a piece to `to`.
fn add(to: &mut Stats, piece: &Stats) {
    to.attempts += piece.attempts;
    to.rejections += piece.rejections;
    to.placements += piece.placements;
    to.backtracks += piece.backtracks;
    to.solutions += piece.solutions;
    to.max_depth = to.max_depth.max(piece.max_depth);
}
