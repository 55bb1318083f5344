//! Writing a puzzle as a janko.at block, as the site writes them (read
//! back by [`super::read_janko`]); a Killer as the site's Killer Sudoku. Tents publish only the solution (trees
//! `x`, tents `o`), so a Tents puzzle is written with its first solution.

use super::{Site, WriteProblem};
use crate::puzzles::{AnyPuzzle, Kendoku, Op, Side, Skyscrapers, Sudoku, Tents};
use crate::solve::solve;
use crate::strategy::Strategy;

/// Lines of a grid: tokens joined by spaces, a row a line.
fn grid(tokens: impl IntoIterator<Item = String>, cols: usize) -> String {
    let tokens: Vec<String> = tokens.into_iter().collect();
    tokens
        .chunks(cols.max(1))
        .map(|row| row.join(" ") + "\n")
        .collect()
}

fn cell(v: u8) -> String {
    if v == 0 {
        "-".to_string()
    } else {
        v.to_string()
    }
}

/// Whether `cells` of an `n` x `n` grid form one piece, side by side.
fn connected(cells: &[usize], n: usize) -> bool {
    let Some(&first) = cells.first() else {
        return true;
    };
    let mut reached = vec![first];
    let mut i = 0;
    while i < reached.len() {
        let c = reached[i];
        for &o in cells {
            let near = (c / n).abs_diff(o / n) + (c % n).abs_diff(o % n) == 1;
            if near && !reached.contains(&o) {
                reached.push(o);
            }
        }
        i += 1;
    }
    reached.len() == cells.len()
}

/// The puzzle as a janko.at block, if the site has the kind.
pub fn to_janko(puzzle: &AnyPuzzle) -> Result<String, WriteProblem> {
    let body = match puzzle {
        AnyPuzzle::Sudoku(s) => sudoku_body(s)?,
        AnyPuzzle::Kendoku(k) => kendoku_body(k),
        AnyPuzzle::Skyscrapers(s) => skyscrapers_body(s),
        AnyPuzzle::Tents(t) => tents_body(puzzle, t)?,
        AnyPuzzle::Queens(_) | AnyPuzzle::Star(_) => {
            return Err(WriteProblem::NoSuchKind(Site::Janko))
        }
        #[cfg(not(target_arch = "wasm32"))]
        AnyPuzzle::LatinSquare(_) => return Err(WriteProblem::NoSuchKind(Site::Janko)),
    };
    Ok(format!("begin\n{body}end\n"))
}

/// A Sudoku's lines of the block: kind, size, box shape (or jigsaw
/// areas), givens and extra regions.
fn sudoku_body(s: &Sudoku) -> Result<String, WriteProblem> {
    let n = s.side();
    let layout = s.layout();
    if layout.has_lines_or_dots() {
        return Err(WriteProblem::VariantRules);
    }
    if !layout.cages.is_empty() {
        return killer_body(s);
    }
    let mut out = String::from(if layout.diagonals {
        "puzzle sudoku, diagonals\n"
    } else {
        "puzzle sudoku\n"
    });
    out += &format!("size {n}\n");
    if layout.regions.is_none() {
        let (h, w) = layout
            .boxes
            .or_else(|| crate::puzzles::standard_box(n))
            .ok_or(WriteProblem::NoBoxShape)?;
        out += &format!("patternx {w}\npatterny {h}\n");
    }
    out += "problem\n";
    out += &grid(s.givens().iter().map(|&v| cell(v)), n);
    if let Some(regions) = &layout.regions {
        out += "areas\n";
        out += &grid(regions.iter().map(|r| (r + 1).to_string()), n);
    }
    if !layout.extra.is_empty() {
        out += &cell_markers(&layout.extra, n)?;
    }
    Ok(out)
}

/// A Killer's lines of the block: its boxes, each cage's sum in its first
/// cell, the cages as areas; an error where janko.at's Killer Sudoku
/// cannot hold it.
fn killer_body(s: &Sudoku) -> Result<String, WriteProblem> {
    let n = s.side();
    let layout = s.layout();
    let mut cage_of = vec![None; n * n];
    for (k, cage) in layout.cages.iter().enumerate() {
        cage.cells
            .iter()
            .for_each(|&c| cage_of[usize::from(c)] = Some(k));
    }
    let (h, w) = layout
        .boxes
        .or_else(|| crate::puzzles::standard_box(n))
        .ok_or(WriteProblem::NoBoxShape)?;
    let other_regions = layout.regions.is_some() || layout.diagonals || !layout.extra.is_empty();
    let givens = s.givens().iter().any(|&g| g != 0);
    if other_regions || givens || cage_of.contains(&None) {
        return Err(WriteProblem::JankoKiller);
    }
    let mut sums = vec!["-".to_string(); n * n];
    for cage in layout.cages.iter().filter(|c| c.target != 0) {
        let first = cage.cells.iter().min().copied().unwrap_or(0);
        sums[usize::from(first)] = cage.target.to_string();
    }
    let mut out = format!("puzzle killer\nsize {n}\npatternx {w}\npatterny {h}\nproblem\n");
    out += &grid(sums, n);
    out += "areas\n";
    out += &grid(cage_of.iter().map(|k| (k.unwrap_or(0) + 1).to_string()), n);
    Ok(out)
}

/// The `cellmarkers` section of a Sudoku's extra regions, each a colour
/// (letter) of its own; an error if one is in pieces.
fn cell_markers(extra: &[Vec<usize>], n: usize) -> Result<String, WriteProblem> {
    let mut marks = vec!["-".to_string(); n * n];
    for (e, region) in extra.iter().enumerate() {
        if !connected(region, n) {
            return Err(WriteProblem::RegionInPieces(e + 1));
        }
        let colour = (b'a' + (e % 26) as u8) as char;
        for &c in region {
            marks[c] = colour.to_string();
        }
    }
    Ok(format!("cellmarkers\n{}", grid(marks, n)))
}

/// A Kendoku's lines of the block: each cage's clue in its first cell,
/// then the cages as areas.
fn kendoku_body(k: &Kendoku) -> String {
    let n = k.side();
    let mut out = format!("puzzle kendoku\nsize {n}\nproblem\n");
    let mut clues = vec!["-".to_string(); n * n];
    for cage in k.cages() {
        let sign = match cage.op {
            Op::Add => "+",
            Op::Sub => "-",
            Op::Mul => "*",
            Op::Div => "/",
            Op::Given | Op::Unknown => "",
        };
        let first = cage.cells.iter().min().copied().unwrap_or(0) as usize;
        clues[first] = format!("{}{sign}", cage.target);
    }
    out += &grid(clues, n);
    out += "areas\n";
    out += &grid((0..n * n).map(|c| (k.cage_of(c) + 1).to_string()), n);
    out
}

/// A Skyscrapers' lines of the block: kind, size, depth, the clues
/// around, and the givens if there are any.
fn skyscrapers_body(s: &Skyscrapers) -> String {
    let n = s.side();
    let kind = if s.diagonals() {
        "skyscrapers, diagonals"
    } else {
        "skyscrapers"
    };
    let mut out = format!("puzzle {kind}\nsize {n}\ndepth {}\n", s.depth());
    let c = s.clues();
    let line = |side: Side| {
        c.side(side)
            .iter()
            .map(|&v| cell(v))
            .collect::<Vec<_>>()
            .join(" ")
            + "\n"
    };
    out += &format!("clabels\n{}{}", line(Side::Top), line(Side::Bottom));
    out += &format!("rlabels\n{}{}", line(Side::Left), line(Side::Right));
    if s.givens().iter().any(|&g| g != 0) {
        out += "problem\n";
        out += &grid(s.givens().iter().map(|&v| cell(v)), n);
    }
    out
}

/// A Tents' lines of the block: its first solution (`puzzle` solved),
/// trees `x` and tents `o`.
fn tents_body(puzzle: &AnyPuzzle, t: &Tents) -> Result<String, WriteProblem> {
    let report = solve(puzzle, Strategy::Fast, Some(1), 1);
    let first = report
        .solutions
        .first()
        .ok_or(WriteProblem::TentsUnsolved)?;
    let tents = t.tent_grid(first);
    let mut out = format!(
        "puzzle tents\nrows {}\ncols {}\nsolution\n",
        t.rows(),
        t.cols()
    );
    let tokens = (0..t.rows() * t.cols()).map(|sq| {
        if t.trees().contains(&(sq as u16)) {
            "x".to_string()
        } else if tents[sq] == 1 {
            "o".to_string()
        } else {
            "-".to_string()
        }
    });
    out += &grid(tokens, t.cols());
    Ok(out)
}
