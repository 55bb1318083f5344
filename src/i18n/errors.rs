//! Why an input could not be read, in the page's language: the errors
//! travel as data ([`FormatError`], [`Invalid`], [`LinkProblem`]) and become words only
//! here, each with the place it names (line, column, character, cell,
//! cage). The English is the same as the errors' own `Display`, which
//! the command line prints. Each detail is data too, worded in the files
//! below: a JSON field's problem (`field.rs`), why JSON does not parse
//! (`json.rs`), a janko.at page's (`janko.rs`), a Tatham game ID's
//! (`game_id.rs`), a puzzle's shape, cage or size (`shape.rs`), and why
//! a puzzle cannot be written in a format (`write.rs`).

mod field;
mod game_id;
mod janko;
mod json;
mod shape;
#[cfg(test)]
mod shape_tests;
#[cfg(test)]
mod tests;
mod write;

pub use write::write_problem;

use std::fmt::Display;

use field::field_said;
use game_id::game_id_said;
use janko::janko_said;

use super::{Lang, Said, T};
use crate::format::{language_codes, FormatError, LinkProblem};
use crate::puzzles::Invalid;
use crate::strategy::Strategy;
use crate::teach::house_said;

/// `value` as written in every language.
fn plain(value: impl Display) -> Said {
    Said::plain(value)
}

/// The text `t` with plain arguments, in words.
fn say(t: T, args: &[&dyn Display]) -> Said {
    Said::text(t, args.iter().map(Said::plain).collect())
}

/// `error` in `lang`, with the place it names.
pub fn format_error(error: &FormatError, lang: Lang) -> String {
    format_said(error).in_lang(lang)
}

/// `error` in words, with the place it names: said in a language later
/// (by the page, of an error a worker found).
pub fn format_said(error: &FormatError) -> Said {
    let text = Said::text;
    match error {
        FormatError::Empty => Said::key(T::ErrEmpty),
        FormatError::Character { line, column, ch } => say(T::ErrCharacter, &[line, column, ch]),
        FormatError::Length { got } => say(T::ErrLength, &[got]),
        // The English page keeps serde_json's own words.
        FormatError::Json {
            line,
            column,
            message,
            problem,
        } => {
            let why = Said::EnglishOr {
                english: message.clone(),
                other: Box::new(json::json_said(*problem)),
            };
            text(T::ErrJson, vec![plain(line), plain(column), why])
        }
        FormatError::Field { field, problem } => {
            text(T::ErrField, vec![plain(field), field_said(problem)])
        }
        FormatError::Janko {
            line,
            token: None,
            problem,
        } => text(T::ErrJankoLine, vec![plain(line), janko_said(problem)]),
        FormatError::Janko {
            line,
            token: Some(token),
            problem,
        } => text(
            T::ErrJankoToken,
            vec![plain(line), plain(token), janko_said(problem)],
        ),
        FormatError::GameId {
            at,
            found: None,
            problem,
        } => text(T::ErrGameId, vec![plain(at), game_id_said(problem)]),
        FormatError::GameId {
            at,
            found: Some(c),
            problem,
        } => text(
            T::ErrGameIdFound,
            vec![plain(at), plain(c), game_id_said(problem)],
        ),
        FormatError::UnknownRule { name } => say(T::ErrUnknownRule, &[name]),
        FormatError::NotLzString => Said::key(T::ErrNotLzString),
        FormatError::QueensN { text } => say(T::ErrQueensN, &[text]),
        FormatError::Invalid(invalid) => invalid_said(invalid),
        FormatError::Said(said) => said.clone(),
    }
}

/// `problem` of a JSON field in `lang`.
pub fn field_problem(problem: &crate::format::FieldProblem, lang: Lang) -> String {
    field_said(problem).in_lang(lang)
}

/// `problem` of a janko.at page in `lang`.
pub fn janko_problem(problem: &crate::format::JankoProblem, lang: Lang) -> String {
    janko_said(problem).in_lang(lang)
}

/// `problem` of a Tatham game ID in `lang`.
pub fn game_id_problem(problem: &crate::format::GameIdProblem, lang: Lang) -> String {
    game_id_said(problem).in_lang(lang)
}

/// A puzzle's broken rule in `lang`, with the place it names.
pub fn invalid_text(invalid: &Invalid, lang: Lang) -> String {
    invalid_said(invalid).in_lang(lang)
}

/// `invalid` in words.
fn invalid_said(invalid: &Invalid) -> Said {
    match invalid {
        Invalid::Size { what, range, got } => Said::text(
            T::ErrSize,
            vec![
                shape::size_of(*what),
                shape::size_range(*range),
                shape::size_given(*range, *got),
            ],
        ),
        Invalid::Clash {
            first,
            second,
            value,
            house,
        } => Said::text(
            T::ErrClash,
            vec![
                Said::plain(first),
                Said::plain(second),
                Said::plain(value),
                house_said(*house),
            ],
        ),
        Invalid::ValueRange { cell, value, max } => say(T::ErrValueRange, &[cell, value, max]),
        Invalid::Shape(shape) => shape::shape_said(shape),
        Invalid::Several(problems) => Said::List(problems.iter().map(invalid_said).collect()),
        Invalid::Cage {
            index,
            cells,
            problem,
        } => Said::text(
            T::ErrCage,
            vec![
                Said::plain(index),
                Said::plain(cells),
                shape::cage_said(*problem),
            ],
        ),
    }
}

/// `problem` in `lang`.
pub fn link_problem(problem: &LinkProblem, lang: Lang) -> String {
    match problem {
        LinkProblem::NotText { part, key } => {
            lang.fill(T::ErrLinkNotText, &[&part.to_string(), key])
        }
        LinkProblem::Puzzle(error) => lang.fill(T::ErrLinkPuzzle, &[&format_error(error, lang)]),
        LinkProblem::Strategy { key, name } => lang.fill(
            T::ErrLinkStrategy,
            &[key, name, &Strategy::NAMES.join(", ")],
        ),
        LinkProblem::Mode(mode) => lang.fill(T::ErrLinkMode, &[mode]),
        LinkProblem::Race => lang.t(T::ErrLinkRace).to_string(),
        LinkProblem::Lang(code) => lang.fill(T::ErrLinkLang, &[code, &language_codes()]),
        LinkProblem::Number { key, text } => lang.fill(T::ErrLinkNumber, &[key, text]),
        LinkProblem::Lesson { at } => lang.fill(T::ErrLinkLesson, &[&at.to_string()]),
        LinkProblem::LessonMoment(0) => lang.t(T::ErrLinkLessonList).to_string(),
        LinkProblem::LessonMoment(n) => lang.fill(T::ErrLinkLessonMoment, &[&n.to_string()]),
        LinkProblem::EntryCount { wanted, found } => lang.fill(
            T::ErrLinkEntryCount,
            &[&found.to_string(), &wanted.to_string()],
        ),
        LinkProblem::Entry { at, text } => lang.fill(T::ErrLinkEntry, &[&at.to_string(), text]),
        LinkProblem::Mark { item, text } => lang.fill(T::ErrLinkMark, &[&item.to_string(), text]),
    }
}
