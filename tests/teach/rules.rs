//! Why a candidate fails, for each kind of rule: Sudoku's houses, queens' lines, Kendoku's cages, the givens.

use super::*;

#[test]
fn sudoku_rules_name_their_house_and_cell() {
    let mut board = vec![0u8; 16];
    board[0] = 1; // r1c1 = 1
    let plain = puzzle("................");
    let AnyPuzzle::Sudoku(s) = &plain else {
        panic!()
    };
    let cases = [
        (2, HouseKind::Row(0)),    // r1c3
        (8, HouseKind::Column(0)), // r3c1
        (5, HouseKind::Box(0)),    // r2c2
    ];
    for (cell, house) in cases {
        assert_eq!(
            s.why_not(&board, cell, 1),
            Some(Reason::InHouse { house, at: 0 })
        );
    }
    assert_eq!(
        s.why_not(&board, 15, 1),
        None,
        "r4c4 shares no house with r1c1"
    );
    // Diagonals, and the sentence for them.
    let x = puzzle(r#"{"kind":"sudoku","givens":"................","diagonals":true}"#);
    let AnyPuzzle::Sudoku(sx) = &x else { panic!() };
    let reason = sx.why_not(&board, 15, 1);
    assert_eq!(
        reason,
        Some(Reason::InHouse {
            house: HouseKind::Diagonal(0),
            at: 0
        })
    );
    let fact = Fact::Reject {
        cell: 15,
        value: 1,
        reason,
    };
    assert_eq!(
        sentence(&x, Strategy::Classic, &fact, Lang::En, &PlainNumbers),
        "1 is already on the diagonal (r1c1)."
    );
    // Jigsaw regions are regions, not boxes.
    let jigsaw = puzzle(
        r#"{"kind":"sudoku","givens":"................","regions":[0,0,0,1, 0,2,1,1, 2,2,3,1, 2,3,3,3]}"#,
    );
    let AnyPuzzle::Sudoku(sj) = &jigsaw else {
        panic!()
    };
    let mut b = vec![0u8; 16];
    b[5] = 4; // r2c2, region 3 (index 2)
    let reason = sj.why_not(&b, 8, 4); // r3c1: not row 2, not column 2, same region
    assert_eq!(
        reason,
        Some(Reason::InHouse {
            house: HouseKind::Region(2),
            at: 5
        })
    );
    let fact = Fact::Reject {
        cell: 8,
        value: 4,
        reason,
    };
    assert_eq!(
        sentence(&jigsaw, Strategy::Classic, &fact, Lang::En, &PlainNumbers),
        "4 is already in region 3 (r2c2)."
    );
}

#[test]
fn queens_name_the_attacker_and_the_line() {
    // The link of the explanation issue: 4 queens, classic, step 4.
    let m = at(FOUR_QUEENS, Strategy::Classic, 4);
    assert_eq!(
        m.event,
        Some(Event::Reject {
            level: 1,
            mv: Move::new(1, 1)
        })
    );
    let e = explain(&puzzle(FOUR_QUEENS), Strategy::Classic, &m);
    assert_eq!(
        e.fact,
        Fact::Reject {
            cell: 1,
            value: 1,
            reason: Some(Reason::Attacked {
                row: 0,
                column: 0,
                line: Line::Column
            })
        }
    );
    assert_eq!(e.marks.culprit, Some(0));
    assert_eq!(e.marks.lit, vec![4], "the line from r1c1 down to r2c1");
    assert_eq!(
        say(FOUR_QUEENS, Strategy::Classic, &m),
        "r2c1 is attacked by the queen on r1c1 (same column)."
    );
    let m = at(FOUR_QUEENS, Strategy::Classic, 6);
    assert_eq!(
        say(FOUR_QUEENS, Strategy::Classic, &m),
        "r2c2 is attacked by the queen on r1c1 (diagonal)."
    );
    // The other diagonal.
    let AnyPuzzle::Queens(q) = puzzle(FOUR_QUEENS) else {
        panic!()
    };
    assert_eq!(
        q.why_not(&[2, 0, 0, 0], 1, 1),
        Some(Reason::Attacked {
            row: 0,
            column: 1,
            line: Line::AntiDiagonal
        })
    );
    assert_eq!(q.why_not(&[2, 0, 0, 0], 2, 1), None);
}

#[test]
fn kendoku_cages_show_their_arithmetic() {
    let k = puzzle(KENDOKU_009);
    let AnyPuzzle::Kendoku(kd) = &k else { panic!() };
    let reject = |board: &[(usize, u8)], cell: usize, value: u8| {
        let mut b = vec![0u8; 36];
        for &(c, v) in board {
            b[c] = v;
        }
        let reason = kd.why_not(&b, cell, u32::from(value));
        assert!(matches!(reason, Some(Reason::Cage { .. })), "{reason:?}");
        let fact = Fact::Reject {
            cell,
            value,
            reason,
        };
        sentence(&k, Strategy::Classic, &fact, Lang::En, &PlainNumbers)
    };
    assert_eq!(
        reject(&[(0, 1), (1, 4)], 6, 5),
        "Cage 16× (r1c1, r1c2, r2c1): 1 × 4 × 5 = 20, not 16."
    );
    assert_eq!(
        reject(&[(2, 1), (3, 2)], 9, 5),
        "Cage 7+ (r1c3, r1c4, r2c4): 1 + 2 + 5 = 8, not 7."
    );
    assert_eq!(
        reject(&[(4, 6)], 5, 3),
        "Cage 1− (r1c5, r1c6): 6 − 3 = 3, not 1."
    );
    assert_eq!(
        reject(&[(10, 6)], 11, 4),
        "Cage 2÷ (r2c5, r2c6): 6 ÷ 4 is not 2."
    );
    assert_eq!(
        reject(&[(10, 6)], 11, 2),
        "Cage 2÷ (r2c5, r2c6): 6 ÷ 2 = 3, not 2."
    );
    // A cage that is not complete yet refuses nothing.
    let mut b = vec![0u8; 36];
    b[0] = 1;
    assert_eq!(kd.why_not(&b, 6, 5), None);
}

#[test]
fn givens_are_the_only_move_and_clash_by_name() {
    let m = at(PRESSE, Strategy::Classic, 1);
    assert_eq!(
        say(PRESSE, Strategy::Classic, &m),
        "r1c1 holds the given 3: the only move."
    );
    // The first rejection of the article's run is at a given that an
    // earlier choice already holds in a house of it.
    let mut s = session(PRESSE, Strategy::Classic);
    let mut known = HeldByPage::default();
    let m = loop {
        let m = moment(&mut s, Request::Advance { events: 1, known });
        known.log += m.log.len() as u32;
        if matches!(m.event, Some(Event::Reject { .. })) {
            break m;
        }
    };
    let p = puzzle(PRESSE);
    let e = explain(&p, Strategy::Classic, &m);
    let Fact::Reject {
        cell,
        value,
        reason: Some(Reason::InHouse { at, .. }),
    } = e.fact
    else {
        panic!("{:?}", e.fact)
    };
    assert_eq!(
        p.given(cell),
        Some(u32::from(value)),
        "classic rejects only at givens"
    );
    let holder = m
        .path
        .iter()
        .find(|mv| mv.cell as usize == at)
        .expect("the holder is on the path");
    assert_eq!(holder.value, value);
    let text = say(PRESSE, Strategy::Classic, &m);
    assert!(
        text.contains(&format!(
            "holds the given {value}, but {value} is already in"
        )),
        "{text}"
    );
}

#[test]
fn a_killer_cage_says_why_its_sum_is_out_of_reach_in_three_languages() {
    // 9x9, cage 17 over r1c1, r1c2, r2c1; cage 10 over r1c3, r1c4.
    let doc = r#"{"kind":"sudoku","givens":".................................................................................",
        "cages":[{"sum":17,"cells":[0,1,9]},{"sum":10,"cells":[2,3]},{"sum":23,"cells":[4,5,6]},{"cells":[7,8]}]}"#;
    let k = parse_puzzle(doc).unwrap();
    let AnyPuzzle::Sudoku(s) = &k else { panic!() };
    let reject = |board: &[(usize, u8)], cell: usize, value: u8, lang: Lang| {
        let mut b = vec![0u8; 81];
        for &(c, v) in board {
            b[c] = v;
        }
        let reason = s.why_not(&b, cell, u32::from(value));
        assert!(matches!(reason, Some(Reason::Cage { .. })), "{reason:?}");
        let fact = Fact::Reject {
            cell,
            value,
            reason,
        };
        sentence(&k, Strategy::Classic, &fact, lang, &PlainNumbers)
    };
    assert_eq!(
        reject(&[(0, 9)], 1, 8, Lang::En),
        "Cage 17 (r1c1, r1c2, r2c1): 9 + 8 = 17 already, nothing left for r2c1."
    );
    assert_eq!(
        reject(&[(0, 9)], 1, 8, Lang::De),
        "Käfig 17 (r1c1, r1c2, r2c1): 9 + 8 = 17 schon, nichts bleibt für r2c1."
    );
    assert_eq!(
        reject(&[(0, 9)], 1, 8, Lang::Nl),
        "Kooi 17 (r1c1, r1c2, r2c1): 9 + 8 = 17 al, er blijft niets over voor r2c1."
    );
    // 1 in r1c5 leaves 22 for two different digits: 9 + 8 = 17 at most.
    assert_eq!(
        reject(&[], 4, 1, Lang::En),
        "Cage 23 (r1c5, r1c6, r1c7): 1: r1c6, r1c7 add at most 17, less than the 22 still needed."
    );
    // 9 and 7 in cage 17: 16, and r2c1 adds at least 1: 17. Fine; 9 + 8
    // passes it. A full cage of the wrong sum: as Kendoku says it.
    assert_eq!(
        reject(&[(2, 3)], 3, 6, Lang::En),
        "Cage 10 (r1c3, r1c4): 3 + 6 = 9, not 10."
    );
    // A cage without a sum refuses nothing but a repeat (its house).
    assert_eq!(s.why_not(&[0; 81], 7, 5), None);
}
