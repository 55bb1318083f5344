//! The facts in words: one sentence for the step on screen. The words
//! are per language; numbers are formatted by the caller's [`Numbers`]
//! (the browser's `Intl` in the page, plain grouping in tests).

use super::cell_name;
use super::facts::{Fact, Strike};
use crate::engine::Move;
use crate::puzzles::{values_of, AnyPuzzle, HouseKind, Line, Op, Reason};
use crate::strategy::Strategy;

/// The languages of the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
}

/// How numbers are written.
pub trait Numbers {
    /// A whole number with the language's grouping: `4,343`.
    fn int(&self, n: u64) -> String;
}

/// Grouping by commas, for tests and the command line.
pub struct PlainNumbers;

impl Numbers for PlainNumbers {
    fn int(&self, n: u64) -> String {
        crate::format::thousands(n).replace('_', ",")
    }
}

/// `r1c3` for a move of a Latin square; for N-Queens the square of the
/// queen (the cell is the row, the value the column).
pub fn square_name(puzzle: &AnyPuzzle, mv: Move) -> String {
    match puzzle {
        AnyPuzzle::Queens(_) => format!("r{}c{}", mv.cell + 1, mv.value),
        _ => cell_name(puzzle, mv.cell as usize),
    }
}

/// A set of values as written in the sets panel: `{1, 3, 8}`, `{}`.
///
/// ```
/// assert_eq!(btlab::teach::set_text(0b1010), "{1, 3}");
/// assert_eq!(btlab::teach::set_text(0), "{}");
/// ```
pub fn set_text(mask: crate::puzzles::Mask) -> String {
    format!("{{{}}}", list(values_of(mask)))
}

/// A house as the sets panel names it: `row 1`, `box 3`, `diagonal ↘`.
pub fn house_name(kind: HouseKind) -> String {
    match kind {
        HouseKind::Row(r) => format!("row {}", r + 1),
        HouseKind::Column(c) => format!("column {}", c + 1),
        HouseKind::Box(b) => format!("box {}", b + 1),
        HouseKind::Region(b) => format!("region {}", b + 1),
        HouseKind::Diagonal(0) => "diagonal ↘".to_string(),
        HouseKind::Diagonal(_) => "diagonal ↙".to_string(),
        HouseKind::Extra(e) => format!("extra region {}", e + 1),
    }
}

/// What a strategy's `moves(level)` is, in one line under the code.
pub fn moves_caption(strategy: Strategy) -> String {
    match strategy {
        Strategy::Classic => "moves(level): cell number level; its values in none of its sets (a given alone). valid: not in the sets now; record/undo: into and out of the sets.".to_string(),
        Strategy::Mrv => "moves(level): the open cell with the fewest candidates, and those. valid also looks ahead: no cell may be left without candidates.".to_string(),
        Strategy::Random { seed } => format!("moves(level): as mrv, the candidates shuffled by seed {seed}: the same seed, the same search."),
        Strategy::Propagate => "candidates(cell): the cell's list, which cleanup keeps: a single value is struck from every peer, until nothing changes.".to_string(),
        Strategy::Fast => "fast has no steps: it gives only the answer.".to_string(),
    }
}

/// Values as a list: `2, 5, 7`.
fn list(values: impl IntoIterator<Item = u32>) -> String {
    values
        .into_iter()
        .map(|v| crate::format::digit_char(v as u8).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The sentence for `fact` in a run of `puzzle` by `strategy`.
pub fn sentence(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    fact: &Fact,
    lang: Lang,
    numbers: &dyn Numbers,
) -> String {
    match lang {
        Lang::En => english(puzzle, strategy, fact, numbers),
    }
}

fn english(puzzle: &AnyPuzzle, strategy: Strategy, fact: &Fact, numbers: &dyn Numbers) -> String {
    let queens = matches!(puzzle, AnyPuzzle::Queens(_));
    let cell = |c: usize| cell_name(puzzle, c);
    let at = |c: usize, v: u8| square_name(puzzle, Move::new(c, u32::from(v)));
    let digit = |v: u8| crate::format::digit_char(v).to_string();
    match fact {
        Fact::Start { first: Some(c) } if queens => {
            format!("Nothing tried yet: the search starts in row {}.", c + 1)
        }
        Fact::Start { first: Some(c) } => match strategy {
            Strategy::Mrv | Strategy::Random { .. } => format!(
                "Nothing tried yet: the search starts at {}, the cell with the fewest candidates.",
                cell(*c)
            ),
            _ => format!("Nothing tried yet: the search starts at {}.", cell(*c)),
        },
        Fact::Start { first: None } => "Nothing tried yet.".to_string(),
        Fact::Try {
            cell: c,
            value,
            nth,
            of,
            ..
        } if queens => format!(
            "Row {}: try a queen on {} (square {nth} of {of}).",
            c + 1,
            at(*c, *value)
        ),
        Fact::Try {
            cell: c,
            value,
            given: true,
            ..
        } => format!(
            "{} holds the given {}: the only move.",
            cell(*c),
            digit(*value)
        ),
        Fact::Try {
            cell: c,
            value,
            next_value: true,
            ..
        } => format!("{} tries its next value, {}.", cell(*c), digit(*value)),
        Fact::Try {
            cell: c,
            value,
            nth,
            of,
            ..
        } => format!(
            "{} tries {} (candidate {nth} of {of}).",
            cell(*c),
            digit(*value)
        ),
        Fact::Reject {
            cell: c,
            value,
            reason,
        } => reject_english(puzzle, strategy, *c, *value, reason.as_ref()),
        Fact::Place {
            cell: c,
            value,
            level,
            next,
            struck,
        } => {
            let placed = if queens {
                format!("Queen on {}", at(*c, *value))
            } else {
                format!("{} = {} is recorded", cell(*c), digit(*value))
            };
            let on = match next {
                Some(n) if queens => format!("; on to row {}", n + 1),
                Some(n) => format!("; on to level {} ({})", level + 1, cell(*n)),
                None => String::new(),
            };
            let cleanup = if struck.is_empty() {
                String::new()
            } else {
                format!(". Cleanup struck {}", strikes(puzzle, struck))
            };
            format!("{placed}{on}{cleanup}.")
        }
        Fact::Backtrack {
            after_solution: true,
            cell: c,
            value,
            ..
        } => format!(
            "After the solution, take back {} to look for more.",
            at(*c, *value)
        ),
        Fact::Backtrack {
            dead_end: Some(d),
            cell: c,
            value,
            ..
        } if queens => format!(
            "Row {}: no free square left, back to row {}: the queen leaves {}.",
            d + 1,
            c + 1,
            at(*c, *value)
        ),
        Fact::Backtrack {
            dead_end: Some(d),
            cell: c,
            value,
            ..
        } => match puzzle.given(*d) {
            Some(g) => format!(
                "{}: its given {} does not fit, back to {} (its {} is taken back).",
                cell(*d),
                digit(g as u8),
                cell(*c),
                digit(*value)
            ),
            None => format!(
                "{}: no candidate left, back to {} (its {} is taken back).",
                cell(*d),
                cell(*c),
                digit(*value)
            ),
        },
        Fact::Backtrack { cell: c, value, .. } => {
            format!("Back: {} is taken back.", at(*c, *value))
        }
        Fact::Solution { index } => format!(
            "Solution {}: every {} and no rule is broken.",
            numbers.int(*index),
            if queens {
                "row has its queen"
            } else {
                "cell has a value"
            }
        ),
        Fact::Exhausted { solutions: 0 } => "The whole tree is searched: no solution.".to_string(),
        Fact::Exhausted { solutions: 1 } => {
            "The whole tree is searched: exactly one solution.".to_string()
        }
        Fact::Exhausted { solutions } => format!(
            "The whole tree is searched: {} solutions.",
            numbers.int(*solutions)
        ),
    }
}

fn reject_english(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    c: usize,
    value: u8,
    reason: Option<&Reason>,
) -> String {
    let cell = |c: usize| cell_name(puzzle, c);
    let digit = crate::format::digit_char(value);
    match reason {
        Some(Reason::InHouse { house, at }) => {
            let place = match house {
                HouseKind::Row(r) => format!("in row {}", r + 1),
                HouseKind::Column(col) => format!("in column {}", col + 1),
                HouseKind::Box(b) => format!("in box {}", b + 1),
                HouseKind::Region(b) => format!("in region {}", b + 1),
                HouseKind::Diagonal(_) => "on the diagonal".to_string(),
                HouseKind::Extra(e) => format!("in extra region {}", e + 1),
            };
            let given = match puzzle.given(c) {
                Some(g) if g == u32::from(value) => {
                    format!("{} holds the given {digit}, but ", cell(c))
                }
                _ => String::new(),
            };
            let sentence = format!("{given}{digit} is already {place} ({}).", cell(*at));
            capitalise(&sentence)
        }
        Some(Reason::Attacked { row, column, line }) => format!(
            "r{}c{} is attacked by the queen on r{}c{} ({}).",
            c + 1,
            value,
            row + 1,
            column + 1,
            match line {
                Line::Column => "same column",
                Line::Diagonal | Line::AntiDiagonal => "diagonal",
            }
        ),
        Some(Reason::Cage { cage, values }) => {
            let AnyPuzzle::Kendoku(k) = puzzle else {
                return String::new();
            };
            let cage = &k.cages()[*cage];
            let cells: Vec<String> = cage.cells.iter().map(|&c| cell(c as usize)).collect();
            format!(
                "Cage {}{} ({}): {}.",
                cage.target,
                cage.op.symbol(),
                cells.join(", "),
                arithmetic(cage.op, cage.target, values)
            )
        }
        Some(Reason::NoCandidate { cell: empty }) if matches!(puzzle, AnyPuzzle::Queens(_)) => {
            let how = if strategy == Strategy::Propagate {
                "cleanup leaves"
            } else {
                "it would leave"
            };
            format!(
                "A queen on r{}c{value}: {how} row {} with no free square.",
                c + 1,
                empty + 1
            )
        }
        Some(Reason::NoCandidate { cell: empty }) => {
            let how = if strategy == Strategy::Propagate {
                "cleanup leaves"
            } else {
                "it would leave"
            };
            format!(
                "{} = {digit}: {how} {} with no candidate.",
                cell(c),
                cell(*empty)
            )
        }
        None => format!("{} = {digit} breaks a rule.", cell(c)),
    }
}

/// `1 × 4 × 5 = 20, not 16`; `6 − 2 = 4, not 1`; `5 ÷ 2 is not 2`.
fn arithmetic(op: Op, target: u32, values: &[u8]) -> String {
    let v: Vec<u32> = values.iter().map(|&v| u32::from(v)).collect();
    let joined = |sign: &str| v.iter().map(u32::to_string).collect::<Vec<_>>().join(sign);
    match op {
        Op::Add => format!(
            "{} = {}, not {target}",
            joined(" + "),
            v.iter().sum::<u32>()
        ),
        Op::Mul => format!(
            "{} = {}, not {target}",
            joined(" × "),
            v.iter().map(|&x| u64::from(x)).product::<u64>()
        ),
        Op::Sub => {
            let (a, b) = (v[0].max(v[1]), v[0].min(v[1]));
            format!("{a} − {b} = {}, not {target}", a - b)
        }
        Op::Div => {
            let (a, b) = (v[0].max(v[1]), v[0].min(v[1]));
            if b != 0 && a % b == 0 {
                format!("{a} ÷ {b} = {}, not {target}", a / b)
            } else {
                format!("{a} ÷ {b} is not {target}")
            }
        }
        Op::Given => format!("{}, not {target}", joined("")),
    }
}

/// What cleanup struck: `2 from r1c5, r2c3; 4 from r3c3` (at most eight
/// cells, then a count).
pub fn strikes(puzzle: &AnyPuzzle, struck: &[Strike]) -> String {
    let mut by_value: Vec<(u32, Vec<usize>)> = Vec::new();
    for s in struck {
        for v in values_of(s.values) {
            match by_value.iter_mut().find(|(w, _)| *w == v) {
                Some((_, cells)) => cells.push(s.cell),
                None => by_value.push((v, vec![s.cell])),
            }
        }
    }
    by_value.sort_by_key(|(v, _)| *v);
    let queens = matches!(puzzle, AnyPuzzle::Queens(_));
    let mut shown = 0;
    let mut hidden = 0;
    let mut parts = Vec::new();
    for (v, cells) in by_value {
        let names: Vec<String> = cells
            .iter()
            .filter(|_| {
                shown += 1;
                if shown > 8 {
                    hidden += 1;
                }
                shown <= 8
            })
            .map(|&c| square_name(puzzle, Move::new(c, v)))
            .collect();
        if !names.is_empty() {
            parts.push(if queens {
                names.join(", ")
            } else {
                format!("{} from {}", list([v]), names.join(", "))
            });
        }
    }
    let more = if hidden > 0 {
        format!(" and {hidden} more")
    } else {
        String::new()
    };
    format!("{}{more}", parts.join("; "))
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
