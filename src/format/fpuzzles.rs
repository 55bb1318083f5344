//! f-puzzles' puzzles: its JSON document, its links (`?load=` and the
//! JSON compressed by LZ-String to base64) and SudokuPad's `fpuzzles`
//! and `fpuz` puzzle ids (the same data). A Sudoku with its givens, jigsaw regions,
//! killer cages, diagonals and extra regions is read; any other rule is
//! named, so that a puzzle never opens as if it were a plain Sudoku
//! ([`super::to_fpuzzles`] writes them back).

use serde_json::{Map, Value};

use super::fpuzzles_dots::read_dots;
use super::fpuzzles_lines::read_lines;
use super::fpuzzles_parity::read_parity;
use super::json::json_value;
use super::json_fields::{self, flag, number, whole};
use super::{FieldProblem, FormatError};
use crate::puzzles::{AnyPuzzle, Cage, Layout, Op, Sudoku};

/// The keys of an f-puzzles document that hold no rule.
const NO_RULE: [&str; 9] = [
    "size",
    "grid",
    "title",
    "author",
    "ruleset",
    "solution",
    "highlightConflicts",
    "disabledlogic",
    "truecandidatesoptions",
];

/// The keys of the rules this page knows.
pub(super) const KNOWN_RULES: [&str; 20] = [
    "killercage",
    "diagonal+",
    "diagonal-",
    "extraregion",
    "thermometer",
    "arrow",
    "whispers",
    "palindrome",
    "renban",
    "littlekillersum",
    "sandwichsum",
    "odd",
    "even",
    "antiknight",
    "antiking",
    "difference",
    "ratio",
    "xv",
    "negative",
    "nonconsecutive",
];

/// Whether `text` is an f-puzzles document, an f-puzzles link or a
/// SudokuPad `fpuzzles` id (read by [`read_fpuzzles`] in the worker).
pub fn is_fpuzzles(text: &str) -> bool {
    let text = text.trim();
    compressed_data(text).is_some()
        || (text.starts_with('{')
            && text.contains("\"grid\"")
            && text.contains("\"size\"")
            && !text.contains("\"kind\""))
}

/// The compressed puzzle of a link or an id: after `load=` of an
/// f-puzzles link, or after `fpuzzles` (or `fpuz`) in a SudokuPad link
/// or at the start of an id.
fn compressed_data(text: &str) -> Option<&str> {
    let data = if let Some(at) = text.find("load=").filter(|_| text.contains("f-puzzles")) {
        &text[at + "load=".len()..]
    } else {
        let after = ["sudokupad", "puzzleid=", "crackingthecryptic"]
            .iter()
            .any(|site| text.contains(site));
        let at = ["fpuzzles", "fpuz"].iter().find_map(|prefix| {
            let at = text.find(prefix)?;
            (at == 0 || after).then_some(at + prefix.len())
        })?;
        &text[at..]
    };
    let data = data.split(['&', '#']).next().unwrap_or("");
    (!data.is_empty()).then_some(data)
}

/// The JSON of a compressed puzzle (percent escapes undone; a `+` that a
/// copy turned into a space put back).
fn decompress(data: &str) -> Result<String, FormatError> {
    let data = percent_encoding::percent_decode_str(data)
        .decode_utf8_lossy()
        .replace(' ', "+");
    let units = lz_str::decompress_from_base64(&data).ok_or(FormatError::NotLzString)?;
    String::from_utf16(&units).map_err(|_| FormatError::NotLzString)
}

/// Reads an f-puzzles document, link or SudokuPad id.
pub fn read_fpuzzles(text: &str) -> Result<AnyPuzzle, FormatError> {
    let text = text.trim();
    let json = match compressed_data(text) {
        Some(data) => decompress(data)?,
        None => text.to_owned(),
    };
    let Value::Object(doc) = json_value(&json)? else {
        return Err(FormatError::field("(document)", FieldProblem::NotObject));
    };
    if let Some((name, _)) = doc.iter().find(|(key, value)| {
        !NO_RULE.contains(&key.as_str()) && !KNOWN_RULES.contains(&key.as_str()) && in_use(value)
    }) {
        return Err(FormatError::UnknownRule { name: name.clone() });
    }
    let side = whole(&doc, "size", "size", 4, 16)?;
    let (givens, regions) = grid(&doc, side)?;
    let mut layout = Layout {
        regions,
        cages: cages(&doc, side)?,
        ..Layout::default()
    };
    let (falling, rising) = (flag(&doc, "diagonal-")?, flag(&doc, "diagonal+")?);
    layout.diagonals = falling && rising;
    layout.anti_knight = flag(&doc, "antiknight")?;
    layout.anti_king = flag(&doc, "antiking")?;
    if falling != rising {
        layout.extra.push(diagonal(side, rising));
    }
    layout.extra.extend(extra_regions(&doc, side)?);
    read_dots(&doc, side, &mut layout)?;
    read_lines(&doc, side, &mut layout)?;
    super::fpuzzles_outside::read_little_killers(&doc, side, &mut layout)?;
    super::fpuzzles_outside::read_sandwiches(&doc, side, &mut layout)?;
    read_parity(&doc, side, &mut layout)?;
    Ok(AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout)?))
}

/// Whether a key's value puts its rule to use: not `false`, `null`, an
/// empty list or an empty text.
fn in_use(value: &Value) -> bool {
    match value {
        Value::Null | Value::Bool(false) => false,
        Value::Array(items) => !items.is_empty(),
        Value::String(text) => !text.is_empty(),
        _ => true,
    }
}

/// The main diagonal from the top left (`rising` false) or the one from
/// the bottom left, as cells.
pub(super) fn diagonal(side: usize, rising: bool) -> Vec<usize> {
    (0..side)
        .map(|r| r * side + if rising { side - 1 - r } else { r })
        .collect()
}

/// `doc[key]` as a list (none: empty).
pub(super) fn list<'a>(doc: &'a Map<String, Value>, key: &str) -> Result<&'a [Value], FormatError> {
    match doc.get(key) {
        None | Some(Value::Null) => Ok(&[]),
        Some(value) => json_fields::list(value, key).map(Vec::as_slice),
    }
}

/// The givens (values marked `given`) and the jigsaw regions, if any
/// cell names its region.
fn grid(
    doc: &Map<String, Value>,
    side: usize,
) -> Result<(Vec<u8>, Option<Vec<usize>>), FormatError> {
    let rows = list(doc, "grid")?;
    let mut givens = vec![0u8; side * side];
    let mut regions = vec![None; side * side];
    for (r, row) in rows.iter().enumerate().take(side) {
        let cells = json_fields::list(row, &format!("grid[{r}]"))?;
        for (c, cell) in cells.iter().enumerate().take(side) {
            let at = r * side + c;
            // A number the cell may leave out.
            let optional = |key: &str, hi: usize| match cell.get(key) {
                None | Some(Value::Null) => Ok(None),
                value => number(value, &format!("grid[{r}][{c}].{key}"), 0, hi as i64).map(Some),
            };
            if cell.get("given") == Some(&Value::Bool(true)) {
                givens[at] = optional("value", side)?.unwrap_or(0) as u8;
            }
            regions[at] = optional("region", side - 1)?;
        }
    }
    if regions.iter().all(Option::is_none) {
        return Ok((givens, None));
    }
    // A cell that names no region keeps its box's.
    let standard = Sudoku::new(vec![0; side * side]).ok();
    let boxes = standard.as_ref().map(|s| s.region_of());
    let regions = regions
        .iter()
        .enumerate()
        .map(|(at, r)| r.or_else(|| boxes.map(|b| b[at])).unwrap_or(0))
        .collect();
    Ok((givens, Some(regions)))
}

/// A cell's name as f-puzzles writes it (`R1C1`), as a cell of the grid.
pub(super) fn cell_named(name: &Value, side: usize, field: &str) -> Result<usize, FormatError> {
    let bad = || {
        FormatError::field(
            field,
            FieldProblem::NotCellName {
                got: name.to_string(),
            },
        )
    };
    let text = name.as_str().ok_or_else(bad)?.to_ascii_uppercase();
    let (row, col) = text
        .strip_prefix('R')
        .and_then(|rest| rest.split_once('C'))
        .ok_or_else(bad)?;
    let (row, col): (usize, usize) = (
        row.parse().map_err(|_| bad())?,
        col.parse().map_err(|_| bad())?,
    );
    if !(1..=side).contains(&row) || !(1..=side).contains(&col) {
        return Err(bad());
    }
    Ok((row - 1) * side + col - 1)
}

/// The cells of `item` (`{"cells": [...]}`) of the list `key`.
fn cells_of(item: &Value, side: usize, key: &str, i: usize) -> Result<Vec<usize>, FormatError> {
    let Some(Value::Array(names)) = item.get("cells") else {
        return Err(FormatError::field(
            format!("{key}[{i}].cells"),
            FieldProblem::MissingCells,
        ));
    };
    names
        .iter()
        .enumerate()
        .map(|(j, name)| cell_named(name, side, &format!("{key}[{i}].cells[{j}]")))
        .collect()
}

fn cages(doc: &Map<String, Value>, side: usize) -> Result<Vec<Cage>, FormatError> {
    let key = "killercage";
    let mut cages = Vec::new();
    for (i, item) in list(doc, key)?.iter().enumerate() {
        let cells = cells_of(item, side, key, i)?;
        let sum = match item.get("value") {
            None | Some(Value::Null) => Some(0),
            Some(Value::String(text)) if text.trim().is_empty() => Some(0),
            Some(Value::String(text)) => text.trim().parse().ok(),
            Some(value) => value.as_u64().and_then(|n| u32::try_from(n).ok()),
        };
        let target = sum.ok_or_else(|| {
            FormatError::field(
                format!("{key}[{i}].value"),
                FieldProblem::NotWholeNumber {
                    lo: 1,
                    hi: 136,
                    got: item.get("value").map(Value::to_string).unwrap_or_default(),
                },
            )
        })?;
        cages.push(Cage {
            target,
            op: Op::Add,
            cells: cells.into_iter().map(|c| c as u16).collect(),
        });
    }
    Ok(cages)
}

fn extra_regions(doc: &Map<String, Value>, side: usize) -> Result<Vec<Vec<usize>>, FormatError> {
    let key = "extraregion";
    list(doc, key)?
        .iter()
        .enumerate()
        .map(|(i, item)| cells_of(item, side, key, i))
        .collect()
}
