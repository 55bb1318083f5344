//! A Sudoku's drawn lines in the page's JSON document: `"whispers"`,
//! `"palindromes"` and `"renbans"`, each a list of lines, a line a list of
//! cells from one end (`[[0, 1, 10], [40, 41]]`); and its little killers,
//! `"little_killers"`, each its place outside the grid (row and column,
//! -1 or the side outside), the step of its arrow and its sum:
//! `{"at": [-1, 0], "toward": [1, 1], "sum": 15}`; and its sandwich sums,
//! `"sandwiches"`, each its place outside the grid and its sum:
//! `{"at": [-1, 2], "sum": 10}` (above column 3).

use serde_json::{json, Map, Value};

use crate::format::json_fields::{cell_list, list, number};
use crate::format::FormatError;
use crate::puzzles::{DrawnLine, Layout, LineKind, LittleKiller, Sandwich};

/// Each kind of line and its key.
const LINE_KEYS: [(&str, LineKind); 3] = [
    ("whispers", LineKind::Whisper),
    ("palindromes", LineKind::Palindrome),
    ("renbans", LineKind::Renban),
];

/// Reads the lines and little killers of `doc` (on a grid of `cells`)
/// into `layout`.
pub fn read_lines(
    doc: &Map<String, Value>,
    cells: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    for (key, kind) in LINE_KEYS {
        let Some(listed) = doc.get(key) else {
            continue;
        };
        for (i, line) in list(listed, key)?.iter().enumerate() {
            let cells = cell_list(line, &format!("{key}[{i}]"), cells)?;
            layout.lines.push(DrawnLine { kind, cells });
        }
    }
    read_little_killers(doc, cells, layout)
}

/// Reads the little killers and sandwich sums of `doc` (on a grid of
/// `cells`) into `layout`.
fn read_little_killers(
    doc: &Map<String, Value>,
    cells: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    let side = (1..=cells).find(|s| s * s >= cells).unwrap_or(1) as i64;
    const KILLERS: &str = "little_killers";
    for (i, item) in listed(doc, KILLERS)?.iter().enumerate() {
        let path = |field: &str| format!("{KILLERS}[{i}].{field}");
        let (r, c) = pair(item, ("at", &path("at")), -1, side)?;
        let (dr, dc) = pair(item, ("toward", &path("toward")), -1, 1)?;
        let sum = number(item.get("sum"), &path("sum"), 1, side * side * side)? as u32;
        let (at, toward) = ((r as i16, c as i16), (dr as i8, dc as i8));
        layout.little_killers.push(LittleKiller { at, toward, sum });
    }
    const SANDWICHES: &str = "sandwiches";
    for (i, item) in listed(doc, SANDWICHES)?.iter().enumerate() {
        let path = |field: &str| format!("{SANDWICHES}[{i}].{field}");
        let (r, c) = pair(item, ("at", &path("at")), -1, side)?;
        let sum = number(item.get("sum"), &path("sum"), 0, side * side)? as u32;
        let at = (r as i16, c as i16);
        layout.sandwiches.push(Sandwich { at, sum });
    }
    Ok(())
}

/// The list under `key` in `doc`, empty when there is none.
fn listed<'a>(doc: &'a Map<String, Value>, key: &str) -> Result<&'a [Value], FormatError> {
    match doc.get(key) {
        Some(value) => list(value, key).map(Vec::as_slice),
        None => Ok(&[]),
    }
}

/// The pair of whole numbers from `lo` to `hi` in `field` of `item`,
/// named `path` in an error (negative ones too: `number` gives them as
/// `usize`, which casts back).
fn pair(
    item: &Value,
    (field, path): (&str, &str),
    lo: i64,
    hi: i64,
) -> Result<(i64, i64), FormatError> {
    let listed = list(item.get(field).unwrap_or(&Value::Null), path)?;
    let n = |j: usize| number(listed.get(j), &format!("{path}[{j}]"), lo, hi);
    Ok((n(0)? as i64, n(1)? as i64))
}

/// Writes `layout`'s lines, little killers and sandwich sums into `doc`.
pub fn write_lines(layout: &Layout, doc: &mut Value) {
    if !layout.little_killers.is_empty() {
        doc["little_killers"] = json!(layout.little_killers);
    }
    if !layout.sandwiches.is_empty() {
        doc["sandwiches"] = json!(layout.sandwiches);
    }
    for (key, kind) in LINE_KEYS {
        let lines: Vec<&Vec<usize>> = (layout.lines.iter())
            .filter(|l| l.kind == kind)
            .map(|l| &l.cells)
            .collect();
        if !lines.is_empty() {
            doc[key] = json!(lines);
        }
    }
}
