//! "Check": the person's entries against the puzzle's one solution.

use crate::kinds::hand::{Checked, Solutions};
use crate::page::Editor;

/// Checks the entries of `editor` against `solutions`: the outcome and the
/// wrong entries (cell and value).
pub fn check(editor: &Editor, solutions: &Solutions) -> (Checked, Vec<(usize, u8)>) {
    let values = editor.values();
    let entered: Vec<usize> = (0..values.len())
        .filter(|&c| values[c] != 0 && !editor.is_given(c))
        .collect();
    let solution = match solutions {
        Solutions::Unique(solution) => solution,
        Solutions::Several(..) => return (Checked::NotUnique, Vec::new()),
        Solutions::None => return (Checked::NoSolution, Vec::new()),
        Solutions::Unknown => return (Checked::Unknown, Vec::new()),
    };
    if entered.is_empty() {
        return (Checked::Nothing, Vec::new());
    }
    let wrong: Vec<(usize, u8)> = entered
        .iter()
        .filter(|&&c| values[c] != solution[c])
        .map(|&c| (c, values[c]))
        .collect();
    let outcome = if wrong.is_empty() {
        Checked::Right {
            entries: entered.len(),
            left: values.iter().filter(|&&v| v == 0).count(),
        }
    } else {
        Checked::Wrong { count: wrong.len() }
    };
    (outcome, wrong)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::page::play::solutions_of;

    #[test]
    fn a_check_marks_the_wrong_entries_and_counts_the_right_ones() {
        let mut e = Editor::new(parse_puzzle(crate::library::LIBRARY[0].1).unwrap());
        let solutions = solutions_of(e.puzzle());
        let solution = solutions.unique().unwrap().to_vec();
        assert_eq!(check(&e, &solutions).0, Checked::Nothing);
        let free: Vec<usize> = (0..81).filter(|&c| !e.is_given(c)).take(3).collect();
        e.set(free[0], solution[free[0]]).unwrap();
        e.set(free[1], solution[free[1]]).unwrap();
        let left = e.values().iter().filter(|&&v| v == 0).count();
        assert_eq!(check(&e, &solutions).0, Checked::Right { entries: 2, left });
        let wrong = solution[free[2]] % 9 + 1;
        e.set(free[2], wrong).unwrap();
        assert_eq!(
            check(&e, &solutions),
            (Checked::Wrong { count: 1 }, vec![(free[2], wrong)])
        );
        let empty = Editor::new(parse_puzzle(&".".repeat(81)).unwrap());
        assert_eq!(
            check(&empty, &solutions_of(empty.puzzle())).0,
            Checked::NotUnique
        );
    }
}
