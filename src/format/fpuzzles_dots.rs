//! f-puzzles' kropki dots, read and written: `difference` (a white dot,
//! digits one apart), `ratio` (a black dot, one digit twice the other),
//! each `{"cells": ["R1C1", "R1C2"]}`, and the negative constraints:
//! `negative` listing `difference` and `ratio`, and `nonconsecutive`
//! (no two side-by-side digits one apart unless a white dot says so).
//! A dot with another value (a difference of 3, a ratio of 3) is a rule
//! this page does not know, and is named.

use serde_json::{json, Map, Value};

use super::fpuzzles::{cell_named, list};
use super::fpuzzles_write::name;
use super::json_fields::flag;
use super::{FieldProblem, FormatError};
use crate::puzzles::{Dot, Layout};

/// Reads the dots and the negative constraints of `doc` into `layout`.
pub(super) fn read_dots(
    doc: &Map<String, Value>,
    side: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    for (key, black, usual) in [("difference", false, "1"), ("ratio", true, "2")] {
        for (i, item) in list(doc, key)?.iter().enumerate() {
            let value = match item.get("value") {
                None | Some(Value::Null) => usual.to_string(),
                Some(Value::String(text)) if text.trim().is_empty() => usual.to_string(),
                Some(Value::String(text)) => text.trim().to_string(),
                Some(other) => other.to_string(),
            };
            if value != usual {
                return Err(FormatError::UnknownRule {
                    name: format!("{key} {value}"),
                });
            }
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
            layout.dots.push(Dot { cells, black });
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
    if let Some(other) = negative
        .iter()
        .find(|n| *n != "difference" && *n != "ratio")
    {
        return Err(FormatError::UnknownRule {
            name: format!("negative {other}"),
        });
    }
    let listed = |n: &str| negative.iter().any(|m| m == n);
    layout.all_white = listed("difference") || flag(doc, "nonconsecutive")?;
    layout.all_black = listed("ratio");
    Ok(())
}

/// Writes `layout`'s dots and negative constraints into `doc`.
pub(super) fn write_dots(layout: &Layout, side: usize, doc: &mut Map<String, Value>) {
    for (key, black) in [("difference", false), ("ratio", true)] {
        let dots: Vec<Value> = (layout.dots.iter())
            .filter(|d| d.black == black)
            .map(|d| json!({ "cells": [name(usize::from(d.cells.0), side), name(usize::from(d.cells.1), side)] }))
            .collect();
        if !dots.is_empty() {
            doc.insert(key.into(), Value::Array(dots));
        }
    }
    let negative: Vec<&str> = [
        ("difference", layout.all_white),
        ("ratio", layout.all_black),
    ]
    .into_iter()
    .filter_map(|(key, on)| on.then_some(key))
    .collect();
    if !negative.is_empty() {
        doc.insert("negative".into(), json!(negative));
    }
}
