//! f-puzzles' lines of cells, read and written: `thermometer` (each
//! item's `lines`, every line from the bulb; a thermometer that branches
//! has a line per branch, sharing the bulb), `arrow` (each item's
//! circle `cells` and its `lines`, each from the circle), and `whispers`,
//! `palindrome` and `renban` (each item's `lines`). An arrow with several
//! lines branches: each line adds up to the circle. An arrow with a
//! circle of several cells (a pill, read as a number) is a rule this page
//! does not know, and is named.

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
        match circle {
            [one] => {
                let circle = cell_named(one, side, &format!("{key}[{i}].cells[0]"))?;
                // Each line an arrow of its own from the same circle (a
                // branching arrow), drawn from the circle's middle: a
                // line's first cell is the circle's own.
                for line in &lines {
                    let from = usize::from(line.first() == Some(&circle));
                    let cells = std::iter::once(circle).chain(line[from..].iter().copied());
                    layout.arrows.push(cells.collect());
                }
            }
            [] => {
                let field = format!("{key}[{i}].cells");
                return Err(FormatError::field(field, FieldProblem::MissingCells));
            }
            cells => return unknown(format!("arrow with a circle of {} cells", cells.len())),
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
        // Arrows one after another from the same circle: one arrow that
        // branches, as f-puzzles draws it.
        let arrows = layout.arrows.chunk_by(|a, b| a[0] == b[0]).map(|branches| {
            let lines: Vec<_> = branches.iter().map(|arrow| names(arrow)).collect();
            json!({ "cells": [name(branches[0][0], side)], "lines": lines })
        });
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
