//! Applying and un-applying events, with a bounded history.

use std::collections::VecDeque;

use crate::engine::{Event, Stats};

/// How many events can be stepped back through.
pub const HISTORY_CAPACITY: usize = 200_000;

/// One applied event and what un-applying it needs.
#[derive(Clone, Copy, Debug)]
struct Entry {
    event: Event,
    max_depth_before: u16,
}

/// The viewer's side of a search: the values placed, the counters, and
/// the events applied so far (and those stepped back over, to redo).
#[derive(Clone, Debug)]
pub struct Playback {
    values: Vec<u8>,
    depth: usize,
    stats: Stats,
    history: VecDeque<Entry>,
    applied: usize,
    solutions: Vec<Vec<u8>>,
}

impl Playback {
    /// An empty board of `cells` cells.
    pub fn new(cells: usize) -> Self {
        Playback {
            values: vec![0; cells],
            depth: 0,
            stats: Stats::default(),
            history: VecDeque::new(),
            applied: 0,
            solutions: Vec::new(),
        }
    }

    /// The values the search has recorded now (0 = none), row-major.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The counters as of the events applied.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The solutions met so far, in order.
    pub fn solutions(&self) -> &[Vec<u8>] {
        &self.solutions
    }

    /// The last event applied: what the board highlights.
    pub fn current(&self) -> Option<Event> {
        self.applied.checked_sub(1).map(|i| self.history[i].event)
    }

    /// Whether there is an event to step back over.
    pub fn can_step_back(&self) -> bool {
        self.applied > 0
    }

    /// Events stepped back over that [`Playback::redo`] can apply again.
    pub fn redoable(&self) -> usize {
        self.history.len() - self.applied
    }

    /// Applies a new event from the search. Any events stepped back over
    /// are applied first, so the search's order is kept.
    pub fn apply(&mut self, event: Event) {
        while self.redo() {}
        if self.history.len() == HISTORY_CAPACITY {
            self.history.pop_front();
            self.applied -= 1;
        }
        let entry = Entry {
            event,
            max_depth_before: self.stats.max_depth as u16,
        };
        self.history.push_back(entry);
        self.forward(entry);
        self.applied += 1;
    }

    /// Applies again the next event stepped back over; false if none.
    pub fn redo(&mut self) -> bool {
        match self.history.get(self.applied).copied() {
            Some(entry) => {
                self.forward(entry);
                self.applied += 1;
                true
            }
            None => false,
        }
    }

    /// Un-applies the last event; false when the history is used up.
    pub fn step_back(&mut self) -> bool {
        if self.applied == 0 {
            return false;
        }
        self.applied -= 1;
        let entry = self.history[self.applied];
        let s = &mut self.stats;
        match entry.event {
            Event::Try { .. } => s.attempts -= 1,
            Event::Reject { .. } => s.rejections -= 1,
            Event::Place { mv, .. } => {
                s.placements -= 1;
                s.max_depth = entry.max_depth_before as u64;
                self.values[mv.cell as usize] = 0;
                self.depth -= 1;
            }
            Event::Undo { mv, .. } => {
                s.backtracks -= 1;
                self.values[mv.cell as usize] = mv.value;
                self.depth += 1;
            }
            Event::Solution { .. } => {
                s.solutions -= 1;
                self.solutions.pop();
            }
            Event::Exhausted => {}
        }
        true
    }

    fn forward(&mut self, entry: Entry) {
        let s = &mut self.stats;
        match entry.event {
            Event::Try { .. } => s.attempts += 1,
            Event::Reject { .. } => s.rejections += 1,
            Event::Place { mv, .. } => {
                s.placements += 1;
                self.values[mv.cell as usize] = mv.value;
                self.depth += 1;
                s.max_depth = s.max_depth.max(self.depth as u64);
            }
            Event::Undo { mv, .. } => {
                s.backtracks += 1;
                self.values[mv.cell as usize] = 0;
                self.depth -= 1;
            }
            Event::Solution { .. } => {
                s.solutions += 1;
                self.solutions.push(self.values.clone());
            }
            Event::Exhausted => {}
        }
    }

    /// Jumps to a state reported by a run at full speed: the history is
    /// dropped (there is nothing to step back through across a jump).
    pub fn jump(&mut self, stats: Stats, board: Option<Vec<u8>>, new_solutions: Vec<Vec<u8>>) {
        self.history.clear();
        self.applied = 0;
        self.stats = stats;
        if let Some(board) = board {
            self.depth = board.iter().filter(|&&v| v != 0).count();
            self.values = board;
        }
        self.solutions.extend(new_solutions);
    }
}
