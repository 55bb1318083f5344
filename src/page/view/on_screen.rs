//! What the panels read of the page's parts together: the play bar,
//! the caption under the board, the legend and the shading switch, the
//! panels drawn, the Code panel's caption and the learner's code, a long
//! run's pace. Each fact is computed here in plain Rust from the parts
//! it needs, and tested natively.

use crate::i18n::Numbers;
use crate::kinds::kind_of;
use crate::page::lesson::Lesson;
use crate::page::mode::PageMode;
use crate::page::run::cursor::ANNOUNCED_PER_SECOND;
use crate::page::run::part::RunPart;
use crate::page::speed::SPEEDS;
use crate::page::view::board::{board_legend, page_puzzle};
use crate::page::view::panels::panels_drawn;
use crate::page::{
    Choices, Document, LabCall, LearnerCode, LongRun, PanelSet, Play, PlayView, Screen,
};
use crate::puzzles::AnyPuzzle;
use crate::teach::moves_caption;

/// The page's parts as the panels read them
/// ([`Model::on_screen`](crate::page::Model::on_screen)).
pub struct OnScreen<'a> {
    pub(in crate::page) document: &'a Document,
    pub(in crate::page) choices: &'a Choices,
    pub(in crate::page) run: &'a RunPart,
    pub(in crate::page) mode: &'a PageMode,
    pub(in crate::page) play: &'a Play,
    pub(in crate::page) lesson: &'a Lesson,
    pub(in crate::page) screen: &'a Screen,
    /// Whether a run is working toward its end or animating.
    pub(in crate::page) busy: bool,
}

impl OnScreen<'_> {
    /// The play bar, where the board is played by hand (not in projector
    /// mode, which shows a search).
    pub fn play_view(&self, numbers: &dyn Numbers) -> Option<PlayView> {
        let editor = self.document.editor();
        let shown = editor.plays() && !self.screen.projector() && self.board_puzzle().is_some();
        shown.then(|| PlayView::of(self.play, editor, self.screen.lang(), numbers))
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
    /// can follow (at most
    /// `ANNOUNCED_PER_SECOND` events a second), not
    /// while it plays faster, when the announcements would pile up.
    pub fn announces_steps(&self) -> bool {
        !self.run.cursor().playing
            || SPEEDS
                .get(self.choices.speed())
                .is_some_and(|s| s.per_second <= ANNOUNCED_PER_SECOND)
    }

    /// The page's puzzle on the board (the run's, or before a run the
    /// grid's), or `None` while the board is a puzzle of the learner's
    /// own.
    pub fn board_puzzle(&self) -> Option<&AnyPuzzle> {
        page_puzzle(self.run.current(), self.document)
    }

    /// Whether the board's pieces attack squares that it can shade (the
    /// switch shows only then).
    pub fn offers_shading(&self) -> bool {
        self.board_puzzle().is_some_and(|p| kind_of(p).attacks())
    }

    /// The legend's signs: a given's (if the puzzle has givens) and a
    /// move's.
    pub fn legend_signs(&self) -> (Option<&'static str>, String) {
        board_legend(self.run.current(), self.document)
    }

    /// The panels drawn: those shown, or in projector mode the
    /// Explanation and the page on screen; a lesson's printed sheet,
    /// embed or GIF draws its own.
    pub fn panels_on_screen(&self) -> PanelSet {
        panels_drawn(self.lesson, self.screen)
    }

    /// The line under the Code panel: what the program's `moves(level)`
    /// lists for the puzzle on the board (the run's, or before a run the
    /// grid's), under the chosen strategy.
    pub fn code_caption(&self) -> String {
        let (strategy, lang) = (self.choices.strategy(), self.screen.lang());
        moves_caption(self.board_puzzle(), strategy, lang)
    }

    /// How the run is going, while it goes on its own and has run long
    /// enough to tell (see [`Run::long_run`](crate::page::Run::long_run)).
    pub fn long_run(&self) -> Option<LongRun> {
        self.run.current()?.long_run(self.busy)
    }

    /// The learner's code for the Code panel, while the Lab is open.
    pub fn learner_code(&self) -> Option<LearnerCode> {
        Some(self.mode.lab()?.learner_code(self.lab_call()))
    }

    /// The line (from 1) of the learner's method that answered at the
    /// step on screen, if the Lab is open and one did.
    pub fn lab_lit_line(&self) -> Option<usize> {
        self.mode.lab()?.line_of(self.lab_call()?.method()?)
    }

    /// The learner's call behind the step on screen, if the run is one.
    fn lab_call(&self) -> Option<&LabCall> {
        self.run.facts()?.lab.as_ref()
    }
}
