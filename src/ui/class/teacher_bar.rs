//! The teacher's class bar: the join card (the code large enough for the
//! back of a room, the QR code of the join link, the link itself), how
//! many have joined, and the buttons that let the class go, bring it
//! back, fold the card and end the class.

use yew::prelude::*;

use super::question_card::QuestionCard;
use crate::class::question_view::QuestionsFacts;
use crate::class::{ClassEvent, ClassFacts};
use crate::i18n::{Lang, T};
use crate::ui::qr_code::QrCode;

/// Props of [`TeacherBar`].
#[derive(Properties, PartialEq)]
pub struct TeacherBarProps {
    /// What the bar says.
    pub facts: ClassFacts,
    /// The join link, once the room is open.
    pub join: Option<String>,
    /// Whether the join card is shown.
    pub card: bool,
    /// Whether the students follow.
    pub following: bool,
    /// The questions: the open one, the last revealed, the summary.
    pub questions: QuestionsFacts,
    /// Whether the class predicts each step.
    pub predicting: bool,
    /// The page's language.
    pub lang: Lang,
    /// The class's events.
    pub on: Callback<ClassEvent>,
    /// Closes the bar of a class that is over.
    pub close: Callback<()>,
}

/// The teacher's class bar.
#[function_component(TeacherBar)]
pub fn teacher_bar(props: &TeacherBarProps) -> Html {
    let t = |k| props.lang.t(k);
    let facts = &props.facts;
    let on = &props.on;
    let card = match (&facts.code, &props.join) {
        (Some(code), Some(join)) if props.card && facts.live => html! {
          <div class="class-card">
            <p class="class-code-label">{t(T::ClassCodeLabel)}</p>
            <p class="class-code" id="class-code">{code}</p>
            <QrCode text={join.clone()} label={t(T::ClassQrLabel).to_string()} failed={t(T::ClassQrFailed).to_string()} />
            <p class="class-join">{props.lang.fill(T::ClassJoinAt, &[join])}</p>
          </div>
        },
        _ => html! {},
    };
    let following = props.following;
    let shown = props.card;
    let predicting = props.predicting;
    let questions = &props.questions;
    html! {
      <aside class="class-bar teacher" aria-label={t(T::ClassBar)}>
        <p class="class-status" id="class-status" aria-live="polite">{&facts.status}</p>
        if let Some(line) = &facts.following { <p class="class-following">{line}</p> }
        if let Some(said) = &facts.said { <p class="class-said" role="status">{said}</p> }
        {card}
        if let Some(open) = &questions.open {
          <QuestionCard facts={open.clone()} answerable={false} listed={false} id="class-open" lang={props.lang} on={on.clone()} />
        }
        if let Some(revealed) = &questions.revealed {
          <QuestionCard facts={revealed.clone()} answerable={false} id="class-revealed" lang={props.lang} on={on.clone()} />
        }
        if let Some(summary) = &questions.summary { <p class="class-summary" id="class-summary">{summary}</p> }
        <div class="class-buttons">
          if facts.live {
            <button id="class-card" onclick={on.reform(move |_| ClassEvent::Card(!shown))}>
              {t(if shown { T::ClassHideCard } else { T::ClassShowCard })}</button>
            <button id="class-predict" aria-pressed={predicting.to_string()} title={t(T::ClassPredictHint)}
                    onclick={on.reform(move |_| ClassEvent::Predict(!predicting))}>{t(T::ClassPredict)}</button>
            if questions.open.is_some() {
              <button id="class-reveal" class="primary" title={t(T::ClassRevealHint)} onclick={on.reform(|_| ClassEvent::Reveal)}>{t(T::ClassReveal)}</button>
            }
            if following {
              <button id="class-follow" title={t(T::ClassLetGoHint)} onclick={on.reform(|_| ClassEvent::Follow(false))}>{t(T::ClassLetGo)}</button>
            } else {
              <button id="class-follow" title={t(T::ClassBringBackHint)} onclick={on.reform(|_| ClassEvent::Follow(true))}>{t(T::ClassBringBack)}</button>
            }
          }
          if facts.over {
            <button id="class-close" onclick={props.close.reform(|_| ())}>{t(T::ClassClose)}</button>
          } else {
            <button id="class-end" onclick={on.reform(|_| ClassEvent::End)}>{t(T::ClassEnd)}</button>
          }
        </div>
      </aside>
    }
}
