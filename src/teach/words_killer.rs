//! The words for a Killer cage that refuses a digit before it is full:
//! its sum already made or passed, or out of reach of its empty cells
//! ("Cage 17 (r1c1, r1c2, r2c1): 9 + 8 = 17 already, nothing left for
//! r2c1").

use crate::i18n::{Lang, T};
use crate::puzzles::{bit, full, sum_reach, AnyPuzzle, Cage, Mask};

/// Why the digits `values` (one per cell of `cage`, 0 for empty, the
/// refused one among them) leave the cage's sum out of reach; `None`
/// where the cage is full (its sum is then simply not made).
pub(super) fn out_of_reach(
    puzzle: &AnyPuzzle,
    cage: &Cage,
    values: &[u8],
    lang: Lang,
) -> Option<String> {
    let empty: Vec<String> = cage
        .cells
        .iter()
        .zip(values)
        .filter(|(_, &v)| v == 0)
        .map(|(&c, _)| puzzle.cell_name(c as usize))
        .collect();
    if empty.is_empty() {
        return None;
    }
    let placed: Vec<u32> = values
        .iter()
        .filter(|&&v| v != 0)
        .map(|&v| v.into())
        .collect();
    let sum: u32 = placed.iter().sum();
    let terms: Vec<String> = placed.iter().map(u32::to_string).collect();
    let made = match terms.len() {
        1 => sum.to_string(),
        _ => format!("{} = {sum}", terms.join(" + ")),
    };
    let (target, cells) = (cage.target, empty.join(", "));
    if sum >= target {
        return Some(lang.fill(T::KillerNothingLeft, &[&made, &cells]));
    }
    let used: Mask = placed.iter().fold(0, |m, &v| m | bit(v));
    let free = full(puzzle.side()) & !used;
    let rest = target - sum;
    let words = match sum_reach(free, empty.len() as u32) {
        Some((low, _)) if low > rest => lang.fill(
            T::KillerTooMuch,
            &[&made, &cells, &low.to_string(), &rest.to_string()],
        ),
        Some((_, high)) => lang.fill(
            T::KillerTooLittle,
            &[&made, &cells, &high.to_string(), &rest.to_string()],
        ),
        None => lang.fill(T::KillerNothingLeft, &[&made, &cells]),
    };
    Some(words)
}
