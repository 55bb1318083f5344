//! Writing a Sudoku as f-puzzles does (the reverse of
//! [`super::read_fpuzzles`]): its JSON document, and the f-puzzles link
//! that carries it, which f-puzzles and SudokuPad open with every rule.

use super::fpuzzles_dots::write_dots;
use super::fpuzzles_lines::write_lines;
use super::fpuzzles_parity::write_parity;
use serde_json::{json, Map, Value};

use super::fpuzzles::diagonal;
use super::{Site, WriteProblem};
use crate::puzzles::{AnyPuzzle, Sudoku};

/// The address an f-puzzles link starts with.
const LINK: &str = "https://www.f-puzzles.com/?load=";

/// `puzzle` as an f-puzzles link; only a Sudoku has one.
pub fn to_fpuzzles(puzzle: &AnyPuzzle) -> Result<String, WriteProblem> {
    let json = to_fpuzzles_json(puzzle)?;
    Ok(format!(
        "{LINK}{}",
        lz_str::compress_to_base64(json.as_str())
    ))
}

/// `puzzle` as an f-puzzles JSON document; only a Sudoku has one.
pub fn to_fpuzzles_json(puzzle: &AnyPuzzle) -> Result<String, WriteProblem> {
    let AnyPuzzle::Sudoku(sudoku) = puzzle else {
        return Err(WriteProblem::NoSuchKind(Site::FPuzzles));
    };
    Ok(Value::Object(document(sudoku)).to_string())
}

/// f-puzzles' name of `cell` on a grid of `side` (`R1C1`).
pub(super) fn name(cell: usize, side: usize) -> Value {
    Value::String(format!("R{}C{}", cell / side + 1, cell % side + 1))
}

fn names(cells: impl IntoIterator<Item = usize>, side: usize) -> Value {
    Value::Array(cells.into_iter().map(|c| name(c, side)).collect())
}

fn document(sudoku: &Sudoku) -> Map<String, Value> {
    let side = sudoku.side();
    let layout = sudoku.layout();
    let mut doc = Map::new();
    doc.insert("size".into(), json!(side));
    doc.insert("grid".into(), grid(sudoku));
    let mut extra = layout.extra.clone();
    for (key, rising) in [("diagonal+", true), ("diagonal-", false)] {
        let line = diagonal(side, rising);
        let at = extra.iter().position(|region| *region == line);
        if layout.diagonals || at.is_some() {
            doc.insert(key.into(), Value::Bool(true));
        }
        if let Some(at) = at {
            extra.remove(at);
        }
    }
    if !layout.cages.is_empty() {
        let cages = layout.cages.iter().map(|cage| {
            let mut item = Map::new();
            item.insert(
                "cells".into(),
                names(cage.cells.iter().map(|&c| c as usize), side),
            );
            if cage.target > 0 {
                item.insert("value".into(), Value::String(cage.target.to_string()));
            }
            Value::Object(item)
        });
        doc.insert("killercage".into(), Value::Array(cages.collect()));
    }
    write_lines(layout, side, &mut doc);
    super::fpuzzles_outside::write_little_killers(layout, side, &mut doc);
    super::fpuzzles_outside::write_sandwiches(layout, &mut doc);
    write_parity(layout, side, &mut doc);
    for (key, on) in [
        ("antiknight", layout.anti_knight),
        ("antiking", layout.anti_king),
    ] {
        if on {
            doc.insert(key.into(), Value::Bool(true));
        }
    }
    write_dots(layout, side, &mut doc);
    if !extra.is_empty() {
        let regions = extra
            .into_iter()
            .map(|region| json!({ "cells": names(region, side) }));
        doc.insert("extraregion".into(), Value::Array(regions.collect()));
    }
    doc
}

/// The rows of cells: a given's value, and each cell's region where the
/// regions are a jigsaw's.
fn grid(sudoku: &Sudoku) -> Value {
    let side = sudoku.side();
    let jigsaw = sudoku.layout().regions.is_some();
    let rows = (0..side).map(|r| {
        let cells = (0..side).map(|c| {
            let at = r * side + c;
            let mut cell = Map::new();
            let value = sudoku.givens()[at];
            if value > 0 {
                cell.insert("value".into(), json!(value));
                cell.insert("given".into(), Value::Bool(true));
            }
            if jigsaw {
                cell.insert("region".into(), json!(sudoku.region_of()[at]));
            }
            Value::Object(cell)
        });
        Value::Array(cells.collect())
    });
    Value::Array(rows.collect())
}
