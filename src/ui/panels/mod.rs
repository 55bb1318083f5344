//! The panels beside the board, each a landmark: explanation, code,
//! recursion chain, sets, search tree; and the switches that show them.

mod chain;
mod code;
mod explanation;
mod sets;
mod summary_table;
mod toggles;
mod tree;

use std::rc::Rc;

use yew::prelude::*;

use super::intl::IntlNumbers;
use crate::engine::Event;
use crate::i18n::{Lang, T};
use crate::page::{
    Action, LearnerCode, Model, MomentFacts, Panel, PanelSet, ProjectorPages, Subject,
};
use crate::strategy::Strategy;

/// A run's subject, compared by identity: it does not change.
#[derive(Clone)]
pub struct SubjectOf(pub Subject);

impl PartialEq for SubjectOf {
    fn eq(&self, other: &Self) -> bool {
        self.0.same(&other.0)
    }
}

/// What the panels need of the run besides its facts.
#[derive(Clone, PartialEq)]
pub struct RunInfo {
    /// What is searched: it names the squares, moves and values.
    pub subject: Option<SubjectOf>,
    /// The event on screen.
    pub event: Option<Event>,
    /// The strategy has steps.
    pub stepping: bool,
    /// Events logged: the tree can be drawn up to there.
    pub logged: usize,
    /// The run's events so far, or all of them.
    pub length: u64,
}

impl RunInfo {
    /// The run's info in `model`.
    pub fn of(model: &Model) -> Self {
        let run = model.run.current();
        RunInfo {
            subject: run.map(|r| SubjectOf(r.subject.clone())),
            event: run.and_then(|r| r.moment.event),
            stepping: model.choices.strategy().steps(),
            logged: run.map_or(0, |r| r.log.len()),
            length: run.map_or(0, |r| r.length()),
        }
    }
}

/// Props of [`Panels`].
#[derive(Properties, PartialEq)]
pub struct PanelsProps {
    /// The step on screen.
    pub model_step: u64,
    /// The panels drawn.
    pub shown: PanelSet,
    /// In projector mode, the panels paged through beside the Explanation.
    pub pages: Option<ProjectorPages>,
    /// The strategy.
    pub strategy: Strategy,
    /// The facts of the moment.
    pub facts: Option<Rc<MomentFacts>>,
    /// The run.
    pub run_info: RunInfo,
    /// The number format.
    pub numbers: Rc<IntlNumbers>,
    /// The page's language.
    pub lang: Lang,
    /// Each step's explanation is announced to a screen reader.
    pub announce: bool,
    /// The line under the Code panel.
    pub code_caption: String,
    /// In the Lab: the learner's code for the Code panel.
    pub learner_code: Option<LearnerCode>,
    /// Actions.
    pub on: Callback<Action>,
}

/// The panels and their switches.
#[function_component(Panels)]
pub fn panels(props: &PanelsProps) -> Html {
    let shows = |p| props.shown.shows(p);
    let facts = props.facts.clone();
    let info = &props.run_info;
    let lang = props.lang;
    html! {
      <>
        <toggles::PanelToggles shown={props.shown} pages={props.pages.clone()} lang={lang} on={props.on.clone()} />
        <div class="panels">
          if shows(Panel::Explanation) {
            <explanation::ExplanationPanel step={props.model_step} strategy={props.strategy}
                facts={facts.clone()} info={info.clone()} numbers={props.numbers.clone()} lang={lang}
                announce={props.announce} />
          }
          if shows(Panel::Code) {
            <code::CodePanel strategy={props.strategy} caption={props.code_caption.clone()} lit={facts.as_ref().and_then(|t| t.lit)}
                learner={props.learner_code.clone()} lang={lang} />
          }
          if shows(Panel::Chain) {
            <chain::ChainPanel facts={facts.clone()} info={info.clone()} lang={lang} />
          }
          if shows(Panel::Sets) {
            <sets::SetsPanel facts={facts.clone()} info={info.clone()} strategy={props.strategy} lang={lang} />
          }
          if shows(Panel::Tree) {
            <tree::TreePanel facts={facts} info={info.clone()} numbers={props.numbers.clone()} lang={lang} on={props.on.clone()} />
          }
        </div>
      </>
    }
}

/// A panel's heading in `lang`.
pub fn panel_name(panel: Panel, lang: Lang) -> &'static str {
    lang.t(match panel {
        Panel::Explanation => T::PanelExplanation,
        Panel::Code => T::PanelCode,
        Panel::Chain => T::PanelChain,
        Panel::Sets => T::PanelSets,
        Panel::Tree => T::PanelTree,
    })
}

/// A panel's frame: a landmark section named, like its heading, in the
/// page's language.
pub(super) fn frame(panel: Panel, lang: Lang, body: Html) -> Html {
    html! {
      <section class={format!("panel panel-{}", panel.key())} id={format!("panel-{}", panel.key())}
               aria-label={panel_name(panel, lang)}>
        <h2 lang={lang.code()}>{panel_name(panel, lang)}</h2>
        { body }
      </section>
    }
}
