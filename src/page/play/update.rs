//! The reducer of solving by hand: notes mode, fill in candidates,
//! check, hint, the page hidden; and what every edit of the grid tells
//! the person (a mark gone, the clock started, the puzzle solved).

use std::rc::Rc;

use super::asked::{answer_of, Answer, Question};
use super::check::check;
use super::culprits::Culprits;
use super::grade::apply_hint;
use super::hint::find_hint_with;
use super::Checked;
use super::{Play, Said, Solved, HINT_LEVELS};
use crate::kinds::hand::Solutions;
use crate::kinds::kind_of;
use crate::page::action::{EditAction, PlayAction};
use crate::page::ctx::{Ctx, Follow, ToWorker};
use crate::page::model::{Command, Document};
use crate::page::workers::Worker;
use crate::page::Editor;
use crate::protocol::{Reply, Request};
use crate::puzzles::Mask;
use crate::strategy::Strategy;

impl Play {
    /// Carries out an action of solving by hand on the grid of
    /// `document`, the run's strategy being `strategy`.
    pub(in crate::page) fn update(
        &mut self,
        action: PlayAction,
        document: &mut Document,
        strategy: Strategy,
        ctx: &mut Ctx,
    ) {
        let on_own_grid = !matches!(
            action,
            PlayAction::PageHidden(_)
                | PlayAction::ToggleNotes
                | PlayAction::ToggleTry
                | PlayAction::ToggleCorner
                | PlayAction::ToggleNotesFollow
                | PlayAction::WatchSearch
                | PlayAction::BackToGrid
        );
        if on_own_grid {
            self.back_to_grid(document, ctx);
        }
        let feedback = matches!(
            action,
            PlayAction::Check | PlayAction::Hint | PlayAction::WhereWrong
        );
        // Every action but these shows the person's grid, not a run.
        if feedback || matches!(action, PlayAction::FillNotes | PlayAction::ToggleTruth) {
            ctx.then(Follow::DropRun);
        }
        let editor = document.editor_mut();
        match action {
            PlayAction::ToggleNotes | PlayAction::ToggleCorner | PlayAction::ToggleTry => {
                self.switch_mode(action, editor.takes_notes())
            }
            PlayAction::RollBack => self.roll_back_by_hand(document, ctx),
            PlayAction::GoOn => self.go_on_by_hand(document, ctx),
            PlayAction::ToggleNotesFollow => self.notes_stay = !self.notes_stay,
            PlayAction::FillNotes => {
                if editor.fill_notes() {
                    ctx.then(Follow::Edited);
                    self.played(editor, ctx);
                }
            }
            PlayAction::Check | PlayAction::Hint | PlayAction::WhereWrong => {
                self.feedback(action, document, ctx)
            }
            PlayAction::ToggleTruth => {
                self.truth_on = !self.truth_on;
                self.truth = None;
                if self.truth_on {
                    ask_truth(editor, ctx);
                }
            }
            PlayAction::WatchSearch => self.watch_search(document, strategy, ctx),
            PlayAction::BackToGrid => self.back_to_grid(document, ctx),
            PlayAction::PageHidden(hidden) => self.clock.hidden(hidden, ctx.now),
        }
    }

    /// A check, a hint or "where did I go wrong": carried out once the
    /// worker has answered what it needs (the puzzle's solutions, found
    /// once per puzzle; the entries that cannot stand together), asked
    /// of it until then; the square it points at is shown.
    fn feedback(&mut self, action: PlayAction, document: &mut Document, ctx: &mut Ctx) {
        let editor = document.editor();
        let asking = match (action, &self.known.solutions) {
            (PlayAction::WhereWrong, _) => Some(Question::Culprits {
                puzzle: editor.puzzle().spec(),
                values: editor.values().to_vec(),
            }),
            (_, None) => {
                self.known.awaiting = Some(action);
                Some(Question::Solutions(editor.puzzle().spec()))
            }
            (_, Some(_)) => None,
        };
        match (asking, action) {
            (Some(question), _) => {
                ctx.send(Worker::Maker, question.request());
                self.wrong.clear();
                self.said = Some(Said::Working);
            }
            (None, PlayAction::Hint) => self.hint(document, ctx),
            (None, _) => self.check(document.editor()),
        }
        ctx.command(Command::ShowFeedback(
            self.feedback_square(document.editor()),
        ));
    }

    /// A check of the grid against the puzzle's solutions: what is wrong
    /// is marked.
    fn check(&mut self, editor: &Editor) {
        let solutions = self.known.solutions.clone().unwrap_or_default();
        let (outcome, wrong) = kind_of(editor.puzzle())
            .check_by_hand(editor.entries(), &solutions)
            .unwrap_or_else(|| check(editor, &solutions));
        self.checks += 1;
        self.wrong = wrong;
        self.said = Some(Said::Checked(outcome));
    }

    /// The worker's answer to a question of solving by hand: the
    /// solutions of the puzzle on the board (a check or hint waiting for
    /// them is carried out), or its entries that cannot stand together,
    /// if the grid is still as asked and the answer still wanted.
    fn on_answer(&mut self, answer: Answer, document: &mut Document, ctx: &mut Ctx) {
        let editor = document.editor();
        match answer {
            Answer::Solutions { puzzle, solutions } => {
                if puzzle != editor.puzzle().spec() {
                    return;
                }
                self.known.solutions = Some(Rc::new(solutions));
                if let Some(action) = self.known.awaiting.take() {
                    self.feedback(action, document, ctx);
                }
            }
            Answer::Refuted(refuted) => {
                if refuted.values != editor.values() || refuted.puzzle != editor.puzzle().spec() {
                    return;
                }
                self.known.refuted = Some(refuted);
                if self.known.awaiting == Some(PlayAction::Hint) && self.said == Some(Said::Working)
                {
                    self.known.awaiting = None;
                    self.feedback(PlayAction::Hint, document, ctx);
                }
            }
            Answer::Culprits { values, found } => {
                if values != editor.values() || self.said != Some(Said::Working) {
                    return;
                }
                self.wrong = match &found {
                    Culprits::Found(entries) => entries.clone(),
                    _ => Vec::new(),
                };
                self.said = Some(Said::Culprits(found));
                ctx.command(Command::ShowFeedback(self.feedback_square(editor)));
            }
        }
    }

    /// The square a check, hint or search for wrong entries points at:
    /// the first wrong entry, else the hint's cell once it is named.
    fn feedback_square(&self, editor: &Editor) -> Option<usize> {
        let puzzle = editor.puzzle();
        let square = |cell: usize, value: u8| {
            puzzle.square_of_move(crate::engine::Move::new(cell, u32::from(value)))
        };
        if let Some(&(cell, value)) = self.wrong.first() {
            return Some(square(cell, value));
        }
        match &self.said {
            Some(Said::Hint(hint, level)) if *level >= 2 => Some(square(hint.cell, hint.value)),
            _ => None,
        }
    }

    /// The maker answered (with `unanswered` requests still out): a
    /// measure for the play bar, a grid's true candidates, or what the
    /// document asked of it (a puzzle made). A measure stops the maker
    /// unless it has more to do: an idle worker holds its memory.
    pub(in crate::page) fn on_maker_reply(
        &mut self,
        reply: Reply,
        unanswered: u32,
        document: &mut Document,
        ctx: &mut Ctx,
    ) {
        match reply {
            Reply::Measured { .. } => {
                let idle = !document.making() && !self.truth_on && unanswered == 0;
                if idle {
                    ctx.tell(Worker::Maker, ToWorker::Stop);
                }
                self.measured(reply, &document.editor().puzzle().spec());
            }
            Reply::TrueCandidates { values, candidates } => {
                let grid = document.editor().values();
                self.on_truth(grid, &values, candidates)
            }
            Reply::PuzzleText(answer) => document.on_puzzle_text(&answer, ctx),
            Reply::PlayAnswer(answer) => {
                let idle = !document.making() && !self.truth_on && unanswered == 0;
                if idle {
                    ctx.tell(Worker::Maker, ToWorker::Stop);
                }
                if let Some(answer) = answer_of(&answer) {
                    self.on_answer(answer, document, ctx);
                }
            }
            reply => document.made(reply, ctx),
        }
    }

    /// The worker's true candidates for `asked` (the values of the grid
    /// they are of), the grid holding `values` now: shown if they are of
    /// the grid as it is and still asked for; where the solver ran out
    /// of time, said.
    pub(in crate::page) fn on_truth(
        &mut self,
        values: &[u8],
        asked: &[u8],
        candidates: Option<Vec<Mask>>,
    ) {
        if !self.truth_on || asked != values {
            return;
        }
        if candidates.is_none() {
            self.truth_on = false;
            self.said = Some(Said::Checked(Checked::Unknown));
        }
        self.truth = candidates;
    }

    /// The next hint, or the hint on screen one level further; its last
    /// level places the value (or takes a wrong one out).
    fn hint(&mut self, document: &mut Document, ctx: &mut Ctx) {
        let solutions = self.known.solutions.clone().unwrap_or_default();
        let editor = document.editor();
        let mut unknown = None;
        let found = find_hint_with(editor, &solutions, &mut |candidates| {
            let known = self.known.refuted_for(editor.values(), candidates);
            if known.is_none() {
                unknown = Some(candidates.to_vec());
            }
            known.flatten()
        });
        if let Some(candidates) = unknown {
            return self.ask_refutation(editor, candidates, &solutions, ctx);
        }
        let Some(hint) = found else {
            self.said = Some(match *solutions {
                Solutions::Several(..) => Said::NoHintSeveral,
                Solutions::None => Said::Checked(Checked::NoSolution),
                _ => Said::NoHint,
            });
            return;
        };
        let level = match &self.said {
            Some(Said::Hint(shown, level)) if *shown == hint => (level + 1).min(HINT_LEVELS),
            _ => {
                self.hints += 1;
                1
            }
        };
        if level >= 2 {
            document.select(hint.cell);
        }
        if level == HINT_LEVELS && apply_hint(document.editor_mut(), hint) {
            ctx.then(Follow::Edited);
            self.after_edit(document, ctx);
        }
        if !matches!(self.said, Some(Said::Solved(_))) {
            self.said = Some(Said::Hint(hint, level));
        }
    }

    /// An edit of the grid by the person: a hint's search watched on
    /// the board ends first (an edit is the person's), then the grid
    /// takes it and the play hears of the change.
    pub(in crate::page) fn edit(
        &mut self,
        action: EditAction,
        document: &mut Document,
        ctx: &mut Ctx,
    ) {
        if !matches!(
            action,
            EditAction::Select(_) | EditAction::MoveSelection(..)
        ) {
            self.back_to_grid(document, ctx);
        }
        let undo = action == EditAction::Undo;
        // A digit typed goes where the mode says: a try, a corner mark,
        // a centre mark (the notes), or the cell.
        let digits = document.editor().takes_notes();
        let changed = match action {
            EditAction::Type(value @ 1..) if self.try_mode && digits => {
                self.try_typed(value, document, ctx)
            }
            EditAction::Type(value) if self.corner_mode && digits => {
                document.edit(EditAction::Corner(value), ctx)
            }
            EditAction::Type(value) if self.notes_mode && digits => {
                document.edit(EditAction::Centre(value), ctx)
            }
            action => document.edit(action, ctx),
        };
        if undo {
            self.count_undo(changed);
        }
        if changed {
            self.after_edit(document, ctx);
        }
    }

    /// After an edit of `editor`'s grid by the person: the clock runs,
    /// marks of changed cells go, what was said of the old grid goes,
    /// and a grid solved is said.
    pub(in crate::page) fn played(&mut self, editor: &Editor, ctx: &mut Ctx) {
        let now = ctx.now;
        self.clock.entry(now);
        self.ask_solutions(editor, ctx);
        if self.truth_on {
            self.truth = None;
            ask_truth(editor, ctx);
        }
        self.wrong
            .retain(|&(cell, value)| editor.entry(cell) == value);
        let was_solved = matches!(self.said, Some(Said::Solved(_)));
        let solved = self.solved_by_hand(editor);
        if solved && !was_solved {
            self.clock.stop(now);
            self.said = Some(Said::Solved(Solved {
                ms: self.clock.spent(now),
                hints: self.hints,
                checks: self.checks,
                undos: self.undos,
            }));
        } else if !solved {
            self.said = None;
        }
    }

    /// Whether `editor`'s grid is full and a solution of the puzzle.
    fn solved_by_hand(&mut self, editor: &Editor) -> bool {
        if let Some(solved) = kind_of(editor.puzzle()).solved_by_hand(editor.entries()) {
            return solved;
        }
        let full = editor.values().iter().all(|&v| v != 0);
        if !full || editor.conflicts().iter().any(|&c| c) {
            return false;
        }
        match self.known.solutions.as_deref() {
            Some(Solutions::Unique(solution)) => solution == editor.values(),
            // A full grid that keeps every rule is a solution.
            _ => editor.puzzle().is_solution(editor.values()),
        }
    }
}

impl Play {
    /// Asks the maker worker for the puzzle's solutions, once: a person
    /// at work on the grid will want them for a check or a hint.
    pub(in crate::page) fn ask_solutions(&mut self, editor: &Editor, ctx: &mut Ctx) {
        if !self.known.asked && self.known.solutions.is_none() {
            self.known.asked = true;
            let question = Question::Solutions(editor.puzzle().spec());
            ctx.send(Worker::Maker, question.request());
        }
    }
}

impl Play {
    /// Asks the maker worker for a value the search shows to fail on the
    /// grid, the hint waiting for it.
    fn ask_refutation(
        &mut self,
        editor: &Editor,
        candidates: Vec<Mask>,
        solutions: &Solutions,
        ctx: &mut Ctx,
    ) {
        let question = Question::Refutation {
            puzzle: editor.puzzle().spec(),
            values: editor.values().to_vec(),
            candidates,
            solutions: solutions.clone(),
        };
        ctx.send(Worker::Maker, question.request());
        self.known.awaiting = Some(PlayAction::Hint);
        self.said = Some(Said::Working);
    }
}

/// Asks the maker worker for the true candidates of `editor`'s grid as
/// it is (a search that would hold the page up on a large grid).
fn ask_truth(editor: &Editor, ctx: &mut Ctx) {
    let request = Request::TrueCandidates {
        puzzle: editor.puzzle().spec(),
        values: editor.values().to_vec(),
    };
    ctx.send(Worker::Maker, request);
}
