//! The rules, check and hints of Tents by hand, at fixed positions.
use super::*;
use crate::format::parse_puzzle;
use crate::kinds::hand::solutions_of;
use crate::puzzles::AnyPuzzle;

/// A Tents board and the person's marks on it.
struct Camp {
    puzzle: AnyPuzzle,
    marks: Vec<u8>,
}

impl Camp {
    fn puzzle(&self) -> &AnyPuzzle {
        &self.puzzle
    }

    fn camp(&self) -> &[u8] {
        &self.marks
    }

    fn mark(&mut self, square: usize, mark: CampMark) -> Result<(), ()> {
        *self.marks.get_mut(square).ok_or(())? = mark as u8;
        Ok(())
    }
}

/// Trees on r1c2 and r3c3; the one solution: tents on r1c1 and r4c3.
fn camp() -> Camp {
    let doc = r#"{"kind":"tents","rows":4,"cols":4,"trees":[[0,1],[2,2]],"row_counts":[1,0,0,1],"col_counts":[1,0,1,0]}"#;
    let puzzle = parse_puzzle(doc).unwrap();
    let marks = vec![0; 16];
    Camp { puzzle, marks }
}

fn tents(e: &Camp) -> &Tents {
    match e.puzzle() {
        AnyPuzzle::Tents(t) => t,
        _ => unreachable!(),
    }
}

fn entries(marks: &[u8]) -> Entries<'_> {
    Entries { values: &[], marks }
}

fn check(tents: &Tents, marks: &[u8], solutions: &Solutions) -> CheckOutcome {
    tents.check_by_hand(entries(marks), solutions).unwrap()
}

fn camp_hint(tents: &Tents, marks: &[u8], solutions: &Solutions) -> Option<Hint> {
    tents.hint_by_hand(entries(marks), solutions).unwrap()
}

fn solved(tents: &Tents, marks: &[u8]) -> bool {
    tents.solved_by_hand(entries(marks)).unwrap()
}

#[test]
fn tents_that_touch_or_stand_beside_no_tree_break_the_rules_and_so_do_counts() {
    let mut e = camp();
    for sq in [0, 5, 12] {
        e.mark(sq, CampMark::Tent).unwrap();
    }
    // r1c1 and r2c2 touch; r4c1 is beside no tree.
    assert_eq!(broken_squares(tents(&e), e.camp()), vec![0, 5, 12]);
    let lines = broken_lines(tents(&e), e.camp());
    assert!(
        lines.contains(&(Side::Right, 1)),
        "row 2 wants no tent: {lines:?}"
    );
    assert!(
        lines.contains(&(Side::Bottom, 1)),
        "column 2 wants none: {lines:?}"
    );
    // Grass on every square of row 4 that could take its tent.
    let mut e = camp();
    e.mark(14, CampMark::Grass).unwrap();
    assert_eq!(broken_lines(tents(&e), e.camp()), vec![(Side::Right, 3)]);
}

#[test]
fn a_check_marks_a_tent_the_solution_does_not_have() {
    let mut e = camp();
    let solutions = solutions_of(e.puzzle());
    assert_eq!(check(tents(&e), e.camp(), &solutions).0, Checked::Nothing);
    e.mark(0, CampMark::Tent).unwrap();
    let right = check(tents(&e), e.camp(), &solutions);
    assert_eq!(
        right,
        (
            Checked::Right {
                entries: 1,
                left: 1
            },
            Vec::new()
        )
    );
    e.mark(2, CampMark::Tent).unwrap();
    let wrong = check(tents(&e), e.camp(), &solutions);
    assert_eq!(wrong, (Checked::Wrong { count: 1 }, vec![(2, 1)]));
}

#[test]
fn hints_reason_from_the_rules_and_solve_the_camp() {
    let mut e = camp();
    let solutions = solutions_of(e.puzzle());
    let first = camp_hint(tents(&e), e.camp(), &solutions).unwrap();
    assert_eq!(
        (first.cell, first.value, first.reason),
        (
            3,
            CampMark::Grass as u8,
            HintReason::Camp(CampReason::NoTree)
        )
    );
    let mut reasons = Vec::new();
    while let Some(hint) = camp_hint(tents(&e), e.camp(), &solutions) {
        reasons.push(hint.reason);
        e.mark(hint.cell, CampMark::of(hint.value)).unwrap();
        assert!(reasons.len() < 20, "the hints come to an end: {reasons:?}");
        if solved(tents(&e), e.camp()) {
            break;
        }
    }
    assert!(solved(tents(&e), e.camp()), "{reasons:?}");
    assert!(!reasons.contains(&HintReason::FromSolution), "{reasons:?}");
    assert!(reasons
        .iter()
        .any(|r| matches!(r, HintReason::Camp(CampReason::OnlySpot(_)))));
    assert!(reasons
        .iter()
        .any(|r| matches!(r, HintReason::Camp(CampReason::LineFull(_)))));
}

#[test]
fn a_row_with_its_tents_makes_its_last_free_square_grass_in_words() {
    let mut e = camp();
    let solutions = solutions_of(e.puzzle());
    e.mark(0, CampMark::Tent).unwrap();
    for sq in [3, 4, 5, 7, 8, 12, 13, 15] {
        e.mark(sq, CampMark::Grass).unwrap();
    }
    let hint = camp_hint(tents(&e), e.camp(), &solutions).unwrap();
    let row = HouseKind::Row(0);
    assert_eq!(
        (hint.cell, hint.value, hint.reason),
        (
            2,
            CampMark::Grass as u8,
            HintReason::Camp(CampReason::LineFull(row))
        )
    );
    let words = |level| tents(&e).hint_words(&hint, level, Lang::En).unwrap();
    assert_eq!(
        words(1),
        "Look at row 1: how many tents does it still need?"
    );
    assert_eq!(
        words(2),
        "r1c3 is grass: row 1 already has as many tents as its number says."
    );
    assert_eq!(words(3), "Grass on r1c3.");
}

#[test]
fn a_wrong_mark_is_hinted_first() {
    let mut e = camp();
    let solutions = solutions_of(e.puzzle());
    e.mark(0, CampMark::Grass).unwrap();
    let hint = camp_hint(tents(&e), e.camp(), &solutions).unwrap();
    assert_eq!((hint.cell, hint.reason), (0, HintReason::Wrong));
}
