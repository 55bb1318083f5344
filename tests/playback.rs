//! The viewer's reducer: applying events, stepping back, redo, jumps.

mod common;

use btlab::engine::Event;
use btlab::playback::Playback;
use btlab::solve::stepper;
use btlab::strategy::Strategy;
use common::*;

#[test]
fn applying_every_event_ends_where_the_search_ends() {
    let p = puzzle(PRESSE);
    let mut search = stepper(&p, Strategy::Propagate).unwrap();
    let mut view = Playback::new(81);
    loop {
        let e = search.step();
        view.apply(e);
        if e == Event::Exhausted {
            break;
        }
    }
    assert_eq!(view.stats(), search.stats());
    assert_eq!(view.solutions().len(), 1);
    assert_eq!(&digits(&view.solutions()[0])[..9], PRESSE_FIRST_ROW);
}

#[test]
fn stepping_back_restores_board_and_counters_exactly() {
    let p = puzzle(PRESSE);
    let mut search = stepper(&p, Strategy::Classic).unwrap();
    let mut view = Playback::new(81);
    let mut snapshots = vec![(view.values().to_vec(), view.stats())];
    for _ in 0..5000 {
        view.apply(search.step());
        snapshots.push((view.values().to_vec(), view.stats()));
    }
    for expected in snapshots.iter().rev().skip(1) {
        assert!(view.step_back());
        assert_eq!((view.values().to_vec(), view.stats()), *expected);
    }
    assert!(!view.step_back(), "nothing before the start");
    // redo walks forward through the same states
    for expected in snapshots.iter().skip(1).take(100) {
        assert!(view.redo());
        assert_eq!((view.values().to_vec(), view.stats()), *expected);
    }
}

#[test]
fn a_new_event_after_stepping_back_first_redoes_the_rest() {
    let p = puzzle(PRESSE);
    let mut search = stepper(&p, Strategy::Classic).unwrap();
    let mut view = Playback::new(81);
    for _ in 0..50 {
        view.apply(search.step());
    }
    for _ in 0..10 {
        view.step_back();
    }
    assert_eq!(view.redoable(), 10);
    view.apply(search.step());
    assert_eq!(view.redoable(), 0);
    assert_eq!(view.stats(), search.stats());
}

#[test]
fn the_history_holds_at_least_100_000_events() {
    let p = puzzle(PRESSE);
    let mut search = stepper(&p, Strategy::Classic).unwrap();
    let mut view = Playback::new(81);
    for _ in 0..120_000 {
        view.apply(search.step());
    }
    let mut back = 0;
    while view.step_back() {
        back += 1;
    }
    assert!(back >= 100_000, "{back}");
}

#[test]
fn a_jump_replaces_the_state() {
    let mut view = Playback::new(4);
    view.apply(Event::Place {
        level: 0,
        mv: btlab::engine::Move::new(0, 1),
    });
    let stats = btlab::engine::Stats {
        attempts: 9,
        solutions: 1,
        ..Default::default()
    };
    view.jump(stats, Some(vec![1, 2, 3, 4]), vec![vec![1, 2, 3, 4]]);
    assert_eq!(view.stats(), stats);
    assert_eq!(view.values(), [1, 2, 3, 4]);
    assert!(!view.can_step_back());
}

mod editor {
    use super::common::*;
    use btlab::playback::Editor;

    #[test]
    fn typing_marks_clashes_and_refuses_to_start_with_the_place() {
        let mut e = Editor::new(puzzle(PRESSE));
        e.set(1, 3); // r1c2 = 3 clashes with the given 3 at r1c1
        let marked = e.conflicts();
        assert!(marked[0] && marked[1] && !marked[2]);
        let err = e.document().unwrap_err().to_string();
        assert_eq!(err, "cells r1c1 and r1c2 both hold 3 in row 1");
        e.set(1, 0);
        assert!(e.conflicts().iter().all(|&c| !c));
        assert!(e.document().unwrap().contains(PRESSE));
    }

    #[test]
    fn the_grid_survives_save_and_load() {
        let mut e = Editor::new(puzzle(PRESSE));
        e.set(1, 3);
        let back = Editor::load(&e.save()).unwrap();
        assert_eq!(back.values(), e.values());
        assert!(Editor::load("not json").is_none());
    }

    #[test]
    fn queens_are_put_and_taken_by_clicking() {
        let mut e = Editor::new(puzzle(r#"{"kind":"queens","n":4}"#));
        e.set(1, 1); // row 0, column 1
        e.set(4, 1); // row 1, column 0: attacks diagonally
        assert_eq!(e.values(), [2, 1, 0, 0]);
        assert_eq!(e.conflicts(), [true, true, false, false]);
        e.set(1, 1);
        assert_eq!(e.values(), [0, 1, 0, 0]);
    }
}

/// The page draws propagate's candidate lists by recomputing them from the
/// board (the search itself lives in the worker): they must equal the
/// strategy's own state after every placement and every undo.
#[test]
fn recomputed_candidates_match_the_propagate_state() {
    use btlab::engine::Search;
    use btlab::puzzles::AnyPuzzle;
    use btlab::solve::board_of;
    use btlab::strategy::{propagated_candidates, Propagate};

    for text in [PRESSE, KENDOKU_009] {
        let p = puzzle(text);
        let check = |search: &mut dyn FnMut() -> Option<(Vec<u64>, Vec<u8>)>| {
            let mut compared = 0;
            while let Some((own, board)) = search() {
                let recomputed = match &p {
                    AnyPuzzle::Sudoku(s) => propagated_candidates(s, &board),
                    AnyPuzzle::Kendoku(k) => propagated_candidates(k, &board),
                    AnyPuzzle::Queens(_) => unreachable!(),
                };
                assert_eq!(recomputed.as_deref(), Some(own.as_slice()), "{text}");
                compared += 1;
            }
            assert!(compared > 20, "{compared}");
        };
        macro_rules! run {
            ($model:expr) => {{
                let mut search = Search::new(Propagate::new($model.clone()));
                let mut steps = 0;
                check(&mut || loop {
                    steps += 1;
                    if steps > 5000 {
                        return None;
                    }
                    match search.step() {
                        Event::Place { .. } | Event::Undo { .. } => {
                            let board = board_of(search.path(), p.cells());
                            return Some((search.puzzle().candidates().to_vec(), board));
                        }
                        Event::Exhausted => return None,
                        _ => {}
                    }
                })
            }};
        }
        match &p {
            AnyPuzzle::Sudoku(s) => run!(s),
            AnyPuzzle::Kendoku(k) => run!(k),
            AnyPuzzle::Queens(_) => unreachable!(),
        }
    }
}
