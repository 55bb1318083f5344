//! The run's buttons: play or pause, one step back and forth, to the end,
//! cancel, copy a link to this step.

use yew::prelude::*;

use crate::playback::Action;

/// Props of [`RunControls`].
#[derive(Properties, PartialEq)]
pub struct RunControlsProps {
    /// The run animates or runs to its end.
    pub busy: bool,
    /// The strategy has steps.
    pub stepping: bool,
    /// A run exists.
    pub has_run: bool,
    /// The run is at its end.
    pub finished: bool,
    /// Nothing tried yet.
    pub at_start: bool,
    /// Actions.
    pub on: Callback<Action>,
}

/// The run's buttons.
#[function_component(RunControls)]
pub fn run_controls(props: &RunControlsProps) -> Html {
    let on = &props.on;
    html! {
      <div class="buttons" role="toolbar" aria-label="Run controls">
        if props.busy {
          <button id="pause" class="primary" title="Pause (Space)" onclick={on.reform(|_| Action::Pause)}>{"❚❚ Pause"}</button>
        } else {
          <button id="play" class="primary" title="Play (Space)" onclick={on.reform(|_| Action::Play)}>{"▶ Play"}</button>
        }
        <button id="back" title="One step back (Left arrow, Page Up)" disabled={!props.has_run || props.at_start || !props.stepping}
                onclick={on.reform(|_| Action::StepBack)}>{"‹ Back"}</button>
        <button id="step" title="One step (Right arrow, Page Down)" disabled={!props.stepping || props.finished}
                onclick={on.reform(|_| Action::Step)}>{"Step ›"}</button>
        <button id="skip" title="Run to the end at full speed (End)" disabled={props.finished}
                onclick={on.reform(|_| Action::ToEnd)}>{"To the end »"}</button>
        <button id="cancel" title="Drop the run; the grid stays" disabled={!props.has_run}
                onclick={on.reform(|_| Action::Cancel)}>{"✕ Cancel"}</button>
        <button id="copy-link" title="Copy a link that opens this very step (C)"
                onclick={on.reform(|_| Action::CopyLink)}>{"Copy link"}</button>
      </div>
    }
}
