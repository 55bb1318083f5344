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

pub use field::field_problem;
pub use game_id::game_id_problem;
pub use janko::janko_problem;
pub use write::write_problem;

use std::fmt::Display;

use super::{Lang, T};
use crate::format::{language_codes, FormatError, LinkProblem};
use crate::puzzles::Invalid;
use crate::strategy::Strategy;
use crate::teach::house_name;

/// `t` in `lang`, its places filled with `args` in order, each as its
/// `Display` writes it.
fn say(lang: Lang, t: T, args: &[&dyn Display]) -> String {
    let args: Vec<String> = args.iter().map(ToString::to_string).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    lang.fill(t, &args)
}

/// `error` in `lang`.
pub fn format_error(error: &FormatError, lang: Lang) -> String {
    let say = |t, args: &[&dyn Display]| say(lang, t, args);
    match error {
        FormatError::Empty => lang.t(T::ErrEmpty).to_string(),
        FormatError::Character { line, column, ch } => say(T::ErrCharacter, &[line, column, ch]),
        FormatError::Length { got } => say(T::ErrLength, &[got]),
        // The English page keeps serde_json's own words.
        FormatError::Json {
            line,
            column,
            message,
            ..
        } if lang == Lang::En => say(T::ErrJson, &[line, column, message]),
        FormatError::Json {
            line,
            column,
            problem,
            ..
        } => say(
            T::ErrJson,
            &[line, column, &json::json_problem(*problem, lang)],
        ),
        FormatError::Field { field, problem } => {
            say(T::ErrField, &[field, &field_problem(problem, lang)])
        }
        FormatError::Janko {
            line,
            token: None,
            problem,
        } => say(T::ErrJankoLine, &[line, &janko_problem(problem, lang)]),
        FormatError::Janko {
            line,
            token: Some(token),
            problem,
        } => say(
            T::ErrJankoToken,
            &[line, token, &janko_problem(problem, lang)],
        ),
        FormatError::GameId {
            at,
            found: None,
            problem,
        } => say(T::ErrGameId, &[at, &game_id_problem(problem, lang)]),
        FormatError::GameId {
            at,
            found: Some(c),
            problem,
        } => say(T::ErrGameIdFound, &[at, c, &game_id_problem(problem, lang)]),
        FormatError::UnknownRule { name } => say(T::ErrUnknownRule, &[name]),
        FormatError::NotLzString => lang.t(T::ErrNotLzString).to_string(),
        FormatError::QueensN { text } => say(T::ErrQueensN, &[text]),
        FormatError::Invalid(invalid) => invalid_text(invalid, lang),
    }
}

/// `invalid` in `lang`.
pub fn invalid_text(invalid: &Invalid, lang: Lang) -> String {
    match invalid {
        Invalid::Size { what, range, got } => say(
            lang,
            T::ErrSize,
            &[
                &shape::size_of(*what, lang),
                &shape::size_range(*range, lang),
                &shape::size_given(*range, *got, lang),
            ],
        ),
        Invalid::Clash {
            first,
            second,
            value,
            house,
        } => say(
            lang,
            T::ErrClash,
            &[first, second, value, &house_name(*house, lang)],
        ),
        Invalid::ValueRange { cell, value, max } => {
            say(lang, T::ErrValueRange, &[cell, value, max])
        }
        Invalid::Shape(shape) => shape::shape_problem(shape, lang),
        Invalid::Several(problems) => problems
            .iter()
            .map(|p| invalid_text(p, lang))
            .collect::<Vec<_>>()
            .join("; "),
        Invalid::Cage {
            index,
            cells,
            problem,
        } => say(
            lang,
            T::ErrCage,
            &[index, cells, &shape::cage_problem(*problem, lang)],
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
