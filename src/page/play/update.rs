//! The reducer of solving by hand: notes mode, fill in candidates,
//! check, hint, the page hidden; and what every edit of the grid tells
//! the person (a mark gone, the clock started, the puzzle solved).

use std::rc::Rc;

use super::check::check;
use super::culprits::{culprits, Culprits};
use super::grade::apply_hint;
use super::hint::find_hint;
use super::Checked;
use super::{Said, Solved, HINT_LEVELS};
use crate::kinds::hand::{solutions_of, Solutions};
use crate::kinds::kind_of;
use crate::page::action::PlayAction;
use crate::page::model::{Command, Model};
use crate::page::workers::Worker;
use crate::protocol::Request;
use crate::puzzles::Mask;

impl Model {
    /// Carries out an action of solving by hand.
    pub(in crate::page) fn on_play(
        &mut self,
        action: PlayAction,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        let on_own_grid = !matches!(
            action,
            PlayAction::PageHidden(_)
                | PlayAction::ToggleNotes
                | PlayAction::ToggleNotesFollow
                | PlayAction::WatchSearch
                | PlayAction::BackToGrid
        );
        if on_own_grid {
            self.back_to_grid(out);
        }
        let feedback = matches!(
            action,
            PlayAction::Check | PlayAction::Hint | PlayAction::WhereWrong
        );
        match action {
            PlayAction::ToggleNotes => self.play.notes_mode = !self.play.notes_mode,
            PlayAction::ToggleNotesFollow => self.play.notes_stay = !self.play.notes_stay,
            PlayAction::FillNotes => {
                self.show_own_grid(out);
                if self.document.editor.fill_notes() {
                    self.edited(out);
                    self.played(now, out);
                }
            }
            PlayAction::Check => {
                self.show_own_grid(out);
                let solutions = self.solutions();
                let editor = &self.document.editor;
                let (outcome, wrong) = kind_of(editor.puzzle())
                    .check_by_hand(editor.entries(), &solutions)
                    .unwrap_or_else(|| check(editor, &solutions));
                self.play.checks += 1;
                self.play.wrong = wrong;
                self.play.said = Some(Said::Checked(outcome));
            }
            PlayAction::Hint => {
                self.show_own_grid(out);
                self.hint(now, out);
            }
            PlayAction::WhereWrong => {
                self.show_own_grid(out);
                let found = culprits(&self.document.editor);
                self.play.wrong = match &found {
                    Culprits::Found(entries) => entries.clone(),
                    _ => Vec::new(),
                };
                self.play.said = Some(Said::Culprits(found));
            }
            PlayAction::ToggleTruth => {
                self.show_own_grid(out);
                self.play.truth_on = !self.play.truth_on;
                self.play.truth = None;
                if self.play.truth_on {
                    self.ask_truth(out);
                }
            }
            PlayAction::WatchSearch => self.watch_search(now, out),
            PlayAction::BackToGrid => self.back_to_grid(out),
            PlayAction::PageHidden(hidden) => self.play.clock.hidden(hidden, now),
        }
        if feedback {
            out.push(Command::ShowFeedback(self.feedback_square()));
        }
    }

    /// The square a check, hint or search for wrong entries points at:
    /// the first wrong entry, else the hint's cell once it is named.
    fn feedback_square(&self) -> Option<usize> {
        let puzzle = self.document.editor.puzzle();
        let square = |cell: usize, value: u8| {
            puzzle.square_of_move(crate::engine::Move::new(cell, u32::from(value)))
        };
        if let Some(&(cell, value)) = self.play.wrong.first() {
            return Some(square(cell, value));
        }
        match &self.play.said {
            Some(Said::Hint(hint, level)) if *level >= 2 => Some(square(hint.cell, hint.value)),
            _ => None,
        }
    }

    /// Asks the maker worker for the true candidates of the grid as it
    /// is (a search that would hold the page up on a large grid).
    fn ask_truth(&mut self, out: &mut Vec<Command>) {
        let editor = &self.document.editor;
        let request = Request::TrueCandidates {
            puzzle: editor.puzzle().spec(),
            values: editor.values().to_vec(),
        };
        let now = self.cursor.last_tick;
        self.workers.watchdog.send(Worker::Maker, request, now, out);
    }

    /// The worker's true candidates: shown if they are of the grid as it
    /// is and still asked for; where the solver ran out of time, said.
    pub(in crate::page) fn on_truth(&mut self, values: &[u8], candidates: Option<Vec<Mask>>) {
        if !self.play.truth_on || values != self.document.editor.values() {
            return;
        }
        if candidates.is_none() {
            self.play.truth_on = false;
            self.play.said = Some(Said::Checked(Checked::Unknown));
        }
        self.play.truth = candidates;
    }

    /// The board shows the person's grid, not a run over it.
    fn show_own_grid(&mut self, out: &mut Vec<Command>) {
        if self.run.is_some() {
            self.reset_run(out);
        }
    }

    /// The puzzle's solution, found once per puzzle.
    fn solutions(&mut self) -> Rc<Solutions> {
        let editor = &self.document.editor;
        Rc::clone(
            self.play
                .solutions
                .get_or_insert_with(|| Rc::new(solutions_of(editor.puzzle()))),
        )
    }

    /// The next hint, or the hint on screen one level further; its last
    /// level places the value (or takes a wrong one out).
    fn hint(&mut self, now: f64, out: &mut Vec<Command>) {
        let solutions = self.solutions();
        let Some(hint) = find_hint(&self.document.editor, &solutions) else {
            self.play.said = Some(match *solutions {
                Solutions::Several(..) => Said::NoHintSeveral,
                Solutions::None => Said::Checked(Checked::NoSolution),
                _ => Said::NoHint,
            });
            return;
        };
        let level = match &self.play.said {
            Some(Said::Hint(shown, level)) if *shown == hint => (level + 1).min(HINT_LEVELS),
            _ => {
                self.play.hints += 1;
                1
            }
        };
        if level >= 2 {
            self.document.selected = hint.cell;
        }
        if level == HINT_LEVELS && apply_hint(&mut self.document.editor, hint) {
            self.edited(out);
            self.played(now, out);
        }
        if !matches!(self.play.said, Some(Said::Solved(_))) {
            self.play.said = Some(Said::Hint(hint, level));
        }
    }

    /// After an edit of the grid by the person: the clock runs, marks
    /// of changed cells go, what was said of the old grid goes, and a
    /// grid solved is said.
    pub(in crate::page) fn played(&mut self, now: f64, out: &mut Vec<Command>) {
        self.play.clock.entry(now);
        if self.play.truth_on {
            self.play.truth = None;
            self.ask_truth(out);
        }
        let editor = &self.document.editor;
        self.play
            .wrong
            .retain(|&(cell, value)| editor.entry(cell) == value);
        let was_solved = matches!(self.play.said, Some(Said::Solved(_)));
        let solved = self.solved_by_hand();
        if solved && !was_solved {
            self.play.clock.stop(now);
            self.play.said = Some(Said::Solved(Solved {
                ms: self.play.clock.spent(now),
                hints: self.play.hints,
                checks: self.play.checks,
                undos: self.play.undos,
            }));
        } else if !solved {
            self.play.said = None;
        }
    }

    /// Whether the grid is full and a solution of the puzzle.
    fn solved_by_hand(&mut self) -> bool {
        let editor = &self.document.editor;
        if let Some(solved) = kind_of(editor.puzzle()).solved_by_hand(editor.entries()) {
            return solved;
        }
        let full = editor.values().iter().all(|&v| v != 0);
        if !full || editor.conflicts().iter().any(|&c| c) {
            return false;
        }
        let solutions = self.solutions();
        let editor = &self.document.editor;
        match &*solutions {
            Solutions::Unique(solution) => solution == editor.values(),
            _ => editor
                .solvable()
                .is_ok_and(|p| matches!(solutions_of(&p), Solutions::Unique(_))),
        }
    }
}
