//! Each worker the watchdog finds silent is replaced as its role needs,
//! or given up on after
//! [`STARTS_BEFORE_GIVING_UP`](super::STARTS_BEFORE_GIVING_UP) silent
//! starts in a row; what the other parts do about it goes out as follows (the run
//! replayed, a piece dealt again, a lane brought back to its step, a
//! GIF's export ended), with a word to the reader.

use super::{Worker, Workers};
use crate::page::ctx::{Ctx, Follow};
use crate::page::{ModeKind, Note, WorkerNote};

/// What the rest of the page does about a worker replaced or given up
/// on (see [`Workers::replace_silent`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(in crate::page) enum Replaced {
    /// The run's worker: a fresh one replays the run up to where it was.
    Run,
    /// A counting worker of the run's pool, started afresh: it counts
    /// its piece again.
    Counter(usize),
    /// A helper of a shared run: a fresh one is dealt a piece again.
    Helper(usize),
    /// A helper of a shared run cannot start: its pieces go to the
    /// others.
    HelperRetired(usize),
    /// A lane of the race: a fresh worker brings it back to its step.
    Lane(usize),
    /// The encoder: the GIF being made is lost.
    Encoder,
    /// The maker cannot start: no puzzle is being made.
    Maker,
}

impl Workers {
    /// Replaces every worker silent too long at `ctx.now`; true if it
    /// was the run's own (the run starts over on a fresh worker, and
    /// owes no events this tick). A fresh maker is sent every question
    /// still pending for it: a puzzle to make, a measure, true
    /// candidates.
    pub(in crate::page) fn replace_silent(&mut self, ctx: &mut Ctx) -> bool {
        for worker in self.watchdog.silent(ctx.now) {
            if !self.watchdog.may_restart(worker) {
                self.give_up(worker, ctx);
                continue;
            }
            let replaced = match worker {
                Worker::Run => {
                    ctx.then(Follow::Replaced(Replaced::Run));
                    return true;
                }
                Worker::Counter { index, .. } => {
                    self.watchdog.start(worker, ctx.out);
                    Replaced::Counter(index)
                }
                Worker::Helper(index) => Replaced::Helper(index),
                Worker::Lane { index, .. } => Replaced::Lane(index),
                Worker::Maker => {
                    let pending = self.watchdog.pending(worker);
                    self.watchdog.start(worker, ctx.out);
                    for request in pending {
                        self.watchdog.send(worker, request, ctx.now, ctx.out);
                    }
                    continue;
                }
                Worker::Encoder => {
                    self.watchdog.stop(worker, ctx.out);
                    Replaced::Encoder
                }
            };
            ctx.then(Follow::Replaced(replaced));
            if matches!(replaced, Replaced::Counter(_) | Replaced::Helper(_)) {
                ctx.then(Follow::Say(Note::Worker(WorkerNote::CountReplaced)));
            }
        }
        false
    }

    /// `worker` cannot start here: it is stopped, what waited on it ends
    /// (the run, the race, the making of a puzzle or a GIF), and the
    /// reader is told which worker.
    fn give_up(&mut self, worker: Worker, ctx: &mut Ctx) {
        self.watchdog.stop(worker, ctx.out);
        ctx.then(match worker {
            Worker::Run | Worker::Counter { .. } => Follow::ResetRun,
            Worker::Lane { .. } => Follow::Leave(ModeKind::Race),
            Worker::Helper(index) => Follow::Replaced(Replaced::HelperRetired(index)),
            Worker::Maker => Follow::Replaced(Replaced::Maker),
            Worker::Encoder => Follow::Replaced(Replaced::Encoder),
        });
        let role = worker.role();
        ctx.then(Follow::Say(Note::Worker(WorkerNote::CannotStart(role))));
    }
}
