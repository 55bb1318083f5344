//! Predict mode's panel: the question about the next step, the answers
//! (buttons, the board, or keys: digits, Y and N, Enter on the grid), the
//! verdict and the score.

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::{Action, Answer, ClassroomAction, Predict, Question, RunAction};
use crate::puzzles::AnyPuzzle;

/// Props of [`PredictPanel`].
#[derive(Properties)]
pub struct PredictPanelProps {
    /// The state of predict mode.
    pub predict: Predict,
    /// The puzzle (to name its cells and values).
    pub puzzle: Rc<AnyPuzzle>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

impl PartialEq for PredictPanelProps {
    fn eq(&self, other: &Self) -> bool {
        self.predict == other.predict
            && Rc::ptr_eq(&self.puzzle, &other.puzzle)
            && self.lang == other.lang
            && self.on == other.on
    }
}

/// The panel of predict mode.
#[function_component(PredictPanel)]
pub fn predict_panel(props: &PredictPanelProps) -> Html {
    let lang = props.lang;
    let t = |k| lang.t(k);
    let on = &props.on;
    let p = &props.predict;
    let words = p.question().and_then(|q| q.words(&props.puzzle, lang));
    let question = match (p.question(), words) {
        (Some(Question::Value { .. }), Some(words)) => html! {
          <>
            <p id="predict-question" class="question">{words.text}</p>
            <div class="answers">
              { for words.options.into_iter().map(|(v, label)| html! {
                  <button class="answer" data-answer={v.to_string()}
                          onclick={on.reform(move |_| Action::Classroom(ClassroomAction::Answer(Answer::Value(v))))}>{label}</button>
              }) }
            </div>
          </>
        },
        (Some(Question::Rejected { .. }), Some(words)) => html! {
          <>
            <p id="predict-question" class="question">{words.text}</p>
            <p class="hint">{t(T::PredictWhichCell)}</p>
            <div class="answers">
              <button id="answer-yes" class="answer" onclick={on.reform(|_| Action::Classroom(ClassroomAction::Answer(Answer::Yes)))}>{t(T::PredictYes)}</button>
              <button id="answer-no" class="answer" onclick={on.reform(|_| Action::Classroom(ClassroomAction::Answer(Answer::No)))}>{t(T::PredictNo)}</button>
            </div>
          </>
        },
        (Some(_), _) => html! {
          <p id="predict-question" class="question">{t(T::PredictBackTo)}</p>
        },
        (None, _) => html! { <p class="question waiting">{t(T::PredictNext)}</p> },
    };
    let verdict = match p.verdict() {
        Some(true) => {
            html! { <p id="predict-verdict" class="verdict right">{"✓ "}{t(T::PredictRight)}</p> }
        }
        Some(false) => {
            html! { <p id="predict-verdict" class="verdict wrong">{"✗ "}{t(T::PredictWrong)}</p> }
        }
        None => html! {},
    };
    html! {
      <section class="panel predict" id="panel-predict" aria-label={props.lang.t(T::Predict)} aria-live="polite">
        <h2>{t(T::PredictTitle)}</h2>
        { question }
        { verdict }
        <p id="predict-score" class="score">{lang.fill(T::PredictScore, &[&p.right().to_string(), &p.asked().to_string()])}</p>
        <div class="answers">
          <button id="predict-reveal" onclick={on.reform(|_| Action::Run(RunAction::Step))}>{t(T::PredictReveal)}</button>
          <button id="predict-stop" onclick={on.reform(|_| Action::Classroom(ClassroomAction::Toggle(crate::page::ModeKind::Predict)))}>{t(T::PredictStop)}</button>
        </div>
      </section>
    }
}
