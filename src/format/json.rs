//! The JSON puzzle document:
//!
//! ```json
//! {"kind":"sudoku","givens":"3...1...", "box":[3,3], "regions":[...], "extra_regions":[[0,10,20]], "diagonals":true}
//! {"kind":"queens","n":8}
//! {"kind":"kendoku","size":6,"cages":[{"target":16,"op":"x","cells":[0,1,6]}]}
//! ```
//!
//! and the documents of Skyscrapers, Tents and the star ([`super::json_shapes`]).
//!
//! Read by hand from a `serde_json::Value`, so that every complaint names
//! its field.

use serde_json::{json, Map, Value};

use super::json_shapes::{skyscrapers, skyscrapers_json, star, star_json, tents, tents_json};
use super::{parse_line, to_line, FormatError};
use crate::puzzles::Layout;
use crate::puzzles::{AnyPuzzle, Cage, Kendoku, Op, Queens, Sudoku};

/// The kinds a document may name.
const KINDS: &str = "\"sudoku\", \"queens\", \"kendoku\", \"skyscrapers\", \"tents\" or \"star\"";

/// Reads a JSON puzzle document.
pub fn from_json(text: &str) -> Result<AnyPuzzle, FormatError> {
    let value: Value = serde_json::from_str(text).map_err(|e| FormatError::Json {
        line: e.line(),
        column: e.column(),
        message: strip_position(&e.to_string()),
    })?;
    let Value::Object(doc) = value else {
        return Err(FormatError::field(
            "(document)",
            "expected an object like {\"kind\":\"queens\",\"n\":8}",
        ));
    };
    let kind = match doc.get("kind") {
        Some(Value::String(k)) => k.as_str(),
        Some(other) => {
            return Err(FormatError::field(
                "kind",
                format!("expected a string, got {other}"),
            ))
        }
        None => return Err(FormatError::field("kind", format!("missing: say {KINDS}"))),
    };
    match kind {
        "sudoku" => sudoku(&doc).map(AnyPuzzle::Sudoku),
        "queens" => {
            let n = whole(&doc, "n", "n", 1, 32)?;
            Ok(AnyPuzzle::Queens(Queens::checked(n)?))
        }
        "kendoku" | "kenken" => kendoku(&doc).map(AnyPuzzle::Kendoku),
        "skyscrapers" => skyscrapers(&doc).map(AnyPuzzle::Skyscrapers),
        "tents" => tents(&doc).map(AnyPuzzle::Tents),
        "star" => star(&doc).map(AnyPuzzle::Star),
        other => Err(FormatError::field(
            "kind",
            format!("unknown kind \"{other}\": say {KINDS}"),
        )),
    }
}

fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message.to_string(),
    }
}

/// A whole number in `lo..=hi` at `doc[key]`, named `path` in errors.
pub(super) fn whole(
    doc: &Map<String, Value>,
    key: &str,
    path: &str,
    lo: i64,
    hi: i64,
) -> Result<usize, FormatError> {
    number(doc.get(key), path, lo, hi)
}

pub(super) fn number(
    value: Option<&Value>,
    path: &str,
    lo: i64,
    hi: i64,
) -> Result<usize, FormatError> {
    let problem = |got: String| {
        FormatError::field(
            path,
            format!("expected a whole number from {lo} to {hi}, got {got}"),
        )
    };
    match value {
        None => Err(FormatError::field(
            path,
            format!("missing: give a whole number from {lo} to {hi}"),
        )),
        Some(Value::Number(n)) => match n.as_i64() {
            Some(i) if (lo..=hi).contains(&i) => Ok(i as usize),
            _ => Err(problem(n.to_string())),
        },
        Some(other) => Err(problem(other.to_string())),
    }
}

pub(super) fn list<'a>(value: &'a Value, path: &str) -> Result<&'a Vec<Value>, FormatError> {
    value
        .as_array()
        .ok_or_else(|| FormatError::field(path, format!("expected a list, got {value}")))
}

fn cell_list(value: &Value, path: &str, cells: usize) -> Result<Vec<usize>, FormatError> {
    list(value, path)?
        .iter()
        .enumerate()
        .map(|(i, v)| number(Some(v), &format!("{path}[{i}]"), 0, cells as i64 - 1))
        .collect()
}

fn sudoku(doc: &Map<String, Value>) -> Result<Sudoku, FormatError> {
    let givens = match doc.get("givens") {
        Some(Value::String(s)) => {
            parse_line(s).map_err(|e| FormatError::field("givens", e.to_string()))?
        }
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| number(Some(v), &format!("givens[{i}]"), 0, 16).map(|n| n as u8))
            .collect::<Result<_, _>>()?,
        Some(other) => {
            return Err(FormatError::field(
                "givens",
                format!("expected a Sudoku line, got {other}"),
            ))
        }
        None => {
            return Err(FormatError::field(
                "givens",
                "missing: give the grid as a line like \"3...1...\"",
            ))
        }
    };
    let cells = givens.len();
    let mut layout = Layout::default();
    if let Some(b) = doc.get("box") {
        let dims = list(b, "box")?;
        if dims.len() != 2 {
            return Err(FormatError::field("box", "expected [rows, columns]"));
        }
        layout.boxes = Some((
            number(Some(&dims[0]), "box[0]", 1, 16)?,
            number(Some(&dims[1]), "box[1]", 1, 16)?,
        ));
    }
    if let Some(r) = doc.get("regions") {
        layout.regions = Some(
            list(r, "regions")?
                .iter()
                .enumerate()
                .map(|(i, v)| number(Some(v), &format!("regions[{i}]"), 0, 255))
                .collect::<Result<_, _>>()?,
        );
    }
    if let Some(e) = doc.get("extra_regions") {
        for (i, region) in list(e, "extra_regions")?.iter().enumerate() {
            layout
                .extra
                .push(cell_list(region, &format!("extra_regions[{i}]"), cells)?);
        }
    }
    match doc.get("diagonals") {
        None | Some(Value::Null) => {}
        Some(Value::Bool(b)) => layout.diagonals = *b,
        Some(other) => {
            return Err(FormatError::field(
                "diagonals",
                format!("expected true or false, got {other}"),
            ))
        }
    }
    Ok(Sudoku::with_layout(givens, layout)?)
}

fn kendoku(doc: &Map<String, Value>) -> Result<Kendoku, FormatError> {
    // A side outside 3 to 9 is refused by the puzzle itself, which then
    // names the cages' problems too.
    let size = whole(doc, "size", "size", 1, 16)?;
    let cells = size * size;
    let Some(raw) = doc.get("cages") else {
        return Err(FormatError::field("cages", "missing: give a list of cages"));
    };
    let mut cages = Vec::new();
    for (i, c) in list(raw, "cages")?.iter().enumerate() {
        let path = format!("cages[{i}]");
        let Value::Object(cage) = c else {
            return Err(FormatError::field(
                path,
                "expected an object like {\"target\":6,\"op\":\"x\",\"cells\":[0,1]}",
            ));
        };
        let target = number(cage.get("target"), &format!("{path}.target"), 0, 1 << 30)? as u32;
        let op = match cage.get("op") {
            None | Some(Value::Null) => Op::Given,
            Some(Value::String(s)) => match s.as_str() {
                "+" => Op::Add,
                "-" | "−" => Op::Sub,
                "x" | "X" | "*" | "×" => Op::Mul,
                "/" | ":" | "÷" => Op::Div,
                "?" => Op::Unknown,
                "" | "=" => Op::Given,
                other => {
                    return Err(FormatError::field(
                        format!("{path}.op"),
                        format!("unknown operation \"{other}\": use + - x * / : ? (any of them) or leave it out"),
                    ))
                }
            },
            Some(other) => {
                return Err(FormatError::field(
                    format!("{path}.op"),
                    format!("expected a string, got {other}"),
                ))
            }
        };
        let Some(cell_value) = cage.get("cells") else {
            return Err(FormatError::field(
                format!("{path}.cells"),
                "missing: list the cell indices",
            ));
        };
        let cells = cell_list(cell_value, &format!("{path}.cells"), cells)?;
        cages.push(Cage {
            target,
            op,
            cells: cells.into_iter().map(|c| c as u16).collect(),
        });
    }
    Ok(Kendoku::new(size, cages)?)
}

/// Writes a puzzle as its JSON document (one line).
pub fn to_json(puzzle: &AnyPuzzle) -> String {
    let value = match puzzle {
        AnyPuzzle::Queens(q) => json!({"kind": "queens", "n": q.n()}),
        AnyPuzzle::Sudoku(s) => {
            let mut doc = json!({"kind": "sudoku", "givens": to_line(s.givens())});
            let layout = s.layout();
            if let Some((r, c)) = layout.boxes {
                doc["box"] = json!([r, c]);
            }
            if let Some(regions) = &layout.regions {
                doc["regions"] = json!(regions);
            }
            if !layout.extra.is_empty() {
                doc["extra_regions"] = json!(layout.extra);
            }
            if layout.diagonals {
                doc["diagonals"] = json!(true);
            }
            doc
        }
        AnyPuzzle::Kendoku(k) => {
            let cages: Vec<Value> = k
                .cages()
                .iter()
                .map(|c| {
                    let mut v = json!({"target": c.target, "cells": c.cells});
                    if let Some(op) = c.op.ascii() {
                        v["op"] = json!(op);
                    }
                    v
                })
                .collect();
            json!({"kind": "kendoku", "size": k.side(), "cages": cages})
        }
        AnyPuzzle::Skyscrapers(s) => skyscrapers_json(s),
        AnyPuzzle::Tents(t) => tents_json(t),
        AnyPuzzle::Star(s) => star_json(s),
    };
    value.to_string()
}
