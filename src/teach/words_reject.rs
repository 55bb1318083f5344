//! Why a candidate failed, in words: the house that holds its value, the
//! attacking queen, the cage's arithmetic, the clue that sees too many or
//! too few buildings, the tent it would touch, the cell left without
//! candidates.

use super::words::{house_name, value_word};
use crate::i18n::{by_count, Lang, PlainNumbers, T};
use crate::kinds::{kind_of, Level};
use crate::puzzles::{AnyPuzzle, HouseKind, Line, Op, Pair, Reason, Side};
use crate::strategy::Strategy;

/// `in row 3`, `in box 2`, `on the diagonal`, `in triangle 4`.
fn house_place(house: HouseKind, lang: Lang) -> String {
    let n = |i: usize| (i + 1).to_string();
    match house {
        HouseKind::Row(r) => lang.fill(T::InRow, &[&n(r)]),
        HouseKind::Column(col) => lang.fill(T::InColumn, &[&n(col)]),
        HouseKind::Box(b) => lang.fill(T::InBox, &[&n(b)]),
        HouseKind::Region(b) => lang.fill(T::InRegion, &[&n(b)]),
        HouseKind::Diagonal(_) => lang.t(T::OnDiagonal).to_string(),
        HouseKind::Extra(e) => lang.fill(T::InExtra, &[&n(e)]),
        HouseKind::Cage(k) => lang.fill(T::InCage, &[&n(k)]),
        HouseKind::Triangle(t) => lang.fill(T::InTriangle, &[&n(t)]),
        HouseKind::StarLine(d, i) => lang.fill(T::OnStarLine, &[&star_line(d, i)]),
    }
}

/// A line of the star as its name shows it: `—3`, `╱1`, `╲6`.
pub fn star_line(direction: usize, index: usize) -> String {
    format!("{}{}", ["—", "╱", "╲"][direction % 3], index + 1)
}

/// Where a Skyscrapers clue looks from: `from the left of row 3`.
/// Where a clue stands: `from the top of column 2`.
pub fn clue_place(side: Side, line: usize, lang: Lang) -> String {
    let key = match side {
        Side::Left => T::ClueFromLeft,
        Side::Right => T::ClueFromRight,
        Side::Top => T::ClueFromTop,
        Side::Bottom => T::ClueFromBottom,
    };
    lang.fill(key, &[&(line + 1).to_string()])
}

/// The sentence for a candidate `value` at cell `c` that failed for
/// `reason` (under `strategy`, whose cleanup or look-ahead it names).
pub fn reject(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    c: usize,
    value: u8,
    reason: Option<&Reason>,
    lang: Lang,
) -> String {
    let cell = |c: usize| puzzle.cell_name(c);
    let digit = || value_word(puzzle, value);
    let Some(reason) = reason else {
        return lang.fill(T::RejectUnknown, &[&cell(c), &digit()]);
    };
    match reason {
        Reason::InHouse { house, at } => in_house(puzzle, c, value, *house, *at, lang),
        Reason::Attacked { row, column, line } => attacked(c, value, (*row, *column), *line, lang),
        Reason::Cage { cage, values } => cage_sums(puzzle, *cage, values, lang),
        Reason::Clue {
            side,
            line,
            seen,
            clue,
        } => clue_words(puzzle, (c, value), (*side, *line), (*seen, *clue), lang),
        Reason::Gaps { house, count } => gaps(puzzle, c, value, *house, *count, lang),
        Reason::TentNear { at } => lang.fill(
            T::RejectTentNear,
            &[&tent_square(puzzle, c, value), &puzzle.square_name(*at)],
        ),
        Reason::TentCount { house, count } => lang.fill(
            T::RejectTentCount,
            &[
                &tent_square(puzzle, c, value),
                &house_name(*house, lang),
                &count.to_string(),
            ],
        ),
        Reason::Paired { tree, square } => lang.fill(
            T::RejectPaired,
            &[&puzzle.square_name(*tree), &puzzle.square_name(*square)],
        ),
        Reason::Thermo {
            thermo,
            at,
            low,
            high,
        } => thermo_words(puzzle, (c, value), *thermo, *at, (*low, *high), lang),
        Reason::Arrow { arrow, low, high } => {
            arrow_words(puzzle, (c, value), *arrow, (*low, *high), lang)
        }
        Reason::Apart { at, knight } => {
            let key = if *knight {
                T::RejectKnight
            } else {
                T::RejectKing
            };
            let digit = value.to_string();
            lang.fill(key, &[&cell(*at), &digit, &cell(c), &digit])
        }
        Reason::Parity { odd } => {
            let key = if *odd { T::RejectOdd } else { T::RejectEven };
            lang.fill(key, &[&cell(c), &value.to_string()])
        }
        Reason::Kropki { at, pair } => kropki_words(puzzle, (c, value), *at, *pair, lang),
        Reason::LittleKiller { .. }
        | Reason::OnLine { .. }
        | Reason::Renban { .. }
        | Reason::Sandwich { .. } => {
            super::words_lines::line_words(puzzle, (c, value), reason, lang)
        }
        Reason::NoCandidate { cell: empty } => {
            no_candidate(puzzle, strategy, c, value, *empty, lang)
        }
    }
}

/// A digit a thermometer refuses: the digits the cell may hold, by its
/// place on the line or by the digit in `at`.
fn thermo_words(
    puzzle: &AnyPuzzle,
    (c, value): (usize, u8),
    thermo: usize,
    at: Option<(usize, u8)>,
    (low, high): (u8, u8),
    lang: Lang,
) -> String {
    let number = (thermo + 1).to_string();
    let (cell, digit) = (puzzle.cell_name(c), value.to_string());
    let (low, high) = (low.to_string(), high.to_string());
    match at {
        Some((at, held)) => {
            let (at, held) = (puzzle.cell_name(at), held.to_string());
            let args = [&*number, &at, &held, &cell, &low, &high, &digit];
            lang.fill(T::RejectThermoAt, &args)
        }
        None => {
            let line = kind_of(puzzle).thermometers().get(thermo);
            let line = line.map_or(&[][..], |l| &l[..]);
            let place = line.iter().position(|&x| usize::from(x) == c);
            let (place, len) = (
                place.map_or(0, |i| i + 1).to_string(),
                line.len().to_string(),
            );
            let args = [&*number, &cell, &place, &len, &low, &high, &digit];
            lang.fill(T::RejectThermoPlace, &args)
        }
    }
}

/// A building a Skyscrapers clue refuses: from `side` of `line`, `seen`
/// buildings are seen with it, not `clue`.
fn clue_words(
    puzzle: &AnyPuzzle,
    (c, value): (usize, u8),
    (side, line): (Side, usize),
    (seen, clue): (u8, u8),
    lang: Lang,
) -> String {
    // A count of buildings, 1 to 9: the shared rule of the page's
    // languages for whole numbers says its form.
    let key = by_count(
        &PlainNumbers,
        u64::from(seen),
        T::RejectClueOne,
        T::RejectClue,
    );
    let args = [
        &*puzzle.cell_name(c),
        &value_word(puzzle, value),
        &clue_place(side, line, lang),
        &seen.to_string(),
        &clue.to_string(),
    ];
    lang.fill(key, &args)
}

/// A digit a kropki pair refuses: its partner `at` and the digit there.
fn kropki_words(
    puzzle: &AnyPuzzle,
    (c, value): (usize, u8),
    at: (usize, u8),
    pair: Pair,
    lang: Lang,
) -> String {
    let key = match pair {
        Pair::White => T::RejectDotWhite,
        Pair::Black => T::RejectDotBlack,
        Pair::Neither { .. } => T::RejectDotNone,
        Pair::Sum(10) => T::RejectMarkX,
        Pair::Sum(_) => T::RejectMarkV,
        Pair::NoSum => T::RejectMarkNone,
        // A line's pairs are said by their line (`Reason::OnLine`).
        Pair::Whisper(_) | Pair::Equal => T::RejectDotNone,
    };
    let (held, digit) = (at.1.to_string(), value.to_string());
    let (partner, cell) = (puzzle.cell_name(at.0), puzzle.cell_name(c));
    lang.fill(key, &[&partner, &held, &cell, &digit])
}

/// A digit an arrow refuses: the digits the other cells' digits leave
/// the cell, or none.
fn arrow_words(
    puzzle: &AnyPuzzle,
    (c, value): (usize, u8),
    arrow: usize,
    (low, high): (u8, u8),
    lang: Lang,
) -> String {
    let number = (arrow + 1).to_string();
    let circle = kind_of(puzzle)
        .arrows()
        .get(arrow)
        .map(|a| usize::from(a[0]));
    let circle = circle.map_or_else(String::new, |at| puzzle.cell_name(at));
    let (cell, digit) = (puzzle.cell_name(c), value.to_string());
    if low > high {
        return lang.fill(T::RejectArrowNone, &[&number, &circle, &cell, &digit]);
    }
    let (low, high) = (low.to_string(), high.to_string());
    let args = [&*number, &circle, &cell, &low, &high, &digit];
    lang.fill(T::RejectArrow, &args)
}

/// The square of a Tents move: the tree's neighbour that `value` points
/// to (the tree's own name if there is none).
fn tent_square(puzzle: &AnyPuzzle, c: usize, value: u8) -> String {
    puzzle
        .square_of(c, u32::from(value))
        .map_or_else(|| puzzle.cell_name(c), |sq| puzzle.square_name(sq))
}

/// `value` is already in `house`, at `at` (said differently when the
/// candidate is the cell's own given).
fn in_house(
    puzzle: &AnyPuzzle,
    c: usize,
    value: u8,
    house: HouseKind,
    at: usize,
    lang: Lang,
) -> String {
    let cell = |c: usize| puzzle.cell_name(c);
    let digit = value_word(puzzle, value);
    let place = house_place(house, lang);
    match puzzle.given(c) {
        Some(g) if g == u32::from(value) => lang.fill(
            T::RejectGivenInHouse,
            &[&cell(c), &digit, &digit, &place, &cell(at)],
        ),
        _ => lang.fill(T::RejectInHouse, &[&digit, &place, &cell(at)]),
    }
}

/// The queen at `(row, column)` attacks the square along `line`.
fn attacked(c: usize, value: u8, (row, column): (usize, usize), line: Line, lang: Lang) -> String {
    let how = match line {
        Line::Column => lang.t(T::SameColumn),
        Line::Diagonal | Line::AntiDiagonal => lang.t(T::Diagonal),
    };
    let square = format!("r{}c{}", c + 1, value);
    let queen = format!("r{}c{}", row + 1, column + 1);
    lang.fill(T::RejectAttacked, &[&square, &queen, how])
}

/// Kendoku: the cage's `values` do not make its target.
fn cage_sums(puzzle: &AnyPuzzle, cage: usize, values: &[u8], lang: Lang) -> String {
    let Some(cage) = kind_of(puzzle).cages().get(cage) else {
        return String::new();
    };
    let cells: Vec<String> = cage
        .cells
        .iter()
        .map(|&c| puzzle.cell_name(c as usize))
        .collect();
    // A Killer's cage (on a grid of regions) is named by its sum alone
    // and may refuse a digit before it is full.
    let killer = kind_of(puzzle).regions().is_some();
    let name = match killer {
        true => cage.target.to_string(),
        false => format!("{}{}", cage.target, cage.op.symbol()),
    };
    let reach = killer.then(|| super::words_killer::out_of_reach(puzzle, cage, values, lang));
    let sums = reach
        .flatten()
        .unwrap_or_else(|| arithmetic(cage.op, cage.target, values, lang));
    lang.fill(T::RejectCage, &[&name, &cells.join(", "), &sums])
}

/// Skyscrapers with gaps: `house` holds its `count` gaps already.
fn gaps(
    puzzle: &AnyPuzzle,
    c: usize,
    value: u8,
    house: HouseKind,
    count: u8,
    lang: Lang,
) -> String {
    let candidate = format!("{} = {}", puzzle.cell_name(c), value_word(puzzle, value));
    lang.fill(
        T::RejectGaps,
        &[&candidate, &house_name(house, lang), &count.to_string()],
    )
}

/// After the move, cell `empty` (for N-Queens a row, for Tents a tree)
/// has no candidate left: found by cleanup or by mrv's look-ahead.
fn no_candidate(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    c: usize,
    value: u8,
    empty: usize,
    lang: Lang,
) -> String {
    let cleanup = matches!(strategy, Strategy::Propagate | Strategy::Dutch);
    let pick = |by_cleanup: T, ahead: T| if cleanup { by_cleanup } else { ahead };
    match kind_of(puzzle).level() {
        Level::Row => lang.fill(
            pick(T::RejectNoSquareCleanup, T::RejectNoSquareAhead),
            &[&format!("r{}c{value}", c + 1), &(empty + 1).to_string()],
        ),
        Level::Tree => lang.fill(
            pick(T::RejectTentNoSquareCleanup, T::RejectTentNoSquareAhead),
            &[&tent_square(puzzle, c, value), &puzzle.cell_name(empty)],
        ),
        // The Dutch program's `isvalidcandidate` looks at the peer's list.
        Level::Cell if strategy == Strategy::Dutch => {
            let value = value_word(puzzle, value);
            let cells = [puzzle.cell_name(c), puzzle.cell_name(empty)];
            lang.fill(T::RejectDutchPeer, &[&cells[0], &value, &cells[1], &value])
        }
        Level::Cell => lang.fill(
            pick(T::RejectNoCandidateCleanup, T::RejectNoCandidateAhead),
            &[
                &puzzle.cell_name(c),
                &value_word(puzzle, value),
                &puzzle.cell_name(empty),
            ],
        ),
    }
}

/// `1 × 4 × 5 = 20, not 16`; `6 − 2 = 4, not 1`; `5 ÷ 2 is not 2`; for
/// a cage whose operation is not shown, each way tried.
fn arithmetic(op: Op, target: u32, values: &[u8], lang: Lang) -> String {
    let v: Vec<u32> = values.iter().map(|&v| u32::from(v)).collect();
    let joined = |sign: &str| v.iter().map(u32::to_string).collect::<Vec<_>>().join(sign);
    let equals = |left: String, result: u64| {
        lang.fill(
            T::ArithEquals,
            &[&left, &result.to_string(), &target.to_string()],
        )
    };
    match op {
        Op::Add => equals(joined(" + "), v.iter().map(|&x| u64::from(x)).sum()),
        Op::Mul => equals(joined(" × "), v.iter().map(|&x| u64::from(x)).product()),
        Op::Sub => {
            let (a, b) = (v[0].max(v[1]), v[0].min(v[1]));
            equals(format!("{a} − {b}"), u64::from(a - b))
        }
        Op::Div => {
            let (a, b) = (v[0].max(v[1]), v[0].min(v[1]));
            if b != 0 && a % b == 0 {
                equals(format!("{a} ÷ {b}"), u64::from(a / b))
            } else {
                lang.fill(
                    T::ArithNotDivisible,
                    &[&a.to_string(), &b.to_string(), &target.to_string()],
                )
            }
        }
        Op::Unknown => {
            let mut ways = vec![
                arithmetic(Op::Add, target, values, lang),
                arithmetic(Op::Mul, target, values, lang),
            ];
            if v.len() == 2 {
                ways.push(arithmetic(Op::Sub, target, values, lang));
                ways.push(arithmetic(Op::Div, target, values, lang));
            }
            ways.join("; ")
        }
        Op::Given => equals(joined(""), u64::from(v[0])),
    }
}
