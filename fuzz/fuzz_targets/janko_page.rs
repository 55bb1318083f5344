//! janko.at pages: `is_janko` and `read_janko` never panic; a published
//! solution is checked against the rules without a panic; a puzzle read
//! and written back by `to_janko` reads as the same puzzle (as
//! tests/janko.rs asserts for the real pages).
#![no_main]

use btlab::fast::{solver_for, FastHalt};
use btlab::format::{is_janko, read_janko, to_janko, to_json};
use btlab::puzzles::AnyPuzzle;
use libfuzzer_sys::fuzz_target;

/// Guesses allowed to the search for a Tents solution before writing.
const BUDGET: u64 = 20_000;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = is_janko(text);
    let Ok(read) = read_janko(text) else {
        return;
    };
    for block in read {
        let puzzle = &block.puzzle;
        if let Some(solution) = &block.solution {
            let _ = puzzle.is_solution(solution);
        }
        // to_janko solves Tents to write their solution, with no budget:
        // write only those whose solve is known to end.
        if let AnyPuzzle::Tents(_) = puzzle {
            if solver_for(puzzle).run_dyn(Some(1), BUDGET, &mut |_| {}) == FastHalt::Budget {
                continue;
            }
        }
        let Ok(written) = to_janko(puzzle) else {
            continue;
        };
        let again = read_janko(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
        assert_eq!(again.len(), 1);
        assert_eq!(to_json(&again[0].puzzle), to_json(puzzle), "{written}");
    }
});
