//! A whole search shared among threads, as the page shares a run among
//! its workers: the tree cut into pieces ([`cut_into_pieces`]), each thread taking
//! the next piece left, and the counters put together by passing over
//! each piece in the search's order.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use super::{board_of, stepper, Report, Stepper};
use crate::engine::{Event, Move};
use crate::protocol::{cut_into_pieces, PieceResult, PieceRunner, PieceTask, PIECES_PER_WORKER};
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;

/// Searches the whole tree of `puzzle` by `strategy` on `threads`
/// threads, keeping the first `keep` solutions in the search's order: the
/// same report as [`solve`](super::solve) with no limit. `None` where the
/// search cannot be shared (`fast`, `random`).
pub fn solve_shared(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    threads: usize,
    keep: usize,
) -> Option<Report> {
    if !strategy.shares() {
        return None;
    }
    let start = stepper(puzzle, strategy)?;
    let cells = puzzle.cells();
    let pieces = cut_into_pieces(
        start.as_ref(),
        start.as_ref(),
        cells,
        PIECES_PER_WORKER * threads,
    );
    let results = search_pieces(puzzle, strategy, &pieces, threads)?;
    pass_over_pieces(start, &pieces, &results, cells, keep)
}

/// Searches every piece on `threads` threads, each taking the next piece
/// left; the pieces' results in the pieces' order, `None` if one is missing.
fn search_pieces(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    pieces: &[Vec<Move>],
    threads: usize,
) -> Option<Vec<PieceResult>> {
    let next = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<PieceResult>>> =
        pieces.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| take_pieces(puzzle, strategy, pieces, &next, &results));
        }
    });
    results
        .into_iter()
        .map(|slot| slot.into_inner().ok().flatten())
        .collect()
}

/// One thread's work: takes the next piece left (`next`) and searches
/// it, until none is left, putting each result in its slot.
fn take_pieces(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    pieces: &[Vec<Move>],
    next: &AtomicUsize,
    results: &[Mutex<Option<PieceResult>>],
) {
    // A search of its own: one is not shared between threads.
    let Some(start) = stepper(puzzle, strategy) else {
        return;
    };
    let mut runner = PieceRunner::new(0, start, puzzle.cells());
    loop {
        let index = next.fetch_add(1, Ordering::Relaxed);
        let Some(path) = pieces.get(index) else {
            return;
        };
        runner.add(vec![PieceTask {
            index: index as u32,
            path: path.clone(),
        }]);
        let Ok(done) = runner.work(&|| false) else {
            return;
        };
        for result in done {
            if let Ok(mut slot) = results[result.index as usize].lock() {
                *slot = Some(result);
            }
        }
    }
}

/// Goes over the tree again from `search`, passing over each piece with
/// its counts and keeping the first `keep` solutions in order; the
/// report, if every piece was passed.
fn pass_over_pieces(
    mut search: Box<dyn Stepper>,
    pieces: &[Vec<Move>],
    results: &[PieceResult],
    cells: usize,
    keep: usize,
) -> Option<Report> {
    let mut solutions = Vec::new();
    let mut passed = 0;
    loop {
        if search.at_node()
            && pieces
                .get(passed)
                .is_some_and(|p| p.as_slice() == search.path())
        {
            let result = &results[passed];
            let room = keep.saturating_sub(solutions.len());
            solutions.extend(result.boards.iter().take(room).cloned());
            search.skip_subtree(&result.counts);
            passed += 1;
        }
        match search.step() {
            Event::Solution { .. } if solutions.len() < keep => {
                solutions.push(board_of(search.path(), cells));
            }
            Event::Exhausted => break,
            _ => {}
        }
    }
    (passed == pieces.len()).then(|| Report {
        stats: search.stats(),
        complete: true,
        solutions,
    })
}
