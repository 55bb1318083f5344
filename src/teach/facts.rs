//! The facts of the step on screen: what the event was, why a candidate
//! failed (asked of the puzzle only now, never in the search loop), where
//! the search goes back to, what cleanup struck. The same facts drive the
//! sentence, the marks on the board and the tests.

mod events;

use super::model::{board, explained_as, with_model};
use crate::engine::{Event, Move, Puzzle};
use crate::kinds::kind_of;
use crate::protocol::Moment;
use crate::puzzles::{AnyPuzzle, Constraints, Mask, Reason};
use crate::strategy::{
    domains_branch, domains_settle, dutch_candidates, dutch_candidates_around, emptied_peer,
    propagated_candidates, Mrv, Seen, Strategy, Strikes,
};
use events::{explain_place, explain_reject, explain_try, explain_undo};

/// Candidates that cleanup struck from one cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strike {
    /// The cell (for N-Queens: the row).
    pub cell: usize,
    /// The values struck.
    pub values: Mask,
}

/// What happened at the step on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// Nothing tried yet; the search starts at `first`, if known.
    Start {
        /// The cell of level 0 (classic and propagate: the first cell).
        first: Option<usize>,
    },
    /// A candidate was taken from `moves()`.
    Try {
        /// The cell (the level's cell, a queen's row, a tree).
        cell: usize,
        /// The candidate value.
        value: u8,
        /// The cell holds a given: the only move.
        given: bool,
        /// Its place among the level's candidates, from 1.
        nth: usize,
        /// How many candidates the level has.
        of: usize,
        /// The level's earlier value was just taken back: its next value.
        next_value: bool,
        /// A given of the same value in a house of the cell, which the
        /// article's program checks only when it reaches that cell (its
        /// sets hold only what is placed): the cell of that given.
        given_ahead: Option<usize>,
    },
    /// The candidate failed `valid()`, for `reason` (`None`: the puzzle
    /// could not say, which the tests rule out).
    Reject {
        /// The cell (the level's cell, a queen's row, a tree).
        cell: usize,
        /// The candidate value.
        value: u8,
        /// Which rule it breaks, where.
        reason: Option<Reason>,
    },
    /// The candidate was recorded; the search goes to the next level.
    Place {
        /// The cell (the level's cell, a queen's row, a tree).
        cell: usize,
        /// The candidate value.
        value: u8,
        /// The level recorded at (0-based).
        level: usize,
        /// The cell the next level chooses for, if the strategy fixes it.
        next: Option<usize>,
        /// What cleanup struck (propagate).
        struck: Vec<Strike>,
    },
    /// The move at a level was taken back.
    Backtrack {
        /// The cell of the level below that ran out of candidates (`None`
        /// after a solution, or when unknown).
        dead_end: Option<usize>,
        /// The cell taken back.
        cell: usize,
        /// Its value.
        value: u8,
        /// The search met a solution just before and goes on for more.
        after_solution: bool,
    },
    /// `done()` said every cell is filled.
    Solution {
        /// Which solution, from 1.
        index: u64,
    },
    /// The whole tree has been searched.
    Exhausted {
        /// Solutions found in all.
        solutions: u64,
    },
}

/// What the board marks for the step: squares are cells, or for
/// N-Queens `row * n + column`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The square of the event.
    pub focus: Option<usize>,
    /// The square that holds the clashing value, or the attacking queen.
    pub culprit: Option<usize>,
    /// The squares of the house or cage that refused the move.
    pub lit: Vec<usize>,
    /// Candidates cleanup struck (propagate), by cell.
    pub struck: Vec<Strike>,
    /// A square left without candidates.
    pub empty: Option<usize>,
    /// Why the step's candidate was rejected (for marks beside the grid:
    /// a Skyscrapers clue, a Tents count).
    pub reason: Option<Reason>,
}

/// The facts and marks of the step on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// What happened.
    pub fact: Fact,
    /// What the board marks.
    pub marks: Marks,
}

/// Explains the moment of a run of `puzzle` by `strategy`.
pub fn explain(puzzle: &AnyPuzzle, strategy: Strategy, moment: &Moment) -> Explanation {
    let strategy = explained_as(puzzle, strategy);
    with_model!(puzzle, m => explain_in(m, puzzle, strategy, moment))
}

/// The square that stands for a cell: the cell itself, a Tents tree's
/// square (N-Queens rows are marked by their squares instead).
fn cell_square(puzzle: &AnyPuzzle, cell: usize) -> Option<usize> {
    kind_of(puzzle).level_square(cell)
}

/// Explains `moment` with `model`, the rules of `puzzle` as its own
/// type.
fn explain_in<C: Constraints + 'static>(
    model: &C,
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    moment: &Moment,
) -> Explanation {
    let unmarked = |fact| Explanation {
        fact,
        marks: Marks::default(),
    };
    match moment.event {
        None => unmarked(Fact::Start {
            first: first_cell(model, strategy),
        }),
        Some(Event::Try { level, mv }) => {
            explain_try(model, puzzle, strategy, moment, level as usize, mv)
        }
        Some(Event::Reject { mv, .. }) => explain_reject(model, puzzle, strategy, moment, mv),
        Some(Event::Place { level, mv }) => {
            explain_place(model, puzzle, strategy, moment, level as usize, mv)
        }
        Some(Event::Undo { mv, .. }) => explain_undo(model, puzzle, strategy, moment, mv),
        Some(Event::Solution { index }) => unmarked(Fact::Solution { index }),
        Some(Event::Exhausted) => unmarked(Fact::Exhausted {
            solutions: moment.stats.solutions,
        }),
    }
}

/// The cell level 0 chooses for: the first cell, or mrv's choice.
fn first_cell<C: Constraints + 'static>(model: &C, strategy: Strategy) -> Option<usize> {
    next_cell(model, strategy, &[])
}

/// The cell the level after `path` chooses for.
fn next_cell<C: Constraints + 'static>(
    model: &C,
    strategy: Strategy,
    path: &[Move],
) -> Option<usize> {
    let level = path.len();
    match strategy {
        Strategy::Mrv | Strategy::Random { .. } => mrv_after(model, path).choice(),
        _ => (level < model.cells()).then_some(level),
    }
}

/// Mrv with the moves of `path` recorded.
fn mrv_after<C: Constraints>(model: &C, path: &[Move]) -> Mrv<C> {
    let mut mrv = Mrv::new(model.clone());
    for (level, &mv) in path.iter().enumerate() {
        mrv.record(level, mv);
    }
    mrv
}

/// Why `mv` failed `valid()` after `path`, and what cleanup struck on
/// the way (propagate).
fn why_rejected<C: Constraints>(
    model: &C,
    strategy: Strategy,
    path: &[Move],
    mv: Move,
) -> (Option<Reason>, Vec<Strike>) {
    let cells = model.cells();
    let values = board(cells, path);
    let (cell, value) = (mv.cell as usize, u32::from(mv.value));
    let rule = model.why_not(&values, cell, value);
    if rule.is_some() {
        return (rule, Vec::new());
    }
    match strategy {
        Strategy::Mrv | Strategy::Random { .. } => {
            let mut mrv = mrv_after(model, path);
            mrv.record(path.len(), mv);
            let empty = (0..cells).find(|&c| !mrv.is_assigned(c) && mrv.domain(c) == 0);
            (empty.map(|cell| Reason::NoCandidate { cell }), Vec::new())
        }
        Strategy::Propagate => {
            let (struck, empty) = cleanup(model, path, mv);
            (empty.map(|cell| Reason::NoCandidate { cell }), struck)
        }
        Strategy::Dutch => {
            let peer = dutch_refusal(model, path, cell, value);
            (peer.map(|cell| Reason::NoCandidate { cell }), Vec::new())
        }
        _ => (None, Vec::new()),
    }
}

/// Cleanup after `mv` on the state after `path`: what it struck from
/// which cells, and the first cell it left without candidates.
fn cleanup<C: Constraints>(model: &C, path: &[Move], mv: Move) -> (Vec<Strike>, Option<usize>) {
    let cells = model.cells();
    let Some(before) = propagated_candidates(model, &board(cells, path)) else {
        return (Vec::new(), None);
    };
    let mut slots = before.clone();
    slots.resize(cells * 2, 0);
    let mut struck_flags = vec![false; cells];
    let mut seen = Seen::new(cells);
    let (cell, value) = (mv.cell as usize, u32::from(mv.value));
    let ok = match domains_branch(
        &mut slots,
        cells,
        0,
        &mut struck_flags,
        &mut seen,
        cell,
        value,
    ) {
        Some(child) => domains_settle(model, child, &mut struck_flags, &mut seen),
        None => false,
    };
    let after = &slots[cells..];
    let strikes = strikes(&before, after, cell);
    let empty = if ok {
        None
    } else {
        after.iter().position(|&d| d == 0)
    };
    (strikes, empty)
}

/// The peer that holds `value` alone on the Dutch program's lists
/// after `path`, where its `isvalidcandidate` refuses `value` at `cell`.
#[inline(never)]
fn dutch_refusal(model: &dyn Strikes, path: &[Move], cell: usize, value: u32) -> Option<usize> {
    let lists = dutch_candidates(model, path);
    emptied_peer(model, &lists, cell, value, &mut Vec::new())
}

/// What the Dutch program's cleanup struck after `mv` on its lists
/// after `path`.
#[inline(never)]
fn dutch_cleanup(model: &dyn Strikes, path: &[Move], mv: Move) -> Vec<Strike> {
    let (before, after) = dutch_candidates_around(model, path, mv);
    strikes(&before, &after, mv.cell as usize)
}

/// The values that went from each cell but `placed` between `before`
/// and `after`.
fn strikes(before: &[Mask], after: &[Mask], placed: usize) -> Vec<Strike> {
    (0..before.len())
        .filter(|&c| c != placed)
        .filter_map(|c| {
            let gone = before[c] & !after[c];
            (gone != 0).then_some(Strike {
                cell: c,
                values: gone,
            })
        })
        .collect()
}

/// The board marks of a reason.
fn marks_for(puzzle: &AnyPuzzle, reason: &Option<Reason>, mv: Move, marks: &mut Marks) {
    if let Some(reason) = reason {
        kind_of(puzzle).marks(reason, mv, marks);
    }
}
