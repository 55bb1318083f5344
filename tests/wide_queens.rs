//! N-Queens past the masks' 32 columns: the course's search (rows in
//! order, columns in order or shuffled) stepped on any board a move can
//! name, and `fast`'s random restarts to a first solution, through the
//! worker's protocol as the page asks.

use btlab::engine::{Event, Limits};
use btlab::protocol::{HeldByPage, Mode, Reply, Request, Session};
use btlab::puzzles::{AnyPuzzle, PuzzleSpec, Queens, MAX_QUEENS_BOARD, MAX_STEPPED_QUEENS};
use btlab::solve::{refusal, runs_on, stepper};
use btlab::strategy::{Strategy, WideQueens};

/// The events of the first `steps` steps of `search`.
fn events(search: &mut dyn btlab::solve::Stepper, steps: usize) -> Vec<Event> {
    (0..steps).map(|_| search.step()).collect()
}

#[test]
fn the_wide_search_is_the_classic_search_event_for_event() {
    for n in [4, 6, 8] {
        for strategy in [
            Strategy::Classic,
            Strategy::Shuffled { seed: 1 },
            Strategy::Shuffled { seed: 9 },
        ] {
            let puzzle = AnyPuzzle::Queens(Queens::new(n));
            let mut masks = stepper(&puzzle, strategy).unwrap();
            let wide = WideQueens::new(n, strategy).unwrap();
            let mut wide = btlab::engine::Search::new(wide);
            let mut steps = 0;
            loop {
                let (a, b) = (masks.step(), wide.step());
                assert_eq!(a, b, "{n} queens by {strategy:?}, step {steps}");
                steps += 1;
                if a == Event::Exhausted {
                    break;
                }
            }
            assert_eq!(masks.stats(), wide.stats());
        }
    }
}

#[test]
fn two_hundred_queens_are_stepped_to_a_first_solution_in_the_course_s_random_order() {
    let puzzle = AnyPuzzle::Queens(Queens::new(200));
    let mut search = stepper(&puzzle, Strategy::Shuffled { seed: 3 }).expect("stepped");
    // Step by step first, as the page animates: a try, then its verdict.
    let first = events(search.as_mut(), 2);
    assert!(matches!(first[0], Event::Try { level: 0, .. }));
    assert!(matches!(first[1], Event::Place { level: 0, .. }));
    let mut board = Vec::new();
    search.run(
        Limits {
            solutions: Some(1),
            steps: None,
        },
        &mut |path, _| board = btlab::solve::board_of(path, 200),
    );
    let stats = search.stats();
    assert_eq!(stats.solutions, 1);
    assert!(Queens::new(200).is_solution(&board), "{board:?}");
    assert!(stats.placements > 200 && stats.backtracks > 0, "{stats:?}");
}

#[test]
fn boards_past_32_take_the_course_s_orders_and_fast_to_a_first_solution_only() {
    let wide = AnyPuzzle::Queens(Queens::new(33));
    let narrow = AnyPuzzle::Queens(Queens::new(32));
    for strategy in Strategy::ALL {
        assert!(runs_on(&narrow, strategy, None), "{strategy:?}");
    }
    assert!(runs_on(&wide, Strategy::Classic, None));
    assert!(runs_on(&wide, Strategy::Shuffled { seed: 4 }, Some(1)));
    assert!(runs_on(&wide, Strategy::Fast, Some(1)));
    assert!(!runs_on(&wide, Strategy::Fast, None));
    assert!(!runs_on(&wide, Strategy::Fast, Some(2)));
    for strategy in [
        Strategy::Propagate,
        Strategy::Dutch,
        Strategy::Mrv,
        Strategy::Random { seed: 1 },
    ] {
        assert!(!runs_on(&wide, strategy, Some(1)), "{strategy:?}");
        assert!(stepper(&wide, strategy).is_none(), "{strategy:?}");
    }
    assert!(Queens::checked(MAX_QUEENS_BOARD).is_ok());
    let err = Queens::checked(MAX_QUEENS_BOARD + 1).unwrap_err();
    assert!(err.to_string().contains("1 to 1000"), "{err}");
}

#[test]
fn past_255_columns_only_fast_runs_to_a_first_solution_and_the_refusal_says_why() {
    let stepped = AnyPuzzle::Queens(Queens::new(MAX_STEPPED_QUEENS));
    let past = AnyPuzzle::Queens(Queens::new(MAX_STEPPED_QUEENS + 1));
    assert!(runs_on(&stepped, Strategy::Classic, Some(1)));
    assert!(runs_on(&past, Strategy::Fast, Some(1)));
    for strategy in [Strategy::Classic, Strategy::Shuffled { seed: 1 }] {
        assert!(!runs_on(&past, strategy, Some(1)), "{strategy:?}");
        assert!(stepper(&past, strategy).is_none(), "{strategy:?}");
        let why = refusal(&past, strategy, Some(1)).expect("refused");
        assert!(
            why.starts_with(
                "256 queens are past the 255 columns a move names: fast finds a first solution;"
            ),
            "{why}"
        );
    }
    let why = refusal(&past, Strategy::Fast, None).expect("refused");
    assert!(
        why.ends_with("fast does not run on them to more than one solution"),
        "{why}"
    );
}

/// One request as the worker serves it.
fn serve(session: &mut Option<Session>, request: Request) -> Reply {
    Session::handle(session, request, &|| 0.0)
}

fn start(session: &mut Option<Session>, n: usize, strategy: Strategy, mode: Mode) -> Reply {
    let puzzle = PuzzleSpec::Queens { n };
    serve(
        session,
        Request::Start {
            puzzle,
            strategy,
            mode,
        },
    )
}

/// The first solution the worker's `fast` finds for `n` queens, in one
/// slice.
fn fast_first(n: usize) -> Vec<u16> {
    let mut session = None;
    let started = start(&mut session, n, Strategy::Fast, Mode::First);
    assert_eq!(started, Reply::Started { stepping: false });
    let reply = serve(
        &mut session,
        Request::RunFor {
            millis: 1000.0,
            known: HeldByPage::default(),
        },
    );
    let Reply::Progress {
        stats,
        finished,
        mut solutions,
        ..
    } = reply
    else {
        panic!("{reply:?}")
    };
    assert!(finished);
    assert_eq!(stats.solutions, 1);
    assert_eq!(solutions.len(), 1);
    solutions.swap_remove(0).board
}

#[test]
fn the_worker_finds_1000_queens_by_fast_past_the_columns_a_byte_names() {
    let board = fast_first(MAX_QUEENS_BOARD);
    assert!(Queens::new(MAX_QUEENS_BOARD).is_solution(&board));
    assert!(board.iter().any(|&column| column > 255), "{board:?}");
    let mut session = None;
    let reply = start(&mut session, 1000, Strategy::Classic, Mode::First);
    let Reply::Failed { message } = reply else {
        panic!("{reply:?}")
    };
    assert!(
        message.contains("past the 255 columns a move names"),
        "{message}"
    );
}

#[test]
fn the_worker_solves_255_queens_by_fast_and_refuses_what_does_not_run() {
    let solution = fast_first(255);
    assert!(Queens::new(255).is_solution(&solution));

    for (strategy, mode) in [
        (Strategy::Fast, Mode::All),
        (Strategy::Mrv, Mode::First),
        (Strategy::Propagate, Mode::First),
    ] {
        let mut session = None;
        let reply = start(&mut session, 40, strategy, mode);
        let Reply::Failed { message } = reply else {
            panic!("{strategy:?} {mode:?}: {reply:?}")
        };
        assert!(message.contains("40 queens"), "{message}");
    }
    let mut session = None;
    let stepped = start(
        &mut session,
        120,
        Strategy::Shuffled { seed: 2 },
        Mode::First,
    );
    assert_eq!(stepped, Reply::Started { stepping: true });
}
