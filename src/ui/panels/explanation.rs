//! What happened at this step, and why.

use std::rc::Rc;

use yew::prelude::*;

use super::{frame, RunInfo};
use crate::i18n::Numbers;
use crate::i18n::{Lang, T};
use crate::page::{MomentFacts, Panel};
use crate::strategy::Strategy;
use crate::ui::intl::IntlNumbers;

/// Props of [`ExplanationPanel`].
#[derive(Properties, PartialEq)]
pub struct ExplanationPanelProps {
    /// The step on screen.
    pub step: u64,
    /// The strategy.
    pub strategy: Strategy,
    /// The facts of the moment.
    pub facts: Option<Rc<MomentFacts>>,
    /// The run.
    pub info: RunInfo,
    /// The number format.
    pub numbers: Rc<IntlNumbers>,
    /// The page's language.
    pub lang: Lang,
    /// Each step's explanation is announced to a screen reader (not
    /// while the run plays fast).
    pub announce: bool,
}

/// The explanation panel.
#[function_component(ExplanationPanel)]
pub fn explanation_panel(props: &ExplanationPanelProps) -> Html {
    let lang = props.lang;
    let live = if props.announce { "polite" } else { "off" };
    let body = match (&props.facts, &props.info.subject) {
        (Some(facts), Some(subject)) => {
            // A learner's run: which of the learner's methods answered.
            let why = match &facts.lab {
                Some(call) => call.words(lang, props.numbers.as_ref()),
                None => subject
                    .0
                    .sentence(
                        props.strategy,
                        &facts.explanation.fact,
                        lang,
                        props.numbers.as_ref(),
                    )
                    .unwrap_or_default(),
            };
            let event = props.info.event.map(|e| subject.0.event_words(&e, lang));
            html! {
              <>
                <p class="event">
                  <span class="step-label">{lang.fill(T::StepN, &[&props.numbers.int(props.step)])}</span>
                  if let Some(text) = event { <code id="current-step">{text}</code> }
                </p>
                <p id="why" class="why" aria-live={live} aria-atomic="true">{why}</p>
              </>
            }
        }
        _ if !props.info.stepping => html! {
            <p id="why" class="why">{lang.t(T::FastNoSteps)}</p>
        },
        _ => html! {
            <p id="why" class="why">{lang.t(T::PressStep)}</p>
        },
    };
    frame(Panel::Explanation, lang, body)
}
