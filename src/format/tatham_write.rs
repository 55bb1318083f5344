//! Writing puzzles as Simon Tatham's game IDs, one game each (the
//! reverse of [`super::read_game_id`]; [`super::to_game_id`] picks the
//! game).

use super::tatham_codes::{write_grid, write_regions, write_trees, Walls};
use super::WriteProblem;
use crate::puzzles::{Cage, Kendoku, Op, Side, Skyscrapers, Sudoku, Tents};

/// A Sudoku as a Solo game ID: boxes `CxR` or jigsaw `Nj`, `x` for
/// diagonals; an error if it has extra regions.
pub(super) fn solo_id(s: &Sudoku) -> Result<String, WriteProblem> {
    let layout = s.layout();
    if !layout.extra.is_empty() {
        return Err(WriteProblem::SoloExtraRegions);
    }
    if layout.has_lines_or_dots() {
        return Err(WriteProblem::VariantRules);
    }
    let x = if layout.diagonals { "x" } else { "" };
    let n = s.side();
    let k = killer_desc(s)?;
    let kind = if k.is_empty() { "" } else { "k" };
    match &layout.regions {
        Some(regions) => Ok(format!(
            "{n}j{x}{kind}:{},{}{k}",
            write_grid(s.givens()),
            write_regions(regions, n, Walls::Solo)
        )),
        None => {
            let (br, bc) = layout
                .boxes
                .or_else(|| crate::puzzles::standard_box(n))
                .ok_or(WriteProblem::NoBoxShape)?;
            Ok(format!("{br}x{bc}{x}{kind}:{}{k}", write_grid(s.givens())))
        }
    }
}

/// A Killer's cages as solo.c writes them (`,` walls `,` each cage's
/// sum in its first cell); empty for a Sudoku without cages. Solo's
/// cages cover the grid, each with its sum.
fn killer_desc(s: &Sudoku) -> Result<String, WriteProblem> {
    let Some(sums) = s.cage_sums() else {
        return Ok(String::new());
    };
    let n = s.side();
    let mut cage_of = vec![usize::MAX; n * n];
    let mut clues = vec![0u8; n * n];
    for (index, cage) in sums.cages().iter().enumerate() {
        let first = cage.cells.iter().min().map_or(0, |&c| c as usize);
        clues[first] = u8::try_from(cage.target).unwrap_or(0);
        for &c in &cage.cells {
            cage_of[c as usize] = index;
        }
        if cage.target == 0 {
            return Err(WriteProblem::SoloCageWithoutSum);
        }
    }
    if cage_of.contains(&usize::MAX) {
        return Err(WriteProblem::SoloCellWithoutCage);
    }
    let walls = write_regions(&cage_of, n, Walls::Solo);
    Ok(format!(",{walls},{}", write_grid(&clues)))
}

/// A Kendoku as a Keen game ID: the cages' walls, then each cage's
/// operation letter and target; an error if a cage hides its operation.
pub(super) fn keen_id(k: &Kendoku) -> Result<String, WriteProblem> {
    let n = k.side();
    let region: Vec<usize> = (0..n * n).map(|c| k.cage_of(c)).collect();
    let mut clues = String::new();
    for cage in cages_by_first_cell(k) {
        let letter = match cage.op {
            Op::Add | Op::Given => 'a',
            Op::Sub => 's',
            Op::Mul => 'm',
            Op::Div => 'd',
            Op::Unknown => return Err(WriteProblem::KeenHiddenOperation),
        };
        clues.push(letter);
        clues.push_str(&cage.target.to_string());
    }
    Ok(format!(
        "{n}:{},{clues}",
        write_regions(&region, n, Walls::Keen)
    ))
}

/// The cages ordered by their first cell, cages of the same first cell
/// in order as they come.
fn cages_by_first_cell(k: &Kendoku) -> Vec<&Cage> {
    // An insertion by hand: no sort of its own in the page's wasm.
    let mut order: Vec<&Cage> = Vec::with_capacity(k.cages().len());
    for cage in k.cages() {
        let first = cage.cells.iter().min();
        let at = order.partition_point(|c| c.cells.iter().min() <= first);
        order.insert(at, cage);
    }
    order
}

/// A Skyscrapers as a Towers game ID: the clues split by `/` (top,
/// bottom, left, right), then the givens if any; an error if it has gaps
/// or diagonals.
pub(super) fn towers_id(s: &Skyscrapers) -> Result<String, WriteProblem> {
    if s.gap().is_some() || s.diagonals() {
        return Err(WriteProblem::TowersVariant);
    }
    let clue = |c: &u8| {
        if *c == 0 {
            String::new()
        } else {
            c.to_string()
        }
    };
    let c = s.clues();
    let all: Vec<String> = [Side::Top, Side::Bottom, Side::Left, Side::Right]
        .iter()
        .flat_map(|&side| c.side(side).iter().map(clue))
        .collect();
    let mut id = format!("{}:{}", s.side(), all.join("/"));
    if s.givens().iter().any(|&g| g != 0) {
        id += &format!(",{}", write_grid(s.givens()));
    }
    Ok(id)
}

/// A Tents as a Tents game ID: `WxH`, the trees, then the column counts
/// and the row counts.
pub(super) fn tents_id(t: &Tents) -> String {
    let mut is_tree = vec![false; t.rows() * t.cols()];
    for &sq in t.trees() {
        is_tree[sq as usize] = true;
    }
    let counts: Vec<String> = t
        .col_counts()
        .iter()
        .chain(t.row_counts())
        .map(u8::to_string)
        .collect();
    format!(
        "{}x{}:{},{}",
        t.cols(),
        t.rows(),
        write_trees(&is_tree),
        counts.join(",")
    )
}
