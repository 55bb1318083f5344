//! N-Queens counting with bitboards, an explicit stack and mirror halving:
//! only first-row queens in the left half are searched and counted twice
//! (the middle column of odd N once). A count is cut into pieces by the
//! queens of the first two rows, for threads, workers and progress, and a
//! piece can stop after a budget of steps (`queens_walk`).

use serde::{Deserialize, Serialize};

use super::queens_walk::Walk;

/// One piece of a queens count: the queens of the first two rows. A count
/// is cut into such pieces so that threads or Web Workers share it evenly
/// and it can report between pieces (a piece of 16 queens takes a few tens
/// of milliseconds; a [`QueensPiece`] stops within one, too).
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
    // The walk on the stack, not in a `QueensPiece`: the straight count
    // runs 7% faster so (16 queens, benches/queens_vs_c.sh).
    let mut walk = Walk::of_task(n, task);
    walk.run::<false>(&mut 0);
    walk.count * mirror_weight(n, usize::from(task.first))
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

/// One piece being counted, which can stop after a budget of steps and go
/// on later: a piece of 16 queens takes tens of milliseconds, one of 24
/// hours, and a worker must keep to its time slices either way.
#[derive(Clone, Debug)]
pub struct QueensPiece {
    task: QueensTask,
    weight: u64,
    walk: Walk,
}

impl QueensPiece {
    /// The piece `task` of a count of `n` queens, nothing counted yet.
    /// `task` must be one of [`queens_tasks`]`(n)` ([`QueensTask::is_piece_of`]).
    pub fn new(n: usize, task: QueensTask) -> Self {
        QueensPiece {
            task,
            weight: mirror_weight(n, usize::from(task.first)),
            walk: Walk::of_task(n, task),
        }
    }

    /// Which piece this is.
    pub fn task(&self) -> QueensTask {
        self.task
    }

    /// Counts on for at most `budget` steps (a step: one level of a board
    /// taken back, a few nanoseconds), taking what it uses off `budget`.
    /// True when the piece is counted.
    pub fn advance(&mut self, budget: &mut u64) -> bool {
        self.walk.run::<true>(budget)
    }

    /// Counts the rest of the piece, without looking at a budget.
    pub fn finish(&mut self) {
        self.walk.run::<false>(&mut 0);
    }

    /// The solutions it stands for, so far (all, once it is counted).
    pub fn solutions(&self) -> u64 {
        self.walk.count * self.weight
    }
}

/// All solutions of `n` queens (n from 1 to 32), counted with mirror halving.
pub fn count_queens(n: usize) -> u64 {
    let mut counter = QueensCounter::new(n);
    while counter.next_task().is_some() {}
    counter.count()
}

/// A count of N-Queens solutions that advances one piece ([`QueensTask`])
/// at a time, or by a budget of steps, so that a caller can report
/// progress and keep to a time slice however large the board.
#[derive(Clone, Debug)]
pub struct QueensCounter {
    n: usize,
    tasks: Vec<QueensTask>,
    next: usize,
    /// The piece `tasks[next]`, when it was begun and is not counted yet.
    begun: Option<Box<QueensPiece>>,
    /// The solutions of the pieces counted.
    count: u64,
}

impl QueensCounter {
    /// A count for `n` queens (1 to 32), nothing counted yet.
    pub fn new(n: usize) -> Self {
        QueensCounter {
            n,
            tasks: queens_tasks(n),
            next: 0,
            begun: None,
            count: u64::from(n == 1),
        }
    }

    /// How many pieces this count works through.
    pub fn tasks(&self) -> usize {
        self.tasks.len()
    }

    /// The piece to count next (the one begun, if any); `None` when all
    /// are done.
    fn current(&mut self) -> Option<Box<QueensPiece>> {
        let task = *self.tasks.get(self.next)?;
        Some(
            self.begun
                .take()
                .unwrap_or_else(|| Box::new(QueensPiece::new(self.n, task))),
        )
    }

    /// Counts the rest of the next piece; its solutions, `None` when all
    /// are done.
    pub fn next_task(&mut self) -> Option<u64> {
        let task = *self.tasks.get(self.next)?;
        let found = match self.begun.take() {
            Some(mut piece) => {
                piece.finish();
                piece.solutions()
            }
            None => count_task(self.n, task),
        };
        Some(self.finished(found))
    }

    /// Counts for about `budget` steps (see [`QueensPiece::advance`]; at
    /// least one), finishing pieces on the way and keeping the one it
    /// stops in. True while pieces are left.
    pub fn advance(&mut self, budget: u64) -> bool {
        let mut budget = budget.max(1);
        while let Some(mut piece) = self.current() {
            if !piece.advance(&mut budget) {
                self.begun = Some(piece);
                return true;
            }
            self.finished(piece.solutions());
        }
        false
    }

    /// Adds up a counted piece's solutions and moves on to the next.
    fn finished(&mut self, solutions: u64) -> u64 {
        self.count += solutions;
        self.next += 1;
        solutions
    }

    /// Pieces finished so far.
    pub fn done_tasks(&self) -> usize {
        self.next
    }

    /// Solutions counted so far, those of a piece begun included.
    pub fn count(&self) -> u64 {
        self.count + self.begun.as_ref().map_or(0, |piece| piece.solutions())
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
