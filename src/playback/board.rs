//! What each square of the board shows: its value, its state (told apart
//! by shape as well as colour), the marks of the step's explanation, the
//! candidates. Pure: the board component only draws these.

use super::{Editor, Model, Run, Taught};
use crate::engine::Event;
use crate::format::digit_char;
use crate::i18n::Lang;
use crate::i18n::T;
use crate::puzzles::{bit, values_of, AnyPuzzle, HouseKind};
use crate::solve::board_of;

/// The state of a square, for its style and its accessible name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellState {
    /// Nothing in it.
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
        }
    }
}

/// One square as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct CellView {
    /// The big text: a digit, or a queen.
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
}

/// What a board shows: the grid, a run and its facts.
pub struct BoardInput<'a> {
    /// The grid being edited (its givens and typed values).
    pub editor: &'a Editor,
    /// The run shown, if any.
    pub run: Option<&'a Run>,
    /// A solution board shown over the moment.
    pub browsing: Option<usize>,
    /// The facts of the moment (marks, candidates).
    pub taught: Option<&'a Taught>,
    /// The selected square, if the board has one.
    pub selected: Option<usize>,
    /// The page's language.
    pub lang: Lang,
}

/// The squares of the page's board, row-major.
pub fn cell_views(model: &Model) -> Vec<CellView> {
    squares(&BoardInput {
        editor: &model.editor,
        run: model.run.as_ref(),
        browsing: model.browsing,
        taught: model.taught.as_deref(),
        selected: Some(model.selected),
        lang: model.lang,
    })
}

/// The squares of a board, row-major.
pub fn squares(input: &BoardInput) -> Vec<CellView> {
    let editor = input.editor;
    let puzzle = editor.puzzle();
    let side = editor.side();
    let queens = matches!(puzzle, AnyPuzzle::Queens(_));
    let run = input.run;
    let browsed = run.and_then(|r| input.browsing.and_then(|i| r.solutions.get(i)));
    let stepping = run.filter(|r| r.stepping == Some(true));
    // The values on the board: a solution browsed, the search's, or typed.
    let values: Vec<u8> = match (browsed, stepping) {
        (Some(s), _) => s.board.clone(),
        (None, Some(r)) => board_of(&r.moment.path, puzzle.cells()),
        (None, None) => editor.values().to_vec(),
    };
    let searched = browsed.is_some() || stepping.is_some();
    let event = if browsed.is_some() {
        None
    } else {
        stepping.and_then(|r| r.moment.event)
    };
    let (event_square, event_value, event_state) = match event {
        Some(Event::Try { mv, .. }) => (Some(square(puzzle, mv)), mv.value, CellState::Trying),
        Some(Event::Reject { mv, .. }) => (Some(square(puzzle, mv)), mv.value, CellState::Rejected),
        Some(Event::Place { mv, .. }) => (Some(square(puzzle, mv)), mv.value, CellState::PlacedNow),
        Some(Event::Undo { mv, .. }) => (Some(square(puzzle, mv)), mv.value, CellState::Undone),
        _ => (None, 0, CellState::Empty),
    };
    let marks = input
        .taught
        .filter(|_| browsed.is_none() && stepping.is_some())
        .map(|t| &t.explanation.marks);
    let candidates = input
        .taught
        .filter(|_| browsed.is_none())
        .and_then(|t| t.candidates.as_ref());
    let clashes = if searched {
        vec![false; values.len()]
    } else {
        editor.conflicts()
    };
    let (diagonal, extra) = shading(puzzle);
    (0..side * side)
        .map(|sq| {
            let (r, c) = (sq / side, sq % side);
            let mut classes = borders(puzzle, r, c, side);
            let (mut text, mut state);
            if queens {
                let queen = values.get(r).is_some_and(|&v| v as usize == c + 1);
                if (r + c) % 2 == 1 {
                    classes.push("dark");
                }
                state = if queen && searched {
                    CellState::Placed
                } else if queen {
                    CellState::Typed
                } else {
                    CellState::Empty
                };
                text = if queen {
                    "♛".to_string()
                } else {
                    String::new()
                };
                if event_square == Some(sq) {
                    state = event_state;
                    text = "♛".to_string();
                }
                if clashes.get(r).copied().unwrap_or(false) && queen {
                    classes.push("clash");
                }
            } else {
                // While a run is shown, the typed values are its givens.
                let given = editor.is_given(sq) || (searched && editor.values()[sq] != 0);
                let mut value = match editor.given(sq) {
                    Some(g) => g,
                    None if given => editor.values()[sq],
                    None => values[sq],
                };
                state = if value == 0 {
                    CellState::Empty
                } else if given {
                    CellState::Given
                } else if searched {
                    CellState::Placed
                } else {
                    CellState::Typed
                };
                if event_square == Some(sq) {
                    state = event_state;
                    // A taken-back value stays visible (faded), so the step back is seen.
                    value = event_value;
                }
                if clashes[sq] {
                    classes.push("clash");
                }
                text = if value == 0 {
                    String::new()
                } else {
                    digit_char(value).to_string()
                };
            }
            if diagonal.contains(&sq) {
                classes.push("diagonal");
            }
            if extra.contains(&sq) {
                classes.push("extra");
            }
            if let Some(m) = marks {
                if m.culprit == Some(sq) {
                    classes.push("culprit");
                }
                if m.lit.contains(&sq) {
                    classes.push("lit");
                }
                if m.empty == Some(sq) && !queens {
                    classes.push("wiped");
                }
            }
            if input.selected == Some(sq) {
                classes.push("selected");
            }
            let cands = match (candidates, queens) {
                (Some(d), false) if text.is_empty() => {
                    let struck = marks
                        .and_then(|m| m.struck.iter().find(|s| s.cell == sq))
                        .map_or(0, |s| s.values);
                    values_of(d[sq] | struck)
                        .map(|v| (digit_char(v as u8), struck & bit(v) != 0))
                        .collect()
                }
                _ => Vec::new(),
            };
            let lang = input.lang;
            let word = if text.is_empty() {
                lang.t(T::CellEmpty).to_string()
            } else if queens {
                lang.t(T::CellQueen).to_string()
            } else {
                text.clone()
            };
            let mut label = lang.fill(
                T::CellLabel,
                &[&(r + 1).to_string(), &(c + 1).to_string(), &word],
            );
            if let Some(t) = state.word() {
                label += &format!(", {}", lang.t(t));
            }
            CellView {
                text,
                state,
                classes,
                label,
                corner: corner(puzzle, sq),
                candidates: cands,
            }
        })
        .collect()
}

/// The square of a move: the cell, or for N-Queens `row * n + column`.
fn square(puzzle: &AnyPuzzle, mv: crate::engine::Move) -> usize {
    match puzzle {
        AnyPuzzle::Queens(q) => mv.cell as usize * q.n() + mv.value as usize - 1,
        _ => mv.cell as usize,
    }
}

/// Thick borders between boxes, regions or cages.
fn borders(puzzle: &AnyPuzzle, r: usize, c: usize, side: usize) -> Vec<&'static str> {
    let group = |r: usize, c: usize| -> usize {
        match puzzle {
            AnyPuzzle::Sudoku(s) => s.region_of()[r * side + c],
            AnyPuzzle::Kendoku(k) => k.cage_of(r * side + c),
            AnyPuzzle::Queens(_) => 0,
        }
    };
    let me = group(r, c);
    let mut out = Vec::new();
    if r + 1 < side && group(r + 1, c) != me {
        out.push("thick-bottom");
    }
    if c + 1 < side && group(r, c + 1) != me {
        out.push("thick-right");
    }
    out
}

/// The cells on a diagonal house, and those of extra regions: drawn shaded.
fn shading(puzzle: &AnyPuzzle) -> (Vec<usize>, Vec<usize>) {
    let AnyPuzzle::Sudoku(s) = puzzle else {
        return (Vec::new(), Vec::new());
    };
    let houses = s.houses();
    let mut diagonal = Vec::new();
    let mut extra = Vec::new();
    for (cells, kind) in houses.houses().iter().zip(houses.kinds()) {
        match kind {
            HouseKind::Diagonal(_) => diagonal.extend(cells.iter().map(|&c| c as usize)),
            HouseKind::Extra(_) => extra.extend(cells.iter().map(|&c| c as usize)),
            _ => {}
        }
    }
    (diagonal, extra)
}

/// The cage label in the corner of a cage's first cell.
fn corner(puzzle: &AnyPuzzle, cell: usize) -> Option<String> {
    let AnyPuzzle::Kendoku(k) = puzzle else {
        return None;
    };
    let cage = &k.cages()[k.cage_of(cell)];
    (cage.cells.iter().min() == Some(&(cell as u16)))
        .then(|| format!("{}{}", cage.target, cage.op.symbol()))
}
