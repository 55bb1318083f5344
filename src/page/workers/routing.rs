//! The model's side of its workers: each reply goes to the part of the
//! page whose worker sent it, and each worker the watchdog finds silent
//! is replaced as its role needs (the run replayed, a piece dealt again,
//! a lane brought back to its step, a puzzle asked for again).

use super::{Replaced, Worker};
use crate::page::ctx::Ctx;
use crate::page::model::{Command, Model};
use crate::page::run::part::RunPart;
use crate::page::run::replies::Around;
use crate::page::{ModeKind, Note, WorkerNote};
use crate::protocol::{Moment, Reply};

impl Model {
    /// Worker `from` answered `reply` at time `now`.
    pub(in crate::page) fn on_worker_reply(
        &mut self,
        from: Worker,
        reply: Reply,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        let waited = now - self.workers.watchdog.since(from).unwrap_or(now);
        self.workers.watchdog.answered(from, now);
        match from {
            Worker::Run => self.on_run_reply(reply, waited, now, out),
            Worker::Counter { count, index } => self.with_run(now, out, |run, around, ctx| {
                run.on_pool_reply((count, index), reply, around, ctx)
            }),
            // A late reply of a race left is dropped.
            Worker::Lane { race: id, index } => self.with_race(now, out, |race, ctx| {
                if race.id() == id {
                    race.on_reply(index, reply, ctx);
                }
            }),
            Worker::Helper(index) => self.run.on_helper_reply(index, reply, now),
            Worker::Maker => {
                let unanswered = self.workers.watchdog.unanswered(from);
                self.with_play(now, out, |play, document, ctx| {
                    play.on_maker_reply(reply, unanswered, document, ctx)
                })
            }
            // The encoder answers through the lesson's actions.
            Worker::Encoder => {}
        }
    }

    /// A tick of the page's clock: the race's lanes and the run's
    /// animation move on, and workers silent too long are replaced.
    pub(in crate::page) fn tick(&mut self, now: f64, out: &mut Vec<Command>) {
        let (dt, speed) = (self.run.clock(now), self.choices.speed());
        if let Some(race) = self.mode.race_mut() {
            race.tick(speed, dt);
        }
        // A run starting over on a fresh worker owes no events.
        if !self.with_ctx(now, out, |m, ctx| m.workers.replace_silent(ctx)) {
            self.run.advance(dt, speed);
        }
    }

    /// The run's worker answered, `waited` ms after it was asked (or
    /// last answered): what concerns another part goes there, the rest
    /// to the run.
    fn on_run_reply(&mut self, reply: Reply, waited: f64, now: f64, out: &mut Vec<Command>) {
        if self.run.drops_stale() {
            return;
        }
        match reply {
            Reply::Memory {
                wasm_bytes,
                snapshots,
            } => self.screen.keep_memory(crate::page::WorkerMemory {
                wasm_bytes,
                snapshots,
            }),
            Reply::LabChecked { outcome } => {
                if let Some(lab) = self.mode.lab_mut() {
                    lab.checked(outcome);
                }
            }
            _ if self.run.current().is_none() => {}
            Reply::LabRefused { error } => {
                if let Some(lab) = self.mode.lab_mut() {
                    lab.refused(crate::page::LabProblem::Load(error));
                }
                self.reset_run(out);
            }
            Reply::Moment(moment) => {
                self.on_moment(*moment, now, out);
                self.lesson_after_moment(now, out);
            }
            reply => self.with_run(now, out, |run, around, ctx| {
                run.on_reply(reply, waited, around, ctx)
            }),
        }
    }

    /// A moment of a stepping run: held back in predict mode, else the
    /// one on screen (the Lab hears of it first).
    fn on_moment(&mut self, moment: Moment, now: f64, out: &mut Vec<Command>) {
        if self.run.hides_next() {
            let Some(moment) = self.run.hidden(moment) else {
                return;
            };
            // A puzzle of the learner's own has no rules the page could
            // score an answer by: its steps come unasked.
            let scored = self.run.current().is_some_and(|r| r.puzzle().is_some());
            let shown = self.mode.predict_mut().and_then(|p| p.hold(moment, scored));
            if let Some(shown) = shown {
                self.run.show(shown, &self.choices);
            }
            return;
        }
        let stops = self.mode.lab_mut().is_some_and(|lab| lab.took(&moment));
        self.with_run(now, out, |run, around, ctx| {
            run.on_moment(moment, stops, around, ctx)
        });
    }

    /// Lets the run take a reply, reading the page around it (see
    /// [`Model::with_ctx`]).
    fn with_run(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut RunPart, &Around, &mut Ctx),
    ) {
        self.with_ctx(now, out, |m, ctx| {
            let around = Around {
                choices: &m.choices,
                embedded: m.lesson.embed().is_some(),
                quiet: m.screen.note().is_none(),
            };
            act(&mut m.run, &around, ctx)
        });
    }

    /// What the other parts do about a worker replaced or given up on.
    pub(in crate::page) fn after_replacing(
        &mut self,
        replaced: Replaced,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        match replaced {
            Replaced::Run => self.replace_run_worker(now, out),
            Replaced::Counter(index) => self.run.counter_replaced(index),
            Replaced::Helper(index) => {
                let watchdog = &mut self.workers.watchdog;
                self.run.replace_helper(index, now, watchdog, out)
            }
            Replaced::HelperRetired(index) => self.run.retire_helper(index),
            Replaced::Lane(index) => {
                let mode = self.choices.mode();
                self.with_race(now, out, |race, ctx| race.replace_lane(index, mode, ctx));
            }
            Replaced::Encoder => {
                let step = self.step();
                self.with_lesson(now, out, |lesson, ctx| lesson.export_failed(step, ctx));
            }
            Replaced::Maker => self.document.stop_making(),
        }
    }

    /// The run's worker died: a fresh one replays the run from the
    /// puzzle, strategy and seed up to where it was (or was going), and
    /// goes on as it did (playing, or to the end).
    fn replace_run_worker(&mut self, now: f64, out: &mut Vec<Command>) {
        let was = self.run.replacing_worker(&mut self.workers.watchdog, out);
        if self.ensure_run(now, out) {
            self.run.go_on_as(&was);
            // Predict mode asks again of the step the fresh worker brings.
            if let Some(p) = self.mode.predict_mut() {
                p.forget_held();
            }
        } else {
            self.mode.leave(ModeKind::Predict);
        }
        self.screen.say(Note::Worker(WorkerNote::Died(was.reached)));
    }
}
