//! The model's side of a run to its end shared among the page's workers
//! ([`Share`]): whether to share, asking the run's own worker to cut the
//! run, dealing the pieces to it and to the helpers, the answers, the
//! merge at the end or at a pause, the helpers themselves (started with
//! the first run that may be shared, kept from run to run so that the
//! browser has compiled them, each taking pieces once it has answered).

use std::rc::Rc;

use crate::page::model::{Command, CursorGoal};
use crate::page::run::choices::Choices;
use crate::page::run::part::RunPart;
use crate::page::run::pieces::Share;
use crate::page::workers::Workers;
use crate::page::workers::{Watchdog, Worker};
use crate::page::{MomentFacts, Run};
use crate::protocol::{Mode, PieceSetup, Reply, Request};
use crate::strategy::Strategy;

/// Where a run's way to its end stands with sharing.
#[derive(Debug, Default)]
pub enum Sharing {
    /// Not asked (or asked, and given up since the run stopped going to its end).
    #[default]
    Unasked,
    /// The run's own worker was asked to cut the run into pieces.
    Asked(u32),
    /// The pieces are out.
    On(Box<Share>),
    /// The run goes to its end alone (it cannot be shared, or the pieces
    /// did not fit).
    Alone,
}

/// Time slice of a worker searching pieces.
const PIECES_MS: f64 = 200.0;
/// The most time the run's own worker spends before it answers a share.
const SHARE_MS: f64 = 200.0;
/// The most time it spends passing over the pieces to the end.
const MERGE_MS: f64 = 400.0;

impl Run {
    /// After a worker's answer: where it could not be taken, the run goes
    /// to its end alone (the run's own worker still has all of it).
    fn give_up_sharing_unless(&mut self, taken: Result<(), String>) {
        if taken.is_err() {
            self.sharing = Sharing::Alone;
            self.shared_by = None;
        }
    }
}

impl RunPart {
    /// Whether a run to the end would be shared now: more than one core,
    /// the whole tree, a strategy whose subtrees do not depend on what
    /// came before, no count or race of its own.
    pub(in crate::page) fn may_share(
        &self,
        workers: &Workers,
        choices: &Choices,
        racing: bool,
    ) -> bool {
        workers.cores >= 2
            && choices.mode() == Mode::All
            && choices.strategy().shares()
            && !racing
            && self.current.as_ref().is_none_or(|r| r.pool.is_none())
    }

    /// The request that asks the run's own worker to cut the run, if the
    /// run is to be shared (`may_share`) and has not been yet.
    pub(super) fn share_request(&mut self, cores: usize, may_share: bool) -> Option<Request> {
        if self.cursor.goal != Some(CursorGoal::End) || !may_share {
            return None;
        }
        let run = self.current.as_mut()?;
        if !matches!(run.sharing, Sharing::Unasked) || run.stepping == Some(false) {
            return None;
        }
        self.shares += 1;
        run.sharing = Sharing::Asked(self.shares);
        run.shared_by = None;
        Some(Request::Share {
            share: self.shares,
            workers: u8::try_from(cores).unwrap_or(u8::MAX),
            millis: SHARE_MS,
            known: run.known(),
        })
    }

    /// Keeps a shared run going at time `now`: the pieces dealt, and once
    /// all are back, the merge. True while it is on (nothing else is to
    /// be asked of the run's own worker).
    pub(in crate::page) fn keep_sharing(
        &mut self,
        workers: &mut Workers,
        now: f64,
        out: &mut Vec<Command>,
    ) -> bool {
        let going = self.cursor.goal == Some(CursorGoal::End);
        let Some(run) = self.current.as_mut() else {
            return false;
        };
        let known = run.known();
        let mut behind = Vec::new();
        let sends = match &mut run.sharing {
            Sharing::On(share) if share.merging => return true,
            Sharing::On(share) if going && !share.finished() => share.deal(PIECES_MS),
            // All the pieces back: on to the end. Or no longer going to
            // the end (paused): the run goes as far as the pieces back one
            // after the other take it; the others are let go.
            Sharing::On(share) => {
                run.elapsed_ms += now - share.started;
                run.shared_by = Some(share.took_part());
                behind = share.helpers_asked();
                vec![(0, share.merge(MERGE_MS, known))]
            }
            Sharing::Asked(_) => return true,
            Sharing::Alone if !going => {
                run.sharing = Sharing::Unasked;
                return false;
            }
            Sharing::Alone | Sharing::Unasked => return false,
        };
        for helper in behind {
            // Still working for a run that is over (slow, or dead): no
            // pieces for it until it answers again.
            self.helpers.behind(helper, now, &mut workers.watchdog, out);
        }
        for (worker, request) in sends {
            let to = match worker {
                0 => Worker::Run,
                w => Worker::Helper(w - 1),
            };
            workers.watchdog.send(to, request, now, out);
        }
        true
    }

    /// Starts the helpers a shared run would need, if they are not there.
    pub(in crate::page) fn keep_helpers(
        &mut self,
        workers: &mut Workers,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        let count = workers.cores.saturating_sub(1);
        self.helpers.ensure(count, now, &mut workers.watchdog, out);
    }

    /// Takes the run's own worker's answer to a share, or about pieces.
    pub(in crate::page) fn on_share_reply(&mut self, reply: Reply, strategy: Strategy, now: f64) {
        let helpers = self.helpers.ready();
        let Some(run) = self.current.as_mut() else {
            return;
        };
        match (reply, &mut run.sharing) {
            (
                Reply::Plan {
                    share,
                    pieces,
                    moment,
                },
                Sharing::Asked(asked),
            ) if share == *asked => {
                let Some(puzzle) = run.puzzle() else { return };
                let setup = PieceSetup {
                    puzzle: puzzle.spec(),
                    strategy,
                };
                let share = Share::new(share, pieces, setup, &helpers, now);
                run.sharing = Sharing::On(Box::new(share));
                // Where the pieces were cut: the run went there first.
                run.take(*moment);
                self.facts = Some(Rc::new(MomentFacts::of(run, strategy)));
            }
            (reply @ Reply::PiecesDone { .. }, Sharing::On(share)) => {
                let taken = share.on_reply(0, reply, now);
                run.give_up_sharing_unless(taken);
            }
            _ => {} // about a shared run given up
        }
    }

    /// Whether the counters of a shared run should be drawn again at
    /// `now` (see [`Share::redraw`]).
    pub fn redraw_share(&mut self, now: f64) -> bool {
        match self.current.as_mut().map(|r| &mut r.sharing) {
            Some(Sharing::On(share)) => share.redraw(now),
            _ => false,
        }
    }

    /// A helper's answer.
    pub(in crate::page) fn on_helper_reply(&mut self, helper: usize, reply: Reply, now: f64) {
        if let Reply::Ready = reply {
            // The answer to its question: loaded (or done with work it
            // was behind on), ready for pieces.
            self.helpers.answered(helper);
            if let Some(Sharing::On(share)) = self.current.as_mut().map(|r| &mut r.sharing) {
                share.ready(helper);
            }
            return;
        }
        let Some(run) = self.current.as_mut() else {
            return;
        };
        if let Sharing::On(share) = &mut run.sharing {
            let taken = share.on_reply(helper + 1, reply, now);
            run.give_up_sharing_unless(taken);
        }
    }

    /// Helper `index` fell silent: a fresh one takes its place, and the
    /// pieces it held are dealt again.
    pub(in crate::page) fn replace_helper(
        &mut self,
        index: usize,
        now: f64,
        watchdog: &mut Watchdog,
        out: &mut Vec<Command>,
    ) {
        self.helpers.replace(index, now, watchdog, out);
        self.helper_dropped(index);
    }

    /// Helper `index` cannot start: it takes no more pieces, and those it
    /// held are dealt again.
    pub(in crate::page) fn retire_helper(&mut self, index: usize) {
        self.helpers.retire(index);
        self.helper_dropped(index);
    }

    /// Helper `index` is gone: the pieces it held are dealt again.
    fn helper_dropped(&mut self, index: usize) {
        if let Some(Sharing::On(share)) = self.current.as_mut().map(|r| &mut r.sharing) {
            share.replaced(index + 1);
        }
    }
}
