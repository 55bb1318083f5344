//! The keyboard: which key does what. On the grid, arrows move, digits
//! write, N switches notes mode and H asks for a hint; on the search
//! tree, arrows go from node to node; everywhere (but in a text field)
//! the presenter's keys drive the run, so that a clicker's PageDown and
//! PageUp step (or, while a lesson is presented, go from moment to
//! moment).

use super::Answer;
use super::{Action, ClassroomAction, EditAction, LessonAction, PageAction, PlayAction, RunAction};
use crate::format::parse_line;
use crate::teach::TreeJump;

/// A key press, as the page saw it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Key {
    /// `KeyboardEvent.key`.
    pub key: String,
    /// `KeyboardEvent.code`: the key's place, whatever it writes
    /// (Shift and 1 write "!" on many layouts; its code is "Digit1").
    pub code: String,
    /// Ctrl (or Cmd) held.
    pub ctrl: bool,
    /// Shift held.
    pub shift: bool,
    /// Alt held.
    pub alt: bool,
    /// The grid has focus.
    pub on_grid: bool,
    /// The drawn search tree has focus.
    pub on_tree: bool,
    /// A text field, menu or button has focus (its own keys win).
    pub in_field: bool,
    /// The focused field is a menu or a slider (a strategy, a speed): its
    /// Up and Down are its own, but a presenter's clicker (Page Up, Page
    /// Down, Left, Right) still steps, so that a menu picked with the
    /// mouse does not catch the clicker.
    pub in_menu: bool,
    /// A dialog is open: only its own keys (and Esc) count.
    pub dialog: bool,
    /// A lesson is presented: Page Down and Page Up go from moment to
    /// moment (the arrows still step).
    pub presenting: bool,
}

/// The action of a key, if it has one (the page then keeps the key from
/// the browser).
pub fn key_action(key: &Key) -> Option<Action> {
    if key.key == "Escape" {
        return Some(Action::Page(PageAction::Escape));
    }
    if key.alt || key.dialog {
        return None;
    }
    if key.ctrl {
        if let Some(digit) = digit_key(key).filter(|_| key.on_grid) {
            return Some(Action::Edit(EditAction::Centre(digit)));
        }
        return match key.key.as_str() {
            "z" | "Z" if key.on_grid && key.shift => Some(Action::Edit(EditAction::Redo)),
            "z" | "Z" if key.on_grid => Some(Action::Edit(EditAction::Undo)),
            "y" | "Y" if key.on_grid => Some(Action::Edit(EditAction::Redo)),
            _ => None,
        };
    }
    if let Some(action) = grid_key(key).or_else(|| tree_key(key)) {
        return Some(action);
    }
    page_key(key)
}

/// A key on the grid: arrows move, digits write, N, H and T.
fn grid_key(key: &Key) -> Option<Action> {
    if !key.on_grid {
        return None;
    }
    if let Some(digit) = digit_key(key).filter(|_| key.shift) {
        return Some(Action::Edit(EditAction::Corner(digit)));
    }
    match key.key.as_str() {
        "ArrowUp" => Some(Action::Edit(EditAction::MoveSelection(-1, 0))),
        "ArrowDown" => Some(Action::Edit(EditAction::MoveSelection(1, 0))),
        "ArrowLeft" => Some(Action::Edit(EditAction::MoveSelection(0, -1))),
        "ArrowRight" => Some(Action::Edit(EditAction::MoveSelection(0, 1))),
        "Delete" | "Backspace" | "0" | "." => Some(Action::Edit(EditAction::Type(0))),
        "Enter" => Some(Action::Classroom(ClassroomAction::AnswerSelected)),
        // Not digits on any board (16x16 writes 10 to 16 as A to G).
        "n" | "N" => Some(Action::Play(PlayAction::ToggleNotes)),
        "h" | "H" => Some(Action::Play(PlayAction::Hint)),
        "t" | "T" => Some(Action::Play(PlayAction::ToggleTry)),
        k if k.chars().count() == 1 && k != " " && k != "+" && k != "-" => {
            let digit = parse_line(&format!("{k}{}", ".".repeat(15))).ok();
            digit.map(|v| Action::Edit(EditAction::Type(v[0])))
        }
        _ => None,
    }
}

/// The digit 1 to 9 of a key by its place (the row of digits or the
/// number pad), whatever Shift or Ctrl make it write.
fn digit_key(key: &Key) -> Option<u8> {
    let digit = (key.code.strip_prefix("Digit"))
        .or_else(|| key.code.strip_prefix("Numpad"))?
        .parse()
        .ok()?;
    (1..=9).contains(&digit).then_some(digit)
}

/// A key on the drawn search tree: up to the parent, left and right
/// through the nodes in the order they were placed.
fn tree_key(key: &Key) -> Option<Action> {
    if !key.on_tree {
        return None;
    }
    let along = match key.key.as_str() {
        "ArrowUp" => TreeJump::Parent,
        "ArrowLeft" => TreeJump::Previous,
        "ArrowRight" => TreeJump::Next,
        _ => return None,
    };
    Some(Action::Run(RunAction::TreeJump(along)))
}

/// A key anywhere else: the presenter's keys and the page's letters
/// (none in a text field; a menu keeps its Up and Down only).
fn page_key(key: &Key) -> Option<Action> {
    let clicker = matches!(
        key.key.as_str(),
        "ArrowRight" | "PageDown" | "ArrowLeft" | "PageUp"
    );
    if key.in_field && !(key.in_menu && clicker) {
        return None;
    }
    match key.key.as_str() {
        "PageDown" | "PageUp" if key.presenting => {
            Some(Action::Lesson(LessonAction::Clicker(key.key == "PageDown")))
        }
        " " => Some(Action::Run(RunAction::PlayPause)),
        "ArrowRight" | "PageDown" => Some(Action::Run(RunAction::Step)),
        "ArrowLeft" | "PageUp" => Some(Action::Run(RunAction::StepBack)),
        "Home" => Some(Action::Run(RunAction::ToStart)),
        "End" => Some(Action::Run(RunAction::ToEnd)),
        "+" | "=" => Some(Action::Run(RunAction::Faster(1))),
        "-" => Some(Action::Run(RunAction::Faster(-1))),
        "c" | "C" => Some(Action::Page(PageAction::CopyLink)),
        "l" | "L" => Some(Action::Page(PageAction::NextLang)),
        "p" | "P" => Some(Action::Page(PageAction::ToggleProjector)),
        "q" | "Q" => Some(Action::Classroom(ClassroomAction::Toggle(
            super::ModeKind::Predict,
        ))),
        "v" | "V" => Some(Action::Page(PageAction::NextPage)),
        // Off the grid, a digit answers predict mode's question.
        "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" => Some(Action::Classroom(
            ClassroomAction::Answer(Answer::Value(key.key.parse().unwrap_or(0))),
        )),
        "y" | "Y" => Some(Action::Classroom(ClassroomAction::Answer(Answer::Yes))),
        "n" | "N" => Some(Action::Classroom(ClassroomAction::Answer(Answer::No))),
        "?" => Some(Action::Page(PageAction::ShowHelp(true))),
        _ => None,
    }
}
