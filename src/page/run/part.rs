//! The run as a part of the page: the run on the board, what the panels
//! show of its moment, the cursor moving through it, and the bookkeeping
//! of its workers (replies still owed by a run dropped, the shares asked,
//! the helpers of a shared run). The router reaches it through
//! [`Model::run`](crate::page::Model); what it needs of the other parts
//! comes in as arguments, what it asks of them goes out through the
//! [`Ctx`](crate::page::ctx::Ctx).

use std::rc::Rc;

use crate::page::run::cursor::Cursor;
use crate::page::workers::Helpers;
use crate::page::{MomentFacts, Run};

/// The run part's state.
#[derive(Debug, Default)]
pub struct RunPart {
    /// The run, once started.
    pub(super) current: Option<Run>,
    /// What the panels show of the moment on screen.
    pub(super) facts: Option<Rc<MomentFacts>>,
    /// Where the run's cursor is going, and how fast it moves.
    pub(super) cursor: Cursor,
    /// Replies still to come from the run's worker that belong to a run
    /// already dropped.
    pub(super) stale_replies: u32,
    /// Runs shared so far (the number of the last).
    pub(super) shares: u32,
    /// The helpers that search pieces of shared runs.
    pub(super) helpers: Helpers,
}

impl RunPart {
    /// The run, once started.
    pub fn current(&self) -> Option<&Run> {
        self.current.as_ref()
    }

    /// The run, to change what it holds (a test sets its clock).
    pub fn current_mut(&mut self) -> Option<&mut Run> {
        self.current.as_mut()
    }

    /// What the panels show of the moment on screen.
    pub fn facts(&self) -> Option<&Rc<MomentFacts>> {
        self.facts.as_ref()
    }

    /// Where the run's cursor is going, and how fast it moves.
    pub fn cursor(&self) -> &Cursor {
        &self.cursor
    }

    /// The cursor, to move it by hand (a test sends a run to its end).
    pub fn cursor_mut(&mut self) -> &mut Cursor {
        &mut self.cursor
    }

    /// The step on screen (0 without a stepping run).
    pub fn step(&self) -> u64 {
        self.current.as_ref().map_or(0, |r| r.moment.step)
    }
}
