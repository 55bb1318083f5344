//! The run's answers: the run's own worker's (a start, a moment, a
//! `fast` run's progress, a failure) and a counting worker's, and how a
//! run that reached its end says so.

use std::rc::Rc;

use crate::page::model::{Command, CursorGoal, Model};
use crate::page::{FastProgress, MomentFacts, Note, Sharing, Subject};
use crate::page::{RunEnd, WorkerNote};
use crate::protocol::{Mode, Moment, Reply};

impl Model {
    /// The run's worker answered, `waited` ms after it was asked (or
    /// last answered).
    pub(in crate::page) fn on_reply(
        &mut self,
        reply: Reply,
        waited: f64,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        if self.run.stale_replies > 0 {
            self.run.stale_replies -= 1;
            return;
        }
        if let Reply::Memory {
            wasm_bytes,
            snapshots,
        } = reply
        {
            self.screen.keep_memory(crate::page::WorkerMemory {
                wasm_bytes,
                snapshots,
            });
            return;
        }
        if let Reply::LabChecked { outcome } = reply {
            if let Some(lab) = self.mode.lab_mut() {
                lab.checked(outcome);
            }
            return;
        }
        if self.run.current.is_none() {
            return;
        }
        match reply {
            Reply::Started { stepping } => self.on_started(stepping, None),
            Reply::LabStarted { board } => self.on_started(true, Some(board)),
            Reply::Moment(moment) => {
                self.on_moment(*moment);
                self.lesson_after_moment(now, out);
            }
            Reply::Progress {
                stats,
                fraction,
                finished,
                complete,
                solutions,
            } => {
                let progress = FastProgress {
                    solutions: stats.solutions,
                    fraction,
                    finished,
                    complete,
                };
                self.on_progress(progress, solutions, waited);
            }
            Reply::Failed { message } => {
                self.screen.say(Note::Failed(message));
                self.reset_run(out);
            }
            Reply::QueensCounted { .. } => {} // only counting workers send these
            Reply::Memory { .. } => {}        // taken above, with or without a run
            // Only the maker sends these.
            Reply::Generated { .. } | Reply::Measured { .. } | Reply::TrueCandidates { .. } => {}
            Reply::Ready | Reply::LabChecked { .. } => {} // only helpers are asked; taken above
            Reply::LabRefused { error } => {
                if let Some(lab) = self.mode.lab_mut() {
                    lab.refused(crate::page::LabProblem::Load(error));
                }
                self.reset_run(out);
            }
            reply @ (Reply::Plan { .. } | Reply::PiecesDone { .. }) => {
                self.on_share_reply(reply, now)
            }
        }
    }

    /// The run started (stepping, or not); a learner's own puzzle with
    /// the board its code declares.
    fn on_started(&mut self, stepping: bool, declared: Option<crate::lab::DeclaredBoard>) {
        let strategy = self.choices.strategy();
        let Some(run) = &mut self.run.current else {
            return;
        };
        run.stepping = Some(stepping);
        if let (Subject::Own(board), Some(declared)) = (&mut run.subject, declared) {
            *board = Some(Rc::new(declared));
        }
        if stepping {
            run.moment.levels.clear();
            self.run.facts = Some(Rc::new(MomentFacts::of(run, strategy)));
        } else {
            self.run.cursor.playing = false;
            self.run.cursor.goal = Some(CursorGoal::End);
        }
    }

    /// A moment of a stepping run: held back in predict mode, else the
    /// one on screen.
    fn on_moment(&mut self, moment: Moment) {
        if matches!(self.run.cursor.goal, Some(CursorGoal::HiddenStep(_))) {
            // Predict mode: held back until the class has answered.
            if moment.pending {
                return;
            }
            self.run.cursor.goal = None;
            // A puzzle of the learner's own has no rules the page could
            // score an answer by: its steps come unasked.
            let scored = self
                .run
                .current
                .as_ref()
                .is_some_and(|r| r.puzzle().is_some());
            let shown = self.mode.predict_mut().and_then(|p| p.hold(moment, scored));
            self.show_held(shown);
            return;
        }
        let strategy = self.choices.strategy();
        let Some(run) = &mut self.run.current else {
            return;
        };
        if matches!(run.sharing, Sharing::Asked(_) | Sharing::On(_)) {
            // Not shared after all, or shared and merged: what
            // is left of the way, if anything, goes alone.
            run.sharing = Sharing::Alone;
        }
        let (pending, reached) = (moment.pending, moment.reached);
        if self.mode.lab_mut().is_some_and(|lab| lab.took(&moment)) {
            // A method that failed stops the run.
            self.run.cursor.playing = false;
        }
        let Some(run) = &mut self.run.current else {
            return;
        };
        // The search's own time, not the messages' round trips: on the
        // way to the end, and on a jump to ground not searched before (a
        // replay of what was searched already adds nothing; a play counts
        // its clock instead).
        let new_ground = moment.covered > run.moment.covered && !self.run.cursor.playing;
        if self.run.cursor.goal == Some(CursorGoal::End) || new_ground {
            run.elapsed_ms += moment.work_ms;
        }
        run.take(moment);
        self.run.facts = Some(Rc::new(MomentFacts::of(run, strategy)));
        if let Some(step) = self
            .run
            .cursor
            .resume
            .filter(|&s| s == run.moment.step && !pending)
        {
            // What the reader did meanwhile (a link copied, say) keeps
            // its message: the resumed step is said only to a quiet page.
            if self.screen.note().is_none() {
                self.screen.say_unless_held(Some(Note::Resumed(step)));
            }
            self.run.cursor.resume = None;
        }
        match self.run.cursor.goal {
            _ if pending => {}
            Some(CursorGoal::Find(target, forward)) if !reached => {
                self.screen.say(Note::NoneFurther(target, forward));
                self.run.cursor.goal = None;
            }
            Some(CursorGoal::End) if !run.finished() => {}
            // The answer to an earlier request, the step wanted
            // having changed since (a second jump before the first
            // one's answer): still wanted, asked next.
            Some(CursorGoal::Step(k))
                if run.moment.step != k && run.moment.end.is_none_or(|e| k < e) => {}
            _ => self.run.cursor.goal = None,
        }
        if run.finished() {
            // An embed's play ends as the embed says (it may loop).
            self.run.cursor.playing &= self.lesson.embed().is_some();
            self.finished();
        }
    }

    /// A `fast` run's progress after a slice, `waited` ms after it was
    /// asked, with the solutions it found in it.
    fn on_progress(&mut self, progress: FastProgress, solutions: Vec<Vec<u8>>, waited: f64) {
        let Some(run) = &mut self.run.current else {
            return;
        };

        run.solutions.extend(
            solutions
                .into_iter()
                .map(|board| crate::protocol::FoundSolution { step: 0, board }),
        );
        match &run.pool {
            Some(pool) => {
                run.boards_done = progress.finished;
                run.fast.finished = progress.finished && pool.finished();
            }
            None => {
                run.elapsed_ms += waited;
                run.fast.solutions = progress.solutions;
                run.fast.fraction = progress.fraction;
                run.fast.finished = progress.finished;
                run.fast.complete = progress.complete;
            }
        }
        if run.fast.finished {
            self.run.cursor.goal = None;
            self.finished();
        }
    }

    /// A counting worker's answer: the count rises.
    pub(in crate::page) fn on_pool_reply(
        &mut self,
        id: u32,
        worker: usize,
        reply: Reply,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        let Some(run) = &mut self.run.current else {
            return;
        };
        let Some(pool) = run.pool.as_mut().filter(|p| p.id() == id) else {
            return; // from a count already dropped
        };
        if let Err(e) = pool.on_reply(worker, reply) {
            self.screen.say(Note::Worker(WorkerNote::CountStopped(e)));
            self.reset_run(out);
            return;
        }
        run.elapsed_ms = now - pool.started;
        run.fast.fraction = Some(pool.fraction());
        run.fast.solutions = pool.solutions();
        run.fast.complete = pool.finished();
        run.fast.finished = run.boards_done && pool.finished();
        if run.fast.finished {
            self.run.cursor.goal = None;
            self.finished();
        }
    }

    /// The run reached its end: say how it ended, and show the first
    /// solution (the board at the end of a whole search is empty).
    fn finished(&mut self) {
        let Some(run) = &self.run.current else { return };
        if run
            .moment
            .learner
            .as_ref()
            .is_some_and(|n| n.failure.is_some())
        {
            // A learner's method failed: the run stopped there, and the
            // Lab says why; no claim about the tree.
            self.screen.hush();
            return;
        }
        let stats = run.stats();
        let complete = match run.stepping {
            Some(true) => run.moment.complete,
            _ => run.fast.complete,
        };
        let unique_asked = self.choices.mode() == Mode::Unique;
        self.screen.say(match (stats.solutions, complete) {
            (0, _) => Note::Ended(RunEnd::NoSolution),
            (1, true) => Note::Ended(RunEnd::ExactlyOne),
            (2, false) if unique_asked => Note::Ended(RunEnd::NotUnique),
            (n, true) => Note::Ended(RunEnd::Solutions {
                count: n,
                workers: run
                    .pool
                    .as_ref()
                    .map(|p| p.workers())
                    .or(run.shared_by.filter(|&w| w > 1)),
            }),
            (n, false) => Note::Ended(RunEnd::StoppedAfter(n)),
        });
        let whole_tree_done = run.stepping == Some(false) || complete;
        let two_to_compare = unique_asked && run.solutions.len() == 2;
        if (whole_tree_done || two_to_compare)
            && !run.solutions.is_empty()
            && self.run.cursor.browsing.is_none()
        {
            // Not unique: the second solution, the one that proves it, and
            // the first a click away.
            self.run.cursor.browsing = Some(if two_to_compare { 1 } else { 0 });
        }
    }
}
