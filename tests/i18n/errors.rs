//! Reading errors and link problems in every language, each naming its
//! place.

use super::*;

/// Every reading error speaks every language and names its place: in
/// English as the error's own words (what the command line prints), in
/// the others in their words, with the same line, column, character,
/// cell or cage.
#[test]
fn reading_errors_speak_every_language_and_name_their_place() {
    let clash = Invalid::Clash {
        first: "r1c1".into(),
        second: "r1c5".into(),
        value: 3,
        house: HouseKind::Row(0),
    };
    let errors = [
        (FormatError::Empty, vec![]),
        (
            FormatError::Character {
                line: 2,
                column: 7,
                ch: 'x',
            },
            vec!["2", "7", "'x'"],
        ),
        (FormatError::Length { got: 80 }, vec!["80"]),
        (
            FormatError::Json {
                line: 3,
                column: 9,
                problem: JsonProblem::Eof,
                message: "EOF".into(),
            },
            vec!["3", "9"],
        ),
        (
            FormatError::field(
                "cages[2].op",
                FieldProblem::UnknownOperation {
                    op: "unknown".into(),
                },
            ),
            vec!["cages[2].op"],
        ),
        (
            FormatError::Janko {
                line: 4,
                token: Some("q".into()),
                problem: JankoProblem::NotValue,
            },
            vec!["4", "'q'"],
        ),
        (
            FormatError::Janko {
                line: 5,
                token: None,
                problem: JankoProblem::NoSize,
            },
            vec!["5"],
        ),
        (
            FormatError::GameId {
                at: 6,
                found: Some('!'),
                problem: GameIdProblem::GridCharacter,
            },
            vec!["6", "'!'"],
        ),
        (
            FormatError::GameId {
                at: 8,
                found: None,
                problem: GameIdProblem::NoColon,
            },
            vec!["8"],
        ),
        (FormatError::QueensN { text: "ten".into() }, vec!["'ten'"]),
        (
            FormatError::Invalid(Invalid::ValueRange {
                cell: "r2c2".into(),
                value: 7,
                max: 4,
            }),
            vec!["r2c2", "7", "4"],
        ),
        (
            FormatError::Invalid(Invalid::Cage {
                index: 3,
                cells: "r1c1 r1c2".into(),
                problem: CageProblem::ZeroTarget,
            }),
            vec!["3", "r1c1 r1c2"],
        ),
        (
            FormatError::Invalid(clash.clone()),
            vec!["r1c1", "r1c5", "3"],
        ),
        (
            FormatError::Invalid(Invalid::Several(vec![clash.clone(), clash])),
            vec!["r1c1", "r1c5", "; "],
        ),
    ];
    for (error, places) in &errors {
        let en = format_error(error, Lang::En);
        assert_eq!(
            en,
            error.to_string(),
            "the page's English is the error's own"
        );
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let text = format_error(error, lang);
            assert_ne!(text, en, "{error:?} is still English in {lang:?}");
            assert!(!text.contains("{}"), "{text}");
            for place in places {
                assert!(text.contains(place), "{lang:?}: {text} names no {place}");
            }
        }
    }
    assert_eq!(
        format_error(&errors[1].0, Lang::De),
        "Zeile 2, Spalte 7: unerwartetes Zeichen 'x' (erlaubt sind 1-9, A-G und für ein leeres Feld . 0 -)"
    );
    assert!(format_error(&errors[12].0, Lang::Nl).ends_with("in rij 1"));
}

/// Every problem of a link speaks every language and names its key: in
/// English as its own words, in the others in theirs.
#[test]
fn link_problems_speak_every_language_and_name_their_key() {
    let link = read_link(
        "puzzle=12x4&strategy=clever&mode=some&race=classic&lang=tlh&step=many&seed=%E0%A4%A",
    );
    let named = ["puzzle", "strategy", "mode", "race", "lang", "step", "seed"];
    assert_eq!(link.problems.len(), named.len(), "{:?}", link.problems);
    for (problem, key) in link.problems.iter().zip(named) {
        let en = link_problem(problem, Lang::En);
        assert_eq!(
            en,
            problem.to_string(),
            "the page's English is the problem's own"
        );
        assert!(en.contains(key), "{en} names no {key}");
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let text = link_problem(problem, lang);
            assert_ne!(text, en, "{problem:?} is still English in {lang:?}");
            assert!(!text.contains("{}"), "{text}");
            assert!(text.contains(key), "{lang:?}: {text} names no {key}");
        }
    }
    assert_eq!(
        link_problem(&link.problems[5], Lang::De),
        "Link, step: 'many' ist keine ganze Zahl"
    );
}
