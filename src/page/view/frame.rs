//! What stands around and between the squares: Skyscrapers' clues and
//! Tents' counts beside the grid, thick borders between regions and
//! cages, shaded diagonals and extra regions, the cage labels.

use crate::puzzles::{AnyPuzzle, BoardShape, HouseKind, Reason, Side, Skyscrapers, Tents};
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
}

/// The frame of `puzzle` with `values` (one per cell) on the board.
pub fn frame(puzzle: &AnyPuzzle, values: &[u8], marks: Option<&Marks>) -> Option<Frame> {
    let reason = marks.and_then(|m| m.reason.as_ref());
    match puzzle {
        AnyPuzzle::Skyscrapers(s) => Some(Frame {
            top: clue_side(s, values, reason, Side::Top),
            bottom: clue_side(s, values, reason, Side::Bottom),
            left: clue_side(s, values, reason, Side::Left),
            right: clue_side(s, values, reason, Side::Right),
        }),
        AnyPuzzle::Tents(t) => Some(tent_counts(t, values, reason)),
        AnyPuzzle::Sudoku(_)
        | AnyPuzzle::Queens(_)
        | AnyPuzzle::Kendoku(_)
        | AnyPuzzle::Star(_) => None,
    }
}

/// The Skyscrapers clues on one side, each lit if the step's reason is
/// about it and met if its line is full and sees what it says.
fn clue_side(
    s: &Skyscrapers,
    values: &[u8],
    reason: Option<&Reason>,
    side: Side,
) -> Vec<FrameClue> {
    s.clues()
        .side(side)
        .iter()
        .enumerate()
        .map(|(i, &clue)| FrameClue {
            text: if clue == 0 {
                String::new()
            } else {
                clue.to_string()
            },
            lit: matches!(reason, Some(Reason::Clue { side: s2, line, .. }) if *s2 == side && *line == i),
            met: clue != 0 && seen_from(s, values, side, i) == Some(clue),
        })
        .collect()
}

/// How many buildings line `i` shows from `side`; `None` while the line
/// has an empty cell.
fn seen_from(s: &Skyscrapers, values: &[u8], side: Side, i: usize) -> Option<u8> {
    let n = s.side();
    let (cells, reversed): (Vec<usize>, bool) = match side {
        Side::Top | Side::Bottom => ((0..n).map(|r| r * n + i).collect(), side == Side::Bottom),
        Side::Left | Side::Right => ((0..n).map(|c| i * n + c).collect(), side == Side::Right),
    };
    let mut line: Vec<u8> = cells
        .iter()
        .map(|&c| values.get(c).copied().unwrap_or(0))
        .collect();
    if line.contains(&0) {
        return None;
    }
    if reversed {
        line.reverse();
    }
    Some(crate::puzzles::seen(line, s.depth() as u8))
}

/// The Tents counts: under each column and right of each row, each lit
/// if the step's reason is about it and met if its line has that many
/// tents.
fn tent_counts(t: &Tents, values: &[u8], reason: Option<&Reason>) -> Frame {
    let (rows, cols) = (t.rows(), t.cols());
    let grid = t.tent_grid(values);
    let count = |need: u8, have: usize, house: HouseKind| FrameClue {
        text: need.to_string(),
        lit: matches!(reason, Some(Reason::TentCount { house: h, .. }) if *h == house),
        met: have == need as usize,
    };
    let in_column = |c: usize| (0..rows).filter(|r| grid[r * cols + c] == 1).count();
    let in_row = |r: usize| {
        grid[r * cols..(r + 1) * cols]
            .iter()
            .filter(|&&g| g == 1)
            .count()
    };
    Frame {
        bottom: (0..cols)
            .map(|c| count(t.col_counts()[c], in_column(c), HouseKind::Column(c)))
            .collect(),
        right: (0..rows)
            .map(|r| count(t.row_counts()[r], in_row(r), HouseKind::Row(r)))
            .collect(),
        ..Frame::default()
    }
}

/// Thick borders below and right of `square`, between boxes, regions or cages.
pub fn borders(puzzle: &AnyPuzzle, square: usize) -> Vec<&'static str> {
    let BoardShape::Grid { rows, cols } = puzzle.board_shape() else {
        return Vec::new();
    };
    let group = |sq: usize| -> usize {
        match puzzle {
            AnyPuzzle::Sudoku(s) => s.region_of()[sq],
            AnyPuzzle::Kendoku(k) => k.cage_of(sq),
            AnyPuzzle::Queens(_)
            | AnyPuzzle::Skyscrapers(_)
            | AnyPuzzle::Tents(_)
            | AnyPuzzle::Star(_) => 0,
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

/// The cells on a diagonal house, and those of extra regions: drawn shaded.
pub fn shading(puzzle: &AnyPuzzle) -> (Vec<usize>, Vec<usize>) {
    let houses = match puzzle {
        AnyPuzzle::Sudoku(s) => s.houses(),
        AnyPuzzle::Skyscrapers(s) => s.houses(),
        AnyPuzzle::Queens(_) | AnyPuzzle::Kendoku(_) | AnyPuzzle::Tents(_) | AnyPuzzle::Star(_) => {
            return (Vec::new(), Vec::new())
        }
    };
    let mut diagonal = Vec::new();
    let mut extra = Vec::new();
    for (cells, kind) in houses.houses().iter().zip(houses.kinds()) {
        match kind {
            HouseKind::Diagonal(_) => diagonal.extend(cells.iter().map(|&c| c as usize)),
            HouseKind::Extra(_) => extra.extend(cells.iter().map(|&c| c as usize)),
            _ => {}
        }
    }
    (diagonal, extra)
}

/// The cage label in the corner of a cage's first cell.
pub fn corner(puzzle: &AnyPuzzle, cell: usize) -> Option<String> {
    let AnyPuzzle::Kendoku(k) = puzzle else {
        return None;
    };
    let cage = &k.cages()[k.cage_of(cell)];
    (cage.cells.iter().min() == Some(&(cell as u16)))
        .then(|| format!("{}{}", cage.target, cage.op.symbol()))
}

/// The tint classes of jigsaw regions.
const TINTS: [&str; 6] = ["tint-0", "tint-1", "tint-2", "tint-3", "tint-4", "tint-5"];

/// For a jigsaw Sudoku, each square's tint (see [`region_tints`]). Empty
/// for other puzzles, whose boxes need no colour.
pub fn tints(puzzle: &AnyPuzzle) -> Vec<&'static str> {
    match puzzle {
        AnyPuzzle::Sudoku(s) if s.layout().regions.is_some() => {
            region_tints(s.region_of(), s.side())
        }
        AnyPuzzle::Sudoku(_)
        | AnyPuzzle::Queens(_)
        | AnyPuzzle::Kendoku(_)
        | AnyPuzzle::Skyscrapers(_)
        | AnyPuzzle::Tents(_)
        | AnyPuzzle::Star(_) => Vec::new(),
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
