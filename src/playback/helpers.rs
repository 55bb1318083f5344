//! The helper workers that search pieces of shared runs, as the page
//! keeps them: started when first needed and kept from run to run (the
//! browser has then compiled their code), each asked a small question
//! first, whose answer says it is loaded and ready for pieces; one that
//! does not answer its question within the watchdog's time is replaced.
//! Pure bookkeeping: the page holds the workers.

use super::model::Command;
use crate::protocol::Request;

/// One helper as the page knows it.
#[derive(Clone, Copy, Debug, Default)]
struct Helper {
    /// It answered its last question: it takes pieces.
    ready: bool,
    /// When its last question was asked, while unanswered.
    asked: Option<f64>,
}

/// The helpers.
#[derive(Clone, Debug, Default)]
pub struct Helpers {
    helpers: Vec<Helper>,
}

impl Helpers {
    /// Has `count` helpers started (starting those missing) at time `now`.
    pub fn want(&mut self, count: usize, now: f64, out: &mut Vec<Command>) {
        if self.helpers.len() >= count {
            return;
        }
        out.push(Command::Helpers(count));
        for helper in self.helpers.len()..count {
            self.helpers.push(Helper::default());
            self.ask(helper, now, out);
        }
    }

    /// Asks helper `helper` its question, a small one queued behind any
    /// work it has: until it answers, it takes no pieces.
    fn ask(&mut self, helper: usize, now: f64, out: &mut Vec<Command>) {
        if let Some(h) = self.helpers.get_mut(helper) {
            h.ready = false;
            h.asked = Some(now);
            out.push(Command::HelperSend {
                helper,
                request: Request::Memory,
            });
        }
    }

    /// Helper `helper` answered its question.
    pub fn answered(&mut self, helper: usize) {
        if let Some(h) = self.helpers.get_mut(helper) {
            h.ready = true;
            h.asked = None;
        }
    }

    /// Helper `helper` is behind: it still had work when the run it
    /// shared was over (slow, or dead). It takes pieces again once it
    /// answers a question asked now.
    pub fn behind(&mut self, helper: usize, now: f64, out: &mut Vec<Command>) {
        if self.helpers.get(helper).is_some_and(|h| h.asked.is_none()) {
            self.ask(helper, now, out);
        }
    }

    /// Helper `helper` was replaced: the new one is asked its question.
    pub fn replaced(&mut self, helper: usize, now: f64, out: &mut Vec<Command>) {
        out.push(Command::RespawnHelper(helper));
        self.ask(helper, now, out);
    }

    /// The helpers asked longer than `limit` ms before `now` and silent
    /// since: replaced.
    pub fn replace_silent(&mut self, now: f64, limit: f64, out: &mut Vec<Command>) -> usize {
        let silent: Vec<usize> = (0..self.helpers.len())
            .filter(|&h| self.helpers[h].asked.is_some_and(|at| now - at > limit))
            .collect();
        for &helper in &silent {
            self.replaced(helper, now, out);
        }
        silent.len()
    }

    /// Whether each helper takes pieces now.
    pub fn ready(&self) -> Vec<bool> {
        self.helpers.iter().map(|h| h.ready).collect()
    }
}
