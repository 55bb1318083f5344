//! The JSON puzzle document, one object naming its kind:
//!
//! ```json
//! {"kind":"sudoku","givens":"3...1...", "box":[3,3], "regions":[...], "extra_regions":[[0,10,20]], "diagonals":true}
//! {"kind":"queens","n":8}
//! {"kind":"kendoku","size":6,"cages":[{"target":16,"op":"x","cells":[0,1,6]}]}
//! {"kind":"skyscrapers","size":5,"top":[0,3,3,0,0],"bottom":[...],"left":[...],"right":[...],"givens":[...],"depth":5,"diagonals":false}
//! {"kind":"tents","rows":8,"cols":8,"trees":[[2,2],[3,3]],"row_counts":[...],"col_counts":[...]}
//! {"kind":"star","givens":".37..2...7...41..5..."}
//! {"kind":"latin","givens":"1...2..."}
//! ```
//!
//! Each kind reads and writes the rest of its document itself (in
//! [`crate::kinds`], from the fields of [`super::json_fields`]), so that
//! every complaint names its field.

use serde_json::Value;

use super::{FieldProblem, FormatError, JsonProblem};
use crate::kinds::{kind_of, KIND_NAMES};
use crate::puzzles::AnyPuzzle;

/// Reads a JSON puzzle document.
pub fn from_json(text: &str) -> Result<AnyPuzzle, FormatError> {
    let value = json_value(text)?;
    let Value::Object(doc) = value else {
        return Err(FormatError::field("(document)", FieldProblem::NotObject));
    };
    let kind = match doc.get("kind") {
        Some(Value::String(k)) => k.as_str(),
        Some(other) => {
            return Err(FormatError::field(
                "kind",
                FieldProblem::NotString {
                    got: other.to_string(),
                },
            ))
        }
        None => return Err(FormatError::field("kind", FieldProblem::MissingKind)),
    };
    match KIND_NAMES.iter().find(|k| k.names.contains(&kind)) {
        Some(k) => (k.read)(&doc),
        None => Err(FormatError::field(
            "kind",
            FieldProblem::UnknownKind {
                kind: kind.to_string(),
            },
        )),
    }
}

/// `text` parsed as JSON, or where it is not JSON.
pub(super) fn json_value(text: &str) -> Result<Value, FormatError> {
    serde_json::from_str(text).map_err(|e| FormatError::Json {
        line: e.line(),
        column: e.column(),
        problem: JsonProblem::of(&e),
        message: strip_position(&e.to_string()),
    })
}

fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message.to_string(),
    }
}

/// Writes a puzzle as its JSON document (one line).
pub fn to_json(puzzle: &AnyPuzzle) -> String {
    kind_of(puzzle).json().to_string()
}
