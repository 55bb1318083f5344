//! The page's state, in plain Rust, by part: the grid being edited, the
//! choices, the run, the mode, the play, the lesson, the screen, the
//! workers. Changed only by [`Model::update`] (the one reducer, in
//! `update.rs`); what it asks of the outside world (the workers, the
//! timer, storage, the URL) comes back as [`Command`]s for the page to
//! carry out. Here too: how the router lets one part act (`with_lesson`,
//! `with_play`, `with_run`, `with_mode`, `with_race`, over the router's
//! `with_ctx`), and the operations that span parts (a link opened, a puzzle
//! loaded, a grid edited, a worker replaced).

pub use super::command::{Command, EDITOR_KEY, LANG_KEY, PANELS_KEY, TOUR_KEY};

use super::action::{ClassroomAction, RunAction};
use super::ctx::Ctx;
pub use super::document::Document;
use super::document::Loading;
use super::lesson::Lesson;
use super::lesson::{run_of, step_of};
use super::mode::{ModeAround, ModeKind, PageMode};
use super::opening::{moment_link, MomentOf, Opens};
pub use super::run::choices::Choices;
pub use super::run::cursor::{Cursor, CursorGoal};
use super::run::part::RunPart;
use super::run::replies::Around;
use super::run::requests::RunStart;
use super::view::on_screen::OnScreen;
pub use super::view::screen::Screen;
use super::workers::{Replaced, Worker, Workers};
use super::{Editor, Play, Race};
use super::{Note, WorkerNote};
use crate::format::read_link;
use crate::page::document::puzzle_text::{ask, Purpose, Work};

/// The page's state, by part: the document being edited, the run's
/// choices, the run and the cursor moving through it, the classroom
/// modes, the page around the board, and the workers.
#[derive(Debug)]
pub struct Model {
    /// The grid being edited, and what the puzzle menu holds.
    pub document: Document,
    /// What to search, how, and how fast to show it.
    pub choices: Choices,
    /// The run, what the panels show of its moment, and the cursor
    /// moving through it.
    pub run: RunPart,
    /// What the page is doing (watching, painting regions, predict
    /// mode, a race, the Lab), with that mode's state.
    pub mode: PageMode,
    /// A person solving the grid by hand: notes mode, hints, checks.
    pub play: Play,
    /// A lesson's moments, stepped through like slides.
    pub lesson: Lesson,
    /// The page around the board.
    pub screen: Screen,
    /// The workers, as the model keeps them.
    pub(super) workers: Workers,
}

impl Model {
    /// A model with `editor`, before anything else happened.
    pub fn new(editor: Editor, cores: usize) -> Self {
        Model {
            document: Document::new(editor),
            choices: Choices::default(),
            run: RunPart::default(),
            mode: PageMode::Watch,
            play: Play::default(),
            lesson: Lesson::default(),
            screen: Screen::default(),
            workers: Workers::new(cores),
        }
    }

    /// The step on screen (0 without a stepping run).
    pub fn step(&self) -> u64 {
        self.run.step()
    }

    /// Whether a reply of the search worker is on its way, which will
    /// bring a new moment to draw (not during a race, whose lanes draw on
    /// the ticks).
    pub fn awaiting_moment(&self) -> bool {
        self.mode.race().is_none()
            && self.workers.watchdog.unanswered(Worker::Run) > 0
            && !self.run.owes_stale_replies()
    }

    /// Whether a run is working toward its end or animating.
    pub fn busy(&self) -> bool {
        match self.mode.race() {
            Some(race) => race.playing(),
            None => self.run.busy(),
        }
    }

    /// Forgets the run; replies still on their way from it are ignored.
    pub(super) fn reset_run(&mut self, out: &mut Vec<Command>) {
        self.run.reset(&mut self.workers.watchdog, out);
    }

    /// Starts a run if there is none (see [`RunStart::choose`]); false
    /// if the grid cannot be solved.
    pub(super) fn ensure_run(&mut self, now: f64, out: &mut Vec<Command>) -> bool {
        if self.run.current().is_some() {
            return true;
        }
        let lab = self.mode.lab_mut();
        let start = match RunStart::choose(lab, self.document.editor(), &self.choices) {
            Ok(start) => start,
            Err(note) => {
                self.screen.say(note);
                return false;
            }
        };
        self.screen.say_unless_held(None);
        self.run
            .start(start, &self.choices, &mut self.workers, now, out);
        true
    }

    /// What the panels read of the parts together (see [`OnScreen`]).
    pub fn on_screen(&self) -> OnScreen<'_> {
        OnScreen {
            document: &self.document,
            choices: &self.choices,
            run: &self.run,
            mode: &self.mode,
            play: &self.play,
            lesson: &self.lesson,
            screen: &self.screen,
            busy: self.busy(),
        }
    }

    /// Lets the lesson act (see [`Model::with_ctx`]).
    pub(super) fn with_lesson<R>(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut Lesson, &mut Ctx) -> R,
    ) -> R {
        self.with_ctx(now, out, |m, ctx| act(&mut m.lesson, ctx))
    }

    /// Lets the person's play act on the grid (see [`Model::with_ctx`]).
    pub(super) fn with_play<R>(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut Play, &mut Document, &mut Ctx) -> R,
    ) -> R {
        self.with_ctx(now, out, |m, ctx| act(&mut m.play, &mut m.document, ctx))
    }

    /// Lets the run take a reply, reading the page around it (see
    /// [`Model::with_ctx`]).
    pub(super) fn with_run(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut RunPart, &Around, &mut Ctx),
    ) {
        self.with_ctx(now, out, |m, ctx| {
            let around = Around {
                choices: &m.choices,
                embedded: m.lesson.embed().is_some(),
                quiet: m.screen.note().is_none(),
            };
            act(&mut m.run, &around, ctx)
        });
    }

    /// Lets the page's mode act, reading the page around it (see
    /// [`Model::with_ctx`]).
    pub(super) fn with_mode<R>(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut PageMode, &ModeAround, &mut Ctx) -> R,
    ) -> R {
        self.with_ctx(now, out, |m, ctx| {
            let around = ModeAround {
                editor: m.document.editor(),
                selected: m.document.selected(),
                run_puzzle: m.run.current().and_then(|r| r.puzzle()),
                strategy: m.choices.strategy(),
                search: m.choices.mode(),
                pools: m.workers.pools,
            };
            act(&mut m.mode, &around, ctx)
        })
    }

    /// Lets the race act, if there is one (see [`Model::with_ctx`]).
    pub(super) fn with_race(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut Race, &mut Ctx),
    ) {
        self.with_ctx(now, out, |m, ctx| {
            if let Some(race) = m.mode.race_mut() {
                act(race, ctx);
            }
        });
    }

    /// Ends the mode if it is of `kind`: a race's workers stop, the
    /// Lab's run goes.
    pub(super) fn leave_mode(&mut self, kind: ModeKind, out: &mut Vec<Command>) {
        match self.mode.leave(kind) {
            Some(PageMode::Race(race)) => {
                let now = self.run.last_tick();
                self.with_ctx(now, out, |_, ctx| race.stop(ctx));
            }
            Some(PageMode::Lab(_)) => self.reset_run(out),
            _ => {}
        }
    }

    /// The fragment that opens this moment (in an embed, as the embed).
    pub fn link(&self) -> String {
        let embed = self.lesson.embed().map(|e| e.keys());
        self.link_with(embed.as_deref())
    }

    /// What the address bar holds: the link of the moment on screen and,
    /// while a lesson is presented, its moments, so that a reload goes on
    /// presenting it where it was.
    pub fn address(&self) -> String {
        self.lesson.address(self.link())
    }

    /// The link of an embed of the run on screen, from this step on.
    pub fn embed_fragment(&self) -> String {
        let embed = super::Embed::from_step(self.step());
        self.link_with(Some(&embed.keys()))
    }

    /// The fragment that opens this moment, with `embed`'s keys if any:
    /// the grid (as loaded, with the entries beside it, or as typed),
    /// the choices, a race's strategies, the step and the language.
    pub fn link_with(&self, embed: Option<&str>) -> String {
        let moment = MomentOf {
            editor: self.document.editor(),
            choices: &self.choices,
            race: self.mode.race(),
            step: self.step(),
            lang: self.screen.lang(),
        };
        moment_link(moment, embed)
    }

    /// What Copy link puts on the clipboard: the link of the moment, in
    /// the Lab with the learner's code.
    pub(super) fn copy_link_command(&self) -> Command {
        match self.mode.lab() {
            Some(lab) => lab.copy_link(self.link()),
            None => Command::CopyLink(self.link()),
        }
    }

    /// The reader first used the page: the run's worker loads, so that
    /// the first Step finds it ready, and the puzzle is measured (its
    /// worker would take a phone's processor and line from the first
    /// drawing, so it waits for this).
    pub(super) fn engaged(&mut self, out: &mut Vec<Command>) {
        if self.workers.engage(out) && self.play.difficulty().is_none() {
            self.measure_puzzle(out);
        }
    }

    /// In a class (see [`PageAction::ClassOn`](super::PageAction::ClassOn)), a search ready on the
    /// board's puzzle, at step 0, if none is on and the grid can be
    /// searched, so that the search is ready when the teacher steps; a
    /// race and the Lab wait as before.
    pub(super) fn ready_for_the_class(&mut self, now: f64, out: &mut Vec<Command>) {
        let ready = self.workers.in_class
            && self.run.current().is_none()
            && matches!(self.mode, PageMode::Watch | PageMode::Predict(_))
            && self.choices.strategy().steps()
            && self.document.editor().solvable().is_ok();
        if ready {
            self.ensure_run(now, out);
        }
    }

    /// A link pasted into the open page: what runs stops, and the link's
    /// puzzle, choices and step open as on a first visit. The page's own
    /// link (written to the address bar as it goes) changes nothing; a
    /// moment of the run on screen, watched and not a lesson's, moves
    /// the cursor there (a class following its teacher).
    pub(super) fn open_link(&mut self, fragment: &str, now: f64, out: &mut Vec<Command>) {
        let fragment = fragment.trim_start_matches('#');
        let own = self.link();
        if fragment == own {
            return;
        }
        let lesson = fragment.split('&').any(|part| part.starts_with("lesson="));
        let watched = self.run.current().is_some() && self.mode.kind() == ModeKind::Watch;
        if watched && !lesson && run_of(fragment) == run_of(&own) {
            return self.on_run(RunAction::SeekTo(step_of(fragment)), now, out);
        }
        self.leave_mode(ModeKind::Race, out);
        self.reset_run(out);
        self.follow_link(fragment, now, out);
        self.measure_puzzle(out);
        self.ready_for_the_class(now, out);
        out.push(Command::Lang(self.screen.lang()));
    }

    /// What a link names: each part takes its own (the puzzle, the saved
    /// grid kept where it is the same puzzle; the choices; the language
    /// and the link's problems; a lesson), then what it opens (see
    /// [`Opens`]).
    pub(super) fn follow_link(&mut self, fragment: &str, now: f64, out: &mut Vec<Command>) {
        let mut link = read_link(fragment);
        if let Some(text) = link.puzzle_elsewhere.take() {
            // The worker reads it; the link is followed once it has.
            let purpose = Purpose::Link(fragment.to_string());
            return self.with_ctx(now, out, |_, ctx| ask(purpose, Work::Read(text), ctx));
        }
        self.document.take_link_puzzle(&mut link);
        self.choices.take_link(&link);
        self.screen.take_link(&mut link);
        if let Some(moments) = link.lesson.take() {
            self.lesson.open(moments, fragment);
        }
        self.document.recognise_library();
        self.run.start_clock(now);
        let steps = self.choices.strategy().steps();
        match Opens::of(&mut link, steps) {
            Opens::Embed(embed) => {
                let plays = steps && self.ensure_run(now, out);
                self.screen.fold_tour();
                self.with_lesson(now, out, |lesson, ctx| {
                    lesson.start_embed(embed, plays, ctx)
                });
            }
            Opens::Race(strategies) => {
                let start = ClassroomAction::StartRace(strategies);
                self.with_mode(now, out, |mode, around, ctx| mode.act(start, around, ctx));
            }
            Opens::Lab(unpack) => out.push(*unpack),
            Opens::Step(step) => {
                if self.ensure_run(now, out) {
                    self.run.resume_at(step);
                }
            }
            Opens::Grid => {}
        }
    }

    /// Loads a puzzle: the person's grid comes back from a search
    /// watched, the painting of regions ends, the play starts afresh,
    /// the run goes and the new grid is kept and measured.
    pub(super) fn load(&mut self, loading: Loading, out: &mut Vec<Command>) {
        let now = self.run.last_tick();
        self.with_play(now, out, |play, document, ctx| {
            play.back_to_grid(document, ctx)
        });
        self.document.load(loading);
        self.mode.leave(ModeKind::PaintRegions);
        self.screen.hush();
        self.play = self.play.for_new_puzzle();
        self.edited(out);
        self.measure_puzzle(out);
    }

    /// The grid changed: the run is dropped, the grid kept.
    pub(super) fn edited(&mut self, out: &mut Vec<Command>) {
        self.reset_run(out);
        self.leave_mode(ModeKind::Race, out);
        self.screen.drop_error();
        let value = self.document.editor().save();
        out.push(Command::Store {
            key: EDITOR_KEY,
            value,
        });
    }

    /// The puzzle on the board is new: its difficulty is asked for.
    fn measure_puzzle(&mut self, out: &mut Vec<Command>) {
        let (now, racing) = (self.run.last_tick(), self.mode.race().is_some());
        self.with_play(now, out, |play, document, ctx| {
            play.measure(document.editor(), racing, ctx)
        });
    }

    /// What the other parts do about a worker replaced or given up on.
    pub(super) fn after_replacing(&mut self, replaced: Replaced, now: f64, out: &mut Vec<Command>) {
        match replaced {
            Replaced::Run => self.replace_run_worker(now, out),
            Replaced::Lane(index) => {
                let mode = self.choices.mode();
                self.with_race(now, out, |race, ctx| race.replace_lane(index, mode, ctx));
            }
            Replaced::Encoder => {
                let step = self.step();
                self.with_lesson(now, out, |lesson, ctx| lesson.export_failed(step, ctx));
            }
            Replaced::Maker => self.document.stop_making(),
            Replaced::Counter(index) => self.run.counter_replaced(index),
            Replaced::Helper(index) => {
                let watchdog = &mut self.workers.watchdog;
                self.run.replace_helper(index, now, watchdog, out);
            }
            Replaced::HelperRetired(index) => self.run.retire_helper(index),
        }
    }

    /// The run's worker died: a fresh one replays the run from the
    /// puzzle, strategy and seed up to where it was (or was going), and
    /// goes on as it did (playing, or to the end).
    fn replace_run_worker(&mut self, now: f64, out: &mut Vec<Command>) {
        let was = self.run.replacing_worker(&mut self.workers.watchdog, out);
        if self.ensure_run(now, out) {
            self.run.go_on_as(&was);
            // Predict mode asks again of the step the fresh worker brings.
            if let Some(p) = self.mode.predict_mut() {
                p.forget_held();
            }
        } else {
            self.mode.leave(ModeKind::Predict);
        }
        self.screen.say(Note::Worker(WorkerNote::Died(was.reached)));
    }
}
