//! The switches that show and hide the panels.

use yew::prelude::*;

use super::panel_name;
use crate::i18n::{Lang, T};
use crate::page::{Action, PageAction, Panel, PanelSet};

/// Props of [`PanelToggles`].
#[derive(Properties, PartialEq)]
pub struct PanelTogglesProps {
    /// The panels shown.
    pub shown: PanelSet,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// One pressed-or-not button per panel.
#[function_component(PanelToggles)]
pub fn panel_toggles(props: &PanelTogglesProps) -> Html {
    let lang = props.lang;
    html! {
      <div class="toggles" role="group" aria-label={lang.t(T::PanelsShown)}>
        { for Panel::ALL.iter().map(|&p| {
            let shown = props.shown.shows(p);
            let name = panel_name(p, lang);
            let hint = lang.fill(if shown { T::HidePanel } else { T::ShowPanel }, &[name]);
            html! {
              <button id={format!("toggle-{}", p.key())} aria-pressed={shown.to_string()} title={hint}
                      onclick={props.on.reform(move |_| Action::Page(PageAction::TogglePanel(p)))}>
                {if shown { "☑ " } else { "☐ " }}{name}
              </button>
            }
        }) }
      </div>
    }
}
