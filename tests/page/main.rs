//! The page's reducer, natively, against the real worker session: what
//! a link opens, stepping and stepping back, the solution browser, edits
//! and their undo, the keys, the panels, a worker that stops answering,
//! the classroom modes and a run shared among workers, one file each.
//! Here: [`Page`], the model with its workers, which every file drives.

// The helpers every test file shares, from their own folder.
#[path = "../common/mod.rs"]
mod common;

mod classroom;
mod editing;
mod lesson;
mod lesson_export;
mod lesson_moments;
mod links;
mod play;
mod play_janko;
mod play_marks;
mod play_queens;
mod play_rules;
mod play_tents;
mod play_tries;
mod run_end;
mod sharing;
mod stepping;
mod template_kind;
mod workers;

use std::collections::{HashMap, HashSet, VecDeque};

use btlab::engine::Event;
use btlab::format::read_link;
use btlab::i18n::Lang;
use btlab::i18n::PlainNumbers;
use btlab::page::{
    cell_views, key_action, Action, CellState, ClassroomAction, Command, EditAction, Editor, Key,
    Model, Note, PageAction, Panel, RunAction, Sharing, Worker,
};
use btlab::protocol::{Mode, Reply, Request, Session, Target};
use btlab::puzzles::{Line, Reason};
use btlab::strategy::Strategy;
use btlab::teach::{sentence, Fact, Tree, TreeJump};
use common::*;

/// The model with a worker: requests are served by a real session, in
/// order, until nothing is on its way.
struct Page {
    model: Model,
    /// Each worker's session, by address (a worker the model has not
    /// started yet is started by its first request, as the page does).
    workers: HashMap<Worker, Option<Session>>,
    /// Workers that died: what they are sent is never answered, until a
    /// fresh one is started at their address.
    dead: HashSet<Worker>,
    /// Addresses whose workers never start: nothing they are sent is
    /// answered, however often they are started afresh.
    unstartable: HashSet<Worker>,
    now: f64,
    replies: VecDeque<(Worker, Reply)>,
    commands: Vec<Command>,
    /// Actions the model asked for later.
    later: VecDeque<Action>,
}

/// The link fragment that opens `puzzle`, as its JSON document.
fn puzzle_link(puzzle: &btlab::puzzles::AnyPuzzle) -> String {
    let json = btlab::format::to_json(puzzle);
    let encoded = percent_encoding::utf8_percent_encode(&json, percent_encoding::NON_ALPHANUMERIC);
    format!("puzzle={encoded}")
}

impl Page {
    fn open(fragment: &str) -> Self {
        Page::opened(fragment, true)
    }

    /// The page at `fragment` on a reader's first visit (the welcome
    /// shown).
    fn first_visit(fragment: &str) -> Self {
        Page::opened(fragment, false)
    }

    fn opened(fragment: &str, toured: bool) -> Self {
        let editor = Editor::new(puzzle(btlab::library::LIBRARY[0].1));
        let mut page = Page {
            model: Model::new(editor, 2),
            workers: HashMap::new(),
            dead: HashSet::new(),
            unstartable: HashSet::new(),
            now: 0.0,
            replies: VecDeque::new(),
            commands: Vec::new(),
            later: VecDeque::new(),
        };
        page.act(Action::Init {
            fragment: fragment.into(),
            editor: None,
            panels: None,
            lang: None,
            browser: vec!["en-GB".into()],
            toured,
            lesson: None,
        });
        page
    }

    /// The page opened on `fragment`, with its run gone to the end.
    fn at_end(fragment: &str) -> Self {
        let mut page = Page::open(fragment);
        page.act(Action::Run(RunAction::ToEnd));
        page.settle();
        page
    }

    fn act(&mut self, action: Action) {
        let commands = self.model.update(action, self.now);
        self.carry_out(commands);
        while let Some((from, reply)) = self.replies.pop_front() {
            self.deliver(from, reply);
        }
        while let Some(action) = self.later.pop_front() {
            self.act(action);
        }
    }

    fn carry_out(&mut self, commands: Vec<Command>) {
        for command in commands {
            match &command {
                Command::Send(worker, _)
                    if self.dead.contains(worker) || self.unstartable.contains(worker) => {}
                Command::Send(worker, request) => {
                    let clock = || 0.0;
                    let session = self.workers.entry(*worker).or_default();
                    let reply = btlab::page::serve(session, request.clone(), &clock);
                    self.replies.push_back((*worker, reply));
                }
                // Later is now: the tests' clock does not wait.
                Command::Later { action, .. } => self.later.push_back((**action).clone()),
                Command::Start(worker) | Command::Stop(worker) => {
                    // A fresh worker: the old one's replies never come.
                    self.workers.remove(worker);
                    self.dead.remove(worker);
                    self.replies.retain(|(from, _)| from != worker);
                }
                _ => {}
            }
            self.commands.push(command);
        }
    }

    /// The worker at `worker` dies: nothing more comes from it.
    fn kill(&mut self, worker: Worker) {
        self.dead.insert(worker);
        self.replies.retain(|(from, _)| *from != worker);
    }

    /// Hands the model one answer, as the page would.
    fn deliver(&mut self, from: Worker, reply: Reply) {
        self.now += 1.0;
        let commands = self.model.update(Action::Reply(from, reply), self.now);
        self.carry_out(commands);
    }

    /// Asks for the end of the run and hands the model every answer that
    /// follows but those `lost` says are lost.
    fn run_to_end_losing(&mut self, lost: impl Fn(Worker, &Reply) -> bool) {
        let commands = self.model.update(Action::Run(RunAction::ToEnd), self.now);
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
            if self.model.run.cursor().goal.is_none() && !self.model.busy() {
                return;
            }
            self.now += 16.0;
            self.act(Action::Tick);
        }
        panic!("the page never came to rest");
    }

    fn sentence(&self) -> String {
        let run = self.model.run.current().unwrap();
        let fact = &self.model.run.facts().unwrap().explanation.fact;
        sentence(
            run.puzzle().unwrap(),
            self.model.choices.strategy(),
            fact,
            Lang::En,
            &PlainNumbers,
        )
    }
}
