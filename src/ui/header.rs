//! The title, what the page is for, and the page's own switches: the
//! language, projector mode, help.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::{Action, PageAction};

/// Props of [`Header`].
#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    /// The page's language.
    pub lang: Lang,
    /// Projector mode is on.
    pub projector: bool,
    /// Actions.
    pub on: Callback<Action>,
}

/// The page's header.
#[function_component(Header)]
pub fn header(props: &HeaderProps) -> Html {
    let lang = props.lang;
    let on_lang = props.on.reform(|e: Event| {
        let code = e.target_unchecked_into::<HtmlSelectElement>().value();
        Action::Page(PageAction::SetLang(Lang::parse(&code).unwrap_or_default()))
    });
    html! {
      <header class="masthead">
        <h1>{"Backtrack Lab"}</h1>
        <p class="tagline">{lang.t(T::Tagline)}</p>
        <div class="page-switches">
          <label class="language" title={lang.t(T::LanguageHint)}>{lang.t(T::Language)}{" "}
            <select id="lang" onchange={on_lang}>
              { for Lang::ALL.iter().map(|&l| html! {
                  <option value={l.code()} lang={l.code()} selected={l == lang}>{l.name()}</option>
              }) }
            </select>
          </label>
          <button id="projector" aria-pressed={props.projector.to_string()} title={lang.t(T::ProjectorHint)}
                  onclick={props.on.reform(|_| Action::Page(PageAction::ToggleProjector))}>
            {if props.projector { lang.t(T::LeaveProjector) } else { lang.t(T::Projector) }}
          </button>
          <button id="help" title={lang.t(T::HelpHint)} aria-haspopup="dialog"
                  onclick={props.on.reform(|_| Action::Page(PageAction::ShowHelp(true)))}>{"? "}{lang.t(T::Help)}</button>
        </div>
      </header>
    }
}
