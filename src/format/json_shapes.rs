//! The JSON documents of Skyscrapers, Tents and the star:
//!
//! ```json
//! {"kind":"skyscrapers","size":5,"top":[0,3,3,0,0],"bottom":[...],"left":[...],"right":[...],"givens":[...],"depth":5,"diagonals":false}
//! {"kind":"tents","rows":8,"cols":8,"trees":[[2,2],[3,3]],"row_counts":[...],"col_counts":[...]}
//! {"kind":"star","givens":".37..2...7...41..5..."}
//! ```
//!
//! Clue lists run left to right (top, bottom) and top to bottom (left,
//! right), 0 = no clue; `givens` row-major, 0 = empty, optional; `depth`
//! (the tallest building, below the size for janko.at's gaps variant) and
//! `diagonals` optional. Tents' trees are `[row, column]`, 0-based. The
//! star's givens are 54 characters (or numbers), triangle by triangle.

use serde_json::{json, Map, Value};

use super::json::{list, number, whole};
use super::{parse_cells, FormatError};
use crate::puzzles::{Clues, Side, Skyscrapers, Star, Tents, STAR_CELLS};

fn numbers(doc: &Map<String, Value>, key: &str, lo: i64, hi: i64) -> Result<Vec<u8>, FormatError> {
    let Some(value) = doc.get(key) else {
        return Err(FormatError::field(key, "missing: give a list of numbers"));
    };
    list(value, key)?
        .iter()
        .enumerate()
        .map(|(i, v)| number(Some(v), &format!("{key}[{i}]"), lo, hi).map(|n| n as u8))
        .collect()
}

fn flag(doc: &Map<String, Value>, key: &str) -> Result<bool, FormatError> {
    match doc.get(key) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(FormatError::field(
            key,
            format!("expected true or false, got {other}"),
        )),
    }
}

/// Reads a Skyscrapers document.
pub fn skyscrapers(doc: &Map<String, Value>) -> Result<Skyscrapers, FormatError> {
    let size = whole(doc, "size", "size", 3, 9)?;
    let depth = match doc.get("depth") {
        None | Some(Value::Null) => size,
        Some(_) => whole(doc, "depth", "depth", 1, size as i64)?,
    };
    let side = |key: &str| -> Result<Vec<u8>, FormatError> {
        match doc.get(key) {
            None | Some(Value::Null) => Ok(vec![0; size]),
            Some(_) => numbers(doc, key, 0, depth as i64),
        }
    };
    let clues = Clues {
        top: side("top")?,
        bottom: side("bottom")?,
        left: side("left")?,
        right: side("right")?,
    };
    let givens = match doc.get("givens") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::String(s)) => {
            parse_cells(s).map_err(|e| FormatError::field("givens", e.to_string()))?
        }
        Some(_) => numbers(doc, "givens", 0, depth as i64)?,
    };
    Ok(Skyscrapers::new(
        size,
        depth,
        clues,
        givens,
        flag(doc, "diagonals")?,
    )?)
}

/// Writes a Skyscrapers document.
pub fn skyscrapers_json(s: &Skyscrapers) -> Value {
    let clues = s.clues();
    let mut doc = json!({
        "kind": "skyscrapers", "size": s.side(),
        "top": clues.side(Side::Top), "bottom": clues.side(Side::Bottom),
        "left": clues.side(Side::Left), "right": clues.side(Side::Right),
    });
    if s.givens().iter().any(|&g| g != 0) {
        doc["givens"] = json!(s.givens());
    }
    if s.depth() < s.side() {
        doc["depth"] = json!(s.depth());
    }
    if s.diagonals() {
        doc["diagonals"] = json!(true);
    }
    doc
}

/// Reads a Tents document.
pub fn tents(doc: &Map<String, Value>) -> Result<Tents, FormatError> {
    let rows = whole(doc, "rows", "rows", 4, 25)?;
    let cols = whole(doc, "cols", "cols", 4, 25)?;
    let Some(raw) = doc.get("trees") else {
        return Err(FormatError::field(
            "trees",
            "missing: give the trees as [row, column] pairs",
        ));
    };
    let mut trees = Vec::new();
    for (i, pair) in list(raw, "trees")?.iter().enumerate() {
        let path = format!("trees[{i}]");
        let parts = list(pair, &path)?;
        if parts.len() != 2 {
            return Err(FormatError::field(path, "expected [row, column]"));
        }
        let r = number(Some(&parts[0]), &format!("{path}[0]"), 0, rows as i64 - 1)?;
        let c = number(Some(&parts[1]), &format!("{path}[1]"), 0, cols as i64 - 1)?;
        trees.push(r * cols + c);
    }
    let row_counts = numbers(doc, "row_counts", 0, cols as i64)?;
    let col_counts = numbers(doc, "col_counts", 0, rows as i64)?;
    Ok(Tents::new(rows, cols, trees, row_counts, col_counts)?)
}

/// Writes a Tents document.
pub fn tents_json(t: &Tents) -> Value {
    let cols = t.cols();
    let trees: Vec<[usize; 2]> = t
        .trees()
        .iter()
        .map(|&sq| [sq as usize / cols, sq as usize % cols])
        .collect();
    json!({
        "kind": "tents", "rows": t.rows(), "cols": cols, "trees": trees,
        "row_counts": t.row_counts(), "col_counts": t.col_counts(),
    })
}

/// Reads the star's document.
pub fn star(doc: &Map<String, Value>) -> Result<Star, FormatError> {
    let givens = match doc.get("givens") {
        None | Some(Value::Null) => vec![0; STAR_CELLS],
        Some(Value::String(s)) => {
            parse_cells(s).map_err(|e| FormatError::field("givens", e.to_string()))?
        }
        Some(_) => numbers(doc, "givens", 0, 9)?,
    };
    Ok(Star::new(givens)?)
}

/// Writes the star's document.
pub fn star_json(s: &Star) -> Value {
    json!({"kind": "star", "givens": super::to_line(s.givens())})
}
