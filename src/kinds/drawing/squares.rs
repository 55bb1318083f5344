//! What every board's squares are drawn from ([`Scene`]), and the squares
//! of a board of digits (Sudoku, Kendoku, Skyscrapers, the star); the
//! kinds that draw other things (queens, trees and tents) draw them in
//! their kind's file.

use super::arrows::arrow_piece;
use super::cell::{label, CellState, CellView};
use super::drawn_lines::{drawn_pieces, little_killer_words};
use super::frame::{borders, cage_edges, corner, shading, tints, EXTRA_SHADES};
use super::lines::{dot_marks, line_piece};
use crate::engine::Move;
use crate::format::digit_char;
use crate::i18n::{Lang, T};
use crate::kinds::kind_of;
use crate::puzzles::{bit, conflicts, values_of, AnyPuzzle, DotKind, Mask};
use crate::teach::Marks;

/// The sign of a queen, a tree, a tent, grass and a gap.
pub const QUEEN: &str = "♛";
/// A tree.
pub const TREE: &str = "♣";
/// A tent.
pub const TENT: &str = "▲";
/// A square where no tent can stand.
pub const GRASS: &str = "·";
/// A Skyscrapers gap (no building).
pub const GAP: &str = "–";

/// The signs the legend under the board shows: a given's (none where the
/// puzzle has no givens: N-Queens) and a move's, as the board draws them.
pub fn legend_signs(puzzle: &AnyPuzzle) -> (Option<&'static str>, &'static str) {
    kind_of(puzzle).legend_signs()
}

/// The classes of the person's colours 1 to 9 (the style sheet gives
/// each its tint and its sign).
const COLOUR_CLASSES: [&str; 9] = [
    "colour-1", "colour-2", "colour-3", "colour-4", "colour-5", "colour-6", "colour-7", "colour-8",
    "colour-9",
];

/// The person's own marks beside the notes (see `page::document::marks`).
#[derive(Clone, Copy)]
pub struct OwnMarks<'a> {
    /// Each cell's corner marks.
    pub corners: &'a [Mask],
    /// Each cell's colour, 0 for none.
    pub colours: &'a [u8],
}

/// What every kind of square is drawn from.
pub struct Scene<'a> {
    /// The puzzle.
    pub puzzle: &'a AnyPuzzle,
    /// The values typed into the grid being edited (its givens among
    /// them), one per cell.
    pub typed: &'a [u8],
    /// The values on the board, one per cell (level).
    pub values: &'a [u8],
    /// A run's values are shown (not the typed ones).
    pub searched: bool,
    /// The event on screen and the state it gives its square.
    pub event: Option<(Move, CellState)>,
    /// The explanation's marks.
    pub marks: Option<&'a Marks>,
    /// propagate's candidates, one list per cell.
    pub candidates: Option<&'a [Mask]>,
    /// The selected square.
    pub selected: Option<usize>,
    /// Shade the squares the placed pieces attack (N-Queens).
    pub shade_attacks: bool,
    /// The entries a check found wrong.
    pub wrong: &'a [usize],
    /// The squares of rules the person's entries broke (a cage).
    pub broken: &'a [usize],
    /// The cells of the values the person is trying (savepoints).
    pub tried: &'a [usize],
    /// The person's corner marks and colours, on their own grid.
    pub own_marks: Option<OwnMarks<'a>>,
    /// A Tents board's marks as the person made them, when they are shown
    /// (not a run's tents).
    pub camp: Option<&'a [u8]>,
    /// The page's language.
    pub lang: Lang,
}

impl Scene<'_> {
    /// The square of the event on screen, with its value and state.
    pub fn event_square(&self) -> Option<(usize, u8, CellState)> {
        let (mv, state) = self.event?;
        let square = self
            .puzzle
            .square_of(mv.cell as usize, u32::from(mv.value))?;
        Some((square, mv.value, state))
    }

    /// The classes of the explanation's marks and the selection.
    pub fn mark_classes(&self, square: usize, classes: &mut Vec<&'static str>) {
        if let Some(m) = self.marks {
            if m.culprit == Some(square) {
                classes.push("culprit");
            }
            if m.lit.contains(&square) {
                classes.push("lit");
            }
            if m.empty == Some(square) {
                classes.push("wiped");
            }
        }
        if self.selected == Some(square) {
            classes.push("selected");
        }
    }

    /// The candidates of `cell` that this step struck.
    pub fn struck(&self, cell: usize) -> Mask {
        self.marks
            .and_then(|m| m.struck.iter().find(|s| s.cell == cell))
            .map_or(0, |s| s.values)
    }
}

/// What every square of a digit board is drawn with, worked out once
/// for the board.
struct DigitBoard {
    /// The typed values that clash with another (none while a run is
    /// shown).
    clashes: Vec<bool>,
    /// The value of a Skyscrapers gap, if the puzzle has gaps.
    gap: Option<u8>,
    /// The squares on a diagonal house, drawn shaded.
    diagonal: Vec<usize>,
    /// The squares of extra regions with their region's number, drawn shaded.
    extra: Vec<(usize, usize)>,
    /// Each square's jigsaw tint (empty when regions are boxes).
    tint: Vec<&'static str>,
    /// The square of the event on screen, its value and state.
    event: Option<(usize, u8, CellState)>,
}

impl DigitBoard {
    /// What `scene`'s squares are drawn with.
    fn of(scene: &Scene) -> Self {
        let clashes = if scene.searched {
            vec![false; scene.values.len()]
        } else {
            conflicts(scene.puzzle, scene.typed)
        };
        let gap = kind_of(scene.puzzle).gap();
        let (diagonal, extra) = shading(scene.puzzle);
        DigitBoard {
            clashes,
            gap,
            diagonal,
            extra,
            tint: tints(scene.puzzle),
            event: scene.event_square(),
        }
    }
}

/// Squares holding digits, one per cell.
pub fn digit_squares(scene: &Scene) -> Vec<CellView> {
    let board = DigitBoard::of(scene);
    (0..scene.puzzle.squares())
        .map(|sq| digit_square(scene, &board, sq))
        .collect()
}

/// Square `sq` of a digit board.
fn digit_square(scene: &Scene, board: &DigitBoard, sq: usize) -> CellView {
    let mut classes = borders(scene.puzzle, sq);
    classes.extend(cage_edges(scene.puzzle, sq));
    classes.extend(board.tint.get(sq));
    let (value, state) = digit_value(scene, board, sq);
    if board.clashes[sq] {
        classes.push("clash");
    }
    // What the person's play marks on the square: a class, and words.
    let flags = [
        (scene.wrong.contains(&sq), "wrong", T::CellWrong),
        (scene.broken.contains(&sq), "broken", T::CellBrokenRule),
        (scene.tried.contains(&sq), "tried", T::CellTried),
    ];
    let flags: Vec<(&str, T)> = (flags.into_iter())
        .filter_map(|(on, class, word)| on.then_some((class, word)))
        .collect();
    classes.extend(flags.iter().map(|&(class, _)| class));
    let text = match value {
        0 => String::new(),
        v if Some(v) == board.gap => {
            classes.push("gap");
            GAP.to_string()
        }
        v => digit_char(v).to_string(),
    };
    if board.diagonal.contains(&sq) {
        classes.push("diagonal");
    }
    if let Some(&(_, region)) = board.extra.iter().find(|&&(c, _)| c == sq) {
        classes.push("extra");
        classes.push(EXTRA_SHADES[region % EXTRA_SHADES.len()]);
    }
    scene.mark_classes(sq, &mut classes);
    let candidates = if text.is_empty() {
        pencil_marks(scene, sq, board.gap)
    } else {
        Vec::new()
    };
    let word = if text.is_empty() {
        scene.lang.t(T::CellEmpty).to_string()
    } else if Some(value) == board.gap {
        scene.lang.t(T::CellGap).to_string()
    } else {
        text.clone()
    };
    // A screen reader hears the cage label a sighted reader sees, before
    // the value, as they are seen.
    let corner = corner(scene.puzzle, sq);
    let word = match &corner {
        Some(cage) => format!("{}, {word}", scene.lang.fill(T::HouseCage, &[cage])),
        None => word,
    };
    let mut label = label(scene, sq, &word, state);
    for &(_, word) in &flags {
        label = format!("{label}, {}", scene.lang.t(word));
    }
    label.push_str(&candidates_words(scene.lang, &candidates));
    let (corner_marks, colour) = own_marks(scene, sq, &text, &mut classes);
    label.push_str(&own_marks_words(scene.lang, &corner_marks, colour));
    let mut view = CellView {
        text,
        state,
        classes,
        corner,
        candidates,
        corner_marks,
        colour,
        ..CellView::default()
    };
    label.push_str(&drawn_across(scene, sq, &mut view));
    view.label = label;
    view
}

/// What square `sq` draws of the lines, arrows and dots across the grid
/// and of its shade, put in `view`, and their words for a screen reader:
/// ", thermometer 2, cell 2 of 3 from the bulb, white dot with r1c8".
fn drawn_across(scene: &Scene, sq: usize, view: &mut CellView) -> String {
    let mut words = String::new();
    let line = line_piece(scene.puzzle, sq);
    for &(thermo, place, len) in line.iter().flat_map(|piece| &piece.on) {
        let args = [&*thermo.to_string(), &place.to_string(), &len.to_string()];
        words = format!("{words}, {}", scene.lang.fill(T::CellOnThermo, &args));
    }
    let drawn = drawn_pieces(scene.puzzle, sq);
    for piece in &drawn {
        words = format!("{words}, {}", piece.words(scene.lang));
    }
    words += &little_killer_words(scene.puzzle, sq, scene.lang);
    let arrow = arrow_piece(scene.puzzle, sq);
    for &(number, place, len) in arrow.iter().flat_map(|piece| &piece.on) {
        let (number, place, len) = (number.to_string(), place.to_string(), len.to_string());
        let said = match place.as_str() {
            "0" => scene.lang.fill(T::CellArrowCircle, &[&number]),
            _ => scene.lang.fill(T::CellOnArrow, &[&number, &place, &len]),
        };
        words = format!("{words}, {said}");
    }
    let (dots, with) = dot_marks(scene.puzzle, sq);
    for (other, kind) in with {
        let key = match kind {
            DotKind::White => T::CellDotWhite,
            DotKind::Black => T::CellDotBlack,
            DotKind::X => T::CellMarkX,
            DotKind::V => T::CellMarkV,
        };
        let other = scene.puzzle.cell_name(other);
        words = format!("{words}, {}", scene.lang.fill(key, &[&other]));
    }
    view.parity = parity_of(scene.puzzle, sq);
    if let Some(odd) = view.parity {
        let key = if odd { T::CellOdd } else { T::CellEven };
        words = format!("{words}, {}", scene.lang.t(key));
    }
    (view.line, view.arrow, view.dots, view.drawn) = (line, arrow, dots, drawn);
    words
}

/// Whether square `sq` is shaded odd or even, on a Sudoku.
fn parity_of(puzzle: &AnyPuzzle, sq: usize) -> Option<bool> {
    match puzzle {
        AnyPuzzle::Sudoku(s) => s.parity()?.of(sq),
        _ => None,
    }
}

/// The words a screen reader hears of the pencil marks a sighted reader
/// sees: ", candidates 2 3 6" (none struck).
fn candidates_words(lang: Lang, candidates: &[(char, bool)]) -> String {
    let marks: Vec<String> = (candidates.iter())
        .filter(|(_, struck)| !struck)
        .map(|(mark, _)| mark.to_string())
        .collect();
    match marks.is_empty() {
        true => String::new(),
        false => format!(", {}", lang.fill(T::CellCandidates, &[&marks.join(" ")])),
    }
}

/// The person's corner marks of square `sq` (while it shows no value
/// `text`) and its colour, with their classes.
fn own_marks(
    scene: &Scene,
    sq: usize,
    text: &str,
    classes: &mut Vec<&'static str>,
) -> (String, u8) {
    let Some(own) = scene.own_marks else {
        return (String::new(), 0);
    };
    let corners: String = match (text.is_empty(), own.corners.get(sq)) {
        (true, Some(&mask)) => crate::puzzles::values_of(mask)
            .map(|v| digit_char(v as u8))
            .collect(),
        _ => String::new(),
    };
    if !corners.is_empty() {
        classes.push("cornered");
    }
    let colour = own.colours.get(sq).copied().unwrap_or(0);
    if colour != 0 {
        classes.push(COLOUR_CLASSES[(colour as usize - 1) % COLOUR_CLASSES.len()]);
    }
    // The digit of the selected cell, lit wherever it stands: where else
    // it is, and so where it cannot go.
    let value = scene.values.get(sq).copied().unwrap_or(0);
    let chosen = scene.selected.and_then(|s| scene.values.get(s)).copied();
    if value != 0 && chosen == Some(value) && scene.selected != Some(sq) {
        classes.push("same");
    }
    (corners, colour)
}

/// The words a screen reader hears of a square's corner marks and
/// colour, after its label: ", corner marks 1 5, colour 3".
fn own_marks_words(lang: Lang, corner_marks: &str, colour: u8) -> String {
    let mut words = String::new();
    if !corner_marks.is_empty() {
        let spaced: Vec<String> = corner_marks.chars().map(String::from).collect();
        words += &format!(", {}", lang.fill(T::CellCornerMarks, &[&spaced.join(" ")]));
    }
    if colour != 0 {
        words += &format!(", {}", lang.fill(T::CellColour, &[&colour.to_string()]));
    }
    words
}

/// The value square `sq` shows and its state: the given, the typed or
/// searched value, or the value of the event on screen.
fn digit_value(scene: &Scene, board: &DigitBoard, sq: usize) -> (u8, CellState) {
    // While a run is shown, the typed values are its givens.
    let loaded = kind_of(scene.puzzle).given_of(sq);
    let given = loaded.is_some() || (scene.searched && scene.typed[sq] != 0);
    let value = match loaded {
        Some(g) => g,
        None if given => scene.typed[sq],
        None => scene.values[sq],
    };
    if let Some((_, v, s)) = board.event.filter(|e| e.0 == sq) {
        // A taken-back value stays visible (faded), so the step back is seen.
        return (v, s);
    }
    let state = if value == 0 {
        CellState::Empty
    } else if given {
        CellState::Given
    } else if scene.searched {
        CellState::Placed
    } else {
        CellState::Typed
    };
    (value, state)
}

/// propagate's candidates of an empty square as pencil marks, each with
/// whether this step struck it (`–` for a gap).
fn pencil_marks(scene: &Scene, sq: usize, gap: Option<u8>) -> Vec<(char, bool)> {
    let Some(domains) = scene.candidates else {
        return Vec::new();
    };
    let struck = scene.struck(sq);
    values_of(domains[sq] | struck)
        .map(|v| {
            let mark = if Some(v as u8) == gap {
                '–'
            } else {
                digit_char(v as u8)
            };
            (mark, struck & bit(v) != 0)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::library_puzzle;

    #[test]
    fn the_legend_shows_the_signs_the_board_draws() {
        let sign = |name: &str| legend_signs(&library_puzzle(name));
        assert_eq!(sign("8 queens"), (None, QUEEN));
        assert_eq!(sign("Tents"), (Some(TREE), TENT));
        assert_eq!(sign("Presse"), (Some("5"), "5"));
        assert_eq!(sign("Kendoku 009"), (Some("5"), "5"));
    }
}
