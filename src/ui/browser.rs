//! The solution browser: the boards of the solutions met, one at a time.

use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::{Action, QueensSymmetry, RunAction};

/// Props of [`SolutionBrowser`].
#[derive(Properties, PartialEq)]
pub struct SolutionBrowserProps {
    /// The board shown (from 0), if one is.
    pub index: Option<usize>,
    /// How many boards there are.
    pub count: usize,
    /// N-Queens: the symmetry group of the board shown, and its mirror.
    #[prop_or_default]
    pub symmetry: Option<QueensSymmetry>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// "‹ solution 1 of 92 ›", when a run has met solutions.
#[function_component(SolutionBrowser)]
pub fn solution_browser(props: &SolutionBrowserProps) -> Html {
    if props.count == 0 {
        return html! {};
    }
    let lang = props.lang;
    let count = props.count.to_string();
    let label = match props.index {
        Some(i) => lang.fill(T::SolutionOf, &[&(i + 1).to_string(), &count]),
        None if props.count == 1 => lang.t(T::OneSolutionMet).to_string(),
        None => lang.fill(T::SolutionsMet, &[&count]),
    };
    html! {
      <div class="browse" role="group" aria-label={lang.t(T::SolutionsGroup)}>
        <button id="prev-solution" title={lang.t(T::PrevBoard)} aria-label={lang.t(T::PrevBoard)}
                onclick={props.on.reform(|_| Action::Run(RunAction::Browse(-1)))}>{"‹"}</button>
        <span id="solution-index">{label}</span>
        <button id="next-solution" title={lang.t(T::NextBoard)} aria-label={lang.t(T::NextBoard)}
                onclick={props.on.reform(|_| Action::Run(RunAction::Browse(1)))}>{"›"}</button>
        if let Some(s) = props.symmetry {
          <span id="symmetry-group">{lang.fill(T::SymmetryGroup, &[&s.group.to_string(), &s.groups.to_string()])}</span>
          if s.mirror != props.index {
            <button id="mirror-solution" title={lang.t(T::MirrorHint)}
                    onclick={props.on.reform(|_| Action::Run(RunAction::BrowseMirror))}>{lang.t(T::MirrorImage)}</button>
          } else {
            <span id="own-mirror">{lang.t(T::OwnMirror)}</span>
          }
        }
      </div>
    }
}
