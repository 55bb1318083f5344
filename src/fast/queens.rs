//! N-Queens counting with bitboards, an explicit stack and mirror halving:
//! only first-row queens in the left half are searched and counted twice
//! (the middle column of odd N once).

/// Counts the solutions of `n` queens (1 to 32) whose first-row queen is in
/// `first_col`. The rows below are searched depth first with the board in
/// registers and an explicit stack of the levels above.
pub fn count_from_column(n: usize, first_col: usize) -> u64 {
    assert!((1..=32).contains(&n) && first_col < n, "1 to 32 queens");
    let all: u32 = if n == 32 { u32::MAX } else { (1 << n) - 1 };
    let first = 1u32 << first_col;
    if first == all {
        return 1; // one queen
    }
    // The current level: columns and diagonals taken, squares still to try.
    let (mut cols, mut left, mut right) = (first, first << 1, first >> 1);
    let mut free = all & !(cols | left | right);
    if n == 2 {
        return 0;
    }
    let mut stack = [(0u32, 0u32, 0u32, 0u32); 32];
    let mut depth = 0;
    // Depth 0 is row 1. The row before the last counts the last row's free
    // squares directly instead of descending into it.
    let next_to_last = n - 3;
    let mut count = 0;
    if next_to_last == 0 {
        return count_last_row(all, cols, left, right, free);
    }
    loop {
        while free != 0 {
            let pick = free & free.wrapping_neg();
            free ^= pick;
            let (c, l, r) = (cols | pick, (left | pick) << 1, (right | pick) >> 1);
            let below = all & !(c | l | r);
            if depth + 1 == next_to_last {
                count += count_last_row(all, c, l, r, below);
                continue;
            }
            stack[depth & 31] = (cols, left, right, free);
            depth += 1;
            (cols, left, right, free) = (c, l, r, below);
        }
        if depth == 0 {
            return count;
        }
        depth -= 1;
        (cols, left, right, free) = stack[depth & 31];
    }
}

/// On the row before the last: how many of the `free` squares leave the
/// last row a square.
#[inline(always)]
fn count_last_row(all: u32, cols: u32, left: u32, right: u32, mut free: u32) -> u64 {
    let mut count = 0;
    while free != 0 {
        let pick = free & free.wrapping_neg();
        free ^= pick;
        let last = all & !(cols | pick | (left | pick) << 1 | (right | pick) >> 1);
        count += u64::from(last != 0);
    }
    count
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
    while counter.next_column().is_some() {}
    counter.count()
}

/// A count of N-Queens solutions that advances one first-row column at a
/// time, so that a caller can report progress between columns.
#[derive(Clone, Debug)]
pub struct QueensCounter {
    n: usize,
    next: usize,
    count: u64,
}

impl QueensCounter {
    /// A count for `n` queens, nothing counted yet.
    pub fn new(n: usize) -> Self {
        QueensCounter {
            n,
            next: 0,
            count: 0,
        }
    }

    /// How many first-row columns this count works through.
    pub fn columns(&self) -> usize {
        self.n.div_ceil(2)
    }

    /// Counts the next first-row column; `None` when all are done.
    pub fn next_column(&mut self) -> Option<u64> {
        if self.next >= self.columns() {
            return None;
        }
        let col = self.next;
        self.next += 1;
        let found = count_from_column(self.n, col);
        self.count += found * mirror_weight(self.n, col);
        Some(found)
    }

    /// Columns finished so far.
    pub fn done_columns(&self) -> usize {
        self.next
    }

    /// Solutions counted so far.
    pub fn count(&self) -> u64 {
        self.count
    }
}

/// All solutions of `n` queens, counted on `threads` threads: the
/// first-row columns (left half, mirror halving) are dealt out in turn.
#[cfg(not(target_arch = "wasm32"))]
pub fn count_queens_threads(n: usize, threads: usize) -> u64 {
    let columns = n.div_ceil(2);
    let threads = threads.clamp(1, columns.max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut total = 0;
                    loop {
                        let col = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if col >= columns {
                            return total;
                        }
                        total += mirror_weight(n, col) * count_from_column(n, col);
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a counting thread"))
            .sum()
    })
}
