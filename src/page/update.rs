//! The one reducer, as a short router: every action, tick and worker
//! reply goes through [`Model::update`], which hands it to the part of
//! the page it concerns and returns what the page must do. Where the
//! page's mode changes what a control does (a race moves its lanes,
//! predict mode asks before it steps, painting regions turns a click
//! into paint), the mode is asked first, in one place each; and a mode
//! is entered only through [`Model::may_enter`], which asks
//! [`admits`](super::mode::admits) whether it may follow the mode on.

use super::action::{Action, EditAction, PageAction, PlayAction, RunAction};
use super::ctx::{Ctx, Follow};
use super::lesson::{solver_solutions, Here, Standing};
use super::mode::{admits, ModeKind};
use super::model::{Command, CursorGoal, Document, Model};
use super::{Lesson, Note, Play};
use crate::i18n::Lang;

impl Model {
    /// Carries out `action` at time `now` (ms) and returns what the page
    /// must do.
    pub fn update(&mut self, action: Action, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        // The person's option holds for whichever grid is in the editor.
        self.document
            .editor
            .set_notes_follow(!self.play.notes_stay());
        // What the page does of itself is not the reader acting.
        if !matches!(
            action,
            Action::Init { .. }
                | Action::Tick
                | Action::Reply(..)
                | Action::Page(PageAction::Engaged)
        ) {
            self.screen.url_held = false;
        }
        if matches!(
            action,
            Action::Run(_)
                | Action::Puzzle(_)
                | Action::Classroom(_)
                | Action::Lesson(_)
                | Action::Lab(_)
        ) {
            self.play.forget_stale_words();
        }
        match action {
            Action::Init {
                fragment,
                editor,
                panels,
                lang,
                browser,
                toured,
                lesson,
            } => {
                self.screen.tour = !toured;
                self.screen.lang = lang
                    .as_deref()
                    .and_then(Lang::parse)
                    .unwrap_or_else(|| Lang::from_browser(&browser));
                self.open_page(&fragment, editor, panels, now, &mut out);
                if let Some(kept) = lesson {
                    self.lesson.restore(&kept);
                }
                out.push(Command::Lang(self.screen.lang));
            }
            Action::Tick => {
                let dt = (now - self.cursor.last_tick).max(0.0);
                self.race_tick(dt);
                self.tick(now, &mut out);
            }
            Action::Reply(from, reply) => self.on_worker_reply(from, reply, now, &mut out),
            Action::Page(action) => self.on_page(action, now, &mut out),
            Action::Edit(action) => self.route_edit(action, now, &mut out),
            Action::Play(action) => self.route_play(action, now, &mut out),
            Action::Puzzle(action) => self.on_puzzle(action, now, &mut out),
            Action::Run(action) => {
                self.count_tour_step(&action, &mut out);
                self.route_run(action, now, &mut out);
            }
            Action::Classroom(action) => self.on_classroom(action, now, &mut out),
            Action::Lab(action) => self.on_lab(action, now, &mut out),
            Action::Lesson(action) => {
                let here = self.here();
                self.with_lesson(now, &mut out, |lesson, ctx| {
                    lesson.update(action, &here, ctx)
                });
            }
        }
        self.keep_going(now, &mut out);
        out
    }

    /// The page's mode now.
    pub fn page_mode(&self) -> ModeKind {
        self.mode.kind()
    }

    /// Whether the page may enter mode `to` from the mode it is in; if
    /// not, the reader is told which mode to leave first.
    pub(super) fn may_enter(&mut self, to: ModeKind) -> bool {
        let from = self.mode.kind();
        let admitted = admits(from, to);
        if !admitted {
            self.screen.note = Some(Note::LeaveMode(from));
        }
        admitted
    }

    /// A control of the run: the mode takes what it handles, the run the
    /// rest.
    pub(super) fn route_run(&mut self, action: RunAction, now: f64, out: &mut Vec<Command>) {
        let left = match self.page_mode() {
            ModeKind::Race => self.race_control(action),
            ModeKind::Predict => self.predict_control(action, now, out),
            ModeKind::PaintRegions | ModeKind::Watch | ModeKind::Lab => Some(action),
        };
        if let Some(action) = left {
            self.on_run(action, now, out);
        }
    }

    /// An edit of the grid: the mode takes what it handles, the grid the
    /// rest.
    fn route_edit(&mut self, action: EditAction, now: f64, out: &mut Vec<Command>) {
        let left = match self.page_mode() {
            ModeKind::Predict => self.predict_edit(action),
            ModeKind::PaintRegions => self.paint_edit(action, out),
            ModeKind::Race | ModeKind::Watch | ModeKind::Lab => Some(action),
        };
        if let Some(action) = left {
            self.on_edit(action, now, out);
        }
    }

    /// Solving by hand, while watching or in the Lab (the page hidden
    /// counts in every mode: the clock pauses).
    fn route_play(&mut self, action: PlayAction, now: f64, out: &mut Vec<Command>) {
        let plays = matches!(self.page_mode(), ModeKind::Watch | ModeKind::Lab);
        if plays || matches!(action, PlayAction::PageHidden(_)) {
            let strategy = self.choices.strategy;
            self.with_play(now, out, |play, document, ctx| {
                play.update(action, document, strategy, ctx)
            });
        }
    }

    /// After any action: what keeps the workers, the run, the race, the
    /// timer and the address bar going.
    fn keep_going(&mut self, now: f64, out: &mut Vec<Command>) {
        if self.may_share() {
            // Helpers for a way to the end shared among workers, started
            // as soon as one may be asked for (all solutions, a strategy
            // that shares), so that they are loaded by then.
            self.keep_helpers(now, out);
        }
        self.pull(now, out);
        self.race_pull(now, out);
        self.keep_timer(now, out);
        self.keep_url(now, out);
    }

    /// Lets the lesson act in a context at time `now`, then carries out
    /// what it asked of the other parts; what the lesson answered.
    pub(super) fn with_lesson<R>(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut Lesson, &mut Ctx) -> R,
    ) -> R {
        let mut ctx = Ctx::new(now, out);
        let answer = act(&mut self.lesson, &mut ctx);
        let follows = ctx.follows();
        self.follow(follows, now, out);
        answer
    }

    /// Lets the person's play act on the grid in a context at time
    /// `now`, then carries out what it asked of the other parts; what
    /// the play answered.
    pub(super) fn with_play<R>(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut Play, &mut Document, &mut Ctx) -> R,
    ) -> R {
        let mut ctx = Ctx::new(now, out);
        let answer = act(&mut self.play, &mut self.document, &mut ctx);
        let follows = ctx.follows();
        self.follow(follows, now, out);
        answer
    }

    /// The puzzle on the board is new: its difficulty is asked for.
    pub(super) fn measure_puzzle(&mut self, out: &mut Vec<Command>) {
        let (now, racing) = (self.cursor.last_tick, self.mode.race().is_some());
        self.with_play(now, out, |play, document, ctx| {
            play.measure(&document.editor, racing, ctx)
        });
    }

    /// What the lesson reads of the page when it takes an action.
    fn here(&self) -> Here {
        Here {
            step: self.step(),
            link: self.link_with(None),
            lang: self.screen.lang,
            steps: self.choices.strategy.steps(),
            speed: self.choices.speed,
            panel: self.projector_pages().map(|p| p.current),
        }
    }

    /// After a moment: the lesson's material (an embed's play, a GIF's
    /// frames) looks where the run stands.
    pub(super) fn lesson_after_moment(&mut self, now: f64, out: &mut Vec<Command>) {
        let standing = Standing {
            step: self.step(),
            settled: self.cursor.goal.is_none(),
            has_run: self.run.is_some(),
            finished: self.run.as_ref().is_some_and(|r| r.finished()),
            playing: self.cursor.playing,
        };
        self.with_lesson(now, out, |lesson, ctx| lesson.after_moment(standing, ctx));
    }

    /// Carries out, in order, what a part asked of the others.
    fn follow(&mut self, follows: Vec<Follow>, now: f64, out: &mut Vec<Command>) {
        for follow in follows {
            match follow {
                Follow::Run(action) => self.route_run(action, now, out),
                Follow::Pause => self.cursor.playing = false,
                Follow::PlayFrom(step) => {
                    self.cursor.goal = step.map(CursorGoal::Step);
                    self.cursor.playing = true;
                }
                Follow::OpenLink(link) => self.open_link(&link, now, out),
                Follow::Say(note) => self.screen.note = Some(note),
                Follow::Hush => self.screen.note = None,
                Follow::PrintSolutions => {
                    let solutions = solver_solutions(self);
                    self.lesson.keep_print_solutions(solutions);
                }
                Follow::AfterMoment => self.lesson_after_moment(now, out),
                Follow::DropRun if self.run.is_some() => self.reset_run(out),
                Follow::DropRun => {}
                Follow::ResetRun => self.reset_run(out),
                Follow::Edited => self.edited(out),
                Follow::Strategy(strategy) => self.choices.strategy = strategy,
                Follow::Send(worker, request) => {
                    self.workers.watchdog.send(worker, request, now, out)
                }
                Follow::Expect(worker) => self.workers.watchdog.expect(worker, now),
                Follow::Answered(worker) => self.workers.watchdog.answered(worker, now),
                Follow::Forget(worker) => self.workers.watchdog.forget(worker),
            }
        }
    }
}
