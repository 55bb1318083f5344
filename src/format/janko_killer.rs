//! janko.at's Killer Sudoku blocks (`puzzle killer`): the boxes from
//! `patternx` and `patterny` (or the standard ones), the cages in `areas`
//! (equal tokens, one cage), and in `problem` each cage's sum in one of
//! its cells (`-` elsewhere). The sum stands in the cage's first cell
//! nearly always, but not always: it is taken wherever it stands. A cage
//! without one shows no sum.

use super::janko::{at, Block};
use super::janko_kinds::{boxes, invalid, problem_and_areas, regions, values, Read};
use super::{FormatError, JankoProblem};
use crate::puzzles::{AnyPuzzle, Cage, Layout, Op, Sudoku};

/// A Killer Sudoku block, with its published solution.
pub(super) fn killer(block: &Block) -> Result<Read, FormatError> {
    let (n, _) = block.dimensions()?;
    let (problem, areas) = problem_and_areas(block, n)?;
    let cage_of = regions(areas);
    let count = cage_of.iter().max().map_or(0, |m| m + 1);
    let mut cages: Vec<Cage> = (0..count)
        .map(|_| Cage {
            target: 0,
            op: Op::Add,
            cells: Vec::new(),
        })
        .collect();
    for (c, &k) in cage_of.iter().enumerate() {
        cages[k].cells.push(c as u16);
    }
    for (r, (line, tokens)) in problem.iter().enumerate() {
        for (c, token) in tokens.iter().enumerate() {
            if token == "-" || token == "." {
                continue;
            }
            let sum: u32 = (token.parse().ok())
                .filter(|&s| s > 0)
                .ok_or_else(|| at(*line, Some(token), JankoProblem::BadClue))?;
            let cage = &mut cages[cage_of[r * n + c]];
            if cage.target != 0 {
                return Err(at(*line, Some(token), JankoProblem::SecondClue));
            }
            cage.target = sum;
        }
    }
    let mut layout = Layout {
        cages,
        ..Layout::default()
    };
    layout.boxes = boxes(block)?;
    let puzzle = Sudoku::with_layout(vec![0; n * n], layout).map_err(|e| invalid(block, e))?;
    let solution = block
        .grid("solution", n, n)?
        .map(|s| values(s, n))
        .transpose()?;
    Ok((AnyPuzzle::Sudoku(puzzle), solution))
}
