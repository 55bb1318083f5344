//! The fields of a JSON puzzle document, read so that every complaint
//! names its field (`cages[2].target`): what each kind's reader in
//! [`crate::kinds`] builds its puzzle from.

use serde_json::{Map, Value};

use super::{FieldProblem, FormatError};

/// A whole number in `lo..=hi` at `doc[key]`, named `path` in errors.
pub fn whole(
    doc: &Map<String, Value>,
    key: &str,
    path: &str,
    lo: i64,
    hi: i64,
) -> Result<usize, FormatError> {
    number(doc.get(key), path, lo, hi)
}

/// A whole number in `lo..=hi` in `value`, named `path` in errors.
pub fn number(value: Option<&Value>, path: &str, lo: i64, hi: i64) -> Result<usize, FormatError> {
    let problem =
        |got: String| FormatError::field(path, FieldProblem::NotWholeNumber { lo, hi, got });
    match value {
        None => Err(FormatError::field(
            path,
            FieldProblem::MissingNumber { lo, hi },
        )),
        Some(Value::Number(n)) => match n.as_i64() {
            Some(i) if (lo..=hi).contains(&i) => Ok(i as usize),
            _ => Err(problem(n.to_string())),
        },
        Some(other) => Err(problem(other.to_string())),
    }
}

/// The list in `value`, named `path` in errors.
pub fn list<'a>(value: &'a Value, path: &str) -> Result<&'a Vec<Value>, FormatError> {
    value.as_array().ok_or_else(|| {
        FormatError::field(
            path,
            FieldProblem::NotList {
                got: value.to_string(),
            },
        )
    })
}

/// A list of cell indices below `cells` in `value`.
pub fn cell_list(value: &Value, path: &str, cells: usize) -> Result<Vec<usize>, FormatError> {
    list(value, path)?
        .iter()
        .enumerate()
        .map(|(i, v)| number(Some(v), &format!("{path}[{i}]"), 0, cells as i64 - 1))
        .collect()
}

/// A list of numbers in `lo..=hi` at `doc[key]`.
pub fn numbers(
    doc: &Map<String, Value>,
    key: &str,
    lo: i64,
    hi: i64,
) -> Result<Vec<u8>, FormatError> {
    let Some(value) = doc.get(key) else {
        return Err(FormatError::field(key, FieldProblem::MissingNumbers));
    };
    list(value, key)?
        .iter()
        .enumerate()
        .map(|(i, v)| number(Some(v), &format!("{key}[{i}]"), lo, hi).map(|n| n as u8))
        .collect()
}

/// An optional `true`/`false` at `doc[key]` (missing: false).
pub fn flag(doc: &Map<String, Value>, key: &str) -> Result<bool, FormatError> {
    match doc.get(key) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(FormatError::field(
            key,
            FieldProblem::NotTrueOrFalse {
                got: other.to_string(),
            },
        )),
    }
}
