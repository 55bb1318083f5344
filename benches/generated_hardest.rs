//! The hardest generated 9x9 Skyscrapers and 25x25 Tents (and the janko.at
//! ones of the shared set, where present): how long `fast` takes to solve
//! and prove unique each (to 2 solutions), the median of several runs,
//! beside `propagate` on the same puzzle in the same run. The bar: under
//! 10 ms for the hardest of each.
//!
//!     cargo bench --bench generated_hardest [-- SEEDS]

mod common;

use btlab::format::to_json;
use btlab::generate::{generate, Difficulty, Kind};
use btlab::puzzles::AnyPuzzle;
use btlab::strategy::Strategy;
use common::median_proof_ms;

/// Makes a hard puzzle of `kind` from each seed and keeps the one whose
/// proof takes `fast` the most guesses.
fn hardest(kind: Kind, seeds: u64) -> (AnyPuzzle, u64) {
    (1..=seeds)
        .filter_map(|seed| generate(kind, seed, Difficulty::Hard).ok())
        .max_by_key(|made| made.guesses)
        .map(|made| (made.puzzle, made.guesses))
        .expect("at least one puzzle is made")
}

fn report(name: &str, puzzle: &AnyPuzzle, guesses: u64) {
    let (fast, n) = median_proof_ms(puzzle, Strategy::Fast, 21);
    assert_eq!(n, 1, "{name}: not unique");
    let (propagate, m) = median_proof_ms(puzzle, Strategy::Propagate, 3);
    assert_eq!(m, 1, "{name}: propagate disagrees");
    let verdict = if fast < 10.0 { "under" } else { "OVER" };
    println!(
        "{name}: fast {fast:.3} ms ({guesses} guesses), propagate {propagate:.3} ms, {:.0}x; {verdict} the 10 ms bar",
        propagate / fast.max(1e-9)
    );
}

fn main() {
    let seeds: u64 = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(40);
    let (sky, sky_guesses) = hardest(Kind::Skyscrapers(9), seeds);
    report(
        &format!("hardest of {seeds} generated 9x9 Skyscrapers"),
        &sky,
        sky_guesses,
    );
    let (tents, tents_guesses) = hardest(Kind::Tents(25, 25), seeds);
    report(
        &format!("hardest of {seeds} generated 25x25 Tents"),
        &tents,
        tents_guesses,
    );
    println!("Skyscrapers: {}", to_json(&sky));
    println!("Tents: {}", to_json(&tents));
}
