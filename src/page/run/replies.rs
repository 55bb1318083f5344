//! The run's answers: the run's own worker's (a start, a moment, a
//! `fast` run's progress, a failure) and a counting worker's, and how a
//! run that reached its end says so. The replies that concern another
//! part (the Lab's, the worker's memory) are routed before they reach the
//! run (`Model::update`'s router, in `update.rs`); a step held back for
//! predict mode goes on to it as a follow (`Follow::Hold`).

use std::rc::Rc;

use crate::page::ctx::{Ctx, Follow};
use crate::page::model::CursorGoal;
use crate::page::run::choices::Choices;
use crate::page::run::part::RunPart;
use crate::page::{FastProgress, MomentFacts, Note, Sharing, Subject};
use crate::page::{RunEnd, WorkerNote};
use crate::protocol::{FoundSolution, Mode, Moment, Reply};

/// What the run reads of the page around it while it takes a reply.
pub(in crate::page) struct Around<'a> {
    /// The run's choices (its strategy, how many solutions were asked).
    pub choices: &'a Choices,
    /// The page is an embed (whose play may loop at the end).
    pub embedded: bool,
    /// Nothing is said under the controls.
    pub quiet: bool,
}

impl RunPart {
    /// A reply of the run's worker that belongs to a run already
    /// dropped: true if this one is such (it is then dropped).
    pub(in crate::page) fn drops_stale(&mut self) -> bool {
        let stale = self.stale_replies > 0;
        self.stale_replies = self.stale_replies.saturating_sub(1);
        stale
    }

    /// Whether replies of a run already dropped are still to come.
    pub(in crate::page) fn owes_stale_replies(&self) -> bool {
        self.stale_replies > 0
    }

    /// Whether the next moment is held back from the screen (predict
    /// mode asks first).
    fn hides_next(&self) -> bool {
        matches!(self.cursor.goal, Some(CursorGoal::HiddenStep(_)))
    }

    /// A moment held back from the screen: once it is the one asked for
    /// (not a slice on the way), the cursor stops there and the moment is
    /// handed on for predict mode to hold.
    fn hidden(&mut self, moment: Moment) -> Option<Moment> {
        if moment.pending {
            return None;
        }
        self.cursor.goal = None;
        Some(moment)
    }

    /// Shows `moment` (one predict mode held back).
    pub(in crate::page) fn show(&mut self, moment: Moment, choices: &Choices) {
        if let Some(run) = &mut self.current {
            run.take(moment);
            self.facts = Some(Rc::new(MomentFacts::of(run, choices.strategy())));
        }
    }

    /// The run's worker answered `reply` (not a moment, see
    /// [`RunPart::on_moment`]), `waited` ms after it was asked (or last
    /// answered).
    pub(in crate::page) fn on_reply(
        &mut self,
        reply: Reply,
        waited: f64,
        around: &Around,
        ctx: &mut Ctx,
    ) {
        let strategy = around.choices.strategy();
        match reply {
            Reply::Started { stepping } => self.on_started(stepping, None, around),
            Reply::LabStarted { board } => self.on_started(true, Some(board), around),
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
                self.on_progress(progress, solutions, waited, around, ctx);
            }
            Reply::Failed { message } => {
                ctx.then(Follow::Say(Note::Failed(message)));
                ctx.then(Follow::ResetRun);
            }
            reply @ (Reply::Plan { .. } | Reply::PiecesDone { .. }) => {
                self.on_share_reply(reply, strategy, ctx.now)
            }
            // Routed before: a moment, the Lab's answers, the memory.
            Reply::Moment(_)
            | Reply::LabChecked { .. }
            | Reply::LabRefused { .. }
            | Reply::Memory { .. } => {}
            Reply::QueensCounted { .. } => {} // only counting workers send these
            // Only the maker sends these.
            Reply::Generated { .. }
            | Reply::Measured { .. }
            | Reply::TrueCandidates { .. }
            | Reply::PuzzleText(_)
            | Reply::PlayAnswer(_) => {}
            Reply::Ready => {} // only helpers are asked
        }
    }

    /// The run started (stepping, or not); a learner's own puzzle with
    /// the board its code declares.
    fn on_started(
        &mut self,
        stepping: bool,
        declared: Option<crate::lab::DeclaredBoard>,
        around: &Around,
    ) {
        let Some(run) = &mut self.current else { return };
        run.stepping = Some(stepping);
        if let (Subject::Own(board), Some(declared)) = (&mut run.subject, declared) {
            *board = Some(Rc::new(declared));
        }
        if stepping {
            run.moment.levels.clear();
            self.facts = Some(Rc::new(MomentFacts::of(run, around.choices.strategy())));
        } else {
            self.cursor.playing = false;
            self.cursor.goal = Some(CursorGoal::End);
        }
    }

    /// A moment of a stepping run: held back in predict mode, and
    /// handed on for it to hold; else the one on screen (see
    /// [`RunPart::on_moment`]). Then the lesson's material looks where
    /// the run stands.
    pub(in crate::page) fn take_moment(
        &mut self,
        moment: Moment,
        stops: bool,
        around: &Around,
        ctx: &mut Ctx,
    ) {
        if !self.hides_next() {
            self.on_moment(moment, stops, around, ctx);
        } else if let Some(moment) = self.hidden(moment) {
            // A puzzle of the learner's own has no rules the page could
            // score an answer by: its steps come unasked.
            let scored = self.current.as_ref().is_some_and(|r| r.puzzle().is_some());
            ctx.then(Follow::Hold(Box::new(moment), scored));
        }
        ctx.then(Follow::AfterMoment);
    }

    /// A moment of a stepping run, the one on screen now; `stops` if
    /// the Lab found a method of the learner's failed in it.
    fn on_moment(&mut self, moment: Moment, stops: bool, around: &Around, ctx: &mut Ctx) {
        let Some(run) = &mut self.current else { return };
        if matches!(run.sharing, Sharing::Asked(_) | Sharing::On(_)) {
            // Not shared after all, or shared and merged: what
            // is left of the way, if anything, goes alone.
            run.sharing = Sharing::Alone;
        }
        let (pending, reached) = (moment.pending, moment.reached);
        if stops {
            // A method that failed stops the run.
            self.cursor.playing = false;
        }
        // The search's own time, not the messages' round trips: on the
        // way to the end, and on a jump to ground not searched before (a
        // replay of what was searched already adds nothing; a play counts
        // its clock instead).
        let new_ground = moment.covered > run.moment.covered && !self.cursor.playing;
        if self.cursor.goal == Some(CursorGoal::End) || new_ground {
            run.elapsed_ms += moment.work_ms;
        }
        run.take(moment);
        self.facts = Some(Rc::new(MomentFacts::of(run, around.choices.strategy())));
        if let Some(step) = self
            .cursor
            .resume
            .filter(|&s| s == run.moment.step && !pending)
        {
            // What the reader did meanwhile (a link copied, say) keeps
            // its message: the resumed step is said only to a quiet page.
            if around.quiet {
                ctx.then(Follow::SayUnlessHeld(Note::Resumed(step)));
            }
            self.cursor.resume = None;
        }
        match self.cursor.goal {
            _ if pending => {}
            Some(CursorGoal::Find(target, forward)) if !reached => {
                ctx.then(Follow::Say(Note::NoneFurther(target, forward)));
                self.cursor.goal = None;
            }
            Some(CursorGoal::End) if !run.finished() => {}
            // The answer to an earlier request, the step wanted
            // having changed since (a second jump before the first
            // one's answer): still wanted, asked next.
            Some(CursorGoal::Step(k))
                if run.moment.step != k && run.moment.end.is_none_or(|e| k < e) => {}
            _ => self.cursor.goal = None,
        }
        if run.finished() {
            // An embed's play ends as the embed says (it may loop).
            self.cursor.playing &= around.embedded;
            self.finished(around, ctx);
        }
    }
    /// A `fast` run's progress after a slice, `waited` ms after it was
    /// asked, with the solutions it found in it.
    fn on_progress(
        &mut self,
        progress: FastProgress,
        solutions: Vec<FoundSolution>,
        waited: f64,
        around: &Around,
        ctx: &mut Ctx,
    ) {
        let Some(run) = &mut self.current else {
            return;
        };

        run.solutions.extend(solutions);
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
            self.cursor.goal = None;
            self.finished(around, ctx);
        }
    }

    /// A counting worker's answer: the count rises.
    pub(in crate::page) fn on_pool_reply(
        &mut self,
        (id, worker): (u32, usize),
        reply: Reply,
        around: &Around,
        ctx: &mut Ctx,
    ) {
        let Some(run) = &mut self.current else {
            return;
        };
        let Some(pool) = run.pool.as_mut().filter(|p| p.id() == id) else {
            return; // from a count already dropped
        };
        if let Err(e) = pool.on_reply(worker, reply) {
            ctx.then(Follow::Say(Note::Worker(WorkerNote::CountStopped(e))));
            ctx.then(Follow::ResetRun);
            return;
        }
        run.elapsed_ms = ctx.now - pool.started;
        run.fast.fraction = Some(pool.fraction());
        run.fast.solutions = pool.solutions();
        run.fast.complete = pool.finished();
        run.fast.finished = run.boards_done && pool.finished();
        if run.fast.finished {
            self.cursor.goal = None;
            self.finished(around, ctx);
        }
    }

    /// The run reached its end: say how it ended, and show the first
    /// solution (the board at the end of a whole search is empty).
    fn finished(&mut self, around: &Around, ctx: &mut Ctx) {
        let Some(run) = &self.current else { return };
        if run
            .moment
            .learner
            .as_ref()
            .is_some_and(|n| n.failure.is_some())
        {
            // A learner's method failed: the run stopped there, and the
            // Lab says why; no claim about the tree.
            ctx.then(Follow::Hush);
            return;
        }
        let stats = run.stats();
        let complete = match run.stepping {
            Some(true) => run.moment.complete,
            _ => run.fast.complete,
        };
        let unique_asked = around.choices.mode() == Mode::Unique;
        ctx.then(Follow::Say(match (stats.solutions, complete) {
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
        }));
        let whole_tree_done = run.stepping == Some(false) || complete;
        let two_to_compare = unique_asked && run.solutions.len() == 2;
        if (whole_tree_done || two_to_compare)
            && !run.solutions.is_empty()
            && self.cursor.browsing.is_none()
        {
            // Not unique: the second solution, the one that proves it, and
            // the first a click away.
            self.cursor.browsing = Some(if two_to_compare { 1 } else { 0 });
        }
    }
}
