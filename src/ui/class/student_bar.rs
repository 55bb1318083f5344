//! A student's class bar: whether the board follows the teacher, what
//! happened while the device was away, and a button to leave.

use yew::prelude::*;

use super::question_card::QuestionCard;
use crate::class::question_view::QuestionsFacts;
use crate::class::{ClassEvent, ClassFacts};
use crate::i18n::{Lang, T};

/// Props of [`StudentBar`].
#[derive(Properties, PartialEq)]
pub struct StudentBarProps {
    /// What the bar says.
    pub facts: ClassFacts,
    /// The questions: the open one, the last revealed, the score.
    pub questions: QuestionsFacts,
    /// The page's language.
    pub lang: Lang,
    /// The class's events.
    pub on: Callback<ClassEvent>,
    /// Closes the bar of a class that is over.
    pub close: Callback<()>,
}

/// A student's class bar.
#[function_component(StudentBar)]
pub fn student_bar(props: &StudentBarProps) -> Html {
    let t = |k| props.lang.t(k);
    let facts = &props.facts;
    html! {
      <aside class="class-bar student" aria-label={t(T::ClassBar)}>
        <p class="class-status" id="class-status" aria-live="polite">{&facts.status}</p>
        if let Some(line) = &facts.following { <p class="class-following" id="class-following">{line}</p> }
        if let Some(said) = &facts.said { <p class="class-said" role="status">{said}</p> }
        // The next question follows the reveal at once: the verdict
        // stays beside it, the whole distribution only between questions.
        if let Some(open) = &props.questions.open {
          if let Some(verdict) = props.questions.revealed.as_ref().and_then(|r| r.said.as_ref()) {
            <p class="class-verdict" id="class-verdict">{verdict}</p>
          }
          <QuestionCard facts={open.clone()} answerable={true} id="class-open" lang={props.lang} on={props.on.clone()} />
        } else if let Some(revealed) = &props.questions.revealed {
          <QuestionCard facts={revealed.clone()} answerable={false} id="class-revealed" lang={props.lang} on={props.on.clone()} />
        }
        if let Some(score) = &props.questions.score { <p class="class-score" id="class-score">{score}</p> }
        <div class="class-buttons">
          if facts.over {
            <button id="class-close" onclick={props.close.reform(|_| ())}>{t(T::ClassClose)}</button>
          } else {
            <button id="class-leave" onclick={props.on.reform(|_| ClassEvent::End)}>{t(T::ClassLeave)}</button>
          }
        </div>
      </aside>
    }
}
