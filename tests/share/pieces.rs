//! The plan and its pieces: covered once and in order, results that do not fit, shares stopped and taken up again, slices and the page's count.

use super::*;

#[test]
fn a_plan_covers_the_rest_of_the_run_in_order() {
    // Cut from the start of 8 queens, the pieces are the subtrees of the
    // search's order, and what is above them is few events.
    let search = Search::new(Classic::new(Queens::new(8)));
    let start = stepper(&AnyPuzzle::Queens(Queens::new(8)), Strategy::Classic).unwrap();
    let pieces = cut_into_pieces(start.as_ref(), start.as_ref(), 8, 20);
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
            known: HeldByPage::default(),
        },
    );
    assert!(merged.pending && merged.step == cut.step);
    let end = moment(
        &mut session,
        Request::RunFor {
            millis: 1e9,
            known: HeldByPage::default(),
        },
    );
    assert_eq!(
        (end.step, end.stats, end.end),
        (lone_end.step, lone_end.stats, lone_end.end)
    );
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
            known: HeldByPage::default(),
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
            known: HeldByPage::default(),
        },
    );
    assert_eq!(
        (end.step, end.stats, &end.depth),
        (presse_alone.step, presse_alone.stats, &presse_alone.depth)
    );
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
            known: HeldByPage::default(),
        },
    );
    assert_eq!(
        (end.step, end.stats, end.depth),
        (lone_end.step, lone_end.stats, lone_end.depth)
    );
}

#[test]
fn the_page_counts_the_pieces_back_in_order_and_the_next_as_far_as_it_went() {
    use btlab::engine::{PieceCounts, Stats};
    use btlab::page::Share;
    let setup = PieceSetup {
        puzzle: parse_puzzle(r#"{"kind":"queens","n":4}"#).unwrap().spec(),
        strategy: Strategy::Classic,
    };
    let path = |v: u8| vec![Move { cell: 0, value: v }];
    let mut share = Share::new(1, vec![path(1), path(2), path(3)], setup, &[true], 0.0);
    let dealt = share.deal(200.0);
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
    // Paused: the merge takes pieces 0 and 1; piece 2, back late, moves
    // neither the counters nor the merge.
    let Request::Merge { results, .. } = share.merge(100.0, HeldByPage::default()) else {
        panic!("a merge")
    };
    assert_eq!(results.len(), 2);
    share
        .on_reply(1, done(vec![result(2, 5)], None), 40.0)
        .unwrap();
    assert_eq!(
        share.counted(at_cut).attempts,
        100 + 9 + 20 + 3,
        "as at the pause"
    );
    assert!(!share.finished(), "the late piece is not taken");
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
