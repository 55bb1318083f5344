//! Offline: registers the service worker (static/sw.js), which keeps this
//! build's files so that the page loads and solves without a network.
//! When a newer build has been fetched, it takes over at once and the
//! page loads again (its moment is in the address bar), so that a page
//! never runs on files of two builds.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};

/// The page's service workers, where the browser has them: only secure
/// pages (https, or this machine) do.
fn service_workers() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let has =
        js_sys::Reflect::get(&navigator, &"serviceWorker".into()).is_ok_and(|v| !v.is_undefined());
    has.then(|| navigator.service_worker())
}

/// Registers the service worker, where the browser has them.
pub fn register() {
    let Some(container) = service_workers() else {
        return;
    };
    // A page already served by a build reloads when another takes over;
    // the first build to serve the page (the first visit) just does.
    let served = std::cell::Cell::new(container.controller().is_some());
    let reload = Closure::<dyn FnMut()>::new(move || {
        if served.replace(true) {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    });
    container.set_oncontrollerchange(Some(reload.as_ref().unchecked_ref()));
    reload.forget();
    let promise = container.register("sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = JsFuture::from(promise).await else {
            return;
        };
        let registration: ServiceWorkerRegistration = registration.unchecked_into();
        take_over(registration.waiting());
        let found = registration.clone();
        let on_update = Closure::<dyn FnMut()>::new(move || {
            let Some(installing) = found.installing() else {
                return;
            };
            let worker = installing.clone();
            let on_state = Closure::<dyn FnMut()>::new(move || {
                if worker.state() == ServiceWorkerState::Installed {
                    take_over(Some(worker.clone()));
                }
            });
            installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
            on_state.forget();
        });
        registration.set_onupdatefound(Some(on_update.as_ref().unchecked_ref()));
        on_update.forget();
    });
}

/// Asks a build that waits behind the one serving the page to take over
/// (only when one serves the page: the first install needs no reload).
fn take_over(waiting: Option<ServiceWorker>) {
    let served =
        web_sys::window().is_some_and(|w| w.navigator().service_worker().controller().is_some());
    if let (Some(worker), true) = (waiting, served) {
        let _ = worker.post_message(&JsValue::from_str("take-over"));
    }
}

/// Asks the active service worker, once there is one, to keep `url`
/// (static/sw.js's `keep` message): a file the page fetched before the
/// worker served it, such as a first visit's language table; `"search"`
/// keeps the search worker's files.
pub fn keep(url: &str) {
    let Some(ready) = service_workers().and_then(|c| c.ready().ok()) else {
        return;
    };
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"keep".into(), &JsValue::from_str(url));
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = JsFuture::from(ready).await else {
            return;
        };
        let registration: ServiceWorkerRegistration = registration.unchecked_into();
        if let Some(active) = registration.active() {
            let _ = active.post_message(&message);
        }
    });
}
