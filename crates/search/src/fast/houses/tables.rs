//! What the house solver reads at every node, laid out flat once: each
//! cell's peers, the complete houses (for hidden singles) and the pairs of
//! complete houses that overlap in two cells or more (for locked
//! candidates). Built from [`Houses`], so every Sudoku shape and the star
//! get the same tables.

use std::sync::OnceLock;

use crate::puzzles::Houses;

/// A cell's word in the search state: its candidates as bits `1..=side`
/// (bit `v` for value `v`, as [`crate::puzzles::bit`]), and this flag in
/// bit 0 once its single value has been struck from its peers.
pub const SETTLED: u32 = 1;

/// Two complete houses `a` and `b` that share the cells `inter`: a value
/// that `a` can hold only inside `inter` is out of `b`'s other cells, and
/// the other way round.
#[derive(Clone, Copy, Debug)]
pub struct Overlap {
    /// The two houses, as bits: when neither changed, nothing new is
    /// locked here.
    pub pair: HouseSet,
    /// Start of `a`'s cells outside the overlap in [`Overlaps::cells`].
    pub a_only: u32,
    /// Start of the shared cells (end of `a_only`).
    pub inter: u32,
    /// Start of `b`'s cells outside the overlap (end of `inter`).
    pub b_only: u32,
    /// End of `b_only`.
    pub end: u32,
}

/// A set of complete houses, one bit each.
pub type HouseSet = u128;

/// The most complete houses the tables take (a 16x16 with diagonals has 50).
pub const MAX_COMPLETE_HOUSES: usize = HouseSet::BITS as usize;

/// The flat tables of one puzzle's houses.
#[derive(Clone, Debug)]
pub struct HouseTables {
    /// Number of cells.
    pub cells: usize,
    /// Every value, as a mask of bits `1..=side`.
    pub all: u32,
    /// `peers[peer_start[c]..peer_start[c + 1]]` are the cells that share a
    /// house with `c`.
    pub peers: Vec<u16>,
    /// See `peers`.
    pub peer_start: Vec<u32>,
    /// The cells of the complete houses, one after another, `side` each.
    pub complete: Vec<u16>,
    /// Cells per complete house: the side.
    pub side: usize,
    /// Each cell's complete houses, as bits (house `h` is bit `h`): what a
    /// change to the cell asks to look at again.
    pub houses_of: Vec<HouseSet>,
    /// Every complete house.
    pub every_house: HouseSet,
    /// The overlapping pairs of complete houses, found the first time
    /// singles stall (a puzzle solved by singles never needs them).
    overlaps: OnceLock<Overlaps>,
}

/// The overlapping pairs of complete houses and the cells they index.
#[derive(Clone, Debug, Default)]
pub struct Overlaps {
    /// The pairs.
    pub list: Vec<Overlap>,
    /// Their cells, as the pairs' ranges index them.
    pub cells: Vec<u16>,
}

impl HouseTables {
    /// Whether the tables take `houses`: at most [`MAX_COMPLETE_HOUSES`]
    /// complete houses, at most 16 values.
    pub fn fits(houses: &Houses) -> bool {
        houses.side() <= 16 && houses.complete_iter().count() <= MAX_COMPLETE_HOUSES
    }

    /// The tables for `houses`, which must fit ([`HouseTables::fits`]). Depends on
    /// the geometry alone: one set of tables serves every puzzle of a layout.
    pub fn new(houses: &Houses) -> Self {
        let cells = houses.cells();
        let side = houses.side();
        let mut peers = Vec::with_capacity(cells * houses.peers(0).len());
        let mut peer_start = vec![0];
        for c in 0..cells {
            peers.extend_from_slice(houses.peers(c));
            peer_start.push(peers.len() as u32);
        }
        let complete: Vec<u16> = houses.complete_iter().flatten().copied().collect();
        let count = complete.len() / side.max(1);
        assert!(
            count <= MAX_COMPLETE_HOUSES,
            "tables of {count} complete houses"
        );
        let mut houses_of = vec![0; cells];
        for (h, house) in complete.chunks_exact(side.max(1)).enumerate() {
            for &c in house {
                houses_of[c as usize] |= 1 << h;
            }
        }
        HouseTables {
            cells,
            all: ((1u32 << side) - 1) << 1,
            peers,
            peer_start,
            complete,
            side,
            houses_of,
            every_house: HouseSet::MAX
                .checked_shr((MAX_COMPLETE_HOUSES - count) as u32)
                .unwrap_or(0),
            overlaps: OnceLock::new(),
        }
    }

    /// The cells of complete house `h`.
    #[inline]
    pub fn house(&self, h: usize) -> &[u16] {
        &self.complete[h * self.side..(h + 1) * self.side]
    }

    /// The overlapping pairs of complete houses, made on first use.
    pub fn overlaps(&self) -> &Overlaps {
        self.overlaps.get_or_init(|| overlaps(self))
    }

    /// The peers of `cell`.
    #[inline]
    pub fn peers_of(&self, cell: usize) -> &[u16] {
        &self.peers[self.peer_start[cell] as usize..self.peer_start[cell + 1] as usize]
    }
}

/// Every pair of complete houses sharing at least two cells but not all:
/// a row and a box, a row and a jigsaw region, a diagonal and a box.
/// Pairs are found through the cells they share, not by trying every
/// pair of houses: a solver is made for every question the generator
/// asks, so this runs often.
fn overlaps(tables: &HouseTables) -> Overlaps {
    let (side, houses_of) = (tables.side, &tables.houses_of);
    let count = tables.complete.len() / side;
    // How many cells each pair of houses shares.
    let mut shared = vec![0u8; count * count];
    for &houses in houses_of {
        let mut rest = houses;
        while rest != 0 {
            let a = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut later = rest;
            while later != 0 {
                shared[a * count + later.trailing_zeros() as usize] += 1;
                later &= later - 1;
            }
        }
    }
    let pairs = shared
        .iter()
        .filter(|&&n| n >= 2 && (n as usize) < side)
        .count();
    let mut list = Vec::with_capacity(pairs);
    let mut flat = Vec::with_capacity(pairs * 2 * side);
    // Which cells of the grid are in house `a`, while its pairs are made.
    let mut in_a = vec![false; houses_of.len()];
    for ai in 0..count {
        let a = tables.house(ai);
        for &c in a {
            in_a[c as usize] = true;
        }
        for bi in ai + 1..count {
            let n = shared[ai * count + bi] as usize;
            if n < 2 || n == side {
                continue;
            }
            let b = tables.house(bi);
            let a_only = flat.len() as u32;
            let inter = a_only + (side - n) as u32;
            let b_only = inter + n as u32;
            flat.resize(flat.len() + 2 * side - n, 0);
            let (mut next_shared, mut next_b) = (inter as usize, b_only as usize);
            for &c in b {
                let next = if in_a[c as usize] {
                    &mut next_shared
                } else {
                    &mut next_b
                };
                flat[*next] = c;
                *next += 1;
            }
            let mut next_a = a_only as usize;
            for &c in a {
                if houses_of[c as usize] >> bi & 1 == 0 {
                    flat[next_a] = c;
                    next_a += 1;
                }
            }
            list.push(Overlap {
                pair: 1 << ai | 1 << bi,
                a_only,
                inter,
                b_only,
                end: flat.len() as u32,
            });
        }
        for &c in a {
            in_a[c as usize] = false;
        }
    }
    Overlaps { list, cells: flat }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::Sudoku;

    #[test]
    fn a_nine_by_nine_has_fifty_four_overlaps_of_three_cells() {
        let sudoku = Sudoku::new(vec![0; 81]).unwrap();
        let tables = HouseTables::new(sudoku.houses());
        // 9 boxes, each meeting 3 rows and 3 columns.
        assert_eq!(tables.overlaps().list.len(), 54);
        for o in &tables.overlaps().list {
            assert_eq!(
                (o.inter - o.a_only, o.b_only - o.inter, o.end - o.b_only),
                (6, 3, 6)
            );
        }
        assert_eq!(tables.complete.len(), 27 * 9);
        assert_eq!(tables.peers_of(0).len(), 20);
        assert_eq!(tables.all, 0b11_1111_1110);
    }
}
