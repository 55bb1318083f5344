//! How hard a puzzle is for a person: the hints played from its givens
//! to its solution, and the hardest step among them. Computed by the
//! same deduction code that serves the hints, in the worker that
//! measures the puzzle (it takes up to a few hundred milliseconds), as
//! are a grid's true candidates: the worker's page-side questions.

use super::hint::{find_hint, hint_candidates, locked_out};
use super::true_candidates::true_candidates;
use crate::kinds::hand::{solutions_of, Hint, HintReason};
use crate::kinds::queens::QueensReason;
use crate::page::Editor;
use crate::protocol::{Reply, Request, Session};
use crate::puzzles::AnyPuzzle;
use crate::puzzles::PuzzleSpec;

pub use crate::protocol::Technique;

/// A hint's last level on the grid: the value placed, a wrong one taken
/// out, a note given back, a value ruled out of notes. Returns whether
/// the grid changed.
pub fn apply_hint(editor: &mut Editor, hint: Hint) -> bool {
    match hint.reason {
        HintReason::DeadEnd => false,
        HintReason::Wrong | HintReason::Queens(QueensReason::Blocks) => {
            editor.set(hint.cell, 0) == Ok(true)
        }
        HintReason::Refuted { .. } => editor.rule_out(&[hint.cell], hint.value),
        HintReason::NoteMissing => editor.toggle_note(hint.cell, hint.value) == Ok(true),
        HintReason::Locked { house, line } => {
            let candidates = hint_candidates(editor);
            let out = locked_out(editor, &candidates, house, line, hint.value);
            editor.rule_out(&out, hint.value)
        }
        HintReason::NakedSingle
        | HintReason::HiddenSingle(_)
        | HintReason::Rule(_)
        | HintReason::Camp(_)
        | HintReason::Queens(QueensReason::OneSquare)
        | HintReason::FromSolution => editor.set(hint.cell, hint.value) == Ok(true),
    }
}

/// The step a hint's reason asks of a person.
fn technique_of(reason: HintReason) -> Technique {
    match reason {
        HintReason::NakedSingle
        | HintReason::HiddenSingle(_)
        | HintReason::NoteMissing
        | HintReason::Queens(QueensReason::OneSquare) => Technique::Singles,
        HintReason::Locked { .. } => Technique::Locked,
        HintReason::Rule(_) | HintReason::Camp(_) => Technique::Rules,
        HintReason::Wrong
        | HintReason::DeadEnd
        | HintReason::Refuted { .. }
        | HintReason::Queens(QueensReason::Blocks)
        | HintReason::FromSolution => Technique::Guessing,
    }
}

/// The hardest step of the hints that solve `puzzle` from its givens;
/// `None` where the page gives no hints (N-Queens) or the puzzle has not
/// one solution.
pub fn technique(puzzle: &AnyPuzzle) -> Option<Technique> {
    let mut editor = Editor::new(puzzle.clone());
    if !editor.plays() {
        return None;
    }
    let solutions = solutions_of(puzzle);
    solutions.unique()?;
    let mut hardest = Technique::Singles;
    // Each hint changes the grid; a bound keeps a stuck hint from looping.
    let bound = (editor.values().len() + editor.camp().len()) * 8;
    for _ in 0..bound {
        let Some(hint) = find_hint(&editor, &solutions) else {
            return Some(hardest);
        };
        hardest = hardest.max(technique_of(hint.reason));
        if !apply_hint(&mut editor, hint) {
            return Some(Technique::Guessing);
        }
    }
    Some(hardest)
}

/// Serves a worker's request: the search's [`Session`], and for a
/// measure, the technique the page's hints need (which only the page's
/// code knows); the page's own questions (true candidates, puzzle text). The page's workers and the tests' stand-in both serve
/// through here.
pub fn serve(session: &mut Option<Session>, request: Request, now: &dyn Fn() -> f64) -> Reply {
    match request {
        Request::TrueCandidates { puzzle, values } => return true_candidates_of(puzzle, values),
        Request::PuzzleText(job) => return crate::page::document::puzzle_text::serve_text(&job),
        Request::PlayQuestion(question) => return super::asked::serve_question(&question),
        _ => {}
    }
    let mut reply = Session::handle(session, request, now);
    if let Reply::Measured {
        puzzle,
        technique: t,
        ..
    } = &mut reply
    {
        *t = puzzle.clone().build().ok().and_then(|p| technique(&p));
    }
    reply
}

/// The true candidates of `values` on `spec`'s puzzle.
fn true_candidates_of(spec: PuzzleSpec, values: Vec<u8>) -> Reply {
    let candidates = spec.build().ok().and_then(|puzzle| {
        let mut editor = Editor::new(puzzle);
        editor
            .enter_values(&values)
            .then(|| true_candidates(&editor))?
    });
    Reply::TrueCandidates { values, candidates }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn the_articles_presse_takes_singles_and_an_empty_grid_guessing_or_nothing() {
        let presse = parse_puzzle(crate::library::LIBRARY[0].1).unwrap();
        assert_eq!(technique(&presse), Some(Technique::Singles));
        let empty = parse_puzzle(&".".repeat(81)).unwrap();
        assert_eq!(technique(&empty), None, "not one solution");
        let queens = parse_puzzle(r#"{"kind":"queens","n":8}"#).unwrap();
        assert_eq!(technique(&queens), None, "no hints for N-Queens");
    }

    #[test]
    fn a_measure_served_through_the_page_names_its_technique() {
        let presse = parse_puzzle(crate::library::LIBRARY[0].1).unwrap();
        let request = Request::Measure {
            puzzle: presse.spec(),
        };
        match serve(&mut None, request, &|| 0.0) {
            Reply::Measured {
                solutions,
                attempts,
                technique,
                ..
            } => {
                assert_eq!(solutions, 1);
                // classic needs 2,455,282 attempts to Presse's solution.
                assert_eq!(attempts, None, "more than classic's budget");
                assert_eq!(technique, Some(Technique::Singles));
            }
            other => panic!("{other:?}"),
        }
    }
}
