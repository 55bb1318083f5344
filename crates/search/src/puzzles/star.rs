//! The six-pointed star Sudoku that the article series names: "Hoshi",
//! also sold as "Star Sudoku", first published in the Russian puzzle
//! magazine Krot. A star of 54 small triangles, made of six large
//! triangles of nine around an empty hexagon; values 1 to 9. Houses: each
//! large triangle holds 1 to 9 once, and no value repeats along any of the
//! 18 straight lines of small triangles (six in each of three directions;
//! a line cut by the hexagon is still one line; the lines of 8 cells miss
//! one value).
//!
//! Sources: the rules as given by puzzlegenius.org ("Hoshi (Sudoku)") and
//! keepitsimplepuzzles.com ("How to Solve Hoshi Puzzles"); the geometry as
//! defined house by house in the Ludii game database (Hoshi.lud, which
//! credits cross-plus-a.com). It is derived here from the lattice, not
//! copied: the article's point is that a vector of cells and a list of
//! houses serve any shape.
//!
//! Coordinates: a triangular lattice with the star's centre at (0, 0); a
//! vertex (q, r) sits at x = q + r/2, y = r·√3/2. A small triangle is
//! `Up(q, r)` with corners (q,r) (q+1,r) (q,r+1), or `Down(q, r)` with
//! corners (q+1,r) (q+1,r+1) (q,r+1).

use std::sync::OnceLock;

use super::house_kind::Naming;
use super::{HouseKind, HouseRules, Houses, Invalid, SizeOf, SizeRange};

/// Cells of the star.
pub const STAR_CELLS: usize = 54;

/// One small triangle of the lattice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Triangle {
    /// Pointing up (true) or down.
    pub up: bool,
    /// Its lattice position.
    pub q: i32,
    /// Its lattice position.
    pub r: i32,
}

impl Triangle {
    /// Its three corners, as lattice vertices.
    pub fn corners(self) -> [(i32, i32); 3] {
        let Triangle { up, q, r } = self;
        if up {
            [(q, r), (q + 1, r), (q, r + 1)]
        } else {
            [(q + 1, r), (q + 1, r + 1), (q, r + 1)]
        }
    }

    /// Its keys in the three directions of lines: across (the row), rising, falling.
    fn keys(self) -> [i32; 3] {
        [self.r, self.q, self.q + self.r + i32::from(!self.up)]
    }
}

/// A lattice vertex turned by 60° about the centre.
fn turn((q, r): (i32, i32)) -> (i32, i32) {
    (-r, q + r)
}

/// The corners of large triangle `k` (0 to 5): the first one's, (1,−3)
/// (4,−3) (1,0), turned `k` times by 60°.
pub fn large_triangle(k: usize) -> [(i32, i32); 3] {
    let mut corners = [(1, -3), (4, -3), (1, 0)];
    for _ in 0..k {
        corners = corners.map(turn);
    }
    corners
}

/// A lattice vertex turned back by 60° about the centre (the inverse of
/// [`turn`]).
fn unturn((q, r): (i32, i32)) -> (i32, i32) {
    (q + r, -q)
}

/// Whether a vertex lies in the first large triangle, corners (1,−3),
/// (4,−3), (1,0).
fn in_first(q: i32, r: i32) -> bool {
    q >= 1 && r >= -3 && q + r <= 1
}

/// The large triangle (0 to 5) a small one belongs to, with the small
/// triangle turned back into the first large one (to order the cells of
/// each large triangle alike).
fn placed(t: Triangle) -> Option<(usize, (i32, i32, bool))> {
    let mut corners = t.corners();
    for k in 0..6 {
        if corners.iter().all(|&(q, r)| in_first(q, r)) {
            // The turned triangle's lowest row, then leftmost corner.
            let r = corners.iter().map(|c| c.1).min().unwrap_or(0);
            let q = corners.iter().map(|c| c.0).min().unwrap_or(0);
            let up = corners.iter().filter(|c| c.1 == r).count() == 2;
            return Some((k, (r, q, !up)));
        }
        corners = corners.map(unturn);
    }
    None
}

/// The 54 cells, triangle by triangle; within each, rows from the base
/// of the large triangle (turned upright) to its tip.
pub fn star_cells() -> Vec<Triangle> {
    let mut cells: Vec<(usize, (i32, i32, bool), Triangle)> = Vec::new();
    for q in -6..=6 {
        for r in -6..=6 {
            for up in [true, false] {
                let t = Triangle { up, q, r };
                if let Some((k, order)) = placed(t) {
                    // Kept in order as they come, not sorted after: a sort
                    // of its own would add its code to the page's wasm.
                    let at = cells.partition_point(|&(j, other, _)| (j, other) < (k, order));
                    cells.insert(at, (k, order, t));
                }
            }
        }
    }
    cells.into_iter().map(|(_, _, t)| t).collect()
}

/// The 24 houses: six large triangles, then the lines of each direction
/// that hold 8 or 9 cells (the one-cell "lines" at the tips constrain
/// nothing).
pub fn star_houses() -> Vec<(Vec<u16>, HouseKind)> {
    let cells = star_cells();
    let mut houses: Vec<(Vec<u16>, HouseKind)> = (0..6)
        .map(|k| {
            (
                (k * 9..k * 9 + 9).map(|c| c as u16).collect(),
                HouseKind::Triangle(k),
            )
        })
        .collect();
    for direction in 0..3 {
        for key in -3..=2 {
            let line: Vec<u16> = (0..cells.len())
                .filter(|&c| cells[c].keys()[direction] == key)
                .map(|c| c as u16)
                .collect();
            houses.push((line, HouseKind::StarLine(direction, (key + 3) as usize)));
        }
    }
    houses
}

/// Where to draw a lattice vertex: x to the right, y down, edge length 1.
pub fn vertex_xy((q, r): (i32, i32)) -> (f64, f64) {
    (
        f64::from(q) + f64::from(r) / 2.0,
        -f64::from(r) * 3f64.sqrt() / 2.0,
    )
}

/// The star Sudoku: givens on the 54 cells.
#[derive(Clone, Debug)]
pub struct Star {
    houses: Houses,
    givens: Vec<u8>,
}

impl Star {
    /// The star with these givens (54 values, 0 for empty).
    pub fn new(givens: Vec<u8>) -> Result<Self, Invalid> {
        if givens.len() != STAR_CELLS {
            return Err(Invalid::Size {
                what: SizeOf::Star,
                range: SizeRange::Cells(STAR_CELLS),
                got: givens.len(),
            });
        }
        if let Some(c) = givens.iter().position(|&v| v > 9) {
            return Err(Invalid::ValueRange {
                cell: Naming::Star.name(c),
                value: u32::from(givens[c]),
                max: 9,
            });
        }
        // One geometry for every star: what solvers derive from it is
        // made once (see `Houses::derived`).
        static HOUSES: OnceLock<Houses> = OnceLock::new();
        let houses = HOUSES
            .get_or_init(|| Houses::from_list(STAR_CELLS, 9, Naming::Star, star_houses()))
            .clone();
        houses.check_values(&givens)?;
        Ok(Star { houses, givens })
    }

    /// The givens, cell by cell, 0 for empty.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// The houses.
    pub fn houses(&self) -> &Houses {
        &self.houses
    }

    /// Whether `values` (all 54) solve the star and keep the givens.
    pub fn is_solution(&self, values: &[u8]) -> bool {
        self.solved_by(values)
    }
}

impl HouseRules for Star {
    #[inline(always)]
    fn house_sets(&self) -> &Houses {
        &self.houses
    }
    #[inline(always)]
    fn house_sets_mut(&mut self) -> &mut Houses {
        &mut self.houses
    }
    #[inline(always)]
    fn given_values(&self) -> &[u8] {
        &self.givens
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_star_has_six_triangles_and_eighteen_lines() {
        let cells = star_cells();
        assert_eq!(cells.len(), STAR_CELLS);
        let houses = star_houses();
        assert_eq!(houses.len(), 24);
        let sizes: Vec<usize> = houses.iter().map(|(h, _)| h.len()).collect();
        assert_eq!(sizes.iter().filter(|&&s| s == 9).count(), 18);
        assert_eq!(sizes.iter().filter(|&&s| s == 8).count(), 6);
        // Every cell is in a triangle and three lines, but the six tips,
        // whose one-cell line is left out.
        let mut count = [0; STAR_CELLS];
        for (h, _) in &houses {
            for &c in h {
                count[c as usize] += 1;
            }
        }
        assert_eq!(count.iter().filter(|&&n| n == 4).count(), 48);
        assert_eq!(count.iter().filter(|&&n| n == 3).count(), 6);
        // Each large triangle is a triangle of side 3 (area 9).
        for k in 0..6 {
            let ups = cells[k * 9..k * 9 + 9].iter().filter(|t| t.up).count();
            assert!(ups == 6 || ups == 3, "triangle {k}: {ups} up");
        }
    }
}
