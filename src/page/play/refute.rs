//! The search as a tutor: where no simple step is left, a value to try
//! in a cell and the proof, by the propagating search, that it fails:
//! "try r4c7 = 2: the search shows it fails after 9 steps".

use serde::{Deserialize, Serialize};

use crate::engine::{Halt, Limits};
use crate::kinds::hand::Solutions;
use crate::kinds::kind_of;
use crate::page::Editor;
use crate::puzzles::{values_of, Mask};
use crate::solve::stepper;
use crate::strategy::Strategy;

/// The longest search a hint shows: longer is no lesson to watch.
pub const MAX_REFUTATION_STEPS: u64 = 400;

/// The cells a hint tries, fewest candidates first.
const CELLS_TRIED: usize = 6;

/// The strategy whose search a refutation shows: the Dutch program's,
/// candidate lists cleaned up after every value.
pub const REFUTING: Strategy = Strategy::Propagate;

/// A value that cannot stand in a cell, and how long the search takes to
/// show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refutation {
    /// The cell.
    pub cell: usize,
    /// The value that fails there.
    pub value: u8,
    /// The events of [`REFUTING`]'s search from the grid with the value
    /// placed, to the end of its tree with no solution.
    pub steps: u64,
}

/// The grid of `editor` with `value` in `cell`.
pub fn grid_with(editor: &Editor, cell: usize, value: u8) -> Vec<u8> {
    let mut grid = editor.values().to_vec();
    grid[cell] = value;
    grid
}

/// How many events the search takes to exhaust the grid with `value` in
/// `cell` without a solution; `None` if it finds one or needs longer.
pub fn steps_to_fail(editor: &Editor, cell: usize, value: u8) -> Option<u64> {
    let puzzle = kind_of(editor.puzzle())
        .with_typed(&grid_with(editor, cell, value))
        .ok()?;
    let mut search = stepper(&puzzle, REFUTING)?;
    let limits = Limits {
        solutions: Some(1),
        steps: Some(MAX_REFUTATION_STEPS),
    };
    let halt = search.run(limits, &mut |_, _| {});
    (halt == Halt::Exhausted && search.stats().solutions == 0).then(|| search.step_index())
}

/// The shortest refutation among the candidates of the cells with the
/// fewest candidates (never the solution's value, where it is known).
pub fn refutation(
    editor: &Editor,
    candidates: &[Mask],
    solutions: &Solutions,
) -> Option<Refutation> {
    let values = editor.values();
    let mut cells: Vec<usize> = (0..values.len())
        .filter(|&c| values[c] == 0 && candidates[c].count_ones() >= 2)
        .collect();
    cells.sort_by_key(|&c| candidates[c].count_ones());
    let mut best: Option<Refutation> = None;
    for &cell in cells.iter().take(CELLS_TRIED) {
        for value in values_of(candidates[cell]).map(|v| v as u8) {
            if solutions.unique().is_some_and(|s| s[cell] == value) {
                continue;
            }
            if let Some(steps) = steps_to_fail(editor, cell, value) {
                if best.is_none_or(|b| steps < b.steps) {
                    best = Some(Refutation { cell, value, steps });
                }
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::page::play::solutions_of;

    #[test]
    fn the_claimed_steps_are_the_engines_to_the_end_of_its_tree() {
        // Presse needs more than singles: a refutation is found.
        let e = Editor::new(parse_puzzle(crate::library::LIBRARY[0].1).unwrap());
        let solutions = solutions_of(e.puzzle());
        let r = refutation(&e, &e.candidates(), &solutions).expect("a value to refute");
        assert_ne!(solutions.unique().unwrap()[r.cell], r.value);
        // The same search, step by step, to its end: as many events.
        let puzzle = kind_of(e.puzzle())
            .with_typed(&grid_with(&e, r.cell, r.value))
            .unwrap();
        let mut search = stepper(&puzzle, REFUTING).unwrap();
        let mut events = 0;
        while !search.is_finished() {
            search.step();
            events += 1;
            assert!(events <= r.steps, "the search goes on past the claim");
        }
        assert_eq!(events, r.steps);
        assert_eq!(search.stats().solutions, 0);
    }
}
