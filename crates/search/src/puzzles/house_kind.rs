//! What a house is (row, column, box, region, diagonal, ...) and how the
//! cells of a geometry are named: the words that messages, explanations
//! and drawings use for the houses of [`Houses`](super::Houses).

use super::grid_cell_name;

/// What a house is, for messages, explanations and drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum HouseKind {
    /// Row `r` (0-based).
    Row(usize),
    /// Column `c` (0-based).
    Column(usize),
    /// Box `b` of a standard layout (0-based, row-major).
    Box(usize),
    /// Jigsaw region `b` (0-based).
    Region(usize),
    /// A main diagonal: 0 from the top left, 1 from the top right.
    Diagonal(usize),
    /// Extra region `e` (0-based), such as a coloured area.
    Extra(usize),
    /// A Killer cage `k` (0-based): no digit twice in it.
    Cage(usize),
    /// One of the six large triangles of the star (0-based).
    Triangle(usize),
    /// A straight line of the star: its direction (0 across, 1 rising,
    /// 2 falling) and its place among the six of that direction (0-based).
    StarLine(usize, usize),
}

impl HouseKind {
    /// `row 1`, `column 3`, `box 2`, `region 4`, `diagonal 1`, `extra region 1`.
    pub fn describe(self) -> String {
        match self {
            HouseKind::Row(r) => format!("row {}", r + 1),
            HouseKind::Column(c) => format!("column {}", c + 1),
            HouseKind::Box(b) => format!("box {}", b + 1),
            HouseKind::Region(b) => format!("region {}", b + 1),
            HouseKind::Diagonal(0) => "the diagonal from the top left".to_string(),
            HouseKind::Diagonal(_) => "the diagonal from the top right".to_string(),
            HouseKind::Extra(e) => format!("extra region {}", e + 1),
            HouseKind::Cage(k) => format!("cage {}", k + 1),
            HouseKind::Triangle(t) => format!("triangle {}", t + 1),
            HouseKind::StarLine(d, i) => format!("line {}{}", ["—", "╱", "╲"][d % 3], i + 1),
        }
    }
}

/// How the cells of a geometry are named in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// `r1c5` on a square grid of this side.
    Grid(usize),
    /// The star's cells: `T3.4`, the 4th cell of triangle 3.
    Star,
}

impl Naming {
    /// The name of `cell`.
    pub fn name(self, cell: usize) -> String {
        match self {
            Naming::Grid(side) => grid_cell_name(cell, side),
            Naming::Star => format!("T{}.{}", cell / 9 + 1, cell % 9 + 1),
        }
    }
}
