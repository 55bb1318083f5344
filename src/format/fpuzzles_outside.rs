//! f-puzzles' clues outside the grid, read and written (R0 and C0 are
//! above and left of it):
//!
//! - little killers, `littlekillersum`, each `{"cell": "R0C1",
//!   "direction": "DR", "value": "15"}` (the clue's place and the way its
//!   arrow points), with the diagonal's `cells` written too, as f-puzzles
//!   writes them;
//! - sandwich sums, `sandwichsum`, each `{"cell": "R0C3", "value": "10"}`
//!   (above column 3; `R3C0` is left of row 3).
//!
//! A clue without a sum says nothing and is left out.

use serde_json::{json, Map, Value};

use super::fpuzzles::list;
use super::fpuzzles_write::name;
use super::{FieldProblem, FormatError};
use crate::puzzles::{Layout, LittleKiller, Sandwich};

/// f-puzzles' directions and the steps they name.
const DIRECTIONS: [(&str, (i8, i8)); 4] = [
    ("DR", (1, 1)),
    ("DL", (1, -1)),
    ("UR", (-1, 1)),
    ("UL", (-1, -1)),
];

/// A clue outside the grid as read: its item in the list `key` (at
/// `index`), its sum and its place; a field of it that does not read is
/// named as `problem`.
struct Clue<'a> {
    item: &'a Value,
    sum: u32,
    at: (i16, i16),
    key: &'static str,
    index: usize,
    problem: fn(String) -> FieldProblem,
}

impl Clue<'_> {
    /// The clue's `field` that does not read, named.
    fn bad(&self, field: &str) -> FormatError {
        bad_field(self.item, (self.key, self.index, field), self.problem)
    }
}

/// `field` of `item` (the `index`th of the list `key`) that does not
/// read, named as `problem`.
fn bad_field(
    item: &Value,
    (key, index, field): (&str, usize, &str),
    problem: fn(String) -> FieldProblem,
) -> FormatError {
    let got = item.get(field).map_or_else(String::new, Value::to_string);
    FormatError::field(format!("{key}[{index}].{field}"), problem(got))
}

/// The clues of `doc`'s list `key` that have a sum (on a grid of
/// `side`); a sum or place that does not read is named at its field as
/// `problem`.
fn clues<'a>(
    doc: &'a Map<String, Value>,
    key: &'static str,
    side: usize,
    problem: fn(String) -> FieldProblem,
) -> Result<Vec<Clue<'a>>, FormatError> {
    let mut read = Vec::new();
    for (index, item) in list(doc, key)?.iter().enumerate() {
        let Some(sum) = clue_sum(item) else {
            continue;
        };
        let bad = |field: &str| bad_field(item, (key, index, field), problem);
        let sum = sum.ok_or_else(|| bad("value"))?;
        let at = item.get("cell").and_then(|c| outside_cell(c, side));
        let at = at.ok_or_else(|| bad("cell"))?;
        read.push(Clue {
            item,
            sum,
            at,
            key,
            index,
            problem,
        });
    }
    Ok(read)
}

/// Reads the little killers of `doc` into `layout`.
pub(super) fn read_little_killers(
    doc: &Map<String, Value>,
    side: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    let problem = |got| FieldProblem::NotLittleKiller { got };
    for clue in clues(doc, "littlekillersum", side, problem)? {
        let direction = clue.item.get("direction").and_then(Value::as_str);
        let toward = DIRECTIONS.iter().find(|d| Some(d.0) == direction);
        let toward = toward.ok_or_else(|| clue.bad("direction"))?.1;
        let (at, sum) = (clue.at, clue.sum);
        layout.little_killers.push(LittleKiller { at, toward, sum });
    }
    Ok(())
}

/// Reads the sandwich sums of `doc` into `layout`.
pub(super) fn read_sandwiches(
    doc: &Map<String, Value>,
    side: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    let problem = |got| FieldProblem::NotSandwich { got };
    for clue in clues(doc, "sandwichsum", side, problem)? {
        let (at, sum) = (clue.at, clue.sum);
        layout.sandwiches.push(Sandwich { at, sum });
    }
    Ok(())
}

/// A clue's sum: `None` when it has none (no value, or an empty one),
/// `Some(None)` when its value is not a whole number.
fn clue_sum(item: &Value) -> Option<Option<u32>> {
    match item.get("value") {
        Some(Value::String(text)) if text.trim().is_empty() => None,
        None | Some(Value::Null) => None,
        Some(Value::String(text)) => Some(text.trim().parse::<u32>().ok()),
        Some(other) => Some(other.as_u64().map(|n| n as u32)),
    }
}

/// The row and column (from 0; -1 and `side` outside) of an f-puzzles
/// cell name from R0C0 to R`side+1`C`side+1`.
fn outside_cell(name: &Value, side: usize) -> Option<(i16, i16)> {
    let text = name.as_str()?.to_ascii_uppercase();
    let (row, col) = text.strip_prefix('R')?.split_once('C')?;
    let (row, col): (i16, i16) = (row.parse().ok()?, col.parse().ok()?);
    let inside = |x: i16| (0..=side as i16 + 1).contains(&x);
    (inside(row) && inside(col)).then_some((row - 1, col - 1))
}

/// Writes `layout`'s little killers into `doc`.
pub(super) fn write_little_killers(layout: &Layout, side: usize, doc: &mut Map<String, Value>) {
    let items: Vec<Value> = (layout.little_killers.iter())
        .map(|k| {
            let (row, col) = (k.at.0 + 1, k.at.1 + 1);
            let direction = DIRECTIONS
                .iter()
                .find(|d| d.1 == k.toward)
                .map_or("DR", |d| d.0);
            let cells: Vec<Value> = k.cells(side).into_iter().map(|c| name(c, side)).collect();
            json!({
                "cell": format!("R{row}C{col}"),
                "direction": direction,
                "value": k.sum.to_string(),
                "cells": cells,
            })
        })
        .collect();
    if !items.is_empty() {
        doc.insert("littlekillersum".into(), Value::Array(items));
    }
}

/// Writes `layout`'s sandwich sums into `doc`.
pub(super) fn write_sandwiches(layout: &Layout, doc: &mut Map<String, Value>) {
    let items: Vec<Value> = (layout.sandwiches.iter())
        .map(|s| {
            let (row, col) = (s.at.0 + 1, s.at.1 + 1);
            json!({ "cell": format!("R{row}C{col}"), "value": s.sum.to_string() })
        })
        .collect();
    if !items.is_empty() {
        doc.insert("sandwichsum".into(), Value::Array(items));
    }
}
