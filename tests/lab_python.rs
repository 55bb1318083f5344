//! The Lab's prefilled Python, run natively in CPython through the same
//! bridge the page's MicroPython runs (`lab::python::BRIDGE`), drives the
//! search exactly as the built-in classic strategy does: event by event
//! on smaller runs (6 queens to the end, the Presse puzzle's first
//! 20,000 events). The methods are called over a pipe, one line a call.

mod common;

use common::cpython::CPython;
use std::process::Command;

use btlab::engine::Event;
use btlab::format::parse_puzzle;
use btlab::i18n::{Lang, T};
use btlab::lab::{stepper, Board, LabError};
use btlab::page::lab::{globals, prefilled};
use btlab::page::LabKind;
use btlab::puzzles::{AnyPuzzle, Queens, Sudoku};
use btlab::solve::stepper as built_in;
use btlab::strategy::Strategy;

const PRESSE: &str =
    "3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..";

/// The first `most` events of the prefilled code on `puzzle` and of the
/// built-in classic strategy, side by side.
fn same_events(kind: LabKind, puzzle: AnyPuzzle, levels: usize, max_value: u8, most: usize) {
    let python = CPython::load(&prefilled(kind, Lang::En), &globals(&puzzle));
    let board = Board {
        cell_of_level: (0..levels as u16).collect(),
        max_value,
    };
    let mut learners = stepper(python, board);
    let mut ours = built_in(&puzzle, Strategy::Classic).unwrap();
    for step in 1..=most {
        let event = ours.step();
        assert_eq!(learners.step(), event, "step {step}");
        if event == Event::Exhausted {
            break;
        }
    }
    assert_eq!(learners.stats(), ours.stats());
    assert_eq!(learners.learner_note().unwrap().failure, None);
}

#[test]
fn the_prefilled_queens_give_classics_events_to_the_end() {
    same_events(
        LabKind::Queens,
        AnyPuzzle::Queens(Queens::new(6)),
        6,
        6,
        10_000,
    );
}

#[test]
fn the_prefilled_sudoku_gives_classics_first_20000_events_on_presse() {
    let givens = PRESSE
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let sudoku = AnyPuzzle::Sudoku(Sudoku::new(givens).unwrap());
    same_events(LabKind::Sudoku, sudoku, 81, 9, 20_000);
}

#[test]
fn the_prefilled_kendoku_gives_classics_events_with_givens_and_cages_in_any_order() {
    use btlab::library::LIBRARY;
    for (name, most) in [(T::LibKendoku009, 100_000), (T::LibKendoku9, 20_000)] {
        let (_, json) = LIBRARY.iter().find(|(t, _)| *t == name).unwrap();
        let puzzle = parse_puzzle(json).unwrap();
        let AnyPuzzle::Kendoku(k) = &puzzle else {
            panic!("a Kendoku")
        };
        let side = k.side();
        same_events(
            LabKind::Kendoku,
            puzzle.clone(),
            side * side,
            side as u8,
            most,
        );
    }
}

#[test]
fn the_prefilled_sudoku_x_gives_classics_events_to_the_end_and_the_exercise_does_not() {
    // The solution of `btlab generate sudoku --diagonals --seed 7`, its
    // last four rows left empty: the diagonals decide there.
    let json = r#"{"diagonals":true,"givens":"958346712162579834473218965689154273241783596....................................","kind":"sudoku"}"#;
    let puzzle = parse_puzzle(json).unwrap();
    assert_eq!(LabKind::of(&puzzle), Some(LabKind::SudokuX));
    same_events(LabKind::SudokuX, puzzle.clone(), 81, 9, 100_000);
    // The exercise's code, without the diagonals, goes another way.
    let exercise = btlab::page::lab::EXERCISES
        .iter()
        .find(|e| e.kind == LabKind::SudokuX)
        .unwrap();
    let python = CPython::load(&exercise.start(Lang::En), &globals(&puzzle));
    let board = Board {
        cell_of_level: (0..81).collect(),
        max_value: 9,
    };
    let mut learners = stepper(python, board);
    let mut ours = built_in(&puzzle, Strategy::Classic).unwrap();
    let differs = (0..20_000).any(|_| learners.step() != ours.step());
    assert!(differs, "without the diagonals, other steps");
}

/// A string the driver printed with `repr`, read back (the bridge's
/// lines hold newlines and unit separators).
fn unrepr(printed: &str) -> String {
    printed
        .trim_matches('\'')
        .replace("\\n", "\n")
        .replace("\\x1f", "\u{1f}")
}

#[test]
fn the_learners_own_puzzles_declare_their_boards_and_find_their_solutions() {
    use btlab::lab::DeclaredBoard;
    use btlab::page::lab::OwnPuzzle;
    // Solutions and attempts as the skeleton's own `solve()` counts them
    // in CPython (the page's search counts the same attempts).
    let expected = [
        (OwnPuzzle::LatinSquare, (4, 4), 576, 20_420),
        (OwnPuzzle::MagicSquare, (3, 3), 8, 9_505),
        (OwnPuzzle::MapColouring, (1, 7), 18, 102),
        (OwnPuzzle::SubsetSum, (1, 6), 2, 40),
    ];
    for (own, (rows, cols), solutions, attempts) in expected {
        for lang in [Lang::En, Lang::De, Lang::Nl] {
            let code = prefilled(LabKind::Own(own), lang);
            assert!(
                !code.contains('«'),
                "{own:?} {lang:?}: a text not filled in"
            );
            let mut python = CPython::load(&code, "");
            let lines = unrepr(&python.call("declared").unwrap());
            let declared = DeclaredBoard::read(&lines).unwrap();
            assert_eq!((declared.rows, declared.cols), (rows, cols), "{own:?}");
            let mut learners = stepper(python, declared.board());
            let mut found = 0;
            loop {
                match learners.step() {
                    Event::Solution { .. } => found += 1,
                    Event::Exhausted => break,
                    _ => {}
                }
            }
            assert_eq!(found, solutions, "{own:?} {lang:?}");
            assert_eq!(learners.stats().attempts, attempts, "{own:?} {lang:?}");
            assert_eq!(learners.learner_note().unwrap().failure, None);
        }
    }
}

#[test]
fn a_board_declared_wrongly_is_named_by_its_declaration() {
    use btlab::lab::{DeclaredBoard, DeclaredProblem};
    // A puzzle that loads, so that only its declarations are wrong.
    let skeleton_only =
        "class P(Backtrack):\n    moves = valid = record = undo = done = None\n\npuzzle = P()\n";
    for (declarations, expected) in [
        ("COLS = 3\nVALUES = [1]\n", "LabMissing ROWS"),
        (
            "ROWS = '3'\nCOLS = 3\nVALUES = [1]\n",
            "LabWrongType ROWS:int|str",
        ),
        (
            "ROWS = 2\nCOLS = 2\nVALUES = 5\n",
            "LabWrongType VALUES:list|int",
        ),
    ] {
        let mut python = CPython::load(&format!("{declarations}{skeleton_only}"), "");
        let answer = python.call("declared").unwrap_err();
        let LabError::Raised { message, .. } = answer else {
            panic!("an error")
        };
        assert!(message.contains(expected), "{message}");
    }
    let mut python = CPython::load(
        &format!("ROWS = 2\nCOLS = 2\nVALUES = [1, 2]\nLEVELS = [0, 4]\n{skeleton_only}"),
        "",
    );
    let lines = unrepr(&python.call("declared").unwrap());
    assert_eq!(
        DeclaredBoard::read(&lines),
        Err(DeclaredProblem::LevelOutside {
            level: 1,
            square: 4,
            last: 3
        })
    );
}

/// Our own program in the German article's style (`from backtrack import
/// Backtrack`, dictionary givens, the constructor call at the bottom), its
/// typographic dash replaced as the Lab's one click does.
fn article_style_sudoku() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/lab/article_style_sudoku.py"
    );
    let code = std::fs::read_to_string(path).unwrap();
    assert!(code.contains('\u{2013}'), "copied from a web page");
    btlab::page::lab::replace_pasted(&code)
}

#[test]
fn an_article_style_program_declares_its_square_and_gives_classics_events_on_presse() {
    let code = article_style_sudoku();
    let mut python = CPython::load(&code, "");
    let board = python.declared_board();
    assert_eq!((board.rows, board.cols), (9, 9));
    assert!(board.done_after_record, "done is asked after record");
    let mut learners = stepper(python, board.board());
    let givens = PRESSE
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let sudoku = AnyPuzzle::Sudoku(Sudoku::new(givens).unwrap());
    let mut ours = built_in(&sudoku, Strategy::Classic).unwrap();
    for step in 1..=20_000 {
        assert_eq!(learners.step(), ours.step(), "step {step}");
    }
    assert_eq!(learners.stats(), ours.stats());
}

#[test]
fn an_article_style_program_on_4x4_finds_classics_solution_with_its_done_after_record() {
    let code = article_style_sudoku().replace("size = 9", "size = 4");
    let start = code.find("givens = {").unwrap();
    let end = start + code[start..].find('}').unwrap() + 1;
    let code = format!(
        "{}givens = {{0: 1, 8: 3, 11: 4, 15: 2}}{}",
        &code[..start],
        &code[end..]
    );
    let board = Board {
        cell_of_level: (0..16).collect(),
        max_value: 4,
    };
    let mut learners = stepper(CPython::load(&code, ""), board);
    let puzzle = btlab::format::parse_puzzle("1.......3..4...2").unwrap();
    let mut ours = built_in(&puzzle, Strategy::Classic).unwrap();
    for step in 1..=10_000 {
        let event = ours.step();
        assert_eq!(learners.step(), event, "step {step}");
        if event == Event::Exhausted {
            break;
        }
    }
    assert_eq!(learners.stats(), ours.stats());
    assert_eq!(learners.stats().solutions, 1);
    // Downloaded, it runs in a normal Python as beside the article's own
    // module: the same attempts, printed as the article prints them.
    let file = btlab::lab::python::download(&code, "");
    let run = Command::new("python3")
        .args(["-c", &file])
        .output()
        .unwrap();
    let printed = String::from_utf8(run.stdout).unwrap();
    assert!(
        printed.starts_with("Solution   1\n[1, 4, 2, 3]\n"),
        "{printed}"
    );
    let attempts = format!("\n{} attempts in ", ours.stats().attempts);
    assert!(printed.contains(&attempts), "{printed}");
}

#[test]
fn an_article_style_board_is_drawn_as_its_puzzle_kendokus_cages_and_sudokus_boxes() {
    // The Sudoku's square of side 9 has its boxes.
    let mut sudoku = CPython::load(&article_style_sudoku(), "");
    let Some(AnyPuzzle::Sudoku(boxes)) = sudoku.declared_board().drawn_as() else {
        panic!("the article's Sudoku is drawn with its boxes");
    };
    assert_eq!(boxes.side(), 9);
    assert_eq!(boxes.region_of()[30], 4, "r4c4 in the middle box");
    // The Kendoku's cages, as its `kendoku` names them.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/lab/article_style_kendoku.py"
    );
    let code = std::fs::read_to_string(path).unwrap();
    let mut python = CPython::load(&code, "");
    let board = python.declared_board();
    assert_eq!((board.rows, board.cols), (4, 4));
    assert_eq!(board.cages.len(), 7);
    let Some(AnyPuzzle::Kendoku(cages)) = board.drawn_as() else {
        panic!("the article's Kendoku is drawn with its cages");
    };
    assert_eq!(cages.cages()[1].target, 12);
    assert_eq!(cages.cage_of(13), 5, "r4c2 in the sixth cage, 8+");
    // And the search is the program's own: its first solution.
    let mut learners = stepper(python, board.board());
    let first = (0..10_000)
        .map(|_| learners.step())
        .position(|e| matches!(e, Event::Solution { .. }))
        .expect("a solution");
    assert!(first > 16, "found after {first} steps");
}

#[test]
fn an_article_style_vector_of_54_squares_is_declared_as_the_star() {
    // Only its board matters here: a vector of the star's 54 squares.
    let code = "from backtrack import Backtrack\n\n\
                class Star(Backtrack):\n    size = 9\n\n    \
                def __init__(self, test=False, showAttempts=False):\n        \
                self.vector = [None] * 54\n        super().__init__(test, showAttempts)\n\n    \
                def moves(self, level):\n        return list(range(1, 10))\n\n    \
                def valid(self, level, move):\n        return True\n\n    \
                def record(self, level, move):\n        self.vector[level] = move\n\n    \
                def undo(self, level, move):\n        self.vector[level] = None\n\n    \
                def done(self, level):\n        return level == 53\n\n\
                Star()\n";
    let board = CPython::load(code, "").declared_board();
    assert!(board.star, "the star");
    assert_eq!(board.squares(), 54);
    assert_eq!(board.levels.len(), 54);
    assert!(matches!(board.drawn_as(), Some(AnyPuzzle::Star(_))));
}
