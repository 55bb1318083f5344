//! Puzzles on a Latin square: Kendoku (cages cut from a random square)
//! and Skyscrapers (the clues a random square shows, thinned while the
//! solution stays the only one).

use rand::seq::SliceRandom;
use rand::Rng as _;

use super::grids::{neighbours, solutions};
use super::{Difficulty, Rng};
use crate::puzzles::{seen, AnyPuzzle, Cage, Clues, Kendoku, Op, Side, Skyscrapers};

/// A random Latin square of side `n`: the cyclic one with rows, columns
/// and symbols shuffled, values 1 to `n`, row-major.
pub fn latin_square(n: usize, rng: &mut Rng) -> Vec<u8> {
    let mut rows: Vec<usize> = (0..n).collect();
    let mut cols = rows.clone();
    let mut symbols: Vec<u8> = (1..=n as u8).collect();
    rows.shuffle(rng);
    cols.shuffle(rng);
    symbols.shuffle(rng);
    (0..n * n)
        .map(|i| symbols[(rows[i / n] + cols[i % n]) % n])
        .collect()
}

/// Cuts a Latin square into cages of 1 to 4 cells, side by side, and
/// gives each an operation that its values meet (+ and × for any size,
/// − and ÷ for two cells).
pub fn cages(values: &[u8], n: usize, rng: &mut Rng) -> Vec<Cage> {
    let mut cage_of = vec![usize::MAX; n * n];
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    let mut cages = Vec::new();
    for start in order {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let size = *[1, 2, 2, 2, 3, 3, 3, 4].choose(rng).expect("sizes");
        let mut cells = vec![start];
        cage_of[start] = cages.len();
        while cells.len() < size {
            let mut next: Vec<usize> = cells
                .iter()
                .flat_map(|&c| neighbours(c, n))
                .filter(|&c| cage_of[c] == usize::MAX)
                .collect();
            next.sort_unstable();
            next.dedup();
            let Some(&c) = next.choose(rng) else { break };
            cage_of[c] = cages.len();
            cells.push(c);
        }
        let v: Vec<u32> = cells.iter().map(|&c| u32::from(values[c])).collect();
        let (hi, lo) = (
            v.iter().max().copied().unwrap_or(1),
            v.iter().min().copied().unwrap_or(1),
        );
        let op = match v.len() {
            1 => Op::Given,
            2 if hi % lo == 0 && rng.gen_bool(0.5) => Op::Div,
            2 if rng.gen_bool(0.4) => Op::Sub,
            _ if rng.gen_bool(0.5) => Op::Add,
            _ => Op::Mul,
        };
        let target = match op {
            Op::Given => v[0],
            Op::Div => hi / lo,
            Op::Sub => hi - lo,
            Op::Add => v.iter().sum(),
            Op::Mul | Op::Unknown => v.iter().product(),
        };
        cages.push(Cage {
            target,
            op,
            cells: cells.iter().map(|&c| c as u16).collect(),
        });
    }
    cages
}

/// One candidate Kendoku of side `n` (unique or not: the caller checks).
pub(super) fn kendoku(n: usize, rng: &mut Rng) -> Option<AnyPuzzle> {
    let values = latin_square(n, rng);
    Kendoku::new(n, cages(&values, n, rng))
        .ok()
        .map(AnyPuzzle::Kendoku)
}

/// The clues a full grid shows from every side.
fn all_clues(values: &[u8], n: usize) -> Clues {
    let row = |r: usize| (0..n).map(move |c| values[r * n + c]);
    let col = |c: usize| (0..n).map(move |r| values[r * n + c]);
    let depth = n as u8;
    Clues {
        top: (0..n).map(|c| seen(col(c), depth)).collect(),
        bottom: (0..n)
            .map(|c| seen(col(c).rev().collect::<Vec<_>>(), depth))
            .collect(),
        left: (0..n).map(|r| seen(row(r), depth)).collect(),
        right: (0..n)
            .map(|r| seen(row(r).rev().collect::<Vec<_>>(), depth))
            .collect(),
    }
}

/// One candidate Skyscrapers of side `n`: every clue of a random square
/// (and givens from it, as long as the clues alone leave more than one
/// solution), then the givens the clues make redundant taken away, then
/// clues at random while it stays unique (an easy one keeps two in
/// three).
pub(super) fn skyscrapers(n: usize, wanted: Difficulty, rng: &mut Rng) -> Option<AnyPuzzle> {
    let values = latin_square(n, rng);
    let build = |clues: &Clues, givens: &[u8]| {
        Skyscrapers::new(n, n, clues.clone(), givens.to_vec(), false)
            .ok()
            .map(AnyPuzzle::Skyscrapers)
    };
    let mut clues = all_clues(&values, n);
    let mut givens = vec![0u8; n * n];
    let mut cells: Vec<usize> = (0..n * n).collect();
    cells.shuffle(rng);
    for &c in &cells {
        if solutions(&build(&clues, &givens)?) == Some(1) {
            break;
        }
        givens[c] = values[c];
    }
    // The clues are the puzzle: givens that the clues make redundant go
    // before any clue does.
    for &c in &cells {
        if givens[c] == 0 {
            continue;
        }
        let value = std::mem::replace(&mut givens[c], 0);
        if build(&clues, &givens).is_none_or(|p| solutions(&p) != Some(1)) {
            givens[c] = value;
        }
    }
    let mut places: Vec<(Side, usize)> = [Side::Top, Side::Bottom, Side::Left, Side::Right]
        .iter()
        .flat_map(|&s| (0..n).map(move |i| (s, i)))
        .collect();
    places.shuffle(rng);
    let keep = if wanted == Difficulty::Easy {
        places.len() * 2 / 3
    } else {
        0
    };
    let mut left = places.len();
    for (side, i) in places {
        if left <= keep {
            break;
        }
        let list = match side {
            Side::Top => &mut clues.top,
            Side::Bottom => &mut clues.bottom,
            Side::Left => &mut clues.left,
            Side::Right => &mut clues.right,
        };
        let clue = std::mem::replace(&mut list[i], 0);
        if build(&clues, &givens).is_some_and(|p| solutions(&p) == Some(1)) {
            left -= 1;
        } else {
            match side {
                Side::Top => clues.top[i] = clue,
                Side::Bottom => clues.bottom[i] = clue,
                Side::Left => clues.left[i] = clue,
                Side::Right => clues.right[i] = clue,
            }
        }
    }
    build(&clues, &givens)
}
