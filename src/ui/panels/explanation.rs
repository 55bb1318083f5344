//! What happened at this step, and why.

use std::rc::Rc;

use yew::prelude::*;

use super::{frame, RunInfo};
use crate::format::event_text;
use crate::playback::{Panel, Taught};
use crate::strategy::Strategy;
use crate::teach::{sentence, Lang};
use crate::ui::intl::IntlNumbers;

/// Props of [`ExplanationPanel`].
#[derive(Properties, PartialEq)]
pub struct ExplanationPanelProps {
    /// The step on screen.
    pub step: u64,
    /// The strategy.
    pub strategy: Strategy,
    /// The facts of the moment.
    pub taught: Option<Rc<Taught>>,
    /// The run.
    pub info: RunInfo,
    /// The number format.
    pub numbers: Rc<IntlNumbers>,
}

/// The explanation panel.
#[function_component(ExplanationPanel)]
pub fn explanation_panel(props: &ExplanationPanelProps) -> Html {
    let body = match (&props.taught, &props.info.puzzle) {
        (Some(taught), Some(puzzle)) => {
            let why = sentence(
                &puzzle.0,
                props.strategy,
                &taught.explanation.fact,
                Lang::En,
                props.numbers.as_ref(),
            );
            let event = props.info.event.map(|e| event_text(&puzzle.0, &e));
            html! {
              <>
                <p class="event">
                  <span class="step-label">{format!("Step {}", props.step)}</span>
                  if let Some(text) = event { <code id="current-step">{text}</code> }
                </p>
                <p id="why" class="why">{why}</p>
              </>
            }
        }
        _ if !props.info.stepping => html! {
            <p id="why" class="why">{"The fast strategy has no steps: it gives only the answer. Pick another strategy to watch the search."}</p>
        },
        _ => html! {
            <p id="why" class="why">{"Press Step or Play: each step of the search is explained here."}</p>
        },
    };
    frame(Panel::Explanation, body)
}
