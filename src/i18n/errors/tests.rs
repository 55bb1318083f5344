//! Reading errors in German and Dutch: bad inputs read by the real
//! readers, and every text of an error's detail.

use super::format_error;
use crate::format::{parse_puzzle, read_janko, FormatError};
use crate::i18n::{Lang, T};

/// English words that a German or Dutch message should not hold, once
/// the places it names (which may be English: a JSON field `cages`, a
/// token) are taken out. Checked in lower case.
const ENGLISH: [&str; 28] = [
    "field",
    "line",
    "token",
    "cage",
    "must",
    "expected",
    "missing",
    "column",
    "character",
    " the ",
    "cells",
    "got ",
    "given",
    "grid",
    "tree",
    "clue",
    "found",
    "number",
    "needs",
    "unknown",
    "invalid",
    "while",
    "eof",
    "parsing",
    "size",
    "squares",
    "without",
    "touch",
];

/// The English words of `text`, once `places` are taken out.
pub(super) fn english_words(text: &str, places: &[&str]) -> Vec<&'static str> {
    let mut rest = format!(" {} ", text.to_lowercase());
    for place in places {
        rest = rest.replace(&place.to_lowercase(), " ");
    }
    ENGLISH.into_iter().filter(|w| rest.contains(w)).collect()
}

/// `text` without what it quotes (`'x'`, `"box"`, `` `end` ``) and its
/// JSON examples (`{"kind":…}`): names of the formats, not words.
fn without_literals(text: &str) -> String {
    let mut out = String::new();
    let mut until = None;
    for c in text.chars() {
        match until {
            Some(end) if c == end => until = None,
            Some(_) => {}
            None => match c {
                '\'' | '"' | '`' => until = Some(c),
                '{' => until = Some('}'),
                _ => out.push(c),
            },
        }
    }
    out
}

/// Every German and Dutch text of a reading error's detail is free of
/// English words (the words of janko.at's format aside: `size`, `rows`,
/// `cols`).
#[test]
fn reading_error_texts_hold_no_english_words() {
    const DETAILS: [&str; 11] = [
        "ErrField",
        "ErrJson",
        "ErrJanko",
        "ErrId",
        "ErrShape",
        "ErrCage",
        "ErrRange",
        "ErrGot",
        "ErrSizeOf",
        "ErrSide",
        "ErrKindsOr",
    ];
    let keys: Vec<T> = T::ALL
        .iter()
        .copied()
        .filter(|t| DETAILS.iter().any(|d| format!("{t:?}").starts_with(d)))
        .collect();
    assert!(keys.len() > 130, "{}", keys.len());
    for t in keys {
        for lang in [Lang::De, Lang::Nl] {
            let text = without_literals(lang.t(t));
            let words = english_words(&text, &["size", "rows", "cols"]);
            assert!(
                words.is_empty(),
                "{t:?} in {lang:?}: {} says {words:?}",
                lang.t(t)
            );
        }
    }
}

/// A bad input through the reader that the page uses for pasted text
/// (janko.at pages through theirs), and the places its message names.
fn cases() -> Vec<(FormatError, Vec<&'static str>)> {
    let read = |text: &str| parse_puzzle(text).unwrap_err();
    vec![
        // A JSON document with a missing field.
        (read(r#"{"kind":"queens"}"#), vec!["\"n\"", "1", "1000"]),
        // A JSON field of the wrong type.
        (
            read(r#"{"kind":"kendoku","size":"six","cages":[]}"#),
            vec!["\"size\"", "\"six\"", "16"],
        ),
        // Bad JSON syntax: no comma between two members.
        (read(r#"{"kind":"queens" "n":8}"#), vec!["1", "18", "}"]),
        // Truncated JSON.
        (read("{\"kind\":\n\"queens\",\"n\":"), vec!["2", "13"]),
        // A janko.at page with a bad token.
        (
            read_janko(
                "begin\npuzzle sudoku\nsize 4\nproblem\n1 2 - -\n- 7x - -\n- - - -\n- - - 4\nend\n",
            )
            .unwrap_err(),
            vec!["6", "'7x'"],
        ),
        // A bad Tatham game ID: a character that is no part of a grid.
        (read("2x2:a1b!c"), vec!["8", "'!'"]),
        // A Kendoku cage that does not fit: subtraction over three cells.
        (
            read(
                r#"{"kind":"kendoku","size":3,"cages":[{"target":1,"op":"-","cells":[0,1,2]},{"target":6,"op":"+","cells":[3,4,5]},{"target":6,"op":"+","cells":[6,7,8]}]}"#,
            ),
            vec!["1", "r1c1 r1c2 r1c3", "'-'", "3"],
        ),
        // Kendoku cages that leave a cell out.
        (
            read(
                r#"{"kind":"kendoku","size":3,"cages":[{"target":6,"op":"+","cells":[0,1,2]},{"target":6,"op":"+","cells":[3,4,5]},{"target":3,"op":"+","cells":[6,7]}]}"#,
            ),
            vec!["r3c3"],
        ),
        // A Skyscrapers clue list of the wrong length.
        (
            read(
                r#"{"kind":"skyscrapers","size":4,"top":[1,2,3],"bottom":[0,0,0,0],"left":[0,0,0,0],"right":[0,0,0,0]}"#,
            ),
            vec!["3", "4"],
        ),
        // A Tents count that is wrong: three tents in a row of four.
        (
            read(
                r#"{"kind":"tents","rows":4,"cols":4,"trees":[[0,0],[0,2],[2,0]],"row_counts":[3,0,0,0],"col_counts":[1,1,1,0]}"#,
            ),
            vec!["1", "3", "4"],
        ),
        // A star of the wrong size.
        (read(r#"{"kind":"star","givens":[1,2,3]}"#), vec!["54", "3"]),
    ]
}

/// Each bad input reads in German and Dutch without English words, and
/// names the same places as the English, which is the error's own
/// `Display`. The English does hold English words (so the check on the
/// others is not empty).
#[test]
fn bad_inputs_read_in_german_and_dutch() {
    for (error, places) in cases() {
        let en = format_error(&error, Lang::En);
        assert_eq!(
            en,
            error.to_string(),
            "the page's English is the error's own"
        );
        for place in &places {
            assert!(en.contains(place), "{en} names no {place}");
        }
        assert!(
            !english_words(&en, &places).is_empty(),
            "no English word in the English {en}"
        );
        for lang in [Lang::De, Lang::Nl] {
            let text = format_error(&error, lang);
            assert!(!text.contains("{}"), "{text}");
            for place in &places {
                assert!(text.contains(place), "{lang:?}: {text} names no {place}");
            }
            let words = english_words(&text, &places);
            assert!(words.is_empty(), "{lang:?}: {text} says {words:?}");
        }
    }
}
