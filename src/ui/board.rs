//! The grid: one `gridcell` per square, following the ARIA grid pattern
//! (one tab stop; the arrow keys move inside, handled by the page's keys).

use yew::prelude::*;

use crate::playback::{Action, CellView};

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// Squares per side.
    pub side: usize,
    /// The squares, row-major.
    pub cells: Vec<CellView>,
    /// The grid's accessible name.
    pub label: &'static str,
    /// Actions.
    pub on: Callback<Action>,
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    // Candidates sit where their value sits in a box (pencil marks): a
    // grid as wide as the square root of the side, rounded up.
    let width = (1..).find(|w| w * w >= props.side).unwrap_or(1);
    let style = format!("--side: {}; --marks: {width}", props.side);
    let marks = |cell: &CellView| -> Html {
        (1..=props.side as u8)
            .map(|v| {
                let mark = crate::format::digit_char(v);
                match cell.candidates.iter().find(|(c, _)| *c == mark) {
                    Some(&(_, true)) => html! { <span class="struck">{mark}</span> },
                    Some(_) => html! { <span>{mark}</span> },
                    None => html! { <span></span> },
                }
            })
            .collect()
    };
    html! {
        <div class="board" role="grid" aria-label={props.label} tabindex="0" style={style}>
            { for props.cells.chunks(props.side.max(1)).enumerate().map(|(r, row)| html! {
                <div role="row" class="row" key={r}>
                    { for row.iter().enumerate().map(|(c, cell)| {
                        let index = r * props.side + c;
                        let selected = cell.classes.contains(&"selected");
                        let class = format!("cell {} {}", cell.state.class(), cell.classes.join(" "));
                        html! {
                            <div role="gridcell" key={index} aria-label={cell.label.clone()}
                                 aria-selected={selected.to_string()}
                                 data-cell={index.to_string()}
                                 class={class}
                                 onclick={props.on.reform(move |_| Action::Select(index))}>
                                if let Some(corner) = &cell.corner { <span class="corner">{corner}</span> }
                                if !cell.candidates.is_empty() {
                                    <span class="candidates" aria-hidden="true">{ marks(cell) }</span>
                                }
                                <span class="value">{&cell.text}</span>
                            </div>
                        }
                    }) }
                </div>
            }) }
        </div>
    }
}
