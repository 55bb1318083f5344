//! The explicit-stack search: one event per step.

use super::{Event, Move, Puzzle, Stats};

/// The open candidates of one level: `buf[start..]` up to the next frame.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub(super) start: u32,
    pub(super) next: u32,
}

/// What the next call of [`Search::step`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Pending {
    /// Enter the level `path.len()`: check `done`, else ask for `moves`.
    Enter,
    /// Take the next candidate of the top frame, or backtrack.
    Next,
    /// Check the candidate just tried, then record or reject it.
    Check(Move),
    /// A solution was reported: take back the last move and go on.
    AfterSolution,
    /// The tree is exhausted.
    Finished,
}

/// A depth-first search over a [`Puzzle`] that advances one [`Event`] per step.
///
/// All buffers grow to their final size during the first descent; after that
/// a step allocates nothing.
///
/// ```
/// use btlab::engine::{Event, Search};
/// use btlab::puzzles::Queens;
/// use btlab::strategy::Classic;
///
/// let mut search = Search::new(Classic::new(Queens::new(4)));
/// let mut solutions = 0;
/// loop {
///     match search.step() {
///         Event::Solution { .. } => solutions += 1,
///         Event::Exhausted => break,
///         _ => {}
///     }
/// }
/// assert_eq!(solutions, 2);
/// ```
pub struct Search<P> {
    pub(super) puzzle: P,
    pub(super) buf: Vec<Move>,
    pub(super) frames: Vec<Frame>,
    pub(super) path: Vec<Move>,
    pub(super) pending: Pending,
    pub(super) stats: Stats,
}

impl<P: Puzzle> Search<P> {
    /// A search at its start: nothing tried yet.
    pub fn new(puzzle: P) -> Self {
        let cells = puzzle.cells();
        Search {
            buf: Vec::with_capacity(cells * puzzle.moves_bound() + 1),
            puzzle,
            frames: Vec::with_capacity(cells + 1),
            path: Vec::with_capacity(cells),
            pending: Pending::Enter,
            stats: Stats::default(),
        }
    }

    /// The counters so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The moves recorded now, one per level, deepest last.
    pub fn path(&self) -> &[Move] {
        &self.path
    }

    /// The puzzle (or strategy) being searched.
    pub fn puzzle(&self) -> &P {
        &self.puzzle
    }

    /// Whether the whole tree has been searched.
    pub fn is_finished(&self) -> bool {
        self.pending == Pending::Finished
    }

    /// Advances the search by one event. After [`Event::Exhausted`] every
    /// further call returns `Exhausted` again and changes nothing.
    #[inline]
    pub fn step(&mut self) -> Event {
        match self.pending {
            Pending::Enter => self.enter(),
            Pending::Next => self.next_candidate(),
            Pending::Check(mv) => self.check(mv),
            Pending::AfterSolution => self.backtrack(),
            Pending::Finished => Event::Exhausted,
        }
    }

    fn enter(&mut self) -> Event {
        let level = self.path.len();
        if self.puzzle.done(level) {
            self.stats.solutions += 1;
            self.pending = Pending::AfterSolution;
            return Event::Solution {
                index: self.stats.solutions,
            };
        }
        let start = self.buf.len() as u32;
        self.puzzle.moves(level, &mut self.buf);
        self.frames.push(Frame { start, next: start });
        self.next_candidate()
    }

    fn next_candidate(&mut self) -> Event {
        let level = self.path.len();
        let frame = self
            .frames
            .last_mut()
            .expect("a level is open while candidates are taken");
        if (frame.next as usize) < self.buf.len() {
            let mv = self.buf[frame.next as usize];
            frame.next += 1;
            self.stats.attempts += 1;
            self.pending = Pending::Check(mv);
            Event::Try {
                level: level as u16,
                mv,
            }
        } else {
            self.buf.truncate(frame.start as usize);
            self.frames.pop();
            self.backtrack()
        }
    }

    fn check(&mut self, mv: Move) -> Event {
        let level = self.path.len();
        if self.puzzle.valid(level, mv) {
            self.puzzle.record(level, mv);
            self.path.push(mv);
            self.stats.placements += 1;
            self.stats.max_depth = self.stats.max_depth.max(self.path.len() as u64);
            self.pending = Pending::Enter;
            Event::Place {
                level: level as u16,
                mv,
            }
        } else {
            self.stats.rejections += 1;
            self.pending = Pending::Next;
            Event::Reject {
                level: level as u16,
                mv,
            }
        }
    }

    fn backtrack(&mut self) -> Event {
        match self.path.pop() {
            Some(mv) => {
                let level = self.path.len();
                self.puzzle.undo(level, mv);
                self.stats.backtracks += 1;
                self.pending = Pending::Next;
                Event::Undo {
                    level: level as u16,
                    mv,
                }
            }
            None => {
                self.pending = Pending::Finished;
                Event::Exhausted
            }
        }
    }
}
