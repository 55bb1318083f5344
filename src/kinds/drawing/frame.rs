//! What stands around and between the squares: the clues or counts
//! beside the grid (each kind draws its own, see [`crate::kinds`]), thick
//! borders between regions and cages, shaded diagonals and extra
//! regions, the cage labels.

use crate::kinds::kind_of;
use crate::puzzles::{AnyPuzzle, BoardShape, HouseKind, Side};
use crate::teach::Marks;

/// One clue or count beside the grid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameClue {
    /// What it says (empty: no clue).
    pub text: String,
    /// The step's explanation is about it.
    pub lit: bool,
    /// Its line is complete and meets it (Skyscrapers), or has its
    /// count of tents (Tents).
    pub met: bool,
    /// The person's entries leave no way to meet it.
    pub broken: bool,
}

/// The clues around a grid, each side in reading order (top and bottom
/// left to right, left and right top to bottom); an empty side has none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Frame {
    /// Above the columns.
    pub top: Vec<FrameClue>,
    /// Below the columns.
    pub bottom: Vec<FrameClue>,
    /// Left of the rows.
    pub left: Vec<FrameClue>,
    /// Right of the rows.
    pub right: Vec<FrameClue>,
    /// In the corners: top left, top right, bottom left, bottom right.
    pub corners: [FrameClue; 4],
}

impl Frame {
    /// Marks the clue on `side` at `line` broken.
    pub fn mark_broken(&mut self, side: Side, line: usize) {
        let clues = match side {
            Side::Top => &mut self.top,
            Side::Bottom => &mut self.bottom,
            Side::Left => &mut self.left,
            Side::Right => &mut self.right,
        };
        if let Some(clue) = clues.get_mut(line) {
            clue.broken = true;
        }
    }
}

/// The frame of `puzzle` with `values` (one per cell) on the board.
pub fn frame(puzzle: &AnyPuzzle, values: &[u8], marks: Option<&Marks>) -> Option<Frame> {
    let reason = marks.and_then(|m| m.reason.as_ref());
    kind_of(puzzle).frame(values, reason)
}

/// Thick borders below and right of `square`, between boxes, regions or cages.
pub fn borders(puzzle: &AnyPuzzle, square: usize) -> Vec<&'static str> {
    let BoardShape::Grid { rows, cols } = puzzle.board_shape() else {
        return Vec::new();
    };
    let kind = kind_of(puzzle);
    // Regions first, then cages: a kind with both (Killer Sudoku) draws
    // its regions thick and would mark its cages another way.
    let group = |sq: usize| -> usize {
        match kind.regions() {
            Some(region_of) => region_of[sq],
            None => kind.cage_of(sq).unwrap_or(0),
        }
    };
    let (r, c) = (square / cols, square % cols);
    let me = group(square);
    let mut out = Vec::new();
    if r + 1 < rows && group(square + cols) != me {
        out.push("thick-bottom");
    }
    if c + 1 < cols && group(square + 1) != me {
        out.push("thick-right");
    }
    out
}

/// A Killer cage's dashed outline inside `square` (a kind with regions
/// and cages): `caged`, and the sides where the cage ends.
pub fn cage_edges(puzzle: &AnyPuzzle, square: usize) -> Vec<&'static str> {
    let BoardShape::Grid { rows, cols } = puzzle.board_shape() else {
        return Vec::new();
    };
    let kind = kind_of(puzzle);
    let Some(cage) = kind.regions().and(kind.cage_of(square)) else {
        return Vec::new();
    };
    let (r, c) = (square / cols, square % cols);
    let apart = |near: Option<usize>| near.is_none_or(|n| kind.cage_of(n) != Some(cage));
    let sides = [
        (apart(r.checked_sub(1).map(|_| square - cols)), "cage-top"),
        (apart((c + 1 < cols).then_some(square + 1)), "cage-right"),
        (
            apart((r + 1 < rows).then_some(square + cols)),
            "cage-bottom",
        ),
        (apart(c.checked_sub(1).map(|_| square - 1)), "cage-left"),
    ];
    let edges = sides
        .into_iter()
        .filter(|(ends, _)| *ends)
        .map(|(_, class)| class);
    std::iter::once("caged").chain(edges).collect()
}

/// The shades of extra regions, one per region in turn, so that two of
/// them never look alike (each also has its own texture, for greyscale).
pub const EXTRA_SHADES: [&str; 3] = ["extra-0", "extra-1", "extra-2"];

/// The cells on a diagonal house, and those of extra regions with the
/// number of their region (from 0): drawn shaded.
pub fn shading(puzzle: &AnyPuzzle) -> (Vec<usize>, Vec<(usize, usize)>) {
    let Some(houses) = kind_of(puzzle).houses() else {
        return (Vec::new(), Vec::new());
    };
    let mut diagonal = Vec::new();
    let mut extra = Vec::new();
    for (cells, kind) in houses.houses().iter().zip(houses.kinds()) {
        match kind {
            HouseKind::Diagonal(_) => diagonal.extend(cells.iter().map(|&c| c as usize)),
            HouseKind::Extra(_) => {
                let region = extra.last().map_or(0, |&(_, r): &(usize, usize)| r + 1);
                extra.extend(cells.iter().map(|&c| (c as usize, region)));
            }
            _ => {}
        }
    }
    (diagonal, extra)
}

/// The cage label in the corner of a cage's first cell: its target and
/// operation (a Killer's cage, on a grid with regions: its sum alone,
/// none where it shows none).
pub fn corner(puzzle: &AnyPuzzle, cell: usize) -> Option<String> {
    let kind = kind_of(puzzle);
    let cage = kind.cages().get(kind.cage_of(cell)?)?;
    let killer = kind.regions().is_some();
    let first = cage.cells.iter().min() == Some(&(cell as u16));
    match (first, killer, cage.target) {
        (false, _, _) | (true, true, 0) => None,
        (true, true, sum) => Some(sum.to_string()),
        (true, false, target) => Some(format!("{target}{}", cage.op.symbol())),
    }
}

/// The tint classes of jigsaw regions.
const TINTS: [&str; 6] = ["tint-0", "tint-1", "tint-2", "tint-3", "tint-4", "tint-5"];

/// For a jigsaw Sudoku, each square's tint (see [`region_tints`]). Empty
/// for other puzzles, whose boxes need no colour.
pub fn tints(puzzle: &AnyPuzzle) -> Vec<&'static str> {
    let kind = kind_of(puzzle);
    match kind.regions() {
        Some(region_of) if kind.tinted_regions() => region_tints(region_of, puzzle.side() as usize),
        Some(_) | None => Vec::new(),
    }
}

/// Each square's tint for regions `region` (0 to side - 1) of a grid of
/// `side`: regions coloured in turn with the first tint that no touching
/// region has (six suffice for the shapes seen; a seventh neighbour would
/// share one).
pub fn region_tints(region: &[usize], side: usize) -> Vec<&'static str> {
    let count = region.iter().max().map_or(0, |m| m + 1);
    let mut colour: Vec<Option<usize>> = vec![None; count];
    for r in 0..count {
        let mut used = [false; TINTS.len()];
        for sq in (0..side * side).filter(|&sq| region[sq] == r) {
            let (row, col) = (sq / side, sq % side);
            let near = [
                (row > 0).then(|| sq - side),
                (row + 1 < side).then_some(sq + side),
                (col > 0).then(|| sq - 1),
                (col + 1 < side).then_some(sq + 1),
            ];
            for o in near.into_iter().flatten() {
                if let Some(c) = colour[region[o]] {
                    used[c] = true;
                }
            }
        }
        colour[r] = Some(used.iter().position(|u| !u).unwrap_or(r % TINTS.len()));
    }
    region
        .iter()
        .map(|&r| TINTS[colour[r].unwrap_or(0)])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::tints;
    use crate::format::parse_puzzle;

    #[test]
    fn touching_jigsaw_regions_get_different_tints() {
        let regions = [0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 2, 3, 3, 3];
        let p = parse_puzzle(&format!(
            r#"{{"kind":"sudoku","givens":"................","regions":{regions:?}}}"#
        ))
        .unwrap();
        let t = tints(&p);
        assert_eq!(t.len(), 16);
        for sq in 0..16 {
            // Side by side or one above the other: the same tint only
            // inside one region.
            for o in [sq + 1, sq + 4] {
                if o < 16 && (o == sq + 4 || sq % 4 < 3) && t[sq] == t[o] {
                    assert_eq!(regions[sq], regions[o], "{sq} and {o}");
                }
            }
        }
        assert!(tints(&parse_puzzle("................").unwrap()).is_empty());
    }
}
