//! The print dialog: what the sheet holds (this step, or a worksheet),
//! the solution on a second page, and Print, which opens the browser's
//! own dialog (where "Save as PDF" makes a file). While it is open the
//! page is laid out for paper by the print style sheet; Esc closes it.

use yew::prelude::*;

use super::help::use_modal;
use crate::i18n::{Lang, T};
use crate::page::{Action, LessonAction, PrintChoice, Sheet};

/// Props of [`PrintDialog`].
#[derive(Properties, PartialEq)]
pub struct PrintDialogProps {
    /// The choices made.
    pub choice: PrintChoice,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The print dialog, modal: the browser keeps the focus inside it.
#[function_component(PrintDialog)]
pub fn print_dialog(props: &PrintDialogProps) -> Html {
    let dialog = use_modal();
    let (t, on, choice) = (|k| props.lang.t(k), &props.on, props.choice);
    let sheet = |id: &'static str, value: Sheet, words: T| {
        html! {
          <label class="choice">
            <input type="radio" name="print-sheet" id={id} checked={choice.sheet == value}
                   onchange={lesson(on, LessonAction::Sheet(value))} />
            {t(words)}
          </label>
        }
    };
    html! {
      <dialog id="print-dialog" class="print-dialog" ref={dialog} aria-labelledby="print-title"
              onclose={lesson(on, LessonAction::ClosePrint)}>
        <h2 id="print-title">{t(T::PrintTitle)}</h2>
        <fieldset>
          <legend>{t(T::PrintWhat)}</legend>
          { sheet("print-step", Sheet::Step, T::PrintChooseStep) }
          { sheet("print-worksheet", Sheet::Worksheet, T::PrintChooseWorksheet) }
        </fieldset>
        <label class="choice">
          <input type="checkbox" id="print-solution" checked={choice.solution}
                 onchange={lesson(on, LessonAction::Solution(!choice.solution))} />
          {t(T::PrintWithSolution)}
        </label>
        <p class="caption">{t(T::PrintPdfTip)}</p>
        <div class="row-buttons">
          <button id="print-go" class="primary" autofocus=true
                  onclick={lesson(on, LessonAction::Print)}>{t(T::PrintGo)}</button>
          <button id="print-close" onclick={lesson(on, LessonAction::ClosePrint)}>{t(T::HelpClose)}</button>
        </div>
      </dialog>
    }
}

/// A callback of any event that carries out `action` on the lesson (the
/// print and GIF dialogs' and the lesson part's buttons).
pub(super) fn lesson<E: 'static>(on: &Callback<Action>, action: LessonAction) -> Callback<E> {
    on.reform(move |_| Action::Lesson(action.clone()))
}
