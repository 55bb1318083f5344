//! Tents (the article series' "Zeltlager"): every tree gets one tent on a
//! square beside it (up, right, down or left); tents never touch, not even
//! corner to corner; each row and column holds as many tents as its count.
//!
//! The search goes tree by tree: a level is a tree, its `moves` are the
//! free squares beside it, a value is the direction (1 up, 2 right, 3
//! down, 4 left). One placement of tents can often be paired with its
//! trees in more than one way; only the first pairing (trees in order,
//! each taking its lowest direction that still lets the rest pair up)
//! counts, so that a solution is a placement, as the published puzzles
//! count them.

mod rules;

use std::sync::Arc;

use super::pairing::first_pairing;
use super::{bit, grid_cell_name, Invalid, Mask, Problems, ShapeProblem};

/// The four directions, as (row, column) steps, for values 1 to 4.
pub const DIRECTIONS: [(isize, isize); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

/// A Tents puzzle of 4 to 25 rows and columns.
#[derive(Clone, Debug)]
pub struct Tents {
    shape: Arc<Shape>,
    /// Tents on each square (0 or 1).
    tent: Vec<u8>,
    row_tents: Vec<u8>,
    col_tents: Vec<u8>,
    /// The direction each tree has taken, 0 for none yet.
    chosen: Vec<u8>,
    placed: usize,
}

#[derive(Debug)]
struct Shape {
    rows: usize,
    cols: usize,
    /// The trees' squares, row-major order.
    trees: Vec<u16>,
    row_counts: Vec<u8>,
    col_counts: Vec<u8>,
    /// For each tree and direction, the square there (`None`: off the
    /// grid, or a tree).
    targets: Vec<[Option<u16>; 4]>,
    /// For each square, the (tree, direction) whose tent would stand on
    /// it or next to it (a tent there forbids them).
    near: Vec<Vec<(u16, u8)>>,
    /// For each row, then each column: the trees that can put their tent
    /// there, with the directions that do.
    line_options: Vec<Vec<(u16, Mask)>>,
}

impl Tents {
    /// A puzzle of `rows` x `cols` with trees on `trees` (row-major square
    /// indices) and these tent counts per row and column.
    pub fn new(
        rows: usize,
        cols: usize,
        trees: Vec<usize>,
        row_counts: Vec<u8>,
        col_counts: Vec<u8>,
    ) -> Result<Self, Invalid> {
        check_size(rows, cols)?;
        let squares = rows * cols;
        let mut problems = Problems::default();
        check_count_lengths(&mut problems, rows, cols, &row_counts, &col_counts);
        let is_tree = mark_trees(&mut problems, &trees, rows, cols);
        problems.finish()?;
        check_counts(rows, cols, trees.len(), &row_counts, &col_counts)?;
        let mut trees: Vec<u16> = trees.into_iter().map(|t| t as u16).collect();
        trees.sort_unstable();
        let targets = tent_targets(&trees, &is_tree, rows, cols);
        check_room(&trees, &targets, cols)?;
        let near = near_tents(&targets, rows, cols);
        let line_options = line_options(&targets, rows, cols);
        let count = trees.len();
        let shape = Shape {
            rows,
            cols,
            trees,
            row_counts,
            col_counts,
            targets,
            near,
            line_options,
        };
        Ok(Tents {
            shape: Arc::new(shape),
            tent: vec![0; squares],
            row_tents: vec![0; rows],
            col_tents: vec![0; cols],
            chosen: vec![0; count],
            placed: 0,
        })
    }

    /// Rows of the grid.
    pub fn rows(&self) -> usize {
        self.shape.rows
    }

    /// Columns of the grid.
    pub fn cols(&self) -> usize {
        self.shape.cols
    }

    /// The trees' squares, row-major order: tree `i` is level `i`.
    pub fn trees(&self) -> &[u16] {
        &self.shape.trees
    }

    /// Tents per row.
    pub fn row_counts(&self) -> &[u8] {
        &self.shape.row_counts
    }

    /// Tents per column.
    pub fn col_counts(&self) -> &[u8] {
        &self.shape.col_counts
    }

    /// The square of tree `tree`'s tent in direction `dir` (1 to 4), if
    /// there is a free square there.
    pub fn target(&self, tree: usize, dir: u32) -> Option<usize> {
        let d = (dir as usize).checked_sub(1)?;
        self.shape
            .targets
            .get(tree)?
            .get(d)
            .copied()
            .flatten()
            .map(usize::from)
    }

    /// The grid of a full assignment (one direction per tree): 1 where a
    /// tent stands, 0 elsewhere, row-major.
    pub fn tent_grid(&self, directions: &[u8]) -> Vec<u8> {
        let mut grid = vec![0; self.shape.rows * self.shape.cols];
        for (tree, &d) in directions.iter().enumerate() {
            if let Some(sq) = self.target(tree, u32::from(d)) {
                grid[sq] = 1;
            }
        }
        grid
    }

    /// Whether `grid` (1 = tent, row-major) solves the puzzle: the counts,
    /// no two tents touching, and the tents pairing up with the trees.
    pub fn is_solution(&self, grid: &[u8]) -> bool {
        let Shape { rows, cols, .. } = *self.shape;
        if grid.len() != rows * cols || grid.iter().any(|&v| v > 1) {
            return false;
        }
        let counts_hold = (0..rows)
            .all(|r| grid[r * cols..(r + 1) * cols].iter().sum::<u8>() == self.shape.row_counts[r])
            && (0..cols).all(|c| {
                (0..rows).map(|r| grid[r * cols + c]).sum::<u8>() == self.shape.col_counts[c]
            });
        let apart = (0..rows * cols)
            .filter(|&sq| grid[sq] == 1)
            .all(|sq| around(sq, rows, cols).all(|o| o == sq || grid[o] == 0));
        let no_tent_on_tree = self.shape.trees.iter().all(|&t| grid[t as usize] == 0);
        counts_hold && apart && no_tent_on_tree && self.pairs_up(grid).is_some()
    }

    /// The first pairing of trees with the tents of `grid`, one direction
    /// per tree, if they pair up at all.
    pub fn pairs_up(&self, grid: &[u8]) -> Option<Vec<u8>> {
        let options: Vec<Vec<(u8, usize)>> = (0..self.shape.trees.len())
            .map(|tree| {
                (1..=4)
                    .filter_map(|d| {
                        self.target(tree, d)
                            .filter(|&sq| grid[sq] == 1)
                            .map(|sq| (d as u8, sq))
                    })
                    .collect()
            })
            .collect();
        first_pairing(&options, grid.len())
    }
}

/// Checks that the grid has 4 to 25 rows and columns.
fn check_size(rows: usize, cols: usize) -> Result<(), Invalid> {
    let mut problems = Problems::default();
    let (lo, hi) = (4, 25);
    if !(lo..=hi).contains(&rows) {
        problems.push(Invalid::Shape(ShapeProblem::TentsRows {
            lo,
            hi,
            got: rows,
        }));
    }
    if !(lo..=hi).contains(&cols) {
        problems.push(Invalid::Shape(ShapeProblem::TentsCols {
            lo,
            hi,
            got: cols,
        }));
    }
    problems.finish()
}

/// Notes a problem for each list of counts that does not hold one count
/// per row (per column).
fn check_count_lengths(
    problems: &mut Problems,
    rows: usize,
    cols: usize,
    row_counts: &[u8],
    col_counts: &[u8],
) {
    if row_counts.len() != rows {
        problems.push(Invalid::Shape(ShapeProblem::RowCounts {
            given: row_counts.len(),
            rows,
        }));
    }
    if col_counts.len() != cols {
        problems.push(Invalid::Shape(ShapeProblem::ColumnCounts {
            given: col_counts.len(),
            cols,
        }));
    }
}

/// The grid with `true` on every tree's square; notes a problem for each
/// tree off the grid or listed twice.
fn mark_trees(problems: &mut Problems, trees: &[usize], rows: usize, cols: usize) -> Vec<bool> {
    let squares = rows * cols;
    let mut is_tree = vec![false; squares];
    for &t in trees {
        if t >= squares {
            problems.push(Invalid::Shape(ShapeProblem::TreeOutside {
                square: t,
                rows,
                cols,
            }));
        } else if std::mem::replace(&mut is_tree[t], true) {
            problems.push(Invalid::Shape(ShapeProblem::TreeTwice {
                cell: name(t, cols),
            }));
        }
    }
    is_tree
}

/// Checks that the counts add up to one tent per tree, and that no row
/// or column asks for more tents than fit in it without touching.
fn check_counts(
    rows: usize,
    cols: usize,
    trees: usize,
    row_counts: &[u8],
    col_counts: &[u8],
) -> Result<(), Invalid> {
    let mut problems = Problems::default();
    let rows_sum: usize = row_counts.iter().map(|&c| c as usize).sum();
    let cols_sum: usize = col_counts.iter().map(|&c| c as usize).sum();
    if rows_sum != trees || cols_sum != trees {
        problems.push(Invalid::Shape(ShapeProblem::CountsSum {
            trees,
            rows_sum,
            cols_sum,
        }));
    }
    for (r, &c) in row_counts.iter().enumerate() {
        if c as usize > cols.div_ceil(2) {
            problems.push(Invalid::Shape(ShapeProblem::RowTooFull {
                row: r + 1,
                tents: c,
                squares: cols,
            }));
        }
    }
    for (c, &n) in col_counts.iter().enumerate() {
        if n as usize > rows.div_ceil(2) {
            problems.push(Invalid::Shape(ShapeProblem::ColumnTooFull {
                column: c + 1,
                tents: n,
                squares: rows,
            }));
        }
    }
    problems.finish()
}

/// For each tree and direction, the square its tent would stand on there
/// (`None`: off the grid, or a tree).
fn tent_targets(
    trees: &[u16],
    is_tree: &[bool],
    rows: usize,
    cols: usize,
) -> Vec<[Option<u16>; 4]> {
    trees
        .iter()
        .map(|&t| {
            let (r, c) = (t as usize / cols, t as usize % cols);
            DIRECTIONS.map(|(dr, dc)| {
                let (r2, c2) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
                let sq = r2 * cols + c2;
                (r2 < rows && c2 < cols && !is_tree[sq]).then_some(sq as u16)
            })
        })
        .collect()
}

/// Checks that every tree has a free square beside it for its tent.
fn check_room(trees: &[u16], targets: &[[Option<u16>; 4]], cols: usize) -> Result<(), Invalid> {
    match targets.iter().position(|t| t.iter().all(Option::is_none)) {
        Some(i) => Err(Invalid::Shape(ShapeProblem::TreeNoRoom {
            cell: name(trees[i] as usize, cols),
        })),
        None => Ok(()),
    }
}

/// For each square, the (tree, direction) whose tent would stand on it or
/// next to it.
fn near_tents(targets: &[[Option<u16>; 4]], rows: usize, cols: usize) -> Vec<Vec<(u16, u8)>> {
    let mut near = vec![Vec::new(); rows * cols];
    for (tree, dirs) in targets.iter().enumerate() {
        for (d, target) in dirs.iter().enumerate() {
            let Some(sq) = *target else { continue };
            for sq2 in around(sq as usize, rows, cols) {
                near[sq2].push((tree as u16, d as u8 + 1));
            }
        }
    }
    near
}

/// For each row, then each column: the trees that can put their tent
/// there, each with the directions that do (trees in order).
fn line_options(targets: &[[Option<u16>; 4]], rows: usize, cols: usize) -> Vec<Vec<(u16, Mask)>> {
    let mut line_options = vec![Vec::new(); rows + cols];
    for (tree, dirs) in targets.iter().enumerate() {
        for (d, target) in dirs.iter().enumerate() {
            let Some(sq) = *target else { continue };
            for line in [sq as usize / cols, rows + sq as usize % cols] {
                let list: &mut Vec<(u16, Mask)> = &mut line_options[line];
                match list.last_mut() {
                    Some((t, mask)) if *t as usize == tree => *mask |= bit(d as u32 + 1),
                    _ => list.push((tree as u16, bit(d as u32 + 1))),
                }
            }
        }
    }
    line_options
}

/// `r1c1` on a grid of `cols` columns.
fn name(square: usize, cols: usize) -> String {
    grid_cell_name(square, cols)
}

/// The square and its up to eight neighbours.
pub fn around(square: usize, rows: usize, cols: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (square / cols, square % cols);
    (r.saturating_sub(1)..=(r + 1).min(rows - 1)).flat_map(move |r2| {
        (c.saturating_sub(1)..=(c + 1).min(cols - 1)).map(move |c2| r2 * cols + c2)
    })
}
