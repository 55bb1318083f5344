//! The run's buttons: play or pause, one step back and forth, to the end,
//! cancel, copy a link to this step; and, folded until asked for, the
//! class's and the lesson's: the modes' buttons (predict, race: the
//! table [`ModeKind::button`]), copy an embed, print, a GIF (predict's
//! key, Q, acts folded or not).

use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::{
    Action, ClassroomAction, ExportAction, LessonAction, ModeKind, PageAction, RunAction,
};

/// Props of [`RunControls`].
#[derive(Properties, PartialEq)]
pub struct RunControlsProps {
    /// The run animates or runs to its end.
    pub busy: bool,
    /// The strategy has steps.
    pub stepping: bool,
    /// A run exists.
    pub has_run: bool,
    /// The run is at its end.
    pub finished: bool,
    /// Nothing tried yet.
    pub at_start: bool,
    /// The page's mode (a mode's toggle shows whether it is on).
    pub mode: ModeKind,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The run's buttons.
#[function_component(RunControls)]
pub fn run_controls(props: &RunControlsProps) -> Html {
    let on = &props.on;
    let t = |k| props.lang.t(k);
    html! {
      <div class="buttons" id="run-controls" tabindex="-1" role="toolbar" aria-label={t(T::RunControls)}>
        <div class="main-controls">
        if props.busy {
          <button id="pause" class="primary" title={t(T::PauseHint)} onclick={on.reform(|_| Action::Run(RunAction::Pause))}>{t(T::Pause)}</button>
        } else {
          <button id="play" class="primary" title={t(T::PlayHint)} onclick={on.reform(|_| Action::Run(RunAction::Play))}>{t(T::Play)}</button>
        }
        <button id="back" title={t(T::BackHint)} disabled={!props.has_run || props.at_start || !props.stepping}
                onclick={on.reform(|_| Action::Run(RunAction::StepBack))}>{t(T::Back)}</button>
        <button id="step" title={t(T::StepHint)} disabled={!props.stepping || props.finished}
                onclick={on.reform(|_| Action::Run(RunAction::Step))}>{t(T::StepButton)}</button>
        </div>
        <button id="skip" title={t(T::ToEndHint)} disabled={props.finished}
                onclick={on.reform(|_| Action::Run(RunAction::ToEnd))}>{t(T::ToEnd)}</button>
        <button id="cancel" title={t(T::CancelHint)} disabled={!props.has_run}
                onclick={on.reform(|_| Action::Run(RunAction::Cancel))}>{t(T::Cancel)}</button>
        <button id="copy-link" title={t(T::CopyLinkHint)}
                onclick={on.reform(|_| Action::Page(PageAction::CopyLink))}>{t(T::CopyLink)}</button>
        // Rarely wanted on a first visit: folded, so that the first screen
        // leads with the board, Step and the Explanation.
        <details class="more-controls" id="more-controls">
          <summary>{t(T::MoreControls)}</summary>
          <div class="more-buttons">
            { for ModeKind::ALL.into_iter().filter_map(|kind| Some((kind, kind.button()?))).map(|(kind, button)| {
                let pressed = matches!(button.action, ClassroomAction::Toggle(_)).then(|| (props.mode == kind).to_string());
                let action = button.action.clone();
                html! {
                  <button id={button.id} aria-pressed={pressed} title={t(button.hint)}
                          disabled={kind.holds_a_stepping_run() && !props.stepping}
                          onclick={on.reform(move |_| Action::Classroom(action.clone()))}>{t(button.label)}</button>
                }
            }) }
            <button id="copy-embed" title={t(T::CopyEmbedHint)} disabled={!props.stepping}
                    onclick={on.reform(|_| Action::Page(PageAction::CopyEmbed))}>{t(T::CopyEmbed)}</button>
            <button id="start-class" title={t(T::ClassStartHint)}
                    onclick={Callback::from(|_| super::class_door::start_class())}>{t(T::ClassStart)}</button>
            <button id="print" title={t(T::PrintOpenHint)} aria-haspopup="dialog"
                    onclick={on.reform(|_| Action::Lesson(LessonAction::OpenPrint))}>{t(T::PrintOpen)}</button>
            <button id="make-gif" title={t(T::ExportHint)} aria-haspopup="dialog" disabled={!props.stepping}
                    onclick={on.reform(|_| Action::Lesson(LessonAction::Export(ExportAction::Open)))}>{t(T::ExportButton)}</button>
          </div>
        </details>
      </div>
    }
}
