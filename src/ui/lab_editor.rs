//! The learner's code: a plain text area (the browser's own editing,
//! undo and screen reader support) beside its line numbers, the method
//! being called lit and the line of an error marked.

use std::rc::Rc;

use web_sys::{HtmlElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::{Action, Lab, LabAction};

/// Props of [`CodeEditor`].
#[derive(Properties, PartialEq)]
pub struct CodeEditorProps {
    /// The Lab, with the learner's code.
    pub lab: Rc<Lab>,
    /// The line lit: the method called at the step.
    pub lit: Option<usize>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The learner's code: a plain text area (the browser's own editing,
/// undo and screen reader support) beside its line numbers.
#[function_component(CodeEditor)]
pub fn code_editor(props: &CodeEditorProps) -> Html {
    let lang = props.lang;
    let area_ref = use_node_ref();
    {
        // The text is the learner's: the page writes it only when it
        // puts code there itself (the article's code again).
        let area_ref = area_ref.clone();
        let code = props.lab.code().to_string();
        use_effect_with(props.lab.written(), move |_| {
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
        .problem()
        .and_then(|p| p.line())
        .map(|l| l as usize);
    let box_ref = use_node_ref();
    {
        // The marked line (an error's, else the method called) in sight
        // within the editor's box; the page itself does not move.
        let box_ref = box_ref.clone();
        use_effect_with(error_line.or(props.lit), move |&line| {
            if let Some(line) = line {
                show_line(&box_ref, line);
            }
        });
    }
    let lines = props.lab.code().lines().count().max(1) + 1;
    // As wide as the longest line: the box scrolls sideways, the text
    // area itself never hides a line's end.
    let columns = props
        .lab
        .code()
        .lines()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        + 2;
    let numbers = (1..=lines).map(|n| {
        let class = classes!(
            (Some(n) == props.lit).then_some("lit"),
            (Some(n) == error_line).then_some("error")
        );
        html! { <li class={class}>{n}</li> }
    });
    html! {
      <div class="lab-editor" ref={box_ref}>
        <ol class="lab-lines" aria-hidden="true">{ for numbers }</ol>
        <textarea id="lab-code" ref={area_ref} rows={lines.to_string()} cols={columns.to_string()} spellcheck="false" wrap="off"
          autocapitalize="off" autocomplete="off" aria-label={lang.t(T::LabCode)}
          aria-invalid={error_line.is_some().then_some("true")}
          aria-describedby={props.lab.problem().is_some().then_some("lab-problem")}
          oninput={on_input} />
      </div>
    }
}

/// Scrolls the editor's box (`box_ref`) so that line `line` (from 1) is
/// in sight, a third down, if it is not.
fn show_line(box_ref: &NodeRef, line: usize) {
    use wasm_bindgen::JsCast;
    let Some(editor) = box_ref.cast::<HtmlElement>() else {
        return;
    };
    let number = editor
        .query_selector(&format!(".lab-lines li:nth-child({line})"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    let Some(number) = number else { return };
    let (top, seen) = (number.offset_top(), editor.client_height());
    let scrolled = editor.scroll_top();
    if top < scrolled || top + number.offset_height() > scrolled + seen {
        editor.set_scroll_top((top - seen / 3).max(0));
    }
}
