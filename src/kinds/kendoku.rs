//! Kendoku (KenKen): a Latin square of digits with cages, each with a
//! target and an operation. One level per cell.

use serde_json::{json, Map, Value};

use super::lab::LabCode;
use super::{domains_of, newly_single, Kind, KindName, Rule};
use crate::format::json_fields::{cell_list, list, number, whole};
use crate::format::{FieldProblem, FormatError};
use crate::i18n::T;
use crate::puzzles::{AnyPuzzle, Cage, Constraints, Houses, Kendoku, Mask, Op};

/// How a JSON document names a Kendoku.
pub const NAME: KindName = KindName {
    names: &["kendoku", "kenken"],
    read: |doc| read(doc).map(AnyPuzzle::Kendoku),
};

impl Kind for Kendoku {
    fn lab_code(&self) -> Option<LabCode> {
        Some(LabCode::Kendoku)
    }
    /// `N` and `CAGES`: each cage as `(target, operation, cells)` in the
    /// order of the Kendoku article's tuples (value, operation, members), the
    /// cells numbered row by row from 0, `"="` for a given and `"?"` for
    /// a cage whose operation is not shown.
    fn lab_globals(&self) -> String {
        let cages: Vec<String> = self.cages().iter().map(python_cage).collect();
        format!(
            "N = {}\nCAGES = [\n    {},\n]\n",
            self.side(),
            cages.join(",\n    ")
        )
    }
    fn classic_caption(&self) -> T {
        T::CaptionClassicKendoku
    }
    fn houses(&self) -> Option<&Houses> {
        Some(Kendoku::houses(self))
    }
    fn cages(&self) -> &[Cage] {
        Kendoku::cages(self)
    }
    fn broken_squares(&self, values: &[u8]) -> Vec<usize> {
        let cages = self.cages();
        self.broken_cages(values)
            .into_iter()
            .flat_map(|i| cages[i].cells.iter().map(|&c| c as usize))
            .collect()
    }
    fn forced_by_rule(&self, values: &[u8], candidates: &[Mask]) -> Option<(Rule, usize, u8)> {
        let domains = domains_of(values, candidates);
        self.cages().iter().enumerate().find_map(|(i, cage)| {
            let mut narrowed = domains.clone();
            if !cage.narrow(self.side(), &mut narrowed) {
                return None; // a broken cage is marked, not hinted
            }
            let cells = cage.cells.iter().map(|&c| c as usize);
            newly_single(cells, values, candidates, &narrowed).map(|(c, v)| (Rule::Cage(i), c, v))
        })
    }
    fn rule_squares(&self, rule: Rule) -> Vec<usize> {
        match rule {
            Rule::Cage(i) => self.cages()[i].cells.iter().map(|&c| c as usize).collect(),
            _ => Vec::new(),
        }
    }
    fn cage_of(&self, cell: usize) -> Option<usize> {
        Some(Kendoku::cage_of(self, cell))
    }
    fn given_of(&self, cell: usize) -> Option<u8> {
        (cell < self.cells())
            .then(|| Constraints::given(self, cell))
            .flatten()
            .map(|g| g as u8)
    }
    fn typed_max(&self) -> usize {
        self.side()
    }
    fn with_typed(&self, values: &[u8]) -> Result<AnyPuzzle, FormatError> {
        // Typed digits are checked against the rows and columns, but the
        // cages stay the puzzle.
        Houses::latin(self.side()).check_values(values)?;
        Ok(AnyPuzzle::Kendoku(self.clone()))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn text_grid(&self, values: &[u8]) -> String {
        super::plain_rows(values, self.side())
    }
    fn json(&self) -> Value {
        let cages: Vec<Value> = Kendoku::cages(self)
            .iter()
            .map(|c| {
                let mut v = json!({"target": c.target, "cells": c.cells});
                if let Some(op) = c.op.ascii() {
                    v["op"] = json!(op);
                }
                v
            })
            .collect();
        json!({"kind": "kendoku", "size": self.side(), "cages": cages})
    }
}

/// A cage's operation as a document writes it.
fn read_op(value: Option<&Value>, path: &str) -> Result<Op, FormatError> {
    match value {
        None | Some(Value::Null) => Ok(Op::Given),
        Some(Value::String(s)) => match s.as_str() {
            "+" => Ok(Op::Add),
            "-" | "−" => Ok(Op::Sub),
            "x" | "X" | "*" | "×" => Ok(Op::Mul),
            "/" | ":" | "÷" => Ok(Op::Div),
            "?" => Ok(Op::Unknown),
            "" | "=" => Ok(Op::Given),
            other => Err(FormatError::field(
                format!("{path}.op"),
                FieldProblem::UnknownOperation {
                    op: other.to_string(),
                },
            )),
        },
        Some(other) => Err(FormatError::field(
            format!("{path}.op"),
            FieldProblem::NotString {
                got: other.to_string(),
            },
        )),
    }
}

/// Reads cage `path` of a grid of `cells` cells.
fn read_cage(c: &Value, path: &str, cells: usize) -> Result<Cage, FormatError> {
    let Value::Object(cage) = c else {
        return Err(FormatError::field(path, FieldProblem::NotCage));
    };
    let target = number(cage.get("target"), &format!("{path}.target"), 0, 1 << 30)? as u32;
    let op = read_op(cage.get("op"), path)?;
    let Some(cell_value) = cage.get("cells") else {
        return Err(FormatError::field(
            format!("{path}.cells"),
            FieldProblem::MissingCells,
        ));
    };
    let cells = cell_list(cell_value, &format!("{path}.cells"), cells)?;
    Ok(Cage {
        target,
        op,
        cells: cells.into_iter().map(|c| c as u16).collect(),
    })
}

/// Reads a Kendoku document.
fn read(doc: &Map<String, Value>) -> Result<Kendoku, FormatError> {
    // A side outside 3 to 9 is refused by the puzzle itself, which then
    // names the cages' problems too.
    let size = whole(doc, "size", "size", 1, 16)?;
    let Some(raw) = doc.get("cages") else {
        return Err(FormatError::field("cages", FieldProblem::MissingCages));
    };
    let cages = list(raw, "cages")?
        .iter()
        .enumerate()
        .map(|(i, c)| read_cage(c, &format!("cages[{i}]"), size * size))
        .collect::<Result<_, _>>()?;
    Ok(Kendoku::new(size, cages)?)
}

/// Played by hand as a board of digits.
impl super::hand::HandPlay for Kendoku {}

/// A Kendoku cage as the learner's code reads it.
fn python_cage(cage: &Cage) -> String {
    let op = match cage.op {
        Op::Add => "+",
        Op::Sub => "-",
        Op::Mul => "*",
        Op::Div => "/",
        Op::Given => "=",
        Op::Unknown => "?",
    };
    let cells: Vec<String> = cage.cells.iter().map(u16::to_string).collect();
    format!("({}, \"{op}\", [{}])", cage.target, cells.join(", "))
}
