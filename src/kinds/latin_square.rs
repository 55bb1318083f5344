//! The template kind, the one to copy: a Latin square, digits on a grid
//! whose rows and columns each hold every value once. It says only what
//! differs from the defaults of [`Kind`] (a grid of digits, one level per
//! cell); the other kinds show how to draw other squares (`queens.rs`,
//! `tents.rs`), a frame of clues (`skyscrapers.rs`) or cages
//! (`kendoku.rs`).
//!
//! A new kind, after its rules in the core crate
//! (`crates/search/src/puzzles/latin_square.rs` is this one's): copy this
//! file, add it to `mod.rs` here ([`super::kind_of`] and
//! [`super::KIND_NAMES`]), and the page, the CLI, links and JSON take it.
//! Words of its own (a caption under the code, names in the menus) are
//! keys in `src/i18n/en.rs`, with their German and Dutch. (The template
//! itself is built natively only, see `AnyPuzzle::LatinSquare`; a new
//! kind leaves out those `cfg` attributes.)

use serde_json::{json, Map, Value};

use super::{Kind, KindName};
use crate::format::{parse_cells, to_line, FieldProblem, FormatError};
use crate::puzzles::{AnyPuzzle, Houses, LatinSquare};

/// How a JSON document names a Latin square:
/// `{"kind":"latin","givens":"1...2...3...4..."}`.
pub const NAME: KindName = KindName {
    names: &["latin"],
    read: |doc| read(doc).map(AnyPuzzle::LatinSquare),
};

impl Kind for LatinSquare {
    fn houses(&self) -> Option<&Houses> {
        Some(LatinSquare::houses(self))
    }
    fn givens(&self) -> Option<&[u8]> {
        Some(LatinSquare::givens(self))
    }
    fn typed_max(&self) -> usize {
        self.side()
    }
    fn with_typed(&self, values: &[u8]) -> Result<AnyPuzzle, FormatError> {
        Ok(AnyPuzzle::LatinSquare(LatinSquare::new(values.to_vec())?))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn text_grid(&self, values: &[u8]) -> String {
        super::plain_rows(values, self.side())
    }
    fn json(&self) -> Value {
        json!({"kind": "latin", "givens": to_line(LatinSquare::givens(self))})
    }
}

/// Reads the document: its givens as a line, `.` for an empty cell.
fn read(doc: &Map<String, Value>) -> Result<LatinSquare, FormatError> {
    let givens = match doc.get("givens") {
        Some(Value::String(s)) => parse_cells(s).map_err(|e| FormatError::field("givens", e))?,
        Some(other) => {
            return Err(FormatError::field(
                "givens",
                FieldProblem::NotLine {
                    example: "1...2...".into(),
                    got: other.to_string(),
                },
            ))
        }
        None => {
            return Err(FormatError::field(
                "givens",
                FieldProblem::MissingLine {
                    example: "1...2...".into(),
                },
            ))
        }
    };
    Ok(LatinSquare::new(givens)?)
}

/// Played by hand as a board of digits.
impl super::hand::HandPlay for LatinSquare {}
