//! The grid: one `gridcell` per square, following the ARIA grid pattern
//! (one tab stop; arrow keys move inside).

use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::engine::Event;
use crate::format::digit_char;
use crate::playback::Editor;
use crate::puzzles::{values_of, AnyPuzzle, Mask};

/// What one square shows.
#[derive(Clone, Debug, PartialEq)]
pub struct CellView {
    /// The big text: a digit or a queen.
    pub text: String,
    /// CSS classes: given, placed, current, trying, rejected, undone, clash, borders.
    pub class: String,
    /// The accessible name: row, column and value.
    pub label: String,
    /// Kendoku: the cage's target and operation, in the corner.
    pub corner: Option<String>,
    /// Propagate: the remaining candidates, small.
    pub candidates: Option<String>,
}

/// Everything a square's look depends on, from the editor and the run.
pub struct BoardInput<'a> {
    /// The grid being edited.
    pub editor: &'a Editor,
    /// The values the search has placed now (`None` when no run).
    pub placed: Option<&'a [u8]>,
    /// The last event shown.
    pub current: Option<Event>,
    /// Candidate lists (propagate).
    pub candidates: Option<&'a [Mask]>,
}

/// The squares of the board, row-major.
pub fn cell_views(input: &BoardInput) -> Vec<CellView> {
    let editor = input.editor;
    let side = editor.side();
    let typed = editor.values();
    let clashes = editor.conflicts();
    let queens = matches!(editor.puzzle(), AnyPuzzle::Queens(_));
    let (cur_cell, cur_value, status) = match input.current {
        Some(Event::Try { mv, .. }) => (Some(mv.cell as usize), mv.value, "trying"),
        Some(Event::Reject { mv, .. }) => (Some(mv.cell as usize), mv.value, "rejected"),
        Some(Event::Place { mv, .. }) => (Some(mv.cell as usize), mv.value, "placed-now"),
        Some(Event::Undo { mv, .. }) => (Some(mv.cell as usize), mv.value, "undone"),
        _ => (None, 0, ""),
    };
    (0..side * side)
        .map(|sq| {
            let (r, c) = (sq / side, sq % side);
            let mut class = vec!["cell".to_string()];
            class.extend(borders(editor.puzzle(), r, c, side));
            let (text, value_word);
            if queens {
                let user = typed[r] as usize == c + 1;
                let search = input.placed.is_some_and(|p| p[r] as usize == c + 1);
                let here = cur_cell == Some(r) && cur_value as usize == c + 1;
                if (r + c) % 2 == 1 {
                    class.push("dark".into());
                }
                if here {
                    class.push(format!("current {status}"));
                }
                let shown = if input.placed.is_some() {
                    search || here
                } else {
                    user
                };
                if user && clashes[r] && input.placed.is_none() {
                    class.push("clash".into());
                }
                text = if shown {
                    "♛".to_string()
                } else {
                    String::new()
                };
                value_word = if shown { "queen" } else { "empty" };
                return CellView {
                    label: format!("row {}, column {}, {value_word}", r + 1, c + 1),
                    text,
                    class: class.join(" "),
                    corner: None,
                    candidates: None,
                };
            }
            let given = matches!(editor.puzzle(), AnyPuzzle::Sudoku(_)) && typed[sq] != 0;
            let placed = input.placed.map_or(0, |p| p[sq]);
            let mut value = if given {
                typed[sq]
            } else if input.placed.is_some() {
                placed
            } else {
                typed[sq]
            };
            if given {
                class.push("given".into());
            } else if placed != 0 {
                class.push("placed".into());
            }
            if cur_cell == Some(sq) {
                class.push(format!("current {status}"));
                // An undone value stays visible (faded) so the step back is seen.
                value = cur_value;
            }
            if clashes[sq] && input.placed.is_none() {
                class.push("clash".into());
            }
            text = if value == 0 {
                String::new()
            } else {
                digit_char(value).to_string()
            };
            let candidates = match input.candidates {
                Some(d) if value == 0 => {
                    Some(values_of(d[sq]).map(|v| digit_char(v as u8)).collect())
                }
                _ => None,
            };
            let word = if value == 0 {
                "empty".to_string()
            } else {
                value.to_string()
            };
            CellView {
                label: format!("row {}, column {}, {word}", r + 1, c + 1),
                text,
                class: class.join(" "),
                corner: corner(editor.puzzle(), sq),
                candidates,
            }
        })
        .collect()
}

/// Thick borders between boxes, regions or cages.
fn borders(puzzle: &AnyPuzzle, r: usize, c: usize, side: usize) -> Vec<String> {
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
        out.push("thick-bottom".to_string());
    }
    if c + 1 < side && group(r, c + 1) != me {
        out.push("thick-right".to_string());
    }
    out
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

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// Squares per side.
    pub side: usize,
    /// The squares.
    pub cells: Vec<CellView>,
    /// The selected square.
    pub selected: usize,
    /// A square was clicked.
    pub on_select: Callback<usize>,
    /// A key was pressed on the grid.
    pub on_key: Callback<KeyboardEvent>,
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let style = format!("--side: {}", props.side);
    let on_key = props.on_key.clone();
    html! {
        <div class="board" role="grid" aria-label="puzzle grid" tabindex="0" style={style}
             onkeydown={move |e: KeyboardEvent| on_key.emit(e)}>
            { for props.cells.chunks(props.side).enumerate().map(|(r, row)| html! {
                <div role="row" class="row" key={r}>
                    { for row.iter().enumerate().map(|(c, cell)| {
                        let index = r * props.side + c;
                        let select = props.on_select.clone();
                        let selected = if index == props.selected { " selected" } else { "" };
                        html! {
                            <div role="gridcell" key={index} aria-label={cell.label.clone()}
                                 aria-selected={(index == props.selected).to_string()}
                                 data-cell={index.to_string()}
                                 class={format!("{}{}", cell.class, selected)}
                                 onclick={move |_| select.emit(index)}>
                                if let Some(corner) = &cell.corner { <span class="corner">{corner}</span> }
                                if let Some(c) = &cell.candidates { <span class="candidates">{c}</span> }
                                <span class="value">{&cell.text}</span>
                            </div>
                        }
                    }) }
                </div>
            }) }
        </div>
    }
}
