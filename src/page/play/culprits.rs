//! "Where did I go wrong?": when a person's entries admit no solution, a
//! smallest set of them that cannot stand together, proved by the
//! solver: each entry of the set, taken out, leaves a grid that can be
//! solved again.

use super::solutions::a_solution;
use crate::page::Editor;

/// The solver's nodes one question ("can these entries stand?") may
/// take before the page gives up.
const NODE_BUDGET: u64 = 500_000;

/// What the solver says of the person's entries.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Culprits {
    /// The entries can still lead to a solution.
    NoneWrong,
    /// The puzzle's givens alone have no solution.
    PuzzleBroken,
    /// These entries (cell, value) cannot stand together; without any
    /// one of them the grid can be solved.
    Found(Vec<(usize, u8)>),
    /// The solver could not say in time.
    Unknown,
}

/// Whether a grid can be solved: `Some(false)` for a clash or no
/// solution, `None` when the budget runs out.
fn solvable(editor: &Editor, values: &[u8]) -> Option<bool> {
    a_solution(editor, values, NODE_BUDGET).map(|found| found.is_some())
}

/// The smallest set of the entries of `editor` that cannot stand
/// together, found by taking entries out one at a time and keeping out
/// each one the grid does without (a set from which no entry can be
/// taken out is minimal).
pub fn culprits(editor: &Editor) -> Culprits {
    let values = editor.values();
    let givens: Vec<u8> = (0..values.len())
        .map(|c| if editor.is_given(c) { values[c] } else { 0 })
        .collect();
    match solvable(editor, &givens) {
        Some(false) => return Culprits::PuzzleBroken,
        None => return Culprits::Unknown,
        Some(true) => {}
    }
    match solvable(editor, values) {
        Some(true) => return Culprits::NoneWrong,
        None => return Culprits::Unknown,
        Some(false) => {}
    }
    let mut grid = values.to_vec();
    let entries: Vec<usize> = (0..values.len())
        .filter(|&c| values[c] != 0 && !editor.is_given(c))
        .collect();
    let mut kept = Vec::new();
    for &cell in &entries {
        grid[cell] = 0;
        match solvable(editor, &grid) {
            Some(false) => {} // not needed for the conflict: it stays out
            Some(true) => {
                grid[cell] = values[cell];
                kept.push((cell, values[cell]));
            }
            None => return Culprits::Unknown,
        }
    }
    Culprits::Found(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::page::play::solutions_of;

    /// The grid of `editor` with only `entries` besides the givens.
    fn with_only(editor: &Editor, entries: &[(usize, u8)]) -> Vec<u8> {
        let mut grid: Vec<u8> = (0..editor.values().len())
            .map(|c| {
                if editor.is_given(c) {
                    editor.values()[c]
                } else {
                    0
                }
            })
            .collect();
        for &(cell, value) in entries {
            grid[cell] = value;
        }
        grid
    }

    /// The set conflicts, and each set with one entry fewer does not.
    fn assert_smallest(editor: &Editor, set: &[(usize, u8)]) {
        assert_eq!(solvable(editor, &with_only(editor, set)), Some(false));
        for out in 0..set.len() {
            let mut fewer = set.to_vec();
            fewer.remove(out);
            let grid = with_only(editor, &fewer);
            assert_eq!(
                solvable(editor, &grid),
                Some(true),
                "without {:?}",
                set[out]
            );
        }
    }

    #[test]
    fn a_hidden_conflict_of_nine_entries_is_found_whole() {
        // Row 1 holds 1 to 8, and a 9 in column 9 leaves r1c9 nothing:
        // no two of these clash, all nine together cannot stand.
        let mut e = Editor::new(parse_puzzle(&".".repeat(81)).unwrap());
        for c in 0..8 {
            e.set(c, c as u8 + 1).unwrap();
        }
        e.set(4 * 9 + 8, 9).unwrap();
        e.set(7 * 9 + 2, 5).unwrap(); // an entry that plays no part
        assert!(e.conflicts().iter().all(|&c| !c));
        let Culprits::Found(set) = culprits(&e) else {
            panic!("the entries cannot stand")
        };
        assert_eq!(set.len(), 9);
        assert!(!set.contains(&(7 * 9 + 2, 5)));
        assert_smallest(&e, &set);
    }

    #[test]
    fn with_three_wrong_entries_one_of_them_is_named_and_proved() {
        let mut e = Editor::new(parse_puzzle(crate::library::LIBRARY[0].1).unwrap());
        let solution = solutions_of(e.puzzle()).unique().unwrap().to_vec();
        let free: Vec<usize> = (0..81).filter(|&c| !e.is_given(c)).collect();
        for &cell in &free[..20] {
            e.set(cell, solution[cell]).unwrap();
        }
        let mut wrong = Vec::new();
        for &cell in &free[20..] {
            let value = (1..=9).find(|&v| {
                v != solution[cell] && {
                    let mut grid = e.values().to_vec();
                    grid[cell] = v;
                    !crate::puzzles::conflicts(e.puzzle(), &grid)[cell]
                }
            });
            if let Some(v) = value {
                e.set(cell, v).unwrap();
                wrong.push((cell, v));
            }
            if wrong.len() == 3 {
                break;
            }
        }
        let Culprits::Found(set) = culprits(&e) else {
            panic!("three wrong entries cannot stand")
        };
        assert_smallest(&e, &set);
        assert!(
            set.iter().all(|entry| wrong.contains(entry)),
            "{set:?} of {wrong:?}"
        );
    }

    #[test]
    fn right_entries_are_not_wrong_and_a_broken_puzzle_says_so() {
        let mut e = Editor::new(parse_puzzle(crate::library::LIBRARY[0].1).unwrap());
        let solution = solutions_of(e.puzzle()).unique().unwrap().to_vec();
        let cell = (0..81).find(|&c| !e.is_given(c)).unwrap();
        e.set(cell, solution[cell]).unwrap();
        assert_eq!(culprits(&e), Culprits::NoneWrong);
        // Givens that clash with none but leave r1c9 nothing.
        let mut rows = vec![".".repeat(9); 9];
        rows[0] = "12345678.".into();
        rows[4] = "........9".into();
        let broken = Editor::new(parse_puzzle(&rows.concat()).unwrap());
        assert_eq!(culprits(&broken), Culprits::PuzzleBroken);
    }
}
