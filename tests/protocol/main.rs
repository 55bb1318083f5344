//! The worker's side of the protocol, natively: start, moving the cursor
//! forward, back and to any step, finding solutions and backtracks, runs
//! to the end, fast runs, counting pieces, and the wire form.

// The helpers every test file shares, from their own folder.
#[path = "../common/mod.rs"]
mod common;

mod cursor;
mod requests;

use btlab::engine::{Event, Stats};
use btlab::format::parse_puzzle;
use btlab::protocol::{
    wire, HeldByPage, Mode, Moment, Reply, Request, Session, Target, LOG_MAX_EVENTS,
};
use btlab::puzzles::PuzzleSpec;
use btlab::solve::stepper;
use btlab::strategy::Strategy;
use common::*;

fn clock() -> impl Fn() -> f64 {
    let start = std::time::Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}

fn start(session: &mut Option<Session>, puzzle: &str, strategy: Strategy, mode: Mode) -> Reply {
    let request = Request::Start {
        puzzle: parse_puzzle(&doc(puzzle)).expect("a puzzle").spec(),
        strategy,
        mode,
    };
    Session::handle(session, request, &clock())
}

fn ask(session: &mut Option<Session>, request: Request) -> Moment {
    match Session::handle(session, request, &clock()) {
        Reply::Moment(m) => *m,
        other => panic!("{other:?}"),
    }
}

fn seek(session: &mut Option<Session>, step: u64) -> Moment {
    let known = HeldByPage::default();
    let m = ask(
        session,
        Request::Seek {
            step,
            millis: 60_000.0,
            known,
        },
    );
    assert!(!m.pending);
    m
}

/// The state of a fresh search stepped `k` times: counters, path, last two events.
fn straight(
    puzzle: &str,
    strategy: Strategy,
    k: u64,
) -> (
    Stats,
    Vec<btlab::engine::Move>,
    Option<Event>,
    Option<Event>,
) {
    let mut s = stepper(&common::puzzle(puzzle), strategy).unwrap();
    let (mut last, mut before) = (None, None);
    for _ in 0..k {
        before = last;
        last = Some(s.step());
    }
    (s.stats(), s.path().to_vec(), last, before)
}

/// A clock that moves a second at every reading: given a second and a
/// half, a request does one stretch of work between two looks at it.
fn hasty_clock() -> impl Fn() -> f64 {
    let readings = std::cell::Cell::new(0.0);
    move || {
        readings.set(readings.get() + 1000.0);
        readings.get()
    }
}
