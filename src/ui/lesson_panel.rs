//! The lesson's moments: mark the moment on screen, title, reorder and
//! remove moments, go to one, present them (the clicker's Page Down and
//! Page Up go from moment to moment), copy the lesson's link; the moment
//! shown stands with its QR code. In projector mode only the moment's
//! heading and its QR code stand, for the class.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::print_dialog::lesson;
use super::qr_code::QrCode;
use crate::i18n::{Lang, Numbers, T};
use crate::page::{Action, LessonAction, LessonView, Model, MomentRow};

/// Props of [`LessonPanel`].
#[derive(Properties, PartialEq)]
pub struct LessonPanelProps {
    /// What it shows, computed by the model.
    pub view: Rc<LessonView>,
    /// The page's address (origin and path), which a moment's QR code
    /// carries with the moment's fragment.
    pub address: String,
    /// Only the moment's heading and QR code (projector mode).
    pub compact: bool,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The lesson's part of the page.
#[function_component(LessonPanel)]
pub fn lesson_panel(props: &LessonPanelProps) -> Html {
    let (view, lang) = (&props.view, props.lang);
    let presenting = view.presenting.then_some("");
    if props.compact {
        return html! {
          <section class="lesson compact" aria-label={lang.t(T::LessonLandmark)} data-presenting={presenting}>
            { moment_shown(props) }
          </section>
        };
    }
    html! {
      <details class="lesson" id="lesson" open={!view.rows.is_empty()} data-presenting={presenting}>
        <summary>{&view.summary}</summary>
        if view.rows.is_empty() {
          <p class="caption">{lang.t(T::LessonHint)}</p>
        }
        <ol class="moments" aria-label={lang.t(T::LessonLandmark)}>
          { for view.rows.iter().map(|row| moment_row(row, view.rows.len(), lang, &props.on)) }
        </ol>
        { lesson_buttons(props) }
        { moment_shown(props) }
      </details>
    }
}

/// A moment's row: go to it, its title, up, down, remove.
fn moment_row(row: &MomentRow, count: usize, lang: Lang, on: &Callback<Action>) -> Html {
    let (index, number) = (row.number - 1, row.number.to_string());
    let retitle = on.reform(move |e: Event| {
        let input: HtmlInputElement = e.target_unchecked_into();
        Action::Lesson(LessonAction::Title(index, input.value()))
    });
    html! {
      <li class={classes!("moment", row.current.then_some("current"))}
          aria-current={row.current.then_some("step")}>
        <button class="moment-go" aria-label={lang.fill(T::MomentGo, &[&number, &row.title])}
                onclick={lesson(on, LessonAction::GoTo(index))}>{&number}</button>
        <input class="moment-title" type="text" value={row.title.clone()} maxlength="80"
               aria-label={lang.fill(T::MomentTitleLabel, &[&number])} onchange={retitle} />
        <button class="moment-up" aria-label={lang.fill(T::MomentUp, &[&number])} disabled={index == 0}
                onclick={lesson(on, LessonAction::Move(index, true))}>{"↑"}</button>
        <button class="moment-down" aria-label={lang.fill(T::MomentDown, &[&number])} disabled={index + 1 == count}
                onclick={lesson(on, LessonAction::Move(index, false))}>{"↓"}</button>
        <button class="moment-remove" aria-label={lang.fill(T::MomentRemove, &[&number])}
                onclick={lesson(on, LessonAction::Remove(index))}>{"✕"}</button>
      </li>
    }
}

/// Mark, present, copy the lesson's link.
fn lesson_buttons(props: &LessonPanelProps) -> Html {
    let (view, lang, on) = (&props.view, props.lang, &props.on);
    let empty = view.rows.is_empty();
    html! {
      <div class="row-buttons">
        <button id="mark-moment" title={lang.t(T::MarkMomentHint)}
                onclick={lesson(on, LessonAction::Mark)}>{lang.t(T::MarkMoment)}</button>
        <button id="present-lesson" title={lang.t(T::PresentLessonHint)} disabled={empty}
                aria-pressed={view.presenting.to_string()}
                onclick={lesson(on, LessonAction::Present(!view.presenting))}>{lang.t(T::PresentLesson)}</button>
        <button id="copy-lesson" title={lang.t(T::CopyLessonLinkHint)} disabled={empty}
                onclick={lesson(on, LessonAction::CopyLessonLink)}>{lang.t(T::CopyLessonLink)}</button>
      </div>
    }
}

/// The moment last gone to: its heading and its QR code.
fn moment_shown(props: &LessonPanelProps) -> Html {
    let (view, lang) = (&props.view, props.lang);
    let (Some(heading), Some(fragment)) = (&view.heading, &view.qr_fragment) else {
        return Html::default();
    };
    let number = view.rows.iter().find(|r| r.current).map_or(0, |r| r.number);
    html! {
      <figure class="moment-shown">
        <QrCode text={format!("{}#{fragment}", props.address)} label={lang.fill(T::MomentQr, &[&number.to_string()])}
                failed={lang.t(T::MomentQrFailed)} />
        <figcaption>
          <strong class="moment-heading" aria-live="polite">{heading}</strong>
          <span class="caption">{lang.t(T::MomentQrCaption)}</span>
        </figcaption>
      </figure>
    }
}

/// The lesson's part of the page for `model`, where it stands: above
/// the panels (`above`) in projector mode, only while a moment is shown;
/// else below them. None in an embed.
pub fn lesson_part(
    model: &Model,
    numbers: &dyn Numbers,
    on: &Callback<Action>,
    above: bool,
) -> Html {
    let compact = model.screen.projector();
    if model.lesson.embed().is_some() || compact != above {
        return Html::default();
    }
    let lang = model.screen.lang();
    let view = model.lesson.view(lang, numbers);
    if compact && view.heading.is_none() {
        return Html::default();
    }
    html! {
      <LessonPanel view={Rc::new(view)} address={super::effects::page_address()} compact={compact}
                   lang={lang} on={on.clone()} />
    }
}
