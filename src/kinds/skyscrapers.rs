//! Skyscrapers: a Latin square of heights (with gaps on janko.at's
//! variant) and clues around it, how many buildings each line shows.
//! One level per cell.

use serde_json::{json, Map, Value};

use super::drawing::{Frame, FrameClue, GAP};
use super::{
    common_marks, domains_of, house_cells, line_squares, newly_single, Kind, KindName, Rule,
};
use crate::engine::Move;
use crate::format::json_fields::{flag, numbers, whole};
use crate::format::{parse_cells, FormatError};
use crate::i18n::T;
use crate::puzzles::{seen, AnyPuzzle, Clues, HouseKind, Houses, Mask, Reason, Side, Skyscrapers};
use crate::teach::Marks;

/// How a JSON document names Skyscrapers.
pub const NAME: KindName = KindName {
    names: &["skyscrapers"],
    read: |doc| read(doc).map(AnyPuzzle::Skyscrapers),
};

impl Kind for Skyscrapers {
    fn forced_by_rule(&self, values: &[u8], candidates: &[Mask]) -> Option<(Rule, usize, u8)> {
        let domains = domains_of(values, candidates);
        for side in [Side::Top, Side::Bottom, Side::Left, Side::Right] {
            for line in 0..self.side() {
                if self.clues().side(side)[line] == 0 {
                    continue;
                }
                let mut narrowed = domains.clone();
                if !self.narrow_by_clue(side, line, &mut narrowed) {
                    continue; // a broken clue is marked, not hinted
                }
                let rule = Rule::Clue(side, line);
                if let Some((c, v)) =
                    newly_single(self.rule_squares(rule), values, candidates, &narrowed)
                {
                    return Some((rule, c, v));
                }
            }
        }
        None
    }
    fn clue(&self, side: Side, line: usize) -> u8 {
        self.clues().side(side).get(line).copied().unwrap_or(0)
    }
    fn rule_squares(&self, rule: Rule) -> Vec<usize> {
        let n = self.side();
        match rule {
            Rule::Clue(Side::Left | Side::Right, row) => (0..n).map(|c| row * n + c).collect(),
            Rule::Clue(Side::Top | Side::Bottom, col) => (0..n).map(|r| r * n + col).collect(),
            _ => Vec::new(),
        }
    }
    fn broken_clues(&self, values: &[u8]) -> Vec<(Side, usize)> {
        Skyscrapers::broken_clues(self, values)
    }
    fn value_word(&self, value: u8) -> String {
        if self.gap() == Some(value) {
            GAP.to_string()
        } else {
            crate::format::digit_char(value).to_string()
        }
    }
    fn gap(&self) -> Option<u8> {
        Skyscrapers::gap(self)
    }
    fn classic_caption(&self) -> T {
        T::CaptionClassicSkyscrapers
    }
    fn houses(&self) -> Option<&Houses> {
        Some(Skyscrapers::houses(self))
    }
    fn frame(&self, values: &[u8], reason: Option<&Reason>) -> Option<Frame> {
        Some(Frame {
            top: clue_side(self, values, reason, Side::Top),
            bottom: clue_side(self, values, reason, Side::Bottom),
            left: clue_side(self, values, reason, Side::Left),
            right: clue_side(self, values, reason, Side::Right),
            ..Frame::default()
        })
    }
    fn marks(&self, reason: &Reason, _mv: Move, marks: &mut Marks) {
        match reason {
            Reason::Clue { side, line, .. } => {
                let house = match side {
                    Side::Left | Side::Right => HouseKind::Row(*line),
                    Side::Top | Side::Bottom => HouseKind::Column(*line),
                };
                marks.lit = line_squares(house, self.side(), self.side());
            }
            Reason::Gaps { house, .. } => {
                marks.lit = house_cells(Skyscrapers::houses(self), *house)
            }
            other => common_marks(self, other, marks),
        }
    }
    fn givens(&self) -> Option<&[u8]> {
        Some(Skyscrapers::givens(self))
    }
    fn typed_max(&self) -> usize {
        // A grid with blanks takes the blank as the value after the
        // heights (written `–`), so that a person can enter one.
        self.depth() + usize::from(Skyscrapers::gap(self).is_some())
    }
    fn with_typed(&self, values: &[u8]) -> Result<AnyPuzzle, FormatError> {
        Ok(AnyPuzzle::Skyscrapers(Skyscrapers::new(
            self.side(),
            self.depth(),
            self.clues().clone(),
            values.to_vec(),
            self.diagonals(),
        )?))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn text_grid(&self, values: &[u8]) -> String {
        let gap = Skyscrapers::gap(self);
        let heights: Vec<u8> = values
            .iter()
            .map(|&v| if Some(v) == gap { 0 } else { v })
            .collect();
        skyline(self, &heights)
    }
    fn json(&self) -> Value {
        let clues = self.clues();
        let mut doc = json!({
            "kind": "skyscrapers", "size": self.side(),
            "top": clues.side(Side::Top), "bottom": clues.side(Side::Bottom),
            "left": clues.side(Side::Left), "right": clues.side(Side::Right),
        });
        if Skyscrapers::givens(self).iter().any(|&g| g != 0) {
            doc["givens"] = json!(Skyscrapers::givens(self));
        }
        if self.depth() < self.side() {
            doc["depth"] = json!(self.depth());
        }
        if self.diagonals() {
            doc["diagonals"] = json!(true);
        }
        doc
    }
}

/// The clues on one side, each lit if the step's reason is about it and
/// met if its line is full and sees what it says.
fn clue_side(
    s: &Skyscrapers,
    values: &[u8],
    reason: Option<&Reason>,
    side: Side,
) -> Vec<FrameClue> {
    s.clues()
        .side(side)
        .iter()
        .enumerate()
        .map(|(i, &clue)| FrameClue {
            text: if clue == 0 {
                String::new()
            } else {
                clue.to_string()
            },
            lit: matches!(reason, Some(Reason::Clue { side: s2, line, .. }) if *s2 == side && *line == i),
            met: clue != 0 && seen_from(s, values, side, i) == Some(clue),
            broken: false,
        })
        .collect()
}

/// How many buildings line `i` shows from `side`; `None` while the line
/// has an empty cell.
fn seen_from(s: &Skyscrapers, values: &[u8], side: Side, i: usize) -> Option<u8> {
    let n = s.side();
    let (cells, reversed): (Vec<usize>, bool) = match side {
        Side::Top | Side::Bottom => ((0..n).map(|r| r * n + i).collect(), side == Side::Bottom),
        Side::Left | Side::Right => ((0..n).map(|c| i * n + c).collect(), side == Side::Right),
    };
    let mut line: Vec<u8> = cells
        .iter()
        .map(|&c| values.get(c).copied().unwrap_or(0))
        .collect();
    if line.contains(&0) {
        return None;
    }
    if reversed {
        line.reverse();
    }
    Some(seen(line, s.depth() as u8))
}

/// A grid with its clues around it (`.` no clue, `-` a gap).
#[cfg(not(target_arch = "wasm32"))]
fn skyline(s: &Skyscrapers, values: &[u8]) -> String {
    let n = s.side();
    let clue = |c: u8| {
        if c == 0 {
            ".".to_string()
        } else {
            c.to_string()
        }
    };
    let clues = s.clues();
    let across = |list: &[u8]| {
        format!(
            "  {}\n",
            list.iter().map(|&c| clue(c)).collect::<Vec<_>>().join(" ")
        )
    };
    let mut out = across(&clues.top);
    for r in 0..n {
        let row: Vec<String> = values[r * n..(r + 1) * n]
            .iter()
            .map(|&v| if v == 0 { "-".into() } else { v.to_string() })
            .collect();
        out.push_str(&format!(
            "{} {} {}\n",
            clue(clues.left[r]),
            row.join(" "),
            clue(clues.right[r])
        ));
    }
    out + &across(&clues.bottom)
}

/// Reads a Skyscrapers document.
fn read(doc: &Map<String, Value>) -> Result<Skyscrapers, FormatError> {
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
        Some(Value::String(s)) => parse_cells(s).map_err(|e| FormatError::field("givens", e))?,
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

/// Played by hand as a board of digits.
impl super::hand::HandPlay for Skyscrapers {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn a_clue_lights_its_row_or_its_column() {
        let doc = r#"{"kind":"skyscrapers","size":4,"top":[0,0,0,0],"bottom":[0,0,0,0],"left":[0,0,0,0],"right":[0,0,0,0]}"#;
        let AnyPuzzle::Skyscrapers(s) = parse_puzzle(doc).unwrap() else {
            panic!("a Skyscrapers document")
        };
        let lit = |side, line| {
            let mut marks = Marks::default();
            let reason = Reason::Clue {
                side,
                line,
                seen: 1,
                clue: 2,
            };
            s.marks(&reason, Move::new(0, 1), &mut marks);
            marks.lit
        };
        assert_eq!(lit(Side::Left, 1), [4, 5, 6, 7]);
        assert_eq!(lit(Side::Right, 3), [12, 13, 14, 15]);
        assert_eq!(lit(Side::Top, 2), [2, 6, 10, 14]);
        assert_eq!(lit(Side::Bottom, 0), [0, 4, 8, 12]);
    }
}
