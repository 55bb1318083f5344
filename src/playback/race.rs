//! The race: two or three strategies on the same puzzle, side by side,
//! each in its own worker, moved on by the same number of events at every
//! tick; when all are done, who needed how many attempts.

use std::rc::Rc;

use super::model::{Command, Model};
use super::speed::SPEEDS;
use super::{Run, Taught};
use crate::i18n::{Lang, T};
use crate::protocol::{Reply, Request};
use crate::strategy::Strategy;
use crate::teach::Numbers;

/// The most strategies in one race.
pub const MAX_LANES: usize = 3;

/// One strategy of the race.
#[derive(Debug)]
pub struct Lane {
    /// Its strategy.
    pub strategy: Strategy,
    /// Its run.
    pub run: Run,
    /// The facts of its moment (the board's marks).
    pub taught: Option<Rc<Taught>>,
    /// A request is on its way to its worker.
    waiting: bool,
}

/// A race.
#[derive(Debug, Default)]
pub struct Race {
    /// Which race: replies carry it, so that late ones of a race left are
    /// told apart.
    pub id: u32,
    /// The lanes, in the order asked for.
    pub lanes: Vec<Lane>,
    /// The race moves on by itself.
    pub playing: bool,
    /// Events every lane is owed (the same for all: the same pace).
    owed: f64,
    /// Steps asked for by hand.
    steps: u64,
    /// Run to the end at full speed.
    to_end: bool,
}

impl Race {
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
                let n = numbers.int(l.run.stats().attempts);
                if i == 0 {
                    lang.fill(T::RaceDone, &[l.strategy.name(), &n])
                } else {
                    format!("{} {n}", l.strategy.name())
                }
            })
            .collect();
        parts.join(lang.t(T::RaceAnd))
    }
}

impl Model {
    /// Starts a race of `strategies` (two or three) on the grid.
    pub(super) fn start_race(&mut self, strategies: &[Strategy], out: &mut Vec<Command>) {
        self.leave_race(out);
        let Ok(puzzle) = self.editor.solvable() else {
            return;
        };
        let strategies: Vec<Strategy> = strategies
            .iter()
            .copied()
            .filter(|s| s.steps())
            .take(MAX_LANES)
            .collect();
        if strategies.len() < 2 {
            return;
        }
        self.reset_run(out);
        self.pools += 1;
        out.push(Command::SpawnLanes {
            id: self.pools,
            count: strategies.len(),
        });
        let spec = puzzle.spec();
        let mut race = Race {
            id: self.pools,
            ..Race::default()
        };
        for (i, &strategy) in strategies.iter().enumerate() {
            out.push(Command::LaneSend {
                lane: i,
                request: Request::Start {
                    puzzle: spec.clone(),
                    strategy,
                    mode: self.mode,
                },
            });
            race.lanes.push(Lane {
                strategy,
                run: Run::new(puzzle.clone(), None),
                taught: None,
                waiting: true,
            });
        }
        self.race = Some(race);
    }

    /// Ends the race and its workers.
    pub(super) fn leave_race(&mut self, out: &mut Vec<Command>) {
        if self.race.take().is_some() {
            out.push(Command::DropLanes);
        }
    }

    /// The race's part of a tick: what it is owed.
    pub(super) fn race_tick(&mut self, dt: f64) {
        let speed = SPEEDS[self.speed];
        let Some(race) = &mut self.race else { return };
        if race.playing {
            let rate = f64::from(speed.per_second);
            race.owed = if speed.period_ms >= 50 {
                race.owed + 1.0
            } else {
                (race.owed + rate * dt / 1000.0).min(rate / 4.0)
            };
        }
    }

    /// One step of every lane (by hand), play, pause, to the end.
    pub(super) fn race_move(&mut self, play: Option<bool>, step: bool, to_end: bool) {
        let Some(race) = &mut self.race else { return };
        if let Some(p) = play {
            race.playing = p && !race.done();
            race.owed = race.owed.max(1.0);
        }
        if step {
            race.steps += 1;
        }
        race.to_end |= to_end;
    }

    /// Asks every lane for its next events, all at once, when all have
    /// answered: the lanes keep the same pace.
    pub(super) fn race_pull(&mut self, out: &mut Vec<Command>) {
        let Some(race) = &mut self.race else { return };
        if race.lanes.iter().any(|l| l.waiting) || race.done() {
            return;
        }
        let request = if race.to_end {
            Request::RunFor {
                millis: 100.0,
                known: Default::default(),
            }
        } else {
            let events = race.owed.floor() as u64 + race.steps;
            if events == 0 {
                return;
            }
            race.owed -= race.owed.floor();
            race.steps = 0;
            Request::Advance {
                events: events.min(u64::from(u32::MAX)) as u32,
                known: Default::default(),
            }
        };
        for (lane, l) in race.lanes.iter_mut().enumerate() {
            if !l.run.finished() {
                l.waiting = true;
                out.push(Command::LaneSend {
                    lane,
                    request: match &request {
                        Request::RunFor { millis, .. } => Request::RunFor {
                            millis: *millis,
                            known: l.run.known(),
                        },
                        Request::Advance { events, .. } => Request::Advance {
                            events: *events,
                            known: l.run.known(),
                        },
                        other => other.clone(),
                    },
                });
            }
        }
    }

    /// A lane's worker answered.
    pub(super) fn on_lane_reply(&mut self, id: u32, lane: usize, reply: Reply) {
        let Some(race) = self.race.as_mut().filter(|r| r.id == id) else {
            return;
        };
        let Some(l) = race.lanes.get_mut(lane) else {
            return;
        };
        l.waiting = false;
        match reply {
            Reply::Started { .. } => l.run.stepping = Some(true),
            Reply::Moment(moment) => {
                l.run.take(*moment);
                l.taught = Some(Rc::new(Taught::of(&l.run, l.strategy)));
            }
            Reply::Failed { message } => {
                self.note = Some(super::Note::Failed(message));
                self.race = None;
                return;
            }
            _ => {}
        }
        if race.done() {
            race.playing = false;
            race.to_end = false;
        }
    }
}
