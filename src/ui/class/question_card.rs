//! A question in the class bar: its words, its answers (buttons for a
//! student while it is open; once revealed, each with its count and a bar
//! of its share, the search's answer marked), and what is said of it.

use yew::prelude::*;

use crate::class::question_view::QuestionFacts;
use crate::class::ClassEvent;
use crate::i18n::{Lang, T};

/// Props of [`QuestionCard`].
#[derive(Properties, PartialEq)]
pub struct QuestionCardProps {
    /// The question as the bar shows it.
    pub facts: QuestionFacts,
    /// Whether the reader answers it here (a student, while it is open).
    pub answerable: bool,
    /// Whether its answers are listed (the teacher's open question counts
    /// answers only: the answers are the students' to read).
    #[prop_or(true)]
    pub listed: bool,
    /// The element's id.
    pub id: AttrValue,
    /// The page's language.
    pub lang: Lang,
    /// The class's events.
    pub on: Callback<ClassEvent>,
}

/// A question in the class bar.
#[function_component(QuestionCard)]
pub fn question_card(props: &QuestionCardProps) -> Html {
    let t = |k| props.lang.t(k);
    let facts = &props.facts;
    let answers = facts.choices.iter().enumerate().map(|(i, choice)| {
        let number = format!("{} ", i + 1);
        if props.answerable {
            let key = choice.key.clone();
            return html! {
              <li><button class="class-answer" aria-pressed={choice.chosen.to_string()}
                          onclick={props.on.reform(move |_| ClassEvent::Answer(key.clone()))}>
                <span class="class-answer-number" aria-hidden="true">{number}</span>{&choice.label}</button></li>
            };
        }
        let width = format!("width: {}%", choice.percent);
        html! {
          <li class={classes!("class-choice", choice.truth.then_some("truth"), choice.chosen.then_some("chosen"))}>
            <span class="class-choice-label">{&choice.label}
              if choice.truth { <span class="class-truth" title={t(T::ClassTruth)}>{" ✓"}<span class="class-hidden">{format!(" ({})", t(T::ClassTruth))}</span></span> }
            </span>
            if let Some(count) = &choice.count {
              <span class="class-choice-count">{count}</span>
              <span class="class-choice-bar" aria-hidden="true"><span style={width}></span></span>
            }
          </li>
        }
    });
    html! {
      <div class="class-question" id={props.id.clone()}>
        if !facts.text.is_empty() { <p class="class-question-text">{&facts.text}</p> }
        if props.listed { <ul class="class-answers" aria-label={t(T::ClassAnswers)}>{for answers}</ul> }
        if let Some(said) = &facts.said { <p class="class-question-said">{said}</p> }
      </div>
    }
}
