//! The solution browser: the boards of the solutions met, one at a time.

use yew::prelude::*;

use crate::playback::Action;

/// Props of [`SolutionBrowser`].
#[derive(Properties, PartialEq)]
pub struct SolutionBrowserProps {
    /// The board shown (from 0), if one is.
    pub index: Option<usize>,
    /// How many boards there are.
    pub count: usize,
    /// Actions.
    pub on: Callback<Action>,
}

/// "‹ solution 1 of 92 ›", when a run has met solutions.
#[function_component(SolutionBrowser)]
pub fn solution_browser(props: &SolutionBrowserProps) -> Html {
    if props.count == 0 {
        return html! {};
    }
    let label = match props.index {
        Some(i) => format!("solution {} of {}", i + 1, props.count),
        None if props.count == 1 => "1 solution met: show it".to_string(),
        None => format!("{} solutions met: show them", props.count),
    };
    html! {
      <div class="browse" role="group" aria-label="Solutions">
        <button id="prev-solution" title="The previous solution's board" aria-label="previous solution board"
                onclick={props.on.reform(|_| Action::Browse(-1))}>{"‹"}</button>
        <span id="solution-index">{label}</span>
        <button id="next-solution" title="The next solution's board" aria-label="next solution board"
                onclick={props.on.reform(|_| Action::Browse(1))}>{"›"}</button>
      </div>
    }
}
