//! N-Queens counting with bitboards, an explicit stack and mirror halving:
//! only first-row queens in the left half are searched and counted twice
//! (the middle column of odd N once).

/// Counts the solutions of `n` queens whose first-row queen is in `first_col`.
pub fn count_from_column(n: usize, first_col: usize) -> u64 {
    let all: u64 = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let start = 1u64 << first_col;
    if n == 1 {
        return 1;
    }
    // Per level: the columns and the diagonals taken, and the open squares.
    let mut cols = vec![0u64; n];
    let mut left = vec![0u64; n];
    let mut right = vec![0u64; n];
    let mut open = vec![0u64; n];
    let mut count = 0;
    cols[1] = start;
    left[1] = start << 1;
    right[1] = start >> 1;
    open[1] = all & !(cols[1] | left[1] | right[1]);
    let mut row = 1;
    loop {
        let free = open[row];
        if free == 0 {
            row -= 1;
            if row == 0 {
                return count;
            }
            continue;
        }
        let pick = free & free.wrapping_neg();
        open[row] &= !pick;
        if row == n - 1 {
            count += 1;
            continue;
        }
        let (c, l, r) = (
            cols[row] | pick,
            (left[row] | pick) << 1,
            (right[row] | pick) >> 1,
        );
        row += 1;
        cols[row] = c;
        left[row] = l;
        right[row] = r;
        open[row] = all & !(c | l | r);
    }
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

/// All solutions of `n` queens (n from 1 to 63), counted with mirror halving.
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
