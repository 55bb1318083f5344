//! The column beside the board: the welcome, the choices, the run's
//! buttons and counters, predict mode, the note, the solutions, the
//! panels and the lesson's moments.

use std::rc::Rc;

use yew::prelude::*;

use super::app::App;
use super::browser::SolutionBrowser;
use super::choices::Choices;
use super::help::Tour;
use super::lesson_panel::lesson_part;
use super::note::NoteLine;
use super::panels::Panels;
use super::predict::PredictPanel;
use super::run_controls::RunControls;
use crate::i18n::T;

impl App {
    /// The column beside the board: the welcome, the choices, the run's
    /// buttons and counters, predict mode, the note, the solutions, the
    /// panels and the lesson's moments.
    pub(super) fn side_column(&self, note: Option<(bool, String)>) -> Html {
        let model = &self.model;
        let on_screen = model.on_screen();
        let (lang, on, run) = (model.screen.lang(), self.on.clone(), model.run.current());
        html! {
            <div class="side">
              // The learner's code beside the board, first (on a phone,
              // under it, the screen's width).
              { self.lab() }
              if model.lesson.embed().is_some() {
                <a class="embed-open" href={format!("./#{}", model.link_with(None))} target="_blank" rel="noopener">{lang.t(T::EmbedOpenFull)}</a>
              }
              if model.screen.tour() {
                <Tour lang={lang} on={on.clone()} />
              } else {
                // Beside the board's top, where a person solving looks.
                { self.play_bar() }
              }
              <Choices strategy={model.choices.strategy()} seed={model.choices.seed()} mode={model.choices.mode()} speed={model.choices.speed()}
                       wide={model.document.editor().puzzle().wide_queens()} lang={lang} on={on.clone()} />
              <RunControls busy={model.busy()} stepping={self.stepping()} has_run={run.is_some()}
                           finished={run.is_some_and(|r| r.finished())} at_start={model.step() == 0}
                           mode={model.page_mode()} lang={lang} on={on.clone()} />
              if !model.screen.projector() {
                { self.counters() }
              }
              // On a projector the moment shown stands above the panels;
              // else the lesson's list stands below them (the board and
              // the Explanation first).
              { lesson_part(model, self.numbers.as_ref(), &on, true) }
              if let Some(p) = model.mode.predict() {
                <PredictPanel predict={p.clone()}
                              puzzle={run.and_then(|r| r.subject.shared_puzzle().cloned()).unwrap_or_else(|| Rc::new(model.document.editor().puzzle().clone()))}
                              lang={lang} on={on.clone()} />
              }
              <NoteLine note={note} />
              <SolutionBrowser index={model.run.cursor().browsing} count={run.map_or(0, |r| r.solutions.len())}
                               symmetry={model.run.queens_symmetry()} lang={lang} on={on.clone()} />
              <Panels model_step={model.step()} shown={on_screen.panels_on_screen()} pages={model.screen.projector_pages()} strategy={model.choices.strategy()}
                      facts={model.run.facts().cloned()} run_info={super::panels::RunInfo::of(model)}
                      numbers={self.numbers.clone()} lang={lang} announce={on_screen.announces_steps()}
                      code_caption={on_screen.code_caption()} learner_code={on_screen.learner_code()}
                      on={on.clone()} />
              { lesson_part(model, self.numbers.as_ref(), &on, false) }
            </div>
        }
    }
}
