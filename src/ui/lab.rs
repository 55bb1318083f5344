//! The Lab: the learner's Python in an editor with line numbers (the
//! method being called lit, the line of an error marked), Run, the
//! article's code again, the download; or, while closed, the button that
//! opens it.

use std::rc::Rc;

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::app::storage;
use crate::i18n::{Lang, T};
use crate::page::{Action, Lab, LabAction, LabKind};

/// Props of [`LabPanel`].
#[derive(Properties, PartialEq)]
pub struct LabPanelProps {
    /// The Lab, when open.
    pub lab: Option<Rc<Lab>>,
    /// The Lab's kind for the board's puzzle, if it has code for it.
    pub kind: Option<LabKind>,
    /// The line of the learner's code lit: the method called at the step.
    pub lit: Option<usize>,
    /// The learner's code is being loaded into Python.
    pub loading: bool,
    /// What the last check found, in words.
    pub checked: Option<String>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The Lab, or the button that opens it.
#[function_component(LabPanel)]
pub fn lab_panel(props: &LabPanelProps) -> Html {
    let lang = props.lang;
    let Some(lab) = &props.lab else {
        let Some(kind) = props.kind else {
            return Html::default();
        };
        let open = props.on.reform(move |_| {
            let kept = storage().and_then(|s| s.get_item(kind.storage_key()).ok().flatten());
            Action::Lab(LabAction::Open { kept, step: None })
        });
        return html! {
          <button id="lab-open" class="lab-open" title={lang.t(T::LabOpenHint)} onclick={open}>{lang.t(T::LabOpen)}</button>
        };
    };
    html! {
      <section class="lab" aria-labelledby="lab-title">
        <h2 id="lab-title">{lang.t(T::LabOpen)}</h2>
        <p class="lab-intro">{lang.t(T::LabIntro)}</p>
        if props.kind != Some(lab.kind) {
          <p class="message">{lang.t(T::LabUnsupported)}</p>
        }
        <CodeEditor lab={lab.clone()} lit={props.lit} lang={lang} on={props.on.clone()} />
        if props.loading {
          <p class="message" role="status">{lang.t(T::LabLoading)}</p>
        }
        if lab.checking {
          <p class="message" role="status">{lang.t(T::LabChecking)}</p>
        }
        if let Some(checked) = &props.checked {
          <p id="lab-check-result" class="message" role="status">{checked}</p>
        }
        if let Some(problem) = &lab.problem {
          <p id="lab-problem" class="message error" role="alert">{problem.words(lang)}</p>
        }
        <div class="row-buttons">
          <button id="lab-run" class="primary" title={lang.t(T::LabRunHint)} disabled={props.kind != Some(lab.kind)}
                  onclick={props.on.reform(|_| Action::Lab(LabAction::Run))}>{lang.t(T::LabRun)}</button>
          <button id="lab-check" title={lang.t(T::LabCheckHint)} disabled={props.kind != Some(lab.kind) || lab.checking}
                  onclick={props.on.reform(|_| Action::Lab(LabAction::Check))}>{lang.t(T::LabCheck)}</button>
          <button id="lab-reset" title={lang.t(T::LabResetHint)}
                  onclick={props.on.reform(|_| Action::Lab(LabAction::Reset))}>{lang.t(T::LabReset)}</button>
          <button id="lab-download" title={lang.t(T::LabDownloadHint)}
                  onclick={props.on.reform(|_| Action::Lab(LabAction::Download))}>{lang.t(T::LabDownload)}</button>
          <button id="lab-close" onclick={props.on.reform(|_| Action::Lab(LabAction::Close))}>{lang.t(T::LabClose)}</button>
        </div>
      </section>
    }
}

/// Props of [`CodeEditor`].
#[derive(Properties, PartialEq)]
struct CodeEditorProps {
    lab: Rc<Lab>,
    lit: Option<usize>,
    lang: Lang,
    on: Callback<Action>,
}

/// The learner's code: a plain text area (the browser's own editing,
/// undo and screen reader support) beside its line numbers.
#[function_component(CodeEditor)]
fn code_editor(props: &CodeEditorProps) -> Html {
    let lang = props.lang;
    let area_ref = use_node_ref();
    {
        // The text is the learner's: the page writes it only when it
        // puts code there itself (the article's code again).
        let area_ref = area_ref.clone();
        let code = props.lab.code.clone();
        use_effect_with(props.lab.written, move |_| {
            if let Some(area) = area_ref.cast::<HtmlTextAreaElement>() {
                if area.value() != code {
                    area.set_value(&code);
                }
            }
        });
    }
    let on_input = props.on.reform(|e: InputEvent| {
        let area: HtmlTextAreaElement = e.target_unchecked_into();
        Action::Lab(LabAction::Edit(area.value()))
    });
    let error_line = props
        .lab
        .problem
        .as_ref()
        .and_then(|p| p.line())
        .map(|l| l as usize);
    let lines = props.lab.code.lines().count().max(1) + 1;
    let numbers = (1..=lines).map(|n| {
        let class = classes!(
            (Some(n) == props.lit).then_some("lit"),
            (Some(n) == error_line).then_some("error")
        );
        html! { <li class={class}>{n}</li> }
    });
    html! {
      <div class="lab-editor">
        <ol class="lab-lines" aria-hidden="true">{ for numbers }</ol>
        <textarea id="lab-code" ref={area_ref} rows={lines.to_string()} spellcheck="false" wrap="off"
          autocapitalize="off" autocomplete="off" aria-label={lang.t(T::LabCode)}
          aria-invalid={error_line.is_some().then_some("true")}
          aria-describedby={props.lab.problem.is_some().then_some("lab-problem")}
          oninput={on_input} />
      </div>
    }
}
