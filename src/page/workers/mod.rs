//! The page's workers as the model sees them: every worker has one
//! address ([`Worker`]), every request to one goes out through the one
//! [`Watchdog`], which takes a worker silent too long for dead whatever
//! its role, and every reply comes back as one action carrying the
//! address. The roles' own bookkeeping sits beside it: the counting
//! pool of an N-Queens count and the helpers of shared runs. The page
//! holds the workers themselves (`ui/effects.rs`).

mod address;
mod count_pool;
mod helpers;
mod replacing;
mod watchdog;

use crate::page::model::Command;
pub use address::{Role, Worker};
pub use count_pool::{CountPool, MAX_WORKERS};
pub use helpers::Helpers;
pub(in crate::page) use replacing::Replaced;
pub use watchdog::{Watchdog, STARTS_BEFORE_GIVING_UP, WATCHDOG_MS};

/// The page's workers as the model keeps them.
#[derive(Debug)]
pub(in crate::page) struct Workers {
    /// How many counting workers the machine can run.
    pub cores: usize,
    /// Every request on its way to a worker.
    pub watchdog: Watchdog,
    /// Counts and races started so far (the number of the last: their
    /// workers' replies carry it).
    pub pools: u32,
    /// The reader has used the page (see [`PageAction::Engaged`]): until
    /// then no worker is started that the page does not need.
    ///
    /// [`PageAction::Engaged`]: crate::page::PageAction::Engaged
    pub engaged: bool,
    /// A class is on (see [`PageAction::ClassOn`]): each moment followed
    /// leaves the search ready for the next.
    ///
    /// [`PageAction::ClassOn`]: crate::page::PageAction::ClassOn
    pub in_class: bool,
}

impl Workers {
    /// The workers of a machine of `cores` cores, none started.
    pub fn new(cores: usize) -> Self {
        Workers {
            cores,
            watchdog: Watchdog::default(),
            pools: 0,
            engaged: false,
            in_class: false,
        }
    }

    /// The reader used the page: the run's worker loads, so that the
    /// first Step finds it ready. True the first time.
    pub fn engage(&mut self, out: &mut Vec<Command>) -> bool {
        if std::mem::replace(&mut self.engaged, true) {
            return false;
        }
        out.push(Command::Warm(Worker::Run));
        true
    }
}
