//! The title and what the page is for.

use yew::prelude::*;

/// The page's header.
#[function_component(Header)]
pub fn header() -> Html {
    html! {
      <header class="top">
        <h1>{"Backtrack Lab"}</h1>
        <p class="tagline">{"Watch a backtracking search: every candidate tried, why it fails, every step back."}</p>
      </header>
    }
}
