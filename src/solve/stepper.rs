//! Any puzzle with any stepping strategy, behind one object-safe trait.

use crate::engine::{Event, Halt, Limits, Move, Puzzle, Search, Stats};
use crate::puzzles::{AnyPuzzle, Constraints};
use crate::strategy::{Classic, Mrv, Propagate, Strategy};

/// A search that can be stepped, whatever its puzzle and strategy.
pub trait Stepper {
    /// One step: one event.
    fn step(&mut self) -> Event;
    /// The counters so far.
    fn stats(&self) -> Stats;
    /// The moves recorded now, deepest last.
    fn path(&self) -> &[Move];
    /// Runs at full speed until a limit is met.
    fn run(&mut self, limits: Limits, on_solution: &mut dyn FnMut(&[Move])) -> Halt;
    /// Whether the tree is exhausted.
    fn is_finished(&self) -> bool;
}

macro_rules! stepper_for {
    ($strategy:ident) => {
        impl<C: Constraints> Stepper for Search<$strategy<C>> {
            fn step(&mut self) -> Event {
                Search::step(self)
            }
            fn stats(&self) -> Stats {
                Search::stats(self)
            }
            fn path(&self) -> &[Move] {
                Search::path(self)
            }
            fn run(&mut self, limits: Limits, on_solution: &mut dyn FnMut(&[Move])) -> Halt {
                Search::run(self, limits, on_solution)
            }
            fn is_finished(&self) -> bool {
                Search::is_finished(self)
            }
        }
    };
}

stepper_for!(Classic);
stepper_for!(Mrv);
stepper_for!(Propagate);

fn build<C: Constraints + 'static>(model: C, strategy: Strategy) -> Option<Box<dyn Stepper>> {
    fn boxed<P: Puzzle + 'static>(p: P) -> Box<Search<P>> {
        Box::new(Search::new(p))
    }
    Some(match strategy {
        Strategy::Classic => boxed(Classic::new(model)),
        Strategy::Propagate => boxed(Propagate::new(model)),
        Strategy::Mrv => boxed(Mrv::new(model)),
        Strategy::Random { seed } => boxed(Mrv::random(model, seed)),
        Strategy::Fast => return None,
    })
}

/// A stepping search of `puzzle` by `strategy`; `None` for `fast`, which
/// has no steps.
pub fn stepper(puzzle: &AnyPuzzle, strategy: Strategy) -> Option<Box<dyn Stepper>> {
    match puzzle {
        AnyPuzzle::Sudoku(p) => build(p.clone(), strategy),
        AnyPuzzle::Queens(p) => build(p.clone(), strategy),
        AnyPuzzle::Kendoku(p) => build(p.clone(), strategy),
    }
}
