//! The worker's side of the protocol, natively: start, moving the cursor
//! forward, back and to any step, finding solutions and backtracks, runs
//! to the end, fast runs, counting pieces, and the wire form.

mod common;

use btlab::engine::{Event, Stats};
use btlab::format::parse_puzzle;
use btlab::protocol::{wire, Known, Mode, Moment, Reply, Request, Session, Target, LOG_MAX_EVENTS};
use btlab::puzzles::{Layout, PuzzleSpec};
use btlab::solve::stepper;
use btlab::strategy::Strategy;
use common::*;

fn clock() -> impl Fn() -> f64 {
    let start = std::time::Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}

fn doc(puzzle: &str) -> String {
    if puzzle.starts_with('{') {
        puzzle.to_string()
    } else {
        format!(r#"{{"kind":"sudoku","givens":"{puzzle}"}}"#)
    }
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
    let known = Known::default();
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

#[test]
fn advancing_follows_the_search_and_stops_at_the_limit() {
    let mut s = None;
    let queens = r#"{"kind":"queens","n":4}"#;
    assert_eq!(
        start(&mut s, queens, Strategy::Classic, Mode::First),
        Reply::Started { stepping: true }
    );
    let mut known = Known::default();
    let mut events = vec![];
    loop {
        let m = ask(&mut s, Request::Advance { events: 3, known });
        assert_eq!(m.log_from, known.log);
        known.log += m.log.len() as u32;
        known.solutions += m.solutions.len() as u32;
        events.push(m.event.unwrap());
        let (stats, path, last, _) = straight(queens, Strategy::Classic, m.step);
        assert_eq!((m.stats, &m.path, m.event), (stats, &path, last));
        if m.end == Some(m.step) {
            assert_eq!(m.stats.solutions, 1);
            assert_eq!(known.solutions, 1, "the solution's board came along");
            break;
        }
    }
    assert_eq!(events.last(), Some(&Event::Solution { index: 1 }));
    // The log holds every event of this small run, in order.
    let all = ask(
        &mut s,
        Request::Advance {
            events: 0,
            known: Known::default(),
        },
    );
    let (_, _, first, _) = straight(queens, Strategy::Classic, 1);
    assert_eq!(all.log.len() as u64, all.step);
    assert_eq!(all.log.first().copied(), first);
    assert_eq!(all.log.last(), Some(&Event::Solution { index: 1 }));
}

/// Any step, reached by replaying from a snapshot, equals the straight
/// run to that step, for every stepping strategy (random with its seed),
/// in any order of jumps.
#[test]
fn any_step_equals_the_straight_run() {
    let strategies = [
        Strategy::Classic,
        Strategy::Propagate,
        Strategy::Mrv,
        Strategy::Random { seed: 11 },
    ];
    for strategy in strategies {
        for puzzle in [KENDOKU_009, PRESSE, r#"{"kind":"queens","n":7}"#] {
            let mut s = None;
            start(&mut s, puzzle, strategy, Mode::All);
            let end = ask(
                &mut s,
                Request::RunFor {
                    millis: 60_000.0,
                    known: Known::default(),
                },
            );
            let total = end.end.expect("the run ended");
            assert_eq!(end.step, total);
            let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
            let mut steps: Vec<u64> = (0..12)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    x % (total + 1)
                })
                .collect();
            steps.extend([0, 1, 2, total - 1, total, total / 3]);
            for k in steps {
                let m = seek(&mut s, k);
                let (stats, path, last, before) = straight(puzzle, strategy, k);
                assert_eq!(m.step, k, "{strategy} {k}");
                assert_eq!(m.stats, stats, "{strategy} at {k}");
                assert_eq!(m.path, path, "{strategy} at {k}");
                assert_eq!((m.event, m.previous), (last, before), "{strategy} at {k}");
                assert_eq!(m.depth.total().tries, stats.attempts);
                assert!(m.levels.len() >= m.path.len());
            }
        }
    }
}

#[test]
fn stepping_back_from_the_end_reaches_the_start() {
    let queens = r#"{"kind":"queens","n":5}"#;
    let mut s = None;
    start(&mut s, queens, Strategy::Classic, Mode::All);
    let end = ask(
        &mut s,
        Request::RunFor {
            millis: 60_000.0,
            known: Known::default(),
        },
    );
    assert!(end.complete);
    assert_eq!(end.event, Some(Event::Exhausted));
    let mut k = end.step;
    while k > 0 {
        k -= 1;
        let m = seek(&mut s, k);
        let (stats, path, last, _) = straight(queens, Strategy::Classic, k);
        assert_eq!((m.step, m.stats, m.path, m.event), (k, stats, path, last));
    }
    let m = seek(&mut s, 0);
    assert_eq!((m.step, m.event, m.stats), (0, None, Stats::default()));
}

#[test]
fn finding_solutions_and_backtracks() {
    let queens = r#"{"kind":"queens","n":6}"#;
    let mut s = None;
    start(&mut s, queens, Strategy::Classic, Mode::All);
    let find = |s: &mut Option<Session>, target, forward| {
        ask(
            s,
            Request::Find {
                target,
                forward,
                millis: 60_000.0,
                known: Known::default(),
            },
        )
    };
    // The four solutions of 6 queens, one after the other, on new ground.
    let mut steps = vec![];
    for index in 1..=4 {
        let m = find(&mut s, Target::Solution, true);
        assert!(m.reached);
        assert_eq!(m.event, Some(Event::Solution { index }));
        steps.push(m.step);
    }
    let none = find(&mut s, Target::Solution, true);
    assert!(!none.reached && !none.pending);
    assert_eq!(none.step, steps[3], "no fifth: the cursor stays");
    let back = find(&mut s, Target::Solution, false);
    assert_eq!(
        (back.step, back.event),
        (steps[2], Some(Event::Solution { index: 3 }))
    );
    // Backtracks either way land on an Undo, the nearest one.
    let m = find(&mut s, Target::Backtrack, true);
    assert!(matches!(m.event, Some(Event::Undo { .. })));
    let next = m.step;
    let m = find(&mut s, Target::Backtrack, false);
    assert!(matches!(m.event, Some(Event::Undo { .. })));
    assert!(m.step < next);
    let mut check = stepper(&puzzle(queens), Strategy::Classic).unwrap();
    let events: Vec<Event> = (0..next).map(|_| check.step()).collect();
    let last_undo = events[..(next - 1) as usize]
        .iter()
        .rposition(|e| matches!(e, Event::Undo { .. }))
        .unwrap() as u64
        + 1;
    assert_eq!(m.step, last_undo);
}

#[test]
fn a_big_run_logs_only_its_beginning_and_keeps_few_snapshots() {
    let mut s = None;
    start(&mut s, PRESSE, Strategy::Classic, Mode::All);
    let mut rounds = 0;
    let mut known = Known::default();
    loop {
        rounds += 1;
        let m = ask(&mut s, Request::RunFor { millis: 5.0, known });
        known.log += m.log.len() as u32;
        known.solutions += m.solutions.len() as u32;
        if m.end.is_some() {
            assert_eq!(m.stats.attempts, 6_432_362);
            assert!(!m.logging);
            assert!(known.log as usize <= LOG_MAX_EVENTS);
            assert_eq!(known.solutions, 1);
            break;
        }
    }
    assert!(rounds > 1, "the run was sliced");
    // The first solution's board and step came with the moment that met it.
    let m = ask(
        &mut s,
        Request::Find {
            target: Target::Solution,
            forward: false,
            millis: 60_000.0,
            known: Known::default(),
        },
    );
    assert_eq!(m.event, Some(Event::Solution { index: 1 }));
    assert_eq!(m.solutions[0].step, m.step);
    assert_eq!(&digits(&m.solutions[0].board)[..9], PRESSE_FIRST_ROW);
}

#[test]
fn fast_runs_report_progress_and_boards() {
    let mut s = None;
    start(
        &mut s,
        r#"{"kind":"queens","n":8}"#,
        Strategy::Fast,
        Mode::All,
    );
    let mut total = vec![];
    loop {
        let Reply::Progress {
            stats,
            finished,
            complete,
            solutions,
            fraction,
        } = Session::handle(
            &mut s,
            Request::RunFor {
                millis: 20.0,
                known: Known::default(),
            },
            &clock(),
        )
        else {
            panic!()
        };
        total.extend(solutions);
        assert!(fraction.unwrap() <= 1.0);
        if finished {
            assert!(complete);
            assert_eq!(stats.solutions, 92);
            break;
        }
    }
    assert_eq!(total.len(), 92, "every board to browse");
}

#[test]
fn bad_puzzles_and_requests_fail_with_a_message() {
    let mut s = None;
    // A puzzle that no reader would pass on: the worker checks it again.
    let mut givens = vec![0; 16];
    givens[..2].copy_from_slice(&[1, 1]);
    let clash = Request::Start {
        puzzle: PuzzleSpec::Sudoku {
            givens,
            layout: Layout::default(),
        },
        strategy: Strategy::Classic,
        mode: Mode::First,
    };
    let Reply::Failed { message } = Session::handle(&mut s, clash, &clock()) else {
        panic!()
    };
    assert!(message.contains("r1c1 and r1c2"), "{message}");
    let advance = Request::Advance {
        events: 1,
        known: Known::default(),
    };
    let Reply::Failed { .. } = Session::handle(&mut s, advance.clone(), &clock()) else {
        panic!()
    };
    start(&mut s, PRESSE, Strategy::Fast, Mode::First);
    let Reply::Failed { message } = Session::handle(&mut s, advance, &clock()) else {
        panic!()
    };
    assert!(message.contains("no steps"));
}

#[test]
fn queens_pieces_are_counted_and_add_up() {
    use btlab::fast::queens_tasks;
    let mut s = None;
    let mut total = 0;
    for task in queens_tasks(10) {
        match Session::handle(&mut s, Request::CountQueens { n: 10, task }, &clock()) {
            Reply::QueensCounted {
                task: t,
                solutions,
                finished,
            } => {
                assert_eq!(t, task);
                assert!(finished, "a piece of 10 queens takes microseconds");
                total += solutions;
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(total, 724);
    let bad = queens_tasks(8)[0];
    let reply = Session::handle(&mut s, Request::CountQueens { n: 40, task: bad }, &clock());
    assert!(matches!(reply, Reply::Failed { message } if message.contains("40 queens")));
}

/// A piece of 24 queens takes hours: the worker answers within its time
/// and goes on where it stopped when asked for the same piece again.
#[test]
fn a_big_queens_piece_is_counted_in_slices_that_go_on_where_they_stopped() {
    use btlab::fast::queens_tasks;
    // A clock that jumps a second at every look: every answer comes after
    // one batch of steps, so the counts below are exact.
    let ticks = std::cell::Cell::new(0.0);
    let jumpy = || {
        ticks.set(ticks.get() + 1000.0);
        ticks.get()
    };
    let tasks = queens_tasks(24);
    let counted = |s: &mut Option<Session>, task| match Session::handle(
        s,
        Request::CountQueens { n: 24, task },
        &jumpy,
    ) {
        Reply::QueensCounted {
            solutions,
            finished,
            ..
        } => {
            assert!(!finished);
            solutions
        }
        other => panic!("{other:?}"),
    };
    let mut s = None;
    start(&mut s, PRESSE, Strategy::Classic, Mode::First);
    let first = counted(&mut s, tasks[0]);
    assert!(first > 0);
    let more = counted(&mut s, tasks[0]);
    assert!(more > first, "went on: {first} then {more}");
    // Another piece starts afresh, and so does the first one after it.
    counted(&mut s, tasks[1]);
    assert_eq!(counted(&mut s, tasks[0]), first);
    // A counting worker runs nothing else: the run it had is gone.
    let run_for = Request::RunFor {
        millis: 10.0,
        known: Known::default(),
    };
    assert!(matches!(
        Session::handle(&mut s, run_for, &clock()),
        Reply::Failed { message } if message.contains("no search")
    ));
}

/// Requests and replies survive the wire form unchanged, and a moment of
/// a run is small: a few bytes per event of log.
#[test]
fn the_wire_form_round_trips_and_is_compact() {
    let mut s = None;
    start(
        &mut s,
        r#"{"kind":"queens","n":6}"#,
        Strategy::Classic,
        Mode::All,
    );
    let m = ask(
        &mut s,
        Request::Advance {
            events: 500,
            known: Known::default(),
        },
    );
    let reply = Reply::Moment(Box::new(m.clone()));
    let bytes = wire::encode(&reply);
    assert_eq!(wire::decode::<Reply>(&bytes).unwrap(), reply);
    assert!(
        bytes.len() < 500 * 5 + 600,
        "{} bytes for 500 events",
        bytes.len()
    );
    let request = Request::Seek {
        step: 12345678901,
        millis: 40.0,
        known: Known {
            log: 3,
            solutions: 1,
        },
    };
    assert_eq!(
        wire::decode::<Request>(&wire::encode(&request)).unwrap(),
        request
    );
    assert!(wire::decode::<Request>(&[200, 1, 2]).is_err());
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

#[test]
fn the_clock_is_looked_at_within_a_thousand_events_whatever_a_strategy_costs() {
    // mrv on a 9x9 Skyscrapers takes about 0.2 ms an event: the worker
    // must look at the clock early, not after a quarter million events.
    let queens = r#"{"kind":"queens","n":12}"#;
    for (puzzle, strategy) in [(PRESSE, Strategy::Classic), (queens, Strategy::Mrv)] {
        let mut session = None;
        start(&mut session, puzzle, strategy, Mode::All);
        let request = Request::RunFor {
            millis: 1500.0,
            known: Known::default(),
        };
        let Reply::Moment(m) = Session::handle(&mut session, request, &hasty_clock()) else {
            panic!("a moment")
        };
        assert!(m.pending && m.step > 0, "{strategy}: no work done");
        assert!(
            m.step <= 1024 + 2,
            "{strategy}: {} events before the clock",
            m.step
        );
    }
}
