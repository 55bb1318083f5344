//! The puzzle families. Each knows only its own rules, told to the
//! strategies through [`Constraints`].

mod cage;
mod conflicts;
mod houses;
mod invalid;
mod kendoku;
mod queens;
mod reason;
mod sudoku;

pub use cage::{Cage, Op};
pub use conflicts::conflicts;
pub use houses::{HouseKind, Houses};
pub use invalid::{cell_name, Invalid, Problems, MAX_PROBLEMS};
pub use kendoku::Kendoku;
pub use queens::{Queens, MAX_QUEENS};
pub use reason::{Line, Reason};
pub use sudoku::{standard_box, Layout, Sudoku};

/// A set of values: bit `v` stands for value `v` (values are 1-based).
pub type Mask = u64;

/// The mask holding only `value`.
#[inline]
pub fn bit(value: u32) -> Mask {
    1 << value
}

/// The mask holding the values `1..=n`.
#[inline]
pub fn full(n: u32) -> Mask {
    ((1u64 << n) - 1) << 1
}

/// Iterates the values of a mask, ascending.
pub fn values_of(mut mask: Mask) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let v = mask.trailing_zeros();
            mask &= mask - 1;
            Some(v)
        }
    })
}

/// What a strategy needs to know of a puzzle: its cells, its values and its
/// rules, both as incremental sets of values placed so far (classic, mrv) and
/// as pruning of candidate domains (propagate, fast).
pub trait Constraints: Clone {
    /// Number of cells (for N-Queens: rows).
    fn cells(&self) -> usize;
    /// Values are `1..=size()`.
    fn size(&self) -> u32;
    /// The given value of `cell`, if any.
    fn given(&self, cell: usize) -> Option<u32>;
    /// Puts `value` into the sets of `cell`'s houses (the article's `record`).
    fn place(&mut self, cell: usize, value: u32);
    /// Takes `value` out of the sets of `cell`'s houses (the article's `undo`).
    fn unplace(&mut self, cell: usize, value: u32);
    /// The values not yet excluded for `cell` by the values placed so far.
    fn free(&self, cell: usize) -> Mask;
    /// Whether `value` at `cell` agrees with every value placed so far,
    /// including n-ary rules (cages) once the cell completes them.
    fn consistent(&self, cell: usize, value: u32) -> bool;
    /// The candidates the article's `moves()` lists: the given alone, or the
    /// free values.
    fn classic_moves(&self, cell: usize) -> Mask {
        match self.given(cell) {
            Some(g) => bit(g),
            None => self.free(cell),
        }
    }
    /// Whether every candidate [`Constraints::classic_moves`] lists for `cell`
    /// already passes [`Constraints::consistent`]. Classic's `valid` then
    /// needs no second look: between `moves` and `valid` at one level the
    /// sets are the same (everything deeper has been undone). False by
    /// default, which is always correct.
    fn classic_moves_prechecked(&self, _cell: usize) -> bool {
        false
    }
    /// Groups of cells that must hold every value exactly once (as many
    /// cells as values): where a value fits only one cell of such a group,
    /// it goes there (a hidden single). Used by the fast solver only.
    fn complete_houses(&self) -> Vec<Vec<u16>> {
        Vec::new()
    }
    /// Why `value` cannot go into `cell` when the values on `board` (0 =
    /// empty, one per cell; for N-Queens the column + 1 per row) are placed:
    /// the rule [`Constraints::consistent`] checks, as a fact. Asked only
    /// for the move on screen, never in the search loop. `None` when no
    /// rule forbids it.
    fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason>;
    /// Removes from the other cells' domains what `value` at `cell` excludes.
    fn strike(&self, cell: usize, value: u32, domains: &mut [Mask]);
    /// Narrows the domains by the rules that bind more than two cells
    /// (cages). Returns false when some rule can no longer hold.
    fn narrow(&self, _domains: &mut [Mask]) -> bool {
        true
    }
    /// [`Constraints::narrow`], knowing that the rules were already
    /// narrowed when the domains were `seen`: a rule none of whose cells
    /// changed since may be skipped (narrowing is idempotent).
    fn narrow_since(&self, domains: &mut [Mask], _seen: &[Mask]) -> bool {
        self.narrow(domains)
    }
    /// The starting domains: the given alone, or every value.
    fn initial_domains(&self) -> Vec<Mask> {
        (0..self.cells())
            .map(|c| match self.given(c) {
                Some(g) => bit(g),
                None => full(self.size()),
            })
            .collect()
    }
}

/// Any puzzle the app knows, as read from a file or built in the page.
#[derive(Clone, Debug)]
pub enum AnyPuzzle {
    /// Sudoku of any size and its variants.
    Sudoku(Sudoku),
    /// N-Queens.
    Queens(Queens),
    /// Kendoku (KenKen).
    Kendoku(Kendoku),
}

impl AnyPuzzle {
    /// Number of cells (for N-Queens: rows).
    pub fn cells(&self) -> usize {
        match self {
            AnyPuzzle::Sudoku(p) => p.cells(),
            AnyPuzzle::Queens(p) => p.cells(),
            AnyPuzzle::Kendoku(p) => p.cells(),
        }
    }

    /// The given value of `cell`, if any (a Kendoku one-cell cage too).
    pub fn given(&self, cell: usize) -> Option<u32> {
        match self {
            AnyPuzzle::Sudoku(p) => p.given(cell),
            AnyPuzzle::Queens(p) => p.given(cell),
            AnyPuzzle::Kendoku(p) => p.given(cell),
        }
    }

    /// The side of the board: values are `1..=side()`.
    pub fn side(&self) -> u32 {
        match self {
            AnyPuzzle::Sudoku(p) => p.size(),
            AnyPuzzle::Queens(p) => p.size(),
            AnyPuzzle::Kendoku(p) => p.size(),
        }
    }
}
