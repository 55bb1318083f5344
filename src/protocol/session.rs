//! The worker's side: one search, served request by request.

use super::fast_job::FastJob;
use super::{Mode, Reply, Request, MAX_KEPT_SOLUTIONS};
use crate::engine::{Event, Halt, Limits, Stats};
use crate::fast::{count_task, FastHalt};
use crate::format::parse_puzzle;
use crate::puzzles::{AnyPuzzle, MAX_QUEENS};
use crate::solve::{board_of, stepper, Stepper};

/// Steps per slice between two looks at the clock.
const STEPS_PER_CHECK: u64 = 20_000;
/// Guesses per slice of the fast solver between two looks at the clock.
const GUESSES_PER_CHECK: u64 = 2_000;

/// One search in the worker.
pub struct Session {
    puzzle: AnyPuzzle,
    mode: Mode,
    search: Search,
    kept: usize,
    finished: bool,
    complete: bool,
}

enum Search {
    Stepping(Box<dyn Stepper>),
    Fast(Box<FastJob>),
}

impl Session {
    /// Serves one request. `session` holds the search between requests;
    /// `now` is a clock in milliseconds (performance.now in the worker).
    pub fn handle(session: &mut Option<Session>, request: Request, now: &dyn Fn() -> f64) -> Reply {
        match request {
            Request::Start {
                puzzle,
                strategy,
                mode,
            } => match parse_puzzle(&puzzle) {
                Ok(puzzle) => {
                    let search = match stepper(&puzzle, strategy) {
                        Some(s) => Search::Stepping(s),
                        None => Search::Fast(Box::new(FastJob::new(&puzzle, mode.limit()))),
                    };
                    let stepping = matches!(search, Search::Stepping(_));
                    *session = Some(Session {
                        puzzle,
                        mode,
                        search,
                        kept: 0,
                        finished: false,
                        complete: false,
                    });
                    Reply::Started { stepping }
                }
                Err(e) => {
                    *session = None;
                    Reply::Failed {
                        message: e.to_string(),
                    }
                }
            },
            Request::Events { max } => match session {
                Some(s) => s.events(max),
                None => Reply::Failed {
                    message: "no search started".into(),
                },
            },
            Request::RunFor { millis } => match session {
                Some(s) => s.run_for(millis, now),
                None => Reply::Failed {
                    message: "no search started".into(),
                },
            },
            Request::CountQueens { n, task } => {
                let n = usize::from(n);
                if n > MAX_QUEENS || !task.is_piece_of(n) {
                    return Reply::Failed {
                        message: format!("no piece {task:?} in a count of {n} queens"),
                    };
                }
                Reply::QueensCounted {
                    task,
                    solutions: count_task(n, task),
                }
            }
        }
    }

    fn events(&mut self, max: u32) -> Reply {
        let Search::Stepping(search) = &mut self.search else {
            return Reply::Failed {
                message: "the fast strategy has no steps".into(),
            };
        };
        let mut events = Vec::with_capacity(max as usize);
        while !self.finished && events.len() < max as usize {
            let event = search.step();
            events.push(event);
            match event {
                Event::Exhausted => {
                    self.finished = true;
                    self.complete = true;
                }
                Event::Solution { index } if self.mode.limit().is_some_and(|l| index >= l) => {
                    self.finished = true;
                }
                _ => {}
            }
        }
        Reply::Batch {
            events,
            stats: search.stats(),
            finished: self.finished,
        }
    }

    fn run_for(&mut self, millis: f64, now: &dyn Fn() -> f64) -> Reply {
        let deadline = now() + millis;
        let limit = self.mode.limit();
        let cells = self.puzzle.cells();
        let mut solutions = Vec::new();
        let (stats, fraction, board) = match &mut self.search {
            Search::Stepping(search) => {
                while !self.finished && now() < deadline {
                    let kept = &mut self.kept;
                    let halt = search.run(
                        Limits {
                            solutions: limit,
                            steps: Some(STEPS_PER_CHECK),
                        },
                        &mut |path, _| {
                            if *kept < MAX_KEPT_SOLUTIONS {
                                *kept += 1;
                                solutions.push(board_of(path, cells));
                            }
                        },
                    );
                    match halt {
                        Halt::Budget => {}
                        Halt::SolutionLimit => self.finished = true,
                        Halt::Exhausted => {
                            self.finished = true;
                            self.complete = true;
                        }
                    }
                }
                (search.stats(), None, Some(board_of(search.path(), cells)))
            }
            Search::Fast(job) => {
                while !self.finished && now() < deadline {
                    let slice = job.slice(limit, GUESSES_PER_CHECK, MAX_KEPT_SOLUTIONS - self.kept);
                    self.kept += slice.found.len();
                    solutions.extend(slice.found);
                    match slice.halt {
                        FastHalt::Budget => {}
                        FastHalt::SolutionLimit => self.finished = true,
                        FastHalt::Exhausted => {
                            self.finished = true;
                            self.complete = true;
                        }
                    }
                }
                let stats = Stats {
                    solutions: job.solutions(),
                    ..Stats::default()
                };
                (
                    stats,
                    Some(if self.finished { 1.0 } else { job.fraction() }),
                    None,
                )
            }
        };
        Reply::Progress {
            stats,
            fraction,
            finished: self.finished,
            complete: self.complete,
            solutions,
            board,
        }
    }
}
