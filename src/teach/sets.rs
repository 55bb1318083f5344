//! The sets of the cell at work: for `classic` the article's `getSets`
//! (the values placed in the cell's row, column and box) and their
//! difference, which is `moves()`; for `propagate` the cell's candidate
//! list before and after cleanup; for `mrv` the cell with the fewest
//! candidates; for Kendoku and Killer the cage with its values so far (a
//! Killer's with the sets of digits that still make its sum).

use super::model::{board, lists_after, placed, with_model};
use crate::engine::{Event, Move};
use crate::kinds::{kind_of, Level};
use crate::protocol::Moment;
use crate::puzzles::{full, AnyPuzzle, Constraints, HouseKind, Mask, Op, Reason};
use crate::strategy::Strategy;

/// A Kendoku cage and its values so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CageView {
    /// Its index.
    pub index: usize,
    /// The target.
    pub target: u32,
    /// The operation.
    pub op: Op,
    /// Its cells with their values (0: empty).
    pub cells: Vec<(usize, u8)>,
    /// A Killer's cage: the sets of different digits that still make its
    /// sum with the digits placed in it (empty for Kendoku).
    pub ways: Vec<Mask>,
}

/// What the sets panel shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sets {
    /// Nothing at work yet.
    None,
    /// The houses of `cell` and the values placed in each: classic and
    /// mrv on a Latin square.
    Houses {
        /// The cell.
        cell: usize,
        /// Each house of the cell and the values placed in it.
        houses: Vec<(HouseKind, Mask)>,
        /// The values in any of them.
        union: Mask,
        /// What `moves()` lists: the given alone, or the values in none.
        moves: Mask,
        /// The cell's given.
        given: Option<u8>,
        /// Kendoku: the cell's cage.
        cage: Option<CageView>,
    },
    /// N-Queens: the columns and diagonals that queens hold already.
    Queens {
        /// The row at work.
        row: usize,
        /// Columns holding a queen (1-based values).
        columns: Mask,
        /// Columns of this row attacked along a diagonal.
        diagonals: Mask,
        /// The columns still free in this row.
        free: Mask,
    },
    /// N-Queens past the masks: a row of more columns than its sets can
    /// list legibly.
    Wide {
        /// The row at work.
        row: usize,
        /// The columns.
        n: usize,
    },
    /// Tents: the four squares beside the tree at work, each free (listed
    /// by `moves()`) or why not.
    Tree {
        /// The tree (a level).
        tree: usize,
        /// Up, right, down, left: the square (`None`: off the grid or a
        /// tree) and why a tent cannot stand there now.
        squares: [(Option<usize>, Option<Reason>); 4],
    },
    /// propagate: the cell's candidate list before the move, and what
    /// cleanup left in it and struck elsewhere.
    Candidates {
        /// The cell.
        cell: usize,
        /// Its candidates before the move: the list `moves()` took.
        before: Mask,
        /// Kendoku: the cell's cage.
        cage: Option<CageView>,
    },
}

/// The sets of the cell at work in `moment`.
pub fn sets(puzzle: &AnyPuzzle, strategy: Strategy, moment: &Moment) -> Sets {
    let mv = match moment.event {
        Some(Event::Try { mv, .. } | Event::Reject { mv, .. } | Event::Undo { mv, .. }) => mv,
        Some(Event::Place { mv, .. }) => mv,
        _ => return Sets::None,
    };
    // The sets as `moves()` saw them: the path below the event's level.
    let level = moment.event.map_or(0, |e| e.level());
    let below = &moment.path[..level.min(moment.path.len())];
    if puzzle.is_wide_queens() {
        return Sets::Wide {
            row: usize::from(mv.cell),
            n: puzzle.cells(),
        };
    }
    with_model!(puzzle, m => sets_in(m, puzzle, strategy, below, mv))
}

fn sets_in<C: Constraints>(
    model: &C,
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    below: &[Move],
    mv: Move,
) -> Sets {
    let cell = mv.cell as usize;
    let values = board(model.cells(), below);
    let cage = cage_view(puzzle, cell, &values);
    if matches!(strategy, Strategy::Propagate | Strategy::Dutch) {
        let before = lists_after(model, strategy, below).map_or(0, |d| d[cell]);
        return Sets::Candidates { cell, before, cage };
    }
    let kind = kind_of(puzzle);
    match kind.level() {
        Level::Row => {
            let n = puzzle.side() as usize;
            let columns = values
                .iter()
                .fold(0, |m, &v| if v > 0 { m | 1 << v } else { m });
            let free = placed(model, below).free(cell);
            let diagonals = full(n as u32) & !columns & !free;
            Sets::Queens {
                row: cell,
                columns,
                diagonals,
                free,
            }
        }
        Level::Tree => Sets::Tree {
            tree: cell,
            squares: [1, 2, 3, 4].map(|d| {
                let square = puzzle.square_of(cell, d);
                let why = square.and_then(|_| model.why_not(&values, cell, d));
                (square, why)
            }),
        },
        Level::Cell => houses_sets(kind.houses(), model, cell, &values, cage),
    }
}

fn houses_sets<C: Constraints>(
    houses: Option<&crate::puzzles::Houses>,
    model: &C,
    cell: usize,
    values: &[u8],
    cage: Option<CageView>,
) -> Sets {
    // A kind without houses lists only what moves() gives.
    let held: Vec<(HouseKind, Mask)> = houses
        .into_iter()
        .flat_map(|houses| houses.houses_of(cell).iter().map(move |&h| (houses, h)))
        .map(|(houses, h)| {
            let set = houses.houses()[h as usize]
                .iter()
                .map(|&c| values[c as usize])
                .filter(|&v| v > 0)
                .fold(0, |m, v| m | 1 << v);
            (houses.kinds()[h as usize], set)
        })
        .collect();
    let union = held.iter().fold(0, |m, (_, s)| m | s);
    let given = model.given(cell).map(|g| g as u8);
    let moves = match given {
        Some(g) => 1 << g,
        None => full(model.size()) & !union,
    };
    Sets::Houses {
        cell,
        houses: held,
        union,
        moves,
        given,
        cage,
    }
}

fn cage_view(puzzle: &AnyPuzzle, cell: usize, values: &[u8]) -> Option<CageView> {
    let kind = kind_of(puzzle);
    let index = kind.cage_of(cell)?;
    let cage = kind.cages().get(index)?;
    let placed = cage
        .cells
        .iter()
        .map(|&c| values[c as usize])
        .filter(|&v| v != 0);
    let used = placed.fold(0, |m: Mask, v| m | crate::puzzles::bit(v.into()));
    let ways = kind
        .cage_combinations(index)
        .iter()
        .copied()
        .filter(|&set| set & used == used);
    Some(CageView {
        ways: ways.collect(),
        index,
        target: cage.target,
        op: cage.op,
        cells: cage
            .cells
            .iter()
            .map(|&c| (c as usize, values[c as usize]))
            .collect(),
    })
}
