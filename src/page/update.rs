//! The one reducer, as a short router: every action, tick and worker
//! reply goes through [`Model::update`], which hands it to the part of
//! the page it concerns and returns what the page must do. Where the
//! page's mode changes what a control does (a race moves its lanes,
//! predict mode asks before it steps, painting regions turns a click
//! into paint), the mode is asked first, in one place each; and a mode
//! is entered only through its own actions, which ask
//! [`admits`](super::mode::admits) whether it may follow the mode on.

use super::action::{Action, EditAction, PageAction, PlayAction, RunAction};
use super::ctx::{Ctx, Follow};
use super::document::puzzle_text::lab_mended;
use super::lab::{lab_act, LabAround};
use super::lesson::{sheet_spec, solutions_question, Here};
use super::mode::{ModeKind, PageMode};
use super::model::{Command, Model};
use super::play::{answer_of, Answer};
use super::run::requests::Pace;
use super::workers::Worker;
use super::{Editor, LabProblem, PuzzleAction, WorkerMemory};
use crate::protocol::{Reply, Request};

impl Model {
    /// Carries out `action` at time `now` (ms) and returns what the page
    /// must do.
    pub fn update(&mut self, action: Action, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        self.before(&action);
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
                let (lang, panels) = (lang.as_deref(), panels.as_deref());
                self.screen.open_kept(lang, panels, &browser, toured);
                if let Some(saved) = editor.as_deref().and_then(Editor::load) {
                    self.document.replace_editor(saved);
                }
                self.follow_link(&fragment, now, &mut out);
                if let Some(kept) = lesson {
                    self.lesson.restore(&kept);
                }
                out.push(Command::Lang(self.screen.lang()));
            }
            Action::Tick => self.tick(now, &mut out),
            Action::Reply(from, reply) => self.on_worker_reply(from, reply, now, &mut out),
            Action::Page(action) => self.on_page(action, now, &mut out),
            Action::Edit(action) => self.route_edit(action, now, &mut out),
            Action::Play(action) => self.route_play(action, now, &mut out),
            Action::Puzzle(action) => self.on_puzzle(action, now, &mut out),
            Action::Run(action) => {
                self.with_ctx(now, &mut out, |m, ctx| {
                    m.screen.count_tour_step(&action, ctx)
                });
                self.route_run(action, now, &mut out);
            }
            Action::Classroom(action) => {
                self.with_mode(now, &mut out, |mode, around, ctx| {
                    mode.act(action, around, ctx)
                });
            }
            Action::Lab(action) => self.with_ctx(now, &mut out, |m, ctx| {
                let (editor, choices, lang) = (m.document.editor(), &m.choices, m.screen.lang());
                let around = LabAround {
                    editor,
                    choices,
                    lang,
                };
                lab_act(action, &mut m.mode, &around, ctx)
            }),
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

    /// Before any action: the person's option on notes holds for the
    /// grid in the editor, a link's problems held on screen go once the
    /// reader acts, and words said to the person solving by hand go with
    /// a control of the run.
    fn before(&mut self, action: &Action) {
        let follow = !self.play.notes_stay();
        self.document.editor_mut().set_notes_follow(follow);
        if action.is_readers() {
            self.screen.release_link();
        }
        if action.moves_on() {
            self.play.forget_stale_words();
        }
    }

    /// The page's mode now.
    pub fn page_mode(&self) -> ModeKind {
        self.mode.kind()
    }

    /// A control of the run: the mode takes what it handles, the run the
    /// rest.
    pub(super) fn route_run(&mut self, action: RunAction, now: f64, out: &mut Vec<Command>) {
        let left = self.with_ctx(now, out, |m, ctx| m.mode.take_control(action, ctx));
        if let Some(action) = left {
            self.on_run(action, now, out);
        }
    }

    /// A control of the run that no mode took: a choice is the choices',
    /// the rest the run's (started first where the control needs it).
    pub(super) fn on_run(&mut self, action: RunAction, now: f64, out: &mut Vec<Command>) {
        if action.is_choice() {
            let moved = self.step() > 0;
            self.with_ctx(now, out, |m, ctx| m.choices.update(&action, moved, ctx));
        } else if !self.run.needs_run(&action) || self.ensure_run(now, out) {
            self.with_ctx(now, out, |m, ctx| {
                m.run.control(action, &mut m.workers, ctx)
            });
        }
    }

    /// An edit of the grid: the mode takes what it handles; the rest,
    /// on the page's puzzle (the board of a puzzle of the learner's own
    /// is its code's), the person's play carries out (see
    /// [`Play::edit`](super::Play::edit)).
    fn route_edit(&mut self, action: EditAction, now: f64, out: &mut Vec<Command>) {
        let left = self.with_mode(now, out, |mode, around, ctx| {
            mode.take_edit(action, around, ctx)
        });
        if let Some(action) = left.filter(|_| self.on_screen().board_puzzle().is_some()) {
            self.with_play(now, out, |play, document, ctx| {
                play.edit(action, document, ctx)
            });
        }
    }

    /// Solving by hand, while watching or in the Lab (the page hidden
    /// counts in every mode: the clock pauses).
    fn route_play(&mut self, action: PlayAction, now: f64, out: &mut Vec<Command>) {
        let plays = matches!(self.page_mode(), ModeKind::Watch | ModeKind::Lab);
        if plays || matches!(action, PlayAction::PageHidden(_)) {
            let strategy = self.choices.strategy();
            self.with_play(now, out, |play, document, ctx| {
                play.update(action, document, strategy, ctx)
            });
        }
    }

    /// After any action: what keeps the workers, the run, the race, the
    /// timer and the address bar going.
    fn keep_going(&mut self, now: f64, out: &mut Vec<Command>) {
        let pace = self.pace();
        if pace.may_share {
            // Helpers for a way to the end shared among workers, started
            // as soon as one may be asked for (all solutions, a strategy
            // that shares), so that they are loaded by then.
            self.run.keep_helpers(&mut self.workers, now, out);
        }
        self.run.pull(pace, &mut self.workers, now, out);
        self.with_race(now, out, |race, ctx| race.pull(ctx));
        self.keep_clock(now, out);
    }

    /// Keeps the timer at the pace of the run while it moves, slow while
    /// a worker owes an answer (for the watchdog), and stopped when the
    /// page is still (an idle page draws nothing); and writes the link of
    /// the moment (and of the lesson presented) into the address bar when
    /// it changed: at once when still, once a second while the run moves;
    /// not while a link with problems is held for the reader to see.
    fn keep_clock(&mut self, now: f64, out: &mut Vec<Command>) {
        let (busy, speed) = (self.busy(), self.choices.speed());
        let waiting = self.workers.watchdog.waiting();
        self.with_ctx(now, out, |m, ctx| {
            m.run.keep_timer(busy, speed, waiting, ctx)
        });
        let moving = busy || self.run.cursor().goal.is_some();
        if self.screen.may_write_address(now, moving) {
            let link = self.address();
            self.with_ctx(now, out, |m, ctx| m.screen.write_address(link, now, ctx));
        }
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

    /// What the run's next request depends on beyond the run part.
    pub(super) fn pace(&self) -> Pace {
        let racing = self.mode.race().is_some();
        Pace {
            speed: self.choices.speed(),
            busy: self.busy(),
            may_share: self.run.may_share(&self.workers, &self.choices, racing),
            // An embed's play stops at the range's last step.
            room: self.lesson.embed_room(self.step()),
        }
    }

    /// An action on the page around the board: what needs the rest of
    /// the page is done here (Esc closes a lesson's dialog first), the
    /// rest is the screen's.
    fn on_page(&mut self, action: PageAction, now: f64, out: &mut Vec<Command>) {
        match &action {
            PageAction::Escape => {
                let (step, now) = (self.step(), self.run.last_tick());
                if self.with_lesson(now, out, |lesson, ctx| lesson.escape(step, ctx)) {
                    return;
                }
            }
            PageAction::ShowDiagnostics(true) => {
                let watchdog = &mut self.workers.watchdog;
                watchdog.send(Worker::Run, Request::Memory, now, out);
            }
            PageAction::CopyLink => out.push(self.copy_link_command()),
            PageAction::OpenLink(fragment) => self.open_link(fragment, now, out),
            PageAction::Engaged => self.engaged(out),
            PageAction::ClassOn => {
                self.workers.in_class = true;
                self.engaged(out);
                self.ready_for_the_class(now, out);
            }
            PageAction::CopyEmbed => out.push(Command::CopyEmbed(self.embed_fragment())),
            _ => {}
        }
        let pages = self.screen.projector_pages();
        self.with_ctx(now, out, |m, ctx| m.screen.update(action, pages, ctx));
    }

    /// An action of the puzzle menu: painting regions is the page's
    /// mode, the rest the document's.
    fn on_puzzle(&mut self, action: PuzzleAction, now: f64, out: &mut Vec<Command>) {
        match action {
            PuzzleAction::Regions(edit) => {
                self.with_mode(now, out, |mode, around, ctx| mode.paint(edit, around, ctx))
            }
            action => self.with_ctx(now, out, |m, ctx| m.document.menu(action, ctx)),
        }
    }

    /// What the lesson reads of the page when it takes an action.
    fn here(&self) -> Here {
        Here {
            step: self.step(),
            link: self.link_with(None),
            lang: self.screen.lang(),
            steps: self.choices.strategy().steps(),
            speed: self.choices.speed(),
            panel: self.screen.projector_pages().map(|p| p.current),
        }
    }

    /// Carries out, in order, what a part asked of the others.
    pub(super) fn follow(&mut self, follows: Vec<Follow>, now: f64, out: &mut Vec<Command>) {
        for follow in follows {
            match follow {
                Follow::Run(action) => self.route_run(action, now, out),
                Follow::Pause => self.run.stop_playing(),
                Follow::PlayFrom(step) => self.run.play_from(step),
                Follow::OpenLink(link) => self.open_link(&link, now, out),
                Follow::Say(note) => self.screen.say(note),
                Follow::SayUnlessHeld(note) => self.screen.say_unless_held(Some(note)),
                Follow::Hush => self.screen.hush(),
                Follow::PrintSolutions => {
                    if let Some(question) = solutions_question(self) {
                        self.with_ctx(now, out, |_, ctx| ctx.send(Worker::Maker, question));
                    }
                }
                Follow::AfterMoment => {
                    let standing = self.run.standing();
                    self.with_lesson(now, out, |lesson, ctx| lesson.after_moment(standing, ctx));
                }
                Follow::Hold(moment, scored) => {
                    let predict = self.mode.predict_mut();
                    if let Some(shown) = predict.and_then(|p| p.hold(*moment, scored)) {
                        self.run.show(shown, &self.choices);
                    }
                }
                Follow::DropRun if self.run.current().is_some() => self.reset_run(out),
                Follow::DropRun => {}
                Follow::ResetRun => self.reset_run(out),
                Follow::Edited => self.edited(out),
                Follow::Load(loading) => self.load(*loading, out),
                Follow::Strategy(strategy) => self.choices.set_strategy(strategy),
                Follow::Start(step) => {
                    if self.ensure_run(now, out) {
                        if let Some(step) = step {
                            self.run.go_to(step);
                        }
                    }
                }
                Follow::Leave(kind) => self.leave_mode(kind, out),
                Follow::Worker(worker, what) => self.workers.watchdog.take(worker, what, now, out),
                Follow::EnterHeld(kind) => {
                    if let Some(fresh) = PageMode::fresh(kind) {
                        if self.ensure_run(now, out) {
                            self.run.hold_still();
                            self.mode = fresh;
                        }
                    }
                }
                Follow::PoolStarted(id) => self.workers.pools = id,
                Follow::PredictNext => {
                    if self.ensure_run(now, out) {
                        self.with_ctx(now, out, |m, ctx| m.mode.predict_next(ctx));
                    }
                }
                Follow::FetchHidden => {
                    let fetched = self.run.fetch_hidden();
                    if let (true, Some(p)) = (fetched, self.mode.predict_mut()) {
                        p.fetch_next();
                    }
                }
                Follow::Select(square) => self.document.select(square),
                Follow::Show(moment) => self.run.show(*moment, &self.choices),
                Follow::Replaced(replaced) => self.after_replacing(replaced, now, out),
            }
        }
    }

    /// Worker `from` answered `reply` at time `now`: the reply goes to
    /// the part whose worker sent it.
    fn on_worker_reply(&mut self, from: Worker, reply: Reply, now: f64, out: &mut Vec<Command>) {
        let waited = now - self.workers.watchdog.since(from).unwrap_or(now);
        self.workers.watchdog.answered(from, now);
        match from {
            Worker::Run => self.on_run_reply(reply, waited, now, out),
            Worker::Counter { count, index } => self.with_run(now, out, |run, around, ctx| {
                run.on_pool_reply((count, index), reply, around, ctx)
            }),
            // A late reply of a race left is dropped.
            Worker::Lane { race: id, index } => self.with_race(now, out, |race, ctx| {
                if race.id() == id {
                    race.on_reply(index, reply, ctx);
                }
            }),
            Worker::Helper(index) => self.run.on_helper_reply(index, reply, now),
            Worker::Maker => {
                if let Some((pasted, mended)) = lab_mended(&reply) {
                    return self.with_ctx(now, out, |m, ctx| {
                        if let Some(lab) = m.mode.lab_mut() {
                            lab.mended(pasted, mended, ctx);
                        }
                    });
                }
                let unanswered = self.workers.watchdog.unanswered(from);
                self.keep_print_solutions(&reply);
                self.with_play(now, out, |play, document, ctx| {
                    play.on_maker_reply(reply, unanswered, document, ctx)
                })
            }
            // The encoder answers through the lesson's actions.
            Worker::Encoder => {}
        }
    }

    /// The maker's solutions of the puzzle on paper, kept for the printed
    /// solution page while the print dialog is open.
    fn keep_print_solutions(&mut self, reply: &Reply) {
        let Reply::PlayAnswer(answer) = reply else {
            return;
        };
        if let Some(Answer::Solutions { puzzle, solutions }) = answer_of(answer) {
            if self.lesson.print().is_some() && sheet_spec(self) == puzzle {
                self.lesson.keep_print_solutions(Some(solutions));
            }
        }
    }

    /// The run's worker answered, `waited` ms after it was asked (or
    /// last answered): its memory is the screen's, the Lab's check and
    /// refusal the Lab's, the rest the run's (the Lab hears of a moment
    /// first: a method that failed in it stops the run).
    fn on_run_reply(&mut self, reply: Reply, waited: f64, now: f64, out: &mut Vec<Command>) {
        if self.run.drops_stale() {
            return;
        }
        let lab = self.mode.lab_mut();
        match reply {
            Reply::Memory {
                wasm_bytes,
                snapshots,
            } => self.screen.keep_memory(WorkerMemory {
                wasm_bytes,
                snapshots,
            }),
            Reply::LabChecked { outcome } => {
                if let Some(lab) = lab {
                    lab.checked(outcome);
                }
            }
            _ if self.run.current().is_none() => {}
            Reply::LabRefused { error } => {
                if let Some(lab) = lab {
                    lab.refused(LabProblem::Load(error));
                }
                self.reset_run(out);
            }
            Reply::Moment(moment) => {
                let stops = lab.is_some_and(|lab| lab.took(&moment));
                self.with_run(now, out, |run, around, ctx| {
                    run.take_moment(*moment, stops, around, ctx)
                });
            }
            reply => self.with_run(now, out, |run, around, ctx| {
                run.on_reply(reply, waited, around, ctx)
            }),
        }
    }

    /// A tick of the page's clock: the race's lanes and the run's
    /// animation move on, and workers silent too long are replaced (see
    /// [`Workers::replace_silent`](super::workers::Workers)).
    fn tick(&mut self, now: f64, out: &mut Vec<Command>) {
        let (dt, speed) = (self.run.clock(now), self.choices.speed());
        if let Some(race) = self.mode.race_mut() {
            race.tick(speed, dt);
        }
        // A run starting over on a fresh worker owes no events.
        if !self.with_ctx(now, out, |m, ctx| m.workers.replace_silent(ctx)) {
            self.run.advance(dt, speed);
        }
    }
}
