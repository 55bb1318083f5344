//! The steps every grid puzzle is made by: a random full grid, jigsaw
//! regions, and taking givens away while the solution stays the only one.

use rand::seq::SliceRandom;
use rand::Rng as _;

use super::Rng;
use crate::fast::{singles_solver_for, solver_for, FastHalt};
use crate::puzzles::{values_of, AnyPuzzle};
use crate::strategy::propagated_candidates;

/// Guesses the fast solver may make in one question of a generator: a
/// random jigsaw can have no solution at all, and proving that may take
/// long; such a candidate is dropped instead.
pub const GUESS_BUDGET: u64 = 20_000;

/// How many solutions `puzzle` has, counting to 2; `None` when the
/// search needs more than [`GUESS_BUDGET`] guesses to say.
pub fn solutions(puzzle: &AnyPuzzle) -> Option<u64> {
    let mut fast = solver_for(puzzle);
    match fast.run_dyn(Some(2), GUESS_BUDGET, &mut |_| {}) {
        FastHalt::Budget => None,
        _ => Some(fast.solutions()),
    }
}

/// A random full grid of the puzzle that `build` makes from givens
/// (`cells` of them, values 1 to `values`): random values at random
/// cells, each among the cell's candidates left by propagation, until the
/// fast solver's first solution is taken. `None` if the shape has no
/// solution at all.
pub fn random_fill(
    cells: usize,
    build: &dyn Fn(Vec<u8>) -> Option<AnyPuzzle>,
    rng: &mut Rng,
) -> Option<Vec<u8>> {
    let mut givens = vec![0u8; cells];
    // A shape without a solution (random jigsaw regions can be one) is
    // dropped before any value is tried.
    if build(givens.clone()).is_none_or(|p| solutions(&p).is_none_or(|n| n == 0)) {
        return None;
    }
    let mut order: Vec<usize> = (0..cells).collect();
    order.shuffle(rng);
    // A fifth of the cells chosen at random make the grid a random one;
    // the solver completes it.
    for &cell in order.iter().take(cells / 5 + 1) {
        let puzzle = build(givens.clone())?;
        let candidates = crate::each_puzzle!(&puzzle, p => propagated_candidates(p, &givens))?;
        let mut values: Vec<u32> = values_of(candidates[cell]).collect();
        values.shuffle(rng);
        let mut placed = false;
        for v in values {
            givens[cell] = v as u8;
            if build(givens.clone()).is_some_and(|p| solutions(&p).is_some_and(|n| n > 0)) {
                placed = true;
                break;
            }
        }
        if !placed {
            return None;
        }
    }
    let puzzle = build(givens)?;
    let mut first = None;
    solver_for(&puzzle).run_dyn(Some(1), GUESS_BUDGET, &mut |v| first = Some(v.to_vec()));
    first
}

/// Whether propagation alone (no guess) solves `puzzle`: then its
/// solution is also the only one. Singles only, where a puzzle has
/// houses: what a solver by hand finds first, so easy stays easy.
pub fn solved_without_guessing(puzzle: &AnyPuzzle) -> bool {
    let mut fast = singles_solver_for(puzzle);
    fast.run_dyn(Some(2), 0, &mut |_| {}) == FastHalt::Exhausted && fast.solutions() == 1
}

/// How far [`dig`] goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dig {
    /// Only while propagation alone still solves the puzzle, and never
    /// below this many givens.
    Propagation {
        /// Givens kept at least.
        keep: usize,
    },
    /// Then on while the solution stays the only one (proved within
    /// [`GUESS_BUDGET`] guesses), trying at most this many more cells.
    Unique {
        /// Cells tried once propagation no longer suffices.
        tries: usize,
    },
}

/// Takes givens of `full` away in random order, as far as `how` allows.
pub fn dig(
    full: &[u8],
    how: Dig,
    build: &dyn Fn(Vec<u8>) -> Option<AnyPuzzle>,
    rng: &mut Rng,
) -> Vec<u8> {
    let mut givens = full.to_vec();
    let mut order: Vec<usize> = (0..full.len()).collect();
    order.shuffle(rng);
    let keep = match how {
        Dig::Propagation { keep } => keep,
        Dig::Unique { .. } => 0,
    };
    let mut left = full.len();
    // First the cheap question (one propagation each), for every cell.
    for &cell in &order {
        if left <= keep {
            break;
        }
        let value = std::mem::replace(&mut givens[cell], 0);
        if build(givens.clone()).is_some_and(|p| solved_without_guessing(&p)) {
            left -= 1;
        } else {
            givens[cell] = value;
        }
    }
    // Then, for a hard one, the costly one (a search) for a few cells more.
    if let Dig::Unique { tries } = how {
        let rest: Vec<usize> = order
            .into_iter()
            .filter(|&c| givens[c] != 0)
            .take(tries)
            .collect();
        for cell in rest {
            let value = std::mem::replace(&mut givens[cell], 0);
            if build(givens.clone()).is_none_or(|p| solutions(&p) != Some(1)) {
                givens[cell] = value;
            }
        }
    }
    givens
}

/// Random jigsaw regions of an `n` x `n` grid that `full` still solves:
/// `n` pieces of `n` cells, made from `start` (boxes, or rows) by
/// trading cells of the same value between neighbouring regions many
/// times. A trade keeps every value once in each region, so `full`
/// stays a solution and the regions never make an unsolvable shape.
pub fn jigsaw(n: usize, start: Vec<usize>, full: &[u8], rng: &mut Rng) -> Vec<usize> {
    let mut region = start;
    let trades = 60 * n * n;
    for _ in 0..trades {
        let a = rng.gen_range(0..n * n);
        let Some(&b) = neighbours(a, n).collect::<Vec<_>>().choose(rng) else {
            continue;
        };
        let (ra, rb) = (region[a], region[b]);
        if ra == rb {
            continue;
        }
        // a joins b's region; the cell of b's region with a's value joins
        // a's; both must stay in one piece.
        let Some(c) = (0..n * n).find(|&c| region[c] == rb && full[c] == full[a]) else {
            continue;
        };
        region[a] = rb;
        region[c] = ra;
        if !connected(&region, ra, n) || !connected(&region, rb, n) {
            region[a] = ra;
            region[c] = rb;
        }
    }
    region
}

/// The up to four cells beside cell `c` of an `n` x `n` grid.
pub fn neighbours(c: usize, n: usize) -> impl Iterator<Item = usize> {
    let (r, k) = (c / n, c % n);
    [
        (r > 0).then(|| c - n),
        (r + 1 < n).then_some(c + n),
        (k > 0).then(|| c - 1),
        (k + 1 < n).then_some(c + 1),
    ]
    .into_iter()
    .flatten()
}

/// Whether the cells of region `id` form one piece.
fn connected(region: &[usize], id: usize, n: usize) -> bool {
    let cells: Vec<usize> = (0..n * n).filter(|&c| region[c] == id).collect();
    let Some(&first) = cells.first() else {
        return true;
    };
    let mut seen = vec![false; n * n];
    let mut todo = vec![first];
    seen[first] = true;
    let mut count = 0;
    while let Some(c) = todo.pop() {
        count += 1;
        for o in neighbours(c, n) {
            if region[o] == id && !seen[o] {
                seen[o] = true;
                todo.push(o);
            }
        }
    }
    count == cells.len()
}
