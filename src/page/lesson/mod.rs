//! Material for a lesson: a printed handout of the step on screen (the
//! board, its Explanation, the Recursion chain and the Search tree) or a
//! worksheet (the puzzle with empty chain and tree frames to fill in by
//! hand), each with the solution on a second page on request. The
//! browser prints it ("Save as PDF" gives a file); what goes on paper is
//! computed here ([`sheet`]), the print style sheet lays it out. And the
//! page as an embed for a slide ([`embed`]). And a lesson as moments,
//! stepped through like slides ([`moments`]).

mod embed;
mod export;
mod lesson_view;
mod moments;
mod sheet;

pub use embed::{iframe_code, Embed, EMBED_STEPS, LOOP_HOLD_MS};
pub use export::{
    frame_delay_ms, Export, ExportAction, ExportChoice, ExportFormat, Making, FRAME_SIZE,
    MAX_FRAMES,
};
pub use lesson_view::{qr_path, LessonView, MomentRow, QUIET};
pub(in crate::page) use moments::{run_of, step_of};
pub use moments::{Lesson, Moment, LESSON_KEY, MAX_TITLE};
pub use sheet::{print_sheet, PrintSheet, Worksheet, MAX_CHAIN_ROWS};

pub(in crate::page) use sheet::{sheet_spec, solutions_question};

use crate::i18n::Lang;
use crate::page::ctx::{Ctx, Follow};
use crate::page::model::Command;
use crate::page::{Note, Sent, Solutions};

/// What a printed sheet holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    /// The step on screen: the board, its Explanation, the Recursion
    /// chain and the Search tree.
    Step,
    /// The puzzle alone, with empty chain and tree frames for students
    /// to fill in by hand.
    Worksheet,
}

/// The print dialog's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintChoice {
    /// What the sheet holds.
    pub sheet: Sheet,
    /// The puzzle's solution on a second page.
    pub solution: bool,
}

impl Default for PrintChoice {
    fn default() -> Self {
        PrintChoice {
            sheet: Sheet::Step,
            solution: false,
        }
    }
}

/// An action on the lesson's material.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonAction {
    /// Open the print dialog (the sheet is laid out for paper from now).
    OpenPrint,
    /// Close it.
    ClosePrint,
    /// Choose what the sheet holds.
    Sheet(Sheet),
    /// The solution on a second page, or not.
    Solution(bool),
    /// Print: the browser's print dialog opens.
    Print,
    /// An embed that loops plays its range again.
    EmbedAgain,
    /// Mark the moment on screen as one of the lesson's.
    Mark,
    /// Go to this moment of the lesson.
    GoTo(usize),
    /// The clicker: to the next moment (true) or the one before while
    /// the lesson is presented, else one step.
    Clicker(bool),
    /// Give this moment a title.
    Title(usize, String),
    /// Move this moment one place earlier (true) or later.
    Move(usize, bool),
    /// Remove this moment.
    Remove(usize),
    /// Present the lesson (the clicker goes from moment to moment), or
    /// stop.
    Present(bool),
    /// Copy the link of the whole lesson.
    CopyLessonLink,
    /// The dialog that makes a GIF, pictures or a video of a range of
    /// steps.
    Export(ExportAction),
    /// The lesson's link was copied (true) or could not be.
    Copied(bool),
}

/// What the lesson reads of the page around it when it takes an action.
#[derive(Clone, Debug)]
pub(in crate::page) struct Here {
    /// The step on screen.
    pub step: u64,
    /// The fragment that opens the moment on screen (without an embed's
    /// keys).
    pub link: String,
    /// The page's language.
    pub lang: Lang,
    /// The run shows steps (a GIF can be made of them).
    pub steps: bool,
    /// The animation's speed (index into the speeds).
    pub speed: usize,
    /// The panel beside the Explanation in projector mode.
    pub panel: Option<crate::page::Panel>,
}

/// Where the run stands after a moment, as the embed and the export see
/// it.
#[derive(Clone, Copy, Debug)]
pub(in crate::page) struct Standing {
    /// The step on screen.
    pub step: u64,
    /// The cursor has no step left to reach.
    pub settled: bool,
    /// A run is on the page.
    pub has_run: bool,
    /// The run has ended.
    pub finished: bool,
    /// The animation plays.
    pub playing: bool,
}

impl Lesson {
    /// Carries out `action` on the lesson's material, at the moment
    /// `here`.
    pub(in crate::page) fn update(&mut self, action: LessonAction, here: &Here, ctx: &mut Ctx) {
        match action {
            LessonAction::OpenPrint => {
                // The page stands still while its sheet is printed.
                ctx.then(Follow::Pause);
                self.print = Some(self.print.unwrap_or_default());
            }
            LessonAction::ClosePrint => self.close_print(),
            LessonAction::Sheet(sheet) => {
                if let Some(choice) = &mut self.print {
                    choice.sheet = sheet;
                }
            }
            LessonAction::Solution(on) => {
                if let Some(choice) = &mut self.print {
                    choice.solution = on;
                }
                if on && self.print_solutions.is_none() {
                    ctx.then(Follow::PrintSolutions);
                }
            }
            LessonAction::EmbedAgain => self.embed_again(ctx),
            LessonAction::Mark => self.mark(here, ctx),
            LessonAction::GoTo(index) => self.go_to(index, here, ctx),
            LessonAction::Clicker(forward) => self.clicker(forward, here, ctx),
            LessonAction::Title(index, title) => self.title(index, &title, ctx),
            LessonAction::Move(index, up) => self.move_moment(index, up, ctx),
            LessonAction::Remove(index) => self.remove(index, ctx),
            LessonAction::Present(on) => {
                self.presenting = on && !self.moments.is_empty();
                // Presenting starts at the moment last shown, or the first.
                if self.presenting {
                    self.go_to(self.at.unwrap_or(0), here, ctx);
                }
            }
            LessonAction::CopyLessonLink => {
                if let Some(fragment) = self.fragment(here.lang) {
                    ctx.command(Command::CopyLesson(fragment));
                }
            }
            LessonAction::Copied(ok) => ctx.then(Follow::Say(Note::Sent(if ok {
                Sent::LessonCopied
            } else {
                Sent::CopyFailed
            }))),
            LessonAction::Print => {
                if self.print.is_some() {
                    ctx.command(Command::Print);
                }
            }
            LessonAction::Export(action) => self.on_export(action, here, ctx),
        }
    }

    /// Closes the print dialog.
    fn close_print(&mut self) {
        self.print = None;
        self.print_solutions = None;
    }

    /// Esc closes the print dialog, else the export dialog (a GIF being
    /// made is cancelled); whether one was open.
    pub(in crate::page) fn escape(&mut self, step: u64, ctx: &mut Ctx) -> bool {
        if self.print.is_some() {
            self.close_print();
        } else if self.export.is_some() {
            self.cancel_export(step, ctx);
            self.export = None;
        } else {
            return false;
        }
        true
    }

    /// Keeps what the solver says of the puzzle being printed.
    pub(in crate::page) fn keep_print_solutions(&mut self, solutions: Option<Solutions>) {
        self.print_solutions = solutions;
    }

    /// After a moment: an embed's play ends or loops at its range's end,
    /// and the export takes its frame where the run stands at it.
    pub(in crate::page) fn after_moment(&mut self, standing: Standing, ctx: &mut Ctx) {
        self.embed_after_moment(standing, ctx);
        self.export_after_moment(standing, ctx);
    }
}

#[cfg(test)]
mod tests;
