//! Hints drawn from a Sudoku's rules beside its houses: a thermometer's
//! bounds, an arrow's sum, a kropki dot's or an X's or V's partners, a
//! little killer's bounds, a sandwich sum's places, each said in words.

use super::hint::find_hint;
use super::{HintReason, Solutions};
use crate::format::parse_puzzle;
use crate::i18n::{Lang, PlainNumbers};
use crate::kinds::Rule;
use crate::page::{Editor, Said};

/// The first hint on `doc`'s grid: its cell, value, reason, and its words
/// at the level that names the deduction (in `lang`).
fn first_hint(doc: &str, lang: Lang) -> (usize, u8, HintReason, String) {
    let e = Editor::new(parse_puzzle(doc).unwrap());
    let hint = find_hint(&e, &Solutions::Unknown).expect("a hint");
    let words = Said::Hint(hint, 2).text(e.puzzle(), lang, &PlainNumbers);
    (hint.cell, hint.value, hint.reason, words)
}

#[test]
fn a_thermometer_of_four_cells_on_a_4x4_starts_with_1() {
    let doc = r#"{"kind":"sudoku","givens":"................","thermometers":[[0,1,2,3]]}"#;
    let (cell, value, reason, words) = first_hint(doc, Lang::En);
    assert_eq!((cell, value), (0, 1));
    assert_eq!(reason, HintReason::Rule(Rule::Thermo(0)));
    assert_eq!(
        words,
        "By thermometer 1 (bulb at r1c1), r1c1 can only be 1."
    );
    let (.., words) = first_hint(doc, Lang::De);
    assert_eq!(
        words,
        "Durch das Thermometer 1 (Kugel bei r1c1) kann in r1c1 nur die 1 stehen."
    );
}

#[test]
fn an_arrow_whose_line_holds_a_given_3_has_3_in_its_circle() {
    // Circle r1c2, its line r2c3 (a given 3, in another box).
    let doc = r#"{"kind":"sudoku","givens":"......3.........","arrows":[[1,6]]}"#;
    let (cell, value, reason, words) = first_hint(doc, Lang::En);
    assert_eq!((cell, value), (1, 3));
    assert_eq!(reason, HintReason::Rule(Rule::Arrow(0)));
    assert_eq!(words, "By arrow 1 (circle at r1c2), r1c2 can only be 3.");
    let (.., words) = first_hint(doc, Lang::Nl);
    assert_eq!(
        words,
        "Door pijl 1 (cirkel bij r1c2) kan in r1c2 alleen de 3 staan."
    );
}

#[test]
fn a_black_dot_beside_a_given_4_leaves_2() {
    let doc = r#"{"kind":"sudoku","givens":".4..............","black_dots":[[0,1]]}"#;
    let (cell, value, reason, words) = first_hint(doc, Lang::En);
    assert_eq!((cell, value), (0, 2));
    assert_eq!(reason, HintReason::Rule(Rule::Dot(0)));
    assert_eq!(
        words,
        "By the black dot between r1c1 and r1c2, r1c1 can only be 2."
    );
}

#[test]
fn a_v_beside_a_given_4_leaves_1() {
    let doc = r#"{"kind":"sudoku","givens":".4..............","v_marks":[[0,1]]}"#;
    let (cell, value, reason, words) = first_hint(doc, Lang::En);
    assert_eq!((cell, value), (0, 1));
    assert_eq!(reason, HintReason::Rule(Rule::Dot(0)));
    assert_eq!(words, "By the V between r1c1 and r1c2, r1c1 can only be 1.");
    let (.., words) = first_hint(doc, Lang::De);
    assert!(
        words.starts_with("Durch das V zwischen r1c1 und r1c2"),
        "{words}"
    );
}

#[test]
fn a_little_killer_of_3_on_three_cells_leaves_each_a_1() {
    // Above column 1 of a 4x4, down and right: r1c2, r2c3, r3c4 sum to 3.
    let doc = r#"{"kind":"sudoku","givens":"................","little_killers":[{"at":[-1,0],"toward":[1,1],"sum":3}]}"#;
    let (cell, value, reason, words) = first_hint(doc, Lang::En);
    assert_eq!((cell, value), (1, 1));
    assert_eq!(reason, HintReason::Rule(Rule::LittleKiller(0)));
    assert_eq!(words, "By little killer 1 (↘3), r1c2 can only be 1.");
    let (.., words) = first_hint(doc, Lang::De);
    assert_eq!(
        words,
        "Durch den Little Killer 1 (↘3) kann in r1c2 nur die 1 stehen."
    );
}

#[test]
fn a_sandwich_of_0_beside_a_given_1_puts_the_4_next_to_it() {
    // Left of row 1 of a 4x4: 0 between its 1 (a given in r1c1) and its 4.
    let doc =
        r#"{"kind":"sudoku","givens":"1...............","sandwiches":[{"at":[0,-1],"sum":0}]}"#;
    let (cell, value, reason, words) = first_hint(doc, Lang::En);
    assert_eq!((cell, value), (1, 4));
    assert_eq!(reason, HintReason::Rule(Rule::Sandwich(0)));
    assert_eq!(words, "By the sandwich sum 0 of row 1, r1c2 can only be 4.");
    let (.., words) = first_hint(doc, Lang::Nl);
    assert_eq!(
        words,
        "Door de sandwichsom 0 van rij 1 kan in r1c2 alleen de 4 staan."
    );
}
