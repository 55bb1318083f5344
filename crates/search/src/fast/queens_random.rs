//! One solution of N-Queens for large N (up to [`MAX_RANDOM_QUEENS`]): the
//! `random` strategy (the row with the fewest free squares first, its
//! squares in random order) with restarts. A search that has not finished
//! within a budget of nodes starts again with the next seed: with the
//! fewest-free-squares rule, dead ends are rare and short, so a restart is
//! cheaper than backtracking far. Boards past 32 columns do not fit the
//! bit masks of the stepping engine, so this solver keeps per-row counts of
//! free squares instead.

use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus as SmallRng;

/// The largest board this solver takes.
pub const MAX_RANDOM_QUEENS: usize = 100_000;

/// A found board and what it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomQueens {
    /// The column of the queen of each row (0-based).
    pub columns: Vec<u32>,
    /// Searches started again.
    pub restarts: u64,
    /// Queens placed in all the searches.
    pub nodes: u64,
}

/// The board being filled: which columns and diagonals are taken, and for
/// each row still empty how many of its squares are free.
struct QueensBoard {
    n: usize,
    col: Vec<bool>,
    /// Diagonals by `row + col`.
    down: Vec<bool>,
    /// Diagonals by `row + n - 1 - col`.
    up: Vec<bool>,
    free: Vec<u32>,
    placed: Vec<Option<u32>>,
}

impl QueensBoard {
    fn new(n: usize) -> Self {
        QueensBoard {
            n,
            col: vec![false; n],
            down: vec![false; 2 * n],
            up: vec![false; 2 * n],
            free: vec![n as u32; n],
            placed: vec![None; n],
        }
    }

    fn is_free(&self, row: usize, col: usize) -> bool {
        !self.col[col] && !self.down[row + col] && !self.up[row + self.n - 1 - col]
    }

    /// The squares of the empty rows that a queen at (`row`, `col`) sees.
    fn seen_by(&self, row: usize, col: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.n)
            .filter(move |&r| r != row && self.placed[r].is_none())
            .flat_map(move |r| {
                let d = r.abs_diff(row);
                [
                    Some(col),
                    col.checked_sub(d),
                    Some(col + d).filter(|&c| c < self.n),
                ]
                .into_iter()
                .flatten()
                .map(move |c| (r, c))
            })
    }

    /// Places a queen; the rows it sees lose their newly taken squares.
    fn place(&mut self, row: usize, col: usize) {
        let lost: Vec<(usize, usize)> = self
            .seen_by(row, col)
            .filter(|&(r, c)| self.is_free(r, c))
            .collect();
        for (r, _) in lost {
            self.free[r] -= 1;
        }
        self.col[col] = true;
        self.down[row + col] = true;
        self.up[row + self.n - 1 - col] = true;
        self.placed[row] = Some(col as u32);
    }

    /// Takes the queen of `row` away; the squares only it took are free again.
    fn remove(&mut self, row: usize) {
        let col = self.placed[row].take().expect("a queen on the row") as usize;
        self.col[col] = false;
        self.down[row + col] = false;
        self.up[row + self.n - 1 - col] = false;
        let regained: Vec<(usize, usize)> = self
            .seen_by(row, col)
            .filter(|&(r, c)| self.is_free(r, c))
            .collect();
        for (r, _) in regained {
            self.free[r] += 1;
        }
    }

    /// The empty row with the fewest free squares, ties broken at random.
    fn fewest(&self, rng: &mut SmallRng) -> Option<usize> {
        let mut best = None;
        let mut ties = 0;
        for r in (0..self.n).filter(|&r| self.placed[r].is_none()) {
            match best {
                Some(b) if self.free[r] > self.free[b] => {}
                Some(b) if self.free[r] == self.free[b] => {
                    ties += 1;
                    if rng.gen_range(0..ties + 1) == 0 {
                        best = Some(r);
                    }
                }
                _ => {
                    best = Some(r);
                    ties = 0;
                }
            }
        }
        best
    }
}

/// One level of the search: a row and its squares not yet tried.
struct Level {
    row: usize,
    untried: Vec<u32>,
}

/// Finds one solution of `n` queens (1 to [`MAX_RANDOM_QUEENS`]; 2 and 3
/// have none). Search `k` uses seed `seed + k` and a budget of nodes that
/// grows with each restart, so a board that needs more is still solved.
pub fn random_queens(n: usize, seed: u64) -> Option<RandomQueens> {
    assert!(
        (1..=MAX_RANDOM_QUEENS).contains(&n),
        "1 to {MAX_RANDOM_QUEENS} queens"
    );
    if n == 2 || n == 3 {
        return None;
    }
    let mut nodes = 0;
    for restart in 0.. {
        let budget = (4 * n as u64 + 100) << restart.min(20);
        let mut rng = SmallRng::seed_from_u64(seed.wrapping_add(restart));
        if let Some(columns) = search(n, &mut rng, budget, &mut nodes) {
            return Some(RandomQueens {
                columns,
                restarts: restart,
                nodes,
            });
        }
    }
    unreachable!("the budget doubles until the search completes")
}

/// Depth first, at most `budget` placements; `None` when the budget ran out.
fn search(n: usize, rng: &mut SmallRng, budget: u64, nodes: &mut u64) -> Option<Vec<u32>> {
    let mut board = QueensBoard::new(n);
    let mut levels: Vec<Level> = Vec::with_capacity(n);
    let start = *nodes;
    let open_level = |board: &QueensBoard, rng: &mut SmallRng| -> Option<Level> {
        let row = board.fewest(rng)?;
        let mut untried: Vec<u32> = (0..n)
            .filter(|&c| board.is_free(row, c))
            .map(|c| c as u32)
            .collect();
        rand::seq::SliceRandom::shuffle(untried.as_mut_slice(), rng);
        Some(Level { row, untried })
    };
    levels.push(open_level(&board, rng)?);
    loop {
        let level = levels.last_mut()?;
        if board.placed[level.row].is_some() {
            board.remove(level.row);
        }
        let Some(col) = level.untried.pop() else {
            levels.pop(); // dead end: back to the row before
            continue;
        };
        let row = level.row;
        board.place(row, col as usize);
        *nodes += 1;
        if *nodes - start > budget {
            return None;
        }
        match open_level(&board, rng) {
            None => return Some(board.placed.iter().map(|c| c.expect("full")).collect()),
            Some(next) => levels.push(next),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_solution(columns: &[u32]) -> bool {
        let n = columns.len();
        (0..n).all(|a| {
            (a + 1..n).all(|b| {
                let (ca, cb) = (columns[a] as usize, columns[b] as usize);
                ca != cb && ca.abs_diff(cb) != b - a
            })
        })
    }

    #[test]
    fn small_boards_are_solved_or_have_none() {
        for n in 1..=40 {
            match random_queens(n, 7) {
                Some(found) => assert!(is_solution(&found.columns), "N={n}"),
                None => assert!(n == 2 || n == 3, "N={n}"),
            }
        }
    }

    #[test]
    fn a_thousand_queens() {
        let found = random_queens(1000, 1).expect("a solution");
        assert_eq!(found.columns.len(), 1000);
        assert!(is_solution(&found.columns));
    }
}
