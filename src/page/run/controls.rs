//! The run's controls as they act when no classroom mode takes them:
//! the choices (strategy, seed, how many solutions, speed) and the
//! cursor's motion (play, step, jump, to the end, cancel, browse).

use crate::page::action::RunAction;
use crate::page::model::{Command, CursorGoal, Model};
use crate::page::Note;
use crate::teach::tree_jump;

impl Model {
    /// Carries out a control of the run.
    pub(in crate::page) fn on_run(&mut self, action: RunAction, now: f64, out: &mut Vec<Command>) {
        match action {
            RunAction::SetStrategy(_)
            | RunAction::SetSeed(_)
            | RunAction::SetMode(_)
            | RunAction::SetSpeed(_)
            | RunAction::Faster(_) => {
                let moved = self.run.current.as_ref().is_some_and(|r| r.moment.step > 0);
                self.with_ctx(now, out, |m, ctx| m.choices.update(&action, moved, ctx));
            }
            RunAction::Play => self.play(now, out),
            RunAction::Pause => self.run.cursor.pause(),
            RunAction::PlayPause => {
                if self.busy() {
                    self.run.cursor.pause()
                } else {
                    self.play(now, out)
                }
            }
            RunAction::Cancel => {
                self.new_run_worker(out);
                self.reset_run(out);
                self.screen.say(Note::Cancelled);
            }
            RunAction::Browse(delta) => self.browse(delta),
            RunAction::BrowseMirror => {
                if let Some(at) = self.queens_symmetry().and_then(|s| s.mirror) {
                    self.run.cursor.browsing = Some(at);
                }
            }
            motion => self.move_cursor(motion, now, out),
        }
    }

    /// Moves the cursor of a stepping run (starting the run where a step
    /// forward needs one).
    fn move_cursor(&mut self, action: RunAction, now: f64, out: &mut Vec<Command>) {
        let goal = match action {
            RunAction::Step if self.ensure_run(now, out) => CursorGoal::Step(self.heading() + 1),
            RunAction::StepBack if self.run.current.is_some() => {
                CursorGoal::Step(self.heading().saturating_sub(1))
            }
            RunAction::ToStart if self.run.current.is_some() => CursorGoal::Step(0),
            RunAction::SeekTo(step) if self.ensure_run(now, out) => CursorGoal::Step(step),
            RunAction::TreeJump(jump) => {
                let drawn = self.run.current.as_ref().zip(self.run.facts.as_ref());
                let target = drawn.and_then(|(run, facts)| {
                    tree_jump(facts.tree.as_ref()?, &run.log, run.moment.step, jump)
                });
                match target {
                    Some(step) => CursorGoal::Step(step),
                    None => return,
                }
            }
            RunAction::Find(target, forward) if self.ensure_run(now, out) => {
                CursorGoal::Find(target, forward)
            }
            RunAction::ToEnd if self.ensure_run(now, out) => {
                self.run.cursor.playing = false;
                self.run.cursor.browsing = None;
                self.run.cursor.goal = Some(CursorGoal::End);
                return;
            }
            _ => return,
        };
        self.run.cursor.stop_motion();
        self.run.cursor.goal = Some(goal);
    }

    /// Plays the run, starting it if there is none.
    fn play(&mut self, now: f64, out: &mut Vec<Command>) {
        if !self.ensure_run(now, out) {
            return;
        }
        if let Some(run) = &self.run.current {
            self.run.cursor.play(run, now);
        }
    }

    /// Shows the next (`delta` +1) or previous (-1) solution board.
    fn browse(&mut self, delta: isize) {
        if let Some(run) = &self.run.current {
            let count = run.solutions.len() as isize;
            if count > 0 {
                let at = self
                    .run
                    .cursor
                    .browsing
                    .map_or(if delta > 0 { -1 } else { 0 }, |b| b as isize);
                self.run.cursor.browsing = Some((at + delta).rem_euclid(count) as usize);
            }
        }
    }
}
