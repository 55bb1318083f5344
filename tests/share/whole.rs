//! Whole runs shared and compared with the run alone: the article's, queens, Kendoku, Tatham's puzzles, and what is not shared.

use super::*;

#[test]
fn the_article_s_exhaustive_run_shared_by_two_is_the_run_alone() {
    shared_equals_alone(PRESSE, Strategy::Classic, 2);
}

#[test]
fn queens_shared_by_three_for_every_strategy_that_shares() {
    for strategy in [
        Strategy::Classic,
        Strategy::Propagate,
        Strategy::Dutch,
        Strategy::Mrv,
    ] {
        shared_equals_alone(r#"{"kind":"queens","n":10}"#, strategy, 3);
    }
}

#[test]
fn kendoku_and_a_small_sudoku_with_many_solutions_shared() {
    shared_equals_alone(KENDOKU_009, Strategy::Classic, 2);
    shared_equals_alone("................", Strategy::Classic, 4);
    shared_equals_alone("................", Strategy::Propagate, 2);
    shared_equals_alone("................", Strategy::Dutch, 2);
}

#[test]
fn tatham_s_puzzles_of_every_kind_shared_where_their_runs_are_long() {
    let ids = include_str!("../data/tatham_ids.txt");
    let mut kinds = std::collections::BTreeSet::new();
    for id in ids.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let kind = parse_puzzle(id).expect("a Tatham game ID").spec();
        let doc = btlab::format::to_json(&parse_puzzle(id).unwrap());
        for strategy in [Strategy::Classic, Strategy::Propagate] {
            // Runs of tens of thousands to 400,000 events (shorter ones are
            // logged event by event to their end: not shared).
            let mut probe = started(&doc, strategy);
            let far = seek(&mut probe, 400_000);
            let Some(end) = far.end.filter(|&e| e > 40_000) else {
                continue;
            };
            let (mut lone, lone_end) = alone(&doc, strategy);
            let (mut both, both_end) = shared(&doc, strategy, 3).expect("shared");
            let what = format!("{id} {strategy}");
            assert_eq!(
                (both_end.step, both_end.stats),
                (lone_end.step, lone_end.stats),
                "{what}"
            );
            for step in [end / 3, end / 2 + 1, end - 3] {
                same(
                    &seek(&mut both, step),
                    &seek(&mut lone, step),
                    &format!("{what} at {step}"),
                );
            }
            kinds.insert(format!("{:?}", std::mem::discriminant(&kind)));
        }
    }
    assert!(kinds.len() >= 3, "shared runs of {} kinds", kinds.len());
}

#[test]
fn random_and_solution_limits_are_not_shared() {
    let queens = r#"{"kind":"queens","n":10}"#;
    assert!(shared(queens, Strategy::Random { seed: 3 }, 2).is_none());
    let mut session = None;
    let request = Request::Start {
        puzzle: parse_puzzle(queens).unwrap().spec(),
        strategy: Strategy::Classic,
        mode: Mode::First,
    };
    Session::handle(&mut session, request, &clock);
    let reply = ask_share(&mut session, 1, 2);
    match reply {
        Reply::Moment(m) => assert_eq!(m.stats.solutions, 1, "run alone to its first solution"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_command_line_shares_a_whole_search_among_threads() {
    use btlab::solve::{solve, solve_shared};
    for (text, strategy) in [
        (PRESSE, Strategy::Classic),
        (r#"{"kind":"queens","n":9}"#, Strategy::Propagate),
        (r#"{"kind":"queens","n":8}"#, Strategy::Mrv),
        ("................", Strategy::Classic),
        (KENDOKU_009, Strategy::Classic),
    ] {
        let puzzle = parse_puzzle(&doc(text)).unwrap();
        let alone = solve(&puzzle, strategy, None, 50);
        for threads in [2, 3] {
            let shared = solve_shared(&puzzle, strategy, threads, 50).expect("shared");
            assert_eq!(shared, alone, "{strategy} on {threads} threads");
        }
    }
    let queens = parse_puzzle(r#"{"kind":"queens","n":8}"#).unwrap();
    assert!(solve_shared(&queens, Strategy::Random { seed: 1 }, 2, 1).is_none());
    assert!(solve_shared(&queens, Strategy::Fast, 2, 1).is_none());
}
