//! Help for a newcomer: the help dialog (`?`, closed with Esc) with every
//! key, what backtracking is, what each strategy does, what r3c4 means and
//! where the article's names appear; and the first visit's welcome.

use web_sys::HtmlDialogElement;
use yew::prelude::*;

use crate::i18n::{strategy_hint, Lang, T};
use crate::page::{Action, PageAction};
use crate::strategy::Strategy;

/// The janko.at puzzle pages, which the library's Kendoku and the janko.at
/// files come from.
const JANKO: &str = "https://www.janko.at/Raetsel/";

/// Props of [`HelpDialog`] and [`Tour`].
#[derive(Properties, PartialEq)]
pub struct HelpProps {
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The keys the help lists.
const KEYS: [T; 14] = [
    T::KeySpace,
    T::KeyRight,
    T::KeyLeft,
    T::KeyHome,
    T::KeyEnd,
    T::KeySpeed,
    T::KeyProjector,
    T::KeyPredict,
    T::KeyPages,
    T::KeyLanguage,
    T::KeyCopy,
    T::KeyHelp,
    T::KeyGrid,
    T::KeyTree,
];

/// The help's sections after the keys and strategies, each a title and
/// its text, in the order shown: what backtracking is, the names, the
/// cells, predicting, then each variant's rules and the tools for solving
/// by hand.
const SECTIONS: [(T, T); 17] = [
    (T::HelpWhatTitle, T::HelpWhat),
    (T::HelpNamesTitle, T::HelpNames),
    (T::HelpCellsTitle, T::HelpCells),
    (T::HelpPredictTitle, T::HelpPredict),
    (T::HelpKillerTitle, T::HelpKiller),
    (T::HelpThermoTitle, T::HelpThermo),
    (T::HelpArrowTitle, T::HelpArrow),
    (T::HelpParityTitle, T::HelpParity),
    (T::HelpApartTitle, T::HelpApart),
    (T::HelpKropkiTitle, T::HelpKropki),
    (T::HelpXvTitle, T::HelpXv),
    (T::HelpLittleKillerTitle, T::HelpLittleKiller),
    (T::HelpSandwichTitle, T::HelpSandwich),
    (T::HelpLinesTitle, T::HelpLines),
    (T::HelpTryTitle, T::HelpTry),
    (T::HelpMarksTitle, T::HelpMarks),
    (T::HelpSourcesTitle, T::HelpSourceArticle),
];

/// A reference for a `<dialog>` that opens as a modal dialog once drawn:
/// the browser keeps the focus inside it.
#[hook]
pub fn use_modal() -> NodeRef {
    let dialog = use_node_ref();
    {
        let dialog = dialog.clone();
        use_effect_with((), move |_| {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                let _ = d.show_modal();
            }
        });
    }
    dialog
}

/// The help, a modal dialog: the browser keeps the focus inside it and
/// closes it on Esc.
#[function_component(HelpDialog)]
pub fn help_dialog(props: &HelpProps) -> Html {
    let dialog = use_modal();
    let t = |k| props.lang.t(k);
    let close = props
        .on
        .reform(|_| Action::Page(PageAction::ShowHelp(false)));
    html! {
      <dialog id="help-dialog" class="help" ref={dialog} aria-labelledby="help-title"
              onclose={props.on.reform(|_| Action::Page(PageAction::ShowHelp(false)))}>
        // The close button stands at the top: the dialog focuses it on
        // opening, and the help then opens at its title, not scrolled
        // to its end.
        <div class="help-head">
          <h2 id="help-title">{t(T::HelpTitle)}</h2>
          <button id="help-close" class="primary" autofocus=true onclick={close}>{t(T::HelpClose)}</button>
        </div>
        <div class="help-columns">
          <section>
            <h3>{t(T::HelpKeysTitle)}</h3>
            <ul class="keys">{ for KEYS.iter().map(|&k| html! { <li>{t(k)}</li> }) }</ul>
            <h3>{t(T::HelpStrategiesTitle)}</h3>
            <dl class="strategies">
              { for Strategy::ALL.iter().map(|s| html! {
                  <><dt><code>{s.name()}</code></dt><dd>{t(strategy_hint(*s))}</dd></>
              }) }
            </dl>
          </section>
          <section>
            { for SECTIONS.iter().map(|&(title, body)| html! {
                <><h3>{t(title)}</h3><p>{t(body)}</p></>
            }) }
            { for [T::HelpSourceDutch, T::HelpSourceCourse, T::HelpSourceQueens].iter().map(|&k| html! { <p>{t(k)}</p> }) }
            <p>{t(T::HelpSourceJanko)}{" "}<a href={JANKO} target="_blank" rel="noopener">{"janko.at"}</a></p>
          </section>
        </div>
      </dialog>
    }
}

/// The first visit's welcome: how to start, and where the help is.
#[function_component(Tour)]
pub fn tour(props: &HelpProps) -> Html {
    let t = |k| props.lang.t(k);
    html! {
      <aside id="tour" class="tour" role="note" aria-labelledby="tour-title">
        <h2 id="tour-title">{t(T::TourTitle)}</h2>
        <p>{t(T::TourText)}</p>
        <button id="tour-close" onclick={props.on.reform(|_| Action::Page(PageAction::CloseTour))}>{t(T::TourClose)}</button>
      </aside>
    }
}
