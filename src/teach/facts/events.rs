//! The facts and marks of each kind of event: a candidate tried,
//! rejected or placed, a move taken back.

use super::{cell_square, cleanup, dutch_cleanup, marks_for, next_cell, why_rejected};
use super::{Explanation, Fact, Marks};
use crate::engine::{Event, Move};
use crate::kinds::kind_of;
use crate::protocol::Moment;
use crate::puzzles::{AnyPuzzle, Constraints};
use crate::strategy::Strategy;

/// Marks that only put the focus on the square of `mv`.
fn focus_on(puzzle: &AnyPuzzle, mv: Move) -> Marks {
    Marks {
        focus: Some(puzzle.square_of_move(mv)),
        ..Marks::default()
    }
}

/// `mv` taken from the candidates of `level`: which of them it is, and
/// whether it is the cell's given or the next value after an undo.
pub(super) fn explain_try<C: Constraints>(
    model: &C,
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    moment: &Moment,
    level: usize,
    mv: Move,
) -> Explanation {
    let (nth, of) = moment
        .levels
        .get(level)
        .map_or((1, 1), |l| (l.taken as usize, l.candidates.len()));
    let after_undo =
        matches!(moment.previous, Some(Event::Undo { level: l, .. }) if l as usize == level);
    let fact = Fact::Try {
        cell: mv.cell as usize,
        value: mv.value,
        given: model.given(mv.cell as usize) == Some(u32::from(mv.value)),
        nth,
        of,
        next_value: after_undo && nth > 1,
        given_ahead: (strategy == Strategy::Classic)
            .then(|| given_ahead(model, puzzle, &moment.path, mv))
            .flatten(),
    };
    Explanation {
        fact,
        marks: focus_on(puzzle, mv),
    }
}

/// A given of `mv`'s value in a house of its cell that the path has not
/// reached: the article's program tries the value all the same, as its
/// sets hold only what is placed.
fn given_ahead<C: Constraints>(
    model: &C,
    puzzle: &AnyPuzzle,
    path: &[Move],
    mv: Move,
) -> Option<usize> {
    let houses = kind_of(puzzle).houses()?;
    let value = u32::from(mv.value);
    houses
        .peers(mv.cell as usize)
        .iter()
        .map(|&p| p as usize)
        .filter(|&p| model.given(p) == Some(value))
        .find(|&p| !path.iter().any(|m| m.cell as usize == p))
}

/// `mv` failed `valid()`: why, and the squares that show it.
pub(super) fn explain_reject<C: Constraints>(
    model: &C,
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    moment: &Moment,
    mv: Move,
) -> Explanation {
    let mut marks = focus_on(puzzle, mv);
    let (reason, struck) = why_rejected(model, strategy, &moment.path, mv);
    marks_for(puzzle, &reason, mv, &mut marks);
    marks.struck = struck;
    marks.reason = reason.clone();
    let fact = Fact::Reject {
        cell: mv.cell as usize,
        value: mv.value,
        reason,
    };
    Explanation { fact, marks }
}

/// `mv` recorded at `level`: where the next level works, and what
/// cleanup struck (propagate).
pub(super) fn explain_place<C: Constraints + 'static>(
    model: &C,
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    moment: &Moment,
    level: usize,
    mv: Move,
) -> Explanation {
    let path = &moment.path;
    let mut marks = focus_on(puzzle, mv);
    let below = &path[..path.len().saturating_sub(1)];
    let struck = match strategy {
        Strategy::Propagate => cleanup(model, below, mv).0,
        Strategy::Dutch => dutch_cleanup(model, below, mv),
        _ => Vec::new(),
    };
    marks.struck = struck.clone();
    let fact = Fact::Place {
        cell: mv.cell as usize,
        value: mv.value,
        level,
        next: next_cell(model, strategy, path),
        struck,
    };
    Explanation { fact, marks }
}

/// `mv` taken back: after a solution, or because the level below it
/// (its dead end, marked empty) ran out of candidates.
pub(super) fn explain_undo<C: Constraints + 'static>(
    model: &C,
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    moment: &Moment,
    mv: Move,
) -> Explanation {
    let mut marks = focus_on(puzzle, mv);
    let after_solution = matches!(moment.previous, Some(Event::Solution { .. }));
    let dead_end = if after_solution {
        None
    } else {
        let mut below = moment.path.clone();
        below.push(mv);
        next_cell(model, strategy, &below)
    };
    marks.empty = dead_end.and_then(|cell| cell_square(puzzle, cell));
    let fact = Fact::Backtrack {
        dead_end,
        cell: mv.cell as usize,
        value: mv.value,
        after_solution,
    };
    Explanation { fact, marks }
}
