//! What solving by hand asks of the maker worker: the puzzle's solutions
//! (found once per puzzle, for checks and hints), the entries that
//! cannot stand together ("where did I go wrong") and a value the search
//! shows to fail (a hint where no simple step is left). Each is a search
//! that could hold the page up; asked of the worker, the solvers and the
//! engine stay out of the page's download too.

use serde::{Deserialize, Serialize};

use super::refute::{refutation, Refutation};
use super::{culprits, solutions_of, Culprits, Solutions};
use crate::page::Editor;
use crate::protocol::{wire, Reply, Request};
use crate::puzzles::{Mask, PuzzleSpec};

/// What solving by hand knows of the worker's answers about the puzzle
/// on the board.
#[derive(Clone, Debug, Default)]
pub struct Known {
    /// The puzzle's solutions, once the worker answered.
    pub solutions: Option<std::rc::Rc<Solutions>>,
    /// They have been asked for.
    pub asked: bool,
    /// A check or hint asked for before they came: carried out when they
    /// come.
    pub awaiting: Option<crate::page::action::PlayAction>,
    /// The worker's last refutation, with the grid and the hint's
    /// candidates it is of.
    pub refuted: Option<Refuted>,
}

/// A value the search shows to fail on a grid, as the worker found it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Refuted {
    /// The puzzle (its givens) it is of.
    pub puzzle: PuzzleSpec,
    /// The values on the grid, one per cell.
    pub values: Vec<u8>,
    /// The candidates the hint reasons from, one per cell.
    pub candidates: Vec<Mask>,
    /// The shortest refutation found, if any.
    pub found: Option<Refutation>,
}

impl Known {
    /// The refutation the worker found for `values` and `candidates`,
    /// if it was asked of exactly these.
    pub fn refuted_for(&self, values: &[u8], candidates: &[Mask]) -> Option<Option<Refutation>> {
        let known = self.refuted.as_ref()?;
        (known.values == values && known.candidates == candidates).then_some(known.found)
    }
}

/// A question of a person solving by hand.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Question {
    /// The solutions of the puzzle (its givens), up to two.
    Solutions(PuzzleSpec),
    /// The entries of `values` on the puzzle that cannot stand together.
    Culprits {
        /// The puzzle (its givens).
        puzzle: PuzzleSpec,
        /// The values on the grid, givens and entries, one per cell.
        values: Vec<u8>,
    },
    /// A value the search shows to fail, among the cells of `values`
    /// with the fewest of `candidates` (never a value of the one
    /// solution, where `solutions` knows it).
    Refutation {
        /// The puzzle (its givens).
        puzzle: PuzzleSpec,
        /// The values on the grid, one per cell.
        values: Vec<u8>,
        /// The candidates the hint reasons from, one per cell.
        candidates: Vec<Mask>,
        /// The puzzle's solutions, as the page knows them.
        solutions: Solutions,
    },
}

/// The worker's answer to a [`Question`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// The solutions of `puzzle`.
    Solutions {
        /// The puzzle they are of.
        puzzle: PuzzleSpec,
        /// What the solver found.
        solutions: Solutions,
    },
    /// The entries of `values` that cannot stand together.
    Culprits {
        /// The values they are of.
        values: Vec<u8>,
        /// What the solver found.
        found: Culprits,
    },
    /// The refutation asked for, with what it is of.
    Refuted(Refuted),
}

impl Question {
    /// The question as a request to the worker.
    pub fn request(&self) -> Request {
        Request::PlayQuestion(wire::encode(self))
    }

    /// The answer, found here (in the worker).
    fn answer(self) -> Answer {
        match self {
            Question::Solutions(puzzle) => {
                let solutions = match puzzle.clone().build() {
                    Ok(built) => solutions_of(&built),
                    Err(_) => Solutions::None,
                };
                Answer::Solutions { puzzle, solutions }
            }
            Question::Culprits { puzzle, values } => {
                let found = puzzle.build().ok().and_then(|built| {
                    let mut editor = Editor::new(built);
                    editor.enter_values(&values).then(|| culprits(&editor))
                });
                let found = found.unwrap_or(Culprits::Unknown);
                Answer::Culprits { values, found }
            }
            Question::Refutation {
                puzzle,
                values,
                candidates,
                solutions,
            } => {
                let found = puzzle.clone().build().ok().and_then(|built| {
                    let mut editor = Editor::new(built);
                    editor.enter_values(&values).then_some(())?;
                    refutation(&editor, &candidates, &solutions)
                });
                Answer::Refuted(Refuted {
                    puzzle,
                    values,
                    candidates,
                    found,
                })
            }
        }
    }
}

/// Serves a [`Request::PlayQuestion`] in the page's worker.
pub fn serve_question(question: &[u8]) -> Reply {
    match wire::decode::<Question>(question) {
        Ok(question) => Reply::PlayAnswer(wire::encode(&question.answer())),
        Err(e) => Reply::Failed {
            message: e.to_string(),
        },
    }
}

/// The answer in a [`Reply::PlayAnswer`]'s bytes, if they are one.
pub fn answer_of(bytes: &[u8]) -> Option<Answer> {
    wire::decode(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    fn served(question: Question) -> Answer {
        let Reply::PlayAnswer(bytes) = serve_question(&wire::encode(&question)) else {
            panic!("an answer");
        };
        answer_of(&bytes).unwrap()
    }

    #[test]
    fn the_worker_answers_the_solutions_and_the_culprits() {
        let presse = parse_puzzle(crate::library::LIBRARY[0].1).unwrap();
        let spec = presse.spec();
        let Answer::Solutions { puzzle, solutions } = served(Question::Solutions(spec.clone()))
        else {
            panic!("the solutions");
        };
        assert_eq!(puzzle, spec);
        let solution = solutions.unique().expect("one solution").to_vec();
        // A wrong entry beside the givens: it alone cannot stand.
        let crate::puzzles::AnyPuzzle::Sudoku(sudoku) = &presse else {
            panic!("a Sudoku");
        };
        let mut values = sudoku.givens().to_vec();
        let cell = values.iter().position(|&v| v == 0).unwrap();
        values[cell] = solution[cell] % 9 + 1;
        let question = Question::Culprits {
            puzzle: spec,
            values: values.clone(),
        };
        assert_eq!(
            served(question),
            Answer::Culprits {
                found: Culprits::Found(vec![(cell, values[cell])]),
                values,
            }
        );
        assert!(matches!(serve_question(b"\xff"), Reply::Failed { .. }));
    }

    #[test]
    fn the_worker_refutes_as_the_hint_would_here() {
        let presse = parse_puzzle(crate::library::LIBRARY[0].1).unwrap();
        let editor = Editor::new(presse.clone());
        let solutions = solutions_of(&presse);
        let candidates = editor.candidates();
        let here = refutation(&editor, &candidates, &solutions);
        assert!(here.is_some(), "Presse needs more than singles");
        let question = Question::Refutation {
            puzzle: presse.spec(),
            values: editor.values().to_vec(),
            candidates: candidates.clone(),
            solutions,
        };
        let Answer::Refuted(refuted) = served(question) else {
            panic!("a refutation");
        };
        assert_eq!(refuted.found, here);
        let known = Known {
            refuted: Some(refuted),
            ..Known::default()
        };
        assert_eq!(known.refuted_for(editor.values(), &candidates), Some(here));
        let mut other = editor.values().to_vec();
        let empty = other.iter().position(|&v| v == 0).unwrap();
        other[empty] = 1;
        assert_eq!(known.refuted_for(&other, &candidates), None, "another grid");
    }
}
