//! Tents: trees on a grid, each with one tent beside it; tents never
//! touch, and each row and column has its count of tents. One level per
//! tree, its value the side its tent stands on.

use serde_json::{json, Map, Value};

mod hand;
mod hand_words;
mod marks;
mod squares;

pub use hand::{broken_lines, broken_squares, CampReason};
pub use marks::CampMark;

use super::drawing::{CellView, Frame, FrameClue, Scene, TENT, TREE};
use super::{common_marks, line_squares, Kind, KindName, Level};
use crate::engine::Move;
use crate::format::json_fields::{list, number, numbers, whole};
use crate::format::{FieldProblem, FormatError};
use crate::i18n::{Lang, Numbers, T};
use crate::puzzles::{AnyPuzzle, HouseKind, Reason, Tents};
use crate::teach::{square_name, Fact, Marks};
use squares::tent_squares;

/// How a JSON document names Tents.
pub const NAME: KindName = KindName {
    names: &["tents"],
    read: |doc| read(doc).map(AnyPuzzle::Tents),
};

/// The sides a tent stands on, as the chain lists a tree's candidates.
const ARROWS: [&str; 4] = ["↑", "→", "↓", "←"];

impl Kind for Tents {
    fn level(&self) -> Level {
        Level::Tree
    }
    fn level_square(&self, tree: usize) -> Option<usize> {
        self.trees().get(tree).map(|&sq| sq as usize)
    }
    fn candidate_word(&self, value: u8) -> String {
        ARROWS
            .get(usize::from(value).wrapping_sub(1))
            .map_or_else(|| value.to_string(), |a| (*a).to_string())
    }
    fn classic_caption(&self) -> T {
        T::CaptionClassicTents
    }
    fn sentence(
        &self,
        puzzle: &AnyPuzzle,
        fact: &Fact,
        lang: Lang,
        numbers: &dyn Numbers,
    ) -> Option<String> {
        tents_sentence(self, puzzle, fact, lang, numbers)
    }
    fn legend_signs(&self) -> (Option<&'static str>, &'static str) {
        (Some(TREE), TENT)
    }
    fn squares(&self, scene: &Scene) -> Vec<CellView> {
        tent_squares(scene, self)
    }
    fn frame(&self, values: &[u8], reason: Option<&Reason>) -> Option<Frame> {
        Some(tent_counts(self, &self.tent_grid(values), reason))
    }
    fn marks(&self, reason: &Reason, _mv: Move, marks: &mut Marks) {
        match reason {
            Reason::TentNear { at } => marks.culprit = Some(*at),
            Reason::TentCount { house, .. } => {
                marks.lit = line_squares(*house, self.rows(), self.cols());
            }
            Reason::Paired { tree, square } => {
                marks.culprit = Some(*tree);
                marks.lit = vec![*square];
            }
            other => common_marks(self, other, marks),
        }
    }
    fn typed_max(&self) -> usize {
        0
    }
    fn with_typed(&self, _values: &[u8]) -> Result<AnyPuzzle, FormatError> {
        Ok(AnyPuzzle::Tents(self.clone()))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn text_grid(&self, values: &[u8]) -> String {
        camp(self, &self.tent_grid(values))
    }
    fn json(&self) -> Value {
        let cols = self.cols();
        let trees: Vec<[usize; 2]> = self
            .trees()
            .iter()
            .map(|&sq| [sq as usize / cols, sq as usize % cols])
            .collect();
        json!({
            "kind": "tents", "rows": self.rows(), "cols": cols, "trees": trees,
            "row_counts": self.row_counts(), "col_counts": self.col_counts(),
        })
    }
}

/// Tents' own words for the steps of a search that goes tree by tree
/// (a value is a direction); `None` where the general sentence fits.
fn tents_sentence(
    tents: &Tents,
    puzzle: &AnyPuzzle,
    fact: &Fact,
    lang: Lang,
    numbers: &dyn Numbers,
) -> Option<String> {
    let tree = |c: usize| puzzle.cell_name(c);
    let tent = |c: usize, v: u8| square_name(puzzle, Move::new(c, u32::from(v)));
    let n = |i: usize| i.to_string();
    Some(match fact {
        Fact::Start { first: Some(c) } => lang.fill(T::FactStartTree, &[&tree(*c)]),
        Fact::Try {
            cell: c,
            value,
            nth,
            of,
            ..
        } => {
            let way = match value {
                1 => T::TentAbove,
                2 => T::TentRight,
                3 => T::TentBelow,
                _ => T::TentLeft,
            };
            lang.fill(
                T::FactTryTent,
                &[&tree(*c), lang.t(way), &tent(*c, *value), &n(*nth), &n(*of)],
            )
        }
        Fact::Place {
            cell: c,
            value,
            next,
            ..
        } => {
            let mut out = lang.fill(T::FactPlaceTent, &[&tent(*c, *value), &tree(*c)]);
            if let Some(x) = next {
                out += &lang.fill(T::FactOnTree, &[&tree(*x)]);
            }
            out + lang.t(T::FactEnd)
        }
        Fact::Backtrack {
            dead_end: Some(d),
            cell: c,
            value,
            after_solution: false,
        } => lang.fill(T::FactBackTent, &[&tree(*d), &tree(*c), &tent(*c, *value)]),
        Fact::Solution { index } => lang.fill(T::FactSolutionTents, &[&numbers.int(*index)]),
        _ => return None,
    })
    .filter(|_| !tents.trees().is_empty())
}

/// The Tents counts of a person's marks (see [`tent_counts`]).
pub fn camp_frame(t: &Tents, marks: &[u8]) -> Frame {
    let grid = CampMark::tent_grid(marks);
    tent_counts(t, &grid, None)
}

/// The Tents counts of `grid` (1 where a tent stands): under each column
/// and right of each row, each lit if the step's reason is about it and
/// met if its line has that many tents.
fn tent_counts(t: &Tents, grid: &[u8], reason: Option<&Reason>) -> Frame {
    let (rows, cols) = (t.rows(), t.cols());
    let count = |need: u8, have: usize, house: HouseKind| FrameClue {
        text: need.to_string(),
        lit: matches!(reason, Some(Reason::TentCount { house: h, .. }) if *h == house),
        met: have == need as usize,
        broken: false,
    };
    let in_column = |c: usize| (0..rows).filter(|r| grid[r * cols + c] == 1).count();
    let in_row = |r: usize| {
        grid[r * cols..(r + 1) * cols]
            .iter()
            .filter(|&&g| g == 1)
            .count()
    };
    Frame {
        bottom: (0..cols)
            .map(|c| count(t.col_counts()[c], in_column(c), HouseKind::Column(c)))
            .collect(),
        right: (0..rows)
            .map(|r| count(t.row_counts()[r], in_row(r), HouseKind::Row(r)))
            .collect(),
        ..Frame::default()
    }
}

/// A Tents grid: `T` tree, `A` tent, `.` grass; the row counts at the
/// right, the column counts below.
#[cfg(not(target_arch = "wasm32"))]
fn camp(t: &Tents, grid: &[u8]) -> String {
    let cols = t.cols();
    let mut out = String::new();
    for r in 0..t.rows() {
        let row: String = (0..cols)
            .map(|c| {
                let sq = r * cols + c;
                if t.trees().contains(&(sq as u16)) {
                    'T'
                } else if grid[sq] == 1 {
                    'A'
                } else {
                    '.'
                }
            })
            .flat_map(|ch| [ch, ' '])
            .collect();
        out.push_str(&format!("{row} {}\n", t.row_counts()[r]));
    }
    let counts: Vec<String> = t.col_counts().iter().map(u8::to_string).collect();
    out + &counts.join(" ") + "\n"
}

/// Reads a Tents document.
fn read(doc: &Map<String, Value>) -> Result<Tents, FormatError> {
    let rows = whole(doc, "rows", "rows", 4, 25)?;
    let cols = whole(doc, "cols", "cols", 4, 25)?;
    let Some(raw) = doc.get("trees") else {
        return Err(FormatError::field("trees", FieldProblem::MissingTrees));
    };
    let mut trees = Vec::new();
    for (i, pair) in list(raw, "trees")?.iter().enumerate() {
        let path = format!("trees[{i}]");
        let parts = list(pair, &path)?;
        if parts.len() != 2 {
            return Err(FormatError::field(path, FieldProblem::NotTree));
        }
        let r = number(Some(&parts[0]), &format!("{path}[0]"), 0, rows as i64 - 1)?;
        let c = number(Some(&parts[1]), &format!("{path}[1]"), 0, cols as i64 - 1)?;
        trees.push(r * cols + c);
    }
    let row_counts = numbers(doc, "row_counts", 0, cols as i64)?;
    let col_counts = numbers(doc, "col_counts", 0, rows as i64)?;
    Ok(Tents::new(rows, cols, trees, row_counts, col_counts)?)
}
