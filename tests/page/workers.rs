//! Workers that stop answering: the run and the count go on without losing work.

use super::*;
use btlab::page::workers::Watchdog;
use btlab::page::CountPool;
use btlab::page::WorkerNote;

#[test]
fn a_worker_that_stops_answering_is_replaced_and_the_run_goes_on() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&step=10"));
    page.settle();
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::Resumed(10)),
        "a reload says where it resumed"
    );
    // The next step is asked for, and never answered: the worker died.
    let commands = page.model.update(Action::Run(RunAction::Step), page.now);
    assert!(commands
        .iter()
        .any(|c| matches!(c, Command::Send(Worker::Run, _))));
    page.now += btlab::page::WATCHDOG_MS + 1.0;
    page.act(Action::Tick);
    assert!(page.commands.contains(&Command::Start(Worker::Run)));
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::Worker(WorkerNote::Died(10)))
    );
    page.settle();
    assert_eq!(
        page.model.step(),
        11,
        "a fresh worker replayed the run and took the step"
    );
    let mut straight = btlab::solve::stepper(&puzzle(PRESSE), Strategy::Classic).unwrap();
    for _ in 0..11 {
        straight.step();
    }
    assert_eq!(
        page.model.run.current().unwrap().moment.stats,
        straight.stats()
    );
    assert_eq!(
        page.model.document.editor().values()[0],
        3,
        "the grid is intact"
    );
}

/// A count as the model keeps it: the pool's pieces go out through the
/// watchdog, the answers are marked answered, and a worker the watchdog
/// finds silent is replaced and its piece dealt again.
struct Counting {
    pool: CountPool,
    watchdog: Watchdog,
}

impl Counting {
    fn new(workers: usize) -> Self {
        Counting {
            pool: CountPool::new(1, 10, workers, 0.0),
            watchdog: Watchdog::default(),
        }
    }

    fn counter(index: usize) -> Worker {
        Worker::Counter { count: 1, index }
    }

    fn deal(&mut self, now: f64) -> Vec<(usize, Request)> {
        let deals = self.pool.deal();
        for (index, request) in &deals {
            let to = Self::counter(*index);
            self.watchdog
                .send(to, request.clone(), now, &mut Vec::new());
        }
        deals
    }

    fn on_reply(&mut self, index: usize, reply: Reply, now: f64) -> Result<(), String> {
        self.watchdog.answered(Self::counter(index), now);
        self.pool.on_reply(index, reply)
    }

    /// The workers taken for dead at `now`, replaced.
    fn silent(&mut self, now: f64) -> Vec<usize> {
        let mut dead = Vec::new();
        for worker in self.watchdog.silent(now) {
            if let Worker::Counter { index, .. } = worker {
                self.watchdog.start(worker, &mut Vec::new());
                self.pool.replaced(index);
                dead.push(index);
            }
        }
        dead.sort_unstable();
        dead
    }
}

#[test]
fn a_counting_worker_that_stops_answering_gets_its_piece_dealt_again() {
    use btlab::fast::queens_tasks;
    let mut counting = Counting::new(2);
    let first = counting.deal(0.0);
    assert_eq!(first.len(), 2);
    assert!(counting.silent(100.0).is_empty());
    assert_eq!(counting.silent(9000.0), vec![0, 1]);
    // Dealt again, and counted to the right total whatever answers late.
    let mut total = 0;
    let mut answered = 0;
    loop {
        let deals = counting.deal(9000.0);
        if deals.is_empty() {
            break;
        }
        for (worker, request) in deals {
            let Request::CountQueens { n, task } = request else {
                panic!()
            };
            let solutions = btlab::fast::count_task(usize::from(n), task);
            let finished = Reply::QueensCounted {
                task,
                solutions,
                finished: true,
            };
            counting.on_reply(worker, finished, 9000.0).unwrap();
            total += solutions;
            answered += 1;
        }
    }
    assert!(counting.pool.finished());
    assert_eq!(answered, queens_tasks(10).len());
    assert_eq!((total, counting.pool.solutions()), (724, 724));
}

/// A worker that answers about a piece it has not finished is asked to go
/// on with it, is not taken for dead while it keeps answering or while the
/// count is paused, and what it counted so far shows in the total.
#[test]
fn a_counting_worker_goes_on_with_a_piece_it_has_not_finished() {
    use btlab::fast::QueensPiece;
    let mut counting = Counting::new(1);
    let deals = counting.deal(0.0);
    let [(0, Request::CountQueens { n: 10, task })] = deals[..] else {
        panic!("{deals:?}")
    };
    assert!(
        counting.deal(100.0).is_empty(),
        "one piece at a time, asked once"
    );
    // The piece counted in two slices, as a worker would.
    let mut piece = QueensPiece::new(10, task);
    assert!(!piece.advance(&mut 2));
    let partial = Reply::QueensCounted {
        task,
        solutions: piece.solutions(),
        finished: false,
    };
    counting.on_reply(0, partial, 100.0).unwrap();
    assert_eq!(counting.pool.solutions(), piece.solutions());
    // Paused: nobody asks it on, and a minute later it is not taken for
    // dead; asked at last, its silence counts from then.
    assert!(
        counting.silent(60000.0).is_empty(),
        "waiting is not silence"
    );
    let again = counting.deal(60000.0);
    assert!(matches!(again[..], [(0, Request::CountQueens { task: t, .. })] if t == task));
    assert!(counting.silent(67000.0).is_empty(), "asked at 60 s");
    piece.finish();
    let done = Reply::QueensCounted {
        task,
        solutions: piece.solutions(),
        finished: true,
    };
    counting.on_reply(0, done, 67000.0).unwrap();
    assert_eq!(counting.pool.solutions(), btlab::fast::count_task(10, task));
    let next = counting.deal(67500.0);
    assert!(matches!(next[..], [(0, Request::CountQueens { task: t, .. })] if t != task));
}

/// A counting worker that fails ends the count, and its workers with it
/// (the command that drops them was once thrown away).
#[test]
fn a_counting_worker_that_fails_drops_the_count_and_its_workers() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":12}&strategy=fast&mode=all"#);
    let commands = page.model.update(Action::Run(RunAction::Play), page.now);
    let counters: Vec<Worker> = commands
        .iter()
        .filter_map(|c| match c {
            Command::Start(w @ Worker::Counter { .. }) => Some(*w),
            _ => None,
        })
        .collect();
    assert_eq!(counters.len(), 2, "a counting worker per core");
    let failed = Reply::Failed {
        message: "out of memory".into(),
    };
    let commands = page
        .model
        .update(Action::Reply(counters[0], failed), page.now);
    for counter in counters {
        assert!(commands.contains(&Command::Stop(counter)), "{counter:?}");
    }
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::Worker(WorkerNote::CountStopped(
            "out of memory".into()
        )))
    );
    assert!(page.model.run.current().is_none());
}

/// The timer's period the page asked for last (none asked: still).
fn last_timer(page: &Page) -> Option<u32> {
    page.commands.iter().rev().find_map(|c| match c {
        Command::Timer(period) => Some(*period),
        _ => None,
    })
}

#[test]
fn a_still_page_stops_its_timer_and_a_playing_one_ticks() {
    let mut page = Page::open("");
    // Every answer came: nothing to watch for, nothing to draw.
    assert!(matches!(last_timer(&page), None | Some(0)));
    page.act(Action::Run(RunAction::PlayPause));
    assert!(
        matches!(last_timer(&page), Some(p) if p > 0),
        "playing ticks"
    );
    page.act(Action::Run(RunAction::PlayPause));
    assert_eq!(last_timer(&page), Some(0), "paused and answered: still");
    // A worker that owes an answer is watched, at a slow tick.
    page.kill(Worker::Run);
    page.act(Action::Run(RunAction::Step));
    assert_eq!(last_timer(&page), Some(200));
}

#[test]
fn a_fresh_maker_is_sent_every_question_still_pending() {
    let mut page = Page::open(&format!("puzzle={PRESSE}"));
    page.kill(Worker::Maker);
    // The reader's first use asks for the puzzle's difficulty, and the
    // true candidates are asked for: the maker answers neither.
    page.act(Action::Page(PageAction::Engaged));
    page.act(Action::Play(btlab::page::PlayAction::ToggleTruth));
    page.settle();
    assert!(page.model.play.difficulty().is_none());
    assert!(page.model.play.truth().is_none());
    page.now += btlab::page::WATCHDOG_MS + 1.0;
    page.act(Action::Tick);
    assert!(page.commands.contains(&Command::Start(Worker::Maker)));
    page.settle();
    assert!(
        page.model.play.difficulty().is_some(),
        "the fresh maker measured the puzzle"
    );
    assert!(
        page.model.play.truth().is_some(),
        "and found the true candidates"
    );
}

#[test]
fn a_worker_that_never_starts_is_named_after_three_tries_and_tried_again_when_asked() {
    use btlab::page::{Role, STARTS_BEFORE_GIVING_UP};
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic"));
    page.unstartable.insert(Worker::Run);
    page.act(Action::Run(RunAction::Step));
    let mut starts = 0;
    for _ in 0..STARTS_BEFORE_GIVING_UP {
        page.commands.clear();
        page.now += btlab::page::WATCHDOG_MS + 1.0;
        page.act(Action::Tick);
        starts += page
            .commands
            .iter()
            .filter(|c| **c == Command::Start(Worker::Run))
            .count();
    }
    assert_eq!(starts as u32, STARTS_BEFORE_GIVING_UP - 1);
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::Worker(WorkerNote::CannotStart(Role::Search)))
    );
    let words = page
        .model
        .screen
        .note()
        .as_ref()
        .unwrap()
        .text(Lang::En, &PlainNumbers);
    assert!(
        words.starts_with("The search worker could not start"),
        "{words}"
    );
    assert!(page.commands.contains(&Command::Stop(Worker::Run)));
    // Nothing asks it again by itself.
    page.commands.clear();
    page.now += 3.0 * btlab::page::WATCHDOG_MS;
    page.act(Action::Tick);
    assert!(!page
        .commands
        .iter()
        .any(|c| matches!(c, Command::Send(Worker::Run, _))));
    // The reader asks again: it starts, and this time it loads.
    page.unstartable.clear();
    page.act(Action::Run(RunAction::Step));
    page.settle();
    assert_eq!(page.model.step(), 1);
}
