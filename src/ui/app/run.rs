//! The life of a run: starting it, pulling events or progress from the
//! worker, showing events, and the worker's replies.

use std::collections::VecDeque;

use super::pool::{worker_count, CountPool};
use super::*;
use crate::engine::Stats;
use crate::format::thousands;

impl App {
    pub(super) fn send(&mut self, request: Request) {
        if self.in_flight == 0 {
            self.sent_at = now();
        }
        self.in_flight += 1;
        self.bridge.send(request);
    }

    /// Forgets the run; replies still on their way from it are ignored.
    pub(super) fn reset_run(&mut self) {
        self.run = None;
        self.playing = false;
        self.browsing = None;
        self.timer = None;
        self.discard = self.in_flight;
    }

    pub(super) fn edited(&mut self) {
        self.reset_run();
        if let Some(s) = storage() {
            let _ = s.set_item(STORAGE_KEY, &self.editor.save());
        }
    }

    pub(super) fn replace_worker(&mut self, ctx: &Context<Self>) {
        let link = ctx.link().clone();
        self.bridge = spawn(move |reply| link.send_message(Msg::Reply(reply)));
        self.in_flight = 0;
        self.discard = 0;
        self.reset_run();
    }

    /// Starts a run if there is none; false if the puzzle is refused.
    pub(super) fn ensure_run(&mut self, ctx: &Context<Self>) -> bool {
        if self.run.is_some() {
            return true;
        }
        match self.editor.document() {
            Ok(puzzle) => {
                self.message = None;
                let pool = self.pooled_count().map(|n| {
                    self.pools += 1;
                    CountPool::new(self.pools, n, worker_count(), ctx.link(), now())
                });
                self.send(Request::Start {
                    puzzle,
                    strategy: self.strategy,
                    mode: if pool.is_some() {
                        Mode::Boards
                    } else {
                        self.mode
                    },
                });
                self.run = Some(Run {
                    playback: Playback::new(self.editor.puzzle().cells()),
                    stepping: None,
                    buffer: VecDeque::new(),
                    pending_steps: 0,
                    finished: false,
                    complete: false,
                    skipping: false,
                    fraction: None,
                    elapsed_ms: 0.0,
                    pool,
                    boards_done: false,
                });
                true
            }
            Err(e) => {
                self.message = Some((true, format!("Cannot start: {e}")));
                false
            }
        }
    }

    pub(super) fn start_timer(&mut self, ctx: &Context<Self>) {
        let link = ctx.link().clone();
        self.last_tick = now();
        self.timer = Some(Interval::new(SPEEDS[self.speed].period_ms, move || {
            link.send_message(Msg::Tick)
        }));
    }

    /// The N for an N-Queens count worth sharing among workers: all
    /// solutions, `fast`, ten queens or more (smaller counts take
    /// milliseconds, less than starting the workers).
    fn pooled_count(&self) -> Option<u8> {
        match self.editor.puzzle() {
            AnyPuzzle::Queens(q)
                if self.strategy == Strategy::Fast && self.mode == Mode::All && q.n() >= 10 =>
            {
                u8::try_from(q.n()).ok()
            }
            _ => None,
        }
    }

    /// Asks the worker for what the run needs next, if nothing is on its way.
    pub(super) fn pull(&mut self) {
        let playing = self.playing;
        if let Some(Run {
            pool: Some(pool),
            skipping,
            boards_done,
            ..
        }) = &mut self.run
        {
            if *skipping || playing {
                pool.deal();
            }
            if *boards_done {
                return;
            }
        }
        let Some(run) = &self.run else { return };
        if self.in_flight > 0 || run.finished || run.stepping.is_none() {
            return;
        }
        if run.skipping || run.stepping == Some(false) {
            if run.skipping {
                self.send(Request::RunFor { millis: SLICE_MS });
            }
            return;
        }
        let per_tick = if self.playing {
            SPEEDS[self.speed].per_tick as usize
        } else {
            1
        };
        if run.buffer.len() < per_tick * 3 + run.pending_steps {
            // Batches stay small enough to decode well within one frame
            // (a 60 000-event batch made 70 ms main-thread tasks).
            let max = (per_tick * 6).clamp(64, MAX_BATCH) as u32;
            self.send(Request::Events { max });
        }
    }

    pub(super) fn show_events(&mut self, count: usize) {
        let Some(run) = &mut self.run else { return };
        for _ in 0..count {
            if !run.playback.redo() {
                match run.buffer.pop_front() {
                    Some(e) => run.playback.apply(e),
                    None => break,
                }
            }
        }
    }

    pub(super) fn finished_message(&mut self) {
        let Some(run) = &self.run else { return };
        if run.finished && run.buffer.is_empty() && run.playback.redoable() == 0 {
            self.playing = false;
            self.timer = None;
            let s = run.playback.stats();
            self.message = Some(match (s.solutions, run.complete) {
                (0, _) => (false, "No solution: the whole tree was searched.".into()),
                (1, true) if self.mode != Mode::First => (false, "Exactly one solution.".into()),
                (n, true) => (
                    false,
                    match &run.pool {
                        Some(pool) => format!(
                            "{} solutions: the whole tree was searched, on {} workers at once.",
                            thousands(n),
                            pool.workers()
                        ),
                        None => format!("{n} solutions: the whole tree was searched."),
                    },
                ),
                (n, false) => (
                    false,
                    format!(
                        "Stopped after {n} solution{}.",
                        if n == 1 { "" } else { "s" }
                    ),
                ),
            });
        }
    }

    /// The candidates to draw (propagate only).
    pub fn candidates(&self) -> Option<Vec<Mask>> {
        let run = self.run.as_ref()?;
        if self.strategy != Strategy::Propagate {
            return None;
        }
        let board = run.playback.values();
        match self.editor.puzzle() {
            AnyPuzzle::Sudoku(s) => propagated_candidates(s, board),
            AnyPuzzle::Kendoku(k) => propagated_candidates(k, board),
            AnyPuzzle::Queens(_) => None,
        }
    }

    pub(super) fn on_reply(&mut self, reply: Reply) -> bool {
        let round_trip = now() - self.sent_at;
        self.in_flight = self.in_flight.saturating_sub(1);
        if self.in_flight > 0 {
            self.sent_at = now();
        }
        if self.discard > 0 {
            self.discard -= 1;
            return false;
        }
        let Some(run) = &mut self.run else {
            return false;
        };
        match reply {
            Reply::Started { stepping } => {
                run.stepping = Some(stepping);
                if !stepping {
                    run.skipping = true;
                }
            }
            Reply::Batch {
                events, finished, ..
            } => {
                run.buffer.extend(events);
                run.finished = finished;
                let steps = std::mem::take(&mut run.pending_steps);
                self.show_events(steps);
            }
            Reply::Progress {
                stats,
                fraction,
                finished,
                complete,
                solutions,
                board,
            } => match &run.pool {
                Some(pool) => {
                    // Boards only: the count is the pool's.
                    run.boards_done = finished;
                    let stats = Stats {
                        solutions: pool.solutions,
                        ..stats
                    };
                    run.playback.jump(stats, board, solutions);
                    run.finished = finished && pool.finished();
                    run.skipping &= !run.finished;
                }
                None => {
                    run.elapsed_ms += round_trip;
                    run.playback.jump(stats, board, solutions);
                    run.fraction = fraction;
                    run.finished = finished;
                    run.complete = complete;
                    run.skipping &= !finished;
                }
            },
            Reply::Failed { message } => {
                self.message = Some((true, message));
                self.reset_run();
                return true;
            }
            Reply::QueensCounted { .. } => {} // only counting workers send these
        }
        self.finished_message();
        self.pull();
        true
    }

    /// A counting worker's answer: the count rises.
    pub(super) fn on_pool_reply(&mut self, id: u32, worker: usize, reply: Reply) -> bool {
        let t = now();
        let Some(run) = &mut self.run else {
            return false;
        };
        let Some(pool) = run.pool.as_mut().filter(|p| p.id() == id) else {
            return false; // from a count already dropped
        };
        if let Err(e) = pool.on_reply(worker, reply) {
            self.message = Some((true, format!("The count stopped: {e}")));
            self.reset_run();
            return true;
        }
        run.elapsed_ms = t - pool.started;
        run.fraction = Some(pool.fraction());
        run.complete = pool.finished();
        run.finished = run.boards_done && pool.finished();
        run.skipping &= !run.finished;
        let stats = Stats {
            solutions: pool.solutions,
            ..run.playback.stats()
        };
        run.playback.jump(stats, None, Vec::new());
        self.finished_message();
        self.pull();
        true
    }
}
