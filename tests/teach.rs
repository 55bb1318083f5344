//! The teaching layer's facts, natively: why a candidate fails for each
//! kind of rule, givens, dead ends, what cleanup strikes, the chain, the
//! sets, the lit line of code, the tree and the summary per level.

mod common;

use btlab::engine::{Event, Move};
use btlab::format::parse_puzzle;
use btlab::i18n::Lang;
use btlab::protocol::{Known, Mode, Moment, Reply, Request, Session, Target};
use btlab::puzzles::{AnyPuzzle, Constraints, HouseKind, Line, Reason};
use btlab::strategy::{propagated_candidates, Strategy};
use btlab::teach::{
    candidates_text, chain, explain, lit_line, sentence, sets, skeleton, summary, ChainRow, Fact,
    PlainNumbers, RowState, Sets, Tree,
};
use common::*;

fn clock() -> f64 {
    0.0
}

/// A session of `text` by `strategy`, all solutions.
fn session(text: &str, strategy: Strategy) -> Option<Session> {
    let doc = if text.starts_with('{') {
        text.to_string()
    } else {
        format!(r#"{{"kind":"sudoku","givens":"{text}"}}"#)
    };
    let mut s = None;
    let start = Request::Start {
        puzzle: parse_puzzle(&doc).expect("a puzzle").spec(),
        strategy,
        mode: Mode::All,
    };
    assert!(matches!(
        Session::handle(&mut s, start, &clock),
        Reply::Started { .. }
    ));
    s
}

fn moment(s: &mut Option<Session>, request: Request) -> Moment {
    match Session::handle(s, request, &clock) {
        Reply::Moment(m) => *m,
        other => panic!("{other:?}"),
    }
}

fn at(text: &str, strategy: Strategy, step: u64) -> Moment {
    let mut s = session(text, strategy);
    moment(
        &mut s,
        Request::Seek {
            step,
            millis: f64::INFINITY,
            known: Known::default(),
        },
    )
}

fn say(text: &str, strategy: Strategy, m: &Moment) -> String {
    let p = puzzle(text);
    sentence(
        &p,
        strategy,
        &explain(&p, strategy, m).fact,
        Lang::En,
        &PlainNumbers,
    )
}

const FOUR_QUEENS: &str = r#"{"kind":"queens","n":4}"#;

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
    let mut known = Known::default();
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
fn a_dead_end_says_where_the_search_goes_back() {
    let mut s = session(PRESSE, Strategy::Classic);
    let p = puzzle(PRESSE);
    let find = || Request::Find {
        target: Target::Backtrack,
        forward: true,
        millis: f64::INFINITY,
        known: Known::default(),
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
    let dead = btlab::puzzles::cell_name(level as usize + 1, 9);
    let back = btlab::puzzles::cell_name(mv.cell as usize, 9);
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
            known: Known::default(),
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
                known: Known::default(),
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
                    known: Known::default(),
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

#[test]
fn the_sets_of_the_article_and_of_cleanup() {
    let m = at(PRESSE, Strategy::Classic, 3); // try r1c2
    let Sets::Houses {
        cell,
        houses,
        union,
        moves,
        given,
        ..
    } = sets(&puzzle(PRESSE), Strategy::Classic, &m)
    else {
        panic!()
    };
    assert_eq!((cell, given), (1, None));
    assert_eq!(
        houses[0],
        (HouseKind::Row(0), 1 << 3),
        "only r1c1's 3 is placed so far"
    );
    assert_eq!(
        houses.iter().map(|h| h.0).collect::<Vec<_>>(),
        [HouseKind::Row(0), HouseKind::Column(1), HouseKind::Box(0)]
    );
    assert_eq!(moves, 0b11_1111_1110 & !union);
    let m = at(PRESSE, Strategy::Propagate, 1);
    let Sets::Candidates { cell, before, .. } = sets(&puzzle(PRESSE), Strategy::Propagate, &m)
    else {
        panic!()
    };
    let levels = &m.levels[0];
    let listed = levels
        .candidates
        .iter()
        .fold(0u64, |a, mv| a | 1 << mv.value);
    assert_eq!((cell, before), (levels.candidates[0].cell as usize, listed));
    let m = at(FOUR_QUEENS, Strategy::Classic, 3); // try r2c1
    assert_eq!(
        sets(&puzzle(FOUR_QUEENS), Strategy::Classic, &m),
        Sets::Queens {
            row: 1,
            columns: 1 << 1,
            diagonals: 1 << 2,
            free: (1 << 3) | (1 << 4)
        }
    );
}

#[test]
fn the_lit_line_follows_the_event() {
    for strategy in [Strategy::Classic, Strategy::Propagate, Strategy::Mrv] {
        let (_, lines) = skeleton(strategy).unwrap();
        assert!((10..=16).contains(&lines.len()));
        let events = [
            Event::Try {
                level: 0,
                mv: Move::new(0, 1),
            },
            Event::Reject {
                level: 0,
                mv: Move::new(0, 1),
            },
            Event::Place {
                level: 0,
                mv: Move::new(0, 1),
            },
            Event::Undo {
                level: 0,
                mv: Move::new(0, 1),
            },
            Event::Solution { index: 1 },
            Event::Exhausted,
        ];
        let lit: Vec<usize> = events
            .iter()
            .map(|&e| lit_line(strategy, Some(e)).unwrap())
            .collect();
        let mut distinct = lit.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(
            distinct.len(),
            events.len(),
            "{strategy}: one line per kind"
        );
        assert!(
            lines[lit[0]].words(Lang::En).contains("moves(level)")
                || lines[lit[0]].words(Lang::En).contains("candidates(cell)")
        );
        assert_eq!(lit_line(strategy, None), None);
    }
    assert!(skeleton(Strategy::Fast).is_none());
}

#[test]
fn the_tree_and_the_summary_per_level() {
    let mut s = session(FOUR_QUEENS, Strategy::Classic);
    let end = moment(
        &mut s,
        Request::RunFor {
            millis: f64::INFINITY,
            known: Known::default(),
        },
    );
    assert!(end.logging, "a small run is logged whole");
    let tree = Tree::build(&end.log);
    assert_eq!(tree.nodes.len(), 1 + 16, "the root and the 16 placements");
    assert_eq!(tree.nodes.iter().filter(|n| n.solution).count(), 2);
    assert_eq!(tree.nodes.iter().map(|n| n.rejects).sum::<u32>(), 44);
    assert_eq!(tree.current, 0, "back at the root at the end");
    let view = tree.layout(640.0, 320.0);
    for &(x, y) in &view.at {
        assert!((0.0..=640.0).contains(&x) && (0.0..=320.0).contains(&y));
    }
    // The tree of a prefix: at step 8 the path is r1c1, r2c3.
    let prefix = Tree::build(&end.log[..8]);
    let path: Vec<_> = prefix
        .path()
        .iter()
        .filter_map(|&n| prefix.nodes[n].mv)
        .collect();
    assert_eq!(path, vec![Move::new(0, 1), Move::new(1, 3)]);
    // A node's step is the number of its Place event: where a click jumps.
    let placed_at = prefix.nodes[prefix.current].step;
    assert_eq!(
        end.log[placed_at as usize - 1],
        Event::Place {
            level: 1,
            mv: Move::new(1, 3)
        }
    );
    let rows = summary(&end.depth);
    assert_eq!(rows.len(), 4);
    assert_eq!(
        rows.iter().map(|r| r.tries).sum::<u64>(),
        end.stats.attempts
    );
    assert_eq!(
        rows.iter().map(|r| r.nodes).collect::<Vec<_>>(),
        [4, 6, 4, 2]
    );
    assert!((rows.iter().map(|r| r.share).sum::<f64>() - 1.0).abs() < 1e-9);
}
