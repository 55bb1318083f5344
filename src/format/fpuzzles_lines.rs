//! f-puzzles' lines of cells, read and written: `thermometer` (each
//! item's `lines`, every line from the bulb; a thermometer that branches
//! has a line per branch, sharing the bulb), `arrow` (each item's
//! circle `cells` and its `lines`, each from the circle), and `whispers`,
//! `palindrome` and `renban` (each item's `lines`). An arrow with a
//! circle of several cells or several lines is a rule this page does not
//! know, and is named.

use serde_json::{json, Map, Value};

use super::fpuzzles::{cell_named, list};
use super::fpuzzles_write::name;
use super::{FieldProblem, FormatError};
use crate::puzzles::{DrawnLine, Layout, LineKind};

/// The f-puzzles key of each kind of drawn line.
const DRAWN: [(&str, LineKind); 3] = [
    ("whispers", LineKind::Whisper),
    ("palindrome", LineKind::Palindrome),
    ("renban", LineKind::Renban),
];

/// The cells of each of `item`'s `lines`, named in errors as
/// `key[i].lines[j][k]`.
fn lines_of(
    item: &Value,
    side: usize,
    key: &str,
    i: usize,
) -> Result<Vec<Vec<usize>>, FormatError> {
    let Some(Value::Array(lines)) = item.get("lines") else {
        let field = format!("{key}[{i}].lines");
        return Err(FormatError::field(field, FieldProblem::MissingCells));
    };
    let line = |(j, line): (usize, &Value)| {
        let names = line.as_array().map_or(&[][..], Vec::as_slice);
        let field = |k: usize| format!("{key}[{i}].lines[{j}][{k}]");
        names
            .iter()
            .enumerate()
            .map(|(k, name)| cell_named(name, side, &field(k)))
            .collect::<Result<Vec<usize>, _>>()
    };
    lines.iter().enumerate().map(line).collect()
}

/// Reads the thermometers and the arrows of `doc` into `layout`.
pub(super) fn read_lines(
    doc: &Map<String, Value>,
    side: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    for (i, item) in list(doc, "thermometer")?.iter().enumerate() {
        layout
            .thermometers
            .extend(lines_of(item, side, "thermometer", i)?);
    }
    for (key, kind) in DRAWN {
        for (i, item) in list(doc, key)?.iter().enumerate() {
            let lines = lines_of(item, side, key, i)?.into_iter();
            layout
                .lines
                .extend(lines.map(|cells| DrawnLine { kind, cells }));
        }
    }
    let key = "arrow";
    for (i, item) in list(doc, key)?.iter().enumerate() {
        let circle = match item.get("cells") {
            Some(Value::Array(names)) => names.as_slice(),
            _ => &[],
        };
        let lines = lines_of(item, side, key, i)?;
        let unknown = |name: String| Err(FormatError::UnknownRule { name });
        match (circle, lines.as_slice()) {
            ([one], [line]) => {
                let circle = cell_named(one, side, &format!("{key}[{i}].cells[0]"))?;
                // Drawn from the circle's middle: the line's first cell is
                // the circle's own.
                let from = usize::from(line.first() == Some(&circle));
                layout.arrows.push(
                    std::iter::once(circle)
                        .chain(line[from..].iter().copied())
                        .collect(),
                );
            }
            ([], _) => {
                let field = format!("{key}[{i}].cells");
                return Err(FormatError::field(field, FieldProblem::MissingCells));
            }
            ([_], _) => return unknown(format!("arrow with {} lines", lines.len())),
            (cells, _) => return unknown(format!("arrow with a circle of {} cells", cells.len())),
        }
    }
    Ok(())
}

/// Writes the thermometers, the arrows and the drawn lines of `layout`
/// into `doc`.
pub(super) fn write_lines(layout: &Layout, side: usize, doc: &mut Map<String, Value>) {
    let names = |cells: &[usize]| cells.iter().map(|&c| name(c, side)).collect::<Vec<_>>();
    if !layout.thermometers.is_empty() {
        let lines = (layout.thermometers.iter()).map(|line| json!({ "lines": [names(line)] }));
        doc.insert("thermometer".into(), Value::Array(lines.collect()));
    }
    if !layout.arrows.is_empty() {
        let arrows = layout
            .arrows
            .iter()
            .map(|arrow| json!({ "cells": [name(arrow[0], side)], "lines": [names(arrow)] }));
        doc.insert("arrow".into(), Value::Array(arrows.collect()));
    }
    for (key, kind) in DRAWN {
        let lines: Vec<Value> = (layout.lines.iter())
            .filter(|l| l.kind == kind)
            .map(|l| json!({ "lines": [names(&l.cells)] }))
            .collect();
        if !lines.is_empty() {
            doc.insert(key.into(), Value::Array(lines));
        }
    }
}
