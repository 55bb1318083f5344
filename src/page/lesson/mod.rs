//! Material for a lesson: a printed handout of the step on screen (the
//! board, its Explanation, the Recursion chain and the Search tree) or a
//! worksheet (the puzzle with empty chain and tree frames to fill in by
//! hand), each with the solution on a second page on request. The
//! browser prints it ("Save as PDF" gives a file); what goes on paper is
//! computed here ([`sheet`]), the print style sheet lays it out. And the
//! page as an embed for a slide ([`embed`]).

mod embed;
mod sheet;

pub use embed::{iframe_code, Embed, EMBED_STEPS, LOOP_HOLD_MS};
pub use sheet::{print_sheet, PrintSheet, Worksheet, MAX_CHAIN_ROWS};

use crate::page::model::{Command, Model};

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
}

impl Model {
    /// Carries out `action` on the lesson's material.
    pub(in crate::page) fn on_lesson(&mut self, action: LessonAction, out: &mut Vec<Command>) {
        match action {
            LessonAction::OpenPrint => {
                // The page stands still while its sheet is printed.
                self.cursor.playing = false;
                self.screen.print = Some(self.screen.print.unwrap_or_default());
            }
            LessonAction::ClosePrint => self.screen.print = None,
            LessonAction::Sheet(sheet) => {
                if let Some(choice) = &mut self.screen.print {
                    choice.sheet = sheet;
                }
            }
            LessonAction::Solution(on) => {
                if let Some(choice) = &mut self.screen.print {
                    choice.solution = on;
                }
            }
            LessonAction::EmbedAgain => self.embed_again(),
            LessonAction::Print => {
                if self.screen.print.is_some() {
                    out.push(Command::Print);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
