//! Killer Sudoku's cages: groups of cells that hold no digit twice (each
//! is also a house of the grid, [`HouseKind::Cage`]) and whose digits add
//! up to the cage's sum, where one is shown. A [`Layout`](super::Layout)
//! names them as [`Cage`]s with [`Op::Add`] (a sum of 0: none shown);
//! [`CageSums`] keeps their running sums during a search.
//!
//! A cage is judged before it is full: a digit is refused once the cage's
//! other empty cells can no longer make up its sum with digits that
//! differ (too much already, or too little left), so that the search
//! turns back early and the Explanation can say why. Domains are narrowed
//! by the cage's combinations: the sets of different digits that make
//! its sum (`17` in two cells: {8, 9}), of which a cell keeps only the
//! digits of the sets that still fit the whole cage.

use std::sync::Arc;

use super::{bit, full, values_of, Cage, CageProblem, HouseKind, Invalid, Mask, Op, Reason};

/// What never changes in a search: the cages, each cell's cage and each
/// cage's combinations.
#[derive(Debug)]
struct SumShape {
    cages: Vec<Cage>,
    /// The cage of each cell, `u16::MAX` for none.
    cage_of: Vec<u16>,
    /// Each cage's combinations: the sets of different digits of its size
    /// that make its sum (all sets of its size for a cage without one).
    combinations: Vec<Vec<Mask>>,
    side: u32,
}

/// The cages' running sums during a search: the digits placed in each.
#[derive(Clone, Debug)]
pub struct CageSums {
    shape: Arc<SumShape>,
    /// The digits placed in each cage.
    used: Vec<Mask>,
}

/// The sets of `len` different digits from 1 to `side` that add up to
/// `sum` (any sum where `sum` is 0).
fn sets_of(side: u32, len: u32, sum: u32) -> Vec<Mask> {
    let mut out = Vec::new();
    for set in 0..(1u32 << side) {
        let mask = Mask::from(set) << 1;
        if set.count_ones() == len && (sum == 0 || values_of(mask).sum::<u32>() == sum) {
            out.push(mask);
        }
    }
    out
}

/// The smallest and largest sums of `count` different digits from
/// `free`: what the empty cells of a cage can still add.
pub fn sum_reach(free: Mask, count: u32) -> Option<(u32, u32)> {
    if free.count_ones() < count {
        return None;
    }
    let digits: Vec<u32> = values_of(free).collect();
    let n = count as usize;
    let low = digits[..n].iter().sum();
    let high = digits[digits.len() - n..].iter().sum();
    Some((low, high))
}

impl CageSums {
    /// The running sums of `cages` on a grid of `side`, none placed.
    /// Refuses a cage whose cells are outside the grid, not side by
    /// side, more than the grid has digits, or whose sum no different
    /// digits make; a cell in two cages.
    pub fn new(cages: &[Cage], side: usize) -> Result<Self, Invalid> {
        let mut cage_of = vec![u16::MAX; side * side];
        // Cages of one size and sum share their sets (a list: a map's
        // code would weigh more in the page than the search takes).
        let mut by_size: Vec<((u32, u32), Vec<Mask>)> = Vec::new();
        let mut combinations = Vec::with_capacity(cages.len());
        for (index, cage) in cages.iter().enumerate() {
            let fail = |problem| Err(cage.problem(index, side, problem));
            if cage.cells.is_empty() {
                return fail(CageProblem::NoCells);
            }
            if let Some(&c) = cage.cells.iter().find(|&&c| c as usize >= side * side) {
                let last = side * side - 1;
                return fail(CageProblem::CellOutside {
                    cell: c as usize,
                    last,
                });
            }
            if cage.cells.len() > side {
                return fail(CageProblem::MoreCellsThanDigits { side });
            }
            if !cage.is_connected(side) {
                return fail(CageProblem::NotConnected);
            }
            for &c in &cage.cells {
                let other = std::mem::replace(&mut cage_of[c as usize], index as u16);
                if other != u16::MAX {
                    return Err(in_two_cages(c as usize, side, other as usize, index));
                }
            }
            let len = cage.cells.len() as u32;
            let key = (len, cage.target);
            let sets = match by_size.iter().find(|(k, _)| *k == key) {
                Some((_, sets)) => sets.clone(),
                None => {
                    let sets = sets_of(side as u32, len, cage.target);
                    by_size.push((key, sets.clone()));
                    sets
                }
            };
            if sets.is_empty() {
                return fail(CageProblem::SumOutOfReach { side });
            }
            combinations.push(sets);
        }
        let shape = SumShape {
            cages: cages.to_vec(),
            cage_of,
            combinations,
            side: side as u32,
        };
        Ok(CageSums {
            used: vec![0; cages.len()],
            shape: Arc::new(shape),
        })
    }

    /// The same cages with nothing placed in them (as the houses are
    /// cleared for other givens).
    pub fn cleared(&self) -> Self {
        CageSums {
            shape: Arc::clone(&self.shape),
            used: vec![0; self.used.len()],
        }
    }

    /// The cages, in the order given.
    pub fn cages(&self) -> &[Cage] {
        &self.shape.cages
    }

    /// The cage of `cell`, if it has one.
    pub fn cage_of(&self, cell: usize) -> Option<usize> {
        let cage = self.shape.cage_of[cell];
        (cage != u16::MAX).then_some(cage as usize)
    }

    /// The sets of different digits that make cage `index`'s sum.
    pub fn combinations(&self, index: usize) -> &[Mask] {
        &self.shape.combinations[index]
    }

    /// `value` placed in `cell`. (Never inlined, as the others a search
    /// calls: one copy serves every strategy's, and a Sudoku without
    /// cages never calls them.)
    #[inline(never)]
    pub fn place(&mut self, cell: usize, value: u32) {
        if let Some(k) = self.cage_of(cell) {
            self.used[k] |= bit(value);
        }
    }

    /// `value` taken back out of `cell`.
    #[inline(never)]
    pub fn unplace(&mut self, cell: usize, value: u32) {
        if let Some(k) = self.cage_of(cell) {
            self.used[k] &= !bit(value);
        }
    }

    /// Whether `value` in `cell` leaves its cage's sum within reach of
    /// the cage's other empty cells (digits not yet in the cage).
    #[inline(never)]
    pub fn allows(&self, cell: usize, value: u32) -> bool {
        match self.cage_of(cell) {
            Some(k) => self.reachable(k, self.used[k] | bit(value)),
            None => true,
        }
    }

    /// Whether cage `k` holding the digits `used` can still make its sum.
    fn reachable(&self, k: usize, used: Mask) -> bool {
        let cage = &self.shape.cages[k];
        if cage.target == 0 {
            return true;
        }
        let left = cage.cells.len() as u32 - used.count_ones();
        let placed: u32 = values_of(used).sum();
        let free = full(self.shape.side) & !used;
        sum_reach(free, left)
            .is_some_and(|(low, high)| placed + low <= cage.target && cage.target <= placed + high)
    }

    /// Why `value` in `cell` is refused by its cage, on `board` (the
    /// values placed, 0 for empty): the cage and its values with this
    /// one, the empty cells 0.
    #[inline(never)]
    pub fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let k = self.cage_of(cell)?;
        let values: Vec<u8> = self.shape.cages[k]
            .cells
            .iter()
            .map(|&c| {
                if c as usize == cell {
                    value as u8
                } else {
                    board[c as usize]
                }
            })
            .collect();
        let used = values
            .iter()
            .filter(|&&v| v != 0)
            .fold(0, |m, &v| m | bit(v.into()));
        (!self.reachable(k, used)).then_some(Reason::Cage { cage: k, values })
    }

    /// The cages whose sums `values` (0: empty) leave out of reach:
    /// too much already, too little room left, or full with another sum.
    pub fn broken<'a>(&'a self, values: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        (0..self.shape.cages.len()).filter(move |&k| {
            let cells = &self.shape.cages[k].cells;
            let digits = cells
                .iter()
                .map(|&c| values[c as usize])
                .filter(|&v| v != 0);
            let used = digits.fold(0, |m: Mask, v| m | bit(v.into()));
            let repeated = used.count_ones() as usize
                != cells.iter().filter(|&&c| values[c as usize] != 0).count();
            !repeated && !self.reachable(k, used)
        })
    }

    /// Whether full `values` make every cage's sum.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        self.shape.cages.iter().all(|cage| {
            cage.target == 0
                || cage
                    .cells
                    .iter()
                    .map(|&c| u32::from(values[c as usize]))
                    .sum::<u32>()
                    == cage.target
        })
    }

    /// Narrows each cage's cells to the digits of its combinations that
    /// still fit (every digit of the set has a cell that may hold it, and
    /// every cell a digit of the set), or with `seen` only the cages with
    /// a cell whose domain changed since. False when a cage has none.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        (0..self.shape.cages.len()).all(|k| {
            let cells = &self.shape.cages[k].cells;
            let unchanged = |seen: &[Mask]| {
                cells
                    .iter()
                    .all(|&c| domains[c as usize] == seen[c as usize])
            };
            seen.is_some_and(unchanged) || self.narrow_cage(k, domains)
        })
    }

    /// Narrows cage `k`'s cells to the digits of its combinations that
    /// still fit; false when none does (a cage without a sum narrows
    /// nothing: its house does).
    pub fn narrow_cage(&self, k: usize, domains: &mut [Mask]) -> bool {
        let cage = &self.shape.cages[k];
        if cage.target == 0 {
            return true;
        }
        let union = cage.cells.iter().fold(0, |m, &c| m | domains[c as usize]);
        let fits = |set: Mask| {
            set & !union == 0 && cage.cells.iter().all(|&c| domains[c as usize] & set != 0)
        };
        let sets = &self.shape.combinations[k];
        let allowed = sets
            .iter()
            .filter(|&&set| fits(set))
            .fold(0, |m, &set| m | set);
        cage.cells.iter().all(|&c| {
            domains[c as usize] &= allowed;
            domains[c as usize] != 0
        })
    }
}

/// `cell` named in cage `second` after cage `first` (both from 0).
fn in_two_cages(cell: usize, side: usize, first: usize, second: usize) -> Invalid {
    Invalid::Shape(super::ShapeProblem::CellInTwoCages {
        cell: super::grid_cell_name(cell, side),
        first: first + 1,
        second: second + 1,
    })
}

/// A killer cage of these cells adding up to `sum` (0: no sum shown).
pub fn sum_cage(sum: u32, cells: Vec<u16>) -> Cage {
    Cage {
        target: sum,
        op: Op::Add,
        cells,
    }
}

/// The cells of each cage of `cage_of` (any number naming a cell's cage),
/// the cages in the order of their first cells.
pub fn cells_by_cage(cage_of: &[usize]) -> Vec<Vec<u16>> {
    let mut index = std::collections::BTreeMap::new();
    let mut cages: Vec<Vec<u16>> = Vec::new();
    for (cell, &id) in cage_of.iter().enumerate() {
        let k = *index.entry(id).or_insert_with(|| {
            cages.push(Vec::new());
            cages.len() - 1
        });
        cages[k].push(cell as u16);
    }
    cages
}

/// The houses of the cages: one per cage, no digit twice in it.
pub fn cage_houses(cages: &[Cage]) -> impl Iterator<Item = (Vec<u16>, HouseKind)> + '_ {
    cages
        .iter()
        .enumerate()
        .map(|(i, cage)| (cage.cells.clone(), HouseKind::Cage(i)))
}
