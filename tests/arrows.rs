//! Arrows on Sudoku: the digit in the circle is the sum of the digits on
//! its line. Every strategy counts the solutions a brute force finds
//! (every solution of the grid without its arrows, filtered by the rule),
//! on random arrows over 4x4 and 6x6 grids; an arrow refuses a digit as
//! soon as its sum is out of reach, and says why in three languages;
//! f-puzzles' arrows are read and written back; a broken arrow is marked.

mod common;

use btlab::format::{read_fpuzzles, to_fpuzzles_json};
use btlab::i18n::Lang;
use btlab::kinds::kind_of;
use btlab::puzzles::{AnyPuzzle, Constraints, Layout, Reason, Sudoku};
use btlab::solve::solve;
use btlab::strategy::Strategy;
use btlab::teach::reject_sentence as reject;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256StarStar;

use common::brute_force;

fn sudoku(givens: Vec<u8>, boxes: (usize, usize), arrows: Vec<Vec<usize>>) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        arrows,
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid puzzle"))
}

/// Whether each circle holds the sum of its line on `values`.
fn adds_up(arrows: &[Vec<usize>], values: &[u8]) -> bool {
    arrows.iter().all(|arrow| {
        let line: u32 = arrow[1..].iter().map(|&c| u32::from(values[c])).sum();
        u32::from(values[arrow[0]]) == line
    })
}

/// One to three arrows walked at random over `solution`: a circle and a
/// line of neighbours (side or corner) whose digits add up to less than
/// the circle's, kept where they add up to it exactly.
fn random_arrows(solution: &[u8], side: usize, rng: &mut impl Rng) -> Vec<Vec<usize>> {
    let mut arrows = Vec::new();
    for _ in 0..rng.gen_range(1..=3) {
        let mut arrow = vec![rng.gen_range(0..side * side)];
        let circle = u32::from(solution[arrow[0]]);
        let mut sum = 0;
        while sum < circle {
            let last = *arrow.last().unwrap();
            let next: Vec<usize> = brute_force::touching(last, side)
                .filter(|&n| sum + u32::from(solution[n]) <= circle && !arrow.contains(&n))
                .collect();
            if next.is_empty() {
                break;
            }
            let n = next[rng.gen_range(0..next.len())];
            sum += u32::from(solution[n]);
            arrow.push(n);
        }
        if sum == circle && arrow.len() >= 2 {
            arrows.push(arrow);
        }
    }
    arrows
}

fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize), rounds: u64) {
    let side = boxes.0 * boxes.1;
    let plain = brute_force::plain_solutions(&sudoku(givens.to_vec(), boxes, Vec::new()));
    let mut tried = 0;
    for seed in 0..rounds * 4 {
        let mut rng = Xoshiro256StarStar::seed_from_u64(seed);
        let solution = &plain[rng.gen_range(0..plain.len())];
        let arrows = random_arrows(solution, side, &mut rng);
        if arrows.is_empty() {
            continue;
        }
        let puzzle = sudoku(givens.to_vec(), boxes, arrows.clone());
        let keeps = |s: &[u8]| adds_up(&arrows, s);
        let what = format!("seed {seed}: {arrows:?}");
        brute_force::every_strategy_agrees(&puzzle, &plain, keeps, &what);
        tried += 1;
        if tried == rounds {
            return;
        }
    }
    panic!("only {tried} of {rounds} layouts had an arrow");
}

#[test]
fn every_strategy_counts_the_solutions_of_random_4x4_arrows() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2), 40);
}

#[test]
fn every_strategy_counts_the_solutions_of_random_6x6_arrows() {
    every_strategy_counts_what_brute_force_finds(&brute_force::six_givens(), (2, 3), 12);
}

#[test]
fn an_arrow_refuses_a_digit_its_sum_cannot_take_and_says_why() {
    // Circle r1c1, line r1c2 → r2c3, on a 4x4.
    let AnyPuzzle::Sudoku(mut s) = sudoku(vec![0; 16], (2, 2), vec![vec![0, 1, 6]]) else {
        unreachable!()
    };
    // Two cells add up to at least 2; a 4x4's circle holds at most 4.
    assert!(!s.consistent(0, 1) && s.consistent(0, 2));
    assert!(s.consistent(1, 3) && !s.consistent(1, 4));
    s.place(0, 3);
    let mut board = vec![0u8; 16];
    board[0] = 3;
    assert!(s.consistent(6, 2) && !s.consistent(6, 3));
    let reason = Reason::Arrow {
        arrow: 0,
        low: 1,
        high: 2,
    };
    assert_eq!(s.why_not(&board, 6, 3), Some(reason.clone()));
    let puzzle = AnyPuzzle::Sudoku(s.clone());
    let words = |lang| reject(&puzzle, Strategy::Classic, 6, 3, Some(&reason), lang);
    assert_eq!(
        words(Lang::En),
        "The circle of arrow 1 (r1c1) holds the sum of the digits on its line: with the digits placed, r2c3 can hold only 1 to 2, not 3."
    );
    assert!(
        words(Lang::De).contains("kann r2c3 nur 1 bis 2 enthalten, nicht 3"),
        "{}",
        words(Lang::De)
    );
    assert!(
        words(Lang::Nl).contains("kan r2c3 alleen 1 tot 2 bevatten, niet 3"),
        "{}",
        words(Lang::Nl)
    );
    // With 1 placed too, the circle's 3 leaves r2c3 only 2.
    s.place(1, 1);
    board[1] = 1;
    assert!(s.consistent(6, 2) && !s.consistent(6, 1));
    let none = Reason::Arrow {
        arrow: 0,
        low: 3,
        high: 2,
    };
    assert!(
        reject(&puzzle, Strategy::Classic, 6, 1, Some(&none), Lang::En)
            .contains("r2c3 can hold no digit, not 1")
    );
}

#[test]
fn a_broken_arrow_is_marked_and_a_whole_one_is_not() {
    let puzzle = sudoku(vec![0; 16], (2, 2), vec![vec![0, 1, 6]]);
    let mut values = vec![0u8; 16];
    values[0] = 4;
    values[1] = 1;
    assert!(kind_of(&puzzle).broken_squares(&values).is_empty());
    values[6] = 2; // 1 + 2 is not 4
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![0, 1, 6]);
    values[6] = 0;
    values[1] = 4; // leaves nothing for r2c3
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![0, 1, 6]);
}

#[test]
fn arrows_that_break_the_rules_are_named() {
    let bad = |arrows: Vec<Vec<usize>>| {
        let layout = Layout {
            arrows,
            ..Layout::default()
        };
        Sudoku::with_layout(vec![0; 16], layout)
            .unwrap_err()
            .to_string()
    };
    assert!(bad(vec![vec![0, 2]]).contains("arrow 1: r1c3"));
    assert!(bad(vec![vec![0, 1], vec![5]]).contains("arrow 2 has a circle and no line"));
    assert!(bad(vec![vec![15, 16]]).contains("arrow 1: 16"));
}

#[test]
fn fpuzzles_arrows_are_read_and_written_back() {
    let doc = r##"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
        "arrow":[{"lines":[["R1C1","R1C2","R2C3"]],"cells":["R1C1"]},{"lines":[["R4C4","R4C3"]],"cells":["R4C4"]}]}"##;
    let puzzle = read_fpuzzles(doc).expect("an arrow puzzle");
    let AnyPuzzle::Sudoku(s) = &puzzle else {
        unreachable!()
    };
    assert_eq!(s.layout().arrows, vec![vec![0, 1, 6], vec![15, 14]]);
    let again = read_fpuzzles(&to_fpuzzles_json(&puzzle).unwrap()).unwrap();
    let AnyPuzzle::Sudoku(t) = &again else {
        unreachable!()
    };
    assert_eq!(t.layout(), s.layout());
    // A pill (a circle of two cells) is named.
    let pill = doc.replace(r#""cells":["R1C1"]"#, r#""cells":["R1C1","R2C1"]"#);
    let err = read_fpuzzles(&pill).unwrap_err().to_string();
    assert!(err.contains("arrow with a circle of 2 cells"), "{err}");
    // A branching arrow: each line adds up to the circle, an arrow each;
    // written back as one arrow with its two lines.
    let branches = doc.replace(
        r#"["R1C1","R1C2","R2C3"]]"#,
        r#"["R1C1","R1C2","R1C3"],["R1C1","R2C1","R3C1"]]"#,
    );
    let branching = read_fpuzzles(&branches).unwrap();
    let AnyPuzzle::Sudoku(b) = &branching else {
        unreachable!()
    };
    assert_eq!(
        b.layout().arrows,
        vec![vec![0, 1, 2], vec![0, 4, 8], vec![15, 14]]
    );
    let written = to_fpuzzles_json(&branching).unwrap();
    let json: serde_json::Value = serde_json::from_str(&written).unwrap();
    assert_eq!(json["arrow"].as_array().map(Vec::len), Some(2), "{written}");
    assert_eq!(json["arrow"][0]["lines"].as_array().map(Vec::len), Some(2));
    assert_eq!(read_fpuzzles(&written).unwrap().spec(), branching.spec());
    let mut values = vec![0u8; 16];
    (values[0], values[1], values[2], values[4], values[8]) = (3, 1, 2, 2, 1);
    assert!(kind_of(&branching).broken_squares(&values).is_empty());
    values[8] = 4;
    let broken = kind_of(&branching).broken_squares(&values);
    assert_eq!(broken, vec![0, 4, 8], "2 + 4 on the second branch is not 3");
    // Solo's game IDs have none: refused, not lost; JSON keeps them.
    let lost = btlab::format::to_game_id(&puzzle).unwrap_err();
    assert!(
        lost.to_string().contains("arrows, odd and even cells"),
        "{lost}"
    );
    let json = kind_of(&puzzle).json();
    assert_eq!(json["arrows"], serde_json::json!([[0, 1, 6], [15, 14]]));
}

#[test]
fn fast_and_propagate_agree_on_a_9x9_arrow_sudoku() {
    // The article's Presse with its first two rows' givens taken out and
    // four arrows over its solution put in: every solution the two count
    // keeps the arrows, and they count the same.
    let presse = btlab::format::parse_puzzle(btlab::library::LIBRARY[0].1).unwrap();
    let AnyPuzzle::Sudoku(p) = &presse else {
        unreachable!()
    };
    let solution = &solve(&presse, Strategy::Fast, Some(1), 1).solutions[0];
    let mut givens = p.givens().to_vec();
    givens[..18].fill(0);
    let mut rng = Xoshiro256StarStar::seed_from_u64(3);
    let mut arrows = Vec::new();
    while arrows.len() < 4 {
        arrows.extend(random_arrows(solution, 9, &mut rng));
    }
    let puzzle = sudoku(givens, (3, 3), arrows.clone());
    let count = |strategy| {
        let report = solve(&puzzle, strategy, None, usize::MAX);
        assert!(report.complete, "{strategy}");
        for s in &report.solutions {
            assert!(adds_up(&arrows, s) && puzzle.is_solution(s), "{strategy}");
        }
        report.stats.solutions
    };
    let fast = count(Strategy::Fast);
    assert!(fast >= 1, "{arrows:?}");
    assert_eq!(count(Strategy::Propagate), fast, "{arrows:?}");
}
