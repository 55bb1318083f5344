//! The six-pointed star Sudoku: 54 triangles in six large triangles and
//! eighteen straight lines. One level per triangle.

use serde_json::{json, Map, Value};

use super::{Kind, KindName};
use crate::format::json_fields::numbers;
use crate::format::{parse_cells, to_line, FormatError};
use crate::puzzles::{AnyPuzzle, Constraints, Houses, Star, STAR_CELLS};

/// How a JSON document names the star.
pub const NAME: KindName = KindName {
    names: &["star"],
    read: |doc| read(doc).map(AnyPuzzle::Star),
};

impl Kind for Star {
    fn houses(&self) -> Option<&Houses> {
        Some(Star::houses(self))
    }
    fn givens(&self) -> Option<&[u8]> {
        Some(Star::givens(self))
    }
    fn typed_max(&self) -> usize {
        self.size() as usize
    }
    fn with_typed(&self, values: &[u8]) -> Result<AnyPuzzle, FormatError> {
        Ok(AnyPuzzle::Star(Star::new(values.to_vec())?))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn text_grid(&self, values: &[u8]) -> String {
        let mut out = String::new();
        for (k, triangle) in values.chunks(9).enumerate() {
            let cells: Vec<String> = triangle.iter().map(|v| v.to_string()).collect();
            out.push_str(&format!("T{}: {}\n", k + 1, cells.join(" ")));
        }
        out
    }
    fn json(&self) -> Value {
        json!({"kind": "star", "givens": to_line(Star::givens(self))})
    }
}

/// Reads the star's document: its givens, 54 characters (or numbers),
/// triangle by triangle.
fn read(doc: &Map<String, Value>) -> Result<Star, FormatError> {
    let givens = match doc.get("givens") {
        None | Some(Value::Null) => vec![0; STAR_CELLS],
        Some(Value::String(s)) => parse_cells(s).map_err(|e| FormatError::field("givens", e))?,
        Some(_) => numbers(doc, "givens", 0, 9)?,
    };
    Ok(Star::new(givens)?)
}

/// Played by hand as a board of digits.
impl super::hand::HandPlay for Star {}
