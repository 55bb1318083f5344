//! A lesson's moments in a link, as one key:
//!
//! ```text
//! lesson=[["The first dead end",40],["Back to row 3",112],["Another puzzle","puzzle=…&step=3"]]
//! ```
//!
//! Each moment is its title and its place: a step of the run the link
//! itself opens, or the fragment of a link of its own (another puzzle,
//! strategy or mode). The list is JSON, percent-encoded as every value.

use percent_encoding::utf8_percent_encode;
use serde::{Deserialize, Serialize};

use super::link::ENCODED;
use super::LinkProblem;

/// Where a moment of a lesson is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum MomentPlace {
    /// This step of the run the link opens.
    Step(u64),
    /// The fragment of a link of its own (without `#`).
    Link(String),
}

/// A moment of a lesson as a link carries it: its title and its place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkMoment(pub String, pub MomentPlace);

/// The `lesson` key with its value, to append to a link.
pub fn write_lesson(moments: &[LinkMoment]) -> String {
    format!(
        "lesson={}",
        utf8_percent_encode(&lesson_json(moments), ENCODED)
    )
}

/// The moments as JSON (as the link and local storage keep them).
pub fn lesson_json(moments: &[LinkMoment]) -> String {
    serde_json::to_string(moments).unwrap_or_else(|_| "[]".to_string())
}

/// The moments of a `lesson` value (decoded), or where it cannot be
/// read.
pub fn read_lesson(value: &str) -> Result<Vec<LinkMoment>, LinkProblem> {
    serde_json::from_str(value).map_err(|e| LinkProblem::Lesson {
        // serde counts from 1 on the line, and the value is one line.
        at: e.column().max(1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_read_back_as_written() {
        let moments = vec![
            LinkMoment("The first dead end & more".into(), MomentPlace::Step(40)),
            LinkMoment(
                "Another".into(),
                MomentPlace::Link("puzzle=%7B%7D&step=3".into()),
            ),
        ];
        let key = write_lesson(&moments);
        let value = key.strip_prefix("lesson=").unwrap();
        assert!(!value.contains('&') && !value.contains(' '), "{value}");
        let decoded = percent_encoding::percent_decode_str(value)
            .decode_utf8()
            .unwrap();
        assert_eq!(read_lesson(&decoded).unwrap(), moments);
    }

    #[test]
    fn a_broken_list_names_its_character() {
        let problem = read_lesson(r#"[["a",40],["b",]]"#).unwrap_err();
        assert_eq!(problem, LinkProblem::Lesson { at: 16 });
    }
}
