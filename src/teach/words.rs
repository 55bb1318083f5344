//! The facts in words: one sentence for the step on screen, in the
//! reader's language (the words are in `i18n`; numbers are formatted by
//! the caller's [`Numbers`](crate::i18n::Numbers): the browser's `Intl` in the page, plain
//! grouping in tests).

mod steps;

use super::facts::{Fact, Strike};
use super::words_reject::{reject, star_line};
use crate::engine::Move;
use crate::i18n::{Lang, Numbers, Said, T};
use crate::kinds::{kind_of, Level};
use crate::puzzles::{values_of, AnyPuzzle, HouseKind};
use crate::strategy::Strategy;
use steps::StepWords;

/// `r1c3` for a move of a Latin square; for N-Queens the square of the
/// queen (the cell is the row, the value the column).
pub fn square_name(puzzle: &AnyPuzzle, mv: Move) -> String {
    match kind_of(puzzle).level() {
        Level::Row | Level::Tree => puzzle
            .square_of(mv.cell as usize, u32::from(mv.value))
            .map_or_else(
                || puzzle.cell_name(mv.cell as usize),
                |sq| puzzle.square_name(sq),
            ),
        Level::Cell => puzzle.cell_name(mv.cell as usize),
    }
}

/// A value as sentences write it: `5`, `C`, or `–` for a Skyscrapers gap.
pub fn value_word(puzzle: &AnyPuzzle, value: u8) -> String {
    kind_of(puzzle).value_word(value)
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
pub fn house_name(kind: HouseKind, lang: Lang) -> String {
    house_said(kind).in_lang(lang)
}

/// A house in words: "row 3", "the falling diagonal".
pub fn house_said(kind: HouseKind) -> Said {
    let n = |i: usize| vec![Said::plain(i + 1)];
    match kind {
        HouseKind::Row(r) => Said::text(T::HouseRow, n(r)),
        HouseKind::Column(c) => Said::text(T::HouseColumn, n(c)),
        HouseKind::Box(b) => Said::text(T::HouseBox, n(b)),
        HouseKind::Region(b) => Said::text(T::HouseRegion, n(b)),
        HouseKind::Diagonal(0) => Said::key(T::HouseDiagonalDown),
        HouseKind::Diagonal(_) => Said::key(T::HouseDiagonalUp),
        HouseKind::Extra(e) => Said::text(T::HouseExtra, n(e)),
        HouseKind::Cage(k) => Said::text(T::HouseCage, n(k)),
        HouseKind::Triangle(t) => Said::text(T::HouseTriangle, n(t)),
        HouseKind::StarLine(d, i) => {
            Said::text(T::HouseStarLine, vec![Said::Plain(star_line(d, i))])
        }
    }
}

/// What a strategy's `moves(level)` is, in one line under the code. The
/// article's program reads differently for each kind of puzzle (a level
/// is a cell, a row of queens or a tree), so `classic` says it per kind;
/// without a puzzle, the Sudoku's words.
pub fn moves_caption(puzzle: Option<&AnyPuzzle>, strategy: Strategy, lang: Lang) -> String {
    match strategy {
        Strategy::Classic => lang
            .t(puzzle.map_or(T::CaptionClassic, |p| kind_of(p).classic_caption()))
            .to_string(),
        Strategy::Mrv => lang.t(T::CaptionMrv).to_string(),
        Strategy::Random { seed } => lang.fill(T::CaptionRandom, &[&seed.to_string()]),
        Strategy::Shuffled { seed } => lang.fill(T::CaptionShuffled, &[&seed.to_string()]),
        Strategy::Propagate => lang.t(T::CaptionPropagate).to_string(),
        Strategy::Dutch => lang.t(T::CaptionDutch).to_string(),
        Strategy::Fast => lang.t(T::FastNoSteps).to_string(),
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
    if let Some(s) = kind_of(puzzle).sentence(puzzle, fact, lang, numbers) {
        return s;
    }
    let words = StepWords { puzzle, lang };
    match fact {
        Fact::Start { first } => words.start(strategy, *first),
        Fact::Try {
            cell,
            value,
            given,
            nth,
            of,
            next_value,
            given_ahead,
        } => {
            let tried = words.try_candidate(*cell, *value, *given, *next_value, (*nth, *of));
            match given_ahead {
                Some(at) => format!("{tried} {}", words.given_ahead(*at, *value)),
                None => tried,
            }
        }
        Fact::Reject {
            cell,
            value,
            reason,
        } => reject(puzzle, strategy, *cell, *value, reason.as_ref(), lang),
        Fact::Place {
            cell,
            value,
            level,
            next,
            struck,
        } => words.place(*cell, *value, *level, *next, struck),
        Fact::Backtrack {
            dead_end,
            cell,
            value,
            after_solution,
        } => words.backtrack(*dead_end, *cell, *value, *after_solution),
        Fact::Solution { index } => words.solution(*index, numbers),
        Fact::Exhausted { solutions } => words.exhausted(*solutions, numbers),
    }
}

/// What cleanup struck: `2 from r1c5, r2c3; 4 from r3c3` (at most eight
/// cells, then a count).
pub fn strikes(puzzle: &AnyPuzzle, struck: &[Strike], lang: Lang) -> String {
    let mut by_value: Vec<(u32, Vec<usize>)> = Vec::new();
    for s in struck {
        for v in values_of(s.values) {
            // In order of value as they come (a sort would add its code
            // to the page).
            match by_value.binary_search_by_key(&v, |(w, _)| *w) {
                Ok(at) => by_value[at].1.push(s.cell),
                Err(at) => by_value.insert(at, (v, vec![s.cell])),
            }
        }
    }
    let queens = kind_of(puzzle).level() == Level::Row;
    let (mut shown, mut hidden) = (0, 0);
    let mut parts = Vec::new();
    for (v, cells) in by_value {
        let mut names = Vec::new();
        for &c in &cells {
            shown += 1;
            if shown > 8 {
                hidden += 1;
            } else {
                names.push(square_name(puzzle, Move::new(c, v)));
            }
        }
        if !names.is_empty() {
            parts.push(if queens {
                names.join(", ")
            } else {
                lang.fill(T::StrikeFrom, &[&list([v]), &names.join(", ")])
            });
        }
    }
    let more = if hidden > 0 {
        lang.fill(T::StrikeMore, &[&hidden.to_string()])
    } else {
        String::new()
    };
    format!("{}{more}", parts.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::library::library_puzzle as library;

    #[test]
    fn the_code_caption_says_what_classic_means_for_the_puzzle_at_hand() {
        let kinds = [
            ("Presse", "its sets"),
            ("8 queens", "queen"),
            ("Kendoku 009", "cage"),
            ("Skyscrapers", "clues"),
            ("Tents", "tree"),
            ("Six-pointed star", "its sets"),
        ];
        for (name, word) in kinds {
            let caption = moves_caption(Some(&library(name)), Strategy::Classic, Lang::En);
            assert!(caption.contains(word), "{name}: {caption}");
        }
        assert!(
            !moves_caption(Some(&library("Presse")), Strategy::Classic, Lang::En).contains("queen")
        );
        // Five different texts in each language (the star reads as a Sudoku).
        for lang in Lang::ALL {
            let mut texts: Vec<String> = kinds
                .iter()
                .map(|(name, _)| moves_caption(Some(&library(name)), Strategy::Classic, lang))
                .collect();
            texts.sort();
            texts.dedup();
            assert_eq!(texts.len(), 5, "{lang:?}");
        }
        // Without a puzzle, the Sudoku's words; the other strategies' words
        // are the same for every puzzle.
        assert_eq!(
            moves_caption(None, Strategy::Classic, Lang::De),
            moves_caption(Some(&library("Presse")), Strategy::Classic, Lang::De)
        );
        assert_eq!(
            moves_caption(Some(&library("8 queens")), Strategy::Propagate, Lang::Nl),
            moves_caption(None, Strategy::Propagate, Lang::Nl)
        );
    }

    #[test]
    fn a_killers_code_caption_names_its_cages_sums_in_every_language() {
        let killer = crate::format::from_json(
            r#"{"kind":"sudoku","givens":"................","cages":[{"sum":3,"cells":[0,1]}]}"#,
        )
        .unwrap();
        let plain =
            crate::format::from_json(r#"{"kind":"sudoku","givens":"................"}"#).unwrap();
        let en = moves_caption(Some(&killer), Strategy::Classic, Lang::En);
        assert!(en.contains("cage's sum"), "{en}");
        for lang in Lang::ALL {
            let caption = |p| moves_caption(Some(p), Strategy::Classic, lang);
            assert_ne!(caption(&killer), caption(&plain), "{lang:?}");
        }
    }
}
