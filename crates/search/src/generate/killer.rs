//! Killer Sudoku from a seed, as Tatham's Solo makes them: a random full
//! grid of boxes cut into cages of two cells (a cell left alone joins a
//! neighbour's cage), each with its sum and no givens; then cages side by
//! side are merged at random while the puzzle keeps one solution. An easy
//! one stops after a few merges (singles and the cages' sums solve it), a
//! medium one merges while `fast`'s propagation alone still solves it, a
//! hard one while `fast` proves it unique within a few dozen guesses.

use rand::seq::SliceRandom;
use rand::Rng as _;

use super::grids::{neighbours, random_fill, solutions, solved_without_guessing};
use super::{Difficulty, Rng};
use crate::fast::{solver_for, FastHalt};
use crate::puzzles::{cells_by_cage, standard_box, sum_cage, AnyPuzzle, Cage, Layout, Sudoku};

/// Merges tried in a row without one kept before the cages stay as
/// they are.
const MERGE_FAILURES: usize = 60;

/// The most guesses `fast` may need to prove a hard one unique: merged
/// on while the uniqueness alone holds, the cages grow until a proof takes
/// seconds, which no solver by hand would call a puzzle.
const HARD_GUESSES: u64 = 40;

/// Whether `fast` proves `puzzle` unique within `guesses`.
fn unique_within(puzzle: &AnyPuzzle, guesses: u64) -> bool {
    let mut fast = solver_for(puzzle);
    fast.run_dyn(Some(2), guesses, &mut |_| {}) == FastHalt::Exhausted && fast.solutions() == 1
}

/// A Killer of `side` (a side with standard boxes), as near `wanted` as
/// its merges get; `None` where the first cut has more than one solution.
pub(super) fn make(side: usize, wanted: Difficulty, rng: &mut Rng) -> Option<AnyPuzzle> {
    let boxes = standard_box(side)?;
    let plain = Sudoku::with_layout(
        vec![0; side * side],
        Layout {
            boxes: Some(boxes),
            ..Layout::default()
        },
    )
    .ok()?;
    let build = |g: Vec<u8>| plain.with_givens(g).ok().map(AnyPuzzle::Sudoku);
    let full = random_fill(side * side, &build, rng)?;
    let killer = |cage_of: &[usize]| {
        let layout = Layout {
            boxes: Some(boxes),
            cages: cages_of(cage_of, &full),
            ..Layout::default()
        };
        Sudoku::with_layout(vec![0; side * side], layout)
            .ok()
            .map(AnyPuzzle::Sudoku)
    };
    let mut cage_of = pairs(side, &full, rng);
    let mut puzzle = killer(&cage_of)?;
    if solutions(&puzzle) != Some(1) {
        return None;
    }
    let keeps = |p: &AnyPuzzle| match wanted {
        Difficulty::Hard => unique_within(p, HARD_GUESSES),
        Difficulty::Medium => unique_within(p, 0),
        Difficulty::Easy => solved_without_guessing(p),
    };
    let most = match wanted {
        Difficulty::Easy => side,
        Difficulty::Medium | Difficulty::Hard => side * side,
    };
    let (mut merged, mut failures) = (0, 0);
    while merged < most && failures < MERGE_FAILURES {
        let Some(next) = merge_some(&cage_of, side, &full, rng) else {
            break;
        };
        match killer(&next).filter(|p| keeps(p)) {
            Some(p) => {
                (puzzle, cage_of, merged, failures) = (p, next, merged + 1, 0);
            }
            None => failures += 1,
        }
    }
    Some(puzzle)
}

/// The cages of `cage_of` (a cage number per cell) with their sums on
/// `full`, numbered by their first cell.
fn cages_of(cage_of: &[usize], full: &[u8]) -> Vec<Cage> {
    let sum = |cells: &[u16]| cells.iter().map(|&c| u32::from(full[c as usize])).sum();
    cells_by_cage(cage_of)
        .into_iter()
        .map(|cells| sum_cage(sum(&cells), cells))
        .collect()
}

/// Cells paired at random with a free neighbour to the right or below; a
/// cell left alone joins a neighbour's cage (its digit not in it).
fn pairs(side: usize, full: &[u8], rng: &mut Rng) -> Vec<usize> {
    let cells = side * side;
    let mut cage_of = vec![usize::MAX; cells];
    for cell in 0..cells {
        if cage_of[cell] != usize::MAX {
            continue;
        }
        cage_of[cell] = cell;
        let right = (cell % side + 1 < side).then_some(cell + 1);
        let below = (cell + side < cells).then_some(cell + side);
        let mut options: Vec<usize> = [right, below]
            .into_iter()
            .flatten()
            .filter(|&n| cage_of[n] == usize::MAX)
            .collect();
        options.shuffle(rng);
        if let Some(&mate) = options.first() {
            cage_of[mate] = cell;
        }
    }
    for cell in 0..cells {
        let alone = cage_of.iter().filter(|&&k| k == cage_of[cell]).count() == 1;
        if !alone {
            continue;
        }
        let mut near: Vec<usize> = neighbours(cell, side).collect();
        near.shuffle(rng);
        if let Some(&n) = near
            .iter()
            .find(|&&n| may_join(&cage_of, full, cage_of[n], cell, side))
        {
            cage_of[cell] = cage_of[n];
        }
    }
    cage_of
}

/// Whether the cells of cage `other` may join `cage` (given by one of its
/// cells' cage number, `of`): no digit twice, at most `side` cells.
fn may_join(cage_of: &[usize], full: &[u8], cage: usize, of: usize, side: usize) -> bool {
    let other = cage_of[of];
    let members = |k: usize| (0..cage_of.len()).filter(move |&c| cage_of[c] == k);
    let count = members(cage).count() + members(other).count();
    let mut digits = members(cage)
        .chain(members(other))
        .map(|c| full[c])
        .collect::<Vec<_>>();
    digits.sort_unstable();
    digits.dedup();
    cage != other && count <= side && digits.len() == count
}

/// `cage_of` with two cages side by side merged, chosen at random among
/// those whose digits differ; `None` where no two may merge.
fn merge_some(cage_of: &[usize], side: usize, full: &[u8], rng: &mut Rng) -> Option<Vec<usize>> {
    let cells = side * side;
    for _ in 0..4 * cells {
        let a = rng.gen_range(0..cells);
        let near: Vec<usize> = neighbours(a, side).collect();
        let b = *near.choose(rng)?;
        if may_join(cage_of, full, cage_of[a], b, side) {
            let (keep, drop) = (cage_of[a], cage_of[b]);
            return Some(
                cage_of
                    .iter()
                    .map(|&k| if k == drop { keep } else { k })
                    .collect(),
            );
        }
    }
    None
}
