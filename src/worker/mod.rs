//! The Web Worker: a thin wrapper that serves [`Session`] requests. All
//! the logic is in `protocol/`, tested natively.

use gloo_worker::{Codec, HandlerId, Registrable, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

use crate::protocol::{Reply, Request, Session};

/// Messages as JSON strings: the protocol's tagged enums need a
/// self-describing format, which gloo's default (bincode) is not.
pub struct Json;

impl Codec for Json {
    fn encode<I: Serialize>(input: I) -> JsValue {
        JsValue::from_str(&serde_json::to_string(&input).expect("protocol types serialize"))
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        let text = input
            .as_string()
            .expect("a JSON string from the other side");
        serde_json::from_str(&text).expect("the same protocol on both sides")
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
        let reply = Session::handle(&mut self.session, request, &now);
        scope.respond(id, reply);
    }
}

/// Milliseconds from the worker's clock.
fn now() -> f64 {
    js_sys::Date::now()
}

/// Registers the worker; the `worker` binary's whole `main`.
pub fn register() {
    console_error_panic_hook::set_once();
    SearchWorker::registrar().encoding::<Json>().register();
}

/// Starts a worker from `./worker.js` (emitted by trunk) whose replies go to `on_reply`.
pub fn spawn(on_reply: impl Fn(Reply) + 'static) -> WorkerBridge<SearchWorker> {
    SearchWorker::spawner()
        .encoding::<Json>()
        .callback(on_reply)
        .spawn("./worker.js")
}
