//! Odd and even cells on Sudoku: a grey circle holds an odd digit, a grey
//! square an even one. Every strategy counts the solutions a brute force
//! finds (every solution of the grid without the shades, filtered by
//! them), on random shades over 4x4 and 6x6 grids; a shade refuses a
//! digit of the other parity and says why in three languages; f-puzzles'
//! odd and even cells are read and written back; a broken shade is marked.

mod common;

use btlab::format::{read_fpuzzles, to_fpuzzles_json};
use btlab::i18n::Lang;
use btlab::kinds::kind_of;
use btlab::puzzles::{AnyPuzzle, Constraints, Layout, Reason, Sudoku};
use btlab::strategy::Strategy;
use btlab::teach::reject_sentence as reject;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256StarStar;

use common::brute_force;

fn sudoku(givens: Vec<u8>, boxes: (usize, usize), odd: Vec<usize>, even: Vec<usize>) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        odd,
        even,
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid puzzle"))
}

fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize), rounds: u64) {
    let side = boxes.0 * boxes.1;
    let plain = brute_force::plain_solutions(&sudoku(givens.to_vec(), boxes, vec![], vec![]));
    for seed in 0..rounds {
        let mut rng = Xoshiro256StarStar::seed_from_u64(seed);
        let solution = &plain[rng.gen_range(0..plain.len())];
        // A few cells shaded as the solution has them.
        let (mut odd, mut even) = (Vec::new(), Vec::new());
        for _ in 0..rng.gen_range(1..=side) {
            let cell = rng.gen_range(0..side * side);
            if odd.contains(&cell) || even.contains(&cell) {
                continue;
            }
            match solution[cell] % 2 {
                1 => odd.push(cell),
                _ => even.push(cell),
            }
        }
        let puzzle = sudoku(givens.to_vec(), boxes, odd.clone(), even.clone());
        let keeps =
            |s: &[u8]| odd.iter().all(|&c| s[c] % 2 == 1) && even.iter().all(|&c| s[c] % 2 == 0);
        let what = format!("seed {seed}: odd {odd:?}, even {even:?}");
        brute_force::every_strategy_agrees(&puzzle, &plain, keeps, &what);
    }
}

#[test]
fn every_strategy_counts_the_solutions_of_random_4x4_shades() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2), 40);
}

#[test]
fn every_strategy_counts_the_solutions_of_random_6x6_shades() {
    every_strategy_counts_what_brute_force_finds(&brute_force::six_givens(), (2, 3), 12);
}

#[test]
fn a_shade_refuses_a_digit_of_the_other_parity_and_says_why() {
    let AnyPuzzle::Sudoku(s) = sudoku(vec![0; 16], (2, 2), vec![0], vec![5]) else {
        unreachable!()
    };
    assert!(s.consistent(0, 3) && !s.consistent(0, 2));
    assert!(s.consistent(5, 4) && !s.consistent(5, 1));
    let board = vec![0u8; 16];
    let odd = Reason::Parity { odd: true };
    assert_eq!(s.why_not(&board, 0, 2), Some(odd.clone()));
    let puzzle = AnyPuzzle::Sudoku(s.clone());
    let words = |lang| reject(&puzzle, Strategy::Classic, 0, 2, Some(&odd), lang);
    assert_eq!(
        words(Lang::En),
        "r1c1 is shaded as odd (a grey circle): not 2."
    );
    assert_eq!(
        words(Lang::De),
        "r1c1 ist als ungerade markiert (grauer Kreis): nicht 2."
    );
    assert_eq!(
        words(Lang::Nl),
        "r1c1 is als oneven gemarkeerd (grijze cirkel): niet 2."
    );
    let even = Reason::Parity { odd: false };
    assert_eq!(
        reject(&puzzle, Strategy::Classic, 5, 1, Some(&even), Lang::En),
        "r2c2 is shaded as even (a grey square): not 1."
    );
}

#[test]
fn a_digit_of_the_other_parity_is_marked() {
    let puzzle = sudoku(vec![0; 16], (2, 2), vec![0], vec![5]);
    let mut values = vec![0u8; 16];
    values[0] = 3;
    values[5] = 2;
    assert!(kind_of(&puzzle).broken_squares(&values).is_empty());
    values[5] = 1;
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![5]);
}

#[test]
fn a_cell_shaded_twice_or_outside_is_named() {
    let bad = |odd: Vec<usize>, even: Vec<usize>| {
        let layout = Layout {
            odd,
            even,
            ..Layout::default()
        };
        Sudoku::with_layout(vec![0; 16], layout)
            .unwrap_err()
            .to_string()
    };
    assert!(bad(vec![3], vec![3]).contains("the odd or even cell r1c4"));
    assert!(bad(vec![16], vec![]).contains("cell 16 is outside"));
}

#[test]
fn fpuzzles_odd_and_even_cells_are_read_and_written_back() {
    let doc = r##"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
        "odd":[{"cell":"R1C1"},{"cell":"R4C4"}],"even":[{"cell":"R2C2"}]}"##;
    let puzzle = read_fpuzzles(doc).expect("a puzzle of shades");
    let AnyPuzzle::Sudoku(s) = &puzzle else {
        unreachable!()
    };
    assert_eq!(
        (&s.layout().odd, &s.layout().even),
        (&vec![0, 15], &vec![5])
    );
    let again = read_fpuzzles(&to_fpuzzles_json(&puzzle).unwrap()).unwrap();
    let AnyPuzzle::Sudoku(t) = &again else {
        unreachable!()
    };
    assert_eq!(t.layout(), s.layout());
    let lost = btlab::format::to_game_id(&puzzle).unwrap_err();
    assert!(lost.to_string().contains("odd and even cells"), "{lost}");
    let json = kind_of(&puzzle).json();
    assert_eq!(json["odd_cells"], serde_json::json!([0, 15]));
    assert_eq!(json["even_cells"], serde_json::json!([5]));
}
