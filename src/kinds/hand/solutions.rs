//! The puzzle's own solution, which a check compares with and the hints
//! draw on: found by the fast solver, once per puzzle.

use crate::fast::{solver_for, FastHalt};
use crate::puzzles::AnyPuzzle;

/// The solver's nodes an answer may take before the page gives up: far
/// more than any published puzzle needs, little enough that a grid with
/// no answer in sight does not hold the page.
const NODE_BUDGET: u64 = 2_000_000;

/// What the solver says of a puzzle's solutions.
#[derive(Default, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Solutions {
    /// Exactly one solution: its values, row-major.
    Unique(Vec<u8>),
    /// More than one: the first two found.
    Several(Vec<u8>, Vec<u8>),
    /// No solution at all.
    None,
    /// The budget ran out before the solver could say.
    #[default]
    Unknown,
}

impl Solutions {
    /// The solution, where there is exactly one.
    pub fn unique(&self) -> Option<&[u8]> {
        match self {
            Solutions::Unique(values) => Some(values),
            _ => None,
        }
    }
}

/// The solutions of `puzzle` (its givens only), up to two.
pub fn solutions_of(puzzle: &AnyPuzzle) -> Solutions {
    let mut found: Vec<Vec<u8>> = Vec::new();
    let halt = solver_for(puzzle).run_dyn(Some(2), NODE_BUDGET, &mut |values| {
        found.push(values.to_vec())
    });
    let mut found = found.into_iter();
    match (halt, found.next(), found.next()) {
        (_, Some(a), Some(b)) => Solutions::Several(a, b),
        (FastHalt::Budget, _, _) => Solutions::Unknown,
        (_, Some(a), None) => Solutions::Unique(a),
        (_, None, _) => Solutions::None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn a_published_puzzle_has_one_answer_and_an_empty_grid_several() {
        let presse = parse_puzzle(crate::library::LIBRARY[0].1).unwrap();
        let Solutions::Unique(solution) = solutions_of(&presse) else {
            panic!("Presse has one solution")
        };
        assert_eq!(solution.len(), 81);
        assert!(solution.iter().all(|&v| (1..=9).contains(&v)));
        let empty = parse_puzzle(&".".repeat(81)).unwrap();
        assert!(matches!(solutions_of(&empty), Solutions::Several(a, b) if a != b));
        let clash = parse_puzzle(&format!("11{}", ".".repeat(79)));
        // Two equal givens in a row: refused as a puzzle, or no answer.
        if let Ok(p) = clash {
            assert_eq!(solutions_of(&p), Solutions::None);
        }
    }
}
