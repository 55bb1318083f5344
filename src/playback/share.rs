//! A stepping run to its end shared among the page's workers: the run's
//! own worker cuts the rest of the run into pieces; they are dealt out, a
//! few at a time, to it and to helper workers (one per further core, kept
//! from run to run so that the browser has compiled them already), each
//! kept two requests ahead so that it never waits for the page; what each
//! piece added goes back to the run's own worker, which passes over the
//! pieces to the end. Pure bookkeeping: the page holds the workers.

use std::collections::VecDeque;

use super::model::{Command, Model, Want};
use super::{Note, Run, WATCHDOG_MS};
use crate::engine::Move;
use crate::protocol::{Known, Mode, PieceResult, PieceSetup, PieceTask, Reply, Request};

/// Requests each worker is kept ahead by.
const AHEAD: u32 = 2;

/// One worker's part: worker 0 is the run's own, the others helpers.
#[derive(Clone, Debug, Default)]
struct Hand {
    /// The pieces dealt to it and not finished.
    holding: Vec<u32>,
    /// Its requests not answered yet.
    asked: u32,
    /// When it was last asked while others were unanswered.
    since: f64,
    /// Whether it has the run's puzzle (a helper gets it with its first
    /// pieces).
    set_up: bool,
}

/// A run being shared.
#[derive(Debug)]
pub struct Share {
    id: u32,
    pieces: Vec<Vec<Move>>,
    setup: PieceSetup,
    waiting: VecDeque<u32>,
    results: Vec<Option<PieceResult>>,
    done: usize,
    hands: Vec<Hand>,
    /// When the pieces were first dealt (ms, the page's clock).
    pub started: f64,
    /// Whether the pieces' results went to the run's own worker.
    pub merging: bool,
}

impl Share {
    /// The shared run `id` of the puzzle and strategy of `setup`, cut into
    /// `pieces`, for `workers` workers (the run's own among them).
    pub fn new(
        id: u32,
        pieces: Vec<Vec<Move>>,
        setup: PieceSetup,
        workers: usize,
        now: f64,
    ) -> Self {
        let mut hands = vec![Hand::default(); workers.max(1)];
        hands[0].set_up = true;
        Share {
            id,
            waiting: (0..pieces.len() as u32).collect(),
            results: vec![None; pieces.len()],
            pieces,
            setup,
            done: 0,
            hands,
            started: now,
            merging: false,
        }
    }

    /// Which shared run this is (replies carry it).
    pub fn id(&self) -> u32 {
        self.id
    }

    /// How many workers share the run.
    pub fn workers(&self) -> usize {
        self.hands.len()
    }

    /// Whether every piece has come back.
    pub fn finished(&self) -> bool {
        self.done == self.pieces.len()
    }

    /// What to send now, at time `now`: `(worker, request)`, worker 0
    /// being the run's own. Each worker is kept [`AHEAD`] requests ahead
    /// while pieces wait, the batches shrinking as fewer wait (a fraction
    /// of what is left per worker), so that the last ones are small and
    /// the workers finish together; a worker with pieces left and nothing
    /// asked is asked to go on.
    pub fn deal(&mut self, now: f64, millis: f64) -> Vec<(usize, Request)> {
        let mut sends = Vec::new();
        let workers = self.hands.len();
        for (worker, hand) in self.hands.iter_mut().enumerate() {
            if hand.asked >= AHEAD
                || (self.waiting.is_empty() && (hand.asked > 0 || hand.holding.is_empty()))
            {
                continue;
            }
            let batch = self.waiting.len().div_ceil(2 * AHEAD as usize * workers);
            let pieces: Vec<PieceTask> = self
                .waiting
                .drain(..batch)
                .map(|index| PieceTask {
                    index,
                    path: self.pieces[index as usize].clone(),
                })
                .collect();
            hand.holding.extend(pieces.iter().map(|p| p.index));
            let setup = (!hand.set_up).then(|| Box::new(self.setup.clone()));
            hand.set_up = true;
            if hand.asked == 0 {
                hand.since = now;
            }
            hand.asked += 1;
            sends.push((
                worker,
                Request::Pieces {
                    share: self.id,
                    setup,
                    pieces,
                    millis,
                },
            ));
        }
        sends
    }

    /// Takes worker `worker`'s answer at time `now`; an error says why the
    /// run cannot be shared (it then goes on alone). Answers about another
    /// shared run are ignored.
    pub fn on_reply(&mut self, worker: usize, reply: Reply, now: f64) -> Result<(), String> {
        match reply {
            Reply::PiecesDone { share, results, .. } if share == self.id => {
                let Some(hand) = self.hands.get_mut(worker) else {
                    return Ok(());
                };
                hand.asked = hand.asked.saturating_sub(1);
                hand.since = now;
                for result in results {
                    let index = result.index;
                    hand.holding.retain(|&i| i != index);
                    if let Some(slot) = self.results.get_mut(index as usize).filter(|s| s.is_none())
                    {
                        *slot = Some(result);
                        self.done += 1;
                    }
                }
                Ok(())
            }
            Reply::PiecesDone { .. } => Ok(()),
            Reply::Failed { message } => Err(message),
            _ => Err("a worker sharing the run answered something else than its pieces".into()),
        }
    }

    /// The helpers asked longer than `limit` ms before `now` and silent
    /// since: taken for dead. Their pieces wait to be dealt again (to the
    /// fresh helpers that replace them, which get the puzzle anew).
    pub fn silent(&mut self, now: f64, limit: f64) -> Vec<usize> {
        let mut dead = Vec::new();
        for (worker, hand) in self.hands.iter_mut().enumerate().skip(1) {
            if hand.asked > 0 && now - hand.since > limit {
                for &index in hand.holding.iter().rev() {
                    self.waiting.push_front(index);
                }
                *hand = Hand::default();
                dead.push(worker);
            }
        }
        dead
    }

    /// The request that hands every piece's result to the run's own
    /// worker, which goes to the end with them.
    pub fn merge(&mut self, millis: f64, known: Known) -> Request {
        self.merging = true;
        Request::Merge {
            share: self.id,
            results: self.results.iter_mut().filter_map(Option::take).collect(),
            millis,
            known,
        }
    }
}

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

impl Model {
    /// Whether a run to the end would be shared now: more than one core,
    /// the whole tree, a strategy whose subtrees do not depend on what
    /// came before, no count or race of its own.
    pub(super) fn may_share(&self) -> bool {
        self.cores >= 2
            && self.mode == Mode::All
            && self.strategy.shares()
            && self.race.is_none()
            && self.run.as_ref().is_none_or(|r| r.pool.is_none())
    }

    /// The request that asks the run's own worker to cut the run, if the
    /// run is to be shared and has not been yet.
    pub(super) fn share_request(&mut self) -> Option<Request> {
        if self.want != Some(Want::End) || !self.may_share() {
            return None;
        }
        let cores = self.cores;
        let run = self.run.as_mut()?;
        if !matches!(run.sharing, Sharing::Unasked) || run.stepping == Some(false) {
            return None;
        }
        self.shares += 1;
        run.sharing = Sharing::Asked(self.shares);
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
    pub(super) fn keep_sharing(&mut self, now: f64, out: &mut Vec<Command>) -> bool {
        let going = self.want == Some(Want::End);
        let Some(run) = self.run.as_mut() else {
            return false;
        };
        let known = run.known();
        let sends = match &mut run.sharing {
            Sharing::On(share) if share.merging => return true,
            Sharing::On(share) if going && share.finished() => {
                run.elapsed_ms += now - share.started;
                vec![(0, share.merge(MERGE_MS, known))]
            }
            Sharing::On(share) if going => share.deal(now, PIECES_MS),
            Sharing::Asked(_) => return true,
            // No longer going to the end: the pieces are let go.
            Sharing::On(_) | Sharing::Alone if !going => {
                run.sharing = Sharing::Unasked;
                return false;
            }
            Sharing::On(_) | Sharing::Alone | Sharing::Unasked => return false,
        };
        for (worker, request) in sends {
            match worker {
                0 => self.send(request, now, out),
                w => out.push(Command::HelperSend {
                    helper: w - 1,
                    request,
                }),
            }
        }
        true
    }

    /// Takes the run's own worker's answer to a share, or about pieces.
    pub(super) fn on_share_reply(&mut self, reply: Reply, now: f64, out: &mut Vec<Command>) {
        let (cores, strategy) = (self.cores, self.strategy);
        let Some(run) = self.run.as_mut() else { return };
        match (reply, &mut run.sharing) {
            (Reply::Plan { share, pieces }, Sharing::Asked(asked)) if share == *asked => {
                out.push(Command::Helpers(cores - 1));
                let setup = PieceSetup {
                    puzzle: run.puzzle.spec(),
                    strategy,
                };
                run.shared_by = Some(cores);
                run.sharing = Sharing::On(Box::new(Share::new(share, pieces, setup, cores, now)));
            }
            (reply @ Reply::PiecesDone { .. }, Sharing::On(share)) => {
                let taken = share.on_reply(0, reply, now);
                run.give_up_sharing_unless(taken);
            }
            _ => {} // about a shared run given up
        }
    }

    /// A helper's answer.
    pub(super) fn on_helper_reply(&mut self, helper: usize, reply: Reply, now: f64) {
        let Some(run) = self.run.as_mut() else { return };
        if let Sharing::On(share) = &mut run.sharing {
            let taken = share.on_reply(helper + 1, reply, now);
            run.give_up_sharing_unless(taken);
        }
    }

    /// The helpers silent too long: replaced, their pieces dealt again.
    pub(super) fn silent_helpers(&mut self, now: f64, out: &mut Vec<Command>) {
        let Some(Sharing::On(share)) = self.run.as_mut().map(|r| &mut r.sharing) else {
            return;
        };
        for worker in share.silent(now, WATCHDOG_MS) {
            out.push(Command::RespawnHelper(worker - 1));
            self.note = Some(Note::CountWorkerReplaced);
        }
    }
}
