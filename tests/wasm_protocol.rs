//! The worker protocol compiled to wasm and run in headless Chromium:
//! moving through a run by the wire form, stepping back, a fast run, and
//! cancelling (a fresh session).
#![cfg(target_arch = "wasm32")]

use btlab::engine::Event;
use btlab::protocol::{wire, HeldByPage, Mode, Reply, Request, Session};
use btlab::strategy::Strategy;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn clock() -> f64 {
    js_sys::Date::now()
}

/// One request as the worker serves it: bytes in, bytes out.
fn serve(s: &mut Option<Session>, request: Request) -> Reply {
    let request = wire::decode(&wire::encode(&request)).expect("a request");
    let reply = Session::handle(s, request, &clock);
    wire::decode(&wire::encode(&reply)).expect("a reply")
}

fn start(s: &mut Option<Session>, doc: &str, strategy: Strategy, mode: Mode) -> Reply {
    serve(
        s,
        Request::Start {
            puzzle: btlab::format::parse_puzzle(doc).expect("a puzzle").spec(),
            strategy,
            mode,
        },
    )
}

#[wasm_bindgen_test]
fn moving_through_a_run_in_the_browser() {
    let mut s = None;
    let six = r#"{"kind":"queens","n":6}"#;
    assert_eq!(
        start(&mut s, six, Strategy::Classic, Mode::All),
        Reply::Started { stepping: true }
    );
    let mut known = HeldByPage::default();
    let mut solutions = 0;
    let end = loop {
        let Reply::Moment(m) = serve(&mut s, Request::Advance { events: 100, known }) else {
            panic!("a moment")
        };
        solutions += m
            .log
            .iter()
            .filter(|e| matches!(e, Event::Solution { .. }))
            .count();
        known.log += m.log.len() as u32;
        if m.end == Some(m.step) {
            assert_eq!(m.event, Some(Event::Exhausted));
            assert_eq!(m.stats.solutions, 4);
            break m.step;
        }
    };
    assert_eq!(solutions, 4, "the log holds the whole small run");
    // Back to the start, then to the step before the end.
    for step in [0, end - 1] {
        let Reply::Moment(m) = serve(
            &mut s,
            Request::Seek {
                step,
                millis: 1000.0,
                known,
            },
        ) else {
            panic!()
        };
        assert_eq!(m.step, step);
    }
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
    let run_for = |millis| Request::RunFor {
        millis,
        known: HeldByPage::default(),
    };
    let Reply::Progress { .. } = serve(&mut s, run_for(1.0)) else {
        panic!()
    };
    // Cancel: the page drops the worker; a new session starts from nothing.
    let mut fresh = None;
    let Reply::Failed { message } = serve(&mut fresh, run_for(1.0)) else {
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
        } = serve(&mut fresh, run_for(50.0))
        else {
            panic!()
        };
        if finished {
            assert_eq!(stats.solutions, 92);
            break;
        }
    }
}
