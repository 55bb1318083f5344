//! Where the search stands: dead ends and where it goes back, cleanup's strikes, the chain of choices.

use super::*;

#[test]
fn a_dead_end_says_where_the_search_goes_back() {
    let mut s = session(PRESSE, Strategy::Classic);
    let p = puzzle(PRESSE);
    let find = || Request::Find {
        target: Target::Backtrack,
        forward: true,
        millis: f64::INFINITY,
        known: HeldByPage::default(),
    };
    // The first step back of the article's run: r1c5 holds the given 1,
    // which row 1 already holds.
    let m = moment(&mut s, find());
    assert_eq!(
        say(PRESSE, Strategy::Classic, &m),
        "r1c5: its given 1 does not fit, back to r1c4 (its 4 is taken back)."
    );
    // Further on, a dead end at an open cell.
    let m = loop {
        let m = moment(&mut s, find());
        let Some(Event::Undo { level, .. }) = m.event else {
            panic!()
        };
        if p.given(level as usize + 1).is_none() {
            break m;
        }
    };
    let Some(Event::Undo { level, mv }) = m.event else {
        panic!()
    };
    let e = explain(&p, Strategy::Classic, &m);
    assert_eq!(
        e.fact,
        Fact::Backtrack {
            dead_end: Some(level as usize + 1),
            cell: mv.cell as usize,
            value: mv.value,
            after_solution: false
        }
    );
    let text = say(PRESSE, Strategy::Classic, &m);
    let dead = btlab::puzzles::grid_cell_name(level as usize + 1, 9);
    let back = btlab::puzzles::grid_cell_name(mv.cell as usize, 9);
    assert_eq!(
        text,
        format!(
            "{dead}: no candidate left, back to {back} (its {} is taken back).",
            mv.value
        )
    );
    // The next step: that cell tries its next value, if it has one left.
    let next = moment(
        &mut s,
        Request::Advance {
            events: 1,
            known: HeldByPage::default(),
        },
    );
    let text = say(PRESSE, Strategy::Classic, &next);
    if let Some(Event::Try { .. }) = next.event {
        assert!(
            text.starts_with(&format!("{back} tries its next value")),
            "{text}"
        );
    }
}

#[test]
fn cleanup_strikes_and_wipe_outs_are_facts() {
    // On a hard puzzle, a placement by propagate strikes its value from
    // peers (on the Presse puzzle the givens alone settle every cell).
    let dutch_hard = NINE_BY_NINE[2].1;
    let mut s = session(dutch_hard, Strategy::Propagate);
    let p = puzzle(dutch_hard);
    let (m, cell, value, struck) = loop {
        let m = moment(
            &mut s,
            Request::Advance {
                events: 1,
                known: HeldByPage::default(),
            },
        );
        if let Fact::Place {
            cell,
            value,
            struck,
            ..
        } = explain(&p, Strategy::Propagate, &m).fact
        {
            if !struck.is_empty() {
                break (m, cell, value, struck);
            }
        }
        assert!(m.step < 100, "a placement that strikes, early");
    };
    let AnyPuzzle::Sudoku(sud) = &p else { panic!() };
    for strike in &struck {
        assert_ne!(strike.cell, cell);
        if strike.values & (1 << value) != 0 {
            assert!(sud.houses().peers(cell).contains(&(strike.cell as u16)));
        }
    }
    assert!(
        struck.iter().any(|s| s.values & (1 << value) != 0),
        "its own value first"
    );
    assert!(say(dutch_hard, Strategy::Propagate, &m).contains("Cleanup struck"));
    // A rejection by propagate is a wipe-out: some cell is left with none.
    for strategy in [Strategy::Propagate, Strategy::Mrv] {
        let mut s = session(dutch_hard, strategy);
        let m = loop {
            let m = moment(
                &mut s,
                Request::Advance {
                    events: 1,
                    known: HeldByPage::default(),
                },
            );
            if matches!(m.event, Some(Event::Reject { .. })) {
                break m;
            }
        };
        let p = puzzle(dutch_hard);
        let Fact::Reject {
            cell,
            value,
            reason: Some(Reason::NoCandidate { cell: empty }),
        } = explain(&p, strategy, &m).fact
        else {
            panic!("{strategy}")
        };
        let mut board = btlab::solve::board_of(&m.path, 81);
        board[cell] = value;
        let AnyPuzzle::Sudoku(sud) = &p else { panic!() };
        if strategy == Strategy::Propagate {
            assert_eq!(
                propagated_candidates(sud, &board),
                None,
                "the move does wipe out"
            );
        }
        assert_eq!(board[empty], 0, "{strategy}: the emptied cell is open");
        let text = say(dutch_hard, strategy, &m);
        assert!(text.ends_with("with no candidate."), "{text}");
    }
}

#[test]
fn the_chain_lists_every_level_of_the_path() {
    let m = at(FOUR_QUEENS, Strategy::Classic, 8); // after place r2c3
    let rows = chain(&m);
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (rows[0].cell, rows[0].value, rows[0].state),
        (0, Some(1), RowState::Placed)
    );
    assert_eq!(rows[0].left, vec![2, 3, 4]);
    assert_eq!(
        (rows[1].cell, rows[1].value, rows[1].state),
        (1, Some(3), RowState::JustPlaced)
    );
    assert_eq!(
        (rows[1].tried.clone(), rows[1].left.clone()),
        (vec![1, 2], vec![4])
    );
    // Deep in the Presse run: a row per level of the path.
    let m = at(PRESSE, Strategy::Classic, 5000);
    let rows = chain(&m);
    assert!(rows.len() >= m.path.len() && rows.len() <= m.path.len() + 1);
    for (row, mv) in rows.iter().zip(&m.path) {
        assert_eq!((row.cell, row.value), (mv.cell as usize, Some(mv.value)));
    }
}

#[test]
fn a_chain_row_names_its_place_as_the_puzzle_has_it() {
    let row = |cell, value| ChainRow {
        level: 0,
        cell,
        value,
        state: RowState::Placed,
        tried: vec![],
        left: vec![],
    };
    let lang = Lang::En;
    // Tents: a level is a tree (here the second, on r3c4), a value the
    // side its tent stands on (4: left); not the square above the tree.
    let tents = puzzle(
        r#"{"kind":"tents","rows":4,"cols":5,"trees":[[0,1],[2,3]],"row_counts":[1,0,0,1],"col_counts":[1,0,0,1,0]}"#,
    );
    assert_eq!(row(1, Some(4)).place(&tents, lang), "r3c4>r3c3");
    assert_eq!(row(1, None).place(&tents, lang), "r3c4");
    assert_eq!(candidates_text(&tents, &[1, 3, 4]), "↑ ↓ ←");
    let queens = puzzle(FOUR_QUEENS);
    assert_eq!(row(2, Some(4)).place(&queens, lang), "r3c4");
    assert_eq!(row(2, None).place(&queens, lang), "row 3");
    assert_eq!(row(1, Some(5)).place(&puzzle(PRESSE), lang), "r1c2 = 5");
    let gaps = puzzle(
        r#"{"kind":"skyscrapers","size":4,"depth":3,"top":[0,0,0,0],"bottom":[0,0,0,0],"left":[0,0,0,0],"right":[0,0,0,0]}"#,
    );
    assert_eq!(row(0, Some(4)).place(&gaps, lang), "r1c1 = –");
    assert_eq!(candidates_text(&gaps, &[1, 4]), "1 –");
}

/// The first moment of `strategy` on `text` whose event `wanted` accepts.
fn first_moment(text: &str, strategy: Strategy, wanted: impl Fn(&Event) -> bool) -> Moment {
    let mut s = session(text, strategy);
    loop {
        let m = moment(
            &mut s,
            Request::Advance {
                events: 1,
                known: HeldByPage::default(),
            },
        );
        if m.event.as_ref().is_some_and(&wanted) {
            return m;
        }
        assert!(m.step < 5_000, "such an event, early");
    }
}

#[test]
fn the_dutch_program_refuses_a_value_a_peer_holds_alone_and_its_cleanup_never_empties_a_cell() {
    let dutch_hard = NINE_BY_NINE[2].1;
    let p = puzzle(dutch_hard);
    let m = first_moment(dutch_hard, Strategy::Dutch, |e| {
        matches!(e, Event::Reject { .. })
    });
    let Fact::Reject {
        cell,
        value,
        reason: Some(Reason::NoCandidate { cell: peer }),
    } = explain(&p, Strategy::Dutch, &m).fact
    else {
        panic!("a rejection with the peer that holds the value alone")
    };
    // The peer's list, as the Dutch program's cleanup left it, is the
    // value alone (its `isvalidcandidate` compares `puzzle[peer] == [value]`).
    let AnyPuzzle::Sudoku(sud) = &p else { panic!() };
    let lists = btlab::teach::lists_after(sud, Strategy::Dutch, &m.path).unwrap();
    assert_eq!(lists[peer], 1 << value);
    assert!(sud.houses().peers(cell).contains(&(peer as u16)));
    let text = say(dutch_hard, Strategy::Dutch, &m);
    let (c, v) = (p.cell_name(cell), value.to_string());
    let expected = format!(
        "{c} = {v}: isvalidcandidate refuses it, as {} holds {v} alone.",
        p.cell_name(peer)
    );
    assert!(text.ends_with(&expected), "{text}");
    // Every list stays non-empty along the run, where propagate's cleanup
    // would have refused the move that empties one.
    let mut s = session(dutch_hard, Strategy::Dutch);
    for _ in 0..3_000 {
        let m = moment(
            &mut s,
            Request::Advance {
                events: 1,
                known: HeldByPage::default(),
            },
        );
        let lists = btlab::teach::lists_after(sud, Strategy::Dutch, &m.path).unwrap();
        assert!(lists.iter().all(|&l| l != 0), "step {}", m.step);
    }
    // A placement's cleanup strikes its value from peers with more than one.
    let m = first_moment(dutch_hard, Strategy::Dutch, |e| {
        matches!(e, Event::Place { .. })
    });
    let Fact::Place { struck, value, .. } = explain(&p, Strategy::Dutch, &m).fact else {
        panic!()
    };
    assert!(struck.iter().any(|s| s.values & (1 << value) != 0));
    assert!(say(dutch_hard, Strategy::Dutch, &m).contains("Cleanup struck"));
}
