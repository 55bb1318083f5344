//! Why JSON does not parse, in the page's language (the English page
//! shows serde_json's own words instead).

use super::Said;
use crate::format::JsonProblem;
use crate::i18n::T;

/// `problem` in `lang`.
pub(super) fn json_said(problem: JsonProblem) -> Said {
    let t = match problem {
        JsonProblem::Eof => T::ErrJsonEof,
        JsonProblem::ExpectedColon => T::ErrJsonExpectedColon,
        JsonProblem::ExpectedComma { close } => {
            return Said::text(T::ErrJsonExpectedComma, vec![Said::plain(close)])
        }
        JsonProblem::ExpectedValue => T::ErrJsonExpectedValue,
        JsonProblem::KeyNotString => T::ErrJsonKeyNotString,
        JsonProblem::TrailingComma => T::ErrJsonTrailingComma,
        JsonProblem::TrailingCharacters => T::ErrJsonTrailingCharacters,
        JsonProblem::Syntax => T::ErrJsonSyntax,
        JsonProblem::Data => T::ErrJsonData,
        JsonProblem::Io => T::ErrJsonIo,
    };
    Said::key(t)
}
