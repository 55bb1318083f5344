//! Tents played by hand through the reducer: a click cycles a square
//! through tent, grass and empty, tents that break a rule are marked at
//! once, a check finds a wrong tent, and hints that reason from the rules
//! solve every janko.at Tents puzzle of the shared set.

use super::play::{edit, play};
use super::*;
use btlab::page::{CampMark, Checked, HintReason, PlayAction, Said};
use btlab::puzzles::AnyPuzzle;

fn with_tents(puzzle: &AnyPuzzle) -> Page {
    Page::open(&puzzle_link(puzzle))
}

fn library_tents() -> AnyPuzzle {
    let (_, doc) = btlab::library::LIBRARY
        .iter()
        .find(|(t, _)| Lang::En.t(*t).starts_with("Tents"))
        .unwrap();
    btlab::format::parse_puzzle(doc).unwrap()
}

#[test]
fn a_click_cycles_tent_grass_empty_and_a_tree_stays() {
    let puzzle = library_tents();
    let AnyPuzzle::Tents(tents) = &puzzle else {
        unreachable!()
    };
    let mut page = with_tents(&puzzle);
    let free = (0..tents.rows() * tents.cols())
        .find(|sq| !tents.trees().contains(&(*sq as u16)))
        .unwrap();
    let mark = |page: &Page| page.model.document.editor().camp_mark(free);
    edit(&mut page, EditAction::Select(free));
    assert_eq!(mark(&page), CampMark::Tent);
    assert!(cell_views(&page.model).squares[free].label.contains("tent"));
    edit(&mut page, EditAction::Select(free));
    assert_eq!(mark(&page), CampMark::Grass);
    edit(&mut page, EditAction::Select(free));
    assert_eq!(mark(&page), CampMark::Empty);
    edit(&mut page, EditAction::Type(1));
    assert_eq!(mark(&page), CampMark::Tent, "the key 1 is a tent");
    edit(&mut page, EditAction::Undo);
    assert_eq!(mark(&page), CampMark::Empty);
    let tree = usize::from(tents.trees()[0]);
    edit(&mut page, EditAction::Select(tree));
    assert!(page.model.document.editor().camp().iter().all(|&m| m == 0));
    assert!(
        page.model.screen.note().is_none(),
        "a click on a tree says nothing"
    );
}

#[test]
fn tents_that_touch_are_marked_at_once_and_a_check_finds_a_wrong_tent() {
    let puzzle = library_tents();
    let mut page = with_tents(&puzzle);
    let solution = btlab::page::solutions_of(&puzzle);
    let AnyPuzzle::Tents(tents) = &puzzle else {
        unreachable!()
    };
    let grid = tents.tent_grid(solution.unique().unwrap());
    let first = grid.iter().position(|&g| g == 1).unwrap();
    edit(&mut page, EditAction::Select(first));
    play(&mut page, PlayAction::Check);
    assert!(matches!(
        page.model.play.said(),
        Some(Said::Checked(Checked::Right { entries: 1, .. }))
    ));
    // A tent beside the solution's (right or below): it touches.
    let cols = tents.cols();
    let beside = [first + 1, first + cols]
        .into_iter()
        .find(|&sq| !tents.trees().contains(&(sq as u16)))
        .unwrap();
    edit(&mut page, EditAction::Select(beside));
    let board = cell_views(&page.model);
    for sq in [first, beside] {
        assert!(board.squares[sq].classes.contains(&"broken"), "{sq}");
        assert!(board.squares[sq].label.ends_with("rule broken"));
    }
    play(&mut page, PlayAction::Check);
    assert_eq!(
        *page.model.play.said(),
        Some(Said::Checked(Checked::Wrong { count: 1 }))
    );
    assert!(cell_views(&page.model).squares[beside]
        .classes
        .contains(&"wrong"));
}

#[test]
fn hints_from_the_rules_solve_every_janko_tents_puzzle() {
    let mut solved_count = 0;
    for (path, puzzle) in common::janko::puzzles() {
        if !matches!(puzzle, AnyPuzzle::Tents(_)) {
            continue;
        }
        let mut page = with_tents(&puzzle);
        let squares = page.model.document.editor().camp().len();
        let mut from_solution = 0;
        for _ in 0..squares * 3 {
            if matches!(page.model.play.said(), Some(Said::Solved(_))) {
                break;
            }
            play(&mut page, PlayAction::Hint);
            if let Some(Said::Hint(hint, 1)) = &page.model.play.said() {
                from_solution += u32::from(hint.reason == HintReason::FromSolution);
            }
        }
        let Some(Said::Solved(solved)) = &page.model.play.said() else {
            panic!(
                "{}: hints solve it: {:?}",
                path.display(),
                page.model.play.said()
            )
        };
        assert!(solved.hints > 0);
        assert!(
            from_solution * 10 <= solved.hints,
            "{}: most hints reason from the rules ({from_solution} of {} from the solution)",
            path.display(),
            solved.hints
        );
        solved_count += 1;
    }
    assert!(
        solved_count >= 10,
        "the shared set's Tents puzzles: {solved_count}"
    );
}
