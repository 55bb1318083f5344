//! The app: the editor, the run (animation or skip to end) and the worker.
//! The logic of both lives in `playback`; these files wire events, the
//! timer, the worker and local storage to it: the state and the messages
//! here, the run's life in `run.rs`, the grid's keys in `keys.rs`.

mod keys;
mod pool;
mod run;

use std::collections::VecDeque;

use gloo_timers::callback::Interval;
use gloo_worker::WorkerBridge;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use super::speed::SPEEDS;
use crate::engine::Event;
use crate::format::parse_puzzle;
use crate::playback::{Editor, Playback};
use crate::protocol::{Mode, Reply, Request};
use crate::puzzles::{AnyPuzzle, Mask};
use crate::strategy::{propagated_candidates, Strategy};
use crate::worker::{spawn, SearchWorker};

const STORAGE_KEY: &str = "btlab.editor";
/// A request unanswered this long means the worker died.
const WATCHDOG_MS: f64 = 8000.0;
/// One slice of a run at full speed: short, so pause and cancel are prompt.
const SLICE_MS: f64 = 40.0;
/// The most events asked for at once.
const MAX_BATCH: usize = 12_000;

/// What the user did, or what the worker or the timer said.
pub enum Msg {
    Select(usize),
    Key(KeyboardEvent),
    Load(AnyPuzzle),
    LoadLibrary(usize),
    Import(String),
    Export,
    SetStrategy(Strategy),
    SetMode(Mode),
    SetSpeed(usize),
    Play,
    Pause,
    Step,
    StepBack,
    SkipToEnd,
    Cancel,
    Tick,
    Reply(Reply),
    /// A counting worker's answer: (count id, worker, reply).
    PoolReply(u32, usize, Reply),
    Browse(isize),
}

/// A search being shown.
pub struct Run {
    pub playback: Playback,
    pub stepping: Option<bool>,
    buffer: VecDeque<Event>,
    pending_steps: usize,
    pub finished: bool,
    pub complete: bool,
    pub skipping: bool,
    pub fraction: Option<f64>,
    pub elapsed_ms: f64,
    /// An N-Queens count shared among workers; the run's own worker then
    /// only collects boards to browse.
    pub pool: Option<pool::CountPool>,
    /// The run's own worker has sent all its boards (pooled counts).
    boards_done: bool,
}

/// The page.
pub struct App {
    pub editor: Editor,
    pub selected: usize,
    pub strategy: Strategy,
    pub mode: Mode,
    pub speed: usize,
    pub playing: bool,
    pub run: Option<Run>,
    pub browsing: Option<usize>,
    pub message: Option<(bool, String)>,
    pub import_text: String,
    bridge: WorkerBridge<SearchWorker>,
    in_flight: u32,
    discard: u32,
    sent_at: f64,
    timer: Option<Interval>,
    last_tick: f64,
    /// Counts started so far: the id of the next [`pool::CountPool`].
    pools: u32,
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

impl Component for App {
    type Message = Msg;
    type Properties = ();

    fn create(ctx: &Context<Self>) -> Self {
        let link = ctx.link().clone();
        let bridge = spawn(move |reply| link.send_message(Msg::Reply(reply)));
        let saved = storage().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
        let editor = saved.as_deref().and_then(Editor::load).unwrap_or_else(|| {
            Editor::new(parse_puzzle(crate::library::LIBRARY[0].1).expect("the library parses"))
        });
        App {
            editor,
            selected: 0,
            strategy: Strategy::Classic,
            mode: Mode::First,
            speed: 0,
            playing: false,
            run: None,
            browsing: None,
            message: None,
            import_text: String::new(),
            bridge,
            in_flight: 0,
            discard: 0,
            sent_at: 0.0,
            timer: None,
            last_tick: 0.0,
            pools: 0,
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Select(cell) => {
                self.selected = cell;
                if matches!(self.editor.puzzle(), AnyPuzzle::Queens(_)) {
                    self.editor.set(cell, 1);
                    self.edited();
                }
            }
            Msg::Key(e) => return self.on_key(e),
            Msg::Load(puzzle) => {
                self.editor = Editor::new(puzzle);
                self.selected = 0;
                self.message = None;
                self.edited();
            }
            Msg::LoadLibrary(i) => {
                let doc = crate::library::LIBRARY[i].1;
                ctx.link()
                    .send_message(Msg::Load(parse_puzzle(doc).expect("the library parses")));
            }
            Msg::Import(text) => {
                self.import_text = text.clone();
                match parse_puzzle(&text) {
                    Ok(p) => ctx.link().send_message(Msg::Load(p)),
                    Err(e) => self.message = Some((true, format!("Cannot read the puzzle: {e}"))),
                }
            }
            Msg::Export => {
                self.import_text = match self.editor.document() {
                    Ok(doc) => doc,
                    Err(e) => format!("(not exported: {e})"),
                };
            }
            Msg::SetStrategy(s) => {
                self.strategy = s;
                self.reset_run();
            }
            Msg::SetMode(m) => {
                self.mode = m;
                self.reset_run();
            }
            Msg::SetSpeed(i) => {
                self.speed = i;
                if self.timer.is_some() {
                    self.start_timer(ctx);
                }
            }
            Msg::Play => {
                if self.run.as_ref().is_some_and(|r| {
                    r.finished && r.buffer.is_empty() && r.playback.redoable() == 0
                }) {
                    self.reset_run();
                }
                if self.ensure_run(ctx) {
                    self.playing = true;
                    self.browsing = None;
                    self.start_timer(ctx);
                    self.pull();
                }
            }
            Msg::Pause => {
                self.playing = false;
                self.timer = None;
                if let Some(run) = &mut self.run {
                    run.skipping = false;
                }
            }
            Msg::Step => {
                if self.ensure_run(ctx) {
                    self.playing = false;
                    self.timer = None;
                    let run = self.run.as_mut().expect("ensured");
                    if run.playback.redoable() > 0 || !run.buffer.is_empty() {
                        self.show_events(1);
                    } else {
                        run.pending_steps += 1;
                    }
                    self.finished_message();
                    self.pull();
                }
            }
            Msg::StepBack => {
                if let Some(run) = &mut self.run {
                    self.playing = false;
                    self.timer = None;
                    run.playback.step_back();
                }
            }
            Msg::SkipToEnd => {
                if self.ensure_run(ctx) {
                    self.show_events(usize::MAX);
                    let run = self.run.as_mut().expect("ensured");
                    run.skipping = !run.finished;
                    self.playing = true;
                    self.start_timer(ctx);
                    self.pull();
                }
            }
            Msg::Cancel => {
                self.replace_worker(ctx);
                self.message = Some((false, "Cancelled. The grid is as you left it.".into()));
            }
            Msg::Tick => {
                let t = now();
                if let Some(run) = &mut self.run {
                    if run.stepping == Some(true) && !run.skipping && !run.finished {
                        run.elapsed_ms += t - self.last_tick;
                    }
                }
                self.last_tick = t;
                if self.in_flight > 0 && t - self.sent_at > WATCHDOG_MS {
                    self.replace_worker(ctx);
                    self.message = Some((true, "The search worker stopped answering; it was replaced. Your grid is intact: press Play to try again.".into()));
                    return true;
                }
                let skipping = self.run.as_ref().is_some_and(|r| r.skipping);
                if self.playing && !skipping {
                    self.show_events(SPEEDS[self.speed].per_tick as usize);
                }
                self.finished_message();
                self.pull();
            }
            Msg::Reply(reply) => return self.on_reply(reply),
            Msg::PoolReply(id, worker, reply) => return self.on_pool_reply(id, worker, reply),
            Msg::Browse(delta) => {
                if let Some(run) = &self.run {
                    let count = run.playback.solutions().len() as isize;
                    if count > 0 {
                        let at = self.browsing.map_or(0, |b| b as isize) + delta;
                        self.browsing = Some(at.rem_euclid(count) as usize);
                    }
                }
            }
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        super::controls::view(self, ctx)
    }
}
