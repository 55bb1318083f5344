//! What the message under the controls says of the page's workers: one
//! replaced, one that cannot start, a count that stopped.

use crate::i18n::{Lang, Numbers, T};
use crate::page::workers::Role;

/// What became of a worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorkerNote {
    /// The run's worker stopped answering; a fresh one took over at this
    /// step.
    Died(u64),
    /// A counting worker stopped answering; its piece was dealt again.
    CountReplaced,
    /// The worker of a race's lane (its strategy's name) stopped
    /// answering; a fresh one took over where it was.
    LaneReplaced(&'static str),
    /// A counting worker failed.
    CountStopped(String),
    /// A worker of this role fell silent each time it was started: the
    /// page starts it again only when the reader asks for it.
    CannotStart(Role),
}

impl WorkerNote {
    /// Whether the note reports a problem.
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            WorkerNote::Died(_) | WorkerNote::CountStopped(_) | WorkerNote::CannotStart(_)
        )
    }

    /// The words, in `lang`.
    pub fn text(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        match self {
            WorkerNote::Died(step) => lang.fill(T::NoteWorkerDied, &[&numbers.int(*step)]),
            WorkerNote::CountReplaced => lang.t(T::NoteCountWorkerReplaced).to_string(),
            WorkerNote::LaneReplaced(strategy) => lang.fill(T::NoteLaneReplaced, &[strategy]),
            WorkerNote::CountStopped(e) => lang.fill(T::NoteCountStopped, &[e]),
            WorkerNote::CannotStart(role) => {
                lang.fill(T::NoteWorkerCannotStart, &[lang.t(role_name(*role))])
            }
        }
    }
}

/// A worker's role, as the note names it.
fn role_name(role: Role) -> T {
    match role {
        Role::Search => T::RoleSearch,
        Role::Counter => T::RoleCounter,
        Role::Lane => T::RoleLane,
        Role::Helper => T::RoleHelper,
        Role::Maker => T::RoleMaker,
        Role::Encoder => T::RoleEncoder,
    }
}
