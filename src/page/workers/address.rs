//! Which worker: one address type for every role the page's workers
//! play. Commands name it, replies carry it back.

/// The address of one of the page's workers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Worker {
    /// The run's own worker: it steps the search on screen.
    Run,
    /// Counting worker `index` of N-Queens count `count` (a late reply
    /// of a count already dropped is told apart by its number).
    Counter {
        /// The count it serves.
        count: u32,
        /// Its place among the count's workers.
        index: usize,
    },
    /// The worker of lane `index` of race `race`.
    Lane {
        /// The race it serves.
        race: u32,
        /// Its lane.
        index: usize,
    },
    /// Helper `index`, which searches pieces of runs shared to their
    /// end (kept from run to run once started).
    Helper(usize),
    /// The worker that makes new puzzles (and measures them, and finds
    /// a grid's true candidates).
    Maker,
    /// The encoder of a GIF, pictures or a video of a range of steps.
    Encoder,
}

/// What a worker does, as the page names it to the reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The search on the board (the run's worker; in the Lab, the
    /// learner's Python).
    Search,
    /// A worker counting N-Queens solutions.
    Counter,
    /// A lane of the race.
    Lane,
    /// A helper of a run shared among workers.
    Helper,
    /// The puzzle maker.
    Maker,
    /// The encoder of a GIF, pictures or a video.
    Encoder,
}

impl Worker {
    /// What the worker does.
    pub fn role(self) -> Role {
        match self {
            Worker::Run => Role::Search,
            Worker::Counter { .. } => Role::Counter,
            Worker::Lane { .. } => Role::Lane,
            Worker::Helper(_) => Role::Helper,
            Worker::Maker => Role::Maker,
            Worker::Encoder => Role::Encoder,
        }
    }
}
