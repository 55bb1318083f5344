//! Sudoku of every shape: boxes, jigsaw regions, extra regions and
//! diagonals. Digits on a grid, one level per cell.

use serde_json::{json, Map, Value};

use super::drawing::Frame;
use super::lab::LabCode;
use super::{Kind, KindName, Rule};
use crate::format::json_fields::{cell_list, flag, list, number};
use crate::format::{parse_line, to_line, FieldProblem, FormatError};
use crate::i18n::T;
use crate::puzzles::{
    sum_cage, AnyPuzzle, Arrows, Cage, CageSums, Dot, DotKind, Dots, DrawnLine, Houses, Layout,
    LittleKiller, Mask, Reason, Sudoku, Thermometers,
};

/// How a JSON document names a Sudoku.
pub const NAME: KindName = KindName {
    names: &["sudoku"],
    read: |doc| read(doc).map(AnyPuzzle::Sudoku),
};

impl Kind for Sudoku {
    fn paints_regions(&self) -> bool {
        true
    }
    fn with_regions(
        &self,
        values: &[u8],
        regions: Vec<usize>,
    ) -> Option<Result<AnyPuzzle, FormatError>> {
        let layout = Layout {
            boxes: None,
            regions: Some(regions),
            ..self.layout().clone()
        };
        let sudoku = Sudoku::with_layout(values.to_vec(), layout);
        Some(sudoku.map(AnyPuzzle::Sudoku).map_err(Into::into))
    }
    fn lab_code(&self) -> Option<LabCode> {
        match (self.is_classic_nine(), self.is_x_nine()) {
            (true, _) => Some(LabCode::Sudoku),
            (_, true) => Some(LabCode::SudokuX),
            _ => None,
        }
    }
    /// A Killer's caption names its cages' sums beside the sets.
    fn classic_caption(&self) -> T {
        match self.cage_sums() {
            Some(_) => T::CaptionClassicKiller,
            None => T::CaptionClassic,
        }
    }
    /// `GRID`: the givens, row by row, 0 for empty.
    fn lab_globals(&self) -> String {
        let values: Vec<String> = self.givens().iter().map(u8::to_string).collect();
        format!("GRID = [{}]\n", values.join(", "))
    }
    fn houses(&self) -> Option<&Houses> {
        Some(Sudoku::houses(self))
    }
    fn regions(&self) -> Option<&[usize]> {
        Some(self.region_of())
    }
    fn tinted_regions(&self) -> bool {
        self.layout().regions.is_some()
    }
    fn givens(&self) -> Option<&[u8]> {
        Some(Sudoku::givens(self))
    }
    /// A Killer's cages (their sums as targets, `+` their operation).
    fn cages(&self) -> &[Cage] {
        self.cage_sums().map_or(&[], CageSums::cages)
    }
    fn cage_of(&self, cell: usize) -> Option<usize> {
        self.cage_sums()?.cage_of(cell)
    }
    fn cage_combinations(&self, index: usize) -> &[Mask] {
        self.cage_sums()
            .map_or(&[], |sums| sums.combinations(index))
    }
    /// A digit one cage, thermometer, arrow or kropki dot leaves an
    /// empty cell alone, where the houses leave it more.
    fn forced_by_rule(&self, values: &[u8], candidates: &[Mask]) -> Option<(Rule, usize, u8)> {
        super::sudoku_hints::forced_by_rule(self, values, candidates)
    }
    fn rule_squares(&self, rule: Rule) -> Vec<usize> {
        super::sudoku_hints::rule_squares(self, rule)
    }
    /// A Killer's cages whose sums the person's digits leave out of reach
    /// (a digit twice in a cage is its house's clash), and the
    /// thermometers whose digits do not rise, the kropki pairs broken and
    /// the arrows that cannot add up, the whispers, palindromes and
    /// renbans broken, and the digits of a row or column whose sandwich
    /// sum they leave out of reach.
    fn broken_squares(&self, values: &[u8]) -> Vec<usize> {
        let cells = |line: &[u16]| line.iter().map(|&c| c as usize).collect::<Vec<_>>();
        let mut broken = Vec::new();
        if let Some(sums) = self.cage_sums() {
            broken.extend(
                sums.broken(values)
                    .flat_map(|i| cells(&sums.cages()[i].cells)),
            );
        }
        if let Some(thermos) = self.thermometers() {
            broken.extend(
                thermos
                    .broken(values)
                    .flat_map(|i| cells(&thermos.lines()[i])),
            );
        }
        if let Some(dots) = self.kropki() {
            broken.extend(dots.broken(values));
        }
        if let Some(parity) = self.parity() {
            broken.extend(parity.broken(values));
        }
        if let Some(apart) = self.apart() {
            broken.extend(apart.broken(values));
        }
        if let Some(lines) = self.line_rules() {
            broken.extend(lines.broken(values));
        }
        if let Some(killers) = Sudoku::little_killers(self) {
            let diagonals = killers.diagonals();
            broken.extend(killers.broken(values).flat_map(|k| diagonals[k].clone()));
        }
        if let Some(sandwiches) = self.sandwiches() {
            let lines = sandwiches.lines();
            let placed = |k: usize| lines[k].iter().copied().filter(|&c| values[c] != 0);
            broken.extend(sandwiches.broken(values).flat_map(placed));
        }
        if let Some(arrows) = Sudoku::arrows(self) {
            broken.extend(
                arrows
                    .broken(values)
                    .flat_map(|i| cells(&arrows.arrows()[i])),
            );
        }
        broken
    }
    fn dots(&self) -> &[Dot] {
        self.kropki().map_or(&[], Dots::dots)
    }
    fn drawn_lines(&self) -> &[DrawnLine] {
        &self.layout().lines
    }
    fn little_killers(&self) -> (&[LittleKiller], &[Vec<usize>]) {
        Sudoku::little_killers(self).map_or((&[], &[]), |k| (k.killers(), k.diagonals()))
    }
    fn sandwich_lines(&self) -> &[Vec<usize>] {
        self.sandwiches().map_or(&[], |s| s.lines())
    }
    fn frame(&self, values: &[u8], reason: Option<&Reason>) -> Option<Frame> {
        super::sudoku_frame::clue_frame(self, values, reason)
    }
    fn thermometers(&self) -> &[Vec<u16>] {
        Sudoku::thermometers(self).map_or(&[], Thermometers::lines)
    }
    fn arrows(&self) -> &[Vec<u16>] {
        Sudoku::arrows(self).map_or(&[], Arrows::arrows)
    }
    fn unseen_rules(&self) -> Vec<T> {
        let layout = self.layout();
        let rules = [
            (layout.anti_knight, T::RulesAntiKnight),
            (layout.anti_king, T::RulesAntiKing),
            (layout.negative.white, T::RulesNoWhite),
            (layout.negative.black, T::RulesNoBlack),
            (layout.negative.xv, T::RulesNoXv),
        ];
        rules.into_iter().filter(|r| r.0).map(|r| r.1).collect()
    }
    fn typed_max(&self) -> usize {
        self.side()
    }
    fn with_typed(&self, values: &[u8]) -> Result<AnyPuzzle, FormatError> {
        Ok(AnyPuzzle::Sudoku(Sudoku::with_layout(
            values.to_vec(),
            self.layout().clone(),
        )?))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn text_grid(&self, values: &[u8]) -> String {
        boxed_grid(self, values)
    }
    fn json(&self) -> Value {
        let mut doc = json!({"kind": "sudoku", "givens": to_line(Sudoku::givens(self))});
        let layout = self.layout();
        if let Some((r, c)) = layout.boxes {
            doc["box"] = json!([r, c]);
        }
        if let Some(regions) = &layout.regions {
            doc["regions"] = json!(regions);
        }
        if !layout.extra.is_empty() {
            doc["extra_regions"] = json!(layout.extra);
        }
        if layout.diagonals {
            doc["diagonals"] = json!(true);
        }
        if !layout.cages.is_empty() {
            let cage = |c: &Cage| match c.target {
                0 => json!({"cells": c.cells}),
                sum => json!({"sum": sum, "cells": c.cells}),
            };
            doc["cages"] = layout.cages.iter().map(cage).collect();
        }
        if !layout.thermometers.is_empty() {
            doc["thermometers"] = json!(layout.thermometers);
        }
        if !layout.arrows.is_empty() {
            doc["arrows"] = json!(layout.arrows);
        }
        super::sudoku_lines::write_lines(layout, &mut doc);
        for (key, cells) in [("odd_cells", &layout.odd), ("even_cells", &layout.even)] {
            if !cells.is_empty() {
                doc[key] = json!(cells);
            }
        }
        for (key, kind) in DOT_KEYS {
            let pairs: Vec<[u16; 2]> = (layout.dots.iter())
                .filter(|d| d.kind == kind)
                .map(|d| [d.cells.0, d.cells.1])
                .collect();
            if !pairs.is_empty() {
                doc[key] = json!(pairs);
            }
        }
        for (key, on) in [
            ("all_white_dots", layout.negative.white),
            ("all_black_dots", layout.negative.black),
            ("all_xv", layout.negative.xv),
            ("anti_knight", layout.anti_knight),
            ("anti_king", layout.anti_king),
        ] {
            if on {
                doc[key] = json!(true);
            }
        }
        doc
    }
}

/// Digits with box lines (none between jigsaw regions).
#[cfg(not(target_arch = "wasm32"))]
fn boxed_grid(s: &Sudoku, values: &[u8]) -> String {
    let side = s.side();
    let (br, bc) = s
        .layout()
        .boxes
        .or_else(|| crate::puzzles::standard_box(side))
        .unwrap_or((side, side));
    let boxed = s.layout().regions.is_none();
    let mut out = String::new();
    for r in 0..side {
        if boxed && r > 0 && r % br == 0 {
            let dashes: Vec<String> = (0..side / bc).map(|_| "-".repeat(bc * 2 - 1)).collect();
            out.push_str(&dashes.join("-+-"));
            out.push('\n');
        }
        for c in 0..side {
            if c > 0 {
                out.push_str(if boxed && c % bc == 0 { " | " } else { " " });
            }
            out.push(crate::format::digit_char(values[r * side + c]));
        }
        out.push('\n');
    }
    out
}

/// The givens of a document: a Sudoku line or a list of numbers.
fn read_givens(doc: &Map<String, Value>) -> Result<Vec<u8>, FormatError> {
    match doc.get("givens") {
        Some(Value::String(s)) => parse_line(s).map_err(|e| FormatError::field("givens", e)),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| number(Some(v), &format!("givens[{i}]"), 0, 16).map(|n| n as u8))
            .collect(),
        Some(other) => Err(FormatError::field(
            "givens",
            FieldProblem::NotSudokuLine {
                got: other.to_string(),
            },
        )),
        None => Err(FormatError::field(
            "givens",
            FieldProblem::MissingLine {
                example: "3...1...".into(),
            },
        )),
    }
}

/// Reads a Sudoku document.
fn read(doc: &Map<String, Value>) -> Result<Sudoku, FormatError> {
    let givens = read_givens(doc)?;
    let cells = givens.len();
    let mut layout = Layout::default();
    if let Some(b) = doc.get("box") {
        let dims = list(b, "box")?;
        if dims.len() != 2 {
            return Err(FormatError::field("box", FieldProblem::NotBox));
        }
        layout.boxes = Some((
            number(Some(&dims[0]), "box[0]", 1, 16)?,
            number(Some(&dims[1]), "box[1]", 1, 16)?,
        ));
    }
    if let Some(r) = doc.get("regions") {
        layout.regions = Some(
            list(r, "regions")?
                .iter()
                .enumerate()
                .map(|(i, v)| number(Some(v), &format!("regions[{i}]"), 0, 255))
                .collect::<Result<_, _>>()?,
        );
    }
    if let Some(e) = doc.get("extra_regions") {
        for (i, region) in list(e, "extra_regions")?.iter().enumerate() {
            layout
                .extra
                .push(cell_list(region, &format!("extra_regions[{i}]"), cells)?);
        }
    }
    for (key, shaded) in [
        ("odd_cells", &mut layout.odd),
        ("even_cells", &mut layout.even),
    ] {
        if let Some(listed) = doc.get(key) {
            shaded.extend(cell_list(listed, key, cells)?);
        }
    }
    for (key, lines) in [
        ("thermometers", &mut layout.thermometers),
        ("arrows", &mut layout.arrows),
    ] {
        let Some(listed) = doc.get(key) else {
            continue;
        };
        for (i, line) in list(listed, key)?.iter().enumerate() {
            lines.push(cell_list(line, &format!("{key}[{i}]"), cells)?);
        }
    }
    read_dots(doc, cells, &mut layout)?;
    super::sudoku_lines::read_lines(doc, cells, &mut layout)?;
    if let Some(cages) = doc.get("cages") {
        for (i, cage) in list(cages, "cages")?.iter().enumerate() {
            layout
                .cages
                .push(read_cage(cage, &format!("cages[{i}]"), cells)?);
        }
    }
    match doc.get("diagonals") {
        None | Some(Value::Null) => {}
        Some(Value::Bool(b)) => layout.diagonals = *b,
        Some(other) => {
            return Err(FormatError::field(
                "diagonals",
                FieldProblem::NotTrueOrFalse {
                    got: other.to_string(),
                },
            ))
        }
    }
    Ok(Sudoku::with_layout(givens, layout)?)
}

/// The marks between two cells and their keys: each a list of pairs of
/// cells (`[[0, 1], [9, 18]]`).
const DOT_KEYS: [(&str, DotKind); 4] = [
    ("white_dots", DotKind::White),
    ("black_dots", DotKind::Black),
    ("x_marks", DotKind::X),
    ("v_marks", DotKind::V),
];

/// Kropki dots, Xs and Vs (keys in [`DOT_KEYS`]), and the negative
/// constraints `"all_white_dots"`, `"all_black_dots"` and `"all_xv"`;
/// the flags `"anti_knight"` and `"anti_king"`.
fn read_dots(
    doc: &Map<String, Value>,
    cells: usize,
    layout: &mut Layout,
) -> Result<(), FormatError> {
    for (key, kind) in DOT_KEYS {
        let Some(pairs) = doc.get(key) else { continue };
        for (i, pair) in list(pairs, key)?.iter().enumerate() {
            let path = format!("{key}[{i}]");
            let pair = cell_list(pair, &path, cells)?;
            let [a, b] = pair[..] else {
                return Err(FormatError::field(path, FieldProblem::NotDot));
            };
            let cells = (a as u16, b as u16);
            layout.dots.push(Dot { cells, kind });
        }
    }
    layout.negative.white = flag(doc, "all_white_dots")?;
    layout.negative.black = flag(doc, "all_black_dots")?;
    layout.negative.xv = flag(doc, "all_xv")?;
    layout.anti_knight = flag(doc, "anti_knight")?;
    layout.anti_king = flag(doc, "anti_king")?;
    Ok(())
}

/// A Killer cage: `{"sum": 17, "cells": [0, 1, 9]}`, the sum left out
/// where none is shown.
fn read_cage(cage: &Value, path: &str, cells: usize) -> Result<Cage, FormatError> {
    let Value::Object(fields) = cage else {
        return Err(FormatError::field(path, FieldProblem::NotCage));
    };
    let sum = match fields.get("sum") {
        None | Some(Value::Null) => 0,
        sum => number(sum, &format!("{path}.sum"), 1, 255)? as u32,
    };
    let Some(listed) = fields.get("cells") else {
        return Err(FormatError::field(
            format!("{path}.cells"),
            FieldProblem::MissingCells,
        ));
    };
    let members = cell_list(listed, &format!("{path}.cells"), cells)?;
    Ok(sum_cage(
        sum,
        members.into_iter().map(|c| c as u16).collect(),
    ))
}

/// Played by hand as a board of digits.
impl super::hand::HandPlay for Sudoku {}
