//! The reader's first use of the page: a pointer moved or pressed, a key,
//! a touch, a wheel. Until then the page has started no search worker (a
//! first visit downloads only what draws the board); at the first sign of
//! use the page's workers load, before the reader's first Step.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{AddEventListenerOptions, Event};
use yew::Callback;

/// The events that tell the page is being used.
const SIGNS: [&str; 5] = [
    "pointermove",
    "pointerdown",
    "keydown",
    "touchstart",
    "wheel",
];

/// Listens for the first sign of use; `engaged` is called once. Dropping
/// it stops listening.
pub struct Engagement {
    closure: Closure<dyn FnMut(Event)>,
}

impl Engagement {
    /// Listens on the page's document.
    pub fn listen(engaged: Callback<()>) -> Self {
        let mut told = false;
        let closure = Closure::<dyn FnMut(Event)>::new(move |_: Event| {
            if !std::mem::replace(&mut told, true) {
                engaged.emit(());
            }
        });
        let options = AddEventListenerOptions::new();
        options.set_once(true);
        options.set_passive(true);
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            for sign in SIGNS {
                let _ = document.add_event_listener_with_callback_and_add_event_listener_options(
                    sign,
                    closure.as_ref().unchecked_ref(),
                    &options,
                );
            }
        }
        Engagement { closure }
    }
}

impl Drop for Engagement {
    fn drop(&mut self) {
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            for sign in SIGNS {
                let _ = document.remove_event_listener_with_callback(
                    sign,
                    self.closure.as_ref().unchecked_ref(),
                );
            }
        }
    }
}
