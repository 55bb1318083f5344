//! The page's reducer, natively, against the real worker session: what
//! a link opens, stepping and stepping back, the solution browser, edits
//! and their undo, the keys, the panels, a worker that stops answering.

mod common;

use std::collections::VecDeque;

use btlab::engine::Event;
use btlab::format::read_link;
use btlab::i18n::Lang;
use btlab::playback::{
    cell_views, key_action, Action, CellState, Command, Editor, Key, Model, Note, Panel, Sharing,
};
use btlab::protocol::{Mode, Reply, Request, Session, Target};
use btlab::puzzles::{Line, Reason};
use btlab::strategy::Strategy;
use btlab::teach::{sentence, Fact, PlainNumbers, Tree, TreeJump};
use common::*;

/// Which worker a reply comes from.
#[derive(Clone, Copy)]
enum From {
    Run,
    Lane(usize),
    Helper(usize),
}

/// The model with a worker: requests are served by a real session, in
/// order, until nothing is on its way.
struct Page {
    model: Model,
    session: Option<Session>,
    lanes: Vec<Option<Session>>,
    helpers: Vec<Option<Session>>,
    race: u32,
    now: f64,
    replies: VecDeque<(From, Reply)>,
    commands: Vec<Command>,
}

impl Page {
    fn open(fragment: &str) -> Self {
        let editor = Editor::new(puzzle(btlab::library::LIBRARY[0].1));
        let mut page = Page {
            model: Model::new(editor, 2),
            session: None,
            lanes: Vec::new(),
            helpers: Vec::new(),
            race: 0,
            now: 0.0,
            replies: VecDeque::new(),
            commands: Vec::new(),
        };
        page.act(Action::Init {
            fragment: fragment.into(),
            editor: None,
            panels: None,
            lang: None,
            browser: vec!["en-GB".into()],
            toured: true,
        });
        page
    }

    fn act(&mut self, action: Action) {
        let commands = self.model.update(action, self.now);
        self.carry_out(commands);
        while let Some((from, reply)) = self.replies.pop_front() {
            self.deliver(from, reply);
        }
    }

    fn carry_out(&mut self, commands: Vec<Command>) {
        for command in commands {
            match &command {
                Command::Send(request) => {
                    let clock = || 0.0;
                    let reply = Session::handle(&mut self.session, request.clone(), &clock);
                    self.replies.push_back((From::Run, reply));
                }
                Command::SpawnLanes { id, count } => {
                    self.race = *id;
                    self.lanes = (0..*count).map(|_| None).collect();
                }
                Command::LaneSend { lane, request } => {
                    let clock = || 0.0;
                    let reply = Session::handle(&mut self.lanes[*lane], request.clone(), &clock);
                    self.replies.push_back((From::Lane(*lane), reply));
                }
                Command::Helpers(count) => self.helpers.resize_with(*count, || None),
                Command::HelperSend { helper, request } => {
                    let clock = || 0.0;
                    let reply =
                        Session::handle(&mut self.helpers[*helper], request.clone(), &clock);
                    self.replies.push_back((From::Helper(*helper), reply));
                }
                Command::RespawnHelper(helper) => self.helpers[*helper] = None,
                Command::NewWorker => {
                    self.session = None;
                    self.replies.clear();
                }
                _ => {}
            }
            self.commands.push(command);
        }
    }

    /// Hands the model one answer, as the page would.
    fn deliver(&mut self, from: From, reply: Reply) {
        self.now += 1.0;
        let action = match from {
            From::Lane(lane) => Action::LaneReply {
                race: self.race,
                lane,
                reply,
            },
            From::Helper(helper) => Action::HelperReply { helper, reply },
            From::Run => Action::Reply(reply),
        };
        let commands = self.model.update(action, self.now);
        self.carry_out(commands);
    }

    /// Asks for the end of the run and hands the model every answer that
    /// follows but those `lost` says are lost.
    fn run_to_end_losing(&mut self, lost: impl Fn(From, &Reply) -> bool) {
        let commands = self.model.update(Action::ToEnd, self.now);
        self.carry_out(commands);
        while let Some((from, reply)) = self.replies.pop_front() {
            if !lost(from, &reply) {
                self.deliver(from, reply);
            }
        }
    }

    /// Ticks until the model rests (no request on its way, nothing wanted).
    fn settle(&mut self) {
        for _ in 0..100_000 {
            if self.model.want.is_none() && !self.model.busy() {
                return;
            }
            self.now += 16.0;
            self.act(Action::Tick);
        }
        panic!("the page never came to rest");
    }

    fn sentence(&self) -> String {
        let run = self.model.run.as_ref().unwrap();
        let fact = &self.model.taught.as_ref().unwrap().explanation.fact;
        sentence(
            &run.puzzle,
            self.model.strategy,
            fact,
            Lang::En,
            &PlainNumbers,
        )
    }
}

#[test]
fn a_link_opens_the_step_it_names() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic&step=4"#);
    page.settle();
    assert_eq!(page.model.step(), 4);
    let taught = page.model.taught.as_ref().unwrap();
    assert_eq!(
        taught.explanation.fact,
        Fact::Reject {
            cell: 1,
            value: 1,
            reason: Some(Reason::Attacked {
                row: 0,
                column: 0,
                line: Line::Column
            })
        }
    );
    assert_eq!(
        page.sentence(),
        "r2c1 is attacked by the queen on r1c1 (same column)."
    );
    // The queen on r1c1 and the rejected square: told apart on the board.
    let cells = cell_views(&page.model).squares;
    assert_eq!(cells[0].state, CellState::Placed);
    assert!(cells[0].classes.contains(&"culprit"));
    assert_eq!(cells[4].state, CellState::Rejected);
    // The address bar holds the same moment.
    let url = page.commands.iter().rev().find_map(|c| match c {
        Command::Url(u) => Some(u.clone()),
        _ => None,
    });
    let back = read_link(&url.unwrap());
    assert_eq!(
        (back.step, back.strategy, back.mode),
        (Some(4), Some(Strategy::Classic), Some(Mode::First))
    );
}

#[test]
fn a_link_on_presse_restores_board_and_counters() {
    let link = format!("puzzle={PRESSE}&strategy=classic&mode=all&step=123456");
    let mut page = Page::open(&link);
    page.settle();
    let mut straight = btlab::solve::stepper(&puzzle(PRESSE), Strategy::Classic).unwrap();
    for _ in 0..123_456 {
        straight.step();
    }
    let run = page.model.run.as_ref().unwrap();
    assert_eq!(run.moment.step, 123_456);
    assert_eq!(run.moment.stats, straight.stats());
    assert_eq!(run.moment.path, straight.path());
    let cells = cell_views(&page.model).squares;
    for mv in straight.path() {
        assert_eq!(cells[mv.cell as usize].text, mv.value.to_string());
    }
}

#[test]
fn broken_links_name_the_key_and_keep_the_rest() {
    let page = Page::open("puzzle=12x4&strategy=clever&step=many&mode=all");
    let Some(Note::Link(problems)) = &page.model.note else {
        panic!("{:?}", page.model.note)
    };
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems[0].starts_with("link, puzzle: line 1, column 3: unexpected character 'x'"));
    assert!(problems[1].contains("strategy") && problems[1].contains("clever"));
    assert!(problems[2].contains("step") && problems[2].contains("many"));
    assert_eq!(page.model.mode, Mode::All, "the good part applies");
}

#[test]
fn stepping_back_from_the_end_reaches_the_start() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":5}&strategy=classic&mode=all"#);
    // The first slice of the run follows its start without waiting for
    // the start's answer.
    let commands = page.model.update(Action::ToEnd, page.now);
    let sent: Vec<_> = commands
        .iter()
        .filter_map(|c| match c {
            Command::Send(r) => Some(r),
            _ => None,
        })
        .collect();
    assert!(matches!(sent[0], Request::Start { .. }), "{sent:?}");
    // (A run of all solutions by classic may be shared among workers:
    // the run's own worker is asked first where the rest can be cut.)
    assert!(matches!(sent[1], Request::Share { .. }), "{sent:?}");
    page.carry_out(commands);
    page.act(Action::Tick);
    page.settle();
    let run = page.model.run.as_ref().unwrap();
    let end = run.moment.step;
    assert_eq!(run.moment.event, Some(Event::Exhausted));
    assert_eq!(
        page.model.note,
        Some(Note::Solutions {
            count: 10,
            workers: None
        })
    );
    assert_eq!(
        page.model.browsing,
        Some(0),
        "the first solution is shown, counted from 1"
    );
    let mut steps = 0;
    while page.model.step() > 0 {
        page.act(Action::StepBack);
        page.settle();
        steps += 1;
        assert_eq!(page.model.step(), end - steps);
    }
    assert_eq!(
        page.model.taught.as_ref().unwrap().explanation.fact,
        Fact::Start { first: Some(0) }
    );
    // Forward again by keys: PageDown steps, Space plays.
    let key = |k: &str| Key {
        key: k.into(),
        ..Key::default()
    };
    page.act(key_action(&key("PageDown")).unwrap());
    page.settle();
    assert_eq!(page.model.step(), 1);
}

#[test]
fn the_solution_browser_counts_from_one() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":8}&strategy=fast&mode=all"#);
    page.act(Action::Play);
    page.settle();
    let run = page.model.run.as_ref().unwrap();
    assert_eq!(run.fast.solutions, 92);
    assert_eq!(run.solutions.len(), 92);
    assert_eq!(page.model.browsing, Some(0));
    page.act(Action::Browse(1));
    assert_eq!(page.model.browsing, Some(1));
    page.act(Action::Browse(-1));
    page.act(Action::Browse(-1));
    assert_eq!(page.model.browsing, Some(91));
}

#[test]
fn finding_solutions_and_backtracks_from_the_page() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":6}&strategy=classic&mode=all"#);
    page.act(Action::Find(Target::Solution, true));
    page.settle();
    assert_eq!(
        page.model.run.as_ref().unwrap().moment.event,
        Some(Event::Solution { index: 1 })
    );
    page.act(Action::Find(Target::Backtrack, true));
    page.settle();
    assert!(matches!(
        page.model.run.as_ref().unwrap().moment.event,
        Some(Event::Undo { .. })
    ));
    page.act(Action::Find(Target::Solution, false));
    page.settle();
    assert_eq!(
        page.model.run.as_ref().unwrap().moment.event,
        Some(Event::Solution { index: 1 })
    );
    page.act(Action::Find(Target::Solution, false));
    page.settle();
    assert_eq!(
        page.model.note,
        Some(Note::NoneFurther(Target::Solution, false))
    );
}

#[test]
fn playing_moves_on_and_pausing_stops() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&speed=5"));
    page.act(Action::Play);
    for _ in 0..30 {
        page.now += 16.0;
        page.act(Action::Tick);
    }
    let shown = page.model.step();
    // 1,000 events a second for 0.48 s, give or take a tick.
    assert!((400..=560).contains(&shown), "{shown}");
    // A tick that asks the worker for the next moment leaves the drawing
    // to its reply; once it came, nothing is awaited.
    page.now += 16.0;
    let commands = page.model.update(Action::Tick, page.now);
    assert!(commands.iter().any(|c| matches!(c, Command::Send(_))));
    assert!(page.model.awaiting_moment());
    page.carry_out(commands);
    page.act(Action::Pause);
    assert!(!page.model.awaiting_moment());
    let shown = page.model.step();
    for _ in 0..10 {
        page.now += 16.0;
        page.act(Action::Tick);
    }
    assert_eq!(page.model.step(), shown);
}

#[test]
fn givens_stay_edits_undo_and_space_plays() {
    let mut page = Page::open("");
    page.act(Action::Select(0));
    page.act(Action::Type(5));
    assert_eq!(page.model.note, Some(Note::Given("r1c1".into())));
    assert_eq!(page.model.editor.values()[0], 3);
    page.act(Action::Select(1));
    page.act(Action::Type(7));
    page.act(Action::Type(8));
    assert_eq!(page.model.editor.values()[1], 8);
    let ctrl = |k: &str, shift: bool| Key {
        key: k.into(),
        ctrl: true,
        shift,
        on_grid: true,
        ..Key::default()
    };
    page.act(key_action(&ctrl("z", false)).unwrap());
    assert_eq!(page.model.editor.values()[1], 7);
    page.act(key_action(&ctrl("z", false)).unwrap());
    assert_eq!(page.model.editor.values()[1], 0);
    page.act(key_action(&ctrl("y", false)).unwrap());
    assert_eq!(page.model.editor.values()[1], 7);
    // Space and Enter on the grid write nothing; Space plays.
    let on_grid = |k: &str| Key {
        key: k.into(),
        on_grid: true,
        ..Key::default()
    };
    assert_eq!(key_action(&on_grid(" ")), Some(Action::PlayPause));
    assert_eq!(key_action(&on_grid("Enter")), Some(Action::AnswerSelected));
    page.act(Action::AnswerSelected);
    assert_eq!(page.model.editor.values()[1], 7, "Enter writes nothing");
    assert_eq!(
        key_action(&on_grid("ArrowRight")),
        Some(Action::MoveSelection(0, 1))
    );
    assert_eq!(
        key_action(&Key {
            key: "ArrowRight".into(),
            ..Key::default()
        }),
        Some(Action::Step)
    );
    assert_eq!(
        key_action(&Key {
            key: "ArrowRight".into(),
            in_field: true,
            ..Key::default()
        }),
        None
    );
    // Every change of the grid is saved.
    assert!(page.commands.iter().any(|c| matches!(
        c,
        Command::Store {
            key: "btlab.editor",
            ..
        }
    )));
}

#[test]
fn panels_are_toggled_and_remembered() {
    let mut page = Page::open("");
    assert!(Panel::ALL.iter().all(|&p| page.model.panels.shows(p)));
    page.act(Action::TogglePanel(Panel::Code));
    assert!(!page.model.panels.shows(Panel::Code));
    let saved = page.commands.iter().rev().find_map(|c| match c {
        Command::Store {
            key: "btlab.panels",
            value,
        } => Some(value.clone()),
        _ => None,
    });
    let mut again = Page::open("");
    again.model = Model::new(Editor::new(puzzle(PRESSE)), 2);
    again.act(Action::Init {
        fragment: String::new(),
        editor: None,
        panels: saved,
        lang: None,
        browser: Vec::new(),
        toured: true,
    });
    assert!(!again.model.panels.shows(Panel::Code));
    assert!(again.model.panels.shows(Panel::Tree));
}

#[test]
fn a_worker_that_stops_answering_is_replaced_and_the_run_goes_on() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&step=10"));
    page.settle();
    assert_eq!(
        page.model.note,
        Some(Note::Resumed(10)),
        "a reload says where it resumed"
    );
    // The next step is asked for, and never answered: the worker died.
    let commands = page.model.update(Action::Step, page.now);
    assert!(commands.iter().any(|c| matches!(c, Command::Send(_))));
    page.now += btlab::playback::WATCHDOG_MS + 1.0;
    page.act(Action::Tick);
    assert!(page.commands.contains(&Command::NewWorker));
    assert_eq!(page.model.note, Some(Note::WorkerDied(10)));
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
        page.model.run.as_ref().unwrap().moment.stats,
        straight.stats()
    );
    assert_eq!(page.model.editor.values()[0], 3, "the grid is intact");
}

#[test]
fn a_counting_worker_that_stops_answering_gets_its_piece_dealt_again() {
    use btlab::fast::queens_tasks;
    use btlab::playback::CountPool;
    let mut pool = CountPool::new(1, 10, 2, 0.0);
    let first = pool.deal(0.0);
    assert_eq!(first.len(), 2);
    assert!(pool.silent(100.0, 8000.0).is_empty());
    assert_eq!(pool.silent(9000.0, 8000.0), vec![0, 1]);
    // Dealt again, and counted to the right total whatever answers late.
    let mut total = 0;
    let mut answered = 0;
    loop {
        let deals = pool.deal(9000.0);
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
            pool.on_reply(worker, finished).unwrap();
            total += solutions;
            answered += 1;
        }
    }
    assert!(pool.finished());
    assert_eq!(answered, queens_tasks(10).len());
    assert_eq!((total, pool.solutions()), (724, 724));
}

/// A worker that answers about a piece it has not finished is asked to go
/// on with it, is not taken for dead while it keeps answering or while the
/// count is paused, and what it counted so far shows in the total.
#[test]
fn a_counting_worker_goes_on_with_a_piece_it_has_not_finished() {
    use btlab::fast::QueensPiece;
    use btlab::playback::CountPool;
    let mut pool = CountPool::new(1, 10, 1, 0.0);
    let deals = pool.deal(0.0);
    let [(0, Request::CountQueens { n: 10, task })] = deals[..] else {
        panic!("{deals:?}")
    };
    assert!(
        pool.deal(100.0).is_empty(),
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
    pool.on_reply(0, partial).unwrap();
    assert_eq!(pool.solutions(), piece.solutions());
    // Paused: nobody asks it on, and a minute later it is not taken for
    // dead; asked at last, its silence counts from then.
    assert!(
        pool.silent(60000.0, 8000.0).is_empty(),
        "waiting is not silence"
    );
    let again = pool.deal(60000.0);
    assert!(matches!(again[..], [(0, Request::CountQueens { task: t, .. })] if t == task));
    assert!(pool.silent(67000.0, 8000.0).is_empty(), "asked at 60 s");
    piece.finish();
    let done = Reply::QueensCounted {
        task,
        solutions: piece.solutions(),
        finished: true,
    };
    pool.on_reply(0, done).unwrap();
    assert_eq!(pool.solutions(), btlab::fast::count_task(10, task));
    let next = pool.deal(67500.0);
    assert!(matches!(next[..], [(0, Request::CountQueens { task: t, .. })] if t != task));
}

#[test]
fn the_language_comes_from_the_link_the_choice_or_the_browser() {
    let open = |fragment: &str, lang: Option<&str>, browser: &[&str]| {
        let mut model = Model::new(Editor::new(puzzle(PRESSE)), 2);
        let commands = model.update(
            Action::Init {
                fragment: fragment.into(),
                editor: None,
                panels: None,
                lang: lang.map(String::from),
                browser: browser.iter().map(|s| s.to_string()).collect(),
                toured: false,
            },
            0.0,
        );
        (model, commands)
    };
    use btlab::i18n::Lang;
    let (m, commands) = open("", None, &["fr-FR", "de-AT", "en"]);
    assert_eq!(m.lang, Lang::De, "the first the page speaks");
    assert!(commands.contains(&Command::Lang(Lang::De)));
    assert_eq!(open("", None, &["fr"]).0.lang, Lang::En);
    assert_eq!(
        open("", Some("nl"), &["de"]).0.lang,
        Lang::Nl,
        "the user's choice wins"
    );
    assert_eq!(
        open("lang=de", Some("nl"), &["en"]).0.lang,
        Lang::De,
        "a link wins"
    );
    let (mut m, _) = open("", None, &[]);
    let commands = m.update(Action::NextLang, 0.0);
    assert_eq!(m.lang, Lang::De);
    assert!(commands.contains(&Command::Store {
        key: "btlab.lang",
        value: "de".into()
    }));
    assert!(m.link().contains("lang=de"));
    let l = Key {
        key: "L".into(),
        ..Key::default()
    };
    assert_eq!(key_action(&l), Some(Action::NextLang));
}

#[test]
fn predict_mode_asks_scores_and_shows() {
    use btlab::playback::{Answer, Question};
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic"#);
    page.act(Action::TogglePredict);
    page.act(Action::Step);
    page.settle();
    let question = |page: &Page| page.model.predict.as_ref().unwrap().question.clone();
    assert_eq!(
        question(&page),
        Some(Question::Value {
            cell: 0,
            options: vec![1, 2, 3, 4]
        })
    );
    assert_eq!(page.model.step(), 0, "the step is held back");
    page.act(Action::Answer(Answer::Value(1)));
    let score = |page: &Page| {
        let p = page.model.predict.as_ref().unwrap();
        (p.right, p.asked, p.verdict)
    };
    assert_eq!(score(&page), (1, 1, Some(true)));
    assert_eq!(page.model.step(), 1, "then shown");
    // Will r1c1 be rejected? No: placed.
    page.act(Action::Step);
    page.settle();
    assert_eq!(
        question(&page),
        Some(Question::Rejected { cell: 0, value: 1 })
    );
    page.act(Action::Answer(Answer::No));
    assert_eq!(score(&page), (2, 2, Some(true)));
    // Which value will row 2 try? Not 3: a wrong answer.
    page.act(Action::Step);
    page.settle();
    page.act(Action::Type(3));
    assert_eq!(score(&page), (2, 3, Some(false)));
    // Will r2c1 be rejected, and by which cell? Clicking r1c1: right.
    page.act(Action::Step);
    page.settle();
    assert_eq!(
        question(&page),
        Some(Question::Rejected { cell: 1, value: 1 })
    );
    page.act(Action::Select(0));
    assert_eq!(score(&page), (3, 4, Some(true)));
    assert_eq!(page.model.step(), 4);
    assert_eq!(
        page.model.editor.values(),
        [0, 0, 0, 0],
        "a click answers, it does not edit"
    );
    // Space steps to the next question; leaving predict mode drops it.
    let space = Key {
        key: " ".into(),
        ..Key::default()
    };
    page.act(key_action(&space).unwrap());
    page.settle();
    assert!(question(&page).is_some());
    page.act(Action::TogglePredict);
    assert!(page.model.predict.is_none());
    assert_eq!(page.model.step(), 4);
}

#[test]
fn a_race_keeps_one_pace_and_sums_up() {
    let link = format!(
        "puzzle={}&mode=all&race=classic,propagate&speed=6",
        KENDOKU_009.replace(['\n', ' '], "")
    );
    let mut page = Page::open(&link);
    let race = page
        .model
        .race
        .as_ref()
        .unwrap_or_else(|| panic!("{:?}", page.model.note));
    assert_eq!(race.lanes.len(), 2);
    page.act(Action::Play);
    let mut last = (0, 0);
    for _ in 0..10_000 {
        page.now += 16.0;
        page.act(Action::Tick);
        let race = page.model.race.as_ref().unwrap();
        let steps: Vec<u64> = race.lanes.iter().map(|l| l.run.moment.step).collect();
        if race.lanes.iter().all(|l| !l.run.finished()) {
            assert_eq!(steps[0], steps[1], "the same pace");
        }
        last = (steps[0], steps[1]);
        if race.done() {
            break;
        }
    }
    let race = page.model.race.as_ref().unwrap();
    assert!(race.done(), "{last:?}");
    assert_eq!(race.lanes[0].run.stats().attempts, 4343);
    assert_eq!(race.lanes[1].run.stats().attempts, 38);
    assert_eq!(
        race.summary(btlab::i18n::Lang::En, &PlainNumbers),
        "propagate needed 38 attempts, classic 4,343"
    );
    assert!(page.model.link().contains("race=classic,propagate"));
    page.act(Action::LeaveRace);
    assert!(page.model.race.is_none());
    assert!(page.commands.contains(&Command::DropLanes));
}

#[test]
fn arrows_on_the_tree_go_to_the_parent_and_along_the_nodes() {
    let mut page =
        Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic&mode=all&step=20"#);
    page.settle();
    assert_eq!(page.model.step(), 20);
    let on_tree = |k: &str| Key {
        key: k.into(),
        on_tree: true,
        ..Key::default()
    };
    assert_eq!(
        key_action(&on_tree("ArrowLeft")),
        Some(Action::TreeJump(TreeJump::Previous)),
        "on the tree, Left is the node before, not a step back"
    );
    let log = page.model.run.as_ref().unwrap().log.clone();
    let before = Tree::build(&log[..20]);
    let parent = before.nodes[before.current].parent.unwrap();
    page.act(key_action(&on_tree("ArrowUp")).unwrap());
    page.settle();
    let at = page.model.step();
    assert_eq!(at, before.nodes[parent].step);
    let tree = page.model.taught.as_ref().unwrap().tree.as_ref().unwrap();
    assert_eq!(
        tree.current, parent,
        "the tree drawn there is at the parent"
    );
    // Right: the next placement; Left: back to this one.
    page.act(key_action(&on_tree("ArrowRight")).unwrap());
    page.settle();
    let next = page.model.step();
    assert!(next > at);
    assert!(matches!(log[next as usize - 1], Event::Place { .. }));
    assert!(!log[at as usize..next as usize - 1]
        .iter()
        .any(|e| matches!(e, Event::Place { .. })));
    page.act(key_action(&on_tree("ArrowLeft")).unwrap());
    page.settle();
    assert_eq!(page.model.step(), at);
}

#[test]
fn the_way_to_the_end_is_shared_among_helpers_and_shows_what_the_run_alone_shows() {
    let link = format!("puzzle={PRESSE}&strategy=classic&mode=all");
    let mut alone = Page::open(&link);
    alone.model = Model::new(alone.model.editor.clone(), 1);
    alone.commands.clear();
    alone.act(Action::Init {
        fragment: link.clone(),
        editor: None,
        panels: None,
        lang: None,
        browser: vec!["en-GB".into()],
        toured: true,
    });
    alone.act(Action::ToEnd);
    alone.settle();
    let mut shared = Page::open(&link);
    shared.act(Action::ToEnd);
    shared.settle();
    let helped = shared
        .commands
        .iter()
        .filter(|c| matches!(c, Command::HelperSend { .. }))
        .count();
    assert!(helped > 0, "pieces went to the helper");
    assert!(!alone
        .commands
        .iter()
        .any(|c| matches!(c, Command::HelperSend { .. } | Command::Helpers(_))));
    let (a, b) = (
        alone.model.run.as_ref().unwrap(),
        shared.model.run.as_ref().unwrap(),
    );
    assert_eq!(b.moment.stats.attempts, 6_432_362);
    assert_eq!(
        (b.moment.step, b.moment.stats, &b.moment.depth),
        (a.moment.step, a.moment.stats, &a.moment.depth)
    );
    assert_eq!(b.solutions, a.solutions);
    assert_eq!(b.shared_by, Some(2));
    assert_eq!(shared.model.note, Some(Note::ExactlyOne));
    // Back from the end, and to a step inside a piece a helper searched.
    for page in [&mut alone, &mut shared] {
        page.act(Action::StepBack);
        page.settle();
        page.act(Action::SeekTo(9_000_001));
        page.settle();
    }
    let (a, b) = (
        &alone.model.run.as_ref().unwrap().moment,
        &shared.model.run.as_ref().unwrap().moment,
    );
    assert_eq!(b.step, 9_000_001);
    assert_eq!((&b.path, b.stats, &b.levels), (&a.path, a.stats, &a.levels));
}

#[test]
fn a_helper_that_dies_holds_nobody_up_and_is_replaced() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&mode=all"));
    // The helper answers its first question (it is loaded), then dies:
    // nothing more comes from it.
    let answers = std::cell::Cell::new(0);
    page.run_to_end_losing(|from, _| {
        let helper = matches!(from, From::Helper(_));
        answers.set(answers.get() + u32::from(helper));
        helper && answers.get() > 1
    });
    let dealt = |page: &Page| {
        page.commands
            .iter()
            .filter(|c| {
                matches!(
                    c,
                    Command::HelperSend {
                        request: Request::Pieces { .. },
                        ..
                    }
                )
            })
            .count()
    };
    assert!(dealt(&page) > 0, "it was dealt pieces");
    // The run's own worker searched them too once it had nothing else.
    let run = page.model.run.as_ref().unwrap();
    assert!(run.finished());
    assert_eq!(run.moment.stats.attempts, 6_432_362);
    // Silent past the watchdog's time: replaced; the new one answers and
    // takes pieces of the next run.
    page.now += btlab::playback::WATCHDOG_MS + 1.0;
    page.act(Action::Tick);
    assert!(page
        .commands
        .iter()
        .any(|c| matches!(c, Command::RespawnHelper(0))));
    let before = dealt(&page);
    page.act(Action::SetMode(Mode::First));
    page.act(Action::SetMode(Mode::All));
    page.act(Action::ToEnd);
    page.settle();
    assert!(dealt(&page) > before, "the new helper took pieces");
    assert_eq!(
        page.model.run.as_ref().unwrap().moment.stats.attempts,
        6_432_362
    );
}

#[test]
fn a_shared_run_shows_its_counters_rise_and_a_pause_keeps_how_far_it_went() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&mode=all"));
    let commands = page.model.update(Action::ToEnd, page.now);
    page.carry_out(commands);
    // Answers one at a time, until the pieces back one after the other
    // from the first have added to the counters, and some are still out.
    let mut shown = Vec::new();
    while let Some((from, reply)) = page.replies.pop_front() {
        page.deliver(from, reply);
        let run = page.model.run.as_ref().unwrap();
        shown.push(run.stats().attempts);
        let out = matches!(&run.sharing, Sharing::On(share) if !share.finished());
        if out && run.stats() != run.moment.stats {
            break;
        }
    }
    assert!(
        shown.windows(2).all(|w| w[0] <= w[1]),
        "the counters only rise"
    );
    let run = page.model.run.as_ref().unwrap();
    assert_eq!(
        run.workers_at_once(),
        Some((2, true)),
        "searching on 2 workers at once"
    );
    assert!(run.elapsed() > 0.0, "the time runs");
    let before = run.stats();
    assert!(
        before.attempts > 1000 && before.attempts < 6_432_362,
        "{before:?}"
    );
    page.act(Action::Pause);
    page.settle();
    let run = page.model.run.as_ref().unwrap();
    assert!(!run.finished());
    // Paused where the counters showed, and the few tries above the
    // pieces (between them), which the run counts once it passes them.
    let after = run.stats();
    assert!(after.attempts >= before.attempts && after.attempts < before.attempts + 1000);
    assert!(after.placements >= before.placements && after.solutions == before.solutions);
    // And on to the end, shared again.
    page.act(Action::ToEnd);
    page.settle();
    let run = page.model.run.as_ref().unwrap();
    assert!(run.finished());
    assert_eq!(run.stats().attempts, 6_432_362);
    assert_eq!((run.workers_at_once(), run.shared_by), (None, Some(2)));
}

#[test]
fn a_second_jump_before_the_first_one_s_answer_is_not_lost() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":8}&strategy=classic&mode=all"#);
    page.act(Action::ToEnd);
    page.settle();
    // Two jumps, the second asked before the first is answered.
    let commands = page.model.update(Action::SeekTo(500), page.now);
    page.carry_out(commands);
    let commands = page.model.update(Action::SeekTo(300), page.now);
    page.carry_out(commands);
    page.act(Action::Tick);
    page.settle();
    assert_eq!(page.model.step(), 300);
}

#[test]
fn a_helper_still_loading_gets_no_pieces_and_the_run_goes_on_without_it() {
    // Helpers start once all solutions are asked for; this one never
    // answers (it is still loading).
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&mode=first"));
    assert!(!page
        .commands
        .iter()
        .any(|c| matches!(c, Command::Helpers(_))));
    let commands = page.model.update(Action::SetMode(Mode::All), page.now);
    assert!(commands.iter().any(|c| matches!(c, Command::Helpers(1))));
    page.carry_out(commands);
    page.replies.clear();
    page.run_to_end_losing(|from, _| matches!(from, From::Helper(_)));
    let run = page.model.run.as_ref().unwrap();
    assert!(run.finished());
    assert_eq!(run.moment.stats.attempts, 6_432_362);
    assert!(!page.commands.iter().any(|c| matches!(
        c,
        Command::HelperSend {
            request: Request::Pieces { .. },
            ..
        }
    )));
}

#[test]
fn the_note_after_a_shared_run_names_its_workers() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":10}&strategy=classic&mode=all"#);
    page.act(Action::ToEnd);
    page.settle();
    assert_eq!(
        page.model.note,
        Some(Note::Solutions {
            count: 724,
            workers: Some(2)
        })
    );
}
