//! N-Queens played by hand through the reducer: a check asks whether the
//! queens can still be completed, hints lift a queen that is attacked or
//! blocks every solution and place the rest, and the solved message.

use super::play::{edit, play};
use super::*;
use btlab::page::{Checked, HintReason, PlayAction, QueensReason, Said};

#[test]
fn queens_are_checked_hinted_and_solved_by_hand() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":6}"#);
    assert!(page.model.document.editor().plays());
    // r1c1 attacks nothing yet, but no 6-queens solution has a corner queen.
    edit(&mut page, EditAction::Select(0));
    play(&mut page, PlayAction::Check);
    assert_eq!(
        *page.model.play.said(),
        Some(Said::Checked(Checked::NoCompletion))
    );
    play(&mut page, PlayAction::Hint);
    play(&mut page, PlayAction::Hint);
    let Some(Said::Hint(hint, 2)) = page.model.play.said().clone() else {
        panic!("{:?}", page.model.play.said())
    };
    assert_eq!(
        (hint.cell, hint.reason),
        (0, HintReason::Queens(QueensReason::Blocks))
    );
    let words = Said::Hint(hint, 2).text(
        page.model.document.editor().puzzle(),
        Lang::De,
        &PlainNumbers,
    );
    assert!(words.contains("ohne die auf r1c1"), "{words}");
    for _ in 0..6 * 3 * 3 {
        if matches!(page.model.play.said(), Some(Said::Solved(_))) {
            break;
        }
        play(&mut page, PlayAction::Hint);
    }
    assert!(
        matches!(page.model.play.said(), Some(Said::Solved(_))),
        "{:?}",
        page.model.play.said()
    );
    let values = page.model.document.editor().values();
    assert!(values.iter().all(|&v| v != 0) && values[0] != 1);
}

#[test]
fn two_queens_that_attack_are_marked_and_a_check_names_them() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":8}"#);
    edit(&mut page, EditAction::Select(0));
    edit(&mut page, EditAction::Select(9));
    let board = cell_views(&page.model);
    assert!(board.squares[0].classes.contains(&"clash"));
    play(&mut page, PlayAction::Check);
    assert_eq!(
        *page.model.play.said(),
        Some(Said::Checked(Checked::Wrong { count: 2 }))
    );
    assert!(cell_views(&page.model).squares[9]
        .classes
        .contains(&"wrong"));
    // Lifting one queen takes its mark away.
    edit(&mut page, EditAction::Select(9));
    assert!(page.model.play.wrong().iter().all(|&(sq, _)| sq != 9));
}
