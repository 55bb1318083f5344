//! The element the page draws into: made detached, so that the page's
//! first drawing is put on screen whole and at once, in place of the first
//! screen the build prerendered into index.html (`.ci/prerender.mjs`).
//! Drawn straight into the document beside the prerendered one, a frame
//! between the drawing and its removal would show both, one under the
//! other, and the board would jump.

use std::cell::RefCell;

use web_sys::Element;

thread_local! {
    /// The host while it is not yet on the page.
    static DETACHED: RefCell<Option<Element>> = const { RefCell::new(None) };
}

/// A new host for the page's drawing, kept until [`show`] puts it on the
/// page.
pub fn make() -> Option<Element> {
    let host = web_sys::window()?.document()?.create_element("div").ok()?;
    host.set_class_name("app-root");
    DETACHED.with(|d| *d.borrow_mut() = Some(host.clone()));
    Some(host)
}

/// Puts the host on the page, in place of the prerendered first screen if
/// it is still there (a first visit in English), else at the end of the
/// body; once (later calls do nothing).
pub fn show() {
    let Some(host) = DETACHED.with(|d| d.borrow_mut().take()) else {
        return;
    };
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    match document
        .query_selector("main[data-prerender]")
        .ok()
        .flatten()
    {
        Some(prerendered) => {
            let _ = prerendered.replace_with_with_node_1(&host);
        }
        None => {
            if let Some(body) = document.body() {
                let _ = body.append_child(&host);
            }
        }
    }
}
