//! Why JSON does not parse, in the page's language (the English page
//! shows serde_json's own words instead).

use crate::format::JsonProblem;
use crate::i18n::{Lang, T};

/// `problem` in `lang`.
pub(super) fn json_problem(problem: JsonProblem, lang: Lang) -> String {
    let t = match problem {
        JsonProblem::Eof => T::ErrJsonEof,
        JsonProblem::ExpectedColon => T::ErrJsonExpectedColon,
        JsonProblem::ExpectedComma { close } => {
            return lang.fill(T::ErrJsonExpectedComma, &[&close.to_string()])
        }
        JsonProblem::ExpectedValue => T::ErrJsonExpectedValue,
        JsonProblem::KeyNotString => T::ErrJsonKeyNotString,
        JsonProblem::TrailingComma => T::ErrJsonTrailingComma,
        JsonProblem::TrailingCharacters => T::ErrJsonTrailingCharacters,
        JsonProblem::Syntax => T::ErrJsonSyntax,
        JsonProblem::Data => T::ErrJsonData,
        JsonProblem::Io => T::ErrJsonIo,
    };
    lang.t(t).to_string()
}
