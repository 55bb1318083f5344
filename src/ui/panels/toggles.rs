//! The switches that show and hide the panels.

use yew::prelude::*;

use super::panel_name;
use crate::i18n::{Lang, T};
use crate::page::{Action, PageAction, Panel, PanelSet, ProjectorPages};

/// Props of [`PanelToggles`].
#[derive(Properties, PartialEq)]
pub struct PanelTogglesProps {
    /// The panels shown.
    pub shown: PanelSet,
    /// In projector mode, the panels paged through beside the Explanation.
    pub pages: Option<ProjectorPages>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// One pressed-or-not button per panel.
#[function_component(PanelToggles)]
pub fn panel_toggles(props: &PanelTogglesProps) -> Html {
    let lang = props.lang;
    if let Some(pages) = &props.pages {
        return projector_pages(pages, lang, &props.on);
    }
    html! {
      <div class="toggles" role="group" aria-label={lang.t(T::PanelsShown)}>
        { for Panel::ALL.iter().map(|&p| {
            let shown = props.shown.shows(p);
            let name = panel_name(p, lang);
            let hint = lang.fill(if shown { T::HidePanel } else { T::ShowPanel }, &[name]);
            html! {
              <button id={format!("toggle-{}", p.key())} aria-pressed={shown.to_string()} title={hint}
                      onclick={props.on.reform(move |_| Action::Page(PageAction::TogglePanel(p)))}>
                // The box is drawn for the eye; aria-pressed tells the rest.
                <span aria-hidden="true">{if shown { "☑ " } else { "☐ " }}</span>{name}
              </button>
            }
        }) }
      </div>
    }
}

/// Projector mode's switches: one button per panel switched on, the one
/// beside the Explanation pressed (the `V` key goes to the next).
fn projector_pages(pages: &ProjectorPages, lang: Lang, on: &Callback<Action>) -> Html {
    html! {
      <div class="toggles pages" role="group" aria-label={lang.t(T::ProjectorPages)}>
        { for pages.pages.iter().map(|&p| {
            let name = panel_name(p, lang);
            html! {
              <button id={format!("page-{}", p.key())} aria-pressed={(p == pages.current).to_string()}
                      title={lang.fill(T::ShowPanel, &[name])}
                      onclick={on.reform(move |_| Action::Page(PageAction::ShowPage(p)))}>
                {name}
              </button>
            }
        }) }
      </div>
    }
}
