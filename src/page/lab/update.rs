//! The Lab's reducer: the learner's edits, the article's code again, an
//! exercise, the download and the worker's answers that concern it (the
//! code refused, a method that failed), which are the Lab's own
//! ([`Lab::update`] and the methods below); and, in the router, opening
//! and closing it, Run and Check, which change the page's mode and run.

use super::{prefilled, Lab, LabKind, LabProblem, OwnPuzzle, EXERCISES};
use crate::lab::CheckOutcome;
use crate::page::ctx::Ctx;
use crate::page::model::{Command, CursorGoal, Model};
use crate::page::workers::Worker;
use crate::page::{ModeKind, Note, PageMode};
use crate::protocol::{LabStart, Mode, Moment, Request};
use crate::puzzles::AnyPuzzle;

/// An action in the Lab.
#[derive(Clone, Debug, PartialEq)]
pub enum LabAction {
    /// Open the Lab on the board's puzzle, with the code kept for its
    /// kind on an earlier visit, if any.
    Open {
        /// The code kept in storage, or a link's.
        kept: Option<String>,
        /// A link's step: the code runs, to it if it is not 0.
        step: Option<u64>,
        /// A puzzle of the learner's own to open it on (a link's), not
        /// the board's.
        own: Option<OwnPuzzle>,
    },
    /// Put the code for `kind` in the editor (the code `kept` for it,
    /// or its prefilled code): the board's puzzle, or one of the
    /// learner's own, which runs at once to show its board.
    Choose {
        /// The kind.
        kind: LabKind,
        /// The code kept in storage for it, if any.
        kept: Option<String>,
    },
    /// A link's code could not be unpacked.
    Unreadable,
    /// Close the Lab: runs are the built-in strategies' again.
    Close,
    /// The learner changed the code.
    Edit(String),
    /// Run the learner's code on the board.
    Run,
    /// Put the article's code back.
    Reset,
    /// Download the code as a file for a normal Python.
    Download,
    /// Check the code against the built-in search.
    Check,
    /// Start exercise `index` of [`super::EXERCISES`] (its code replaces
    /// the learner's), or none.
    Exercise(Option<usize>),
    /// Replace what was copied from a web page (typographic dashes and
    /// quotes, no-break spaces) with Python's own characters.
    ReplacePasted,
    /// The learner's choice of the Python that runs the code.
    ChoosePython(crate::lab::python::PythonChoice),
}

impl Lab {
    /// Carries out an action on the Lab's own state (the learner's code,
    /// an exercise, the download) in `lang`, `puzzle` being the board's;
    /// the others are the router's and change nothing here.
    pub(in crate::page) fn update(
        &mut self,
        action: LabAction,
        lang: crate::i18n::Lang,
        puzzle: &AnyPuzzle,
        ctx: &mut Ctx,
    ) {
        match action {
            LabAction::Edit(code) => {
                self.code = code;
                self.problem = None;
                self.check = None;
                self.keep_code(ctx);
            }
            LabAction::Reset => {
                let code = prefilled(self.kind, lang);
                self.rewrite(code);
                self.keep_code(ctx);
            }
            LabAction::Exercise(index) => {
                let exercise = index
                    .and_then(|i| EXERCISES.get(i))
                    .filter(|e| e.kind == self.kind);
                self.exercise = exercise.and(index);
                if let Some(exercise) = exercise {
                    self.rewrite(exercise.start(lang));
                    self.check = None;
                    self.keep_code(ctx);
                }
            }
            LabAction::ReplacePasted => {
                let code = super::replace_pasted(&self.code);
                self.rewrite(code);
                self.keep_code(ctx);
            }
            LabAction::ChoosePython(choice) => self.python = choice,
            LabAction::Download => ctx.command(Command::Download {
                name: "backtrack.py",
                text: self.download(puzzle),
            }),
            LabAction::Open { .. }
            | LabAction::Choose { .. }
            | LabAction::Unreadable
            | LabAction::Close
            | LabAction::Run
            | LabAction::Check => {}
        }
    }

    /// `code` written into the editor from outside it.
    fn rewrite(&mut self, code: String) {
        self.code = code;
        self.written += 1;
        self.problem = None;
    }

    /// Keeps the learner's code in storage, under its kind.
    fn keep_code(&self, ctx: &mut Ctx) {
        ctx.command(Command::Store {
            key: self.kind.storage_key(),
            value: self.code.clone(),
        });
    }

    /// Run is pressed: the last run's problem goes.
    pub(in crate::page) fn run_asked(&mut self) {
        self.problem = None;
    }

    /// A run of the code starts in a fresh Python, on `puzzle`: what the
    /// last one printed goes; what the worker needs.
    pub(in crate::page) fn run_starts(
        &mut self,
        puzzle: &AnyPuzzle,
        mode: Mode,
        seed: u64,
    ) -> LabStart {
        self.output.clear();
        self.start(puzzle, mode, seed)
    }

    /// A check of the code on `puzzle` starts: what the worker needs.
    pub(in crate::page) fn check_starts(
        &mut self,
        puzzle: &AnyPuzzle,
        mode: Mode,
        seed: u64,
    ) -> LabStart {
        self.problem = None;
        self.check = None;
        self.checking = true;
        self.start(puzzle, mode, seed)
    }

    /// What the check found.
    pub(in crate::page) fn checked(&mut self, outcome: CheckOutcome) {
        self.checking = false;
        self.check = Some(outcome);
    }

    /// The Lab's worker could not load the learner's code.
    pub(in crate::page) fn refused(&mut self, problem: LabProblem) {
        self.problem = Some(problem);
        self.checking = false;
    }

    /// A moment of the learner's run: what the code printed is kept, and
    /// at the run's end a method that failed is its problem; whether one
    /// failed.
    pub(in crate::page) fn took(&mut self, moment: &Moment) -> bool {
        let Some(learner) = moment.learner.as_ref() else {
            return false;
        };
        self.add_output(&learner.printed);
        let at_end = moment.end == Some(moment.step);
        let Some(failure) = learner.failure.clone().filter(|_| at_end) else {
            return false;
        };
        self.problem = Some(LabProblem::Failed(failure));
        true
    }
}

impl Model {
    /// Carries out `action` in the Lab: opening, choosing, closing, Run
    /// and Check change the page's mode and run; the rest is the Lab's.
    pub(in crate::page) fn on_lab(&mut self, action: LabAction, now: f64, out: &mut Vec<Command>) {
        match action {
            LabAction::Open { kept, step, own } => self.open_lab(kept, step, own, now, out),
            LabAction::Choose { kind, kept } => {
                if !self.may_enter(ModeKind::Lab) {
                    return;
                }
                self.new_lab(kind, kept);
                self.reset_run(out);
                if kind.own().is_some() {
                    self.ensure_run(now, out);
                }
            }
            LabAction::Unreadable => self.screen.say(Note::LabLinkUnreadable),
            LabAction::Close => self.leave_mode(ModeKind::Lab, out),
            LabAction::Run => {
                let Some(lab) = self.mode.lab_mut() else {
                    return;
                };
                lab.run_asked();
                self.reset_run(out);
                if self.ensure_run(now, out) {
                    self.run.cursor.goal = Some(CursorGoal::Step(1));
                }
            }
            LabAction::Check => self.check_lab(now, out),
            action => {
                let lang = self.screen.lang();
                self.with_ctx(now, out, |m, ctx| {
                    let puzzle = m.document.editor().puzzle();
                    if let Some(lab) = m.mode.lab_mut() {
                        lab.update(action, lang, puzzle, ctx);
                    }
                });
            }
        }
    }

    /// Opens the Lab with `kept` code (a link's replaces the Lab's, a
    /// stored one only starts it), run to `step` if given.
    fn open_lab(
        &mut self,
        kept: Option<String>,
        step: Option<u64>,
        own: Option<OwnPuzzle>,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        // The board's puzzle, or where the Lab has no code for it, the
        // template of a puzzle of the learner's own.
        let kind = match (own, LabKind::of(self.document.editor().puzzle())) {
            (Some(own), _) => LabKind::Own(own),
            (None, Some(kind)) => kind,
            (None, None) => LabKind::Own(OwnPuzzle::LatinSquare),
        };
        if !self.may_enter(ModeKind::Lab) {
            return;
        }
        let from_link = step.is_some();
        match self.mode.lab_mut() {
            Some(lab) if lab.kind == kind && !from_link => {}
            Some(lab) if lab.kind == kind => {
                lab.code = kept.unwrap_or_default();
                lab.written += 1;
            }
            _ => self.new_lab(kind, kept),
        }
        if from_link {
            // A link's code is the learner's from now on.
            self.with_ctx(now, out, |m, ctx| {
                if let Some(lab) = m.mode.lab() {
                    lab.keep_code(ctx);
                }
            });
        }
        self.reset_run(out);
        // A puzzle of the learner's own shows its board once its code
        // has run: it starts at once.
        let own = kind.own().is_some();
        if let Some(step) = step.or(own.then_some(0)) {
            if self.ensure_run(now, out) && step > 0 {
                self.run.cursor.goal = Some(CursorGoal::Step(step));
            }
        }
    }

    /// A Lab of `kind` holding `kept` code (or its prefilled code) in
    /// place of the one open, if any: the editor takes its code.
    fn new_lab(&mut self, kind: LabKind, kept: Option<String>) {
        let written = self.mode.lab().map_or(0, |lab| lab.written + 1);
        let mut lab = Lab::new(kind, kept, self.screen.lang());
        lab.written = written;
        self.mode = PageMode::Lab(Box::new(lab));
    }

    /// Sends the learner's code to a fresh Python worker to be checked
    /// against the built-in search (the run on screen ends).
    fn check_lab(&mut self, now: f64, out: &mut Vec<Command>) {
        let puzzle = match self.document.editor().solvable() {
            Ok(p) => p,
            Err(e) => {
                self.screen.say(Note::CannotStart(e));
                return;
            }
        };
        let (mode, seed) = (self.choices.mode(), self.choices.seed());
        let Some(lab) = self.mode.lab_mut() else {
            return;
        };
        let start = lab.check_starts(&puzzle, mode, seed);
        self.reset_run(out);
        self.workers
            .watchdog
            .start_python(Worker::Run, start.python, out);
        self.send(Request::LabCheck(Box::new(start)), now, out);
    }
}
