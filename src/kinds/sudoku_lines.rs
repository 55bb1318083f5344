//! A Sudoku's drawn lines in the page's JSON document: `"whispers"`,
//! `"palindromes"` and `"renbans"`, each a list of lines, a line a list of
//! cells from one end (`[[0, 1, 10], [40, 41]]`); and its little killers,
//! `"little_killers"`, each its place outside the grid (row and column,
//! -1 or the side outside), the step of its arrow and its sum:
//! `{"at": [-1, 0], "toward": [1, 1], "sum": 15}`.

use serde_json::{json, Map, Value};

use crate::format::json_fields::{cell_list, list, number};
use crate::format::FormatError;
use crate::puzzles::{DrawnLine, Layout, LineKind, LittleKiller};

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

/// Reads the little killers of `doc` (on a grid of `cells`) into `layout`.
fn read_little_killers(
    doc: &Map<String, Value>,
    cells: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    const KEY: &str = "little_killers";
    let Some(listed) = doc.get(KEY) else {
        return Ok(());
    };
    let side = (1..=cells).find(|s| s * s >= cells).unwrap_or(1) as i64;
    for (i, item) in list(listed, KEY)?.iter().enumerate() {
        let path = |field: &str| format!("{KEY}[{i}].{field}");
        // A whole number from `lo` to `hi`, negative ones too (`number`
        // gives them as `usize`, which casts back).
        let pair = |field: &str, lo: i64, hi: i64| -> Result<(i64, i64), FormatError> {
            let at = item.get(field).unwrap_or(&Value::Null);
            let pair = list(at, &path(field))?;
            let n = |j: usize| number(pair.get(j), &format!("{}[{j}]", path(field)), lo, hi);
            Ok((n(0)? as i64, n(1)? as i64))
        };
        let (r, c) = pair("at", -1, side)?;
        let (dr, dc) = pair("toward", -1, 1)?;
        let sum = number(item.get("sum"), &path("sum"), 1, side * side * side)? as u32;
        let (at, toward) = ((r as i16, c as i16), (dr as i8, dc as i8));
        layout.little_killers.push(LittleKiller { at, toward, sum });
    }
    Ok(())
}

/// Writes `layout`'s lines and little killers into `doc`.
pub fn write_lines(layout: &Layout, doc: &mut Value) {
    if !layout.little_killers.is_empty() {
        doc["little_killers"] = json!(layout.little_killers);
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
