//! A student's class bar: whether the board follows the teacher, what
//! happened while the device was away, and a button to leave.

use yew::prelude::*;

use crate::class::{ClassEvent, ClassFacts};
use crate::i18n::{Lang, T};

/// Props of [`StudentBar`].
#[derive(Properties, PartialEq)]
pub struct StudentBarProps {
    /// What the bar says.
    pub facts: ClassFacts,
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
