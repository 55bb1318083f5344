//! The element the page draws into: made detached, so that the page's
//! first drawing is put on screen whole and at once, in place of the first
//! screen the build prerendered into index.html (`.ci/prerender.mjs`).
//! Drawn straight into the document beside the prerendered one, a frame
//! between the drawing and its removal would show both, one under the
//! other, and the board would jump.
//!
//! Until then the prerendered screen is the page a keyboard enters and a
//! screen reader reads (the loader starts the page at the reader's first
//! sign of use, `.ci/loader.mjs`): the control that has the focus there
//! keeps it in the drawing (or where the drawing has no such control,
//! the skip link takes it), and a click that was itself the first sign
//! (a screen reader's, with no pointer before it) is passed on to the
//! drawn control, which both stand at the same place in their trees.

use std::cell::RefCell;

use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use crate::names::{APP_ROOT, PRERENDER_MARK};

thread_local! {
    /// The host while it is not yet on the page.
    static DETACHED: RefCell<Option<Element>> = const { RefCell::new(None) };
}

/// A new host for the page's drawing, kept until [`show`] puts it on the
/// page.
pub fn make() -> Option<Element> {
    let host = web_sys::window()?.document()?.create_element("div").ok()?;
    host.set_class_name(APP_ROOT);
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
        .query_selector(&format!("main[{PRERENDER_MARK}]"))
        .ok()
        .flatten()
    {
        Some(prerendered) => {
            let focused = document
                .active_element()
                .and_then(|e| place_in(&prerendered, &e));
            let clicked = super::engaged::first_click().and_then(|e| place_in(&prerendered, &e));
            let _ = prerendered.replace_with_with_node_1(&host);
            // Called from the page's first `rendered`, the host does not
            // hold the whole drawing yet (its <main> is not found there):
            // the hand-over waits for the next task.
            Timeout::new(0, move || hand_over(&host, focused, clicked)).forget();
        }
        None => {
            if let Some(body) = document.body() {
                let _ = body.append_child(&host);
            }
        }
    }
}

/// Gives the drawn page the focus and the click the prerendered screen had
/// (their places in it).
fn hand_over(host: &Element, focused: Option<Place>, clicked: Option<Place>) {
    let Some(drawn) = host.query_selector("main").ok().flatten() else {
        return;
    };
    // A control that has no twin in the drawing (it differs there)
    // leaves the focus on the skip link, at the page's start, not lost.
    if let Some(place) = focused {
        let twin = place.find(&drawn).or_else(|| skip_link(&drawn));
        if let Some(twin) = twin {
            let _ = twin.focus();
        }
    }
    if let Some(twin) = clicked.and_then(|place| place.find(&drawn)) {
        twin.click();
    }
}

/// The drawn page's skip link.
fn skip_link(drawn: &Element) -> Option<HtmlElement> {
    drawn
        .query_selector(".skip-link")
        .ok()
        .flatten()?
        .dyn_into::<HtmlElement>()
        .ok()
}

/// Where an element stands under a root: the element positions from the
/// root down, and its tag (so that a different drawing finds nothing).
struct Place {
    steps: Vec<u32>,
    tag: String,
}

impl Place {
    /// The element standing at this place under `root`, if it has the tag.
    fn find(&self, root: &Element) -> Option<HtmlElement> {
        let mut at = root.clone();
        for &step in &self.steps {
            at = at.first_element_child()?;
            for _ in 0..step {
                at = at.next_element_sibling()?;
            }
        }
        (at.tag_name() == self.tag)
            .then(|| at.dyn_into::<HtmlElement>().ok())
            .flatten()
    }
}

/// Where `element` stands under `root`; none if it is not under it.
fn place_in(root: &Element, element: &Element) -> Option<Place> {
    let tag = element.tag_name();
    let mut steps = Vec::new();
    let mut at = element.clone();
    while !at.is_same_node(Some(root)) {
        let mut step = 0;
        let mut before = at.previous_element_sibling();
        while let Some(sibling) = before {
            step += 1;
            before = sibling.previous_element_sibling();
        }
        steps.push(step);
        at = at.parent_element()?;
    }
    steps.reverse();
    Some(Place { steps, tag })
}
