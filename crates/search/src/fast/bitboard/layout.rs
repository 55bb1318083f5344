//! What the bitboard solver reads at every node, as masks of cells (bit
//! `c` for cell `c`, at most 128 cells): each cell's peers, the complete
//! houses, and the overlapping pairs of complete houses. Made once per
//! geometry, so every puzzle of a layout shares it.

use crate::puzzles::Houses;

/// A set of cells, one bit each.
pub type Cells = u128;

/// Two complete houses that share two cells or more, but not all: a
/// value that one of them can hold only in the shared cells leaves the
/// other's remaining cells.
#[derive(Clone, Copy, Debug)]
pub struct Overlap {
    /// The first house's cells outside the overlap.
    pub a_only: Cells,
    /// The shared cells.
    pub shared: Cells,
    /// The second house's cells outside the overlap.
    pub b_only: Cells,
    /// Both houses' cells.
    pub union: Cells,
}

/// The masks of one puzzle's houses.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Number of cells.
    pub cells: usize,
    /// Number of values.
    pub side: usize,
    /// Each cell's peers (the cells sharing a house with it, not itself).
    pub peers: Vec<Cells>,
    /// The complete houses: each holds every value once.
    pub houses: Vec<Cells>,
    /// The overlapping pairs of complete houses.
    pub overlaps: Vec<Overlap>,
    /// Every cell.
    pub every_cell: Cells,
}

impl Layout {
    /// Whether a layout takes `houses`: at most 128 cells, 16 values.
    pub fn fits(houses: &Houses) -> bool {
        houses.cells() <= Cells::BITS as usize && houses.side() <= 16
    }

    /// The masks of `houses`, which must fit ([`Layout::fits`]).
    pub fn new(houses: &Houses) -> Self {
        let cells = houses.cells();
        let side = houses.side();
        let mask = |list: &[u16]| list.iter().fold(0, |m: Cells, &c| m | 1 << c);
        let peers = (0..cells).map(|c| mask(houses.peers(c))).collect();
        let complete: Vec<Cells> = houses.complete_iter().map(mask).collect();
        let mut overlaps = Vec::new();
        for (i, &a) in complete.iter().enumerate() {
            for &b in &complete[i + 1..] {
                let shared = a & b;
                let n = shared.count_ones() as usize;
                if n >= 2 && n < side {
                    overlaps.push(Overlap {
                        a_only: a & !shared,
                        shared,
                        b_only: b & !shared,
                        union: a | b,
                    });
                }
            }
        }
        Layout {
            cells,
            side,
            peers,
            houses: complete,
            overlaps,
            every_cell: Cells::MAX >> (Cells::BITS as usize - cells.max(1)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::Sudoku;

    #[test]
    fn a_nine_by_nine_has_twenty_seven_houses_and_fifty_four_overlaps() {
        let sudoku = Sudoku::new(vec![0; 81]).unwrap();
        let layout = Layout::new(sudoku.houses());
        assert_eq!(layout.houses.len(), 27);
        assert_eq!(layout.overlaps.len(), 54);
        assert!(layout.overlaps.iter().all(|o| o.shared.count_ones() == 3
            && o.a_only.count_ones() == 6
            && o.b_only.count_ones() == 6));
        assert_eq!(layout.peers[0].count_ones(), 20);
        assert_eq!(layout.every_cell.count_ones(), 81);
    }
}
