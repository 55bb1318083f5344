//! The editor, and the candidate lists the page recomputes for propagate.

mod common;

use btlab::engine::Event;
use common::*;

mod editor {
    use super::common::*;
    use btlab::page::Editor;

    #[test]
    fn typing_marks_clashes_and_refuses_to_start_with_the_place() {
        let mut e = Editor::new(puzzle(PRESSE));
        assert_eq!(e.set(1, 3), Ok(true)); // r1c2 = 3 clashes with the given 3 at r1c1
        let marked = e.conflicts();
        assert!(marked[0] && marked[1] && !marked[2]);
        let err = e.document().unwrap_err().to_string();
        assert_eq!(err, "cells r1c1 and r1c2 both hold 3 in row 1");
        assert_eq!(e.set(1, 0), Ok(true));
        assert!(e.conflicts().iter().all(|&c| !c));
        assert!(e.document().unwrap().contains(PRESSE));
    }

    #[test]
    fn the_grid_survives_save_and_load() {
        let mut e = Editor::new(puzzle(PRESSE));
        e.set(1, 3).unwrap();
        let back = Editor::load(&e.save()).unwrap();
        assert_eq!(back.values(), e.values());
        assert!(Editor::load("not json").is_none());
    }

    #[test]
    fn queens_are_put_and_taken_by_clicking() {
        let mut e = Editor::new(puzzle(r#"{"kind":"queens","n":4}"#));
        e.set(1, 1).unwrap(); // row 0, column 1
        e.set(4, 1).unwrap(); // row 1, column 0: attacks diagonally
        assert_eq!(e.values(), [2, 1, 0, 0]);
        assert_eq!(e.conflicts(), [true, true, false, false]);
        e.set(1, 1).unwrap();
        assert_eq!(e.values(), [0, 1, 0, 0]);
    }
}

/// The page draws propagate's candidate lists by recomputing them from the
/// board (the search itself lives in the worker): they must equal the
/// strategy's own state after every placement and every undo.
#[test]
fn recomputed_candidates_match_the_propagate_state() {
    use btlab::engine::Search;
    use btlab::solve::board_of;
    use btlab::strategy::{propagated_candidates, Propagate};

    for text in [PRESSE, KENDOKU_009] {
        let p = puzzle(text);
        let check = |search: &mut dyn FnMut() -> Option<(Vec<u64>, Vec<u8>)>| {
            let mut compared = 0;
            while let Some((own, board)) = search() {
                let recomputed = btlab::each_puzzle!(&p, m => propagated_candidates(m, &board));
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
        btlab::each_puzzle!(&p, m => run!(m))
    }
}
