//! The engine: pinned event sequences, and `run` agreeing with `step`.

mod common;

use btlab::engine::{Event, Halt, Limits};
use btlab::format::event_text;
use btlab::puzzles::{AnyPuzzle, Queens};
use btlab::solve::stepper;
use btlab::strategy::Strategy;
use common::*;

fn trace_lines(puzzle: &AnyPuzzle, strategy: Strategy, steps: usize) -> Vec<String> {
    let mut search = stepper(puzzle, strategy).unwrap();
    (0..steps)
        .map(|_| {
            let e = search.step();
            format!("{}{}", "  ".repeat(e.level()), event_text(puzzle, &e))
        })
        .collect()
}

#[test]
fn first_twenty_events_of_classic_four_queens() {
    let expected = [
        "try r1c1",
        "place r1c1",
        "  try r2c1",
        "  reject r2c1",
        "  try r2c2",
        "  reject r2c2",
        "  try r2c3",
        "  place r2c3",
        "    try r3c1",
        "    reject r3c1",
        "    try r3c2",
        "    reject r3c2",
        "    try r3c3",
        "    reject r3c3",
        "    try r3c4",
        "    reject r3c4",
        "  undo r2c3",
        "  try r2c4",
        "  place r2c4",
        "    try r3c1",
    ];
    assert_eq!(
        trace_lines(&AnyPuzzle::Queens(Queens::new(4)), Strategy::Classic, 20),
        expected
    );
}

#[test]
fn classic_four_queens_whole_tree_counts() {
    let mut search = stepper(&AnyPuzzle::Queens(Queens::new(4)), Strategy::Classic).unwrap();
    let mut events = 0;
    while search.step() != Event::Exhausted {
        events += 1;
    }
    let s = search.stats();
    // Placements by row: 4 + 6 + 4 + 2 = 16, each undone. Levels entered:
    // the root and every placement in rows 1-3 (1 + 14), each trying all 4
    // columns: 60 attempts, of which 60 - 16 = 44 rejected.
    assert_eq!(
        (
            s.attempts,
            s.rejections,
            s.placements,
            s.backtracks,
            s.solutions,
            s.max_depth
        ),
        (60, 44, 16, 16, 2, 4)
    );
    assert_eq!(
        events,
        s.attempts + s.rejections + s.placements + s.backtracks + s.solutions
    );
    assert_eq!(search.step(), Event::Exhausted, "exhausted stays exhausted");
}

#[test]
fn presse_classic_starts_with_the_given() {
    let lines = trace_lines(&puzzle(PRESSE), Strategy::Classic, 6);
    assert_eq!(
        lines,
        [
            "try r1c1=3",
            "place r1c1=3",
            "  try r1c2=1",
            "  place r1c2=1",
            "    try r1c3=2",
            "    place r1c3=2"
        ]
    );
}

/// Counters after stepping one event at a time equal those of `run`, and a
/// run resumed after budgets equals one run straight through.
#[test]
fn run_agrees_with_step_and_budgets_resume() {
    let cases = [
        (AnyPuzzle::Queens(Queens::new(7)), None),
        (puzzle(PRESSE), Some(1)),
        (puzzle(KENDOKU_009), None),
        (puzzle("1..............."), None),
    ];
    for (p, limit) in cases {
        for s in [
            Strategy::Classic,
            Strategy::Propagate,
            Strategy::Mrv,
            Strategy::Random { seed: 1 },
        ] {
            let mut stepped = stepper(&p, s).unwrap();
            let mut stepped_solutions = vec![];
            loop {
                match stepped.step() {
                    Event::Solution { index } => {
                        stepped_solutions.push(stepped.path().to_vec());
                        if limit == Some(index) {
                            break;
                        }
                    }
                    Event::Exhausted => break,
                    _ => {}
                }
            }
            let mut straight = stepper(&p, s).unwrap();
            let mut straight_solutions = vec![];
            straight.run(
                Limits {
                    solutions: limit,
                    steps: None,
                },
                &mut |path, _| straight_solutions.push(path.to_vec()),
            );
            assert_eq!(straight.stats(), stepped.stats(), "{s}");
            assert_eq!(straight_solutions, stepped_solutions, "{s}");

            let mut chunked = stepper(&p, s).unwrap();
            let mut halts = 0;
            while chunked.run(
                Limits {
                    solutions: limit,
                    steps: Some(37),
                },
                &mut |_, _| {},
            ) == Halt::Budget
            {
                halts += 1;
                if halts % 3 == 0 {
                    // mix the straight run into a resumed search
                    chunked.run(
                        Limits {
                            solutions: limit,
                            steps: Some(5),
                        },
                        &mut |_, _| {},
                    );
                }
            }
            assert_eq!(chunked.stats(), stepped.stats(), "{s} in chunks");
        }
    }
}

/// `run_until` stops at exactly the asked event, from any state, and the
/// last event before it comes from `step`: a search run to K and stepped
/// once equals one stepped K + 1 times.
#[test]
fn run_until_stops_at_exactly_the_asked_step() {
    for (text, s) in [
        (PRESSE, Strategy::Classic),
        (KENDOKU_009, Strategy::Propagate),
        (r#"{"kind":"queens","n":6}"#, Strategy::Classic),
        ("1...............", Strategy::Random { seed: 3 }),
    ] {
        let p = puzzle(text);
        let mut stepped = stepper(&p, s).unwrap();
        let mut events = vec![];
        loop {
            let e = stepped.step();
            events.push(e);
            if e == Event::Exhausted || events.len() > 30_000 {
                break;
            }
        }
        let total = events.len() as u64;
        for stop in [0, 1, 2, 3, 4, 5, 17, 100, 999, total / 2, total - 1, total] {
            let stop = stop.min(total);
            let mut run = stepper(&p, s).unwrap();
            let mut found = vec![];
            run.run_until(stop, None, &mut |_, step| found.push(step));
            assert_eq!(run.step_index(), stop.min(total), "{s} to {stop}");
            let expected: Vec<u64> = events[..stop as usize]
                .iter()
                .enumerate()
                .filter(|(_, e)| matches!(e, Event::Solution { .. }))
                .map(|(i, _)| i as u64 + 1)
                .collect();
            assert_eq!(found, expected, "{s}: solutions and their steps to {stop}");
            if (stop as usize) < events.len() {
                assert_eq!(
                    run.step(),
                    events[stop as usize],
                    "{s}: the event after {stop}"
                );
            }
        }
    }
}

/// A snapshot goes on exactly as the search it was taken from, and the
/// counters per level add up to the totals.
#[test]
fn snapshots_go_on_alike_and_depth_counts_add_up() {
    for s in [
        Strategy::Classic,
        Strategy::Propagate,
        Strategy::Mrv,
        Strategy::Random { seed: 9 },
    ] {
        let p = puzzle(KENDOKU_009);
        let mut search = stepper(&p, s).unwrap();
        for _ in 0..777 {
            search.step();
        }
        let mut copy = search.snapshot();
        for _ in 0..2000 {
            assert_eq!(copy.step(), search.step(), "{s}");
        }
        assert_eq!(copy.stats(), search.stats());
        assert_eq!(copy.depth(), search.depth());
        // Mid-run, with levels still open, the counts per level add up too.
        let total = search.depth().total();
        assert_eq!(total.tries, search.stats().attempts, "{s}");
        assert_eq!(total.nodes, search.stats().placements, "{s}");
        search.run(Limits::default(), &mut |_, _| {});
        let (stats, depth) = (search.stats(), search.depth());
        let total = depth.total();
        assert_eq!(total.tries, stats.attempts, "{s}");
        assert_eq!(total.nodes, stats.placements, "{s}");
        if s == Strategy::Classic {
            assert!(total.dead_ends > 0, "{s}");
        }
        let deepest_node = depth.levels.iter().rposition(|l| l.nodes > 0).unwrap() as u64;
        assert_eq!(deepest_node + 1, stats.max_depth, "{s}");
        assert!(depth.reached() as u64 >= stats.max_depth, "{s}");
    }
}

/// The open levels list every candidate of a level and how many were taken.
#[test]
fn levels_show_the_candidates_of_the_path() {
    let p = AnyPuzzle::Queens(Queens::new(4));
    let mut search = stepper(&p, Strategy::Classic).unwrap();
    for _ in 0..8 {
        search.step(); // ... place r2c3
    }
    let levels = search.levels();
    assert_eq!(levels.len(), 2, "rows 1 and 2 are open");
    assert_eq!(levels[0].candidates.len(), 4);
    assert_eq!(levels[0].taken, 1, "r1: c1 taken");
    assert_eq!(levels[1].taken, 3, "r2: c1, c2 rejected, c3 placed");
    assert_eq!(search.path().len(), 2);
}
