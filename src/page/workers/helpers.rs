//! The helper workers that search pieces of shared runs, as the page
//! keeps them: started when first needed and kept from run to run (the
//! browser has then compiled their code), each asked a small question
//! first, whose answer says it is loaded and ready for pieces; one that
//! does not answer within the watchdog's time is replaced.
//! Pure bookkeeping: the page holds the workers.

use super::{Watchdog, Worker};
use crate::page::Command;
use crate::protocol::Request;

/// One helper as the page knows it.
#[derive(Clone, Copy, Debug, Default)]
struct Helper {
    /// It answered its last question: it takes pieces.
    ready: bool,
    /// Its last question is unanswered.
    asked: bool,
}

/// The helpers.
#[derive(Clone, Debug, Default)]
pub struct Helpers {
    helpers: Vec<Helper>,
}

impl Helpers {
    /// Has `count` helpers started (starting those missing) at time `now`.
    pub fn ensure(
        &mut self,
        count: usize,
        now: f64,
        watchdog: &mut Watchdog,
        out: &mut Vec<Command>,
    ) {
        for helper in self.helpers.len()..count {
            self.helpers.push(Helper::default());
            watchdog.start(Worker::Helper(helper), out);
            self.ask(helper, now, watchdog, out);
        }
    }

    /// Asks helper `helper` whether it is ready, a small question queued
    /// behind any work it has: until it answers, it takes no pieces.
    fn ask(&mut self, helper: usize, now: f64, watchdog: &mut Watchdog, out: &mut Vec<Command>) {
        if let Some(h) = self.helpers.get_mut(helper) {
            h.ready = false;
            h.asked = true;
            watchdog.send(Worker::Helper(helper), Request::Ready, now, out);
        }
    }

    /// Helper `helper` answered its question.
    pub fn answered(&mut self, helper: usize) {
        if let Some(h) = self.helpers.get_mut(helper) {
            h.ready = true;
            h.asked = false;
        }
    }

    /// Helper `helper` is behind: it still had work when the run it
    /// shared was over (slow, or dead). It takes pieces again once it
    /// answers a question asked now.
    pub fn behind(
        &mut self,
        helper: usize,
        now: f64,
        watchdog: &mut Watchdog,
        out: &mut Vec<Command>,
    ) {
        if self.helpers.get(helper).is_some_and(|h| !h.asked) {
            self.ask(helper, now, watchdog, out);
        }
    }

    /// Helper `helper` fell silent: a fresh one replaces it, and is asked
    /// its question.
    pub fn replace(
        &mut self,
        helper: usize,
        now: f64,
        watchdog: &mut Watchdog,
        out: &mut Vec<Command>,
    ) {
        watchdog.start(Worker::Helper(helper), out);
        self.ask(helper, now, watchdog, out);
    }

    /// Helper `helper` cannot start here: it takes no pieces, and is not
    /// asked again.
    pub fn retire(&mut self, helper: usize) {
        if let Some(h) = self.helpers.get_mut(helper) {
            h.ready = false;
            h.asked = true;
        }
    }

    /// Whether each helper takes pieces now.
    pub fn ready(&self) -> Vec<bool> {
        self.helpers.iter().map(|h| h.ready).collect()
    }
}
