//! The race: two or three strategies on the same puzzle, side by side,
//! each in its own worker, moved on by the same number of events at every
//! tick; when all are done, who needed how many attempts.

use std::rc::Rc;

use crate::i18n::{by_count, Numbers};
use crate::i18n::{Lang, T};
use crate::page::ctx::{Ctx, Follow, ToWorker};
use crate::page::run::speed::owed_after;
use crate::page::workers::Worker;
use crate::page::{MomentFacts, Note, Run, Subject, WorkerNote};
use crate::protocol::{Mode, Reply, Request};
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;

/// The most strategies in one race.
pub const MAX_LANES: usize = 3;

/// One strategy of the race.
#[derive(Debug)]
pub struct Lane {
    /// Its strategy.
    strategy: Strategy,
    /// Its run.
    run: Run,
    /// The facts of its moment (the board's marks).
    facts: Option<Rc<MomentFacts>>,
    /// A request is on its way to its worker.
    waiting: bool,
    /// The events it was last asked to advance by.
    asked_events: u64,
    /// The step a fresh worker must reach before the lane goes on (its
    /// worker died and was replaced).
    catch_up: Option<u64>,
}

/// The most time a lane's worker spends on one request to catch up.
const CATCH_UP_MS: f64 = 400.0;

/// A race.
#[derive(Debug)]
pub struct Race {
    /// Which race: replies carry it, so that late ones of a race left are
    /// told apart.
    id: u32,
    /// The puzzle every lane searches.
    puzzle: Rc<AnyPuzzle>,
    /// The lanes, in the order asked for.
    lanes: Vec<Lane>,
    /// The race moves on by itself.
    playing: bool,
    /// Events every lane is owed (the same for all: the same pace).
    events_owed: f64,
    /// Steps asked for by hand.
    steps: u64,
    /// Run to the end at full speed.
    to_end: bool,
}

impl Lane {
    /// Its strategy.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// Its run.
    pub fn run(&self) -> &Run {
        &self.run
    }

    /// The facts of its moment (the board's marks).
    pub fn facts(&self) -> Option<&Rc<MomentFacts>> {
        self.facts.as_ref()
    }
}

impl Race {
    /// Which race: its workers' replies carry it.
    pub fn id(&self) -> u32 {
        self.id
    }

    /// The puzzle every lane searches.
    pub fn puzzle(&self) -> &Rc<AnyPuzzle> {
        &self.puzzle
    }

    /// The lanes, in the order asked for.
    pub fn lanes(&self) -> &[Lane] {
        &self.lanes
    }

    /// Whether the race moves on by itself.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// Whether every lane has reached its end.
    pub fn done(&self) -> bool {
        self.lanes.iter().all(|l| l.run.finished())
    }

    /// "propagate needed 38 attempts, classic 4,343": fewest first.
    pub fn summary(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        // Fewest first, ties in lane order: each lane goes in after those
        // with as many attempts or fewer (no sort, whose code the page
        // would carry for this alone).
        let mut order: Vec<&Lane> = Vec::with_capacity(self.lanes.len());
        for lane in &self.lanes {
            let attempts = lane.run.stats().attempts;
            let at = order.partition_point(|l| l.run.stats().attempts <= attempts);
            order.insert(at, lane);
        }
        let parts: Vec<String> = order
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let attempts = l.run.stats().attempts;
                let n = numbers.int(attempts);
                if i == 0 {
                    let done = by_count(numbers, attempts, T::RaceDoneOne, T::RaceDone);
                    lang.fill(done, &[l.strategy.name(), &n])
                } else {
                    format!("{} {n}", l.strategy.name())
                }
            })
            .collect();
        parts.join(lang.t(T::RaceAnd))
    }

    /// Who won, and by how much: the lane of fewest attempts, and how
    /// many times as many the next one needed (or a tie).
    pub fn verdict(&self, lang: Lang, numbers: &dyn Numbers) -> Option<String> {
        let attempts = |l: &Lane| l.run.stats().attempts;
        let winner = self.lanes.iter().min_by_key(|l| attempts(l))?;
        let next = (self.lanes.iter())
            .filter(|l| !std::ptr::eq(*l, winner))
            .min_by_key(|l| attempts(l))?;
        let (won, lost) = (attempts(winner), attempts(next));
        let names = [winner.strategy.name(), next.strategy.name()];
        if won == lost {
            return Some(lang.fill(T::RaceTie, &names));
        }
        if won == 0 {
            return Some(lang.fill(T::RaceWinner, &[names[0]]));
        }
        let ratio = lost as f64 / won as f64;
        let times = if ratio >= 10.0 {
            numbers.int(ratio.round() as u64)
        } else {
            numbers.decimal(ratio)
        };
        Some(lang.fill(T::RaceWinnerBy, &[names[0], names[1], &times]))
    }
}

/// The request that starts a lane's worker.
fn lane_start(puzzle: &AnyPuzzle, strategy: Strategy, mode: Mode) -> Request {
    Request::Start {
        puzzle: puzzle.spec(),
        strategy,
        mode,
    }
}

impl Race {
    /// The address of lane `index`'s worker.
    fn worker(&self, index: usize) -> Worker {
        Worker::Lane {
            race: self.id,
            index,
        }
    }
}

impl Race {
    /// A race `id` of `strategies` (those that step, at most
    /// [`MAX_LANES`]) on `puzzle`, counting to `mode`: each lane's worker
    /// is asked to start. `None` for fewer than two lanes.
    pub(in crate::page) fn start(
        id: u32,
        puzzle: AnyPuzzle,
        strategies: &[Strategy],
        mode: Mode,
        ctx: &mut Ctx,
    ) -> Option<Race> {
        let strategies: Vec<Strategy> = strategies
            .iter()
            .copied()
            .filter(|s| s.steps())
            .take(MAX_LANES)
            .collect();
        if strategies.len() < 2 {
            return None;
        }
        let puzzle = Rc::new(puzzle);
        let mut race = Race {
            id,
            puzzle: Rc::clone(&puzzle),
            lanes: Vec::new(),
            playing: false,
            events_owed: 0.0,
            steps: 0,
            to_end: false,
        };
        for (index, &strategy) in strategies.iter().enumerate() {
            race.lanes.push(Lane {
                strategy,
                run: Run::new(Subject::Puzzle(Rc::clone(&puzzle)), None),
                facts: None,
                waiting: true,
                asked_events: 0,
                catch_up: None,
            });
            let start = lane_start(&puzzle, strategy, mode);
            ctx.send(race.worker(index), start);
        }
        Some(race)
    }

    /// The race is left: its workers stop.
    pub(in crate::page) fn stop(&self, ctx: &mut Ctx) {
        for index in 0..self.lanes.len() {
            ctx.tell(self.worker(index), ToWorker::Stop);
        }
    }

    /// The race's part of a tick of `dt` ms at `speed`: what it is owed.
    pub(in crate::page) fn tick(&mut self, speed: usize, dt: f64) {
        if self.playing {
            self.events_owed = owed_after(self.events_owed, speed, dt);
        }
    }

    /// Lane `index`'s worker fell silent: a fresh one is started and
    /// brought to where the lane was going (the step on screen and the
    /// events it was last asked for), then the lane goes on with the
    /// others.
    pub(in crate::page) fn replace_lane(&mut self, index: usize, mode: Mode, ctx: &mut Ctx) {
        let worker = self.worker(index);
        let puzzle = Rc::clone(&self.puzzle);
        let Some(lane) = self.lanes.get_mut(index) else {
            return;
        };
        let name = lane.strategy.name();
        let target = lane.run.moment.step + lane.asked_events;
        let start = lane_start(&puzzle, lane.strategy, mode);
        lane.run = Run::new(Subject::Puzzle(puzzle), None);
        lane.facts = None;
        lane.waiting = true;
        lane.catch_up = (target > 0).then_some(target);
        ctx.tell(worker, ToWorker::Restart);
        ctx.send(worker, start);
        ctx.then(Follow::Say(Note::Worker(WorkerNote::LaneReplaced(name))));
    }

    /// One step of every lane (by hand), play, pause, to the end.
    pub(in crate::page) fn control(&mut self, play: Option<bool>, step: bool, to_end: bool) {
        if let Some(p) = play {
            self.playing = p && !self.done();
            self.events_owed = self.events_owed.max(1.0);
        }
        if step {
            self.steps += 1;
        }
        self.to_end |= to_end;
    }

    /// Asks every lane for its next events, all at once, when all have
    /// answered: the lanes keep the same pace.
    pub(in crate::page) fn pull(&mut self, ctx: &mut Ctx) {
        if self.lanes.iter().any(|l| l.waiting) || self.done() {
            return;
        }
        let events = if self.to_end {
            None
        } else {
            let events = self.events_owed.floor() as u64 + self.steps;
            if events == 0 {
                return;
            }
            self.events_owed -= self.events_owed.floor();
            self.steps = 0;
            Some(events.min(u64::from(u32::MAX)))
        };
        for index in 0..self.lanes.len() {
            let worker = self.worker(index);
            let lane = &mut self.lanes[index];
            if lane.run.finished() {
                continue;
            }
            let known = lane.run.known();
            let request = match events {
                None => Request::RunFor {
                    millis: 100.0,
                    known,
                },
                Some(events) => Request::Advance {
                    events: events as u32,
                    known,
                },
            };
            lane.waiting = true;
            lane.asked_events = events.unwrap_or(0);
            ctx.send(worker, request);
        }
    }

    /// Lane `index` answered (a lane's worker failing ends the race).
    pub(in crate::page) fn on_reply(&mut self, index: usize, reply: Reply, ctx: &mut Ctx) {
        let worker = self.worker(index);
        let Some(lane) = self.lanes.get_mut(index) else {
            return;
        };
        lane.waiting = false;
        match reply {
            Reply::Started { .. } => lane.run.stepping = Some(true),
            Reply::Moment(moment) => {
                lane.run.take(*moment);
                lane.facts = Some(Rc::new(MomentFacts::of(&lane.run, lane.strategy)));
                if lane.catch_up == Some(lane.run.moment.step) || lane.run.finished() {
                    lane.catch_up = None;
                }
            }
            Reply::Failed { message } => {
                ctx.then(Follow::Say(Note::Failed(message)));
                ctx.then(Follow::Leave(crate::page::ModeKind::Race));
                return;
            }
            _ => {}
        }
        if let Some(step) = lane.catch_up {
            // A fresh worker on its way back to where the lane was.
            lane.waiting = true;
            let known = lane.run.known();
            let seek = Request::Seek {
                step,
                millis: CATCH_UP_MS,
                known,
            };
            ctx.send(worker, seek);
        } else if self.done() {
            self.playing = false;
            self.to_end = false;
        }
    }
}
