//! Thermometers on Sudoku: lines whose digits rise from the bulb. Every
//! strategy counts the solutions a brute force finds (every solution of
//! the grid without its thermometers, filtered by the rule), on random
//! thermometers over 4x4 and 6x6 grids; a thermometer refuses a digit as
//! soon as its line cannot rise, and says why; f-puzzles' thermometers
//! are read and written back; a broken thermometer is marked.

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

fn sudoku(givens: Vec<u8>, boxes: (usize, usize), thermometers: Vec<Vec<usize>>) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        thermometers,
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid puzzle"))
}

/// Every solution of the grid of `givens` with `boxes` and no thermometer.
fn plain_solutions(givens: &[u8], boxes: (usize, usize)) -> Vec<Vec<u8>> {
    brute_force::plain_solutions(&sudoku(givens.to_vec(), boxes, Vec::new()))
}

/// Whether `values` rise along every line.
fn rises(lines: &[Vec<usize>], values: &[u8]) -> bool {
    lines
        .iter()
        .all(|line| line.windows(2).all(|w| values[w[0]] < values[w[1]]))
}

/// One to three thermometers walked at random over `solution`, each step
/// to a neighbour (side or corner) with a larger digit: lines the
/// solution keeps, two to five cells long.
fn random_lines(solution: &[u8], side: usize, rng: &mut impl Rng) -> Vec<Vec<usize>> {
    let mut lines = Vec::new();
    for _ in 0..rng.gen_range(1..=3) {
        let mut line = vec![rng.gen_range(0..side * side)];
        while line.len() < rng.gen_range(2..=5) {
            let last = *line.last().unwrap();
            let next: Vec<usize> = brute_force::touching(last, side)
                .filter(|&n| solution[n] > solution[last] && !line.contains(&n))
                .collect();
            if next.is_empty() {
                break;
            }
            line.push(next[rng.gen_range(0..next.len())]);
        }
        if line.len() >= 2 {
            lines.push(line);
        }
    }
    lines
}

fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize), rounds: u64) {
    let side = boxes.0 * boxes.1;
    let plain = plain_solutions(givens, boxes);
    for seed in 0..rounds {
        let mut rng = Xoshiro256StarStar::seed_from_u64(seed);
        let solution = &plain[rng.gen_range(0..plain.len())];
        let lines = random_lines(solution, side, &mut rng);
        let puzzle = sudoku(givens.to_vec(), boxes, lines.clone());
        let keeps = |s: &[u8]| rises(&lines, s);
        brute_force::every_strategy_agrees(
            &puzzle,
            &plain,
            keeps,
            &format!("seed {seed}: {lines:?}"),
        );
    }
}

#[test]
fn every_strategy_counts_the_solutions_of_random_4x4_thermometers() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2), 40);
}

#[test]
fn every_strategy_counts_the_solutions_of_random_6x6_thermometers() {
    let givens = brute_force::six_givens();
    every_strategy_counts_what_brute_force_finds(&givens, (2, 3), 12);
}

#[test]
fn a_thermometer_refuses_a_digit_its_line_cannot_rise_from_and_says_why() {
    // r1c1 (bulb) → r1c2 → r2c3 on a 4x4.
    let AnyPuzzle::Sudoku(mut s) = sudoku(vec![0; 16], (2, 2), vec![vec![0, 1, 6]]) else {
        unreachable!()
    };
    // The bulb of three cells holds 1 or 2; the tip 3 or 4.
    assert!(s.consistent(0, 2) && !s.consistent(0, 3));
    assert!(!s.consistent(6, 2) && s.consistent(6, 3));
    let board = vec![0u8; 16];
    let place = Reason::Thermo {
        thermo: 0,
        at: None,
        low: 1,
        high: 2,
    };
    assert_eq!(s.why_not(&board, 0, 3), Some(place.clone()));
    // With 2 in the bulb, the tip two cells up needs 4.
    s.place(0, 2);
    let mut board = board;
    board[0] = 2;
    assert!(!s.consistent(6, 3) && s.consistent(6, 4));
    let at = Reason::Thermo {
        thermo: 0,
        at: Some((0, 2)),
        low: 4,
        high: 4,
    };
    assert_eq!(s.why_not(&board, 6, 3), Some(at.clone()));
    // Said in three languages, with the cells and the digits.
    let puzzle = AnyPuzzle::Sudoku(s.clone());
    let words = |lang| reject(&puzzle, Strategy::Classic, 6, 3, Some(&at), lang);
    assert_eq!(
        words(Lang::En),
        "On thermometer 1, whose digits rise from its bulb, r1c1 holds 2: so r2c3 can hold only 4 to 4, not 3."
    );
    assert!(
        words(Lang::De).starts_with(
            "Auf Thermometer 1, dessen Ziffern von der Kugel aus steigen, steht in r1c1 eine 2"
        ),
        "{}",
        words(Lang::De)
    );
    assert!(
        words(Lang::Nl).contains("in r2c3 past dus alleen 4 tot 4, niet 3"),
        "{}",
        words(Lang::Nl)
    );
    let placed = reject(&puzzle, Strategy::Classic, 0, 3, Some(&place), Lang::En);
    assert_eq!(
        placed,
        "On thermometer 1, whose digits rise from its bulb, r1c1 is cell 1 of 3: it can hold only 1 to 2, not 3."
    );
    assert!(
        reject(&puzzle, Strategy::Classic, 0, 3, Some(&place), Lang::Nl).contains("vakje 1 van 3")
    );
    assert!(
        reject(&puzzle, Strategy::Classic, 0, 3, Some(&place), Lang::De)
            .contains("das 1. von 3 Feldern")
    );
}

#[test]
fn a_broken_thermometer_is_marked_and_a_whole_one_is_not() {
    let puzzle = sudoku(vec![0; 16], (2, 2), vec![vec![0, 1, 6]]);
    let mut values = vec![0u8; 16];
    values[0] = 2;
    values[6] = 4;
    assert!(kind_of(&puzzle).broken_squares(&values).is_empty());
    values[1] = 2; // not above the bulb's 2
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![0, 1, 6]);
    values[1] = 0;
    values[0] = 3; // leaves no digit between the bulb and the tip's 4
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![0, 1, 6]);
    values[6] = 0; // a bulb of three cells holds at most 2 on a 4x4
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![0, 1, 6]);
}

#[test]
fn thermometers_that_break_the_rules_are_named() {
    let bad = |lines: Vec<Vec<usize>>| {
        let layout = Layout {
            thermometers: lines,
            ..Layout::default()
        };
        Sudoku::with_layout(vec![0; 16], layout)
            .unwrap_err()
            .to_string()
    };
    assert!(
        bad(vec![vec![0, 2]]).contains("thermometer 1: r1c3"),
        "{}",
        bad(vec![vec![0, 2]])
    );
    assert!(bad(vec![vec![0, 1], vec![5, 5]]).contains("thermometer 2: r2c2"));
    assert!(bad(vec![vec![0, 1, 2, 3, 7]]).contains("5 cells, more than the 4 digits"));
    assert!(bad(vec![vec![15, 16]]).contains("thermometer 1: 16"));
}

#[test]
fn fpuzzles_thermometers_are_read_and_written_back() {
    let doc = r##"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
        "thermometer":[{"lines":[["R1C1","R1C2","R2C3"],["R1C1","R2C1"]],"outlineC":"#CFCFCF"}]}"##;
    let puzzle = read_fpuzzles(doc).expect("a thermometer puzzle");
    let AnyPuzzle::Sudoku(s) = &puzzle else {
        unreachable!()
    };
    assert_eq!(s.layout().thermometers, vec![vec![0, 1, 6], vec![0, 4]]);
    let again = read_fpuzzles(&to_fpuzzles_json(&puzzle).unwrap()).unwrap();
    let AnyPuzzle::Sudoku(t) = &again else {
        unreachable!()
    };
    assert_eq!(t.layout(), s.layout());
    // Solo's game IDs and janko.at's Sudoku have none: refused, not lost.
    let lost = btlab::format::to_game_id(&puzzle).unwrap_err();
    assert!(
        lost.to_string()
            .contains("no thermometers, kropki dots, arrows, odd and even cells, anti-knight"),
        "{lost}"
    );
    assert!(btlab::format::to_janko(&puzzle)
        .unwrap_err()
        .to_string()
        .contains("would lose them"));
    // JSON, the page's own format, keeps them too.
    let json = kind_of(&puzzle).json();
    assert_eq!(json["thermometers"], serde_json::json!([[0, 1, 6], [0, 4]]));
}

#[test]
fn fast_proves_a_thermometer_sudoku_unique() {
    // A 6x6 whose thermometers and five givens leave one solution.
    let solution = plain_solutions(&[0; 36], (2, 3))[1234].clone();
    let mut rng = Xoshiro256StarStar::seed_from_u64(5);
    let mut lines = Vec::new();
    while lines.len() < 6 {
        lines.extend(
            random_lines(&solution, 6, &mut rng)
                .into_iter()
                .filter(|l| l.len() >= 3),
        );
    }
    let puzzle = sudoku(vec![0; 36], (2, 3), lines.clone());
    let count = |p: &AnyPuzzle, s| solve(p, s, Some(2), usize::MAX).stats.solutions;
    let mut givens = vec![0u8; 36];
    let mut cell = 0;
    while count(
        &sudoku(givens.clone(), (2, 3), lines.clone()),
        Strategy::Fast,
    ) > 1
    {
        givens[cell] = solution[cell];
        cell += 7;
        cell %= 36;
    }
    let unique = sudoku(givens, (2, 3), lines);
    assert_eq!(count(&unique, Strategy::Fast), 1);
    assert_eq!(count(&unique, Strategy::Propagate), 1);
    assert!(count(&puzzle, Strategy::Fast) >= 1);
}

#[test]
fn classic_on_the_presse_with_two_thermometers_is_first_refused_by_a_cells_place_on_a_line() {
    // The article's order places the givens at their own levels, so
    // r1c2 (the straight line's bulb) first holds 1, and r1c3's 2 fits
    // that line but not its place, third, on the line by corners.
    use btlab::engine::Event;
    use btlab::format::parse_line;
    let presse =
        "3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..";
    let layout = Layout {
        thermometers: vec![vec![1, 2], vec![18, 10, 2]],
        ..Layout::default()
    };
    let sudoku = Sudoku::with_layout(parse_line(presse).unwrap(), layout).unwrap();
    let puzzle = AnyPuzzle::Sudoku(sudoku.clone());
    let mut search = btlab::solve::stepper(&puzzle, Strategy::Classic).unwrap();
    let mut first = None;
    for _ in 0..200 {
        let event = search.step();
        if let Event::Reject { mv, .. } = event {
            let mut board = vec![0u8; 81];
            for m in search.path() {
                board[m.cell as usize] = m.value;
            }
            if let Some(why @ Reason::Thermo { .. }) =
                sudoku.why_not(&board, mv.cell as usize, u32::from(mv.value))
            {
                first = Some((mv, why, board[1]));
                break;
            }
        }
    }
    let (mv, why, r1c2) = first.expect("a refusal by a thermometer");
    assert_eq!((mv.cell, mv.value, r1c2), (2, 2, 1), "{why:?}");
    assert_eq!(
        why,
        Reason::Thermo {
            thermo: 1,
            at: None,
            low: 3,
            high: 9
        }
    );
}
