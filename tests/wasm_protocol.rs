//! The worker protocol compiled to wasm and run in headless Chromium:
//! a request, batches of events, and cancelling (a fresh session).
#![cfg(target_arch = "wasm32")]

use btlab::engine::Event;
use btlab::protocol::{Mode, Reply, Request, Session};
use btlab::strategy::Strategy;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn clock() -> f64 {
    js_sys::Date::now()
}

fn start(s: &mut Option<Session>, doc: &str, strategy: Strategy, mode: Mode) -> Reply {
    Session::handle(
        s,
        Request::Start {
            puzzle: doc.into(),
            strategy,
            mode,
        },
        &clock,
    )
}

#[wasm_bindgen_test]
fn batches_of_events_in_the_browser() {
    let mut s = None;
    assert_eq!(
        start(
            &mut s,
            r#"{"kind":"queens","n":6}"#,
            Strategy::Classic,
            Mode::All
        ),
        Reply::Started { stepping: true }
    );
    let mut solutions = 0;
    loop {
        let Reply::Batch {
            events,
            finished,
            stats,
        } = Session::handle(&mut s, Request::Events { max: 100 }, &clock)
        else {
            panic!("a batch")
        };
        assert!(events.len() <= 100);
        solutions += events
            .iter()
            .filter(|e| matches!(e, Event::Solution { .. }))
            .count();
        if finished {
            assert_eq!(events.last(), Some(&Event::Exhausted));
            assert_eq!(stats.solutions, 4);
            break;
        }
    }
    assert_eq!(solutions, 4);
}

#[wasm_bindgen_test]
fn run_for_and_cancel_in_the_browser() {
    let mut s = None;
    start(
        &mut s,
        r#"{"kind":"queens","n":10}"#,
        Strategy::Fast,
        Mode::All,
    );
    let Reply::Progress { .. } = Session::handle(&mut s, Request::RunFor { millis: 1.0 }, &clock)
    else {
        panic!()
    };
    // Cancel: the page drops the worker; a new session starts from nothing.
    let mut fresh = None;
    let Reply::Failed { message } = Session::handle(&mut fresh, Request::Events { max: 1 }, &clock)
    else {
        panic!()
    };
    assert_eq!(message, "no search started");
    start(
        &mut fresh,
        r#"{"kind":"queens","n":8}"#,
        Strategy::Fast,
        Mode::All,
    );
    loop {
        let Reply::Progress {
            stats, finished, ..
        } = Session::handle(&mut fresh, Request::RunFor { millis: 50.0 }, &clock)
        else {
            panic!()
        };
        if finished {
            assert_eq!(stats.solutions, 92);
            break;
        }
    }
}
