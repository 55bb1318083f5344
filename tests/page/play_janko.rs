//! Hints alone solve every puzzle of digits in the shared janko.at set
//! (Sudoku of every shape, Kendoku, Skyscrapers with and without blanks):
//! no hint repeats itself for ever, and most reason from the grid rather
//! than from the solution.

use super::play::play;
use super::*;
use btlab::page::{HintReason, PlayAction, Said};

#[test]
fn hints_alone_solve_every_janko_puzzle_of_digits() {
    let mut solved = 0;
    for (path, puzzle) in common::janko::puzzles() {
        let mut page = Page::open(&puzzle_link(&puzzle));
        let editor = page.model.document.editor();
        if !editor.takes_notes() {
            continue;
        }
        let presses = editor.values().len() * 3 * 6;
        let mut from_solution = 0;
        let mut hints = 0;
        for _ in 0..presses {
            if matches!(page.model.play.said(), Some(Said::Solved(_))) {
                break;
            }
            play(&mut page, PlayAction::Hint);
            if let Some(Said::Hint(hint, 1)) = &page.model.play.said() {
                hints += 1;
                from_solution += usize::from(hint.reason == HintReason::FromSolution);
            }
        }
        assert!(
            matches!(page.model.play.said(), Some(Said::Solved(_))),
            "{}: hints solve it ({hints} hints): {:?}",
            path.display(),
            page.model.play.said()
        );
        assert!(
            from_solution * 5 <= hints,
            "{}: {from_solution} of {hints} hints from the solution",
            path.display()
        );
        solved += 1;
    }
    assert!(solved >= 60, "the shared set's puzzles of digits: {solved}");
}
