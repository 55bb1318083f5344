//! The worker's side of the wire: any bytes `wire::decode` into a
//! `Request` or a clean error, and a request decoded is encoded and
//! decoded again to the same bytes. Then a conversation: the input cut
//! into messages (a length byte, then the message), each decoded one
//! served by one `Session` on a clock that moves 100 ms a look (puzzles
//! made only small and not hard, or refused), and its `Reply` encoded
//! and decoded whole.
#![no_main]

use std::cell::Cell;

use btlab::generate::{Difficulty, Kind, SudokuShape};
use btlab::protocol::wire::{decode, encode};
use btlab::protocol::{Reply, Request, Session};
use libfuzzer_sys::fuzz_target;

/// The most time a request may ask for (the clock moves 100 ms a look).
const MAX_MILLIS: f64 = 150.0;

/// Whether making a puzzle of `kind` is quick: one of the smallest, or one
/// refused at once (outside the sizes the generator takes).
fn quick(kind: Kind) -> bool {
    let small = |n: usize, lo: usize, hi: usize| n <= lo || !(lo..=hi).contains(&n);
    match kind {
        Kind::Sudoku(SudokuShape::Boxes { side, .. }) => small(side, 4, 16),
        Kind::Sudoku(SudokuShape::Jigsaw { side, .. }) => small(side, 4, 12),
        Kind::Sudoku(SudokuShape::Star) => false,
        Kind::Killer(side) => small(side, 4, 12),
        Kind::Kendoku(n) | Kind::Skyscrapers(n) => small(n, 3, 9),
        Kind::Tents(rows, cols) => small(rows.max(cols), 4, 25),
    }
}

/// Keeps a request's work small: time slices clamped (NaN: none), a run
/// shared by at most four workers, no
/// N-Queens count pieces beyond 10 queens (the worker counts a piece for
/// up to half a second per request, too slow for fuzzing), no measure
/// (classic's budget, as slow), only quick puzzles made, and none hard
/// (up to 24 tries at one).
fn tame(request: Request) -> Option<Request> {
    let clamp = |m: f64| if m >= 0.0 { m.min(MAX_MILLIS) } else { 0.0 };
    Some(match request {
        Request::CountQueens { n, .. } if n > 10 => return None,
        // A measure runs classic for up to its budget of attempts.
        Request::Measure { .. } => return None,
        Request::Generate {
            kind, difficulty, ..
        } if !quick(kind) || difficulty == Difficulty::Hard => return None,
        Request::Seek {
            step,
            millis,
            known,
        } => Request::Seek {
            step,
            millis: clamp(millis),
            known,
        },
        Request::Find {
            target,
            forward,
            millis,
            known,
        } => Request::Find {
            target,
            forward,
            millis: clamp(millis),
            known,
        },
        Request::RunFor { millis, known } => Request::RunFor {
            millis: clamp(millis),
            known,
        },
        // A run shared by a few workers (a plan for many takes long).
        Request::Share {
            share,
            workers,
            millis,
            known,
        } => Request::Share {
            share,
            workers: workers.min(4),
            millis: clamp(millis),
            known,
        },
        Request::Pieces {
            share,
            setup,
            pieces,
            millis,
        } => Request::Pieces {
            share,
            setup,
            pieces,
            millis: clamp(millis),
        },
        Request::Merge {
            share,
            results,
            millis,
            known,
        } => Request::Merge {
            share,
            results,
            millis: clamp(millis),
            known,
        },
        other => other,
    })
}

fuzz_target!(|data: &[u8]| {
    if let Ok(request) = decode::<Request>(data) {
        let bytes = encode(&request);
        let again: Request = decode(&bytes).expect("an encoded request decodes");
        assert_eq!(encode(&again), bytes);
    }
    let clock = Cell::new(0.0);
    let now = || {
        clock.set(clock.get() + 100.0);
        clock.get()
    };
    let mut session = None;
    let mut rest = data;
    while let Some((&len, tail)) = rest.split_first() {
        let (message, tail) = tail.split_at(usize::from(len).min(tail.len()));
        rest = tail;
        let Some(request) = decode::<Request>(message).ok().and_then(tame) else {
            continue;
        };
        let reply = Session::handle(&mut session, request, &now);
        let _: Reply = decode(&encode(&reply)).expect("a reply decodes");
    }
});
