//! Each puzzle kind in one place: what the page draws for it (its
//! squares, the frame around the grid, the legend), what the words call
//! its levels and values, how a grid typed into it becomes a puzzle, and
//! how it is written as text and as JSON. One file per kind implements
//! [`Kind`]; [`kind_of`] is the one place that tells the kinds apart.
//!
//! The rest of the app asks a kind for what it can do ([`Kind::houses`],
//! [`Kind::cages`], [`Kind::regions`], [`Kind::level`]) rather than which
//! kind it is, so that a new kind with houses and cages (Killer Sudoku)
//! gets the sets panel, the cage labels and the explanations' marks
//! without a change elsewhere. [`latin_square`] is the template: the
//! smallest kind, to copy for a new one.

pub mod drawing;
pub mod hand;
mod kendoku;
pub mod lab;
#[cfg(not(target_arch = "wasm32"))]
pub mod latin_square;
pub mod queens;
mod skyscrapers;
mod star;
mod sudoku;
mod sudoku_frame;
mod sudoku_hints;
mod sudoku_lines;
pub use sudoku_frame::little_killer_clue;
pub mod tents;

use hand::HandPlay;

use serde_json::{Map, Value};

use crate::engine::Move;
use crate::format::{digit_char, FormatError};
use crate::i18n::{Lang, Numbers, T};
use crate::puzzles::{
    AnyPuzzle, Cage, Dot, DrawnLine, HouseKind, Houses, LittleKiller, Mask, Reason, Side,
};
use crate::teach::{Fact, Marks};
use drawing::{digit_squares, CellView, Frame, Scene};

/// What one level of the search chooses, which decides how moves are
/// named and drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// A cell, and the value in it (Sudoku, Kendoku, Skyscrapers, ...).
    Cell,
    /// A row of N-Queens, and the column of its queen.
    Row,
    /// A tree of Tents, and the side its tent stands on.
    Tree,
}

/// A rule inside or around the grid that a hint can be about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Kendoku's (or a Killer's) cage at this index.
    Cage(usize),
    /// A Skyscrapers clue: its side and its line along that side.
    Clue(Side, usize),
    /// A Sudoku's thermometer at this index.
    Thermo(usize),
    /// A Sudoku's arrow at this index.
    Arrow(usize),
    /// A Sudoku's kropki dot at this index.
    Dot(usize),
    /// A Sudoku's little killer at this index.
    LittleKiller(usize),
    /// A Sudoku's sandwich sum at this index.
    Sandwich(usize),
}

/// What the app needs of a puzzle kind beyond its rules (which the core
/// crate's `Constraints` gives). The defaults are those of a grid of
/// digits, one level per cell, with no houses, regions or cages.
pub trait Kind: HandPlay {
    /// What a level chooses.
    fn level(&self) -> Level {
        Level::Cell
    }

    /// The square the level `cell` is drawn on: the cell itself, a tree's
    /// square; none for a row of queens.
    fn level_square(&self, cell: usize) -> Option<usize> {
        Some(cell)
    }

    /// Whether `square` belongs to the level `cell` (its cell, a square
    /// of its row of queens, its tree).
    fn level_covers(&self, cell: usize, square: usize) -> bool {
        self.level_square(cell) == Some(square)
    }

    /// A value as sentences write it: `5`, `C`.
    fn value_word(&self, value: u8) -> String {
        digit_char(value).to_string()
    }

    /// A candidate as the chain lists it (Tents: arrows).
    fn candidate_word(&self, value: u8) -> String {
        self.value_word(value)
    }

    /// The value that stands for an empty square (a Skyscrapers gap).
    fn gap(&self) -> Option<u8> {
        None
    }

    /// The line under the Code panel for `classic`: what `moves(level)`
    /// lists for this kind.
    fn classic_caption(&self) -> T {
        T::CaptionClassic
    }

    /// The sentence for `fact` where the kind words it its own way
    /// (Tents); `None` for the common words.
    fn sentence(
        &self,
        _puzzle: &AnyPuzzle,
        _fact: &Fact,
        _lang: Lang,
        _numbers: &dyn Numbers,
    ) -> Option<String> {
        None
    }

    /// The houses (rows, columns, boxes, ...) whose values must differ.
    fn houses(&self) -> Option<&Houses> {
        None
    }

    /// The region of each square, where regions are drawn with thick
    /// borders (Sudoku's boxes and jigsaw pieces).
    fn regions(&self) -> Option<&[usize]> {
        None
    }

    /// Whether the regions are tinted (jigsaw pieces, not boxes).
    fn tinted_regions(&self) -> bool {
        false
    }

    /// The cages, each with its target and operation.
    fn cages(&self) -> &[Cage] {
        &[]
    }

    /// The thermometers, each a line of cells from its bulb.
    fn thermometers(&self) -> &[Vec<u16>] {
        &[]
    }

    /// The arrows, each its circle first and then its line.
    fn arrows(&self) -> &[Vec<u16>] {
        &[]
    }

    /// The rules that nothing on the board shows (anti-knight,
    /// anti-king), said under it.
    fn unseen_rules(&self) -> Vec<T> {
        Vec::new()
    }

    /// The kropki dots between side-by-side cells.
    fn dots(&self) -> &[Dot] {
        &[]
    }

    /// The whispers, palindromes and renbans drawn across the grid.
    fn drawn_lines(&self) -> &[DrawnLine] {
        &[]
    }

    /// The little killers beside the grid, and their diagonals (the
    /// same order).
    fn little_killers(&self) -> (&[LittleKiller], &[Vec<usize>]) {
        (&[], &[])
    }

    /// Each sandwich sum's row or column.
    fn sandwich_lines(&self) -> &[Vec<usize>] {
        &[]
    }

    /// A Killer cage's combinations: the sets of different digits that
    /// make its sum (none for other cages).
    fn cage_combinations(&self, _index: usize) -> &[Mask] {
        &[]
    }

    /// The index of the cage of `cell`, where there are cages.
    fn cage_of(&self, _cell: usize) -> Option<usize> {
        None
    }

    /// The signs the legend shows: a given's (none where there are no
    /// givens) and a move's.
    fn legend_signs(&self) -> (Option<&'static str>, &'static str) {
        (Some("5"), "5")
    }

    /// The squares of the board as drawn.
    fn squares(&self, scene: &Scene) -> Vec<CellView> {
        digit_squares(scene)
    }

    /// Whether its pieces attack squares, which the board can shade
    /// (N-Queens).
    fn attacks(&self) -> bool {
        false
    }

    /// The clues or counts around the grid with `values` on it.
    fn frame(&self, _values: &[u8], _reason: Option<&Reason>) -> Option<Frame> {
        None
    }

    /// The squares of the rules inside the grid (Kendoku's cages) that
    /// the person's `values` leave no way to meet.
    fn broken_squares(&self, _values: &[u8]) -> Vec<usize> {
        Vec::new()
    }

    /// The clues around the grid (side, line) that the person's `values`
    /// leave no way to meet.
    fn broken_clues(&self, _values: &[u8]) -> Vec<(Side, usize)> {
        Vec::new()
    }

    /// A value that a cage or a clue leaves an empty cell alone, where
    /// the houses' `candidates` leave it more: the rule, the cell, the
    /// value.
    fn forced_by_rule(&self, _values: &[u8], _candidates: &[Mask]) -> Option<(Rule, usize, u8)> {
        None
    }

    /// The clue on `side` at `line` (Skyscrapers), 0 for none.
    fn clue(&self, _side: Side, _line: usize) -> u8 {
        0
    }

    /// The N of an N-Queens board: the N field shows it, and a count of
    /// all its solutions is shared among workers row by row.
    fn queens_n(&self) -> Option<usize> {
        None
    }

    /// Whether a person may paint its regions (a Sudoku's jigsaw
    /// pieces), from [`Kind::regions`] as they are.
    fn paints_regions(&self) -> bool {
        false
    }

    /// The puzzle with `values` and the painted `regions` (one per
    /// square), where its regions may be painted; refused, naming a
    /// region and a cell of it, while a region is not whole.
    fn with_regions(
        &self,
        _values: &[u8],
        _regions: Vec<usize>,
    ) -> Option<Result<AnyPuzzle, FormatError>> {
        None
    }

    /// The Lab's prefilled code for this puzzle, if it has any.
    fn lab_code(&self) -> Option<lab::LabCode> {
        None
    }

    /// The puzzle's data as the learner's code in the Lab reads it
    /// (`GRID`, `N`, `CAGES`): Python assignments, one a line.
    fn lab_globals(&self) -> String {
        String::new()
    }

    /// The squares a rule covers (a cage's cells, a clue's line).
    fn rule_squares(&self, _rule: Rule) -> Vec<usize> {
        Vec::new()
    }

    /// The board marks for `reason`, why the move `mv` was refused.
    fn marks(&self, reason: &Reason, _mv: Move, marks: &mut Marks) {
        common_marks(self, reason, marks);
    }

    /// The givens, one per square, 0 for none, where the kind has them.
    fn givens(&self) -> Option<&[u8]> {
        None
    }

    /// The given of `cell`, never overwritten by typing.
    fn given_of(&self, cell: usize) -> Option<u8> {
        self.givens()?.get(cell).copied().filter(|&g| g != 0)
    }

    /// The largest value a person types into a cell; 0 where nothing is
    /// typed (queens are placed by clicking, tents not at all).
    fn typed_max(&self) -> usize;

    /// The puzzle to solve with `values` typed into the grid: the typed
    /// values become givens where the kind has givens. Refused, naming
    /// the place, when they break a rule.
    fn with_typed(&self, values: &[u8]) -> Result<AnyPuzzle, FormatError>;

    /// A solution (`values`, one per level) drawn as plain text, as the
    /// command line prints it (not built into the page, which never
    /// prints one and would download it in every kind's table).
    #[cfg(not(target_arch = "wasm32"))]
    fn text_grid(&self, values: &[u8]) -> String;

    /// The puzzle's JSON document (see [`crate::format::from_json`]).
    fn json(&self) -> Value;
}

/// The kind of `puzzle`: the one match on [`AnyPuzzle`] that the app's
/// words and drawings need.
pub fn kind_of(puzzle: &AnyPuzzle) -> &dyn Kind {
    match puzzle {
        AnyPuzzle::Sudoku(p) => p,
        AnyPuzzle::Queens(p) => p,
        AnyPuzzle::Kendoku(p) => p,
        AnyPuzzle::Skyscrapers(p) => p,
        AnyPuzzle::Tents(p) => p,
        AnyPuzzle::Star(p) => p,
        #[cfg(not(target_arch = "wasm32"))]
        AnyPuzzle::LatinSquare(p) => p,
    }
}

/// A kind as a JSON document names it, with the reader of its document.
pub struct KindName {
    /// `"kind"` in the document; the first is the one written.
    pub names: &'static [&'static str],
    /// Reads the rest of the document.
    pub read: fn(&Map<String, Value>) -> Result<AnyPuzzle, FormatError>,
}

/// Every kind a JSON document may name.
pub const KIND_NAMES: &[KindName] = &[
    sudoku::NAME,
    queens::NAME,
    kendoku::NAME,
    skyscrapers::NAME,
    tents::NAME,
    star::NAME,
    #[cfg(not(target_arch = "wasm32"))]
    latin_square::NAME,
];

/// The marks every kind with houses shares: the house that holds the
/// value and the cell holding it, the cage that missed its target, the
/// square left without candidates.
pub fn common_marks<K: Kind + ?Sized>(kind: &K, reason: &Reason, marks: &mut Marks) {
    match reason {
        Reason::InHouse { house, at } => {
            marks.culprit = Some(*at);
            marks.lit = kind
                .houses()
                .map(|h| house_cells(h, *house))
                .unwrap_or_default();
        }
        Reason::Cage { cage, .. } => {
            marks.lit = kind
                .cages()
                .get(*cage)
                .map(|c| c.cells.iter().map(|&c| c as usize).collect())
                .unwrap_or_default();
        }
        Reason::Thermo { thermo, at, .. } => {
            marks.culprit = at.map(|(cell, _)| cell);
            marks.lit = kind
                .thermometers()
                .get(*thermo)
                .map(|line| line.iter().map(|&c| c as usize).collect())
                .unwrap_or_default();
        }
        Reason::Arrow { arrow, .. } => {
            marks.lit = kind
                .arrows()
                .get(*arrow)
                .map(|cells| cells.iter().map(|&c| c as usize).collect())
                .unwrap_or_default();
        }
        Reason::Kropki { at, .. } => marks.culprit = Some(at.0),
        Reason::LittleKiller { killer, .. } => {
            let diagonals = kind.little_killers().1;
            marks.lit = diagonals.get(*killer).cloned().unwrap_or_default();
        }
        Reason::Sandwich { sandwich } => {
            let lines = kind.sandwich_lines();
            marks.lit = lines.get(*sandwich).cloned().unwrap_or_default();
        }
        Reason::OnLine { line, at, .. } => {
            marks.culprit = Some(at.0);
            marks.lit = line_cells(kind, *line);
        }
        Reason::Renban { line, at, .. } => {
            marks.culprit = at.map(|(cell, _)| cell);
            marks.lit = line_cells(kind, *line);
        }
        Reason::Parity { .. } => {}
        Reason::Apart { at, .. } => marks.culprit = Some(*at),
        Reason::NoCandidate { cell } => marks.empty = kind.level_square(*cell),
        Reason::Attacked { .. }
        | Reason::Clue { .. }
        | Reason::Gaps { .. }
        | Reason::TentNear { .. }
        | Reason::TentCount { .. }
        | Reason::Paired { .. } => {}
    }
}

/// The cells of drawn line `line` of `kind`.
fn line_cells<K: Kind + ?Sized>(kind: &K, line: usize) -> Vec<usize> {
    (kind.drawn_lines().get(line)).map_or_else(Vec::new, |l| l.cells.clone())
}

/// The cells of the house `kind` among `houses`.
pub fn house_cells(houses: &Houses, kind: HouseKind) -> Vec<usize> {
    houses
        .kinds()
        .iter()
        .position(|&k| k == kind)
        .map(|h| houses.houses()[h].iter().map(|&c| c as usize).collect())
        .unwrap_or_default()
}

/// The squares of a row or a column of a grid of `rows` x `cols`, for
/// marks (none for another kind of house).
pub fn line_squares(house: HouseKind, rows: usize, cols: usize) -> Vec<usize> {
    match house {
        HouseKind::Row(r) => (0..cols).map(|c| r * cols + c).collect(),
        HouseKind::Column(c) => (0..rows).map(|r| r * cols + c).collect(),
        HouseKind::Box(_)
        | HouseKind::Region(_)
        | HouseKind::Diagonal(_)
        | HouseKind::Extra(_)
        | HouseKind::Cage(_)
        | HouseKind::Triangle(_)
        | HouseKind::StarLine(..) => Vec::new(),
    }
}

/// Rows of `side` values as text, separated by spaces: the plain grid.
#[cfg(not(target_arch = "wasm32"))]
pub fn plain_rows(values: &[u8], side: usize) -> String {
    let mut out = String::new();
    for row in values.chunks(side.max(1)) {
        let cells: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    out
}

/// One domain per cell: the value where there is one, the houses'
/// candidates where the cell is empty.
pub fn domains_of(values: &[u8], candidates: &[Mask]) -> Vec<Mask> {
    values
        .iter()
        .zip(candidates)
        .map(|(&v, &c)| if v == 0 { c } else { 1 << v })
        .collect()
}

/// The first empty cell among `cells` whose domain narrowed to one value
/// from more candidates.
pub fn newly_single(
    cells: impl IntoIterator<Item = usize>,
    values: &[u8],
    candidates: &[Mask],
    narrowed: &[Mask],
) -> Option<(usize, u8)> {
    cells.into_iter().find_map(|c| {
        let single = values[c] == 0 && narrowed[c].count_ones() == 1;
        (single && candidates[c].count_ones() > 1).then(|| (c, narrowed[c].trailing_zeros() as u8))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{from_json, to_json};
    use crate::library::{library_puzzle, LIBRARY};

    /// Every kind of the library, and the template.
    fn one_of_each() -> Vec<AnyPuzzle> {
        let mut puzzles: Vec<AnyPuzzle> = LIBRARY
            .iter()
            .map(|(_, text)| crate::format::parse_puzzle(text).unwrap())
            .collect();
        puzzles.push(from_json(r#"{"kind":"latin","givens":"1..."}"#).unwrap());
        puzzles
    }

    #[test]
    fn every_kind_is_named_once_and_its_json_reads_back_as_itself() {
        let puzzles = one_of_each();
        for kind in KIND_NAMES {
            assert!(
                puzzles.iter().any(|p| p.kind() == kind.names[0]),
                "{} is in no test puzzle",
                kind.names[0]
            );
        }
        for p in &puzzles {
            let named = KIND_NAMES.iter().filter(|k| k.names[0] == p.kind());
            assert_eq!(named.count(), 1, "{}", p.kind());
            assert_eq!(from_json(&to_json(p)).unwrap().spec(), p.spec());
        }
    }

    #[test]
    fn a_kind_without_houses_regions_or_cages_says_so() {
        let queens = library_puzzle("8 queens");
        let kind = kind_of(&queens);
        assert!(kind.houses().is_none() && kind.regions().is_none());
        assert!(kind.cages().is_empty() && kind.cage_of(0).is_none());
        let kendoku = library_puzzle("Kendoku 009");
        assert_eq!(kind_of(&kendoku).cage_of(0), Some(0));
        assert!(kind_of(&kendoku).regions().is_none());
    }
}
