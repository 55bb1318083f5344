//! Why a JSON document does not parse, in our own terms: serde_json's
//! error classified, so that the page can say it in its reader's
//! language (`i18n::json_problem`). serde_json's own English words stay
//! in [`FormatError::Json`](super::FormatError::Json) for the English
//! page and the command line.

/// What serde_json found wrong, by its category and, for the commonest
/// syntax errors, by its code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum JsonProblem {
    /// The text ends inside a value, list, object or string.
    Eof,
    /// No `:` after an object's key.
    ExpectedColon,
    /// No `,` or closing bracket after an item.
    ExpectedComma {
        /// The bracket that would close: `]` or `}`.
        close: char,
    },
    /// No value where one belongs (or a word that is none of `true`,
    /// `false`, `null`).
    ExpectedValue,
    /// An object's key that is not a string in double quotes.
    KeyNotString,
    /// A comma before a closing bracket.
    TrailingComma,
    /// More text after the document.
    TrailingCharacters,
    /// Any other syntax error (an escape, a number, a control character).
    Syntax,
    /// A value of the wrong type.
    Data,
    /// The text could not be read.
    Io,
}

impl JsonProblem {
    /// The problem serde_json reports as `error`.
    pub fn of(error: &serde_json::Error) -> JsonProblem {
        use serde_json::error::Category;
        match error.classify() {
            Category::Eof => JsonProblem::Eof,
            Category::Data => JsonProblem::Data,
            Category::Io => JsonProblem::Io,
            Category::Syntax => syntax(&error.to_string()),
        }
    }
}

/// A syntax error by serde_json's words for its code (its `ErrorCode`
/// is not public; its words are stable).
fn syntax(message: &str) -> JsonProblem {
    const CODES: [(&str, JsonProblem); 8] = [
        ("expected `:`", JsonProblem::ExpectedColon),
        (
            "expected `,` or `]`",
            JsonProblem::ExpectedComma { close: ']' },
        ),
        (
            "expected `,` or `}`",
            JsonProblem::ExpectedComma { close: '}' },
        ),
        ("expected value", JsonProblem::ExpectedValue),
        ("expected ident", JsonProblem::ExpectedValue),
        ("key must be a string", JsonProblem::KeyNotString),
        ("trailing comma", JsonProblem::TrailingComma),
        ("trailing characters", JsonProblem::TrailingCharacters),
    ];
    CODES
        .iter()
        .find(|(words, _)| message.starts_with(words))
        .map_or(JsonProblem::Syntax, |&(_, problem)| problem)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(text: &str) -> JsonProblem {
        JsonProblem::of(&serde_json::from_str::<serde_json::Value>(text).unwrap_err())
    }

    /// Each code is recognised in serde_json's words: a change in them
    /// fails here, not silently on the page.
    #[test]
    fn serde_json_errors_are_classified() {
        assert_eq!(problem(r#"{"kind":"#), JsonProblem::Eof);
        assert_eq!(problem(r#"{"kind" 1}"#), JsonProblem::ExpectedColon);
        assert_eq!(problem("[1 2]"), JsonProblem::ExpectedComma { close: ']' });
        assert_eq!(
            problem(r#"{"n":8 "k":1}"#),
            JsonProblem::ExpectedComma { close: '}' }
        );
        assert_eq!(problem(r#"{"n":}"#), JsonProblem::ExpectedValue);
        assert_eq!(problem(r#"{"n":nope}"#), JsonProblem::ExpectedValue);
        assert_eq!(problem("{n:8}"), JsonProblem::KeyNotString);
        assert_eq!(problem("[1,]"), JsonProblem::TrailingComma);
        assert_eq!(problem("{} x"), JsonProblem::TrailingCharacters);
        assert_eq!(problem(r#"["\q"]"#), JsonProblem::Syntax);
    }
}
