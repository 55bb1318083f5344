//! What the bitboard solver reads at every node, as sets of cells (bit
//! `c` for cell `c`) and of houses (bit `h` for the `h`-th complete
//! house): each cell's peers and complete houses, the complete houses, and
//! the overlapping pairs of complete houses, found by pair. Made once per
//! geometry, so every puzzle of a layout shares it.

use super::cells::CellSet;
use super::MAX_CELLS;
use crate::puzzles::Houses;

/// Two complete houses that share two cells or more, but not all, seen
/// from the first: a value that the first can hold only in the shared
/// cells leaves the second's remaining cells.
#[derive(Clone, Copy, Debug)]
pub struct Overlap<Cells> {
    /// The first house's cells outside the overlap.
    pub own_only: Cells,
    /// The second house's cells outside the overlap.
    pub other_only: Cells,
}

/// A set of complete houses, bit `h` for the `h`-th.
pub type HouseSet = u64;

/// The most complete houses a layout has: one per bit of a [`HouseSet`].
const MAX_HOUSES: usize = HouseSet::BITS as usize;

/// The masks of one puzzle's houses.
#[derive(Clone, Debug)]
pub struct Layout<Cells> {
    /// Number of cells.
    pub cells: usize,
    /// Number of values.
    pub side: usize,
    /// The number of complete houses.
    pub house_count: usize,
    // The tables read at every node have room for every cell and house a
    // layout can have, and are read at a number masked to that room:
    // the compiler then knows each read is in bounds and tests nothing.
    /// Each cell's peers (the cells sharing a house with it, not itself).
    peers: Box<[Cells; MAX_CELLS]>,
    /// The complete houses: each holds every value once.
    houses: Box<[Cells; MAX_HOUSES]>,
    /// The complete houses of each cell.
    cell_houses: Box<[HouseSet; MAX_CELLS]>,
    /// The overlapping pairs of complete houses, each pair twice, once
    /// from either house.
    overlaps: Vec<Overlap<Cells>>,
    /// The houses each complete house overlaps.
    partners: Box<[HouseSet; MAX_HOUSES]>,
    /// Where the overlap of houses `a` and `b`, seen from `a`, is in
    /// `overlaps`: entry `a * MAX_HOUSES + b`. A table rather than a list
    /// per house, so that the search goes straight to the overlaps with
    /// the houses still open for a value instead of walking past the
    /// others (most of them, late in a search).
    pair: Box<[u16; MAX_HOUSES * MAX_HOUSES]>,
    /// Every cell.
    pub every_cell: Cells,
}

impl<Cells: CellSet> Layout<Cells> {
    /// Whether a layout takes `houses`: as many cells as a set holds, at
    /// most 16 values and 64 complete houses.
    pub fn fits(houses: &Houses) -> bool {
        let at_most = HouseSet::BITS as usize;
        houses.cells() <= Cells::CAPACITY
            && houses.side() <= 16
            // Counted only when there are more houses than that in all:
            // an easy puzzle is solved in less than a microsecond, and
            // counting them would be a few per cent of it.
            && (houses.houses().len() <= at_most || houses.complete_iter().count() <= at_most)
    }

    /// Every complete house.
    pub fn every_house(&self) -> HouseSet {
        HouseSet::MAX >> (HouseSet::BITS as usize - self.house_count.max(1))
    }

    /// The complete houses that overlap complete house `house`.
    #[inline(always)]
    pub fn partners(&self, house: u32) -> HouseSet {
        self.partners[house as usize % MAX_HOUSES]
    }

    /// The overlap of complete houses `a` and `b`, which must be partners
    /// ([`Layout::partners`]), seen from `a`.
    #[inline(always)]
    pub fn overlap(&self, a: u32, b: u32) -> &Overlap<Cells> {
        let at = self.pair[(a as usize * MAX_HOUSES + b as usize) % (MAX_HOUSES * MAX_HOUSES)];
        &self.overlaps[usize::from(at)]
    }

    /// The cells of complete house `house`.
    #[inline(always)]
    pub fn house(&self, house: u32) -> Cells {
        self.houses[house as usize % MAX_HOUSES]
    }

    /// The peers of `cell` (the cells sharing a house with it).
    #[inline(always)]
    pub fn peers(&self, cell: u32) -> Cells {
        self.peers[cell as usize % MAX_CELLS]
    }

    /// The complete houses holding `cell`.
    #[inline(always)]
    pub fn cell_houses(&self, cell: u32) -> HouseSet {
        self.cell_houses[cell as usize % MAX_CELLS]
    }

    /// The peers of `cells` (all cells sharing a house with any of them,
    /// themselves too if two see each other), and their complete houses.
    #[inline(always)]
    pub fn around(&self, cells: Cells) -> (Cells, HouseSet) {
        let (mut peers, mut houses) = (Cells::EMPTY, 0);
        cells.for_each(|cell| {
            peers |= self.peers(cell);
            houses |= self.cell_houses(cell);
        });
        (peers, houses)
    }

    /// The complete houses holding any of `cells`: where something changed
    /// when `cells` did.
    #[inline(always)]
    pub fn touched(&self, cells: Cells) -> HouseSet {
        let mut houses = 0;
        cells.for_each(|c| houses |= self.cell_houses(c));
        houses
    }

    /// The masks of `houses`, which must fit ([`Layout::fits`]).
    pub fn new(houses: &Houses) -> Self {
        let cells = houses.cells();
        let side = houses.side();
        let mask = |list: &[u16]| {
            list.iter()
                .fold(Cells::EMPTY, |m, &c| m | Cells::single(u32::from(c)))
        };
        let mut peers = Box::new([Cells::EMPTY; MAX_CELLS]);
        for (c, peers) in peers.iter_mut().enumerate().take(cells) {
            *peers = mask(houses.peers(c));
        }
        let complete: Vec<Cells> = houses.complete_iter().map(mask).collect();
        let mut cell_houses = Box::new([0; MAX_CELLS]);
        for (h, list) in houses.complete_iter().enumerate() {
            for &c in list {
                cell_houses[usize::from(c)] |= 1 << h;
            }
        }
        let n = complete.len();
        let (mut overlaps, mut partners) = (Vec::new(), Box::new([0; MAX_HOUSES]));
        let mut pair = Box::new([0; MAX_HOUSES * MAX_HOUSES]);
        for (i, &a) in complete.iter().enumerate() {
            for (j, &b) in complete.iter().enumerate().skip(i + 1) {
                let shared = a & b;
                let count = shared.count() as usize;
                if count >= 2 && count < side {
                    // At most 64 houses: their 4,032 ordered pairs fit in
                    // a u16.
                    pair[i * MAX_HOUSES + j] = overlaps.len() as u16;
                    pair[j * MAX_HOUSES + i] = overlaps.len() as u16 + 1;
                    partners[i] |= 1 << j;
                    partners[j] |= 1 << i;
                    let (a_only, b_only) = (a & !shared, b & !shared);
                    overlaps.push(Overlap {
                        own_only: a_only,
                        other_only: b_only,
                    });
                    overlaps.push(Overlap {
                        own_only: b_only,
                        other_only: a_only,
                    });
                }
            }
        }
        let mut house_masks = Box::new([Cells::EMPTY; MAX_HOUSES]);
        house_masks[..n].copy_from_slice(&complete);
        Layout {
            cells,
            side,
            house_count: n,
            peers,
            houses: house_masks,
            cell_houses,
            overlaps,
            partners,
            pair,
            every_cell: Cells::first_n(cells),
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
        let layout = Layout::<u128>::new(sudoku.houses());
        assert_eq!(layout.house_count, 27);
        // 54 pairs, each seen from both houses: a box overlaps three rows
        // and three columns.
        assert_eq!(layout.overlaps.len(), 108);
        assert!((0..27).all(|h| layout.partners(h).count_ones() == if h < 18 { 3 } else { 6 }));
        // Row 0 (house 0) and the first box (house 18) share cells 0-2.
        let row_rest = 0o770;
        let box_rest = 0o7 << 9 | 0o7 << 18;
        assert_eq!(layout.overlap(0, 18).own_only, row_rest);
        assert_eq!(layout.overlap(0, 18).other_only, box_rest);
        assert_eq!(layout.overlap(18, 0).own_only, box_rest);
        assert_eq!(layout.overlap(18, 0).other_only, row_rest);
        assert!(layout
            .overlaps
            .iter()
            .all(|o| o.own_only.count_ones() == 6 && o.other_only.count_ones() == 6));
        assert_eq!(layout.peers(0).count_ones(), 20);
        assert_eq!(layout.every_cell.count_ones(), 81);
    }
}
