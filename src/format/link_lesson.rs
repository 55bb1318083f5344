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
use serde_json::Value;

use super::link::ENCODED;
use super::LinkProblem;

/// Where a moment of a lesson is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MomentPlace {
    /// This step of the run the link opens.
    Step(u64),
    /// The fragment of a link of its own (without `#`).
    Link(String),
}

/// A moment of a lesson as a link carries it: its title and its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkMoment(pub String, pub MomentPlace);

/// The `lesson` key with its value, to append to a link.
pub fn write_lesson(moments: &[LinkMoment]) -> String {
    format!(
        "lesson={}",
        utf8_percent_encode(&lesson_json(moments), ENCODED)
    )
}

/// The moments as JSON (as the link and local storage keep them).
// Built on `Value`, which the puzzle documents use already: a derived
// (untagged) form would add its own code to the page.
pub fn lesson_json(moments: &[LinkMoment]) -> String {
    let list = moments
        .iter()
        .map(|LinkMoment(title, place)| {
            let place = match place {
                MomentPlace::Step(step) => Value::from(*step),
                MomentPlace::Link(link) => Value::from(link.as_str()),
            };
            Value::Array(vec![Value::from(title.as_str()), place])
        })
        .collect();
    Value::Array(list).to_string()
}

/// The moments of a `lesson` value (decoded), or where it cannot be
/// read: the character of a syntax error, else the moment that is not a
/// title and a place.
pub fn read_lesson(value: &str) -> Result<Vec<LinkMoment>, LinkProblem> {
    let json: Value = serde_json::from_str(value).map_err(|e| LinkProblem::Lesson {
        // serde counts from 1 on the line, and the value is one line.
        at: e.column().max(1),
    })?;
    let Value::Array(list) = json else {
        return Err(LinkProblem::LessonMoment(0));
    };
    list.iter()
        .enumerate()
        .map(|(i, item)| read_moment(item).ok_or(LinkProblem::LessonMoment(i + 1)))
        .collect()
}

/// A moment: `["title", step]` or `["title", "fragment"]`.
fn read_moment(item: &Value) -> Option<LinkMoment> {
    let [title, place] = item.as_array()?.as_slice() else {
        return None;
    };
    let place = match place {
        Value::String(link) => MomentPlace::Link(link.clone()),
        step => MomentPlace::Step(step.as_u64()?),
    };
    Some(LinkMoment(title.as_str()?.to_string(), place))
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
    fn a_broken_list_names_its_character_and_a_wrong_moment_its_number() {
        let problem = read_lesson(r#"[["a",40],["b",]]"#).unwrap_err();
        assert_eq!(problem, LinkProblem::Lesson { at: 16 });
        let problem = read_lesson(r#"[["a",40],["b",-3]]"#).unwrap_err();
        assert_eq!(problem, LinkProblem::LessonMoment(2));
        let problem = read_lesson(r#"{"a":40}"#).unwrap_err();
        assert_eq!(problem, LinkProblem::LessonMoment(0));
    }
}
