//! What the page says of the person's tries: a try failed and why, the
//! tries around it that failed with it, a try refused, a roll back, and
//! what "Go on" placed.

use super::{Contradiction, Said, TryFailed};
use crate::i18n::{by_count, Lang, Numbers, T};
use crate::puzzles::AnyPuzzle;
use crate::teach::{clue_place, value_word};

/// The words of a [`Said`] about tries (`None` for the others).
pub fn try_text(
    said: &Said,
    puzzle: &AnyPuzzle,
    lang: Lang,
    numbers: &dyn Numbers,
) -> Option<String> {
    let tried = |cell: usize, value: u8| {
        format!("{} = {}", puzzle.cell_name(cell), value_word(puzzle, value))
    };
    Some(match said {
        Said::TryFailed(failed) => failed_text(failed, puzzle, lang),
        Said::TryRefused(why) => {
            lang.fill(T::TryRefused, &[&contradiction_text(why, puzzle, lang)])
        }
        Said::RolledBack(cell, value) => lang.fill(T::TryRolledBack, &[&tried(*cell, *value)]),
        Said::WentOn(0) => lang.t(T::TryWentOnNone).to_string(),
        Said::WentOn(placed) => lang.fill(
            by_count(numbers, *placed as u64, T::TryWentOnOne, T::TryWentOnMany),
            &[&numbers.int(*placed as u64)],
        ),
        _ => return None,
    })
}

/// "r4c7 = 2 fails: r6c7 is left without a candidate. …", then each
/// try around it that failed with it.
fn failed_text(failed: &TryFailed, puzzle: &AnyPuzzle, lang: Lang) -> String {
    let tried = |&(cell, value): &(usize, u8)| {
        format!("{} = {}", puzzle.cell_name(cell), value_word(puzzle, value))
    };
    let Some(first) = failed.failed.first() else {
        return String::new();
    };
    let mut text = lang.fill(
        T::TryFailed,
        &[
            &tried(first),
            &contradiction_text(&failed.why, puzzle, lang),
            &value_word(puzzle, first.1),
            &puzzle.cell_name(first.0),
        ],
    );
    for outer in &failed.failed[1..] {
        text.push(' ');
        text.push_str(&lang.fill(T::TryFailsToo, &[&tried(outer)]));
    }
    if failed.still_broken {
        text.push(' ');
        text.push_str(lang.t(T::TryStillBroken));
    }
    text
}

/// A contradiction in words: "r6c7 is left without a candidate".
pub fn contradiction_text(why: &Contradiction, puzzle: &AnyPuzzle, lang: Lang) -> String {
    let cell = |c: usize| puzzle.cell_name(c);
    match *why {
        Contradiction::Clash {
            cell: a,
            other,
            value,
        } => lang.fill(
            T::TryClash,
            &[&cell(a), &cell(other), &value_word(puzzle, value)],
        ),
        Contradiction::NoCandidate { cell: c } => lang.fill(T::TryNoCandidate, &[&cell(c)]),
        Contradiction::Cage { cell: c } => lang.fill(T::TryCage, &[&cell(c)]),
        Contradiction::Clue { side, line } => {
            lang.fill(T::TryClue, &[&clue_place(side, line, lang)])
        }
    }
}
