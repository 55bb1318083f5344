//! Any puzzle with any stepping strategy, behind one object-safe trait.

use crate::engine::{
    DepthCounts, Event, Halt, Level, Limits, Move, PieceCounts, Puzzle, Search, Stats,
};
use crate::lab::{Learner, LearnerNote, Methods, Tape};
use crate::puzzles::{AnyPuzzle, Constraints, MAX_STEPPED_QUEENS};
use crate::strategy::{Classic, Mrv, Propagate, Strategy, WideQueens};

/// A search that can be stepped, whatever its puzzle and strategy.
pub trait Stepper {
    /// One step: one event.
    fn step(&mut self) -> Event;
    /// The counters so far.
    fn stats(&self) -> Stats;
    /// The counters per level so far.
    fn depth(&self) -> DepthCounts;
    /// How many events so far (the number of the last one).
    fn step_index(&self) -> u64;
    /// The moves recorded now, deepest last.
    fn path(&self) -> &[Move];
    /// The open levels with their candidates, shallowest first.
    fn levels(&self) -> Vec<Level<'_>>;
    /// Runs at full speed until a limit is met; `on_solution` gets each
    /// solution's moves and the number of its event.
    fn run(&mut self, limits: Limits, on_solution: &mut dyn FnMut(&[Move], u64)) -> Halt;
    /// Runs at full speed until exactly `stop` events in all, a solution
    /// limit, or the end ([`Search::run_until`]).
    fn run_until(
        &mut self,
        stop: u64,
        limit: Option<u64>,
        on_solution: &mut dyn FnMut(&[Move], u64),
    ) -> Halt;
    /// Runs at full speed toward `stop`, stopping within
    /// [`Stepper::margin`] events of it ([`Search::run_near`]).
    fn run_near(
        &mut self,
        stop: u64,
        limit: Option<u64>,
        on_solution: &mut dyn FnMut(&[Move], u64),
    ) -> Halt;
    /// How far before its stop [`Stepper::run_near`] may stop.
    fn margin(&self) -> u64;
    /// Whether the tree is exhausted.
    fn is_finished(&self) -> bool;
    /// A copy that goes on exactly as this search would: a snapshot.
    fn snapshot(&self) -> Box<dyn Stepper>;
    /// Bytes a snapshot holds, roughly.
    fn footprint(&self) -> usize;
    /// Whether the next step enters the node at the end of the path
    /// ([`Search::at_node`]).
    fn at_node(&self) -> bool;
    /// Checks `mv` in place of the candidate just tried, the last of its
    /// level ([`Search::steer`]).
    fn steer(&mut self, mv: Move) -> bool;
    /// Counts from zero from here on ([`Search::count_from_here`]).
    fn count_from_here(&mut self);
    /// What the subtree under the node at `depth` added, once searched
    /// after [`descend`](crate::engine::descend) ([`Search::piece_counts`]).
    fn piece_counts(&self, depth: usize) -> PieceCounts;
    /// Passes over the subtree of the node, counting `counts`; the next
    /// step takes back the node's move ([`Search::skip_subtree`]).
    fn skip_subtree(&mut self, counts: &PieceCounts) -> bool;
    /// Whether the moves come from a learner's methods (the Lab): such a
    /// run is stepped event by event and ends at its first failure.
    fn learners(&self) -> bool {
        false
    }
    /// What the learner's methods said that the events do not: the
    /// reason for the last refusal, the first failure.
    fn learner_note(&self) -> Option<LearnerNote> {
        None
    }
}

/// A [`Stepper`] for `Search<$puzzle>` with the generics `[$generics]`:
/// every method is the search's own.
macro_rules! stepper_for {
    ([$($generics:tt)*] $puzzle:ty $(, $($extra:tt)*)?) => {
        impl<$($generics)*> Stepper for Search<$puzzle> {
            $($($extra)*)?
            fn step(&mut self) -> Event {
                Search::step(self)
            }
            fn stats(&self) -> Stats {
                Search::stats(self)
            }
            fn depth(&self) -> DepthCounts {
                Search::depth(self)
            }
            fn step_index(&self) -> u64 {
                Search::step_index(self)
            }
            fn path(&self) -> &[Move] {
                Search::path(self)
            }
            fn levels(&self) -> Vec<Level<'_>> {
                Search::levels(self).collect()
            }
            fn run(&mut self, limits: Limits, on_solution: &mut dyn FnMut(&[Move], u64)) -> Halt {
                Search::run(self, limits, on_solution)
            }
            fn run_until(
                &mut self,
                stop: u64,
                limit: Option<u64>,
                on_solution: &mut dyn FnMut(&[Move], u64),
            ) -> Halt {
                Search::run_until(self, stop, limit, on_solution)
            }
            fn run_near(
                &mut self,
                stop: u64,
                limit: Option<u64>,
                on_solution: &mut dyn FnMut(&[Move], u64),
            ) -> Halt {
                Search::run_near(self, stop, limit, on_solution)
            }
            fn margin(&self) -> u64 {
                Search::margin(self)
            }
            fn is_finished(&self) -> bool {
                Search::is_finished(self)
            }
            fn snapshot(&self) -> Box<dyn Stepper> {
                Box::new(self.clone())
            }
            fn footprint(&self) -> usize {
                // Per level: its counters, its move on the path, its frame
                // (12 bytes) and room for all its candidates.
                let levels = Puzzle::cells(self.puzzle()) + 1;
                let room = Puzzle::moves_bound(self.puzzle());
                self.puzzle().footprint()
                    + levels
                        * (3 * std::mem::size_of::<u64>()
                            + (1 + room) * std::mem::size_of::<Move>()
                            + 12)
                    + 256
            }
            fn at_node(&self) -> bool {
                Search::at_node(self)
            }
            fn steer(&mut self, mv: Move) -> bool {
                Search::steer(self, mv)
            }
            fn count_from_here(&mut self) {
                Search::count_from_here(self)
            }
            fn piece_counts(&self, depth: usize) -> PieceCounts {
                Search::piece_counts(self, depth)
            }
            fn skip_subtree(&mut self, counts: &PieceCounts) -> bool {
                Search::skip_subtree(self, counts)
            }
        }
    };
}

stepper_for!([C: Constraints + 'static] Classic<C>);
stepper_for!([C: Constraints + 'static] Mrv<C>);
stepper_for!([C: Constraints + 'static] Propagate<C>);
stepper_for!([] WideQueens);
stepper_for!([M: Methods + 'static] Learner<Tape<M>>,
    fn learners(&self) -> bool {
        true
    }
    fn learner_note(&self) -> Option<LearnerNote> {
        Some(self.puzzle().note())
    }
);

fn build<C: Constraints + 'static>(model: C, strategy: Strategy) -> Option<Box<dyn Stepper>> {
    fn boxed<P: Puzzle + 'static>(p: P) -> Box<Search<P>> {
        Box::new(Search::new(p))
    }
    Some(match strategy {
        Strategy::Classic => boxed(Classic::new(model)),
        Strategy::Propagate | Strategy::Dutch => {
            boxed(Propagate::with_cleanup(model, strategy == Strategy::Dutch))
        }
        Strategy::Mrv => boxed(Mrv::new(model)),
        Strategy::Random { seed } => boxed(Mrv::random(model, seed)),
        Strategy::Shuffled { seed } => boxed(Classic::shuffled(model, seed)),
        Strategy::Fast => return None,
    })
}

/// A stepping search of `puzzle` by `strategy`; `None` for `fast`, which
/// has no steps, and where [`runs_on`] says no.
pub fn stepper(puzzle: &AnyPuzzle, strategy: Strategy) -> Option<Box<dyn Stepper>> {
    match puzzle {
        AnyPuzzle::Queens(q) if q.is_wide() => {
            WideQueens::new(q.n(), strategy).map(|w| Box::new(Search::new(w)) as Box<dyn Stepper>)
        }
        _ => crate::each_puzzle!(puzzle, p => build(p.clone(), strategy)),
    }
}

/// Whether `strategy` runs on `puzzle` to the solution `limit`: every
/// strategy runs on every puzzle but N-Queens past the masks' 32 columns
/// ([`WideQueens::runs`]).
pub fn runs_on(puzzle: &AnyPuzzle, strategy: Strategy, limit: Option<u64>) -> bool {
    match puzzle {
        AnyPuzzle::Queens(q) if q.is_wide() => WideQueens::runs(q.n(), strategy, limit),
        _ => true,
    }
}

/// Why `strategy` does not run on `puzzle` to `limit`, in English (the
/// command line's and the worker's words); `None` where it runs.
pub fn refusal(puzzle: &AnyPuzzle, strategy: Strategy, limit: Option<u64>) -> Option<String> {
    (!runs_on(puzzle, strategy, limit)).then(|| {
        let n = puzzle.cells();
        let past = if n > MAX_STEPPED_QUEENS {
            format!("{n} queens are past the {MAX_STEPPED_QUEENS} columns a move names: fast")
        } else {
            format!(
                "{n} queens are past the 32 columns of the candidate sets: classic and \
                 shuffled step them, fast"
            )
        };
        let more = if strategy == Strategy::Fast {
            " to more than one solution"
        } else {
            ""
        };
        format!(
            "{past} finds a first solution; {} does not run on them{more}",
            strategy.name()
        )
    })
}
