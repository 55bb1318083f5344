//! The reader's first use of the page: a pointer moved or pressed, a key,
//! a touch, a wheel. Until then the page has started no search worker (a
//! first visit downloads only what draws the board); at the first sign of
//! use the page's workers load, before the reader's first Step. On a first
//! visit the sign came before the page started: the loader, which starts
//! it then (`.ci/loader.mjs`), leaves it in `FIRST_USE`.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{AddEventListenerOptions, Element, Event};
use yew::Callback;

use crate::names::{CLASS_ON_EVENT, FIRST_USE};

/// The events that tell the page is being used.
const SIGNS: [&str; 5] = [
    "pointermove",
    "pointerdown",
    "keydown",
    "touchstart",
    "wheel",
];

/// The loader's record of the sign of use that started the page.
fn first_use() -> Option<JsValue> {
    let window = web_sys::window()?;
    let sign = js_sys::Reflect::get(&window, &JsValue::from_str(FIRST_USE)).ok()?;
    (!sign.is_undefined() && !sign.is_null()).then_some(sign)
}

/// The element last clicked on the prerendered first screen before the
/// page took its place: the first sign of use itself (a screen reader's
/// activation, with no pointer moved before it), or a click (a phone's
/// tap) while the page was starting.
pub fn first_click() -> Option<Element> {
    let sign = first_use()?;
    let target = js_sys::Reflect::get(&sign, &JsValue::from_str("click")).ok()?;
    target.dyn_into::<Element>().ok()
}

/// Listens for the first sign of use; `engaged` is called once (at once
/// when the page was started on one); and for the class client's word
/// that a class is on (`class_on`, each time). Dropping it stops
/// listening.
pub struct Engagement {
    closure: Closure<dyn FnMut(Event)>,
    class_on: Closure<dyn FnMut(Event)>,
}

impl Engagement {
    /// Listens on the page's document.
    pub fn listen(engaged: Callback<()>, class_on: Callback<()>) -> Self {
        let mut told = first_use().is_some();
        if told {
            engaged.emit(());
        }
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
        let class_on = Closure::<dyn FnMut(Event)>::new(move |_: Event| class_on.emit(()));
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            let _ = document.add_event_listener_with_callback(
                CLASS_ON_EVENT,
                class_on.as_ref().unchecked_ref(),
            );
        }
        Engagement { closure, class_on }
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
            let _ = document.remove_event_listener_with_callback(
                CLASS_ON_EVENT,
                self.class_on.as_ref().unchecked_ref(),
            );
        }
    }
}
