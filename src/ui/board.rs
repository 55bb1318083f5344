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
    /// Actions.
    pub on: Callback<Action>,
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let style = format!("--side: {}", props.side);
    html! {
        <div class="board" role="grid" aria-label="puzzle grid" tabindex="0" style={style}>
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
                                    <span class="candidates">
                                        { for cell.candidates.iter().map(|&(v, struck)| html! {
                                            <span class={if struck { "struck" } else { "" }}>{v}</span>
                                        }) }
                                    </span>
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
