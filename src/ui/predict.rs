//! Predict mode's panel: the question about the next step, the answers
//! (buttons, the board, or keys: digits, Y and N, Enter on the grid), the
//! verdict and the score.

use yew::prelude::*;

use crate::format::digit_char;
use crate::i18n::{Lang, T};
use crate::playback::{Action, Answer, Predict, Question};
use crate::puzzles::cell_name;

/// Props of [`PredictPanel`].
#[derive(Properties, PartialEq)]
pub struct PredictPanelProps {
    /// The state of predict mode.
    pub predict: Predict,
    /// The board's side (to name cells).
    pub side: usize,
    /// N-Queens: cells are rows and values columns.
    pub queens: bool,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The panel of predict mode.
#[function_component(PredictPanel)]
pub fn predict_panel(props: &PredictPanelProps) -> Html {
    let lang = props.lang;
    let t = |k| lang.t(k);
    let on = &props.on;
    let p = &props.predict;
    let name = |cell: usize, value: u8| {
        if props.queens {
            format!("r{}c{}", cell + 1, value)
        } else {
            cell_name(cell, props.side)
        }
    };
    let question = match &p.question {
        Some(Question::Value { cell, options }) => {
            let asked = if props.queens {
                format!(
                    "{} {}",
                    lang.fill(T::HouseRow, &[&(cell + 1).to_string()]),
                    ""
                )
            } else {
                name(*cell, 0)
            };
            html! {
              <>
                <p id="predict-question" class="question">{lang.fill(T::PredictWhichValue, &[asked.trim()])}</p>
                <div class="answers">
                  { for options.iter().map(|&v| html! {
                      <button class="answer" data-answer={v.to_string()}
                              onclick={on.reform(move |_| Action::Answer(Answer::Value(v)))}>{digit_char(v)}</button>
                  }) }
                </div>
              </>
            }
        }
        Some(Question::Rejected { cell, value }) => html! {
          <>
            <p id="predict-question" class="question">
              {lang.fill(T::PredictRejected, &[&name(*cell, *value), &digit_char(*value).to_string()])}
            </p>
            <p class="hint">{t(T::PredictWhichCell)}</p>
            <div class="answers">
              <button id="answer-yes" class="answer" onclick={on.reform(|_| Action::Answer(Answer::Yes))}>{t(T::PredictYes)}</button>
              <button id="answer-no" class="answer" onclick={on.reform(|_| Action::Answer(Answer::No))}>{t(T::PredictNo)}</button>
            </div>
          </>
        },
        Some(Question::BackTo) => html! {
          <p id="predict-question" class="question">{t(T::PredictBackTo)}</p>
        },
        None => html! { <p class="question waiting">{t(T::PredictNext)}</p> },
    };
    let verdict = match p.verdict {
        Some(true) => {
            html! { <p id="predict-verdict" class="verdict right">{"✓ "}{t(T::PredictRight)}</p> }
        }
        Some(false) => {
            html! { <p id="predict-verdict" class="verdict wrong">{"✗ "}{t(T::PredictWrong)}</p> }
        }
        None => html! {},
    };
    html! {
      <section class="panel predict" id="panel-predict" aria-label="Predict" aria-live="polite">
        <h2>{t(T::PredictTitle)}</h2>
        { question }
        { verdict }
        <p id="predict-score" class="score">{lang.fill(T::PredictScore, &[&p.right.to_string(), &p.asked.to_string()])}</p>
        <div class="answers">
          <button id="predict-reveal" onclick={on.reform(|_| Action::Step)}>{t(T::PredictReveal)}</button>
          <button id="predict-stop" onclick={on.reform(|_| Action::TogglePredict)}>{t(T::PredictStop)}</button>
        </div>
      </section>
    }
}
