//! The cursor over a run: forward to the limit, to any step, back to the start, to the next solution or backtrack, a big run's log.

use super::*;

#[test]
fn advancing_follows_the_search_and_stops_at_the_limit() {
    let mut s = None;
    let queens = r#"{"kind":"queens","n":4}"#;
    assert_eq!(
        start(&mut s, queens, Strategy::Classic, Mode::First),
        Reply::Started { stepping: true }
    );
    let mut known = HeldByPage::default();
    let mut events = vec![];
    loop {
        let m = ask(&mut s, Request::Advance { events: 3, known });
        assert_eq!(m.log_from, known.log);
        known.log += m.log.len() as u32;
        known.solutions += m.solutions.len() as u32;
        events.push(m.event.unwrap());
        let (stats, path, last, _) = straight(queens, Strategy::Classic, m.step);
        assert_eq!((m.stats, &m.path, m.event), (stats, &path, last));
        if m.end == Some(m.step) {
            assert_eq!(m.stats.solutions, 1);
            assert_eq!(known.solutions, 1, "the solution's board came along");
            break;
        }
    }
    assert_eq!(events.last(), Some(&Event::Solution { index: 1 }));
    // The log holds every event of this small run, in order.
    let all = ask(
        &mut s,
        Request::Advance {
            events: 0,
            known: HeldByPage::default(),
        },
    );
    let (_, _, first, _) = straight(queens, Strategy::Classic, 1);
    assert_eq!(all.log.len() as u64, all.step);
    assert_eq!(all.log.first().copied(), first);
    assert_eq!(all.log.last(), Some(&Event::Solution { index: 1 }));
}

/// Any step, reached by replaying from a snapshot, equals the straight
/// run to that step, for every stepping strategy (random with its seed),
/// in any order of jumps.
#[test]
fn any_step_equals_the_straight_run() {
    let strategies = [
        Strategy::Classic,
        Strategy::Propagate,
        Strategy::Mrv,
        Strategy::Random { seed: 11 },
    ];
    for strategy in strategies {
        for puzzle in [KENDOKU_009, PRESSE, r#"{"kind":"queens","n":7}"#] {
            let mut s = None;
            start(&mut s, puzzle, strategy, Mode::All);
            let end = ask(
                &mut s,
                Request::RunFor {
                    millis: 60_000.0,
                    known: HeldByPage::default(),
                },
            );
            let total = end.end.expect("the run ended");
            assert_eq!(end.step, total);
            let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
            let mut steps: Vec<u64> = (0..12)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    x % (total + 1)
                })
                .collect();
            steps.extend([0, 1, 2, total - 1, total, total / 3]);
            for k in steps {
                let m = seek(&mut s, k);
                let (stats, path, last, before) = straight(puzzle, strategy, k);
                assert_eq!(m.step, k, "{strategy} {k}");
                assert_eq!(m.stats, stats, "{strategy} at {k}");
                assert_eq!(m.path, path, "{strategy} at {k}");
                assert_eq!((m.event, m.previous), (last, before), "{strategy} at {k}");
                assert_eq!(m.depth.total().tries, stats.attempts);
                assert!(m.levels.len() >= m.path.len());
            }
        }
    }
}

#[test]
fn stepping_back_from_the_end_reaches_the_start() {
    let queens = r#"{"kind":"queens","n":5}"#;
    let mut s = None;
    start(&mut s, queens, Strategy::Classic, Mode::All);
    let end = ask(
        &mut s,
        Request::RunFor {
            millis: 60_000.0,
            known: HeldByPage::default(),
        },
    );
    assert!(end.complete);
    assert_eq!(end.event, Some(Event::Exhausted));
    let mut k = end.step;
    while k > 0 {
        k -= 1;
        let m = seek(&mut s, k);
        let (stats, path, last, _) = straight(queens, Strategy::Classic, k);
        assert_eq!((m.step, m.stats, m.path, m.event), (k, stats, path, last));
    }
    let m = seek(&mut s, 0);
    assert_eq!((m.step, m.event, m.stats), (0, None, Stats::default()));
}

#[test]
fn finding_solutions_and_backtracks() {
    let queens = r#"{"kind":"queens","n":6}"#;
    let mut s = None;
    start(&mut s, queens, Strategy::Classic, Mode::All);
    let find = |s: &mut Option<Session>, target, forward| {
        ask(
            s,
            Request::Find {
                target,
                forward,
                millis: 60_000.0,
                known: HeldByPage::default(),
            },
        )
    };
    // The four solutions of 6 queens, one after the other, on new ground.
    let mut steps = vec![];
    for index in 1..=4 {
        let m = find(&mut s, Target::Solution, true);
        assert!(m.reached);
        assert_eq!(m.event, Some(Event::Solution { index }));
        steps.push(m.step);
    }
    let none = find(&mut s, Target::Solution, true);
    assert!(!none.reached && !none.pending);
    assert_eq!(none.step, steps[3], "no fifth: the cursor stays");
    let back = find(&mut s, Target::Solution, false);
    assert_eq!(
        (back.step, back.event),
        (steps[2], Some(Event::Solution { index: 3 }))
    );
    // Backtracks either way land on an Undo, the nearest one.
    let m = find(&mut s, Target::Backtrack, true);
    assert!(matches!(m.event, Some(Event::Undo { .. })));
    let next = m.step;
    let m = find(&mut s, Target::Backtrack, false);
    assert!(matches!(m.event, Some(Event::Undo { .. })));
    assert!(m.step < next);
    let mut check = stepper(&puzzle(queens), Strategy::Classic).unwrap();
    let events: Vec<Event> = (0..next).map(|_| check.step()).collect();
    let last_undo = events[..(next - 1) as usize]
        .iter()
        .rposition(|e| matches!(e, Event::Undo { .. }))
        .unwrap() as u64
        + 1;
    assert_eq!(m.step, last_undo);
}

#[test]
fn a_big_run_logs_only_its_beginning_and_keeps_few_snapshots() {
    let mut s = None;
    start(&mut s, PRESSE, Strategy::Classic, Mode::All);
    let mut rounds = 0;
    let mut known = HeldByPage::default();
    loop {
        rounds += 1;
        let m = ask(&mut s, Request::RunFor { millis: 5.0, known });
        known.log += m.log.len() as u32;
        known.solutions += m.solutions.len() as u32;
        // At the end: its step known is not enough (a slice may end while
        // the last events are taken again one by one, short of the end).
        if m.end == Some(m.step) {
            assert_eq!(m.stats.attempts, 6_432_362);
            assert!(!m.logging);
            assert!(known.log as usize <= LOG_MAX_EVENTS);
            assert_eq!(known.solutions, 1);
            break;
        }
    }
    assert!(rounds > 1, "the run was sliced");
    // The first solution's board and step came with the moment that met it.
    let m = ask(
        &mut s,
        Request::Find {
            target: Target::Solution,
            forward: false,
            millis: 60_000.0,
            known: HeldByPage::default(),
        },
    );
    assert_eq!(m.event, Some(Event::Solution { index: 1 }));
    assert_eq!(m.solutions[0].step, m.step);
    assert_eq!(&digits(&m.solutions[0].bytes())[..9], PRESSE_FIRST_ROW);
}

#[test]
fn the_clock_is_looked_at_within_a_thousand_events_whatever_a_strategy_costs() {
    // mrv on a 9x9 Skyscrapers takes about 0.2 ms an event: the worker
    // must look at the clock early, not after a quarter million events.
    let queens = r#"{"kind":"queens","n":12}"#;
    for (puzzle, strategy) in [(PRESSE, Strategy::Classic), (queens, Strategy::Mrv)] {
        let mut session = None;
        start(&mut session, puzzle, strategy, Mode::All);
        let request = Request::RunFor {
            millis: 1500.0,
            known: HeldByPage::default(),
        };
        let Reply::Moment(m) = Session::handle(&mut session, request, &hasty_clock()) else {
            panic!("a moment")
        };
        assert!(m.pending && m.step > 0, "{strategy}: no work done");
        assert!(
            m.step <= 1024 + 2,
            "{strategy}: {} events before the clock",
            m.step
        );
    }
}
