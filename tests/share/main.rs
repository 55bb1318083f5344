//! A run shared among workers, natively: the rest of a run cut into
//! pieces, the pieces searched by other sessions, the run's own session
//! passing over them to the end; everything it then shows, at the end
//! and at any step, is what the same run shows when it goes alone.

// The helpers every test file shares, from their own folder.
#[path = "../common/mod.rs"]
mod common;

mod pieces;
mod whole;

use btlab::engine::{Event, Move, Search};
use btlab::format::parse_puzzle;
use btlab::protocol::{
    cut_into_pieces, HeldByPage, Mode, Moment, PieceResult, PieceSetup, PieceTask, Reply, Request,
    Session, Target,
};
use btlab::puzzles::{AnyPuzzle, Queens};
use btlab::solve::stepper;
use btlab::strategy::{Classic, Strategy};
use common::*;

fn started(puzzle: &str, strategy: Strategy) -> Option<Session> {
    let mut session = None;
    let request = Request::Start {
        puzzle: parse_puzzle(&doc(puzzle)).expect("a puzzle").spec(),
        strategy,
        mode: Mode::All,
    };
    match Session::handle(&mut session, request, &clock) {
        Reply::Started { stepping: true } => session,
        other => panic!("{other:?}"),
    }
}

/// The run alone, to its end.
fn alone(puzzle: &str, strategy: Strategy) -> (Option<Session>, Moment) {
    let mut session = started(puzzle, strategy);
    let end = moment(
        &mut session,
        Request::RunFor {
            millis: 1e9,
            known: HeldByPage::default(),
        },
    );
    assert!(
        end.reached && end.end == Some(end.step),
        "the run went to its end"
    );
    (session, end)
}

/// The run shared among `workers` sessions (the run's own among them),
/// the pieces dealt a few at a time to each in turn; `None` when the run's
/// session would not share it.
fn shared(puzzle: &str, strategy: Strategy, workers: u8) -> Option<(Option<Session>, Moment)> {
    let mut sessions: Vec<Option<Session>> = vec![started(puzzle, strategy)];
    sessions.extend((1..workers).map(|_| None));
    let share = 7;
    let pieces = match ask_share(&mut sessions[0], share, workers) {
        Reply::Plan {
            share: 7, pieces, ..
        } => pieces,
        Reply::Moment(_) => return None,
        other => panic!("{other:?}"),
    };
    let spec = parse_puzzle(&doc(puzzle)).unwrap().spec();
    let mut results: Vec<Option<PieceResult>> = vec![None; pieces.len()];
    let tasks = tasks(&pieces);
    for (turn, batch) in tasks.chunks(3).enumerate() {
        let worker = turn % usize::from(workers);
        let setup = (worker > 0).then(|| {
            Box::new(PieceSetup {
                puzzle: spec.clone(),
                strategy,
            })
        });
        let request = Request::Pieces {
            share,
            setup: setup.filter(|_| turn < usize::from(workers)),
            pieces: batch.to_vec(),
            millis: 1e9,
        };
        match Session::handle(&mut sessions[worker], request, &clock) {
            Reply::PiecesDone {
                share: 7,
                results: done,
                left: 0,
                searching: None,
            } => {
                for result in done {
                    let i = result.index as usize;
                    assert!(results[i].replace(result).is_none());
                }
            }
            other => panic!("{other:?}"),
        }
    }
    let results: Vec<PieceResult> = results
        .into_iter()
        .map(|r| r.expect("every piece"))
        .collect();
    let end = moment(
        &mut sessions[0],
        Request::Merge {
            share,
            results,
            millis: 1e9,
            known: HeldByPage::default(),
        },
    );
    Some((sessions.swap_remove(0), end))
}

/// Checks two moments field by field, naming the first that differs.
fn same(shared: &Moment, alone: &Moment, what: &str) {
    let fields = |m: &Moment| -> Vec<(&'static str, String)> {
        let steps: Vec<u64> = m.solutions.iter().map(|s| s.step).collect();
        let boards: Vec<&Vec<u16>> = m.solutions.iter().map(|s| &s.board).collect();
        vec![
            ("step", m.step.to_string()),
            ("event", format!("{:?} after {:?}", m.event, m.previous)),
            ("stats", format!("{:?}", m.stats)),
            ("path", format!("{:?}", m.path)),
            ("levels", format!("{:?}", m.levels)),
            ("depth", format!("{:?}", m.depth)),
            ("covered and end", format!("{} {:?}", m.covered, m.end)),
            ("flags", format!("{:?}", (m.complete, m.reached, m.pending))),
            (
                "log",
                format!("{} {} {} {:?}", m.log_from, m.log.len(), m.logging, m.log),
            ),
            ("solution steps", format!("{steps:?}")),
            ("solution boards", format!("{boards:?}")),
            (
                "solutions met",
                format!("{} {}", m.solutions_from, m.solutions_met),
            ),
        ]
    };
    for ((name, a), (_, b)) in fields(shared).into_iter().zip(fields(alone)) {
        let cut = |s: &str| s.chars().take(600).collect::<String>();
        assert!(
            a == b,
            "{what}: {name} differs\nshared: {}\nalone:  {}",
            cut(&a),
            cut(&b)
        );
    }
}

/// The pieces of a plan as tasks, numbered in the plan's order.
fn tasks(pieces: &[Vec<Move>]) -> Vec<PieceTask> {
    pieces
        .iter()
        .enumerate()
        .map(|(i, path)| PieceTask {
            index: i as u32,
            path: path.clone(),
        })
        .collect()
}

/// Asks the run's own session to cut the rest of its run into pieces
/// for `workers` workers.
fn ask_share(session: &mut Option<Session>, share: u32, workers: u8) -> Reply {
    let request = Request::Share {
        share,
        workers,
        millis: 1e9,
        known: HeldByPage::default(),
    };
    Session::handle(session, request, &clock)
}

fn seek(session: &mut Option<Session>, step: u64) -> Moment {
    moment(
        session,
        Request::Seek {
            step,
            millis: 1e9,
            known: HeldByPage::default(),
        },
    )
}

fn find(session: &mut Option<Session>, target: Target, forward: bool) -> Moment {
    moment(
        session,
        Request::Find {
            target,
            forward,
            millis: 1e9,
            known: HeldByPage::default(),
        },
    )
}

/// Shares the run of `puzzle`, and checks it against the run alone: the
/// end, every step of `steps` and of a spread over the whole run, and
/// the jumps to solutions and backtracks from them.
fn shared_equals_alone(puzzle: &str, strategy: Strategy, workers: u8) {
    let (mut lone, lone_end) = alone(puzzle, strategy);
    let (mut both, both_end) =
        shared(puzzle, strategy, workers).unwrap_or_else(|| panic!("{puzzle} {strategy} shared"));
    let name = &puzzle[..puzzle.len().min(24)];
    // The run alone reaches its end at full speed, without looking at its
    // last two events; the shared one steps through them.
    let unknown_tail = |m: &Moment| Moment {
        event: None,
        previous: None,
        ..m.clone()
    };
    same(
        &unknown_tail(&both_end),
        &unknown_tail(&lone_end),
        &format!("{name} {strategy}: the end"),
    );
    let end = lone_end.step;
    let mut x = 0x9e37_79b9_7f4a_7c15_u64;
    let mut steps = vec![0, 1, 2, end / 2, end - 1, end - 2, end];
    for _ in 0..12 {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        steps.push((x >> 11) % (end + 1));
    }
    for step in steps {
        let a = seek(&mut lone, step);
        let b = seek(&mut both, step);
        same(&b, &a, &format!("{name} {strategy}: step {step}"));
        for (target, forward) in [
            (Target::Solution, true),
            (Target::Backtrack, false),
            (Target::Backtrack, true),
            (Target::Solution, false),
        ] {
            let a = find(&mut lone, target, forward);
            let b = find(&mut both, target, forward);
            same(
                &b,
                &a,
                &format!("{name} {strategy}: {target:?} {forward} from {step}"),
            );
        }
    }
}

/// The pieces of a share, searched by one session, in the plan's order.
fn searched(session: &mut Option<Session>, share: u32, pieces: &[Vec<Move>]) -> Vec<PieceResult> {
    let request = Request::Pieces {
        share,
        setup: None,
        pieces: tasks(pieces),
        millis: 1e9,
    };
    match Session::handle(session, request, &clock) {
        Reply::PiecesDone { results, .. } => results,
        other => panic!("{other:?}"),
    }
}
