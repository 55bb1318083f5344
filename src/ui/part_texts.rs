//! The texts of the parts of the page fetched when they open
//! ([`Part::Lab`] with the Lab, [`Part::Help`] with the help, print and
//! export dialogs, an error of reading a puzzle's text, or what is said
//! to a person solving by hand): an
//! action that opens such a part, or acts in it, waits for its texts (the
//! Lab's prefilled code is written in them), and the page keeps its
//! drawing until they are in while the part is open.

use yew::Context;

use super::app::{now, App};
use crate::i18n::tables::{part_installed, Part};
use crate::page::{Action, ExportAction, LessonAction, Note, PageAction, PlayAction};
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;

impl App {
    /// The part of the texts `action` needs, if it is not installed yet
    /// in the page's language.
    pub(super) fn texts_missing_for(&self, action: &Action) -> Option<Part> {
        let part = match action {
            Action::Lab(_) => Part::Lab,
            Action::Page(PageAction::ShowHelp(true))
            | Action::Play(
                PlayAction::Check
                | PlayAction::Hint
                | PlayAction::WhereWrong
                | PlayAction::RollBack
                | PlayAction::GoOn,
            )
            | Action::Lesson(LessonAction::OpenPrint)
            | Action::Lesson(LessonAction::Export(ExportAction::Open)) => Part::Help,
            _ => return None,
        };
        (!part_installed(self.model.screen.lang(), part)).then_some(part)
    }

    /// The part of the texts that a part open on the page needs and that
    /// is not installed in its language (the Lab opened by a link, a
    /// language chosen with the help open, a link or a text that could
    /// not be read, a note said after the reader acted, or what is said
    /// to a person solving by hand, whose words are the help's part's).
    pub(super) fn texts_missing_on_screen(&self) -> Option<Part> {
        let lang = self.model.screen.lang();
        let note = self.model.screen.note().as_ref();
        let open = [
            (self.model.mode.lab().is_some(), Part::Lab),
            (self.model.screen.help(), Part::Help),
            (self.model.lesson.print().is_some(), Part::Help),
            (self.model.lesson.export().is_some(), Part::Help),
            (
                note.is_some_and(Note::waits_for_help) && !self.texts_unavailable,
                Part::Help,
            ),
            (
                self.model.play.said().is_some() && !self.texts_unavailable,
                Part::Help,
            ),
            // Any board but a plain Sudoku, any strategy but classic:
            // their words (`i18n::tables`).
            (
                (self.shows_another_board() || self.another_strategy()) && !self.texts_unavailable,
                Part::Help,
            ),
            // A race's or predict mode's panel, the difficulty, the pace.
            (
                self.shows_a_used_panel() && !self.texts_unavailable,
                Part::Help,
            ),
        ];
        open.into_iter()
            .find(|&(is_open, part)| is_open && !part_installed(lang, part))
            .map(|(_, part)| part)
    }

    /// Whether a panel whose words are the help's part's is on screen:
    /// a race's, predict mode's, the play bar's difficulty, a long run's
    /// pace, a step's sentence (see `i18n::tables::part_of`).
    fn shows_a_used_panel(&self) -> bool {
        let model = &self.model;
        model.run.facts().is_some()
            || model.mode.race().is_some()
            || model.mode.predict().is_some()
            || model.play.difficulty().is_some()
            || model.on_screen().long_run().is_some()
    }

    /// Whether the page's puzzle is a board other than a plain Sudoku,
    /// whose words are the help's part's.
    fn shows_another_board(&self) -> bool {
        !matches!(self.model.document.editor().puzzle(),
            AnyPuzzle::Sudoku(s) if !s.has_rules_beside_houses())
    }

    /// Whether a strategy but classic is chosen, the caption of whose
    /// `moves(level)` and whose lines of code are the help's part's.
    fn another_strategy(&self) -> bool {
        self.model.choices.strategy() != Strategy::Classic
    }

    /// Whether the page may be drawn: its texts, and those of the parts
    /// open on it, are at hand in its language (until then it keeps its
    /// drawing in the last language).
    pub(super) fn ready_to_draw(&self) -> bool {
        self.model.screen.lang().is_ready() && self.texts_missing_on_screen().is_none()
    }

    /// Fetches the help's texts ahead, once the reader is using the page
    /// (as the search workers are): the help then opens at once, and
    /// offline too.
    pub(super) fn fetch_help_texts_ahead(&self, ctx: &Context<Self>) {
        let lang = self.model.screen.lang();
        if !part_installed(lang, Part::Help) {
            super::lang_tables::fetch_part_texts(ctx.link(), lang, Part::Help);
        }
    }

    /// Holds `action` until the texts of `part` are in, and fetches them;
    /// nothing to draw yet.
    pub(super) fn wait_for_texts(
        &mut self,
        ctx: &Context<Self>,
        part: Part,
        action: Action,
    ) -> bool {
        self.waiting_for_texts.push((part, action));
        super::lang_tables::fetch_part_texts(ctx.link(), self.model.screen.lang(), part);
        false
    }

    /// The texts of `part` are in (or could not be had): the actions
    /// that waited for them go on, in order; whether to draw.
    pub(super) fn go_on_with_waiting_actions(&mut self, ctx: &Context<Self>, part: Part) -> bool {
        self.texts_unavailable |= !part_installed(self.model.screen.lang(), part);
        let (ready, still): (Vec<_>, Vec<_>) = std::mem::take(&mut self.waiting_for_texts)
            .into_iter()
            .partition(|(waits_for, _)| *waits_for == part);
        self.waiting_for_texts = still;
        for (_, action) in ready {
            let commands = self.model.update(action, now());
            self.carry_out(ctx, commands);
        }
        self.ready_to_draw()
    }
}
