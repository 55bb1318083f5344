//! Why an input could not be read, in the page's language: the errors
//! travel as data ([`FormatError`], [`Invalid`], [`LinkProblem`]) and become words only
//! here, each with the place it names (line, column, character, cell,
//! cage). The English is the same as the errors' own `Display`, which
//! the command line prints. Free-text details that a reader builds (a
//! JSON field's or a janko.at token's problem, a region map's shape)
//! stay as they were written.

use super::{Lang, T};
use crate::format::{language_codes, FormatError, LinkProblem};
use crate::puzzles::Invalid;
use crate::strategy::Strategy;
use crate::teach::house_name;

/// `error` in `lang`.
pub fn format_error(error: &FormatError, lang: Lang) -> String {
    let fill = |t, args: &[&str]| lang.fill(t, args);
    match error {
        FormatError::Empty => lang.t(T::ErrEmpty).to_string(),
        FormatError::Character { line, column, ch } => fill(
            T::ErrCharacter,
            &[&line.to_string(), &column.to_string(), &ch.to_string()],
        ),
        FormatError::Length { got } => fill(T::ErrLength, &[&got.to_string()]),
        FormatError::Json {
            line,
            column,
            message,
        } => fill(
            T::ErrJson,
            &[&line.to_string(), &column.to_string(), message],
        ),
        FormatError::Field { field, problem } => fill(T::ErrField, &[field, problem]),
        FormatError::Janko {
            line,
            token: None,
            problem,
        } => fill(T::ErrJankoLine, &[&line.to_string(), problem]),
        FormatError::Janko {
            line,
            token: Some(token),
            problem,
        } => fill(T::ErrJankoToken, &[&line.to_string(), token, problem]),
        FormatError::GameId {
            at,
            found: None,
            problem,
        } => fill(T::ErrGameId, &[&at.to_string(), problem]),
        FormatError::GameId {
            at,
            found: Some(c),
            problem,
        } => fill(
            T::ErrGameIdFound,
            &[&at.to_string(), &c.to_string(), problem],
        ),
        FormatError::QueensN { text } => fill(T::ErrQueensN, &[text]),
        FormatError::Invalid(invalid) => invalid_text(invalid, lang),
    }
}

/// `invalid` in `lang`.
pub fn invalid_text(invalid: &Invalid, lang: Lang) -> String {
    match invalid {
        Invalid::Size { what, range, got } => {
            let got = if range.in_cells() {
                format!("{got} cells")
            } else {
                got.to_string()
            };
            lang.fill(T::ErrSize, &[&what.to_string(), &range.to_string(), &got])
        }
        Invalid::Clash {
            first,
            second,
            value,
            house,
        } => lang.fill(
            T::ErrClash,
            &[first, second, &value.to_string(), &house_name(*house, lang)],
        ),
        Invalid::ValueRange { cell, value, max } => lang.fill(
            T::ErrValueRange,
            &[cell, &value.to_string(), &max.to_string()],
        ),
        Invalid::Several(problems) => problems
            .iter()
            .map(|p| invalid_text(p, lang))
            .collect::<Vec<_>>()
            .join("; "),
        Invalid::Shape(shape) => shape.to_string(),
        Invalid::Cage {
            index,
            cells,
            problem,
        } => lang.fill(
            T::ErrCage,
            &[&index.to_string(), cells, &problem.to_string()],
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
    }
}
