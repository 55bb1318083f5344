//! The Web Worker: a thin wrapper that serves [`Session`] requests. All
//! the logic is in `protocol/`, tested natively.

use gloo_worker::{Codec, HandlerId, Registrable, Spawnable, Worker, WorkerBridge, WorkerScope};
use js_sys::Uint8Array;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

use crate::protocol::{wire, Reply, Request, Session};

#[cfg(feature = "lab-worker")]
mod lab;
#[cfg(feature = "lab-worker")]
mod lab_traced;

/// Messages in the protocol's binary wire form ([`wire`]), as byte arrays.
pub struct Postcard;

impl Codec for Postcard {
    fn encode<I: Serialize>(input: I) -> JsValue {
        Uint8Array::from(wire::encode(&input).as_slice()).into()
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        let bytes = Uint8Array::new(&input).to_vec();
        // Both sides are built from one protocol: a message that does not
        // decode means a broken page, and the page replaces a dead worker.
        wire::decode(&bytes).expect("the same protocol on both sides")
    }
}

/// The search worker.
pub struct SearchWorker {
    session: Option<Session>,
}

impl Worker for SearchWorker {
    type Message = ();
    type Input = Request;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        SearchWorker { session: None }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Request, id: HandlerId) {
        #[allow(unused_mut)] // changed only in the Lab's worker
        let mut reply = match request {
            // Only the Lab's worker (the `lab` binary) runs Python.
            #[cfg(feature = "lab-worker")]
            Request::Lab(start) => lab::start(&mut self.session, *start),
            #[cfg(feature = "lab-worker")]
            Request::LabCheck(start) => lab::check(*start),
            request => crate::page::serve(&mut self.session, request, &now),
        };
        #[cfg(feature = "lab-worker")]
        lab::add_printed(&mut reply);
        scope.respond(id, reply);
    }
}

/// Milliseconds from the worker's clock.
fn now() -> f64 {
    js_sys::Date::now()
}

/// Registers the worker: what the app's `main` does in a worker.
pub fn register() {
    console_error_panic_hook::set_once();
    SearchWorker::registrar().encoding::<Postcard>().register();
}

/// Starts a worker whose replies go to `on_reply`. Its script `./worker.js`
/// (written by the build, `.ci/post-build.mjs`) loads the page's own wasm.
pub fn spawn(on_reply: impl Fn(Reply) + 'static) -> WorkerBridge<SearchWorker> {
    spawn_with(on_reply, "./worker.js")
}

/// Starts a worker that runs a learner's Python too (the Lab's): its
/// script loads `python` (`./lab/worker.js` MicroPython,
/// `./lab/cpython-worker.js` CPython as Pyodide), then the Lab's own wasm.
pub fn spawn_python(
    on_reply: impl Fn(Reply) + 'static,
    python: crate::lab::python::Python,
) -> WorkerBridge<SearchWorker> {
    let loader = match python {
        crate::lab::python::Python::Micro => "./lab/worker.js",
        crate::lab::python::Python::Full => "./lab/cpython-worker.js",
    };
    spawn_with(on_reply, loader)
}

fn spawn_with(on_reply: impl Fn(Reply) + 'static, loader: &str) -> WorkerBridge<SearchWorker> {
    SearchWorker::spawner()
        .encoding::<Postcard>()
        .callback(on_reply)
        .spawn_with_loader(loader)
}
