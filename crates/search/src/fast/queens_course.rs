//! N-Queens searched as the course text writes it: a partial solution
//! extended row by row (`place_next`), each row's columns tried in order
//! or, as the course's exercise asks, shuffled at each extension; no
//! lookahead, no fewest-free-squares rule. It measures the course's
//! claims: a first solution is found much sooner in random order, and
//! all solutions are found no sooner (the whole tree is the same tree,
//! whatever the order of its branches).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus as SmallRng;

use crate::puzzles::QueenLines;

/// The order in which a row's columns are tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnOrder {
    /// Left to right.
    InOrder,
    /// Shuffled afresh at each extension, from this seed.
    Shuffled {
        /// The seed of the shuffles.
        seed: u64,
    },
}

/// What a search in the course's order did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CourseSearch {
    /// Queens placed (extensions tried that were safe).
    pub placed: u64,
    /// Solutions found.
    pub solutions: u64,
    /// Whether the search ended (found its first solution, or went
    /// through the whole tree) within its budget.
    pub finished: bool,
}

/// Searches `n` queens (from 1) in the course's `order`: the first
/// solution, or all of them with `all`, placing at most `budget` queens.
pub fn course_queens(n: usize, order: ColumnOrder, all: bool, budget: u64) -> CourseSearch {
    let mut rng = match order {
        ColumnOrder::Shuffled { seed } => Some(SmallRng::seed_from_u64(seed)),
        ColumnOrder::InOrder => None,
    };
    let extensions = |rng: &mut Option<SmallRng>| -> Vec<usize> {
        let mut columns: Vec<usize> = (0..n).rev().collect();
        if let Some(rng) = rng {
            columns.shuffle(rng);
        }
        columns
    };
    let mut taken = QueenLines::new(n);
    // Each row's columns still to try (popped from the end), and the
    // column of its queen while it holds one.
    let mut untried: Vec<Vec<usize>> = vec![extensions(&mut rng)];
    let mut queens: Vec<usize> = Vec::with_capacity(n);
    let mut done = CourseSearch {
        placed: 0,
        solutions: 0,
        finished: false,
    };
    while let Some(row_columns) = untried.last_mut() {
        let row = queens.len();
        let Some(col) = row_columns.pop() else {
            // The row is exhausted: back to the row above.
            untried.pop();
            if let Some(col) = queens.pop() {
                taken.set(queens.len(), col, false);
            }
            continue;
        };
        if !taken.is_safe(row, col) {
            continue;
        }
        if done.placed == budget {
            return done;
        }
        done.placed += 1;
        if row + 1 == n {
            done.solutions += 1;
            if !all {
                done.finished = true;
                return done;
            }
            continue;
        }
        taken.set(row, col, true);
        queens.push(col);
        untried.push(extensions(&mut rng));
    }
    done.finished = true;
    done
}
