//! A Sudoku's drawn lines in the page's JSON document: `"whispers"`,
//! `"palindromes"` and `"renbans"`, each a list of lines, a line a list of
//! cells from one end (`[[0, 1, 10], [40, 41]]`).

use serde_json::{json, Map, Value};

use crate::format::json_fields::{cell_list, list};
use crate::format::FormatError;
use crate::puzzles::{DrawnLine, Layout, LineKind};

/// Each kind of line and its key.
const LINE_KEYS: [(&str, LineKind); 3] = [
    ("whispers", LineKind::Whisper),
    ("palindromes", LineKind::Palindrome),
    ("renbans", LineKind::Renban),
];

/// Reads the lines of `doc` (on a grid of `cells`) into `layout`.
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
    Ok(())
}

/// Writes `layout`'s lines into `doc`.
pub fn write_lines(layout: &Layout, doc: &mut Value) {
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
