//! Solving by hand, where the solver and the rules answer: where did I
//! go wrong, a Kendoku cage and a Skyscrapers clue broken, true
//! candidates, hints from a cage, a clue, a locked candidate and the
//! search, notes mended.

use super::play::{edit, free_in_row_one, play};
use super::*;
use btlab::page::{solutions_of, steps_to_fail, Culprits, HintReason, PlayAction, Said};
use btlab::puzzles::AnyPuzzle;

#[test]
fn where_did_i_go_wrong_names_the_entries_that_cannot_stand_and_marks_them() {
    // An empty grid: row 1 gets 1 to 8 and column 9 a 9 lower down, so
    // that r1c9 is left nothing though no two entries clash.
    let mut page = Page::open("");
    let nine = btlab::page::EMPTY_SHAPES
        .iter()
        .position(|s| s.side == 9 && s.boxes == (3, 3) && !s.diagonals && !s.jigsaw);
    page.act(Action::Puzzle(btlab::page::PuzzleAction::Empty(
        nine.unwrap(),
    )));
    for (cell, value) in (0..8).map(|c| (c, c as u8 + 1)).chain([(4 * 9 + 8, 9)]) {
        edit(&mut page, EditAction::Select(cell));
        edit(&mut page, EditAction::Type(value));
    }
    play(&mut page, PlayAction::WhereWrong);
    let Some(Said::Culprits(Culprits::Found(set))) = page.model.play.said().clone() else {
        panic!("{:?}", page.model.play.said())
    };
    assert_eq!(set.len(), 9);
    let board = cell_views(&page.model);
    assert_eq!(
        board
            .squares
            .iter()
            .filter(|s| s.classes.contains(&"wrong"))
            .count(),
        9
    );
    let words = Said::Culprits(Culprits::Found(set)).text(
        page.model.document.editor().puzzle(),
        Lang::En,
        &PlainNumbers,
    );
    assert!(
        words.starts_with("These 9 entries cannot stand together: r1c1 = 1, "),
        "{words}"
    );
    // Take one out: the grid can be solved again.
    edit(&mut page, EditAction::Select(0));
    edit(&mut page, EditAction::Type(0));
    play(&mut page, PlayAction::WhereWrong);
    assert_eq!(
        *page.model.play.said(),
        Some(Said::Culprits(Culprits::NoneWrong))
    );
}

/// The page with library puzzle `name` (its English title) loaded.
fn with_library(name: &str) -> Page {
    let mut page = Page::open("");
    let at = btlab::library::LIBRARY
        .iter()
        .position(|(t, _)| Lang::En.t(*t) == name);
    page.act(Action::Puzzle(btlab::page::PuzzleAction::Library(
        at.unwrap(),
    )));
    page
}

#[test]
fn a_kendoku_cage_that_can_no_longer_meet_its_target_is_marked_at_once() {
    let mut page = with_library("Kendoku 009 (janko.at)");
    let AnyPuzzle::Kendoku(kendoku) = page.model.document.editor().puzzle().clone() else {
        panic!("a Kendoku")
    };
    // A cage of two cells or more, its first cell given each value until
    // no way is left to meet the target.
    let solution = solutions_of(page.model.document.editor().puzzle());
    let solution = solution.unique().unwrap().to_vec();
    let cage = kendoku
        .cages()
        .iter()
        .find(|c| c.cells.len() >= 2)
        .unwrap()
        .clone();
    let (first, second) = (cage.cells[0] as usize, cage.cells[1] as usize);
    edit(&mut page, EditAction::Select(first));
    edit(&mut page, EditAction::Type(solution[first]));
    let broken = |page: &Page| {
        let board = cell_views(&page.model);
        board
            .squares
            .iter()
            .filter(|s| s.classes.contains(&"broken"))
            .count()
    };
    assert_eq!(
        broken(&page),
        0,
        "the solution's value keeps the cage possible"
    );
    edit(&mut page, EditAction::Select(second));
    let side = kendoku.side() as u8;
    let breaking = (1..=side).find(|&v| {
        let mut values = page.model.document.editor().values().to_vec();
        values[second] = v;
        !kendoku.broken_cages(&values).is_empty()
    });
    edit(&mut page, EditAction::Type(breaking.unwrap()));
    assert!(
        broken(&page) >= cage.cells.len(),
        "the cage's cells are marked"
    );
    let board = cell_views(&page.model);
    assert!(board.squares[second].label.ends_with("rule broken"));
}

#[test]
fn a_skyscrapers_clue_that_can_no_longer_be_met_is_marked_at_once() {
    let mut page = with_library("Skyscrapers 6x6 (generated, seed 4)");
    let AnyPuzzle::Skyscrapers(s) = page.model.document.editor().puzzle().clone() else {
        panic!("Skyscrapers")
    };
    // Type into empty cells, value by value, until a clue breaks.
    let side = s.side();
    let mut typed = 0;
    'cells: for cell in 0..side * side {
        if page.model.document.editor().values()[cell] != 0 {
            continue;
        }
        for v in 1..=side as u8 {
            let mut values = page.model.document.editor().values().to_vec();
            values[cell] = v;
            let clash =
                btlab::puzzles::conflicts(page.model.document.editor().puzzle(), &values)[cell];
            if !clash && !s.broken_clues(&values).is_empty() {
                edit(&mut page, EditAction::Select(cell));
                edit(&mut page, EditAction::Type(v));
                typed += 1;
                break 'cells;
            }
        }
    }
    assert_eq!(typed, 1, "one entry breaks a clue");
    let frame = cell_views(&page.model).frame.unwrap();
    let clues = [frame.top, frame.bottom, frame.left, frame.right].concat();
    assert_eq!(clues.iter().filter(|c| c.broken).count(), 1);
    edit(&mut page, EditAction::Undo);
    let frame = cell_views(&page.model).frame.unwrap();
    let clues = [frame.top, frame.bottom, frame.left, frame.right].concat();
    assert!(clues.iter().all(|c| !c.broken), "undone, nothing is broken");
}

#[test]
fn true_candidates_show_the_solutions_values_and_follow_the_entries() {
    let mut page = Page::open("");
    play(&mut page, PlayAction::ToggleTruth);
    let board = cell_views(&page.model);
    let editor = page.model.document.editor();
    let empty: Vec<usize> = (0..81).filter(|&c| editor.values()[c] == 0).collect();
    // Presse has one solution: one true candidate in each empty cell.
    for &c in &empty {
        assert_eq!(board.squares[c].candidates.len(), 1, "cell {c}");
    }
    let solution = solutions_of(editor.puzzle()).unique().unwrap().to_vec();
    let wrong = solution[empty[0]] % 9 + 1;
    edit(&mut page, EditAction::Select(empty[0]));
    edit(&mut page, EditAction::Type(wrong));
    let board = cell_views(&page.model);
    assert!(
        empty[1..]
            .iter()
            .all(|&c| board.squares[c].candidates.is_empty()),
        "a wrong entry leaves no solution, and no true candidate"
    );
    play(&mut page, PlayAction::ToggleTruth);
    assert!(page.model.play.truth().is_none());
}

#[test]
fn a_hint_from_the_search_plays_on_the_board_and_the_persons_grid_comes_back() {
    let mut page = with_library("Inkala 2012 (extreme)");
    // Hints until the simple steps run out and the search speaks.
    let mut refuted = None;
    for _ in 0..300 {
        play(&mut page, PlayAction::Hint);
        match page.model.play.said().clone() {
            Some(Said::Hint(hint, 1)) if matches!(hint.reason, HintReason::Refuted { .. }) => {
                refuted = Some(hint);
                break;
            }
            _ => {}
        }
    }
    let hint = refuted.expect("a hint from the search");
    let HintReason::Refuted { steps } = hint.reason else {
        unreachable!()
    };
    assert_eq!(
        steps_to_fail(page.model.document.editor(), hint.cell, hint.value),
        Some(steps)
    );
    play(&mut page, PlayAction::Hint);
    let words = page.model.play.said().as_ref().unwrap().text(
        page.model.document.editor().puzzle(),
        Lang::En,
        &PlainNumbers,
    );
    let cell = page.model.document.editor().puzzle().cell_name(hint.cell);
    assert_eq!(
        words,
        format!(
            "Try {cell} = {}: the search (propagate) shows that it fails after {steps} steps.",
            hint.value
        )
    );
    assert!(page.model.play.offers_watch());
    let own = page.model.document.editor().values().to_vec();
    let strategy = page.model.choices.strategy();
    play(&mut page, PlayAction::WatchSearch);
    assert_eq!(page.model.document.editor().values()[hint.cell], hint.value);
    assert_eq!(page.model.choices.strategy().name(), "propagate");
    // The whole search on the board: as many steps as the hint said,
    // and no solution.
    page.act(Action::Run(RunAction::ToEnd));
    page.settle();
    let run = page.model.run.current().unwrap();
    assert_eq!(page.model.step(), steps);
    assert_eq!(run.stats().solutions, 0);
    play(&mut page, PlayAction::BackToGrid);
    assert_eq!(page.model.document.editor().values(), own.as_slice());
    assert_eq!(page.model.choices.strategy(), strategy);
    assert!(page.model.run.current().is_none());
    assert_eq!(*page.model.play.said(), Some(Said::Hint(hint, 2)));
}

#[test]
fn a_locked_candidate_rules_a_value_out_of_the_rest_of_its_line() {
    // Box 1's rows 2 and 3 are full: its 5 lies in row 1, so no other
    // cell of row 1 can hold 5.
    let grid = format!("{}123......467......{}", ".".repeat(9), ".".repeat(54));
    let mut page = Page::open("");
    page.act(Action::Puzzle(btlab::page::PuzzleAction::Import(grid)));
    play(&mut page, PlayAction::Hint);
    let Some(Said::Hint(hint, 1)) = page.model.play.said().clone() else {
        panic!("{:?}", page.model.play.said())
    };
    assert_eq!((hint.cell, hint.value), (3, 5));
    let words = |page: &Page| {
        let said = page.model.play.said().as_ref().unwrap();
        said.text(
            page.model.document.editor().puzzle(),
            Lang::En,
            &PlainNumbers,
        )
    };
    assert_eq!(words(&page), "Look at box 1: where can 5 go?");
    play(&mut page, PlayAction::Hint);
    assert_eq!(
        words(&page),
        "In box 1, 5 can only go in row 1: so it cannot stand elsewhere in row 1, outside box 1."
    );
    play(&mut page, PlayAction::Hint);
    let notes = page.model.document.editor().notes();
    assert!(
        (3..9).all(|c| notes[c] & (1 << 5) == 0 && notes[c] != 0),
        "{notes:?}"
    );
    assert!(
        (0..3).all(|c| notes[c] == 0),
        "box 1's own cells keep theirs"
    );
    // The next hint builds on what was ruled out: not the same one.
    play(&mut page, PlayAction::Hint);
    assert!(!matches!(page.model.play.said(), Some(Said::Hint(h, _)) if *h == hint));
}

#[test]
fn notes_that_leave_out_the_solutions_value_are_hinted_and_mended() {
    let mut page = Page::open("");
    play(&mut page, PlayAction::FillNotes);
    let solution = solutions_of(page.model.document.editor().puzzle());
    let solution = solution.unique().unwrap().to_vec();
    let cell = free_in_row_one(&page)[2];
    edit(&mut page, EditAction::Select(cell));
    play(&mut page, PlayAction::ToggleNotes);
    edit(&mut page, EditAction::Type(solution[cell]));
    play(&mut page, PlayAction::ToggleNotes);
    play(&mut page, PlayAction::Hint);
    let Some(Said::Hint(hint, 1)) = page.model.play.said().clone() else {
        panic!("{:?}", page.model.play.said())
    };
    assert_eq!(
        (hint.cell, hint.value, hint.reason),
        (cell, solution[cell], HintReason::NoteMissing)
    );
    play(&mut page, PlayAction::Hint);
    play(&mut page, PlayAction::Hint);
    let notes = page.model.document.editor().notes()[cell];
    assert_ne!(notes & (1 << solution[cell]), 0, "the note is back");
}
