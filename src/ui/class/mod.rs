//! The class client (wasm only): a Yew app of its own, the `class`
//! binary, built into `class-app/` and fetched only when a class is
//! started (the page's "Start a class", `ui/class_door.rs`) or joined
//! (the loader reads a join link, `#class=CODE`, into the tab's ticket).
//!
//! It draws the class bar above the page and talks to the relay; the page
//! and it meet only through the address bar: the page announces each
//! address it writes (`names::MOMENT_EVENT`), a teacher's bar sends it as
//! the moment, and a student's bar opens the teacher's moment by setting
//! the fragment, which the page follows as a link pasted into it. Every
//! decision is `crate::class`'s, in plain Rust.

mod app;
mod question_card;
mod socket;
mod student_bar;
mod teacher_bar;

use app::{ClassApp, ClassAppProps};
use wasm_bindgen::JsCast;

use crate::class::Ticket;
use crate::names::{CLASS_ROOT, CLASS_TICKET};

/// Mounts the class bar for the tab's ticket (none: nothing to do), at
/// the top of the body, once.
pub fn start() {
    console_error_panic_hook::set_once();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id(CLASS_ROOT).is_some() {
        return;
    }
    let Some(ticket) = app::session()
        .and_then(|s| s.get_item(CLASS_TICKET).ok().flatten())
        .and_then(|json| Ticket::read(&json))
    else {
        return;
    };
    let ticket = ticket.seated(fresh_seat);
    app::keep_ticket(&ticket);
    let Some(root) = document.create_element("div").ok() else {
        return;
    };
    root.set_id(CLASS_ROOT);
    let Some(body) = document.body() else {
        return;
    };
    let _ = body.prepend_with_node_1(&root);
    yew::Renderer::<ClassApp>::with_root_and_props(root, ClassAppProps { ticket }).render();
}

/// A new seat's name: the browser's random UUID without its dashes (the
/// relay takes 1 to 32 letters, digits, `-` or `_`).
fn fresh_seat() -> String {
    web_sys::window()
        .and_then(|w| w.crypto().ok())
        .map(|c| c.random_uuid().replace('-', ""))
        .unwrap_or_else(|| format!("seat-{}", js_sys::Math::random().to_bits()))
}

/// The text of the document's `lang` attribute, as the page sets it.
fn page_lang() -> crate::i18n::Lang {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("lang"))
        .and_then(|code| crate::i18n::Lang::parse(&code))
        .unwrap_or(crate::i18n::Lang::En)
}

/// Calls `on` each time the page changes its language (the document's
/// `lang` attribute), for as long as the returned observer is kept.
fn on_page_lang(
    on: impl FnMut() + 'static,
) -> Option<(
    web_sys::MutationObserver,
    wasm_bindgen::closure::Closure<dyn FnMut()>,
)> {
    let html = web_sys::window()?.document()?.document_element()?;
    let closure = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(on);
    let observer = web_sys::MutationObserver::new(closure.as_ref().unchecked_ref()).ok()?;
    let options = web_sys::MutationObserverInit::new();
    options.set_attribute_filter(&js_sys::Array::of1(&"lang".into()));
    observer.observe_with_options(&html, &options).ok()?;
    Some((observer, closure))
}

/// Tells the page's styles the bar's height (`--class-bar-h` on the
/// document) each time it changes (a question, the projector's larger
/// type): on the projector the page gives the bar its room.
fn on_bar_resized() -> Option<(
    web_sys::ResizeObserver,
    wasm_bindgen::closure::Closure<dyn FnMut()>,
)> {
    let document = web_sys::window()?.document()?;
    let root = document.get_element_by_id(CLASS_ROOT)?;
    let html: web_sys::HtmlElement = document.document_element()?.dyn_into().ok()?;
    let measured = root.clone();
    let closure = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let height = measured.get_bounding_client_rect().height().round();
        let _ = html
            .style()
            .set_property("--class-bar-h", &format!("{height}px"));
    });
    let observer = web_sys::ResizeObserver::new(closure.as_ref().unchecked_ref()).ok()?;
    observer.observe(&root);
    Some((observer, closure))
}

/// The page's fragment now, without `#`.
fn page_fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let fragment = hash.trim_start_matches('#');
    (!fragment.is_empty()).then(|| fragment.to_string())
}

/// Calls `on` at each `event` on the window (before the page's own
/// listeners if `first`), for as long as the returned closure is kept.
fn listen(
    event: &str,
    first: bool,
    on: impl FnMut(web_sys::Event) + 'static,
) -> wasm_bindgen::closure::Closure<dyn FnMut(web_sys::Event)> {
    let closure = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::Event)>::new(on);
    if let Some(window) = web_sys::window() {
        let _ = window.add_event_listener_with_callback_and_bool(
            event,
            closure.as_ref().unchecked_ref(),
            first,
        );
    }
    closure
}
