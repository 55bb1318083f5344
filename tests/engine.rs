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
                &mut |path| straight_solutions.push(path.to_vec()),
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
                &mut |_| {},
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
                        &mut |_| {},
                    );
                }
            }
            assert_eq!(chunked.stats(), stepped.stats(), "{s} in chunks");
        }
    }
}
