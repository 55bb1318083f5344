//! Fast runs, counting pieces, bad requests and the wire form.

use super::*;

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
                known: HeldByPage::default(),
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
            layout: Box::default(),
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
        known: HeldByPage::default(),
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
        known: HeldByPage::default(),
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
            known: HeldByPage::default(),
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
        known: HeldByPage {
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
