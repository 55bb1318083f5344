//! The panels beside the board: the sets, the lit line of code, the tree and the summary per level.

use super::*;

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
fn the_dutch_program_s_loop_lights_a_line_for_each_kind_of_event() {
    let (_, lines) = skeleton(Strategy::Dutch).unwrap();
    let mv = Move::new(0, 1);
    let events = [
        Event::Try { level: 0, mv },
        Event::Reject { level: 0, mv },
        Event::Place { level: 0, mv },
        Event::Undo { level: 0, mv },
        Event::Solution { index: 1 },
        Event::Exhausted,
    ];
    let lit: Vec<&str> = events
        .iter()
        .map(|&e| lines[lit_line(Strategy::Dutch, Some(e)).unwrap()].words(Lang::En))
        .collect();
    assert!(lit[0].contains("isvalidcandidate(cell, puzzle[cell][-1])"));
    assert_eq!(lit[1], "else:");
    assert!(lit[2].contains("cleanup(puzzle)"));
    assert!(lit[3].contains("stack.pop()"));
    assert!(lit[4].contains("printpuzzle"));
    assert!(lit[5].contains("the stack is empty"));
}

#[test]
fn the_tree_and_the_summary_per_level() {
    let mut s = session(FOUR_QUEENS, Strategy::Classic);
    let end = moment(
        &mut s,
        Request::RunFor {
            millis: f64::INFINITY,
            known: HeldByPage::default(),
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

/// The partial solutions per level of 6 queens as the N-Queens article
/// lists them (`../shared/sources/`, read at run time): each line of its
/// recursion chain for N=6 is a partial solution, a `row column |` pair
/// a level.
fn articles_levels_for_six_queens() -> Vec<u64> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/sources");
    let article = std::fs::read_dir(dir)
        .expect("the sources")
        .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
        .find(|text| text.contains("N=6") && text.contains("1 1 | 2 3 |"))
        .expect("the N-Queens article among the sources");
    let mut levels = Vec::new();
    for line in article.lines().map(str::trim) {
        let depth = line.matches('|').count();
        let square = |part: &str| {
            let numbers: Vec<&str> = part.split_whitespace().collect();
            numbers.len() == 2 && numbers.iter().all(|n| n.parse::<u32>().is_ok())
        };
        let partial = depth > 0 && line.split('|').all(|p| p.trim().is_empty() || square(p));
        if partial {
            if levels.len() < depth {
                levels.resize(depth, 0);
            }
            levels[depth - 1] += 1;
        } else if !levels.is_empty() && line.starts_with("# Finished") {
            break;
        }
    }
    levels
}

#[test]
fn the_summary_per_level_of_six_queens_is_the_articles_list_of_partial_solutions() {
    let article = articles_levels_for_six_queens();
    assert_eq!(article.len(), 6, "six levels in the article: {article:?}");
    let mut s = session(r#"{"kind":"queens","n":6}"#, Strategy::Classic);
    let end = moment(
        &mut s,
        Request::RunFor {
            millis: f64::INFINITY,
            known: HeldByPage::default(),
        },
    );
    let nodes: Vec<u64> = summary(&end.depth).iter().map(|r| r.nodes).collect();
    assert_eq!(nodes, article);
    assert_eq!(end.stats.solutions, 4);
}

#[test]
fn a_killer_cell_shows_its_cage_and_the_sets_of_digits_that_still_make_its_sum() {
    // Cage 17 over r1c1, r1c2, r2c1: at classic's step 3 (try r1c2)
    // r1c1 holds 1, so the ways left hold a 1: {1, 7, 9} and nothing else.
    let doc = r#"{"kind":"sudoku","givens":".................................................................................",
        "cages":[{"sum":17,"cells":[0,1,9]}]}"#;
    let m = at(doc, Strategy::Classic, 3);
    let Sets::Houses {
        cell, houses, cage, ..
    } = sets(&puzzle(doc), Strategy::Classic, &m)
    else {
        panic!()
    };
    assert_eq!(cell, 1);
    assert!(
        houses.iter().any(|h| h.0 == HouseKind::Cage(0)),
        "the cage is a house"
    );
    let cage = cage.expect("the cell's cage");
    assert_eq!((cage.index, cage.target), (0, 17));
    assert_eq!(cage.cells[0], (0, 1));
    assert_eq!(cage.ways, vec![(1 << 1) | (1 << 7) | (1 << 9)]);
}
