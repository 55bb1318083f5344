//! A board of queens past 32 columns: one chequered square, drawn by the
//! style sheet, with a mark per queen and per lit square laid over it at
//! its row and column ([`WideBoard`]). Drawn by a function of the board
//! component rather than a component of its own: it has no state.

use yew::prelude::*;

use crate::page::WideBoard;
use crate::puzzles::MAX_STEPPED_QUEENS;

/// The board, one image to a screen reader.
pub fn wide_queens_board(board: &WideBoard) -> Html {
    html! {
      <div class="wide-board" role="img" aria-label={board.label.clone()} data-band={board.band.map(|_| "")}
           data-dense={(board.n > MAX_STEPPED_QUEENS).then_some("")}
           style={format!("--n: {}; --band: {}", board.n, board.band.unwrap_or(0))}>
        { for board.marks.iter().map(|m| html! {
            <span class={m.class()} data-sign={m.state.sign()} style={format!("--r: {}; --c: {}", m.row, m.col)}></span>
        }) }
      </div>
    }
}
