//! The Lab's reducer: the learner's edits, the article's code again, an
//! exercise, the download and the worker's answers that concern it (the
//! code refused, a method that failed), which are the Lab's own
//! ([`Lab::update`] and the methods below); and opening and closing it,
//! Run and Check, which change the page's mode and ask for a run
//! ([`lab_act`]).

use super::{prefilled, Lab, LabKind, LabProblem, OwnPuzzle, EXERCISES};
use crate::i18n::Lang;
use crate::lab::CheckOutcome;
use crate::page::ctx::{Ctx, Follow, ToWorker};
use crate::page::document::puzzle_text::{ask, Purpose, Work};
use crate::page::model::{Choices, Command};
use crate::page::workers::Worker;
use crate::page::{Editor, ModeKind, Note, PageMode};
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
    /// quotes, no-break spaces) with Python's own characters, and indent
    /// again code whose every line lost its indentation: asked of the
    /// page's worker, answered through [`Lab::mended`].
    ReplacePasted,
    /// Put the code back as it was before [`LabAction::ReplacePasted`].
    PutBackPasted,
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
                self.pasted_before = None;
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
            // Mended in the page's worker: the mending stays out of the
            // wasm a first visit loads.
            LabAction::ReplacePasted => ask(
                Purpose::LabMend(self.code.clone()),
                Work::Mend(self.code.clone()),
                ctx,
            ),
            LabAction::PutBackPasted => {
                if let Some(code) = self.pasted_before.take() {
                    self.rewrite(code);
                    self.keep_code(ctx);
                }
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

    /// The page's worker mended `pasted` into `mended`: the editor takes
    /// it, unless the learner changed the code meanwhile (their edit is
    /// the work kept).
    pub(in crate::page) fn mended(&mut self, pasted: String, mended: String, ctx: &mut Ctx) {
        if self.code == pasted {
            self.rewrite(mended);
            self.pasted_before = Some(pasted);
            self.keep_code(ctx);
        }
    }

    /// `code` written into the editor from outside it.
    fn rewrite(&mut self, code: String) {
        self.code = code;
        self.pasted_before = None;
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

/// What the Lab's actions read of the page around it.
pub(in crate::page) struct LabAround<'a> {
    /// The grid on the page.
    pub editor: &'a Editor,
    /// The run's choices (how many solutions, the seed).
    pub choices: &'a Choices,
    /// The page's language.
    pub lang: Lang,
}

/// Carries out `action` in the Lab, `mode` being the page's: opening
/// and choosing enter the Lab (if the mode on admits it), closing leaves
/// it, Run and Check start the learner's code; the rest is the Lab's
/// own ([`Lab::update`]). What they ask of the run goes out as follows.
pub(in crate::page) fn lab_act(
    action: LabAction,
    mode: &mut PageMode,
    around: &LabAround,
    ctx: &mut Ctx,
) {
    match action {
        LabAction::Open { kept, step, own } => open(mode, (kept, step, own), around, ctx),
        LabAction::Choose { kind, kept } => {
            if !enter_new_lab(mode, kind, kept, around.lang, ctx) {
                return;
            }
            ctx.then(Follow::ResetRun);
            if kind.own().is_some() {
                ctx.then(Follow::Start(None));
            }
        }
        LabAction::Unreadable => ctx.then(Follow::Say(Note::LabLinkUnreadable)),
        LabAction::Close => ctx.then(Follow::Leave(ModeKind::Lab)),
        LabAction::Run => {
            let Some(lab) = mode.lab_mut() else {
                return;
            };
            lab.run_asked();
            ctx.then(Follow::ResetRun);
            ctx.then(Follow::Start(Some(1)));
        }
        LabAction::Check => check(mode, around, ctx),
        action => {
            if let Some(lab) = mode.lab_mut() {
                lab.update(action, around.lang, around.editor.puzzle(), ctx);
            }
        }
    }
}

/// Opens the Lab with `kept` code (a link's replaces the Lab's, a
/// stored one only starts it), run to `step` if given, on `own` puzzle
/// if given.
fn open(
    mode: &mut PageMode,
    (kept, step, own): (Option<String>, Option<u64>, Option<OwnPuzzle>),
    around: &LabAround,
    ctx: &mut Ctx,
) {
    // The board's puzzle, or where the Lab has no code for it, the
    // template of a puzzle of the learner's own.
    let kind = match (own, LabKind::of(around.editor.puzzle())) {
        (Some(own), _) => LabKind::Own(own),
        (None, Some(kind)) => kind,
        (None, None) => LabKind::Own(OwnPuzzle::LatinSquare),
    };
    let from_link = step.is_some();
    match mode.lab_mut() {
        Some(lab) if lab.kind == kind && !from_link => {}
        Some(lab) if lab.kind == kind => {
            lab.code = kept.unwrap_or_default();
            lab.written += 1;
        }
        _ => {
            if !enter_new_lab(mode, kind, kept, around.lang, ctx) {
                return;
            }
        }
    }
    if let Some(lab) = mode.lab().filter(|_| from_link) {
        // A link's code is the learner's from now on.
        lab.keep_code(ctx);
    }
    ctx.then(Follow::ResetRun);
    // A puzzle of the learner's own shows its board once its code
    // has run: it starts at once.
    if let Some(step) = step.or(kind.own().map(|_| 0)) {
        ctx.then(Follow::Start((step > 0).then_some(step)));
    }
}

/// Enters a Lab of `kind` holding `kept` code (or its prefilled code),
/// in place of the one open if any (the editor takes its code), if the
/// mode on admits it (see [`PageMode::may_enter`]); whether it did.
fn enter_new_lab(
    mode: &mut PageMode,
    kind: LabKind,
    kept: Option<String>,
    lang: Lang,
    ctx: &mut Ctx,
) -> bool {
    if !mode.may_enter(ModeKind::Lab, ctx) {
        return false;
    }
    let mut lab = Lab::new(kind, kept, lang);
    lab.written = mode.lab().map_or(0, |open| open.written + 1);
    *mode = PageMode::Lab(Box::new(lab));
    true
}

/// Sends the learner's code to a fresh Python worker to be checked
/// against the built-in search (the run on screen ends).
fn check(mode: &mut PageMode, around: &LabAround, ctx: &mut Ctx) {
    let puzzle = match around.editor.solvable() {
        Ok(p) => p,
        Err(e) => return ctx.then(Follow::Say(Note::CannotStart(e))),
    };
    let Some(lab) = mode.lab_mut() else {
        return;
    };
    let (runs, seed) = (around.choices.mode(), around.choices.seed());
    let start = lab.check_starts(&puzzle, runs, seed);
    ctx.then(Follow::ResetRun);
    ctx.tell(Worker::Run, ToWorker::StartPython(start.python));
    ctx.send(Worker::Run, Request::LabCheck(Box::new(start)));
}
