//! What the page tells a person solving, in words: a check's outcome, a
//! hint at its level, the solved message.

use super::{Checked, Culprits, Hint, HintReason, Said, Solved, REFUTING};
use crate::i18n::{by_count, Lang, Numbers, TimeUnit, T};
use crate::kinds::{kind_of, Rule};
use crate::puzzles::{AnyPuzzle, DotKind};
use crate::teach::{clue_place, house_name, value_word};

impl Said {
    /// The words, in `lang`, with numbers by `numbers`.
    pub fn text(&self, puzzle: &AnyPuzzle, lang: Lang, numbers: &dyn Numbers) -> String {
        match self {
            Said::Checked(checked) => checked_text(*checked, lang, numbers),
            Said::Hint(hint, level) => hint_text(hint, *level, puzzle, lang, numbers),
            Said::NoHint => lang.t(T::HintNone).to_string(),
            Said::NoHintSeveral => lang.t(T::HintSeveral).to_string(),
            Said::Working => lang.t(T::HintWorking).to_string(),
            Said::Culprits(found) => culprits_text(found, puzzle, lang, numbers),
            Said::Solved(solved) => solved_text(solved, lang, numbers),
            Said::Watching(hint) => lang.fill(
                T::WatchingSearch,
                &[
                    &puzzle.cell_name(hint.cell),
                    &value_word(puzzle, hint.value),
                ],
            ),
            said => super::try_words::try_text(said, puzzle, lang, numbers).unwrap_or_default(),
        }
    }
}

fn checked_text(checked: Checked, lang: Lang, numbers: &dyn Numbers) -> String {
    let count = |n: usize, one, other| {
        lang.fill(
            by_count(numbers, n as u64, one, other),
            &[&numbers.int(n as u64)],
        )
    };
    match checked {
        Checked::Nothing => lang.t(T::CheckNothing).to_string(),
        Checked::Right { entries, left } => format!(
            "{} {}",
            count(entries, T::CheckRightOne, T::CheckRightMany),
            count(left, T::CheckLeftOne, T::CheckLeftMany)
        ),
        Checked::Wrong { count: n } => count(n, T::CheckWrongOne, T::CheckWrongMany),
        Checked::NotUnique => lang.t(T::CheckNotUnique).to_string(),
        Checked::NoSolution => lang.t(T::CheckNoSolution).to_string(),
        Checked::NoCompletion => lang.t(T::CheckNoCompletion).to_string(),
        Checked::Unknown => lang.t(T::CheckUnknown).to_string(),
    }
}

fn culprits_text(
    found: &Culprits,
    puzzle: &AnyPuzzle,
    lang: Lang,
    numbers: &dyn Numbers,
) -> String {
    let entry = |&(cell, value): &(usize, u8)| {
        format!("{} = {}", puzzle.cell_name(cell), value_word(puzzle, value))
    };
    match found {
        Culprits::NoneWrong => lang.t(T::CulpritsNone).to_string(),
        Culprits::PuzzleBroken => lang.t(T::CheckNoSolution).to_string(),
        Culprits::Unknown => lang.t(T::CheckUnknown).to_string(),
        Culprits::Found(entries) if entries.len() == 1 => {
            lang.fill(T::CulpritsOne, &[&entry(&entries[0])])
        }
        Culprits::Found(entries) => {
            let list: Vec<String> = entries.iter().map(entry).collect();
            let count = numbers.int(entries.len() as u64);
            lang.fill(T::CulpritsMany, &[&count, &list.join(", ")])
        }
    }
}

fn hint_text(
    hint: &Hint,
    level: u8,
    puzzle: &AnyPuzzle,
    lang: Lang,
    numbers: &dyn Numbers,
) -> String {
    if let Some(words) = kind_of(puzzle).hint_words(hint, level, lang) {
        return words;
    }
    let cell = puzzle.cell_name(hint.cell);
    let value = value_word(puzzle, hint.value);
    match (hint.reason, level) {
        (HintReason::HiddenSingle(house) | HintReason::Locked { house, .. }, 1) => {
            lang.fill(T::HintLookHouse, &[&house_name(house, lang), &value])
        }
        (HintReason::Rule(rule), 1) => {
            lang.fill(T::HintLookRule, &[&rule_name(rule, puzzle, lang)])
        }
        (_, 1) => lang.fill(T::HintLookCell, &[&cell]),
        (HintReason::NoteMissing, 2) => lang.fill(T::HintNoteMissing, &[&cell, &value]),
        (HintReason::NoteMissing, _) => lang.fill(T::HintNoteBack, &[&value, &cell]),
        (HintReason::Locked { house, line }, level) => {
            let (house, line) = (house_name(house, lang), house_name(line, lang));
            let key = if level == 2 {
                T::HintLocked
            } else {
                T::HintLockedOut
            };
            lang.fill(key, &[&house, &value, &line, &line, &house])
        }
        (HintReason::Rule(rule), 2) => lang.fill(
            T::HintRule,
            &[&rule_name(rule, puzzle, lang), &cell, &value],
        ),
        (HintReason::Wrong, 2) => lang.fill(T::HintWrong, &[&cell, &value]),
        (HintReason::Wrong, _) => lang.fill(T::HintTakenOut, &[&value, &cell]),
        (HintReason::DeadEnd, _) => lang.fill(T::HintDeadEnd, &[&cell]),
        (HintReason::NakedSingle, 2) => lang.fill(T::HintNakedSingle, &[&value, &cell]),
        (HintReason::HiddenSingle(house), 2) => lang.fill(
            T::HintHiddenSingle,
            &[&house_name(house, lang), &value, &cell],
        ),
        (HintReason::Refuted { steps }, 2) => {
            let steps_word = by_count(numbers, steps, T::HintRefutedOne, T::HintRefutedMany);
            lang.fill(
                steps_word,
                &[&cell, &value, REFUTING.name(), &numbers.int(steps)],
            )
        }
        (HintReason::Refuted { .. }, _) => lang.fill(T::HintRuledOut, &[&value, &cell]),
        (HintReason::FromSolution, 2) => lang.fill(T::HintFromSolution, &[&cell, &value]),
        (_, _) => lang.fill(T::HintPlaced, &[&value, &cell]),
    }
}

/// A cage as `the cage 12× at r1c1`, a clue as `the clue 3 from the top
/// of column 2`, a thermometer as `thermometer 2 (bulb at r3c1)`, a dot
/// as `the black dot between r1c3 and r1c4`.
fn rule_name(rule: Rule, puzzle: &AnyPuzzle, lang: Lang) -> String {
    match rule {
        Rule::Cage(i) => {
            let Some(cage) = kind_of(puzzle).cages().get(i) else {
                return String::new();
            };
            let at = puzzle.cell_name(usize::from(cage.cells[0]));
            // A Killer's cage (on a grid of regions) by its sum alone.
            let name = match kind_of(puzzle).regions() {
                Some(_) => cage.target.to_string(),
                None => format!("{}{}", cage.target, cage.op.symbol()),
            };
            lang.fill(T::RuleCage, &[&name, &at])
        }
        Rule::Clue(side, line) => {
            let clue = kind_of(puzzle).clue(side, line);
            lang.fill(
                T::RuleClue,
                &[&clue.to_string(), &clue_place(side, line, lang)],
            )
        }
        Rule::Thermo(k) | Rule::Arrow(k) => {
            let key = match rule {
                Rule::Thermo(_) => T::RuleThermo,
                _ => T::RuleArrow,
            };
            let squares = kind_of(puzzle).rule_squares(rule);
            let first = squares
                .first()
                .map_or_else(String::new, |&c| puzzle.cell_name(c));
            lang.fill(key, &[&(k + 1).to_string(), &first])
        }
        Rule::LittleKiller(k) => {
            let Some(killer) = kind_of(puzzle).little_killers().0.get(k) else {
                return String::new();
            };
            let clue = crate::kinds::little_killer_clue(killer);
            lang.fill(T::RuleLittleKiller, &[&(k + 1).to_string(), &clue])
        }
        Rule::Sandwich(k) => sandwich_name(k, puzzle, lang),
        Rule::Dot(k) => {
            let Some(dot) = kind_of(puzzle).dots().get(k).copied() else {
                return String::new();
            };
            let key = match dot.kind {
                DotKind::White => T::RuleDotWhite,
                DotKind::Black => T::RuleDotBlack,
                DotKind::X => T::RuleMarkX,
                DotKind::V => T::RuleMarkV,
            };
            let (a, b) = (usize::from(dot.cells.0), usize::from(dot.cells.1));
            lang.fill(key, &[&puzzle.cell_name(a), &puzzle.cell_name(b)])
        }
    }
}

/// A sandwich sum as `the sandwich sum 15 of row 2`.
fn sandwich_name(k: usize, puzzle: &AnyPuzzle, lang: Lang) -> String {
    let AnyPuzzle::Sudoku(sudoku) = puzzle else {
        return String::new();
    };
    let Some(clue) = sudoku.sandwiches().and_then(|w| w.sandwiches().get(k)) else {
        return String::new();
    };
    let house = house_name(clue.house(sudoku.side()), lang);
    lang.fill(T::RuleSandwich, &[&clue.sum.to_string(), &house])
}

fn solved_text(solved: &Solved, lang: Lang, numbers: &dyn Numbers) -> String {
    let count = |n: u32, one, other| {
        lang.fill(
            by_count(numbers, u64::from(n), one, other),
            &[&numbers.int(u64::from(n))],
        )
    };
    let (amount, unit) = TimeUnit::fitting(solved.ms / 1000.0);
    let time = numbers.duration(amount, unit);
    lang.fill(
        T::SolvedByHand,
        &[
            &time,
            &count(solved.hints, T::CountHintOne, T::CountHintMany),
            &count(solved.checks, T::CountCheckOne, T::CountCheckMany),
            &count(solved.undos, T::CountUndoOne, T::CountUndoMany),
        ],
    )
}
