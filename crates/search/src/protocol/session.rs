//! The worker's side: one search, served request by request.

use super::cursor::Cursor;
use super::fast_job::FastJob;
use super::{
    Found, FoundSolution, HeldByPage, Mode, PieceRunner, Reply, Request, Target, MAX_KEPT_SOLUTIONS,
};
use crate::engine::{Move, Stats};
use crate::fast::{FastHalt, QueensPiece};
use crate::generate::{generate, measure, Difficulty, Kind};
use crate::puzzles::PuzzleSpec;
use crate::solve::{refusal, stepper, Stepper};
use crate::strategy::Strategy;

/// Guesses per slice of the fast solver between two looks at the clock.
const GUESSES_PER_CHECK: u64 = 2_000;
/// The most time one `Advance` may take.
const ADVANCE_MILLIS: f64 = 200.0;

/// One search in the worker.
pub struct Session {
    pub(super) mode: Mode,
    /// Whether the run may be shared among workers to its end (a
    /// strategy that shares; never a learner's methods, which only this
    /// worker runs).
    pub(super) shares: bool,
    pub(super) run: SessionRun,
    /// The pieces of a shared run, as this worker cut them.
    pub(super) plan: Option<Plan>,
    /// The pieces of a shared run dealt to this worker.
    pub(super) pieces: Option<Box<PieceRunner>>,
}

/// A shared run's pieces, cut at one step.
pub(super) struct Plan {
    pub share: u32,
    pub step: u64,
    pub pieces: Vec<Vec<Move>>,
}

/// What a session runs: the stepping search behind a cursor, the fast
/// solver, or a piece of an N-Queens count.
pub(super) enum SessionRun {
    /// The stepping search, event by event.
    Stepping(Box<Cursor>),
    /// The fast solver, in slices.
    Fast {
        job: Box<FastJob>,
        kept: usize,
        finished: bool,
        complete: bool,
    },
    /// A counting worker's piece of an N-Queens count, not finished yet.
    Piece { n: usize, piece: Box<QueensPiece> },
}

/// Bytes of this wasm instance's memory (0 natively).
pub fn wasm_memory() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        core::arch::wasm32::memory_size::<0>() as u64 * 65536
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0
    }
}

pub(super) fn failed(message: impl Into<String>) -> Reply {
    Reply::Failed {
        message: message.into(),
    }
}

impl Session {
    pub(super) fn new(mode: Mode, shares: bool, run: SessionRun) -> Self {
        Session {
            mode,
            shares,
            run,
            plan: None,
            pieces: None,
        }
    }

    /// A new search of `puzzle` by `strategy` (stepping, or `fast`).
    pub(super) fn start(
        puzzle: PuzzleSpec,
        strategy: Strategy,
        mode: Mode,
    ) -> Result<Self, String> {
        let puzzle = puzzle.build().map_err(|e| e.to_string())?;
        if let Some(why) = refusal(&puzzle, strategy, mode.limit()) {
            return Err(why);
        }
        let run = match stepper(&puzzle, strategy) {
            Some(s) => SessionRun::Stepping(Box::new(Cursor::new(s, mode.limit(), puzzle.cells()))),
            None => SessionRun::Fast {
                job: Box::new(FastJob::new(&puzzle, mode.limit())),
                kept: 0,
                finished: false,
                complete: false,
            },
        };
        Ok(Session::new(mode, strategy.shares(), run))
    }

    /// A stepping run of `search` over `cells` cells, which only this
    /// worker can run (the Lab's: the learner's methods live here).
    pub fn of_stepper(search: Box<dyn Stepper>, cells: usize, mode: Mode) -> Self {
        let cursor = Cursor::new(search, mode.limit(), cells);
        Session::new(mode, false, SessionRun::Stepping(Box::new(cursor)))
    }

    /// Serves one request. `session` holds the search between requests;
    /// `now` is a clock in milliseconds (performance.now in the worker).
    pub fn handle(session: &mut Option<Session>, request: Request, now: &dyn Fn() -> f64) -> Reply {
        let started = now();
        let mut reply = Self::serve(session, request, now);
        if let Reply::Moment(moment) = &mut reply {
            moment.work_ms = now() - started;
        }
        reply
    }

    /// Answers one request, each kind by its own method.
    fn serve(session: &mut Option<Session>, request: Request, now: &dyn Fn() -> f64) -> Reply {
        match request {
            Request::Start {
                puzzle,
                strategy,
                mode,
            } => Self::serve_start(session, puzzle, strategy, mode),
            Request::Memory => Self::memory(session),
            Request::Ready => Reply::Ready,
            Request::Lab(_) | Request::LabCheck(_) => {
                failed("a learner's code runs in the Lab's worker")
            }
            Request::Generate {
                kind,
                seed,
                difficulty,
            } => generated(kind, seed, difficulty),
            Request::Measure { puzzle } => measured(puzzle),
            Request::TrueCandidates { .. } => failed("true candidates are the page's question"),
            Request::PuzzleText(_) => failed("puzzle text is the page's to read"),
            Request::PlayQuestion(_) => failed("solving by hand is the page's question"),
            Request::CountQueens { n, task } => Self::count_queens(session, n, task, now),
            Request::RunFor { millis, known } => Self::run_for(session, millis, known, now),
            Request::Advance { events, known } => Self::advance(session, events, known, now),
            Request::Seek {
                step,
                millis,
                known,
            } => Self::seek(session, step, millis, known, now),
            Request::Share {
                share,
                workers,
                millis,
                known,
            } => Self::share(session, share, workers, known, millis, now),
            Request::Pieces {
                share,
                setup,
                pieces,
                millis,
            } => Self::pieces(session, share, setup, pieces, millis, now),
            Request::Merge {
                share,
                results,
                millis,
                known,
            } => Self::merge(session, share, &results, known, millis, now),
            Request::Find {
                target,
                forward,
                millis,
                known,
            } => Self::find(session, target, forward, millis, known, now),
            Request::NextTurn { millis, known } => Self::stepped(session, known, |cursor| {
                let deadline = now() + millis;
                let found = cursor.next_turn(&|| now() >= deadline);
                (found == Found::Yes, found == Found::NotYet)
            }),
        }
    }

    /// [`Request::Start`]: replaces `session` by a new search, or by none
    /// if the puzzle cannot be built.
    fn serve_start(
        session: &mut Option<Session>,
        puzzle: PuzzleSpec,
        strategy: Strategy,
        mode: Mode,
    ) -> Reply {
        match Session::start(puzzle, strategy, mode) {
            Ok(started) => {
                let stepping = matches!(started.run, SessionRun::Stepping(_));
                *session = Some(started);
                Reply::Started { stepping }
            }
            Err(message) => {
                *session = None;
                failed(message)
            }
        }
    }

    /// [`Request::Memory`]: the instance's memory and the snapshots the
    /// stepping search keeps.
    fn memory(session: &Option<Session>) -> Reply {
        let snapshots = match session {
            Some(Session {
                run: SessionRun::Stepping(cursor),
                ..
            }) => cursor.snapshots().0,
            _ => 0,
        };
        Reply::Memory {
            wasm_bytes: wasm_memory(),
            snapshots: snapshots as u32,
        }
    }

    /// [`Request::RunFor`]: runs the search on for `millis`, fast or
    /// stepping.
    fn run_for(
        session: &mut Option<Session>,
        millis: f64,
        known: HeldByPage,
        now: &dyn Fn() -> f64,
    ) -> Reply {
        match session {
            Some(Session {
                mode,
                run:
                    SessionRun::Fast {
                        job,
                        kept,
                        finished,
                        complete,
                    },
                ..
            }) => Self::fast_slice(job, mode.limit(), kept, finished, complete, millis, now),
            Some(Session {
                run: SessionRun::Stepping(cursor),
                ..
            }) => {
                let deadline = now() + millis;
                let out_of_time = || now() >= deadline;
                let done = cursor.seek(u64::MAX, &out_of_time);
                Self::moment(cursor, known, done, !done)
            }
            Some(Session {
                run: SessionRun::Piece { .. },
                ..
            })
            | None => failed("no search started"),
        }
    }

    /// [`Request::Advance`]: moves on by up to `events` events, for at
    /// most [`ADVANCE_MILLIS`].
    fn advance(
        session: &mut Option<Session>,
        events: u32,
        known: HeldByPage,
        now: &dyn Fn() -> f64,
    ) -> Reply {
        Self::stepped(session, known, |cursor| {
            let deadline = now() + ADVANCE_MILLIS;
            let target = cursor.at().saturating_add(u64::from(events));
            let done = cursor.seek(target, &|| now() >= deadline);
            (done, !done)
        })
    }

    /// [`Request::Seek`]: goes to `step`, for at most `millis`.
    fn seek(
        session: &mut Option<Session>,
        step: u64,
        millis: f64,
        known: HeldByPage,
        now: &dyn Fn() -> f64,
    ) -> Reply {
        Self::stepped(session, known, |cursor| {
            let deadline = now() + millis;
            let done = cursor.seek(step, &|| now() >= deadline);
            (done, !done)
        })
    }

    /// [`Request::Find`]: looks for `target` forward or back, for at most
    /// `millis`.
    fn find(
        session: &mut Option<Session>,
        target: Target,
        forward: bool,
        millis: f64,
        known: HeldByPage,
        now: &dyn Fn() -> f64,
    ) -> Reply {
        Self::stepped(session, known, |cursor| {
            let deadline = now() + millis;
            let found = cursor.find(target, forward, &|| now() >= deadline);
            (found == Found::Yes, found == Found::NotYet)
        })
    }

    /// Moves the session's stepping cursor by `go` (which says whether it
    /// reached what it was asked for, and whether it has more to do) and
    /// answers with the moment there; without a stepping search, why not.
    fn stepped(
        session: &mut Option<Session>,
        known: HeldByPage,
        go: impl FnOnce(&mut Cursor) -> (bool, bool),
    ) -> Reply {
        match Self::cursor(session) {
            Ok(cursor) => {
                let (reached, pending) = go(cursor);
                Self::moment(cursor, known, reached, pending)
            }
            Err(reply) => reply,
        }
    }

    pub(super) fn cursor(session: &mut Option<Session>) -> Result<&mut Cursor, Reply> {
        match session {
            Some(Session {
                run: SessionRun::Stepping(cursor),
                ..
            }) => Ok(cursor),
            Some(Session {
                run: SessionRun::Fast { .. },
                ..
            }) => Err(failed("the fast strategy has no steps")),
            Some(Session {
                run: SessionRun::Piece { .. },
                ..
            })
            | None => Err(failed("no search started")),
        }
    }

    #[inline(never)]
    pub(super) fn moment(
        cursor: &Cursor,
        known: HeldByPage,
        reached: bool,
        pending: bool,
    ) -> Reply {
        let mut moment = cursor.moment(known);
        moment.reached = reached;
        moment.pending = pending;
        Reply::Moment(Box::new(moment))
    }

    fn fast_slice(
        job: &mut FastJob,
        limit: Option<u64>,
        kept: &mut usize,
        finished: &mut bool,
        complete: &mut bool,
        millis: f64,
        now: &dyn Fn() -> f64,
    ) -> Reply {
        let deadline = now() + millis;
        let mut solutions = Vec::new();
        while !*finished && now() < deadline {
            let slice = job.slice(limit, GUESSES_PER_CHECK, MAX_KEPT_SOLUTIONS - *kept);
            *kept += slice.found.len();
            solutions.extend(
                slice
                    .found
                    .into_iter()
                    .map(|board| FoundSolution { step: 0, board }),
            );
            match slice.halt {
                FastHalt::Budget => {}
                FastHalt::SolutionLimit => *finished = true,
                FastHalt::Exhausted => {
                    *finished = true;
                    *complete = true;
                }
            }
        }
        Reply::Progress {
            stats: Stats {
                solutions: job.solutions(),
                ..Stats::default()
            },
            fraction: Some(if *finished { 1.0 } else { job.fraction() }),
            finished: *finished,
            complete: *complete,
            solutions,
        }
    }
}

/// [`Request::Measure`]: the solvers' figures for `spec`.
fn measured(spec: PuzzleSpec) -> Reply {
    match spec.clone().build() {
        Ok(puzzle) => {
            let (solutions, guesses, attempts) = measure(&puzzle);
            Reply::Measured {
                puzzle: Box::new(spec),
                solutions,
                guesses,
                attempts,
                technique: None,
            }
        }
        Err(e) => failed(e.to_string()),
    }
}

/// [`Request::Generate`]: a new puzzle of `kind` from `seed`.
fn generated(kind: Kind, seed: u64, difficulty: Difficulty) -> Reply {
    match generate(kind, seed, difficulty) {
        Ok(made) => Reply::Generated {
            puzzle: Box::new(made.puzzle.spec()),
            seed,
            difficulty: made.difficulty,
            guesses: made.guesses,
        },
        Err(message) => failed(message),
    }
}
