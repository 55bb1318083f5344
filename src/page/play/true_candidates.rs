//! True candidates: for each empty cell, the values that some solution
//! of the grid as it stands has there. No technique a person uses gives
//! them; the search does, a solution at a time.

use super::solutions::a_solution;
use crate::page::Editor;
use crate::puzzles::{bit, values_of, Mask};

/// The solver's nodes one question ("is there a solution with this
/// value here?") may take before the page gives up.
const NODE_BUDGET: u64 = 200_000;

/// For each cell of `editor`'s grid, the values some solution has there
/// (none where the cell holds a value). Each solution found counts for
/// every cell at once, so a question is asked only of a value no
/// solution so far has had. `None` when the solver ran out of time.
pub fn true_candidates(editor: &Editor) -> Option<Vec<Mask>> {
    let values = editor.values();
    let basic = editor.candidates();
    let mut found: Vec<Mask> = vec![0; values.len()];
    for cell in (0..values.len()).filter(|&c| values[c] == 0) {
        for value in values_of(basic[cell]) {
            if found[cell] & bit(value) != 0 {
                continue;
            }
            let mut grid = values.to_vec();
            grid[cell] = value as u8;
            if let Some(solution) = a_solution(editor, &grid, NODE_BUDGET)? {
                for (c, &v) in solution.iter().enumerate() {
                    if values[c] == 0 {
                        found[c] |= bit(u32::from(v));
                    }
                }
            }
        }
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::solve::solve;
    use crate::strategy::Strategy;

    /// Each empty cell's values over every solution, by enumerating them.
    fn union_of_all(editor: &Editor) -> Vec<Mask> {
        let report = solve(
            &editor.solvable().unwrap(),
            Strategy::Fast,
            None,
            usize::MAX,
        );
        let mut union = vec![0; editor.values().len()];
        for solution in &report.solutions {
            for (c, &v) in solution.iter().enumerate() {
                if editor.values()[c] == 0 {
                    union[c] |= bit(u32::from(v));
                }
            }
        }
        union
    }

    #[test]
    fn true_candidates_are_the_union_of_all_solutions() {
        // A 4x4 with few givens (many solutions), and with entries.
        for grid in ["1...........3...", "12..............", "1..2..3..4......"] {
            let mut e = Editor::new(parse_puzzle(grid).unwrap());
            assert_eq!(true_candidates(&e).unwrap(), union_of_all(&e), "{grid}");
            let free = (0..16).find(|&c| e.values()[c] == 0).unwrap();
            let value = values_of(e.candidates()[free]).next().unwrap() as u8;
            e.set(free, value).unwrap();
            assert_eq!(
                true_candidates(&e).unwrap(),
                union_of_all(&e),
                "{grid} with an entry"
            );
        }
    }

    #[test]
    fn a_unique_puzzle_has_one_true_candidate_a_cell() {
        let e = Editor::new(parse_puzzle(crate::library::LIBRARY[0].1).unwrap());
        let truth = true_candidates(&e).unwrap();
        for c in (0..81).filter(|&c| e.values()[c] == 0) {
            assert_eq!(truth[c].count_ones(), 1, "r{}c{}", c / 9 + 1, c % 9 + 1);
        }
    }
}
