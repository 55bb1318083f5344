//! A solution of any grid within a budget, which "where did I go wrong"
//! and the true candidates ask for (the puzzle's own solutions are
//! [`crate::kinds::hand::solutions_of`]).

use crate::fast::{solver_for, FastHalt};
use crate::kinds::kind_of;
use crate::page::Editor;

/// A solution of `values` on the board of `editor`, within `budget`
/// nodes: `Some(None)` when there is none (or the values clash), `None`
/// when the budget ran out.
pub fn a_solution(editor: &Editor, values: &[u8], budget: u64) -> Option<Option<Vec<u8>>> {
    let Ok(puzzle) = kind_of(editor.puzzle()).with_typed(values) else {
        return Some(None); // the values clash
    };
    let mut found = None;
    let halt = solver_for(&puzzle).run_dyn(Some(1), budget, &mut |s| found = Some(s.to_vec()));
    match (found, halt) {
        (Some(solution), _) => Some(Some(solution)),
        (None, FastHalt::Budget) => None,
        (None, _) => Some(None),
    }
}
