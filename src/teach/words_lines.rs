//! The words of a digit refused by a line drawn across a Sudoku: a
//! German whisper's neighbour too close, a palindrome's mirrored cell
//! holding another digit, a renban's digit twice or out of its run, a
//! little killer's sum out of reach, a sandwich sum no place of the 1 and
//! the largest digit can make.

use super::words::house_name;
use crate::i18n::{Lang, T};
use crate::kinds::{kind_of, little_killer_clue};
use crate::puzzles::{AnyPuzzle, Pair, Reason};

/// `value` in cell `c` refused by a line or a diagonal (`reason`), in
/// words; empty for another reason.
pub fn line_words(
    puzzle: &AnyPuzzle,
    (c, value): (usize, u8),
    reason: &Reason,
    lang: Lang,
) -> String {
    match *reason {
        Reason::LittleKiller { killer, low, high } => {
            little_killer_words(puzzle, (c, value), killer, (low, high), lang)
        }
        Reason::OnLine { line, at, pair } => pair_words(puzzle, (c, value), line, at, pair, lang),
        Reason::Sandwich { sandwich } => sandwich_words(puzzle, (c, value), sandwich, lang),
        Reason::Renban {
            line,
            at,
            low,
            high,
        } => renban_words(puzzle, (c, value), line, at, (low, high), lang),
        _ => String::new(),
    }
}

/// A digit a whisper or a palindrome refuses: its partner `at` on line
/// `line` (from 0) and the digit there.
fn pair_words(
    puzzle: &AnyPuzzle,
    (c, value): (usize, u8),
    line: usize,
    at: (usize, u8),
    pair: Pair,
    lang: Lang,
) -> String {
    let number = (line + 1).to_string();
    let (partner, held) = (puzzle.cell_name(at.0), at.1.to_string());
    let (cell, digit) = (puzzle.cell_name(c), value.to_string());
    match pair {
        Pair::Whisper(gap) => lang.fill(
            T::RejectWhisper,
            &[&partner, &held, &number, &cell, &gap.to_string(), &digit],
        ),
        _ => lang.fill(
            T::RejectPalindrome,
            &[&partner, &held, &number, &cell, &digit],
        ),
    }
}

/// A digit a renban refuses: the same digit on it at `at`, or the run
/// `low..=high` the digits placed leave.
fn renban_words(
    puzzle: &AnyPuzzle,
    (c, value): (usize, u8),
    line: usize,
    at: Option<(usize, u8)>,
    (low, high): (u8, u8),
    lang: Lang,
) -> String {
    let number = (line + 1).to_string();
    let (cell, digit) = (puzzle.cell_name(c), value.to_string());
    match at {
        Some((at, _)) => lang.fill(
            T::RejectRenbanTwice,
            &[&number, &puzzle.cell_name(at), &digit, &cell],
        ),
        None => lang.fill(
            T::RejectRenbanRun,
            &[&number, &cell, &low.to_string(), &high.to_string(), &digit],
        ),
    }
}

/// A digit a little killer refuses: the digits the others on its
/// diagonal leave the cell (`low..=high`), or none.
fn little_killer_words(
    puzzle: &AnyPuzzle,
    (c, value): (usize, u8),
    killer: usize,
    (low, high): (u8, u8),
    lang: Lang,
) -> String {
    let (killers, diagonals) = kind_of(puzzle).little_killers();
    let (Some(clue), Some(diagonal)) = (killers.get(killer), diagonals.get(killer)) else {
        return String::new();
    };
    let number = (killer + 1).to_string();
    let clue = little_killer_clue(clue);
    let first = diagonal
        .first()
        .map_or_else(String::new, |&f| puzzle.cell_name(f));
    let (cell, digit) = (puzzle.cell_name(c), value.to_string());
    if low > high {
        let args = [&*number, &clue, &first, &cell, &digit];
        return lang.fill(T::RejectLittleKillerNone, &args);
    }
    let (low, high) = (low.to_string(), high.to_string());
    let args = [&*number, &clue, &first, &cell, &low, &high, &digit];
    lang.fill(T::RejectLittleKiller, &args)
}

/// A digit a sandwich sum refuses: its row's or column's sum, the
/// digits that bound it.
fn sandwich_words(
    puzzle: &AnyPuzzle,
    (c, value): (usize, u8),
    sandwich: usize,
    lang: Lang,
) -> String {
    let AnyPuzzle::Sudoku(sudoku) = puzzle else {
        return String::new();
    };
    let Some(clue) = sudoku
        .sandwiches()
        .and_then(|s| s.sandwiches().get(sandwich))
    else {
        return String::new();
    };
    let house = clue.house(sudoku.side());
    let (sum, big) = (clue.sum.to_string(), sudoku.side().to_string());
    let (cell, digit) = (puzzle.cell_name(c), value.to_string());
    let args = [
        &*house_name(house, lang),
        &sum,
        &big,
        &sum,
        &cell,
        &digit,
        &big,
    ];
    lang.fill(T::RejectSandwich, &args)
}
