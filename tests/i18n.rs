//! Every text of the page in English, German and Dutch: none missing,
//! none left in English, the same places to fill; the explanations and the
//! messages in every language.
//!
//! The tests go through [`Lang::ALL`], never a hand-kept list: a new
//! language (a file with an exhaustive `match` over `T`, a `Lang` variant,
//! its place in `Lang::ALL`) is checked as soon as it is in `Lang::ALL`. A
//! new text is one line in `src/i18n/en.rs`'s `texts!` list and one arm in
//! `de.rs` and `nl.rs`; [`T::ALL`] is made from that list, so the tests
//! check it too.

mod common;
#[path = "i18n/errors.rs"]
mod errors;

use btlab::format::{
    read_link, FieldProblem, FormatError, GameIdProblem, JankoProblem, JsonProblem, LinkProblem,
};
use btlab::i18n::PlainNumbers;
use btlab::i18n::{format_error, link_problem, Lang, T};
use btlab::page::Note;
use btlab::page::{RunEnd, Sent, WorkerNote};
use btlab::protocol::Target;
use btlab::puzzles::{CageProblem, HouseKind, Invalid, Line, Reason};
use btlab::strategy::Strategy;
use btlab::teach::{sentence, Fact, Strike};
use common::*;

/// Texts that read the same in a language as in English (names, signs).
const SAME: &[T] = &[
    T::Pause,
    T::HelpCellsTitle,
    // "XV": the letters drawn on the board.
    T::HelpXvTitle,
    // A little killer keeps its name in Dutch.
    T::RuleLittleKiller,
    T::FactEnd,
    T::RaceAnd,
    // "Python" in every language.
    T::LabPython,
    T::Speed2,
    T::Speed3,
    T::Speed4,
    T::Strategy,
    T::Mode,
    T::ChainQueen,
    T::CellTent,
    // Names of library puzzles: proper names, the same in every language.
    T::LibMaggesi,
    T::LibSixBySix,
    T::LibKendoku009,
    // "link, puzzle: …": in Dutch the word and the key are the same.
    T::ErrLinkPuzzle,
    // New-puzzle kinds whose names are the same in every language.
    T::MakeSudoku9,
    T::MakeSudoku6,
    T::MakeSudokuX9,
    T::MakeSudoku12,
    T::MakeSudoku16,
    T::MakeKendoku6,
    T::MakeKendoku9,
    // The name of a file format.
    T::ExportButton,
    // The Lab's code: Python, its comments filled in from other texts.
    T::LabCodeSudoku,
    T::LabCodeQueens,
    T::LabCodeKendoku,
    T::LabCodeSudokuX,
    T::LabCodeOwnLatin,
    T::LabCodeOwnMagic,
    T::LabCodeOwnMap,
    T::LabCodeOwnSubset,
];

#[test]
fn every_text_exists_in_every_language_with_the_same_places() {
    assert!(T::ALL.len() > 250);
    for &t in T::ALL {
        let en = Lang::En.t(t);
        assert!(
            !en.trim().is_empty() || t == T::RaceAnd,
            "{t:?} is empty in English"
        );
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let text = lang.t(t);
            assert!(
                !text.trim().is_empty() || t == T::RaceAnd,
                "{t:?} is empty in {lang:?}"
            );
            assert_eq!(
                text.matches("{}").count(),
                en.matches("{}").count(),
                "{t:?} in {lang:?} has other places to fill: {text}"
            );
            if !SAME.contains(&t) && text == en && !text.starts_with('#') {
                panic!("{t:?} is still English in {lang:?}: {text}");
            }
        }
    }
}

#[test]
fn the_explanations_speak_every_language() {
    let queens = puzzle(r#"{"kind":"queens","n":4}"#);
    let sudoku = puzzle(PRESSE);
    let kendoku = puzzle(KENDOKU_009);
    let facts = [
        (&sudoku, Fact::Start { first: Some(0) }),
        (&queens, Fact::Start { first: Some(0) }),
        (
            &sudoku,
            Fact::Try {
                cell: 0,
                value: 3,
                given: true,
                nth: 1,
                of: 1,
                next_value: false,
                given_ahead: None,
            },
        ),
        (
            &sudoku,
            Fact::Try {
                cell: 2,
                value: 4,
                given: false,
                nth: 2,
                of: 5,
                next_value: false,
                given_ahead: None,
            },
        ),
        (
            &sudoku,
            Fact::Try {
                cell: 2,
                value: 4,
                given: false,
                nth: 2,
                of: 5,
                next_value: true,
                given_ahead: None,
            },
        ),
        (
            &queens,
            Fact::Try {
                cell: 1,
                value: 2,
                given: false,
                nth: 2,
                of: 4,
                next_value: false,
                given_ahead: None,
            },
        ),
        (
            &sudoku,
            Fact::Reject {
                cell: 2,
                value: 5,
                reason: Some(Reason::InHouse {
                    house: HouseKind::Row(0),
                    at: 7,
                }),
            },
        ),
        (
            &sudoku,
            Fact::Reject {
                cell: 4,
                value: 1,
                reason: Some(Reason::InHouse {
                    house: HouseKind::Box(1),
                    at: 3,
                }),
            },
        ),
        (
            &sudoku,
            Fact::Reject {
                cell: 2,
                value: 5,
                reason: Some(Reason::NoCandidate { cell: 9 }),
            },
        ),
        (
            &queens,
            Fact::Reject {
                cell: 1,
                value: 1,
                reason: Some(Reason::Attacked {
                    row: 0,
                    column: 0,
                    line: Line::Column,
                }),
            },
        ),
        (
            &queens,
            Fact::Reject {
                cell: 1,
                value: 2,
                reason: Some(Reason::Attacked {
                    row: 0,
                    column: 0,
                    line: Line::Diagonal,
                }),
            },
        ),
        (
            &kendoku,
            Fact::Reject {
                cell: 6,
                value: 5,
                reason: Some(Reason::Cage {
                    cage: 0,
                    values: vec![1, 4, 5],
                }),
            },
        ),
        (
            &sudoku,
            Fact::Place {
                cell: 2,
                value: 4,
                level: 2,
                next: Some(3),
                struck: vec![Strike {
                    cell: 5,
                    values: 1 << 4,
                }],
            },
        ),
        (
            &queens,
            Fact::Place {
                cell: 1,
                value: 3,
                level: 1,
                next: Some(2),
                struck: vec![],
            },
        ),
        (
            &sudoku,
            Fact::Backtrack {
                dead_end: Some(4),
                cell: 3,
                value: 6,
                after_solution: false,
            },
        ),
        (
            &sudoku,
            Fact::Backtrack {
                dead_end: Some(5),
                cell: 3,
                value: 6,
                after_solution: false,
            },
        ),
        (
            &queens,
            Fact::Backtrack {
                dead_end: Some(3),
                cell: 2,
                value: 4,
                after_solution: false,
            },
        ),
        (
            &sudoku,
            Fact::Backtrack {
                dead_end: None,
                cell: 80,
                value: 9,
                after_solution: true,
            },
        ),
        (&sudoku, Fact::Solution { index: 1 }),
        (&sudoku, Fact::Exhausted { solutions: 0 }),
        (&sudoku, Fact::Exhausted { solutions: 1 }),
        (&sudoku, Fact::Exhausted { solutions: 4343 }),
    ];
    for (p, fact) in &facts {
        let en = sentence(p, Strategy::Classic, fact, Lang::En, &PlainNumbers);
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let text = sentence(p, Strategy::Classic, fact, lang, &PlainNumbers);
            assert!(
                !text.is_empty() && !text.contains("{}"),
                "{fact:?} in {lang:?}: {text}"
            );
            assert_ne!(text, en, "{fact:?} is still English in {lang:?}");
        }
    }
    let de = |fact: &Fact, p| sentence(p, Strategy::Classic, fact, Lang::De, &PlainNumbers);
    assert_eq!(de(&facts[6].1, &sudoku), "5 ist schon in Zeile 1 (r1c8).");
    assert_eq!(
        de(&facts[9].1, &queens),
        "r2c1 wird von der Dame auf r1c1 bedroht (gleiche Spalte)."
    );
    let nl = sentence(
        &sudoku,
        Strategy::Classic,
        &facts[14].1,
        Lang::Nl,
        &PlainNumbers,
    );
    assert_eq!(
        nl,
        "r1c5: zijn gegeven cijfer 1 past niet, terug naar r1c4 (zijn 6 wordt teruggenomen)."
    );
}

#[test]
fn the_messages_speak_every_language() {
    let notes = [
        Note::Cancelled,
        Note::NewSearch,
        Note::CannotRead(FormatError::Empty),
        Note::CannotStart(FormatError::Length { got: 80 }),
        Note::CannotWrite(btlab::format::WriteProblem::NoSuchKind(
            btlab::format::Site::Janko,
        )),
        Note::Worker(WorkerNote::Died(5)),
        Note::Resumed(7),
        Note::Worker(WorkerNote::CountReplaced),
        Note::Worker(WorkerNote::CountStopped("x".into())),
        Note::Link(vec![LinkProblem::Number {
            key: "step".into(),
            text: "x".into(),
        }]),
        Note::Given("r1c1".into()),
        Note::Range { value: 9, max: 4 },
        Note::Ended(RunEnd::NoSolution),
        Note::Ended(RunEnd::ExactlyOne),
        Note::Ended(RunEnd::Solutions {
            count: 92,
            workers: None,
        }),
        Note::Ended(RunEnd::Solutions {
            count: 14_772_512,
            workers: Some(2),
        }),
        Note::Ended(RunEnd::StoppedAfter(1)),
        Note::Ended(RunEnd::StoppedAfter(2)),
        Note::Ended(RunEnd::NotUnique),
        Note::Sent(Sent::LinkCopied),
        Note::Sent(Sent::CopyFailed),
        Note::NoneFurther(Target::Solution, true),
        Note::NoneFurther(Target::Solution, false),
        Note::NoneFurther(Target::Backtrack, true),
        Note::NoneFurther(Target::Backtrack, false),
    ];
    for note in &notes {
        let en = note.text(Lang::En, &PlainNumbers);
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let text = note.text(lang, &PlainNumbers);
            assert!(!text.contains("{}"));
            assert_ne!(text, en, "{note:?} is still English in {lang:?}");
        }
    }
}

#[test]
fn languages_by_code() {
    assert_eq!(Lang::parse("de-CH"), Some(Lang::De));
    assert_eq!(Lang::parse("NL_be"), Some(Lang::Nl));
    assert_eq!(Lang::parse("tlh"), None);
    assert_eq!(Lang::from_browser(&["tlh", "nl-NL"]), Lang::Nl);
    assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
    assert_eq!(
        Lang::ALL.iter().fold(Lang::En, |lang, _| lang.next()),
        Lang::En
    );
    assert_eq!(
        Lang::De.fill(T::SolutionOf, &["3", "92"]),
        "Lösung 3 von 92"
    );
}

/// Every text the languages give is shown somewhere: a key that no code
/// outside the language files of `i18n/` names is a text that the page
/// writes in English by hand, or a dead one (both were found: the Sets
/// panel's "cage", and the Code panel's prose lines). In `i18n/` the
/// files named for a language of [`Lang::ALL`] are the languages, which
/// name every key; its other files are code (`strategy_hint` names the
/// strategies' hints, `errors.rs` the reading errors').
#[test]
fn every_text_is_used_by_the_page() {
    fn sources(dir: &std::path::Path, out: &mut String) {
        let languages = dir.ends_with("i18n");
        let language_file = |path: &std::path::Path| {
            let stem = path.file_stem().and_then(|s| s.to_str());
            languages && Lang::ALL.iter().any(|l| stem == Some(l.code()))
        };
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") && !language_file(&path) {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut code = String::new();
    sources(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut code,
    );
    let unused: Vec<String> = T::ALL
        .iter()
        .map(|t| format!("{t:?}"))
        .filter(|name| {
            !code.match_indices(&format!("T::{name}")).any(|(at, m)| {
                // Not a longer key that starts with this one.
                !code[at + m.len()..].starts_with(|c: char| c.is_ascii_alphanumeric())
            })
        })
        .collect();
    assert!(unused.is_empty(), "texts no code uses: {unused:?}");
}

#[test]
fn the_event_tags_speak_every_language() {
    use btlab::engine::{Event, Move};
    use btlab::teach::event_words;
    let sudoku = puzzle(PRESSE);
    let tried = Event::Try {
        level: 1,
        mv: Move::new(1, 4),
    };
    assert_eq!(event_words(&sudoku, &tried, Lang::En), "try r1c2=4");
    assert_eq!(event_words(&sudoku, &tried, Lang::De), "Versuch r1c2=4");
    assert_eq!(event_words(&sudoku, &tried, Lang::Nl), "poging r1c2=4");
    for lang in Lang::ALL {
        let found = event_words(&sudoku, &Event::Solution { index: 2 }, lang);
        assert!(found.contains('2'), "{lang:?}: {found}");
    }
}

#[test]
fn counts_meet_nouns_in_their_plural_form() {
    use btlab::i18n::{by_count, Numbers, PlainNumbers, Plural};
    use btlab::puzzles::{Reason, Side};
    use btlab::teach::reject_sentence;
    assert_eq!(PlainNumbers.plural(1), Plural::One);
    assert_eq!(PlainNumbers.plural(0), Plural::Other);
    assert_eq!(PlainNumbers.plural(2), Plural::Other);
    for (one, other) in [
        (T::TreeCaptionOne, T::TreeCaption),
        (T::TreeAriaOne, T::TreeAria),
        (T::RaceDoneOne, T::RaceDone),
        (T::RejectClueOne, T::RejectClue),
        (T::SummaryAttempt, T::SummaryAttempts),
    ] {
        assert_eq!(by_count(&PlainNumbers, 1, one, other), one);
        assert_eq!(by_count(&PlainNumbers, 3, one, other), other);
    }
    let (_, doc) = btlab::library::LIBRARY
        .iter()
        .find(|(name, _)| *name == T::LibSkyscrapers6)
        .unwrap();
    let sky = puzzle(doc);
    let clue = |seen| Reason::Clue {
        side: Side::Left,
        line: 0,
        seen,
        clue: 3,
    };
    let strategy = btlab::strategy::Strategy::Classic;
    let one = reject_sentence(&sky, strategy, 5, 6, Some(&clue(1)), Lang::En);
    assert!(one.contains("1 building shows"), "{one}");
    let two = reject_sentence(&sky, strategy, 5, 6, Some(&clue(2)), Lang::En);
    assert!(two.contains("2 buildings show"), "{two}");
}

/// A strategy's name stays a name; beside it, in menus and race lanes,
/// a few words in the reader's language say what it means.
#[test]
fn a_strategy_is_offered_by_its_name_and_its_gist_in_the_readers_language() {
    use btlab::i18n::strategy_label;
    use btlab::strategy::Strategy;
    assert_eq!(
        strategy_label(Strategy::Mrv, Lang::En),
        "mrv – fewest candidates first"
    );
    assert_eq!(
        strategy_label(Strategy::Classic, Lang::De),
        "classic – Felder der Reihe nach"
    );
    assert_eq!(
        strategy_label(Strategy::Propagate, Lang::Nl),
        "propagate – kandidatenlijsten"
    );
    for lang in Lang::ALL {
        let labels: std::collections::BTreeSet<String> = Strategy::ALL
            .iter()
            .map(|&s| strategy_label(s, lang))
            .collect();
        assert_eq!(labels.len(), Strategy::ALL.len(), "{lang:?}: one gist each");
    }
}

#[test]
fn the_course_s_shuffled_order_is_named_and_captioned_in_every_language() {
    use btlab::i18n::strategy_label;
    use btlab::teach::moves_caption;
    assert_eq!(
        strategy_label(Strategy::Shuffled { seed: 3 }, Lang::En),
        "shuffled – cells in order, candidates shuffled"
    );
    assert_eq!(
        moves_caption(None, Strategy::Shuffled { seed: 3 }, Lang::En),
        "moves(level): as classic, the candidates shuffled by seed 3: the course's random order."
    );
    assert!(moves_caption(None, Strategy::Shuffled { seed: 3 }, Lang::De).contains("Startwert 3"));
    assert!(
        moves_caption(None, Strategy::Shuffled { seed: 3 }, Lang::Nl).contains("startwaarde 3")
    );
    // The link keeps its seed.
    let link = "puzzle=%7B%22kind%22%3A%22queens%22%2C%22n%22%3A8%7D&strategy=shuffled&seed=7";
    let read = btlab::format::read_link(link);
    assert_eq!(read.strategy, Some(Strategy::Shuffled { seed: 7 }));
}
