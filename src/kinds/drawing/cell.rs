//! One square as drawn: its state (told apart by shape as well as
//! colour), what it shows, its classes and its accessible name.

use super::arrows::ArrowPiece;
use super::drawn_lines::DrawnPiece;
use super::lines::{DotMark, LinePiece};
use super::squares::Scene;
use crate::engine::{Event, Move};
use crate::i18n::{Lang, T};
use crate::puzzles::BoardShape;

/// The state of a square, for its style and its accessible name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CellState {
    /// Nothing in it.
    #[default]
    Empty,
    /// A given of the puzzle.
    Given,
    /// Typed by the user (no run).
    Typed,
    /// Recorded by the search.
    Placed,
    /// The candidate being tried.
    Trying,
    /// The candidate just rejected.
    Rejected,
    /// Just recorded.
    PlacedNow,
    /// Just taken back.
    Undone,
    /// Tents: a tree (fixed, like a given).
    Tree,
}

impl CellState {
    /// The CSS class.
    pub fn class(self) -> &'static str {
        match self {
            CellState::Empty => "empty",
            CellState::Given => "given",
            CellState::Typed => "typed",
            CellState::Placed => "placed",
            CellState::Trying => "trying",
            CellState::Rejected => "rejected",
            CellState::PlacedNow => "placed-now",
            CellState::Undone => "undone",
            CellState::Tree => "tree",
        }
    }

    /// The sign that tells the state without colour (the grid's style
    /// sheet draws the same ones).
    pub fn sign(self) -> Option<&'static str> {
        match self {
            CellState::Trying => Some("?"),
            CellState::Rejected => Some("✗"),
            CellState::PlacedNow => Some("✓"),
            CellState::Undone => Some("↶"),
            _ => None,
        }
    }

    /// The move of `event` and the state it gives its square (none for
    /// a solution or the end).
    pub fn of_event(event: Event) -> Option<(Move, CellState)> {
        match event {
            Event::Try { mv, .. } => Some((mv, CellState::Trying)),
            Event::Reject { mv, .. } => Some((mv, CellState::Rejected)),
            Event::Place { mv, .. } => Some((mv, CellState::PlacedNow)),
            Event::Undo { mv, .. } => Some((mv, CellState::Undone)),
            _ => None,
        }
    }

    /// The word for the accessible name, if the state has one.
    pub fn word(self) -> Option<T> {
        match self {
            CellState::Empty | CellState::Typed => None,
            CellState::Given => Some(T::CellGiven),
            CellState::Placed => Some(T::CellPlaced),
            CellState::Trying => Some(T::CellTrying),
            CellState::Rejected => Some(T::CellRejected),
            CellState::PlacedNow => Some(T::CellPlacedNow),
            CellState::Undone => Some(T::CellUndone),
            CellState::Tree => None,
        }
    }
}

/// One square as drawn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CellView {
    /// The big text: a digit, a queen, a tree or a tent.
    pub text: String,
    /// Its state.
    pub state: CellState,
    /// CSS classes besides the state: borders, marks, selection.
    pub classes: Vec<&'static str>,
    /// The accessible name: row, column, value, state.
    pub label: String,
    /// Kendoku: the cage's target and operation, in the corner.
    pub corner: Option<String>,
    /// propagate: the candidates, each with whether this step struck it.
    pub candidates: Vec<(char, bool)>,
    /// The person's corner marks, in order (an empty cell of their own
    /// grid).
    pub corner_marks: String,
    /// The person's colour, 1 to 9; 0 for none.
    pub colour: u8,
    /// The thermometers' piece drawn on the square, if any.
    pub line: Option<LinePiece>,
    /// The kropki dots drawn on its right and bottom sides.
    pub dots: Vec<DotMark>,
    /// The arrows' piece drawn on the square, if any.
    pub arrow: Option<ArrowPiece>,
    /// Shaded odd (`Some(true)`: a grey circle) or even (a grey square).
    pub parity: Option<bool>,
    /// The whispers', palindromes' and renbans' pieces drawn on it.
    pub drawn: Vec<DrawnPiece>,
}

impl CellView {
    /// What the square draws over itself and its sides, as markup.
    pub fn drawn_over(&self) -> Option<String> {
        let shade = self.parity.map(|odd| match odd {
            true => r#"<span class="parity odd" aria-hidden="true"></span>"#,
            false => r#"<span class="parity even" aria-hidden="true"></span>"#,
        });
        let arrow = self.arrow.as_ref().map(ArrowPiece::svg);
        let drawn = self.drawn.iter().map(DrawnPiece::svg);
        let shapes = (shade.map(str::to_owned).into_iter())
            .chain(drawn)
            .chain(arrow)
            .reduce(|a, b| a + &b);
        super::lines::drawn_over(self.line.as_ref(), shapes, &self.dots)
    }
}

/// The accessible name of a square: where it is, what it holds, its state.
pub fn label(scene: &Scene, square: usize, word: &str, state: CellState) -> String {
    match scene.puzzle.board_shape() {
        BoardShape::Grid { cols, .. } => grid_label(scene.lang, square, cols, word, state),
        BoardShape::Star => with_state(
            scene.lang,
            format!("{} {word}", scene.puzzle.square_name(square)),
            state,
        ),
    }
}

/// The accessible name of square `square` of a grid `cols` wide: its row
/// and column, `word` (what it shows) and its state's word, if any.
pub fn grid_label(lang: Lang, square: usize, cols: usize, word: &str, state: CellState) -> String {
    let place = lang.fill(
        T::CellLabel,
        &[
            &(square / cols + 1).to_string(),
            &(square % cols + 1).to_string(),
            word,
        ],
    );
    with_state(lang, place, state)
}

/// `label` followed by the state's word, if the state has one.
pub fn with_state(lang: Lang, mut label: String, state: CellState) -> String {
    if let Some(t) = state.word() {
        label += &format!(", {}", lang.t(t));
    }
    label
}
