//! What the looks of the squares mean.

use yew::prelude::*;

/// The legend under the board.
#[function_component(Legend)]
pub fn legend() -> Html {
    html! {
      <p class="legend" aria-hidden="true">
        <span class="swatch given">{"5"}</span>{" given "}
        <span class="swatch placed">{"5"}</span>{" placed "}
        <span class="swatch trying">{"5"}</span>{" trying "}
        <span class="swatch rejected">{"5"}</span>{" rejected "}
        <span class="swatch undone">{"5"}</span>{" taken back "}
        <span class="swatch culprit">{"5"}</span>{" the reason "}
      </p>
    }
}
