//! The template kind (a Latin square, `src/kinds/latin_square.rs`)
//! through the page's reducer, as a new kind copied from it would go:
//! a link opens it, typing keeps its givens and its range, the run's
//! worker solves it with every strategy, the board and the explanation
//! draw and name it, and the link writes it back.

use super::*;
use btlab::format::{from_json, to_json};
use btlab::kinds::{kind_of, Level};
use btlab::page::RunEnd;

/// A 3x3 Latin square with 1 in its first cell: four solutions.
const SQUARE: &str = r#"{"kind":"latin","givens":"1........"}"#;

#[test]
fn a_link_opens_the_template_kind_and_typing_keeps_its_rules() {
    let mut page = Page::open(&format!("puzzle={SQUARE}"));
    assert_eq!(*page.model.screen.note(), None);
    let puzzle = page.model.document.editor().puzzle().clone();
    assert_eq!(puzzle.kind(), "latin");
    assert_eq!(kind_of(&puzzle).level(), Level::Cell);
    let written = from_json(&to_json(&puzzle)).unwrap();
    assert_eq!(
        written.spec(),
        puzzle.spec(),
        "its JSON reads back as itself"
    );
    page.act(Action::Edit(EditAction::Select(0)));
    page.act(Action::Edit(EditAction::Type(2)));
    assert_eq!(*page.model.screen.note(), Some(Note::Given("r1c1".into())));
    page.act(Action::Edit(EditAction::Select(1)));
    page.act(Action::Edit(EditAction::Type(4)));
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::Range { value: 4, max: 3 })
    );
    page.act(Action::Edit(EditAction::Type(1)));
    assert_eq!(
        page.model.document.editor().conflicts()[..2],
        [true, true],
        "two 1s in the first row clash"
    );
    let board = cell_views(&page.model);
    assert_eq!(board.squares.len(), 9);
    assert_eq!(board.squares[1].text, "1");
    assert!(
        board.squares[1].classes.contains(&"clash"),
        "{:?}",
        board.squares[1]
    );
    page.act(Action::Edit(EditAction::Type(2)));
    assert_eq!(page.model.document.editor().values()[..2], [1, 2]);
}

#[test]
fn every_strategy_counts_the_template_kinds_solutions_from_the_page() {
    for strategy in ["classic", "mrv", "propagate", "random", "fast"] {
        let mut page = Page::open(&format!("puzzle={SQUARE}&strategy={strategy}&mode=all"));
        page.act(Action::Run(RunAction::ToEnd));
        page.settle();
        assert_eq!(
            *page.model.screen.note(),
            Some(Note::Ended(RunEnd::Solutions {
                count: 4,
                workers: None
            })),
            "{strategy}"
        );
        let run = page.model.run.current().unwrap();
        for solution in &run.solutions {
            let board = &solution.bytes();
            assert!(
                run.puzzle().unwrap().is_solution(board),
                "{strategy}: {board:?}"
            );
        }
    }
}

#[test]
fn the_board_and_the_explanation_draw_and_name_the_template_kind() {
    let mut page = Page::open(&format!("puzzle={SQUARE}&strategy=classic&mode=all"));
    page.act(Action::Run(RunAction::Find(Target::Solution, true)));
    page.settle();
    let board = cell_views(&page.model);
    let digits: String = board.squares.iter().map(|s| s.text.as_str()).collect();
    assert_eq!(digits, "123231312", "classic's first solution");
    // Step back into the search: the moment's sentence names a cell
    // as the grid does.
    page.act(Action::Run(RunAction::StepBack));
    page.settle();
    let said = page.sentence();
    assert!(said.contains("r3c3"), "{said}");
    // The moment's link opens the same square at the same step.
    let step = page.model.step();
    let mut again = Page::open(&page.model.link());
    again.settle();
    assert_eq!(again.model.document.editor().puzzle().kind(), "latin");
    assert_eq!(again.model.step(), step);
}
