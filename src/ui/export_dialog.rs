//! The GIF dialog: the range of steps (from, to), the panel beside the
//! Explanation, and Make, which goes through the range frame by frame
//! (a progress bar, Stop) and offers the GIF as a file. Modal; Esc
//! closes it and stops a GIF being made.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::gif_export::can_record_video;
use super::help::use_modal;
use super::panels::panel_name;
use super::print_dialog::lesson;
use crate::i18n::{Lang, T};
use crate::page::{Action, Export, ExportAction, ExportFormat, LessonAction, Panel};

/// Props of [`ExportDialog`].
#[derive(Properties, PartialEq)]
pub struct ExportDialogProps {
    /// The dialog's state.
    pub export: Export,
    /// The strategy shows its steps (else there is nothing to draw).
    pub stepping: bool,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// A step field's callback: its whole number, as `action` says.
fn step_field(on: &Callback<Action>, action: fn(u64) -> ExportAction) -> Callback<Event> {
    on.reform(move |e: Event| {
        let input: HtmlInputElement = e.target_unchecked_into();
        Action::Lesson(LessonAction::Export(action(
            input.value().trim().parse().unwrap_or(0),
        )))
    })
}

/// A radio button of the file's format.
fn format_choice(
    props: &ExportDialogProps,
    format: ExportFormat,
    id: &'static str,
    words: T,
) -> Html {
    let choice = props.export.choice;
    html! {
      <label class="choice">
        <input type="radio" name="export-format" id={id} checked={choice.format == format}
               disabled={props.export.making.is_some()}
               onchange={lesson(&props.on, LessonAction::Export(ExportAction::Format(format)))} />
        {props.lang.t(words)}
      </label>
    }
}

/// The GIF dialog, modal.
#[function_component(ExportDialog)]
pub fn export_dialog(props: &ExportDialogProps) -> Html {
    let dialog = use_modal();
    let (lang, on, export) = (props.lang, &props.on, props.export);
    let t = |k| lang.t(k);
    let choice = export.choice;
    let making = export.making.is_some();
    let choose_panel = on.reform(|e: Event| {
        let select: HtmlSelectElement = e.target_unchecked_into();
        let panel = Panel::ALL
            .iter()
            .copied()
            .find(|p| p.key() == select.value());
        Action::Lesson(LessonAction::Export(ExportAction::Panel(panel)))
    });
    let chosen = choice.panel.map_or("", |p| p.key());
    html! {
      <dialog id="export-dialog" class="print-dialog" ref={dialog} aria-labelledby="export-title"
              onclose={lesson(on, LessonAction::Export(ExportAction::Close))}>
        <h2 id="export-title">{t(T::ExportTitle)}</h2>
        <div class="row-buttons">
          <label>{t(T::ExportFrom)}{" "}
            <input id="export-from" type="number" min="0" value={choice.from.to_string()} disabled={making}
                   onchange={step_field(on, ExportAction::From)} /></label>
          <label>{t(T::ExportTo)}{" "}
            <input id="export-to" type="number" min="0" value={choice.to.to_string()} disabled={making}
                   onchange={step_field(on, ExportAction::To)} /></label>
        </div>
        <fieldset>
          <legend>{t(T::ExportFormatLegend)}</legend>
          { format_choice(props, ExportFormat::Gif, "export-gif", T::ExportFormatGif) }
          { format_choice(props, ExportFormat::Pictures, "export-pictures", T::ExportFormatPictures) }
          if can_record_video() {
            { format_choice(props, ExportFormat::Video, "export-video", T::ExportFormatVideo) }
          }
        </fieldset>
        <label>{t(T::ExportPanel)}{" "}
          <select id="export-panel" disabled={making} onchange={choose_panel}>
            <option value="" selected={chosen.is_empty()}>{t(T::ExportPanelNone)}</option>
            { for Panel::ALL[1..].iter().map(|p| html! {
                <option value={p.key()} selected={chosen == p.key()}>{panel_name(*p, lang)}</option>
            }) }
          </select>
        </label>
        <p class="caption">{if props.stepping { t(T::ExportAbout) } else { t(T::ExportNoSteps) }}</p>
        if let Some(m) = export.making {
          <label class="export-progress">
            {lang.fill(T::ExportProgress, &[&(m.taken + 1).min(choice.frames()).to_string(), &choice.frames().to_string()])}
            <progress id="export-progress" max={choice.frames().to_string()} value={m.taken.to_string()}></progress>
          </label>
        }
        <div class="row-buttons">
          if making {
            <button id="export-stop" onclick={lesson(on, LessonAction::Export(ExportAction::Cancel))}>{t(T::ExportStop)}</button>
          } else {
            <button id="export-make" class="primary" autofocus=true disabled={!props.stepping}
                    onclick={lesson(on, LessonAction::Export(ExportAction::Make))}>{t(T::ExportMake)}</button>
          }
          <button id="export-close" onclick={lesson(on, LessonAction::Export(ExportAction::Close))}>{t(T::HelpClose)}</button>
        </div>
      </dialog>
    }
}
