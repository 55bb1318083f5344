//! f-puzzles' odd and even cells, read and written: `odd` and `even`,
//! each a list of `{"cell": "R1C1"}`.

use serde_json::{json, Map, Value};

use super::fpuzzles::{cell_named, list};
use super::fpuzzles_write::name;
use super::{FieldProblem, FormatError};
use crate::puzzles::Layout;

/// Reads the odd and even cells of `doc` into `layout`.
pub(super) fn read_parity(
    doc: &Map<String, Value>,
    side: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    for (key, shaded) in [("odd", &mut layout.odd), ("even", &mut layout.even)] {
        for (i, item) in list(doc, key)?.iter().enumerate() {
            let field = format!("{key}[{i}].cell");
            let Some(cell) = item.get("cell") else {
                return Err(FormatError::field(field, FieldProblem::MissingCells));
            };
            shaded.push(cell_named(cell, side, &field)?);
        }
    }
    Ok(())
}

/// Writes the odd and even cells of `layout` into `doc`.
pub(super) fn write_parity(layout: &Layout, side: usize, doc: &mut Map<String, Value>) {
    for (key, shaded) in [("odd", &layout.odd), ("even", &layout.even)] {
        if !shaded.is_empty() {
            let cells = shaded.iter().map(|&c| json!({ "cell": name(c, side) }));
            doc.insert(key.into(), Value::Array(cells.collect()));
        }
    }
}
