//! f-puzzles' marks between two cells, read and written: `difference` (a
//! white kropki dot, digits one apart), `ratio` (a black dot, one digit
//! twice the other), each `{"cells": ["R1C1", "R1C2"]}`, and `xv` (with
//! `"value": "X"`, a sum of 10, or `"V"`, 5); the negative constraints:
//! `negative` listing `difference`, `ratio` and `xv`, and
//! `nonconsecutive` (no two side-by-side digits one apart unless a white
//! dot says so). A mark with another value (a difference of 3, a ratio of
//! 3, an XV of "XX") is a rule this page does not know, and is named.

use serde_json::{json, Map, Value};

use super::fpuzzles::{cell_named, list};
use super::fpuzzles_write::name;
use super::json_fields::flag;
use super::{FieldProblem, FormatError};
use crate::puzzles::{Dot, DotKind, Layout};

/// The f-puzzles list of each mark, the value it names the mark by
/// (where a missing value is the usual one), and the mark.
const MARKS: [(&str, &str, DotKind); 4] = [
    ("difference", "1", DotKind::White),
    ("ratio", "2", DotKind::Black),
    ("xv", "X", DotKind::X),
    ("xv", "V", DotKind::V),
];

/// Reads the dots, the Xs and Vs and the negative constraints of `doc`
/// into `layout`.
pub(super) fn read_dots(
    doc: &Map<String, Value>,
    side: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    for key in ["difference", "ratio", "xv"] {
        for (i, item) in list(doc, key)?.iter().enumerate() {
            let value = match item.get("value") {
                None | Some(Value::Null) => String::new(),
                Some(Value::String(text)) => text.trim().to_uppercase(),
                Some(other) => other.to_string(),
            };
            let mark = MARKS.iter().find(|&&(k, usual, _)| {
                k == key && (value == usual || value.is_empty() && key != "xv")
            });
            let Some(&(_, _, kind)) = mark else {
                return Err(FormatError::UnknownRule {
                    name: format!("{key} {value}"),
                });
            };
            let field = |j: usize| format!("{key}[{i}].cells[{j}]");
            let names = item.get("cells").and_then(Value::as_array);
            let Some([a, b]) = names.map(Vec::as_slice) else {
                return Err(FormatError::field(
                    format!("{key}[{i}].cells"),
                    FieldProblem::NotDot,
                ));
            };
            let cells = (
                cell_named(a, side, &field(0))? as u16,
                cell_named(b, side, &field(1))? as u16,
            );
            layout.dots.push(Dot { cells, kind });
        }
    }
    let negative = match doc.get("negative") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|v| v.as_str().unwrap_or("").to_string())
            .collect(),
        Some(other) => vec![other.to_string()],
    };
    if let Some(other) = negative.iter().find(|n| !NEGATIVE.contains(&n.as_str())) {
        return Err(FormatError::UnknownRule {
            name: format!("negative {other}"),
        });
    }
    let listed = |n: &str| negative.iter().any(|m| m == n);
    layout.negative.white = listed("difference") || flag(doc, "nonconsecutive")?;
    layout.negative.black = listed("ratio");
    layout.negative.xv = listed("xv");
    Ok(())
}

/// The negative constraints f-puzzles names, as the page knows them.
const NEGATIVE: [&str; 3] = ["difference", "ratio", "xv"];

/// Writes `layout`'s dots, Xs and Vs and negative constraints into `doc`.
pub(super) fn write_dots(layout: &Layout, side: usize, doc: &mut Map<String, Value>) {
    for key in ["difference", "ratio", "xv"] {
        let marks: Vec<Value> = (layout.dots.iter())
            .filter_map(|d| {
                let &(k, value, _) = MARKS.iter().find(|m| m.2 == d.kind)?;
                let cells = [d.cells.0, d.cells.1].map(|c| name(usize::from(c), side));
                (k == key).then(|| match key {
                    "xv" => json!({ "cells": cells, "value": value }),
                    _ => json!({ "cells": cells }),
                })
            })
            .collect();
        if !marks.is_empty() {
            doc.insert(key.into(), Value::Array(marks));
        }
    }
    let on = [
        layout.negative.white,
        layout.negative.black,
        layout.negative.xv,
    ];
    let negative: Vec<&str> = (NEGATIVE.into_iter().zip(on))
        .filter_map(|(key, on)| on.then_some(key))
        .collect();
    if !negative.is_empty() {
        doc.insert("negative".into(), json!(negative));
    }
}
