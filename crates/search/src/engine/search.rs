//! The explicit-stack search: one event per step.

use super::{DepthCounts, Event, Move, Puzzle, Stack, Stats};

/// The open candidates of one level: `buf[start..]` up to the next frame.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub(super) start: u32,
    pub(super) next: u32,
    /// How many candidates of this level were recorded so far (none, once
    /// the level runs out: a dead end). Counted here and added to the
    /// counters per level when the level closes, which costs the hot loop
    /// less than counting per level on every try.
    pub(super) placed: u32,
}

impl Frame {
    pub(super) fn open(start: u32) -> Self {
        Frame {
            start,
            next: start,
            placed: 0,
        }
    }
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
    /// Take back the last move and go on: after a solution was reported,
    /// or a subtree passed over ([`Search::skip_subtree`]).
    TakeBack,
    /// The tree is exhausted.
    Finished,
}

/// One open level of the search as a viewer sees it: every candidate
/// `moves()` listed there, in order, and how many have been taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level<'a> {
    /// The candidates of the level, in the order they are tried.
    pub candidates: &'a [Move],
    /// How many of them have been taken (tried) so far.
    pub taken: usize,
}

/// A depth-first search over a [`Puzzle`] that advances one [`Event`] per step.
///
/// Its stacks are made at their full size with the search (see [`Stack`]),
/// so a step allocates nothing. A search can be cloned at any step: the clone
/// goes on exactly as the original would (the snapshots of a rewind).
///
/// ```
/// use btlab_search::engine::{Event, Search};
/// use btlab_search::puzzles::Queens;
/// use btlab_search::strategy::Classic;
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
#[derive(Clone)]
pub struct Search<P> {
    pub(super) puzzle: P,
    pub(super) buf: Stack<Move>,
    pub(super) frames: Stack<Frame>,
    pub(super) path: Stack<Move>,
    pub(super) pending: Pending,
    pub(super) stats: Stats,
    pub(super) depth: DepthCounts,
}

impl<P: Puzzle> Search<P> {
    /// A search at its start: nothing tried yet.
    pub fn new(puzzle: P) -> Self {
        let cells = puzzle.cells();
        Search {
            buf: Stack::with_room(cells * puzzle.moves_bound() + 1),
            puzzle,
            frames: Stack::with_room(cells + 1),
            path: Stack::with_room(cells),
            pending: Pending::Enter,
            stats: Stats::default(),
            depth: DepthCounts::new(cells + 1),
        }
    }

    /// The counters so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The counters per level so far, the open levels included.
    pub fn depth(&self) -> DepthCounts {
        let mut depth = self.depth.clone();
        for (counts, f) in depth.levels.iter_mut().zip(self.frames.iter()) {
            counts.tries += u64::from(f.next - f.start);
            counts.nodes += u64::from(f.placed);
        }
        depth
    }

    /// How many events the search has produced: the number of the last
    /// event, counting from 1 (0 before the first step). The final
    /// `Exhausted` counts too.
    pub fn step_index(&self) -> u64 {
        self.stats.events() + u64::from(self.is_finished())
    }

    /// The moves recorded now, one per level, deepest last.
    pub fn path(&self) -> &[Move] {
        &self.path
    }

    /// The open levels, shallowest first: the levels of the path, and the
    /// level being chosen at now, if its candidates have been listed.
    pub fn levels(&self) -> impl Iterator<Item = Level<'_>> + '_ {
        self.frames.iter().enumerate().map(move |(i, f)| {
            let end = self
                .frames
                .get(i + 1)
                .map_or(self.buf.len(), |next| next.start as usize);
            Level {
                candidates: &self.buf[f.start as usize..end],
                taken: (f.next - f.start) as usize,
            }
        })
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
            Pending::TakeBack => self.backtrack(),
            Pending::Finished => Event::Exhausted,
        }
    }

    fn enter(&mut self) -> Event {
        let level = self.path.len();
        if self.puzzle.done(level) {
            self.stats.solutions += 1;
            self.pending = Pending::TakeBack;
            return Event::Solution {
                index: self.stats.solutions,
            };
        }
        let start = self.buf.len() as u32;
        self.puzzle.moves(level, &mut self.buf);
        self.frames.push(Frame::open(start));
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
            self.close_level();
            self.backtrack()
        }
    }

    /// Drops the top frame, whose candidates are used up, and adds it to
    /// the counters of its level.
    #[inline(always)]
    pub(super) fn close_level(&mut self) {
        if let Some(frame) = self.frames.pop() {
            self.buf.truncate(frame.start as usize);
            if let Some(counts) = self.depth.levels.get_mut(self.path.len()) {
                counts.tries += u64::from(frame.next - frame.start);
                counts.nodes += u64::from(frame.placed);
                counts.dead_ends += u64::from(frame.placed == 0);
            }
        }
    }

    fn check(&mut self, mv: Move) -> Event {
        let level = self.path.len();
        if self.puzzle.valid(level, mv) {
            self.puzzle.record(level, mv);
            if let Some(frame) = self.frames.last_mut() {
                frame.placed += 1;
            }
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
