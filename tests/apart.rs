//! Anti-knight and anti-king on Sudoku: no digit a knight's (a king's)
//! move from itself. Every strategy counts the solutions a brute force
//! finds (every solution of the grid without the rule, filtered by it) on
//! 4x4 and 6x6 grids, with either rule and both; a digit a move away is
//! refused and said in three languages; the rules are read from and
//! written to f-puzzles and JSON, and said under the board.

mod common;

use btlab::format::{read_fpuzzles, to_fpuzzles_json};
use btlab::i18n::{Lang, T};
use btlab::kinds::kind_of;
use btlab::puzzles::{AnyPuzzle, Constraints, Layout, Reason, Sudoku};
use btlab::solve::solve;
use btlab::strategy::Strategy;
use btlab::teach::reject_sentence as reject;

use common::brute_force;

fn sudoku(givens: Vec<u8>, boxes: (usize, usize), knight: bool, king: bool) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        anti_knight: knight,
        anti_king: king,
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid puzzle"))
}

/// Whether no digit of full `values` stands again a move away.
fn apart(values: &[u8], side: usize, knight: bool, king: bool) -> bool {
    let mut steps: Vec<(i64, i64)> = Vec::new();
    if knight {
        steps.extend([(1, 2), (2, 1), (1, -2), (2, -1)]);
    }
    if king {
        steps.extend([(1, 1), (1, -1)]);
    }
    let n = side as i64;
    (0..values.len()).all(|c| {
        let (r, col) = ((c / side) as i64, (c % side) as i64);
        steps.iter().all(|&(dr, dc)| {
            let (r2, c2) = (r + dr, col + dc);
            !((0..n).contains(&r2) && (0..n).contains(&c2))
                || values[(r2 * n + c2) as usize] != values[c]
        })
    })
}

fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize)) {
    let side = boxes.0 * boxes.1;
    let plain = brute_force::plain_solutions(&sudoku(givens.to_vec(), boxes, false, false));
    for (knight, king) in [(true, false), (false, true), (true, true)] {
        let puzzle = sudoku(givens.to_vec(), boxes, knight, king);
        let wanted = plain
            .iter()
            .filter(|s| apart(s, side, knight, king))
            .count() as u64;
        for strategy in Strategy::ALL {
            let report = solve(&puzzle, strategy, None, usize::MAX);
            let what = format!("{strategy}, knight {knight}, king {king}");
            assert!(report.complete, "{what}");
            assert_eq!(report.stats.solutions, wanted, "{what}");
            for s in &report.solutions {
                assert!(
                    apart(s, side, knight, king) && puzzle.is_solution(s),
                    "{what}"
                );
            }
        }
    }
}

#[test]
fn every_strategy_counts_the_solutions_of_4x4_and_6x6_grids_apart() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2));
    every_strategy_counts_what_brute_force_finds(&brute_force::six_givens(), (2, 3));
}

#[test]
fn a_digit_a_move_away_is_refused_and_said() {
    let AnyPuzzle::Sudoku(mut s) = sudoku(vec![0; 81], (3, 3), true, true) else {
        unreachable!()
    };
    s.place(12, 5); // r2c4
    let mut board = vec![0u8; 81];
    board[12] = 5;
    // r1c2 a knight's move away, r1c3 a king's, both in another box.
    assert!(!s.consistent(1, 5) && !s.consistent(2, 5) && s.consistent(1, 4));
    let knight = Reason::Apart {
        at: 12,
        knight: true,
    };
    assert_eq!(s.why_not(&board, 1, 5), Some(knight.clone()));
    let puzzle = AnyPuzzle::Sudoku(s.clone());
    let words = |lang| reject(&puzzle, Strategy::Classic, 1, 5, Some(&knight), lang);
    assert_eq!(
        words(Lang::En),
        "r2c4 holds 5, a knight's move from r1c2: not 5."
    );
    assert_eq!(
        words(Lang::De),
        "In r2c4 steht 5, einen Rösselsprung von r1c2 entfernt: nicht 5."
    );
    assert_eq!(
        words(Lang::Nl),
        "In r2c4 staat 5, een paardensprong van r1c2: niet 5."
    );
    let king = Reason::Apart {
        at: 12,
        knight: false,
    };
    assert_eq!(s.why_not(&board, 2, 5), Some(king.clone()));
    assert_eq!(
        reject(&puzzle, Strategy::Classic, 2, 5, Some(&king), Lang::En),
        "r2c4 holds 5, a king's move from r1c3: not 5."
    );
    // Typed by hand, both digits are marked.
    let mut values = vec![0u8; 81];
    values[12] = 5;
    values[1] = 5;
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![1, 12]);
}

#[test]
fn the_rules_open_from_fpuzzles_and_json_are_written_back_and_said_under_the_board() {
    let row = format!("[{}]", ["{}"; 9].join(","));
    let doc = format!(
        r#"{{"size":9,"grid":[{}],"antiknight":true,"antiking":true}}"#,
        vec![row; 9].join(",")
    );
    let puzzle = read_fpuzzles(&doc).expect("anti-knight and anti-king");
    let AnyPuzzle::Sudoku(s) = &puzzle else {
        unreachable!()
    };
    assert!(s.layout().anti_knight && s.layout().anti_king);
    let written = to_fpuzzles_json(&puzzle).unwrap();
    assert!(written.contains(r#""antiknight":true"#), "{written}");
    let again = read_fpuzzles(&written).unwrap();
    let AnyPuzzle::Sudoku(t) = &again else {
        unreachable!()
    };
    assert_eq!(t.layout(), s.layout());
    let json = kind_of(&puzzle).json();
    assert_eq!(
        (json["anti_knight"].clone(), json["anti_king"].clone()),
        (true.into(), true.into())
    );
    assert!(
        btlab::format::to_game_id(&puzzle).is_err(),
        "Solo has neither"
    );
    assert_eq!(
        kind_of(&puzzle).unseen_rules(),
        vec![T::RulesAntiKnight, T::RulesAntiKing]
    );
    assert_eq!(
        Lang::En.t(T::RulesAntiKnight),
        "Anti-knight: no digit a knight's move from itself."
    );
    let plain = sudoku(vec![0; 16], (2, 2), false, false);
    assert!(kind_of(&plain).unseen_rules().is_empty());
}
