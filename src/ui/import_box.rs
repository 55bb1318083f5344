//! The box for puzzle text: pasted in and loaded, or written out by
//! the page (an export) and shown selected for copying.

use wasm_bindgen::JsCast;
use web_sys::{HtmlDetailsElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::on_change::use_on_change;
use crate::i18n::{Lang, T};
use crate::page::{Action, Format, PuzzleAction};

/// Props of [`ImportBox`].
#[derive(Properties, PartialEq)]
pub struct ImportBoxProps {
    /// The text the page last wrote (an export).
    pub text: String,
    /// How many times the page has written into the box.
    pub written: u32,
    /// How many puzzles the page has loaded: the box folds when one is,
    /// so that the board it loaded stands where it was.
    pub loads: u32,
    /// Why the box's text could not be read, if it could not.
    #[prop_or_default]
    pub error: Option<String>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The import box, folded until asked for.
#[function_component(ImportBox)]
pub fn import_box(props: &ImportBoxProps) -> Html {
    let t = |k| props.lang.t(k);
    let area_ref = use_node_ref();
    let box_ref = use_node_ref();
    {
        // The box is the user's: the page writes into it only when asked
        // (an export), never echoes back what was pasted. What it writes
        // is shown: the box opens, its text selected for copying.
        let (area_ref, box_ref) = (area_ref.clone(), box_ref.clone());
        let text = props.text.clone();
        use_effect_with(props.written, move |&written| {
            if let Some(area) = area_ref
                .cast::<HtmlTextAreaElement>()
                .filter(|_| written > 0)
            {
                area.set_value(&text);
                if let Some(import_box) = box_ref.cast::<HtmlDetailsElement>() {
                    import_box.set_open(true);
                }
                let _ = area.focus();
                area.select();
            }
        });
    }
    {
        let box_ref = box_ref.clone();
        use_on_change(props.loads, move || fold(&box_ref));
    }
    let on_load = {
        let area_ref = area_ref.clone();
        props.on.reform(move |_| {
            Action::Puzzle(PuzzleAction::Import(
                area_ref
                    .cast::<HtmlTextAreaElement>()
                    .map(|t| t.value())
                    .unwrap_or_default(),
            ))
        })
    };
    let on_export = props
        .on
        .reform(|_| Action::Puzzle(PuzzleAction::Write(Format::Json)));
    html! {
      <details class="import" ref={box_ref}>
        <summary>{t(T::PasteImport)}</summary>
        <textarea id="import" ref={area_ref} rows="4" spellcheck="false"
          aria-label={t(T::ImportLabel)} aria-invalid={props.error.is_some().then_some("true")}
          aria-describedby={props.error.is_some().then_some("message")}
          placeholder={t(T::ImportPlaceholder)} />
        // What is wrong stands at the box it is about.
        if let Some(error) = &props.error {
          <p id="message" class="message error" role="alert">{error}</p>
        }
        <div class="row-buttons">
          <button id="load" onclick={on_load}>{t(T::Load)}</button>
          <button id="export" onclick={on_export}>{t(T::ExportJson)}</button>
        </div>
      </details>
    }
}

/// Folds the box if it is open (a puzzle was loaded: the board it loaded
/// stands where it was); the focus stays where the reader was, at the
/// box's summary, not lost with the folded Load button.
fn fold(box_ref: &NodeRef) {
    let Some(import_box) = box_ref.cast::<HtmlDetailsElement>() else {
        return;
    };
    if !import_box.open() {
        return;
    }
    import_box.set_open(false);
    let summary = import_box.query_selector("summary").ok().flatten();
    if let Some(summary) = summary.and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = summary.focus();
    }
}
