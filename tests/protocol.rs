//! The worker's side of the protocol, natively: start, batches, run-for.

mod common;

use btlab::protocol::{Mode, Reply, Request, Session};
use btlab::strategy::Strategy;
use common::*;

fn clock() -> impl Fn() -> f64 {
    let start = std::time::Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}

fn start(session: &mut Option<Session>, puzzle: &str, strategy: Strategy, mode: Mode) -> Reply {
    let doc = if puzzle.starts_with('{') {
        puzzle.to_string()
    } else {
        format!(r#"{{"kind":"sudoku","givens":"{puzzle}"}}"#)
    };
    Session::handle(
        session,
        Request::Start {
            puzzle: doc,
            strategy,
            mode,
        },
        &clock(),
    )
}

#[test]
fn batches_follow_the_search_and_stop_at_the_limit() {
    let mut s = None;
    assert_eq!(
        start(
            &mut s,
            r#"{"kind":"queens","n":4}"#,
            Strategy::Classic,
            Mode::First
        ),
        Reply::Started { stepping: true }
    );
    let mut all = vec![];
    loop {
        let Reply::Batch {
            events,
            finished,
            stats,
        } = Session::handle(&mut s, Request::Events { max: 7 }, &clock())
        else {
            panic!()
        };
        assert!(events.len() <= 7);
        all.extend(events);
        if finished {
            assert_eq!(stats.solutions, 1);
            break;
        }
    }
    assert_eq!(
        all.last(),
        Some(&btlab::engine::Event::Solution { index: 1 })
    );
}

#[test]
fn run_for_finishes_and_reports_solutions() {
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
            ..
        } = Session::handle(&mut s, Request::RunFor { millis: 20.0 }, &clock())
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

    start(&mut s, PRESSE, Strategy::Classic, Mode::All);
    let mut rounds = 0;
    loop {
        rounds += 1;
        let Reply::Progress {
            stats,
            finished,
            board,
            ..
        } = Session::handle(&mut s, Request::RunFor { millis: 5.0 }, &clock())
        else {
            panic!()
        };
        assert_eq!(board.map(|b| b.len()), Some(81));
        if finished {
            assert_eq!(stats.attempts, 6_432_362);
            break;
        }
    }
    assert!(rounds > 1, "the run was sliced");
}

#[test]
fn bad_puzzles_and_requests_fail_with_a_message() {
    let mut s = None;
    let Reply::Failed { message } =
        start(&mut s, "11..............", Strategy::Classic, Mode::First)
    else {
        panic!()
    };
    assert!(message.contains("r1c1 and r1c2"), "{message}");
    let Reply::Failed { .. } = Session::handle(&mut s, Request::Events { max: 1 }, &clock()) else {
        panic!()
    };
    start(&mut s, PRESSE, Strategy::Fast, Mode::First);
    let Reply::Failed { message } = Session::handle(&mut s, Request::Events { max: 1 }, &clock())
    else {
        panic!()
    };
    assert!(message.contains("no steps"));
}

#[test]
fn queens_pieces_are_counted_beside_a_run_and_add_up() {
    use btlab::fast::queens_tasks;
    let mut s = None;
    // The run's own worker collects boards only, up to the kept number.
    start(
        &mut s,
        r#"{"kind":"queens","n":10}"#,
        Strategy::Fast,
        Mode::Boards,
    );
    let mut total = 0;
    for task in queens_tasks(10) {
        match Session::handle(&mut s, Request::CountQueens { n: 10, task }, &clock()) {
            Reply::QueensCounted { task: t, solutions } => {
                assert_eq!(t, task);
                total += solutions;
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(total, 724);
    match Session::handle(&mut s, Request::RunFor { millis: 1e4 }, &clock()) {
        Reply::Progress {
            stats, solutions, ..
        } => {
            assert_eq!(
                stats.solutions, 724,
                "fewer than the kept number: all boards"
            );
            assert_eq!(solutions.len(), 724);
        }
        other => panic!("{other:?}"),
    }
    // A piece that is no piece of this count is refused by name.
    let bad = queens_tasks(8)[0];
    let reply = Session::handle(&mut s, Request::CountQueens { n: 40, task: bad }, &clock());
    assert!(matches!(reply, Reply::Failed { message } if message.contains("40 queens")));
}
