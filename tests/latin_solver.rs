//! The Latin-square solver (the house solver over rows and columns, with
//! Kendoku's cages or Skyscrapers' clues beside them) against the generic
//! propagating solver. For Kendoku: the same rules to the same fixed point
//! and the same guesses, so on every puzzle the same solutions in the same
//! order after the same number of guesses. Skyscrapers' Latin solver also
//! guesses where a value goes in a line, so its tree is its own: the same
//! solutions, in its order, and no guess exactly where the generic solver
//! needs none (the same fixed point before the first guess). On generated
//! puzzles, on the same with clues taken away (many solutions) or targets
//! changed (often none), and on the janko.at puzzles of `../shared/janko/`.

mod common;

use btlab::fast::{generic_solver_for, solver_for, AnySolver, FastHalt, LatinSolver};
use btlab::generate::{generate, Difficulty, Kind};
use btlab::puzzles::{AnyPuzzle, Cage, Clues, Kendoku, Op, Skyscrapers};
use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use common::trace::Trace;

/// Solutions counted at most on one puzzle.
const LIMIT: u64 = 30;
/// Guesses at most on one puzzle.
const GUESSES: u64 = 3_000;

/// What a solver did, in chunks of 23 guesses.
fn trace(solver: Box<dyn AnySolver>) -> Trace {
    common::trace::trace(solver, LIMIT, GUESSES, 23)
}

/// The Latin solver made for `puzzle`, which must take it.
fn latin(puzzle: &AnyPuzzle) -> Box<dyn AnySolver> {
    match puzzle {
        AnyPuzzle::Kendoku(k) => Box::new(LatinSolver::kendoku(k).expect("a Kendoku fits")),
        AnyPuzzle::Skyscrapers(s) => {
            Box::new(LatinSolver::skyscrapers(s).expect("no gaps: it fits"))
        }
        _ => unreachable!("only Latin squares here"),
    }
}

/// Both solvers on `puzzle`: identical traces. Returns the number of
/// solutions found.
fn agree(puzzle: &AnyPuzzle, what: &str) -> usize {
    let ours = trace(latin(puzzle));
    let theirs = trace(generic_solver_for(puzzle));
    assert_eq!(ours, theirs, "{what}");
    ours.0.len()
}

/// Both solvers on the Skyscrapers `puzzle`, each to the end, to `LIMIT`
/// solutions or past `GUESSES` guesses: the same solutions where both
/// went to the end (in any order), `LIMIT` for both where either found
/// that many, and a guess by both or by neither. Returns the number of
/// solutions found, `None` when a search was cut short by its guesses.
fn same_solutions(puzzle: &AnyPuzzle, what: &str) -> Option<usize> {
    let (mut ours, ours_guesses, ours_halt) = trace(latin(puzzle));
    let (mut theirs, theirs_guesses, theirs_halt) = trace(generic_solver_for(puzzle));
    let guessed = |guesses: &[u64]| guesses.last().is_some_and(|&g| g > 0);
    assert_eq!(
        guessed(&ours_guesses),
        guessed(&theirs_guesses),
        "{what}: a guess by one only"
    );
    let limit = LIMIT as usize;
    if ours.len() == limit || theirs.len() == limit {
        let both_ended = ours_halt != FastHalt::Budget && theirs_halt != FastHalt::Budget;
        if both_ended {
            assert_eq!((ours.len(), theirs.len()), (limit, limit), "{what}");
        }
        return both_ended.then_some(limit);
    }
    if ours_halt == FastHalt::Budget || theirs_halt == FastHalt::Budget {
        return None;
    }
    ours.sort();
    theirs.sort();
    assert_eq!(ours, theirs, "{what}");
    Some(ours.len())
}

fn skyscrapers(puzzle: &AnyPuzzle) -> &Skyscrapers {
    match puzzle {
        AnyPuzzle::Skyscrapers(s) => s,
        _ => unreachable!("a Skyscrapers kind makes Skyscrapers"),
    }
}

fn kendoku(puzzle: &AnyPuzzle) -> &Kendoku {
    match puzzle {
        AnyPuzzle::Kendoku(k) => k,
        _ => unreachable!("a Kendoku kind makes a Kendoku"),
    }
}

#[test]
fn the_latin_solver_finds_what_the_generic_solver_finds_on_skyscrapers() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    let (mut many, mut none, mut cut) = (0, 0, 0);
    for side in 4..=9 {
        for seed in 0..3 {
            let made = generate(Kind::Skyscrapers(side), seed, Difficulty::Hard).unwrap();
            let sky = skyscrapers(&made.puzzle);
            let what = format!("{side} seed {seed}");
            assert_eq!(same_solutions(&made.puzzle, &what), Some(1), "{what}");
            // Clues taken away a few at a time, two of them changed every
            // other round.
            let mut clues = sky.clues().clone();
            let mut places: Vec<(usize, usize)> = (0..4)
                .flat_map(|s| (0..side).map(move |i| (s, i)))
                .filter(|&(s, i)| *clue(&mut clues, s, i) != 0)
                .collect();
            places.shuffle(&mut rng);
            for (round, gone) in places.chunks(3).enumerate() {
                let mut tried = clues.clone();
                if round % 2 == 1 {
                    for &(s, i) in places.choose_multiple(&mut rng, 2) {
                        *clue(&mut tried, s, i) = rng.gen_range(1..=side as u8);
                    }
                }
                let puzzle = Skyscrapers::new(side, side, tried, sky.givens().to_vec(), false)
                    .map(AnyPuzzle::Skyscrapers);
                if let Ok(puzzle) = puzzle {
                    match same_solutions(&puzzle, &format!("{side} seed {seed} round {round}")) {
                        Some(found) => {
                            many += usize::from(found > 1);
                            none += usize::from(found == 0);
                        }
                        None => cut += 1,
                    }
                }
                for &(s, i) in gone {
                    *clue(&mut clues, s, i) = 0;
                }
            }
        }
    }
    assert!(
        many > 20 && none > 5 && cut < 5,
        "{many} with several, {none} with none, {cut} cut short"
    );
}

/// The clue `i` of side `s` (top, bottom, left, right).
fn clue(clues: &mut Clues, s: usize, i: usize) -> &mut u8 {
    let side = match s {
        0 => &mut clues.top,
        1 => &mut clues.bottom,
        2 => &mut clues.left,
        _ => &mut clues.right,
    };
    &mut side[i]
}

#[test]
fn the_latin_solver_searches_exactly_as_the_generic_solver_on_kendoku() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
    let (mut many, mut none) = (0, 0);
    for side in 4..=9 {
        for seed in 0..3 {
            let made = generate(Kind::Kendoku(side), seed, Difficulty::Hard).unwrap();
            assert_eq!(agree(&made.puzzle, &format!("{side} seed {seed}")), 1);
            // Two neighbouring cages made one, adding up to what they
            // held (weaker: often several solutions), round by round; every
            // other round, a target moved by one as well (often none).
            let mut values = Vec::new();
            solver_for(&made.puzzle).run_dyn(Some(1), u64::MAX, &mut |v| values = v.to_vec());
            let mut cages = kendoku(&made.puzzle).cages().to_vec();
            for round in 0..6 {
                merge_two(&mut cages, side, &values, &mut rng);
                let mut tried = cages.clone();
                if round % 2 == 1 {
                    let k = rng.gen_range(0..tried.len());
                    tried[k].target += 1;
                }
                // A single cell's target moved past the side is refused.
                let Ok(puzzle) = Kendoku::new(side, tried) else {
                    continue;
                };
                let found = agree(
                    &AnyPuzzle::Kendoku(puzzle),
                    &format!("{side} seed {seed} round {round}"),
                );
                many += usize::from(found > 1);
                none += usize::from(found == 0);
            }
        }
    }
    assert!(
        many > 5 && none > 5,
        "{many} with several, {none} with none"
    );
}

/// Merges a cage of at most 4 cells with a neighbour of at most 4 into
/// one cage adding up to their `values`.
fn merge_two(cages: &mut Vec<Cage>, side: usize, values: &[u8], rng: &mut impl Rng) {
    let touch = |a: u16, b: u16| {
        let (a, b) = (usize::from(a), usize::from(b));
        (a / side == b / side && a.abs_diff(b) == 1) || a.abs_diff(b) == side
    };
    for _ in 0..50 {
        let k = rng.gen_range(0..cages.len());
        let next = (0..cages.len()).find(|&j| {
            j != k
                && cages[k].cells.len() + cages[j].cells.len() <= 8
                && cages[k]
                    .cells
                    .iter()
                    .any(|&a| cages[j].cells.iter().any(|&b| touch(a, b)))
        });
        if let Some(j) = next {
            let other = cages.remove(j);
            let k = if j < k { k - 1 } else { k };
            let cage = &mut cages[k];
            cage.cells.extend(other.cells);
            cage.op = Op::Add;
            cage.target = cage
                .cells
                .iter()
                .map(|&c| u32::from(values[usize::from(c)]))
                .sum();
            return;
        }
    }
}

#[test]
fn the_latin_solver_agrees_with_the_generic_solver_on_the_janko_puzzles() {
    let mut checked = 0;
    for (path, puzzle) in common::janko::puzzles() {
        let what = path.display().to_string();
        let found = match &puzzle {
            AnyPuzzle::Kendoku(_) => Some(agree(&puzzle, &what)),
            AnyPuzzle::Skyscrapers(s) if s.gap().is_none() => same_solutions(&puzzle, &what),
            _ => continue,
        };
        assert_eq!(found, Some(1), "{what}");
        checked += 1;
    }
    assert!(checked >= 15, "only {checked} janko.at Latin puzzles");
}

/// A Skyscrapers with gaps is not a Latin square: no Latin solver for it,
/// and the fastest solver is the generic one, which solves it.
#[test]
fn skyscrapers_with_gaps_go_to_the_generic_solver() {
    let clues = Clues {
        top: vec![0; 5],
        bottom: vec![0; 5],
        left: vec![2, 0, 0, 0, 0],
        right: vec![0; 5],
    };
    let sky = Skyscrapers::new(5, 4, clues, Vec::new(), false).unwrap();
    assert!(LatinSolver::skyscrapers(&sky).is_none());
    let puzzle = AnyPuzzle::Skyscrapers(sky);
    let (ours, theirs) = (
        trace(solver_for(&puzzle)),
        trace(generic_solver_for(&puzzle)),
    );
    assert_eq!(ours, theirs);
    assert_eq!(ours.0.len() as u64, LIMIT);
}
