//! The page's keys: one listener on the document, so that a presenter's
//! clicker works wherever the focus is; what each key does is decided by
//! `page::key_action`.

use gloo_timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, KeyboardEvent};
use yew::Callback;

use crate::page::{key_action, Action, Key};

/// Listens to every key of the page and hands on the actions of those
/// that have one; the closure must be kept alive. The key is kept from the
/// browser here, while the event is being dispatched: a component's
/// update runs later, too late to keep a focused menu from taking the
/// key as its own.
pub fn listen(on_action: Callback<Action>) -> Closure<dyn FnMut(KeyboardEvent)> {
    let closure = Closure::<dyn FnMut(KeyboardEvent)>::new(move |e: KeyboardEvent| {
        let dialog = help_open();
        if let Some(action) = action(&e, dialog, presenting()) {
            e.prevent_default();
            on_action.emit(action);
        } else if e.key() == "Enter" && !dialog {
            give_focus_back(&e);
        }
    });
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        let _ =
            document.add_event_listener_with_callback("keydown", closure.as_ref().unchecked_ref());
    }
    closure
}

/// Whether a dialog is open, the help or the print dialog (then only
/// its own keys count).
fn help_open() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("dialog[open]").ok().flatten())
        .is_some()
}

/// Enter in a text or number field ends the typing: once the field has
/// taken its value, the focus leaves it for the page, so that the
/// presenter's keys act again (the next Tab goes on from the field).
fn give_focus_back(e: &KeyboardEvent) {
    let Some(field) = e
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .filter(|f| types_text(&f.type_()))
    else {
        return;
    };
    Timeout::new(0, move || {
        let _ = field.blur();
    })
    .forget();
}

/// Whether an input of this type is typed into (a checkbox, a radio
/// button or a slider is not: the presenter's keys pass it by).
fn types_text(input_type: &str) -> bool {
    matches!(
        input_type,
        "text" | "number" | "search" | "email" | "url" | "tel" | "password" | ""
    )
}

/// Whether a lesson is presented (its part of the page says so).
fn presenting() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".lesson[data-presenting]").ok().flatten())
        .is_some()
}

/// The action of a key event, if any; `dialog`: a dialog is open;
/// `presenting`: a lesson is presented.
pub fn action(e: &KeyboardEvent, dialog: bool, presenting: bool) -> Option<Action> {
    let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    let tag = target.as_ref().map(|t| t.tag_name()).unwrap_or_default();
    let key = e.key();
    let activates = key == " " || key == "Enter";
    let input_type = target
        .as_ref()
        .and_then(|t| t.get_attribute("type"))
        .unwrap_or_default();
    let typed_into = (tag == "INPUT" && types_text(&input_type))
        || target
            .as_ref()
            .is_some_and(|t| t.closest("[contenteditable]").ok().flatten().is_some());
    let pressed = matches!(tag.as_str(), "BUTTON" | "SUMMARY" | "A" | "INPUT");
    let in_field =
        typed_into || matches!(tag.as_str(), "SELECT" | "TEXTAREA") || (pressed && activates);
    let slider = input_type == "range";
    let in_menu = tag == "SELECT" || (tag == "INPUT" && slider);
    let on_grid = target
        .as_ref()
        .and_then(|t| t.closest(".board").ok().flatten())
        .is_some();
    let on_tree = target
        .as_ref()
        .and_then(|t| t.closest("svg.tree").ok().flatten())
        .is_some();
    key_action(&Key {
        key,
        code: e.code(),
        ctrl: e.ctrl_key() || e.meta_key(),
        shift: e.shift_key(),
        alt: e.alt_key(),
        on_grid,
        on_tree,
        in_field,
        in_menu,
        dialog,
        presenting,
    })
}
