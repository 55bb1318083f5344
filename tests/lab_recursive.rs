//! The course text's recursive searches, read from `../shared/sources` at
//! run time and pasted into the Lab as they are (with the lines a reader
//! adds: the import of `shuffle`, the `is_complete` the lecture had, the
//! call at the end): watched in CPython through the Lab's watcher, their
//! tree replayed by the page's search on the page's board, as the Lab's
//! worker does with MicroPython or Pyodide.

mod common;

use common::cpython::CPython;

use btlab::engine::{Event, Move};
use btlab::lab::{compare, compare_solutions, stepper, Board, CheckOutcome};
use btlab::puzzles::{AnyPuzzle, Queens};
use btlab::solve::board_of;
use btlab::strategy::Strategy;

/// The course text's function `name`, from its `def` line to the text
/// that follows it.
fn course_function(name: &str) -> String {
    let text = common::source_containing("def solution_count(queens):", "the course text");
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .rposition(|l| l.starts_with(&format!("def {name}(")))
        .unwrap_or_else(|| panic!("the course's {name}"));
    let end = (start + 1..lines.len())
        .find(|&i| !lines[i].trim().is_empty() && !lines[i].starts_with(' '))
        .unwrap_or(lines.len());
    lines[start..end].join("\n").trim_end().to_string()
}

/// The course's program of `functions`, as a reader puts it together.
fn course_program(functions: &[&str], added: &str) -> String {
    let bodies: Vec<String> = functions.iter().map(|f| course_function(f)).collect();
    format!(
        "from random import shuffle\n\n{}\n\n{added}",
        bodies.join("\n\n")
    )
}

fn queens_program() -> String {
    course_program(
        &["solution_count", "is_safe", "place_next"],
        "def is_complete(queens):\n    return len(queens) == BOARD_SIZE\n\nprint(solution_count([]))\n",
    )
}

fn sudoku_program() -> String {
    let functions = [
        "print_puzzle",
        "is_complete",
        "is_valid",
        "all_valid",
        "non_zero_entries",
        "columns",
        "squares",
        "extensions",
        "zero_position",
        "copy",
        "is_solvable",
    ];
    course_program(&functions, "print(is_solvable(PUZZLE))\n")
}

/// What a replayed run showed: every event, counted.
struct Replayed {
    tries: u64,
    refusals: Vec<String>,
    solutions: u64,
    backs: u64,
    last_board: Vec<u8>,
}

fn replay(python: CPython, board: Board, cells: usize) -> Replayed {
    let mut search = stepper(python, board);
    let mut seen = Replayed {
        tries: 0,
        refusals: Vec::new(),
        solutions: 0,
        backs: 0,
        last_board: Vec::new(),
    };
    for _ in 0..1_000_000 {
        match search.step() {
            Event::Exhausted => break,
            Event::Try { .. } => seen.tries += 1,
            Event::Reject { .. } => seen.refusals.push(
                search
                    .learner_note()
                    .and_then(|n| n.reason)
                    .unwrap_or_default(),
            ),
            Event::Undo { .. } => seen.backs += 1,
            Event::Solution { .. } => {
                seen.solutions += 1;
                seen.last_board = btlab::solve::board_of(search.path(), cells);
            }
            _ => {}
        }
    }
    seen
}

#[test]
fn the_courses_queens_counter_is_watched_and_its_92_solutions_replayed() {
    let mut python = CPython::load_watched(&queens_program(), "N = 8\n");
    assert_eq!(python.printed().trim(), "92", "the program's own count");
    let (function, levels) = python.traced(true, &[0; 8]).unwrap();
    assert_eq!(function, "solution_count");
    assert_eq!(levels, (0..8).collect::<Vec<u16>>());
    let board = Board {
        cell_of_level: levels,
        max_value: 8,
    };
    let seen = replay(python, board, 8);
    assert_eq!(seen.solutions, 92);
    // place_next makes all 8 extensions of each safe partial solution:
    // every call but the first is a try.
    assert_eq!(seen.tries, 15_720);
    let first = &seen.refusals[0];
    assert!(
        first.starts_with("is_safe([") && first.ends_with("])"),
        "{first}"
    );
    let queens = AnyPuzzle::Queens(Queens::new(8));
    assert!(
        queens.is_solution(&seen.last_board),
        "{:?}",
        seen.last_board
    );
}

/// The givens of the sources' "Presse" Sudoku, as the page's Lab gives
/// them (`GRID`).
fn presse() -> Vec<u8> {
    let line = "3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..";
    line.bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect()
}

fn grid_global(givens: &[u8]) -> String {
    let values: Vec<String> = givens.iter().map(u8::to_string).collect();
    format!("GRID = [{}]\n", values.join(", "))
}

#[test]
fn the_courses_sudoku_by_copies_is_watched_on_the_page_s_grid() {
    let givens = presse();
    let mut python = CPython::load_watched(&sudoku_program(), &grid_global(&givens));
    let printed = python.printed();
    assert!(printed.trim_end().ends_with("True"), "{printed}");
    let (function, levels) = python.traced(false, &givens).unwrap();
    assert_eq!(function, "is_solvable");
    // The empty squares, in the order zero_position finds them.
    let empty: Vec<u16> = (0..81).filter(|&c| givens[c as usize] == 0).collect();
    assert_eq!(levels, empty);
    let seen = replay(
        python,
        Board {
            cell_of_level: levels,
            max_value: 9,
        },
        81,
    );
    assert_eq!(seen.solutions, 1);
    assert!(seen.backs > 0 && seen.tries > seen.refusals.len() as u64);
    assert!(
        seen.refusals[0].starts_with("is_valid([[3, "),
        "{}",
        seen.refusals[0]
    );
    // The solution printed by print_puzzle is the board's (its moves
    // fill the empty squares).
    let first_row: Vec<String> = (0..9)
        .map(|c| (givens[c] + seen.last_board[c]).to_string())
        .collect();
    assert!(
        printed.contains(&format!(" {}", first_row.join(" "))),
        "{printed}"
    );
    assert_eq!(first_row.join(""), "358419276");
}

#[test]
fn a_grid_of_the_program_s_own_is_named_where_it_differs_from_the_board() {
    let givens = presse();
    let mut own = givens.clone();
    own[10] = 7;
    let rows: Vec<String> = own
        .chunks(9)
        .map(|r| {
            format!(
                "[{}]",
                r.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
            )
        })
        .collect();
    let program = sudoku_program().replace(
        "print(is_solvable(PUZZLE))",
        &format!("PUZZLE = [{}]\nprint(is_solvable(PUZZLE))", rows.join(", ")),
    );
    let mut python = CPython::load_watched(&program, &grid_global(&givens));
    let problem = python.traced(false, &givens).unwrap_err();
    assert!(problem.contains("is_solvable|given|10|7"), "{problem}");
}

#[test]
fn the_download_of_a_recursive_search_runs_in_python_on_the_page_s_board() {
    let file = btlab::lab::python::download(&queens_program(), "N = 6\n");
    let out = std::process::Command::new("python3")
        .args(["-c", &file])
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // 6 queens: 4 solutions.
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "4");
}

#[test]
fn a_search_never_called_is_named() {
    let program = queens_program().replace("print(solution_count([]))\n", "");
    let mut python = CPython::load_watched(&program, "N = 8\n");
    let problem = python.traced(true, &[0; 8]).unwrap_err();
    assert!(problem.contains("|uncalled"), "{problem}");
}

#[test]
fn a_program_stopped_at_its_calls_is_replayed_up_to_there_and_says_so() {
    // The watcher keeps 100 calls here (300,000 in the Lab).
    let mut python = CPython::load_watched(&queens_program(), "N = 8\n_LAB_MOST_CALLS = 100\n");
    assert_eq!(
        python.printed(),
        "",
        "the program was stopped before it printed"
    );
    let (_, levels) = python.traced(true, &[0; 8]).unwrap();
    let mut search = stepper(
        python,
        Board {
            cell_of_level: levels,
            max_value: 8,
        },
    );
    let mut tries = 0;
    for _ in 0..10_000 {
        match search.step() {
            Event::Exhausted => break,
            Event::Try { .. } => tries += 1,
            _ => {}
        }
    }
    let failure = search
        .learner_note()
        .and_then(|n| n.failure)
        .expect("the stop is said");
    assert!(
        format!("{:?}", failure.error).contains("solution_count|cut|100"),
        "{failure:?}"
    );
    // The calls made before the stop, each a try, and the one stopped.
    assert_eq!(tries, 100);
}

#[test]
fn a_search_that_changes_one_list_in_place_is_watched_from_its_first_call() {
    // Our own counter: one list, a column appended before each call and
    // taken off after it.
    let mut python = CPython::load_watched(in_place_counter(), "N = 6\n");
    assert_eq!(python.printed().trim(), "4");
    let (function, levels) = python.traced(true, &[0; 6]).unwrap();
    assert_eq!(function, "count");
    let seen = replay(
        python,
        Board {
            cell_of_level: levels,
            max_value: 6,
        },
        6,
    );
    assert_eq!(seen.solutions, 4);
    assert!(
        seen.refusals[0].starts_with("safe(["),
        "{}",
        seen.refusals[0]
    );
}

/// Our own counter of queens: one list, a column appended before each
/// call and taken off after it.
fn in_place_counter() -> &'static str {
    "def safe(q):\n    r = len(q) - 1\n    for i in range(r):\n        if q[i] == q[r] or abs(q[i] - q[r]) == r - i:\n            return False\n    return True\n\n\ndef count(q):\n    if not safe(q):\n        return 0\n    if len(q) == BOARD_SIZE:\n        return 1\n    total = 0\n    for c in range(BOARD_SIZE):\n        q.append(c)\n        total += count(q)\n        q.pop()\n    return total\n\n\nprint(count([]))\n"
}

/// "Check my code" as the Lab's worker runs it on a watched recursive
/// search: the learner's replay beside the built-in classic search of
/// `n` queens, step by step or (`by_solutions`) by the solutions found.
fn check_watched(program: &str, n: usize, by_solutions: bool) -> CheckOutcome {
    let mut python = CPython::load_watched(program, &format!("N = {n}\n"));
    let (_, levels) = python.traced(true, &vec![0; n]).unwrap();
    let board = Board {
        cell_of_level: levels,
        max_value: n as u8,
    };
    let puzzle = AnyPuzzle::Queens(Queens::new(n));
    let mut ours = btlab::solve::stepper(&puzzle, Strategy::Classic).unwrap();
    let mut learner = stepper(python, board);
    let never = || false;
    if by_solutions {
        let keeps_rules = |path: &[Move]| puzzle.is_solution(&board_of(path, n));
        compare_solutions(
            learner.as_mut(),
            ours.as_mut(),
            &keeps_rules,
            None,
            1_000_000,
            &never,
        )
    } else {
        compare(learner.as_mut(), ours.as_mut(), None, 1_000_000, &never)
    }
}

#[test]
fn check_my_code_compares_a_watched_search_with_the_built_in_one() {
    // The course's counter shuffles its columns: its solutions are the
    // built-in search's 92, in another order.
    let outcome = check_watched(&queens_program(), 8, true);
    assert!(
        matches!(
            outcome,
            CheckOutcome::Solutions {
                learners: 92,
                ours: 92,
                complete: true,
                ..
            }
        ),
        "{outcome:?}"
    );
    // Step by step, the shuffled order parts from classic's columns in
    // order (every one of the 1,965 shuffles would have to leave its
    // columns in place for it not to).
    let shuffled = check_watched(&queens_program(), 8, false);
    assert!(
        matches!(shuffled, CheckOutcome::Differs { .. }),
        "{shuffled:?}"
    );
    // Our in-place counter tries the columns in order and its `safe`
    // refuses a column in the call: classic's events, one for one.
    let by_solutions = check_watched(in_place_counter(), 6, true);
    assert!(
        matches!(
            by_solutions,
            CheckOutcome::Solutions {
                learners: 4,
                ours: 4,
                complete: true,
                ..
            }
        ),
        "{by_solutions:?}"
    );
    let by_steps = check_watched(in_place_counter(), 6, false);
    assert_eq!(
        by_steps,
        CheckOutcome::Same {
            events: 1_945,
            solutions: 4,
            complete: true
        }
    );
}
