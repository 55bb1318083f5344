//! The six-pointed star, drawn in SVG: one triangle per cell, the six
//! large triangles outlined, in the ARIA grid pattern like the square
//! board (a row per large triangle).

use yew::prelude::*;

use crate::format::fixed;
use crate::page::{Action, CellView, EditAction};
use crate::puzzles::{large_triangle, star_cells, vertex_xy, Triangle};

/// Props of [`StarBoard`].
#[derive(Properties, PartialEq)]
pub struct StarBoardProps {
    /// The 54 cells, in the star's order.
    pub squares: Vec<CellView>,
    /// The grid's accessible name.
    pub label: &'static str,
    /// Actions.
    pub on: Callback<Action>,
}

/// Corners of a triangle as SVG points, and its centre.
fn shape(t: Triangle) -> (String, (f64, f64)) {
    let corners = t.corners().map(vertex_xy);
    let points = corners
        .iter()
        .map(|(x, y)| format!("{},{}", fixed(*x, 3), fixed(*y, 3)))
        .collect::<Vec<_>>()
        .join(" ");
    let cx = corners.iter().map(|c| c.0).sum::<f64>() / 3.0;
    let cy = corners.iter().map(|c| c.1).sum::<f64>() / 3.0;
    (points, (cx, cy))
}

/// The star.
#[function_component(StarBoard)]
pub fn star_board(props: &StarBoardProps) -> Html {
    let cells = star_cells();
    let outline = |k: usize| -> String {
        large_triangle(k)
            .map(vertex_xy)
            .iter()
            .map(|(x, y)| format!("{},{}", fixed(*x, 3), fixed(*y, 3)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    html! {
      <svg class="board star" role="grid" aria-label={props.label} tabindex="0"
           viewBox="-3.62 -3.6 7.24 7.2" xmlns="http://www.w3.org/2000/svg">
        { for (0..6).map(|k| html! {
            <g role="row" key={k}>
              { for (k * 9..k * 9 + 9).filter_map(|i| props.squares.get(i).map(|cell| (i, cell))).map(|(i, cell)| {
                  let (points, (x, y)) = shape(cells[i]);
                  let selected = cell.classes.contains(&"selected");
                  let class = format!("cell {} {}", cell.state.class(), cell.classes.join(" "));
                  let digit_y = y + 0.13;
                  html! {
                    <g role="gridcell" key={i} class={class} data-cell={i.to_string()}
                       aria-label={cell.label.clone()} aria-selected={selected.to_string()}
                       onclick={props.on.reform(move |_| Action::Edit(EditAction::Select(i)))}>
                      <polygon points={points} />
                      if cell.text.is_empty() && !cell.candidates.is_empty() {
                        <text class="candidates" x={fixed(x, 3).to_string()} y={fixed(y + 0.05, 3).to_string()} aria-hidden="true">
                          { for cell.candidates.iter().map(|&(c, struck)| html! {
                              <tspan class={struck.then_some("struck")}>{c}</tspan>
                          }) }
                        </text>
                      }
                      <text class="value" x={fixed(x, 3).to_string()} y={fixed(digit_y, 3).to_string()}>{&cell.text}</text>
                      if let Some(sign) = cell.state.sign() {
                        <text class="sign" x={fixed(x + 0.2, 3).to_string()} y={fixed(y - 0.12, 3).to_string()} aria-hidden="true">{sign}</text>
                      }
                    </g>
                  }
              }) }
            </g>
        }) }
        { for (0..6).map(|k| html! { <polygon class="outline" points={outline(k)} /> }) }
      </svg>
    }
}
