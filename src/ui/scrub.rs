//! Moving through the whole run: a scrub bar, a step number, and jumps to
//! the start, to the previous or next solution and backtrack.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::{Action, RunAction};
use crate::protocol::Target;

/// Props of [`Scrub`].
#[derive(Properties, PartialEq)]
pub struct ScrubProps {
    /// The step on screen.
    pub step: u64,
    /// The run's events, or as many as known.
    pub length: u64,
    /// Whether `length` is the whole run.
    pub end_known: bool,
    /// The strategy has steps.
    pub stepping: bool,
    /// A run exists.
    pub has_run: bool,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

fn number(e: &Event) -> Option<u64> {
    e.target_unchecked_into::<HtmlInputElement>()
        .value()
        .trim()
        .parse()
        .ok()
}

/// The scrub bar and the jumps.
#[function_component(Scrub)]
pub fn scrub(props: &ScrubProps) -> Html {
    if !props.stepping {
        return html! {};
    }
    let on = &props.on;
    let lang = props.lang;
    let t = |k| lang.t(k);
    let on_scrub = on.reform(|e: InputEvent| {
        let value = e.target_unchecked_into::<HtmlInputElement>().value();
        Action::Run(RunAction::SeekTo(value.parse().unwrap_or(0)))
    });
    let on_goto = {
        let on = on.clone();
        Callback::from(move |e: Event| {
            if let Some(step) = number(&e) {
                on.emit(Action::Run(RunAction::SeekTo(step)));
            }
        })
    };
    let reached = props.length.max(props.step);
    // The range needs a span; the words tell only what a run has reached.
    let max = reached.max(1);
    let of = if !props.has_run {
        String::new()
    } else if props.end_known {
        lang.fill(T::OfTotal, &[&reached.to_string()])
    } else {
        lang.fill(T::OfSoFar, &[&reached.to_string()])
    };
    let find = |target, forward| on.reform(move |_| Action::Run(RunAction::Find(target, forward)));
    html! {
      <div class="scrub" role="group" aria-label={t(T::MoveThrough)}>
        <input id="scrub" type="range" min="0" max={max.to_string()} value={props.step.to_string()}
               aria-label={t(T::StepOfRun)} aria-valuetext={format!("{} {of}", lang.fill(T::StepN, &[&props.step.to_string()]))}
               oninput={on_scrub} />
        <div class="jumps">
          // "of 6,432 so far" stands beside the field, not in its name.
          <label title={t(T::StepNumberHint)}>{t(T::StepLabel)}{" "}
            <input id="step-number" type="number" min="0" value={props.step.to_string()} onchange={on_goto} />
          </label>
          <span class="of">{of}</span>
          <button id="to-start" title={t(T::ToStartHint)} disabled={!props.has_run}
                  onclick={on.reform(|_| Action::Run(RunAction::ToStart))}>{t(T::ToStart)}</button>
          <button id="prev-solution-step" title={t(T::PrevSolutionHint)} onclick={find(Target::Solution, false)}>{t(T::PrevSolution)}</button>
          <button id="next-solution-step" title={t(T::NextSolutionHint)} onclick={find(Target::Solution, true)}>{t(T::NextSolution)}</button>
          <button id="prev-backtrack" title={t(T::PrevBacktrackHint)} onclick={find(Target::Backtrack, false)}>{t(T::PrevBacktrack)}</button>
          <button id="next-backtrack" title={t(T::NextBacktrackHint)} onclick={find(Target::Backtrack, true)}>{t(T::NextBacktrack)}</button>
        </div>
      </div>
    }
}
