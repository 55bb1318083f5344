//! Each kind of janko.at block as a puzzle, with its published solution.

use super::janko::{at, Block, Row};
use super::{FormatError, JankoProblem};
use crate::puzzles::{
    AnyPuzzle, Cage, Clues, Invalid, Kendoku, Layout, Op, Skyscrapers, Sudoku, Tents,
};

/// A read puzzle and its published solution.
pub(super) type Read = (AnyPuzzle, Option<Vec<u8>>);

/// A cell's token as a value: `-` `.` `0` empty; numbers; letters `a`/`A`
/// = 1 (janko writes some grids in letters).
fn value(token: &str, line: usize, max: usize) -> Result<u8, FormatError> {
    let v = match token {
        "-" | "." | "0" => 0,
        t if t.len() == 1 && t.as_bytes()[0].is_ascii_alphabetic() => {
            (t.as_bytes()[0].to_ascii_lowercase() - b'a' + 1) as usize
        }
        t => t
            .parse::<usize>()
            .map_err(|_| at(line, Some(t), JankoProblem::NotValue))?,
    };
    if v > max {
        return Err(at(line, Some(token), JankoProblem::ValueRange { max }));
    }
    Ok(v as u8)
}

/// The values of a grid, row-major.
pub(super) fn values(rows: &[Row], max: usize) -> Result<Vec<u8>, FormatError> {
    let mut out = Vec::new();
    for (line, tokens) in rows {
        for t in tokens {
            out.push(value(t, *line, max)?);
        }
    }
    Ok(out)
}

/// Region ids from a grid of tokens (equal token, same region), in the
/// order they first appear.
pub(super) fn regions(rows: &[Row]) -> Vec<usize> {
    let mut seen: Vec<&str> = Vec::new();
    rows.iter()
        .flat_map(|(_, tokens)| tokens.iter())
        .map(|t| match seen.iter().position(|s| s == t) {
            Some(i) => i,
            None => {
                seen.push(t);
                seen.len() - 1
            }
        })
        .collect()
}

/// The puzzle's own rules broken, named at the block's `begin`.
pub(super) fn invalid(block: &Block, e: Invalid) -> FormatError {
    at(block.begin, None, JankoProblem::Invalid(e))
}

/// A Sudoku block's boxes (height, width) from `patternx` (width) and
/// `patterny` (height), both or neither (the standard boxes).
pub(super) fn boxes(block: &Block) -> Result<Option<(usize, usize)>, FormatError> {
    match (block.number("patternx")?, block.number("patterny")?) {
        (Some(w), Some(h)) => Ok(Some((h, w))),
        (None, None) => Ok(None),
        _ => Err(at(block.begin, None, JankoProblem::PatternPair)),
    }
}

/// A Sudoku block: boxes from `patternx` (width) and `patterny`
/// (height), or jigsaw `areas`; extra regions from `cellmarkers`.
pub(super) fn sudoku(block: &Block, diagonals: bool) -> Result<Read, FormatError> {
    let (n, _) = block.dimensions()?;
    let problem = block
        .grid("problem", n, n)?
        .ok_or_else(|| at(block.begin, None, JankoProblem::NoProblemGrid))?;
    let givens = values(problem, n)?;
    let mut layout = Layout {
        diagonals,
        ..Layout::default()
    };
    layout.boxes = boxes(block)?;
    if let Some(areas) = block.grid("areas", n, n)? {
        layout.regions = Some(regions(areas));
        layout.boxes = None;
    }
    if let Some(marks) = block.grid("cellmarkers", n, n)? {
        layout.extra = marker_regions(marks, n)?;
    }
    let puzzle = Sudoku::with_layout(givens, layout).map_err(|e| invalid(block, e))?;
    let solution = block
        .grid("solution", n, n)?
        .map(|s| values(s, n))
        .transpose()?;
    Ok((AnyPuzzle::Sudoku(puzzle), solution))
}

/// Extra regions painted in `cellmarkers`: each group of side-by-side
/// cells of one colour is a region of `n` cells.
fn marker_regions(rows: &[Row], n: usize) -> Result<Vec<Vec<usize>>, FormatError> {
    let colour: Vec<&str> = rows
        .iter()
        .flat_map(|(_, t)| t.iter().map(String::as_str))
        .collect();
    let mut group = vec![usize::MAX; n * n];
    let mut out = Vec::new();
    for start in 0..n * n {
        if colour[start] == "-" || group[start] != usize::MAX {
            continue;
        }
        let mut cells = vec![start];
        group[start] = out.len();
        let mut i = 0;
        while i < cells.len() {
            let c = cells[i];
            let (r, col) = (c / n, c % n);
            let near = [
                (r > 0).then(|| c - n),
                (r + 1 < n).then_some(c + n),
                (col > 0).then(|| c - 1),
                (col + 1 < n).then_some(c + 1),
            ];
            for o in near.into_iter().flatten() {
                if group[o] == usize::MAX && colour[o] == colour[start] {
                    group[o] = out.len();
                    cells.push(o);
                }
            }
            i += 1;
        }
        if cells.len() != n {
            let line = rows[start / n].0;
            return Err(at(
                line,
                Some(colour[start]),
                JankoProblem::MarkerGroup {
                    cells: cells.len(),
                    n,
                },
            ));
        }
        cells.sort_unstable();
        out.push(cells);
    }
    Ok(out)
}

/// A block's `problem` and `areas` grids, `n` by `n` (a Kendoku's or a
/// Killer's clues and cages).
pub(super) fn problem_and_areas(block: &Block, n: usize) -> Result<(&[Row], &[Row]), FormatError> {
    let problem = block
        .grid("problem", n, n)?
        .ok_or_else(|| at(block.begin, None, JankoProblem::NoProblemGrid))?;
    let areas = block
        .grid("areas", n, n)?
        .ok_or_else(|| at(block.begin, None, JankoProblem::NoAreasGrid))?;
    Ok((problem, areas))
}

/// A Kendoku block: cages from `areas`, each with one clue in `problem`:
/// `12+`, `3-`, `24*`, `2/`; a bare number is a given in a one-cell
/// cage, and in a larger cage a target whose operation is not shown.
pub(super) fn kendoku(block: &Block) -> Result<Read, FormatError> {
    let (n, _) = block.dimensions()?;
    let (problem, areas) = problem_and_areas(block, n)?;
    let cage_of = regions(areas);
    let cages_count = cage_of.iter().max().map_or(0, |m| m + 1);
    let mut cells = vec![Vec::new(); cages_count];
    for (c, &k) in cage_of.iter().enumerate() {
        cells[k].push(c as u16);
    }
    let mut clue: Vec<Option<(u32, Op)>> = vec![None; cages_count];
    for (r, (line, tokens)) in problem.iter().enumerate() {
        for (c, token) in tokens.iter().enumerate() {
            if token == "-" || token == "." {
                continue;
            }
            let k = cage_of[r * n + c];
            let (digits, op) = match token.char_indices().last() {
                Some((i, '+')) => (&token[..i], Op::Add),
                Some((i, '-')) => (&token[..i], Op::Sub),
                Some((i, '*' | 'x' | '×')) => (&token[..i], Op::Mul),
                Some((i, '/' | ':' | '÷')) => (&token[..i], Op::Div),
                _ if cells[k].len() == 1 => (token.as_str(), Op::Given),
                _ => (token.as_str(), Op::Unknown),
            };
            let target = digits
                .parse()
                .map_err(|_| at(*line, Some(token), JankoProblem::BadClue))?;
            if clue[k].replace((target, op)).is_some() {
                return Err(at(*line, Some(token), JankoProblem::SecondClue));
            }
        }
    }
    let mut cages = Vec::new();
    for (k, cells) in cells.into_iter().enumerate() {
        let Some((target, op)) = clue[k] else {
            let first = cells[0] as usize;
            return Err(at(
                areas[first / n].0,
                Some(&areas[first / n].1[first % n]),
                JankoProblem::NoClue,
            ));
        };
        cages.push(Cage { target, op, cells });
    }
    let puzzle = Kendoku::new(n, cages).map_err(|e| invalid(block, e))?;
    let solution = block
        .grid("solution", n, n)?
        .map(|s| values(s, n))
        .transpose()?;
    Ok((AnyPuzzle::Kendoku(puzzle), solution))
}

/// A Skyscrapers block: `clabels` (above, below) and `rlabels` (left,
/// right), two lines each; `depth` the tallest building; `problem`
/// givens, if any.
pub(super) fn skyscrapers(block: &Block, diagonals: bool) -> Result<Read, FormatError> {
    let (n, _) = block.dimensions()?;
    let depth = block.number("depth")?.unwrap_or(n);
    let labels = |key: &str| -> Result<(Vec<u8>, Vec<u8>), FormatError> {
        let rows = block.grid(key, 2, n)?.ok_or_else(|| {
            at(
                block.begin,
                None,
                JankoProblem::NoLabels {
                    key: key.to_string(),
                    n,
                },
            )
        })?;
        Ok((values(&rows[..1], depth)?, values(&rows[1..], depth)?))
    };
    let (top, bottom) = labels("clabels")?;
    let (left, right) = labels("rlabels")?;
    let givens = block
        .grid("problem", n, n)?
        .map(|p| values(p, depth))
        .transpose()?
        .unwrap_or_default();
    let clues = Clues {
        top,
        bottom,
        left,
        right,
    };
    let puzzle =
        Skyscrapers::new(n, depth, clues, givens, diagonals).map_err(|e| invalid(block, e))?;
    // Gaps are written `-` or `0`: 0 here too.
    let solution = block
        .grid("solution", n, n)?
        .map(|s| values(s, depth))
        .transpose()?;
    Ok((AnyPuzzle::Skyscrapers(puzzle), solution))
}

/// A Tents block: janko publishes only the solution, `x` the trees and
/// `o` the tents, from which the counts come.
pub(super) fn tents(block: &Block) -> Result<Read, FormatError> {
    let (rows, cols) = block.dimensions()?;
    let grid = block
        .grid("solution", rows, cols)?
        .ok_or_else(|| at(block.begin, None, JankoProblem::NoSolutionGrid))?;
    let mut trees = Vec::new();
    let mut tent = vec![0u8; rows * cols];
    for (r, (line, tokens)) in grid.iter().enumerate() {
        for (c, token) in tokens.iter().enumerate() {
            match token.as_str() {
                "x" | "X" => trees.push(r * cols + c),
                "o" | "O" => tent[r * cols + c] = 1,
                "-" | "." => {}
                other => return Err(at(*line, Some(other), JankoProblem::NotTentsMark)),
            }
        }
    }
    let row_counts = (0..rows)
        .map(|r| tent[r * cols..(r + 1) * cols].iter().sum())
        .collect();
    let col_counts = (0..cols)
        .map(|c| (0..rows).map(|r| tent[r * cols + c]).sum())
        .collect();
    let puzzle =
        Tents::new(rows, cols, trees, row_counts, col_counts).map_err(|e| invalid(block, e))?;
    Ok((AnyPuzzle::Tents(puzzle), Some(tent)))
}
