//! N-Queens counting with bitboards, an explicit stack and mirror halving:
//! only first-row queens in the left half are searched and counted twice
//! (the middle column of odd N once). A count is cut into pieces by the
//! queens of the first two rows, for threads, workers and progress.

use serde::{Deserialize, Serialize};

/// One piece of a queens count: the queens of the first two rows. A count
/// is cut into such pieces so that threads or Web Workers share it evenly
/// and it can stop or report between pieces (a piece of 16 queens takes a
/// few tens of milliseconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct QueensTask {
    /// The column of the first-row queen (in the left half: mirror halving).
    pub first: u8,
    /// The column of the second-row queen.
    pub second: u8,
}

/// The pieces of a count of `n` queens (1 to 32): every first-row queen in
/// the left half with every second-row queen it does not attack. One queen
/// alone has no second row and no pieces; [`count_queens`] knows that.
pub fn queens_tasks(n: usize) -> Vec<QueensTask> {
    assert!((1..=32).contains(&n), "1 to 32 queens");
    (0..n.div_ceil(2) as u8)
        .flat_map(|first| (0..n as u8).map(move |second| QueensTask { first, second }))
        .filter(|task| task.is_piece_of(n))
        .collect()
}

impl QueensTask {
    /// Whether this is one of [`queens_tasks`]`(n)`: a first-row queen in
    /// the left half, a second-row queen on the board that it does not
    /// attack. One queen alone has no pieces.
    pub fn is_piece_of(self, n: usize) -> bool {
        let (first, second) = (usize::from(self.first), usize::from(self.second));
        n >= 2 && first < n.div_ceil(2) && second < n && first.abs_diff(second) > 1
    }
}

/// The solutions of `n` queens that a piece stands for: its own, twice for
/// the mirror image unless the first queen is in the middle column.
pub fn count_task(n: usize, task: QueensTask) -> u64 {
    let (a, b) = (1u32 << task.first, 1u32 << task.second);
    let own = count_rows(
        all_columns(n),
        n - 2,
        a | b,
        (a << 2) | (b << 1),
        (a >> 2) | (b >> 1),
    );
    own * mirror_weight(n, task.first as usize)
}

/// The columns of an `n`-wide board as bits.
fn all_columns(n: usize) -> u32 {
    if n == 32 {
        u32::MAX
    } else {
        (1 << n) - 1
    }
}

/// The ways to fill `rows` more rows when the next row sees the columns
/// `cols` and the diagonals `left` and `right` taken. Depth first, the
/// board in registers and an explicit stack of the levels above.
fn count_rows(all: u32, rows: usize, cols: u32, left: u32, right: u32) -> u64 {
    let free = all & !(cols | left | right);
    match rows {
        0 => return 1,
        1 => return u64::from(free.count_ones()),
        2 => return count_last_row(all, cols, left, right, free),
        _ => {}
    }
    let (mut cols, mut left, mut right, mut free) = (cols, left, right, free);
    // A level is saved only while it has squares left to try: the last
    // square of a row replaces its level instead of stacking on it.
    let mut stack = [(0u32, 0u32, 0u32, 0u32, 0u32); 32];
    let mut depth = 0;
    let mut row = 0;
    // The row before the last counts the last row's free squares directly
    // instead of descending into it.
    let next_to_last = (rows - 2) as u32;
    let mut count = 0;
    loop {
        while free != 0 {
            let pick = free & free.wrapping_neg();
            free ^= pick;
            let (c, l, r) = (cols | pick, (left | pick) << 1, (right | pick) >> 1);
            let below = all & !(c | l | r);
            if row + 1 == next_to_last {
                count += count_last_row(all, c, l, r, below);
                continue;
            }
            if free != 0 {
                stack[depth & 31] = (cols, left, right, free, row);
                depth += 1;
            }
            (cols, left, right, free) = (c, l, r, below);
            row += 1;
        }
        if depth == 0 {
            return count;
        }
        depth -= 1;
        (cols, left, right, free, row) = stack[depth & 31];
    }
}

/// On the row before the last: how many of the `free` squares leave the
/// last row a square. Two columns are left there, so `free` has at most two
/// squares: both are looked at without a loop.
#[inline(always)]
fn count_last_row(all: u32, cols: u32, left: u32, right: u32, free: u32) -> u64 {
    let first = free & free.wrapping_neg();
    let second = free ^ first;
    let last = |pick: u32| all & !(cols | pick | (left | pick) << 1 | (right | pick) >> 1);
    u64::from(first != 0 && last(first) != 0) + u64::from(second != 0 && last(second) != 0)
}

/// How often the solutions with the first-row queen in `col` count under
/// mirror halving: twice (for the mirror image), once for the middle
/// column of odd N.
fn mirror_weight(n: usize, col: usize) -> u64 {
    if n % 2 == 1 && col == n / 2 {
        1
    } else {
        2
    }
}

/// All solutions of `n` queens (n from 1 to 32), counted with mirror halving.
pub fn count_queens(n: usize) -> u64 {
    let mut counter = QueensCounter::new(n);
    while counter.next_task().is_some() {}
    counter.count()
}

/// A count of N-Queens solutions that advances one piece ([`QueensTask`])
/// at a time, so that a caller can report progress between pieces.
#[derive(Clone, Debug)]
pub struct QueensCounter {
    n: usize,
    tasks: Vec<QueensTask>,
    next: usize,
    count: u64,
}

impl QueensCounter {
    /// A count for `n` queens (1 to 32), nothing counted yet.
    pub fn new(n: usize) -> Self {
        QueensCounter {
            n,
            tasks: queens_tasks(n),
            next: 0,
            count: u64::from(n == 1),
        }
    }

    /// How many pieces this count works through.
    pub fn tasks(&self) -> usize {
        self.tasks.len()
    }

    /// Counts the next piece; `None` when all are done.
    pub fn next_task(&mut self) -> Option<u64> {
        let task = *self.tasks.get(self.next)?;
        self.next += 1;
        let found = count_task(self.n, task);
        self.count += found;
        Some(found)
    }

    /// Pieces finished so far.
    pub fn done_tasks(&self) -> usize {
        self.next
    }

    /// Solutions counted so far.
    pub fn count(&self) -> u64 {
        self.count
    }
}

/// All solutions of `n` queens, counted on `threads` threads that take the
/// pieces ([`QueensTask`]) one at a time.
#[cfg(not(target_arch = "wasm32"))]
pub fn count_queens_threads(n: usize, threads: usize) -> u64 {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let tasks = queens_tasks(n);
    if tasks.is_empty() {
        return count_queens(n);
    }
    let threads = threads.clamp(1, tasks.len());
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut total = 0;
                    while let Some(&task) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
                        total += count_task(n, task);
                    }
                    total
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a counting thread"))
            .sum()
    })
}
