//! The page's state, in plain Rust: the grid being edited, the choices,
//! the run and the moment on screen, and what the panels show of it.
//! Changed only by [`Model::update`] (the one reducer); what it asks of
//! the outside world (the worker, the timer, storage, the URL) comes back
//! as [`Command`]s for the page to carry out.

pub use super::command::Command;

use super::ctx::Ctx;
pub use super::document::Document;
use super::lesson::Lesson;
use super::mode::{ModeAround, ModeKind, PageMode};
use super::opening::{moment_link, MomentOf};
pub use super::run::choices::Choices;
pub use super::run::cursor::{Cursor, CursorGoal, ANNOUNCED_PER_SECOND};
use super::run::part::RunPart;
use super::run::replies::Around;
use super::run::requests::{Pace, RunStart};
use super::speed::SPEEDS;
use super::view::board::{board_legend, page_puzzle};
use super::view::panels::panels_drawn;
pub use super::view::screen::Screen;
use super::workers::{Worker, Workers};
use super::PanelSet;
use super::{Editor, Play, PlayView, Race};
use crate::i18n::Numbers;
use crate::kinds::kind_of;
use crate::puzzles::AnyPuzzle;
use crate::teach::moves_caption;

/// Storage keys.
pub const EDITOR_KEY: &str = "btlab.editor";
/// Storage key of the panels shown.
pub const PANELS_KEY: &str = "btlab.panels";
/// Storage key of the language chosen.
pub const LANG_KEY: &str = crate::names::LANG_KEY;
/// Storage key set once the welcome was read.
pub const TOUR_KEY: &str = "btlab.toured";
/// The steps after which the welcome folds away by itself.
pub const TOUR_FOLDS_AFTER: u8 = 5;

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

    /// What the run's next request depends on beyond the run part.
    pub(super) fn pace(&self) -> Pace {
        Pace {
            speed: self.choices.speed(),
            busy: self.busy(),
            may_share: {
                let racing = self.mode.race().is_some();
                self.run
                    .may_share(self.workers.cores, &self.choices, racing)
            },
            // An embed's play stops at the range's last step.
            room: self.lesson.embed_room(self.step()),
        }
    }

    /// The play bar, where the board is played by hand (not in projector
    /// mode, which shows a search).
    pub fn play_view(&self, numbers: &dyn Numbers) -> Option<PlayView> {
        let editor = &self.document.editor();
        let shown = editor.plays() && !self.screen.projector() && self.board_puzzle().is_some();
        shown.then(|| PlayView::of(&self.play, editor, self.screen.lang(), numbers))
    }

    /// The Explanation's sentence for the step on screen, if a run
    /// shows steps: what a phone shows as a caption under the board, so
    /// that the board and its reason are seen together.
    pub fn sentence_on_screen(&self, numbers: &dyn Numbers) -> Option<String> {
        let (run, facts) = (self.run.current()?, self.run.facts()?);
        let lang = self.screen.lang();
        if let Some(call) = &facts.lab {
            return Some(call.words(lang, numbers));
        }
        let strategy = self.choices.strategy();
        run.subject
            .sentence(strategy, &facts.explanation.fact, lang, numbers)
    }

    /// Whether a screen reader is told each step's explanation as it
    /// comes: while the run stands still or steps at a pace a listener
    /// can follow (at most [`ANNOUNCED_PER_SECOND`] events a second), not
    /// while it plays faster, when the announcements would pile up.
    pub fn announces_steps(&self) -> bool {
        !self.run.cursor().playing
            || SPEEDS
                .get(self.choices.speed())
                .is_some_and(|s| s.per_second <= ANNOUNCED_PER_SECOND)
    }

    /// The page's puzzle on the board, or `None` while the board is a
    /// puzzle of the learner's own (see [`page_puzzle`]).
    pub fn board_puzzle(&self) -> Option<&AnyPuzzle> {
        page_puzzle(self.run.current(), &self.document)
    }

    /// Whether the board's pieces attack squares that it can shade (the
    /// switch shows only then).
    pub fn offers_shading(&self) -> bool {
        self.board_puzzle().is_some_and(|p| kind_of(p).attacks())
    }

    /// The legend's signs: a given's (if the puzzle has givens) and a
    /// move's.
    pub fn legend_signs(&self) -> (Option<&'static str>, String) {
        board_legend(self.run.current(), &self.document)
    }

    /// The panels drawn (see [`panels_drawn`]).
    pub fn panels_on_screen(&self) -> PanelSet {
        panels_drawn(&self.lesson, &self.screen)
    }

    /// The line under the Code panel: what the program's `moves(level)`
    /// lists for the puzzle on the board (the run's, or before a run the
    /// grid's), under the chosen strategy.
    pub fn code_caption(&self) -> String {
        let (strategy, lang) = (self.choices.strategy(), self.screen.lang());
        moves_caption(self.board_puzzle(), strategy, lang)
    }

    /// How the run is going, while it goes on its own and has run long
    /// enough to tell (see [`Run::long_run`]).
    pub fn long_run(&self) -> Option<super::LongRun> {
        self.run.current()?.long_run(self.busy())
    }

    /// The learner's code for the Code panel, while the Lab is open.
    pub fn learner_code(&self) -> Option<super::LearnerCode> {
        Some(self.mode.lab()?.learner_code(self.lab_method()))
    }

    /// The line (from 1) of the learner's method that answered at the
    /// step on screen, if the Lab is open and one did.
    pub fn lab_lit_line(&self) -> Option<usize> {
        self.mode.lab()?.line_of(self.lab_method()?)
    }

    /// The learner's method that answered at the step on screen.
    fn lab_method(&self) -> Option<&str> {
        self.run.facts()?.lab.as_ref()?.method()
    }

    /// Lets a part act in a context at time `now` (the closure reaches
    /// that part alone), then carries out what it asked of the other
    /// parts; what the part answered.
    pub(super) fn with_ctx<R>(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut Model, &mut Ctx) -> R,
    ) -> R {
        let mut ctx = Ctx::new(now, out);
        let answer = act(self, &mut ctx);
        let follows = ctx.follows();
        self.follow(follows, now, out);
        answer
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

    /// The fragment that opens this moment, with `embed`'s keys if any
    /// (see [`moment_link`]).
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
}
