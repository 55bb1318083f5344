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
    frame_delay_ms, Export, ExportChoice, ExportFormat, Making, FRAME_SIZE, MAX_FRAMES,
};
pub use lesson_view::{qr_path, LessonView, MomentRow, QUIET};
pub use moments::{Lesson, Moment, LESSON_KEY, MAX_TITLE};
pub use sheet::{print_sheet, PrintSheet, Worksheet, MAX_CHAIN_ROWS};

use crate::page::model::{Command, Model};
use crate::page::Note;
use crate::page::Sent;

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
    /// Open the dialog that makes a GIF of a range of steps.
    OpenExport,
    /// Close it (a GIF being made is cancelled).
    CloseExport,
    /// The range's first step.
    ExportFrom(u64),
    /// Its last step.
    ExportTo(u64),
    /// The panel beside the Explanation in the frames, if any.
    ExportPanel(Option<crate::page::Panel>),
    /// A GIF or pictures.
    ExportFormat(ExportFormat),
    /// Make the GIF.
    MakeExport,
    /// The page took the frame asked for (and the encoder has it).
    FrameTaken,
    /// The GIF was saved (true) or could not be made.
    ExportMade(bool),
    /// Stop making the GIF.
    CancelExport,
    /// The lesson's link was copied (true) or could not be.
    Copied(bool),
}

impl Model {
    /// Carries out `action` on the lesson's material.
    pub(in crate::page) fn on_lesson(
        &mut self,
        action: LessonAction,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        match action {
            LessonAction::OpenPrint => {
                // The page stands still while its sheet is printed.
                self.cursor.playing = false;
                self.lesson.print = Some(self.lesson.print.unwrap_or_default());
            }
            LessonAction::ClosePrint => {
                self.lesson.print = None;
                self.lesson.print_solutions = None;
            }
            LessonAction::Sheet(sheet) => {
                if let Some(choice) = &mut self.lesson.print {
                    choice.sheet = sheet;
                }
            }
            LessonAction::Solution(on) => {
                if let Some(choice) = &mut self.lesson.print {
                    choice.solution = on;
                }
                if on && self.lesson.print_solutions.is_none() {
                    self.lesson.print_solutions = sheet::solver_solutions(self);
                }
            }
            LessonAction::EmbedAgain => self.embed_again(),
            LessonAction::Mark => self.mark_moment(out),
            LessonAction::GoTo(index) => self.go_to_moment(index, now, out),
            LessonAction::Clicker(forward) => self.clicker(forward, now, out),
            LessonAction::Title(index, title) => self.title_moment(index, &title, out),
            LessonAction::Move(index, up) => self.move_moment(index, up, out),
            LessonAction::Remove(index) => self.remove_moment(index, out),
            LessonAction::Present(on) => {
                self.lesson.presenting = on && !self.lesson.moments.is_empty();
                // Presenting starts at the moment last shown, or the first.
                if self.lesson.presenting {
                    self.go_to_moment(self.lesson.at.unwrap_or(0), now, out);
                }
            }
            LessonAction::CopyLessonLink => {
                if let Some(fragment) = self.lesson_fragment() {
                    out.push(Command::CopyLesson(fragment));
                }
            }
            LessonAction::OpenExport => self.open_export(),
            LessonAction::CloseExport => {
                self.cancel_export(out);
                self.lesson.export = None;
            }
            LessonAction::ExportFrom(from) => self.export_choice(|c| c.from = from),
            LessonAction::ExportTo(to) => self.export_choice(|c| c.to = to),
            LessonAction::ExportPanel(panel) => self.export_choice(|c| c.panel = panel),
            LessonAction::ExportFormat(format) => self.export_choice(|c| c.format = format),
            LessonAction::MakeExport => self.make_export(now, out),
            LessonAction::FrameTaken => self.frame_taken(now, out),
            LessonAction::ExportMade(ok) => self.export_made(ok, out),
            LessonAction::CancelExport => self.cancel_export(out),
            LessonAction::Copied(ok) => {
                self.screen.note = Some(if ok {
                    Note::Sent(Sent::LessonCopied)
                } else {
                    Note::Sent(Sent::CopyFailed)
                });
            }
            LessonAction::Print => {
                if self.lesson.print.is_some() {
                    out.push(Command::Print);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
