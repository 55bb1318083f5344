//! The teaching layer's facts, natively: why a candidate fails for each
//! kind of rule, givens, dead ends, what cleanup strikes, the chain, the
//! sets, the lit line of code, the tree and the summary per level.

// The helpers every test file shares, from their own folder.
#[path = "../common/mod.rs"]
mod common;

mod panels;
mod rules;
mod search;

use btlab::engine::{Event, Move};
use btlab::format::parse_puzzle;
use btlab::i18n::Lang;
use btlab::i18n::PlainNumbers;
use btlab::protocol::{HeldByPage, Mode, Moment, Reply, Request, Session, Target};
use btlab::puzzles::{AnyPuzzle, Constraints, HouseKind, Line, Reason};
use btlab::strategy::{propagated_candidates, Strategy};
use btlab::teach::{
    candidates_text, chain, explain, lit_line, sentence, sets, skeleton, summary, ChainRow, Fact,
    RowState, Sets, Tree,
};
use common::*;

/// A session of `text` by `strategy`, all solutions.
fn session(text: &str, strategy: Strategy) -> Option<Session> {
    let mut s = None;
    let start = Request::Start {
        puzzle: parse_puzzle(&doc(text)).expect("a puzzle").spec(),
        strategy,
        mode: Mode::All,
    };
    assert!(matches!(
        Session::handle(&mut s, start, &clock),
        Reply::Started { .. }
    ));
    s
}

fn at(text: &str, strategy: Strategy, step: u64) -> Moment {
    let mut s = session(text, strategy);
    moment(
        &mut s,
        Request::Seek {
            step,
            millis: f64::INFINITY,
            known: HeldByPage::default(),
        },
    )
}

fn say(text: &str, strategy: Strategy, m: &Moment) -> String {
    let p = puzzle(text);
    sentence(
        &p,
        strategy,
        &explain(&p, strategy, m).fact,
        Lang::En,
        &PlainNumbers,
    )
}

const FOUR_QUEENS: &str = r#"{"kind":"queens","n":4}"#;
