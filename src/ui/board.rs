//! The grid: one `gridcell` per square, following the ARIA grid pattern
//! (one tab stop; the arrow keys move inside, handled by the page's keys);
//! Skyscrapers' clues and Tents' counts around it. The star is drawn by
//! [`StarBoard`](super::star_board::StarBoard).

use yew::prelude::*;

use super::star_board::StarBoard;
use super::wide_board::wide_queens_board;
use crate::i18n::{Lang, T};
use crate::page::{Action, BoardView, CellView, EditAction, FrameClue, PuzzleAction, RegionEdit};
use crate::puzzles::BoardShape;

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The board as drawn.
    pub view: BoardView,
    /// The grid's accessible name.
    pub label: &'static str,
    /// The page's language.
    pub lang: Lang,
    /// Regions are being painted: a press or a drag over a cell paints it.
    #[prop_or_default]
    pub painting: bool,
    /// A board on paper: no focus, no ids (the page's own board has
    /// them), nothing to press.
    #[prop_or_default]
    pub still: bool,
    /// Actions.
    pub on: Callback<Action>,
}

/// The candidates of a square, placed where their value sits in a box
/// (pencil marks).
fn marks(cell: &CellView, values: usize) -> Html {
    if cell.candidates.len() == 1 && values == 0 {
        let (mark, struck) = cell.candidates[0];
        let class = if struck { "struck" } else { "" };
        return html! { <span class={class}>{mark}</span> };
    }
    // A space between the marks (not laid out in the grid of marks) lets
    // the text seen read as the label's "candidates 2 3 6" does.
    (1..=values as u8)
        .map(|v| {
            let mark = crate::format::digit_char(v);
            let gap = if v > 1 { " " } else { "" };
            match cell.candidates.iter().find(|(c, _)| *c == mark) {
                Some(&(_, true)) => html! { <>{gap}<span class="struck">{mark}</span></> },
                Some(_) => html! { <>{gap}<span>{mark}</span></> },
                None => html! { <>{gap}<span></span></> },
            }
        })
        .collect()
}

/// A cage's label in the corner of its first square. A space keeps it
/// apart from the value: a reader of the text (axe-core's name check
/// among them) sees two numbers, not one. Beside pencil marks the style
/// sheet draws it from the data, so that the text seen (the marks) reads
/// as one run in the square's label, as it does beside a value.
fn corner_label(cell: &CellView) -> Html {
    match &cell.corner {
        None => Html::default(),
        Some(corner) if cell.candidates.is_empty() => {
            html! { <><span class="corner">{corner}</span>{" "}</> }
        }
        Some(corner) => html! { <span class="corner" data-text={corner.clone()}></span> },
    }
}

/// The selected square is the grid's active one: a screen reader names
/// it (and what is typed into it) as the selection moves.
fn active_cell(view: &BoardView) -> Option<String> {
    (view.squares.iter())
        .position(|c| c.classes.contains(&"selected"))
        .map(|i| format!("cell-{i}"))
}

/// The person's corner marks, the first half along the top edge and the
/// rest along the bottom, from corner to corner (drawn by the style
/// sheet from the data, so that the text seen is the value's alone, as
/// the label says it after the marks).
fn corner_marks(marks: &str) -> Html {
    let chars: Vec<String> = marks.chars().map(String::from).collect();
    let top = chars.len().div_ceil(2);
    html! {
        <span class="corner-marks" aria-hidden="true"
              data-top={chars[..top].join(" ")} data-bottom={chars[top..].join(" ")}></span>
    }
}

/// A strip of clues beside the grid.
/// A clue the person's entries broke is named so (`broken`) for a
/// screen reader.
fn strip(
    clues: &[FrameClue],
    class: &'static str,
    label: &'static str,
    broken: &'static str,
) -> Html {
    if clues.is_empty() {
        return html! { <div class={classes!("clues", class, "none")}></div> };
    }
    html! {
      <div class={classes!("clues", class)} role="list" aria-label={label}>
        { for clues.iter().map(|c| {
            let state = classes!("clue", c.lit.then_some("lit"), c.met.then_some("met"), c.broken.then_some("broken"), long(c));
            let name = c.broken.then(|| format!("{}, {broken}", c.text));
            html! { <span class={state} role="listitem" aria-label={name}>{&c.text}</span> }
        }) }
      </div>
    }
}

/// The class of a clue of more than two signs (a little killer's arrow
/// and sum), set smaller to stay within its square.
fn long(clue: &FrameClue) -> Option<&'static str> {
    (clue.text.chars().count() > 2).then_some("long")
}

/// A clue in a corner of the ring around the grid (a little killer's
/// along the main diagonal), or the corner left empty.
fn corner(clue: &FrameClue, label: &'static str) -> Html {
    if clue.text.is_empty() {
        return html! { <div></div> };
    }
    let state = classes!("clue", clue.lit.then_some("lit"), long(clue));
    html! {
      <div class="clues corner" role="list" aria-label={label}>
        <span class={state} role="listitem">{&clue.text}</span>
      </div>
    }
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let view = &props.view;
    let (rows, cols) = match (&view.wide, view.shape) {
        (Some(wide), _) => return wide_queens_board(wide),
        (None, BoardShape::Grid { rows, cols }) => (rows, cols),
        (None, BoardShape::Star) => {
            return html! { <StarBoard squares={view.squares.clone()} label={props.label} on={props.on.clone()} /> };
        }
    };
    // Pencil marks: a grid as wide as the square root of the values,
    // rounded up.
    let values = view.marks;
    let width = (1..).find(|w| w * w >= values.max(1)).unwrap_or(1);
    let style = format!("--rows: {rows}; --cols: {cols}; --marks: {width}");
    // While regions are painted, a press paints its cell, and so does
    // entering a cell with the button held (a drag).
    let paint = |index: usize, drag: bool| {
        let on = props.on.clone();
        let painting = props.painting;
        Callback::from(move |e: PointerEvent| {
            if painting && (!drag || e.buttons() == 1) {
                on.emit(Action::Puzzle(PuzzleAction::Regions(RegionEdit::Paint(
                    index,
                ))));
            }
        })
    };
    let active = active_cell(view);
    let (tabindex, still) = (if props.still { None } else { Some("0") }, props.still);
    let grid = html! {
        <div class="board" role="grid" aria-label={props.label} tabindex={tabindex} style={style}
             aria-activedescendant={active.filter(|_| !still)}>
            { for view.squares.chunks(cols.max(1)).enumerate().map(|(r, row)| html! {
                <div role="row" class="row" key={r}>
                    { for row.iter().enumerate().map(|(c, cell)| {
                        let index = r * cols + c;
                        let selected = cell.classes.contains(&"selected");
                        let class = format!("cell {} {}", cell.state.class(), cell.classes.join(" "));
                        html! {
                            <div role="gridcell" key={index} id={(!still).then(|| format!("cell-{index}"))} aria-label={cell.label.clone()}
                                 aria-selected={selected.to_string()}
                                 data-cell={index.to_string()}
                                 class={class}
                                 onclick={props.on.reform(move |_| Action::Edit(EditAction::Select(index)))}
                                 onpointerdown={paint(index, false)}
                                 onpointerenter={paint(index, true)}>
                                { corner_label(cell) }
                                if let Some(over) = cell.drawn_over() { { Html::from_html_unchecked(over.into()) } }
                                if cell.classes.contains(&"caged") { <span class="cage" aria-hidden="true"></span> }
                                if !cell.candidates.is_empty() {
                                    <span class="candidates" aria-hidden="true">{ marks(cell, values) }</span>
                                }
                                if !cell.corner_marks.is_empty() { { corner_marks(&cell.corner_marks) } }
                                <span class="value">{&cell.text}</span>
                            </div>
                        }
                    }) }
                </div>
            }) }
        </div>
    };
    let Some(frame) = &view.frame else {
        return grid;
    };
    let t = |k| props.lang.t(k);
    html! {
      <div class="framed">
        { corner(&frame.corners[0], t(T::CluesCorner)) }
        { strip(&frame.top, "top", t(T::CluesTop), t(T::CellBrokenRule)) }
        { corner(&frame.corners[1], t(T::CluesCorner)) }
        { strip(&frame.left, "left", t(T::CluesLeft), t(T::CellBrokenRule)) }
        { grid }
        { strip(&frame.right, "right", t(T::CluesRight), t(T::CellBrokenRule)) }
        { corner(&frame.corners[2], t(T::CluesCorner)) }
        { strip(&frame.bottom, "bottom", t(T::CluesBottom), t(T::CellBrokenRule)) }
        { corner(&frame.corners[3], t(T::CluesCorner)) }
      </div>
    }
}
