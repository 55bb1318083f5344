//! The Lab's reducer: opening and closing it, the learner's edits, Run,
//! the article's code again, the download; and the worker's answers that
//! concern it (the code refused, a method that failed).

use super::{prefilled, Lab, LabKind, LabProblem, OwnPuzzle, EXERCISES};
use crate::lab::CheckOutcome;
use crate::page::model::{Command, CursorGoal, Model};
use crate::page::workers::Worker;
use crate::page::{ModeKind, Note, PageMode};
use crate::protocol::{Moment, Request};

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
}

impl Model {
    /// Carries out `action` in the Lab.
    pub(in crate::page) fn on_lab(&mut self, action: LabAction, now: f64, out: &mut Vec<Command>) {
        let lang = self.screen.lang();
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
            LabAction::Close => {
                if self.mode.leave(ModeKind::Lab).is_some() {
                    self.reset_run(out);
                }
            }
            LabAction::Edit(code) => {
                if let Some(lab) = self.mode.lab_mut() {
                    lab.code = code;
                    lab.problem = None;
                    lab.check = None;
                    keep_code(lab, out);
                }
            }
            LabAction::Reset => {
                if let Some(lab) = self.mode.lab_mut() {
                    lab.code = prefilled(lab.kind, lang);
                    lab.written += 1;
                    lab.problem = None;
                    keep_code(lab, out);
                }
            }
            LabAction::Run => {
                let Some(lab) = self.mode.lab_mut() else {
                    return;
                };
                lab.problem = None;
                self.reset_run(out);
                if self.ensure_run(now, out) {
                    self.cursor.goal = Some(CursorGoal::Step(1));
                }
            }
            LabAction::Check => self.check_lab(now, out),
            LabAction::Exercise(index) => {
                let Some(lab) = self.mode.lab_mut() else {
                    return;
                };
                let exercise = index
                    .and_then(|i| EXERCISES.get(i))
                    .filter(|e| e.kind == lab.kind);
                lab.exercise = exercise.and(index);
                if let Some(exercise) = exercise {
                    lab.code = exercise.start(lang);
                    lab.written += 1;
                    lab.problem = None;
                    lab.check = None;
                    keep_code(lab, out);
                }
            }
            LabAction::Download => {
                if let Some(lab) = self.mode.lab() {
                    out.push(Command::Download {
                        name: "backtrack.py",
                        text: lab.download(self.document.editor().puzzle()),
                    });
                }
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
        if let (true, Some(lab)) = (from_link, self.mode.lab()) {
            // A link's code is the learner's from now on.
            keep_code(lab, out);
        }
        self.reset_run(out);
        // A puzzle of the learner's own shows its board once its code
        // has run: it starts at once.
        let own = kind.own().is_some();
        if let Some(step) = step.or(own.then_some(0)) {
            if self.ensure_run(now, out) && step > 0 {
                self.cursor.goal = Some(CursorGoal::Step(step));
            }
        }
    }

    /// A Lab of `kind` holding `kept` code (or its prefilled code) in
    /// place of the one open, if any: the editor takes its code.
    fn new_lab(&mut self, kind: LabKind, kept: Option<String>) {
        let written = self.mode.lab().map_or(0, |lab| lab.written + 1);
        let mut lab = Lab::new(kind, kept, self.screen.lang());
        lab.written = written;
        self.mode = PageMode::Lab(lab);
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
        let Some(lab) = self.mode.lab_mut() else {
            return;
        };
        lab.problem = None;
        lab.check = None;
        lab.checking = true;
        let start = lab.start(&puzzle, self.choices.mode, self.choices.seed);
        self.reset_run(out);
        self.workers.watchdog.start_python(Worker::Run, out);
        self.send(Request::LabCheck(Box::new(start)), now, out);
    }

    /// What the check found.
    pub(in crate::page) fn on_lab_checked(&mut self, outcome: CheckOutcome) {
        if let Some(lab) = self.mode.lab_mut() {
            lab.checking = false;
            lab.check = Some(outcome);
        }
    }

    /// The Lab's worker could not load the learner's code.
    pub(in crate::page) fn on_lab_refused(&mut self, problem: LabProblem, out: &mut Vec<Command>) {
        if let Some(lab) = self.mode.lab_mut() {
            lab.problem = Some(problem);
            lab.checking = false;
        }
        self.reset_run(out);
    }

    /// What the learner's code printed, as a moment of its run came.
    pub(in crate::page) fn note_lab_output(&mut self, moment: &Moment) {
        let printed = moment.learner.as_ref().map(|n| n.printed.as_str());
        if let (Some(lab), Some(printed)) = (self.mode.lab_mut(), printed) {
            lab.add_output(printed);
        }
    }

    /// A moment of a learner's run: a method that failed stops the run.
    pub(in crate::page) fn note_lab_failure(&mut self, moment: &Moment) {
        let failure = moment.learner.as_ref().and_then(|n| n.failure.clone());
        if let (Some(lab), Some(failure)) = (self.mode.lab_mut(), failure) {
            lab.problem = Some(LabProblem::Failed(failure));
            self.cursor.playing = false;
        }
    }
}

/// Keeps the learner's code in storage, under its kind.
fn keep_code(lab: &Lab, out: &mut Vec<Command>) {
    out.push(Command::Store {
        key: lab.kind.storage_key(),
        value: lab.code.clone(),
    });
}
