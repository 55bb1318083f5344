//! A run shared among workers, natively: the rest of a run cut into
//! pieces, the pieces searched by other sessions, the run's own session
//! passing over them to the end; everything it then shows, at the end
//! and at any step, is what the same run shows when it goes alone.

mod common;

use btlab::engine::{Event, Move, Search};
use btlab::format::parse_puzzle;
use btlab::protocol::{
    plan, Known, Mode, Moment, PieceResult, PieceSetup, PieceTask, Reply, Request, Session, Target,
};
use btlab::puzzles::{AnyPuzzle, Queens};
use btlab::solve::stepper;
use btlab::strategy::{Classic, Strategy};
use common::*;

fn clock() -> f64 {
    0.0
}

fn doc(puzzle: &str) -> String {
    if puzzle.starts_with('{') {
        puzzle.to_string()
    } else {
        format!(r#"{{"kind":"sudoku","givens":"{puzzle}"}}"#)
    }
}

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

fn moment(session: &mut Option<Session>, request: Request) -> Moment {
    match Session::handle(session, request, &clock) {
        Reply::Moment(mut m) => {
            m.work_ms = 0.0;
            *m
        }
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
            known: Known::default(),
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
            known: Known::default(),
        },
    );
    Some((sessions.swap_remove(0), end))
}

/// Checks two moments field by field, naming the first that differs.
fn same(shared: &Moment, alone: &Moment, what: &str) {
    let fields = |m: &Moment| -> Vec<(&'static str, String)> {
        let steps: Vec<u64> = m.solutions.iter().map(|s| s.step).collect();
        let boards: Vec<&Vec<u8>> = m.solutions.iter().map(|s| &s.board).collect();
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
        known: Known::default(),
    };
    Session::handle(session, request, &clock)
}

fn seek(session: &mut Option<Session>, step: u64) -> Moment {
    moment(
        session,
        Request::Seek {
            step,
            millis: 1e9,
            known: Known::default(),
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
            known: Known::default(),
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

#[test]
fn the_article_s_exhaustive_run_shared_by_two_is_the_run_alone() {
    shared_equals_alone(PRESSE, Strategy::Classic, 2);
}

#[test]
fn queens_shared_by_three_for_every_strategy_that_shares() {
    for strategy in [Strategy::Classic, Strategy::Propagate, Strategy::Mrv] {
        shared_equals_alone(r#"{"kind":"queens","n":10}"#, strategy, 3);
    }
}

#[test]
fn kendoku_and_a_small_sudoku_with_many_solutions_shared() {
    shared_equals_alone(KENDOKU_009, Strategy::Classic, 2);
    shared_equals_alone("................", Strategy::Classic, 4);
    shared_equals_alone("................", Strategy::Propagate, 2);
}

#[test]
fn random_and_solution_limits_are_not_shared() {
    let queens = r#"{"kind":"queens","n":10}"#;
    assert!(shared(queens, Strategy::Random { seed: 3 }, 2).is_none());
    let mut session = None;
    let request = Request::Start {
        puzzle: parse_puzzle(queens).unwrap().spec(),
        strategy: Strategy::Classic,
        mode: Mode::First,
    };
    Session::handle(&mut session, request, &clock);
    let reply = ask_share(&mut session, 1, 2);
    match reply {
        Reply::Moment(m) => assert_eq!(m.stats.solutions, 1, "run alone to its first solution"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_plan_covers_the_rest_of_the_run_in_order() {
    // Cut from the start of 8 queens, the pieces are the subtrees of the
    // search's order, and what is above them is few events.
    let search = Search::new(Classic::new(Queens::new(8)));
    let start = stepper(&AnyPuzzle::Queens(Queens::new(8)), Strategy::Classic).unwrap();
    let pieces = plan(start.as_ref(), start.as_ref(), 8, 20);
    assert!(pieces.len() >= 20, "{}", pieces.len());
    let nested = |a: &Vec<Move>, b: &Vec<Move>| a != b && b.starts_with(a);
    assert!(!pieces.iter().any(|a| pieces.iter().any(|b| nested(a, b))));
    // Every solution of 8 queens lies in exactly one piece.
    let mut solutions = Vec::new();
    let mut walk = search.clone();
    loop {
        match walk.step() {
            Event::Solution { .. } => solutions.push(walk.path().to_vec()),
            Event::Exhausted => break,
            _ => {}
        }
    }
    let within = |s: &Vec<Move>| pieces.iter().filter(|p| s.starts_with(p)).count();
    assert_eq!(solutions.len(), 92);
    assert!(solutions.iter().all(|s| within(s) == 1));
}

#[test]
fn pieces_that_do_not_fit_leave_the_run_to_go_on_alone() {
    let (_, lone_end) = alone(r#"{"kind":"queens","n":9}"#, Strategy::Classic);
    let mut session = started(r#"{"kind":"queens","n":9}"#, Strategy::Classic);
    let reply = ask_share(&mut session, 1, 2);
    let Reply::Plan { moment: cut, .. } = reply else {
        panic!("{reply:?}")
    };
    // Results of another shared run: nothing is passed over, and the run
    // asks to go on by itself.
    let merged = moment(
        &mut session,
        Request::Merge {
            share: 2,
            results: vec![PieceResult::default()],
            millis: 1e9,
            known: Known::default(),
        },
    );
    assert!(merged.pending && merged.step == cut.step);
    let end = moment(
        &mut session,
        Request::RunFor {
            millis: 1e9,
            known: Known::default(),
        },
    );
    assert_eq!(
        (end.step, end.stats, end.end),
        (lone_end.step, lone_end.stats, lone_end.end)
    );
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

#[test]
fn a_share_stopped_on_the_way_passes_over_the_first_pieces_and_goes_on_later() {
    let presse_alone = alone(PRESSE, Strategy::Classic).1;
    let mut session = started(PRESSE, Strategy::Classic);
    let share = |session: &mut Option<Session>, id: u32| match ask_share(session, id, 2) {
        Reply::Plan { pieces, .. } => pieces,
        other => panic!("{other:?}"),
    };
    let pieces = share(&mut session, 1);
    let results = searched(&mut session, 1, &pieces);
    // Paused with a third of the pieces back: the run stops at the node
    // of the first piece not searched, its counts those of the run alone
    // at that step.
    let first = pieces.len() / 3;
    let paused = moment(
        &mut session,
        Request::Merge {
            share: 1,
            results: results[..first].to_vec(),
            millis: 1e9,
            known: Known::default(),
        },
    );
    assert!(paused.reached && !paused.pending);
    assert_eq!(paused.path, pieces[first]);
    let mut lone = started(PRESSE, Strategy::Classic);
    same(
        &seek(&mut session, paused.step),
        &seek(&mut lone, paused.step),
        "paused",
    );
    // On to the end: shared again from there.
    let rest = share(&mut session, 2);
    assert_eq!(
        rest[0], pieces[first],
        "the rest starts with the piece not searched"
    );
    let results = searched(&mut session, 2, &rest);
    let end = moment(
        &mut session,
        Request::Merge {
            share: 2,
            results,
            millis: 1e9,
            known: Known::default(),
        },
    );
    assert_eq!(
        (end.step, end.stats, &end.depth),
        (presse_alone.step, presse_alone.stats, &presse_alone.depth)
    );
}

#[test]
fn tatham_s_puzzles_of_every_kind_shared_where_their_runs_are_long() {
    let ids = include_str!("data/tatham_ids.txt");
    let mut kinds = std::collections::BTreeSet::new();
    for id in ids.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let kind = parse_puzzle(id).expect("a Tatham game ID").spec();
        let doc = btlab::format::to_json(&parse_puzzle(id).unwrap());
        for strategy in [Strategy::Classic, Strategy::Propagate] {
            // Runs of tens of thousands to 400,000 events (shorter ones are
            // logged event by event to their end: not shared).
            let mut probe = started(&doc, strategy);
            let far = seek(&mut probe, 400_000);
            let Some(end) = far.end.filter(|&e| e > 40_000) else {
                continue;
            };
            let (mut lone, lone_end) = alone(&doc, strategy);
            let (mut both, both_end) = shared(&doc, strategy, 3).expect("shared");
            let what = format!("{id} {strategy}");
            assert_eq!(
                (both_end.step, both_end.stats),
                (lone_end.step, lone_end.stats),
                "{what}"
            );
            for step in [end / 3, end / 2 + 1, end - 3] {
                same(
                    &seek(&mut both, step),
                    &seek(&mut lone, step),
                    &format!("{what} at {step}"),
                );
            }
            kinds.insert(format!("{:?}", std::mem::discriminant(&kind)));
        }
    }
    assert!(kinds.len() >= 3, "shared runs of {} kinds", kinds.len());
}

#[test]
fn a_run_rewound_and_then_shared_goes_on_from_its_furthest_step() {
    let queens = r#"{"kind":"queens","n":10}"#;
    let (_, lone_end) = alone(queens, Strategy::Propagate);
    let mut session = started(queens, Strategy::Propagate);
    seek(&mut session, 20_000);
    seek(&mut session, 150);
    let reply = ask_share(&mut session, 3, 2);
    let Reply::Plan { pieces, .. } = reply else {
        panic!("{reply:?}")
    };
    // One worker does all the pieces here: the run's own.
    let results = searched(&mut session, 3, &pieces);
    let end = moment(
        &mut session,
        Request::Merge {
            share: 3,
            results,
            millis: 1e9,
            known: Known::default(),
        },
    );
    assert_eq!(
        (end.step, end.stats, end.depth),
        (lone_end.step, lone_end.stats, lone_end.depth)
    );
}

#[test]
fn the_command_line_shares_a_whole_search_among_threads() {
    use btlab::solve::{solve, solve_shared};
    for (text, strategy) in [
        (PRESSE, Strategy::Classic),
        (r#"{"kind":"queens","n":9}"#, Strategy::Propagate),
        (r#"{"kind":"queens","n":8}"#, Strategy::Mrv),
        ("................", Strategy::Classic),
        (KENDOKU_009, Strategy::Classic),
    ] {
        let puzzle = parse_puzzle(&doc(text)).unwrap();
        let alone = solve(&puzzle, strategy, None, 50);
        for threads in [2, 3] {
            let shared = solve_shared(&puzzle, strategy, threads, 50).expect("shared");
            assert_eq!(shared, alone, "{strategy} on {threads} threads");
        }
    }
    let queens = parse_puzzle(r#"{"kind":"queens","n":8}"#).unwrap();
    assert!(solve_shared(&queens, Strategy::Random { seed: 1 }, 2, 1).is_none());
    assert!(solve_shared(&queens, Strategy::Fast, 2, 1).is_none());
}

#[test]
fn the_page_counts_the_pieces_back_in_order_and_the_next_as_far_as_it_went() {
    use btlab::engine::{PieceCounts, Stats};
    use btlab::playback::Share;
    let setup = PieceSetup {
        puzzle: parse_puzzle(r#"{"kind":"queens","n":4}"#).unwrap().spec(),
        strategy: Strategy::Classic,
    };
    let path = |v: u8| vec![Move { cell: 0, value: v }];
    let mut share = Share::new(1, vec![path(1), path(2), path(3)], setup, &[true], 0.0);
    let dealt = share.deal(0.0, 200.0);
    assert_eq!(dealt.len(), 2, "the run's own worker and the helper");
    let attempts = |n| Stats {
        attempts: n,
        ..Stats::default()
    };
    let result = |index, n| PieceResult {
        index,
        counts: PieceCounts {
            stats: attempts(n),
            levels: Vec::new(),
        },
        ..PieceResult::default()
    };
    let done = |results, searching| Reply::PiecesDone {
        share: 1,
        results,
        left: 1,
        searching,
    };
    let at_cut = attempts(100);
    // Piece 1 back before piece 0: not counted yet; piece 0 half searched.
    share
        .on_reply(1, done(vec![result(1, 20)], None), 10.0)
        .unwrap();
    assert_eq!(share.counted(at_cut).attempts, 100);
    share
        .on_reply(0, done(Vec::new(), Some((0, attempts(7)))), 20.0)
        .unwrap();
    assert_eq!(share.counted(at_cut).attempts, 107);
    assert!(share.redraw(150.0), "risen, a tenth of a second after");
    assert!(!share.redraw(160.0), "not again so soon");
    share
        .on_reply(0, done(vec![result(0, 9)], Some((2, attempts(3)))), 30.0)
        .unwrap();
    assert_eq!(share.counted(at_cut).attempts, 100 + 9 + 20 + 3);
    assert!(!share.finished());
}

#[test]
fn a_piece_searched_in_slices_says_how_far_it_went_and_ends_as_in_one_go() {
    let mut session = started(PRESSE, Strategy::Classic);
    let Reply::Plan { pieces, .. } = ask_share(&mut session, 5, 2) else {
        panic!("a plan")
    };
    let whole = searched(&mut session, 5, &pieces);
    let biggest = (0..pieces.len())
        .max_by_key(|&i| whole[i].counts.stats.events())
        .unwrap();
    // A clock that has always run out: one slice of the search per answer.
    let ticks = std::cell::Cell::new(0.0);
    let late = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    let mut helper = None;
    let mut task = vec![PieceTask {
        index: biggest as u32,
        path: pieces[biggest].clone(),
    }];
    let mut so_far = Vec::new();
    let result = loop {
        let request = Request::Pieces {
            share: 5,
            setup: Some(Box::new(PieceSetup {
                puzzle: parse_puzzle(PRESSE).unwrap().spec(),
                strategy: Strategy::Classic,
            }))
            .filter(|_| so_far.is_empty()),
            pieces: std::mem::take(&mut task),
            millis: 0.0,
        };
        match Session::handle(&mut helper, request, &late) {
            Reply::PiecesDone {
                mut results,
                searching: None,
                left: 0,
                ..
            } => break results.pop().expect("the piece"),
            Reply::PiecesDone {
                searching: Some((index, stats)),
                left: 1,
                ..
            } => {
                assert_eq!(index as usize, biggest);
                so_far.push(stats.attempts);
            }
            other => panic!("{other:?}"),
        }
    };
    assert!(
        so_far.len() >= 2 && so_far.windows(2).all(|w| w[0] < w[1]),
        "{so_far:?}"
    );
    assert!(*so_far.last().unwrap() < result.counts.stats.attempts);
    assert_eq!(result, whole[biggest]);
}
