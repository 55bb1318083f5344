//! The switches that show and hide the panels.

use yew::prelude::*;

use crate::playback::{Action, Panel, PanelSet};

/// Props of [`PanelToggles`].
#[derive(Properties, PartialEq)]
pub struct PanelTogglesProps {
    /// The panels shown.
    pub shown: PanelSet,
    /// Actions.
    pub on: Callback<Action>,
}

/// One pressed-or-not button per panel.
#[function_component(PanelToggles)]
pub fn panel_toggles(props: &PanelTogglesProps) -> Html {
    html! {
      <div class="toggles" role="group" aria-label="Panels shown">
        { for Panel::ALL.iter().map(|&p| {
            let shown = props.shown.shows(p);
            html! {
              <button id={format!("toggle-{}", p.key())} aria-pressed={shown.to_string()}
                      title={format!("{} the {} panel", if shown { "Hide" } else { "Show" }, p.label())}
                      onclick={props.on.reform(move |_| Action::TogglePanel(p))}>
                {if shown { "☑ " } else { "☐ " }}{p.label()}
              </button>
            }
        }) }
      </div>
    }
}
