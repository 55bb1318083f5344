//! Latin-square geometry as data: a house is a list of cells that must hold
//! different values. Rows and columns always; boxes, jigsaw regions and
//! extra regions (diagonals, coloured areas) are just more houses, so every
//! Sudoku variant and Kendoku share this one piece of code.

use std::any::Any;
use std::sync::Arc;

use super::cell_houses::CellHouses;
pub use super::cell_houses::MAX_HOUSES_PER_CELL;
use super::derived::Derived;
use super::house_kind::{HouseKind, Naming};
use super::{bit, full, grid_cell_name, Invalid, Mask, ShapeProblem};

/// The fixed part: which cells form which house. Shared by every copy of
/// a search (snapshots copy only the values placed).
#[derive(Clone, Debug)]
struct Geometry {
    /// How many cells: `side * side` for a square grid.
    cells: usize,
    /// How cells are named in messages.
    names: Naming,
    houses: Vec<Vec<u16>>,
    kinds: Vec<HouseKind>,
    peers: Vec<Vec<u16>>,
    derived: Derived,
}

/// The houses of an n x n grid (or of the star) and the values placed in
/// each so far.
#[derive(Clone, Debug)]
pub struct Houses {
    geometry: Arc<Geometry>,
    /// The houses of each cell and the side, held here, not shared: the
    /// search reads them for every candidate, and a copy is small.
    cell_houses: Vec<CellHouses>,
    side: usize,
    used: Vec<Mask>,
}

impl Houses {
    /// Rows and columns of a `side` x `side` grid: a Latin square.
    pub fn latin(side: usize) -> Self {
        let mut geometry = Geometry {
            cells: side * side,
            names: Naming::Grid(side),
            houses: Vec::new(),
            kinds: Vec::new(),
            peers: Vec::new(),
            derived: Derived::default(),
        };
        for r in 0..side {
            geometry
                .houses
                .push((0..side).map(|c| (r * side + c) as u16).collect());
            geometry.kinds.push(HouseKind::Row(r));
        }
        for c in 0..side {
            geometry
                .houses
                .push((0..side).map(|r| (r * side + c) as u16).collect());
            geometry.kinds.push(HouseKind::Column(c));
        }
        let mut h = Houses {
            geometry: Arc::new(geometry),
            cell_houses: Vec::new(),
            side,
            used: Vec::new(),
        };
        h.index();
        h
    }

    /// Houses of any shape: `cells` cells holding values `1..=values`,
    /// named by `names`; each house a list of cells that must differ.
    pub fn from_list(
        cells: usize,
        values: usize,
        names: Naming,
        houses: Vec<(Vec<u16>, HouseKind)>,
    ) -> Self {
        let (houses, kinds) = houses.into_iter().unzip();
        let mut h = Houses {
            geometry: Arc::new(Geometry {
                cells,
                names,
                houses,
                kinds,
                peers: Vec::new(),
                derived: Derived::default(),
            }),
            cell_houses: Vec::new(),
            side: values,
            used: Vec::new(),
        };
        h.index();
        h
    }

    /// The name of `cell` in messages: `r1c5`, or `T3.4` on the star.
    pub fn name(&self, cell: usize) -> String {
        self.geometry.names.name(cell)
    }

    /// How many cells.
    pub fn cells(&self) -> usize {
        self.geometry.cells
    }

    /// Adds regions given as one region id per cell: boxes (`boxes` true)
    /// or jigsaw pieces. Every region must have exactly `side` cells.
    pub fn with_regions(mut self, region_of: &[usize], boxes: bool) -> Result<Self, Invalid> {
        let side = self.side();
        if region_of.len() != side * side {
            return Err(Invalid::Shape(ShapeProblem::RegionEntries {
                entries: region_of.len(),
                cells: side * side,
            }));
        }
        let mut ids: Vec<usize> = region_of.to_vec();
        ids.sort_unstable();
        ids.dedup();
        for (index, &id) in ids.iter().enumerate() {
            let cells: Vec<u16> = (0..side * side)
                .filter(|&c| region_of[c] == id)
                .map(|c| c as u16)
                .collect();
            if cells.len() != side {
                return Err(Invalid::Shape(ShapeProblem::RegionSize {
                    region: id,
                    cells: cells.len(),
                    first: grid_cell_name(cells[0] as usize, side),
                    side,
                }));
            }
            let kind = if boxes {
                HouseKind::Box(index)
            } else {
                HouseKind::Region(index)
            };
            self.push(cells, kind);
        }
        self.index();
        Ok(self)
    }

    /// Adds both main diagonals (Sudoku X).
    pub fn with_diagonals(mut self) -> Result<Self, Invalid> {
        let side = self.side();
        self.push(
            (0..side).map(|i| (i * side + i) as u16).collect(),
            HouseKind::Diagonal(0),
        );
        self.push(
            (0..side)
                .map(|i| (i * side + side - 1 - i) as u16)
                .collect(),
            HouseKind::Diagonal(1),
        );
        self.check_crowding()?;
        self.index();
        Ok(self)
    }

    /// Adds extra regions (lists of cells that must all differ).
    pub fn with_extra(mut self, extra: &[Vec<usize>]) -> Result<Self, Invalid> {
        let side = self.side();
        for (e, cells) in extra.iter().enumerate() {
            if cells.len() > side {
                return Err(Invalid::Shape(ShapeProblem::ExtraTooLarge {
                    region: e + 1,
                    cells: cells.len(),
                    side,
                }));
            }
            let mut seen = vec![false; side * side];
            for &c in cells {
                if c >= side * side {
                    return Err(Invalid::Shape(ShapeProblem::ExtraOutside {
                        region: e + 1,
                        cell: c,
                        last: side * side - 1,
                    }));
                }
                if std::mem::replace(&mut seen[c], true) {
                    return Err(Invalid::Shape(ShapeProblem::ExtraTwice {
                        region: e + 1,
                        cell: grid_cell_name(c, side),
                    }));
                }
            }
            self.push(
                cells.iter().map(|&c| c as u16).collect(),
                HouseKind::Extra(e),
            );
        }
        self.check_crowding()?;
        self.index();
        Ok(self)
    }

    /// Adds a house for each Killer cage (no digit twice in it); the
    /// cages are checked already ([`CageSums::new`](super::CageSums::new)).
    pub fn with_cages(mut self, cages: &[super::Cage]) -> Result<Self, Invalid> {
        for (cells, kind) in super::killer::cage_houses(cages) {
            self.push(cells, kind);
        }
        self.check_crowding()?;
        self.index();
        Ok(self)
    }

    fn push(&mut self, cells: Vec<u16>, kind: HouseKind) {
        let geometry = Arc::make_mut(&mut self.geometry);
        geometry.houses.push(cells);
        geometry.kinds.push(kind);
    }

    /// Refuses a cell in more houses than a cell's inline list holds.
    fn check_crowding(&self) -> Result<(), Invalid> {
        let mut count = vec![0; self.cells()];
        for house in &self.geometry.houses {
            for &c in house {
                count[c as usize] += 1;
                if count[c as usize] > MAX_HOUSES_PER_CELL {
                    return Err(Invalid::Shape(ShapeProblem::TooManyHouses {
                        cell: self.name(c as usize),
                        max: MAX_HOUSES_PER_CELL,
                    }));
                }
            }
        }
        Ok(())
    }

    fn index(&mut self) {
        let geometry = Arc::make_mut(&mut self.geometry);
        geometry.derived = Derived::default();
        let cells = geometry.cells;
        let mut cell_houses = vec![CellHouses::default(); cells];
        for (h, house) in geometry.houses.iter().enumerate() {
            for &c in house {
                cell_houses[c as usize].push(h as u16);
            }
        }
        geometry.peers = (0..cells)
            .map(|c| {
                let mut p: Vec<u16> = cell_houses[c]
                    .as_slice()
                    .iter()
                    .flat_map(|&h| geometry.houses[h as usize].iter().copied())
                    .filter(|&o| o as usize != c)
                    .collect();
                p.sort_unstable();
                p.dedup();
                p
            })
            .collect();
        self.used = vec![0; geometry.houses.len()];
        self.cell_houses = cell_houses;
    }

    /// Tables derived from these houses' geometry alone, made by `make`
    /// the first time and shared from then on by every puzzle on the same
    /// geometry: copies of a puzzle, and the puzzles a generator makes from
    /// one layout ([`super::Sudoku::with_givens`]). What a solver lays out flat
    /// for its inner loop belongs here, as the peers do, rather than being
    /// made again for every puzzle. One slot: a second type of table
    /// is made afresh at every call.
    pub fn derived<T: Any + Send + Sync>(&self, make: impl FnOnce() -> T) -> Arc<T> {
        self.geometry.derived.get_or_make(make)
    }

    /// The side of the grid.
    pub fn side(&self) -> usize {
        self.side
    }

    /// All houses, each a list of cells.
    pub fn houses(&self) -> &[Vec<u16>] {
        &self.geometry.houses
    }

    /// What each house is.
    pub fn kinds(&self) -> &[HouseKind] {
        &self.geometry.kinds
    }

    /// The houses with as many cells as values: each holds every value once.
    pub fn complete(&self) -> Vec<Vec<u16>> {
        self.complete_iter().map(<[u16]>::to_vec).collect()
    }

    /// The complete houses (see [`Houses::complete`]), borrowed.
    pub fn complete_iter(&self) -> impl Iterator<Item = &[u16]> + '_ {
        let side = self.side();
        self.houses()
            .iter()
            .filter(move |h| h.len() == side)
            .map(Vec::as_slice)
    }

    /// The cells that share a house with `cell`.
    pub fn peers(&self, cell: usize) -> &[u16] {
        &self.geometry.peers[cell]
    }

    /// The houses `cell` belongs to, rows first, then columns, regions and
    /// extra regions.
    pub fn houses_of(&self, cell: usize) -> &[u16] {
        self.cell_houses[cell].as_slice()
    }

    /// The values placed so far in house `h`.
    pub fn used(&self, h: usize) -> Mask {
        self.used[h]
    }

    /// Values not yet placed in any house of `cell`.
    #[inline]
    pub fn free(&self, cell: usize) -> Mask {
        let mut taken = 0;
        for &h in self.cell_houses[cell].as_slice() {
            taken |= self.used[h as usize];
        }
        full(self.side() as u32) & !taken
    }

    /// Marks `value` as placed in the houses of `cell`.
    #[inline]
    pub fn place(&mut self, cell: usize, value: u32) {
        for &h in self.cell_houses[cell].as_slice() {
            self.used[h as usize] |= bit(value);
        }
    }

    /// Takes every placed value out of every house.
    pub fn clear(&mut self) {
        self.used.fill(0);
    }

    /// Takes `value` back out of the houses of `cell`.
    #[inline]
    pub fn unplace(&mut self, cell: usize, value: u32) {
        for &h in self.cell_houses[cell].as_slice() {
            self.used[h as usize] &= !bit(value);
        }
    }

    /// Removes `value` from the domains of `cell`'s peers.
    #[inline]
    pub fn strike(&self, cell: usize, value: u32, domains: &mut [Mask]) {
        for &p in &self.geometry.peers[cell] {
            domains[p as usize] &= !bit(value);
        }
    }

    /// The first house of `cell` (rows first) where another cell of
    /// `board` (0 = empty) holds `value`, and that cell.
    pub fn holder(&self, board: &[u8], cell: usize, value: u32) -> Option<(HouseKind, usize)> {
        self.houses_of(cell).iter().find_map(|&h| {
            self.geometry.houses[h as usize]
                .iter()
                .find(|&&o| o as usize != cell && u32::from(board[o as usize]) == value)
                .map(|&o| (self.geometry.kinds[h as usize], o as usize))
        })
    }

    /// Finds two cells of one house holding the same value.
    pub fn check_values(&self, values: &[u8]) -> Result<(), Invalid> {
        for (h, house) in self.houses().iter().enumerate() {
            for (i, &a) in house.iter().enumerate() {
                let va = values[a as usize];
                if va == 0 {
                    continue;
                }
                if let Some(&b) = house[i + 1..].iter().find(|&&b| values[b as usize] == va) {
                    return Err(Invalid::Clash {
                        first: self.name(a as usize),
                        second: self.name(b as usize),
                        value: va as u32,
                        house: self.kinds()[h],
                    });
                }
            }
        }
        Ok(())
    }
}
