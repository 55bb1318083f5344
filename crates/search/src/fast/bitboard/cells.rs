//! Sets of cells, one bit per cell, as the bitboard solver needs them:
//! 64 bits in one `u64` (up to 8x8), 128 bits in one `u128` (every shape
//! up to 11x11 and the star), 256 bits in four `u64` words (12x12 and
//! 16x16). The solver is written once over [`CellSet`]; each width is its
//! own instance of it.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of cells numbered from 0.
pub trait CellSet:
    Copy
    + Eq
    + std::fmt::Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// How many cells a set can hold.
    const CAPACITY: usize;
    /// No cell.
    const EMPTY: Self;

    /// Only `cell`.
    fn single(cell: u32) -> Self;
    /// The cells `0..n`.
    fn first_n(n: usize) -> Self;
    /// Whether no cell is in the set.
    fn is_empty(self) -> bool;
    /// The lowest cell of a set that is not empty.
    fn first(self) -> u32;
    /// The set without its lowest cell.
    fn without_first(self) -> Self;
    /// How many cells.
    fn count(self) -> u32;
    /// Whether the set holds `cell`.
    fn contains(self, cell: u32) -> bool;

    /// Whether the set holds at most one cell.
    #[inline(always)]
    fn at_most_one(self) -> bool {
        self.without_first().is_empty()
    }

    /// Whether the sets share a cell.
    #[inline(always)]
    fn meets(self, other: Self) -> bool {
        !(self & other).is_empty()
    }

    /// Calls `f` with each cell, lowest first.
    fn for_each(self, f: impl FnMut(u32));
}

/// Calls `f` with each set bit of `word`, plus `base`, lowest first.
#[inline(always)]
fn each_bit(mut word: u64, base: u32, f: &mut impl FnMut(u32)) {
    while word != 0 {
        f(base + word.trailing_zeros());
        word &= word - 1;
    }
}

/// The sets that are one machine integer: every operation is the
/// integer's own.
macro_rules! cell_set_for_integer {
    ($($int:ty),*) => {$(
        impl CellSet for $int {
            const CAPACITY: usize = <$int>::BITS as usize;
            const EMPTY: Self = 0;

            #[inline(always)]
            fn single(cell: u32) -> Self {
                1 << cell
            }
            fn first_n(n: usize) -> Self {
                if n == 0 {
                    0
                } else {
                    <$int>::MAX >> (Self::CAPACITY - n)
                }
            }
            #[inline(always)]
            fn is_empty(self) -> bool {
                self == 0
            }
            #[inline(always)]
            fn first(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn without_first(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn contains(self, cell: u32) -> bool {
                (self >> cell) & 1 != 0
            }
            #[inline(always)]
            fn for_each(self, mut f: impl FnMut(u32)) {
                // Word by word: a 64-bit count of trailing zeros is one
                // instruction, a 128-bit one is several.
                for w in 0..<$int>::BITS / 64 {
                    each_bit((self >> (64 * w)) as u64, 64 * w, &mut f);
                }
            }
        }
    )*};
}

cell_set_for_integer!(u64, u128);

/// 256 cells in four 64-bit words, lowest cells in the first. Word-wise
/// operations that the compiler turns into 128-bit vector instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wide([u64; 4]);

impl Wide {
    #[inline(always)]
    fn zip(self, other: Self, f: impl Fn(u64, u64) -> u64) -> Self {
        let (a, b) = (self.0, other.0);
        Wide([f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2]), f(a[3], b[3])])
    }
}

impl BitAnd for Wide {
    type Output = Self;
    #[inline(always)]
    fn bitand(self, other: Self) -> Self {
        self.zip(other, |a, b| a & b)
    }
}

impl BitOr for Wide {
    type Output = Self;
    #[inline(always)]
    fn bitor(self, other: Self) -> Self {
        self.zip(other, |a, b| a | b)
    }
}

impl BitXor for Wide {
    type Output = Self;
    #[inline(always)]
    fn bitxor(self, other: Self) -> Self {
        self.zip(other, |a, b| a ^ b)
    }
}

impl Not for Wide {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        Wide(self.0.map(|w| !w))
    }
}

impl BitAndAssign for Wide {
    #[inline(always)]
    fn bitand_assign(&mut self, other: Self) {
        *self = *self & other;
    }
}

impl BitOrAssign for Wide {
    #[inline(always)]
    fn bitor_assign(&mut self, other: Self) {
        *self = *self | other;
    }
}

impl CellSet for Wide {
    const CAPACITY: usize = 256;
    const EMPTY: Self = Wide([0; 4]);

    #[inline(always)]
    fn single(cell: u32) -> Self {
        let mut words = [0; 4];
        words[(cell / 64) as usize & 3] = 1 << (cell % 64);
        Wide(words)
    }
    fn first_n(n: usize) -> Self {
        Wide(std::array::from_fn(|w| match n.saturating_sub(64 * w) {
            0 => 0,
            k if k >= 64 => u64::MAX,
            k => u64::MAX >> (64 - k),
        }))
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }
    #[inline(always)]
    fn first(self) -> u32 {
        match self.0.iter().position(|&w| w != 0) {
            Some(w) => 64 * w as u32 + self.0[w].trailing_zeros(),
            None => 256,
        }
    }
    #[inline(always)]
    fn without_first(self) -> Self {
        let mut words = self.0;
        if let Some(w) = words.iter_mut().find(|w| **w != 0) {
            *w &= *w - 1;
        }
        Wide(words)
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    #[inline(always)]
    fn contains(self, cell: u32) -> bool {
        (self.0[(cell / 64) as usize & 3] >> (cell % 64)) & 1 != 0
    }
    #[inline(always)]
    fn for_each(self, mut f: impl FnMut(u32)) {
        for (w, &word) in self.0.iter().enumerate() {
            each_bit(word, 64 * w as u32, &mut f);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same operations on both widths, for cells below 128.
    #[test]
    fn wide_sets_behave_as_u128_below_128_cells() {
        let cells = [0u32, 5, 63, 64, 100, 127];
        let narrow = cells.iter().fold(0u128, |s, &c| s | u128::single(c));
        let wide = cells.iter().fold(Wide::EMPTY, |s, &c| s | Wide::single(c));
        assert_eq!(wide.count(), narrow.count());
        let (mut n, mut w) = (narrow, wide);
        while !n.is_empty() {
            assert_eq!(w.first(), n.first());
            assert!(w.contains(n.first()));
            assert_eq!(w.at_most_one(), n.at_most_one());
            n = n.without_first();
            w = w.without_first();
        }
        assert!(w.is_empty());
        let (mut from_narrow, mut from_wide) = (Vec::new(), Vec::new());
        narrow.for_each(|c| from_narrow.push(c));
        wide.for_each(|c| from_wide.push(c));
        assert_eq!((&from_narrow[..], &from_wide[..]), (&cells[..], &cells[..]));
        assert_eq!(Wide::first_n(130).count(), 130);
        assert!(Wide::first_n(130).contains(129) && !Wide::first_n(130).contains(130));
        assert_eq!(Wide::first_n(256), !Wide::EMPTY);
        assert_eq!(u128::first_n(81).count(), 81);
        let high = Wide::single(200) | Wide::single(255);
        assert_eq!((high.first(), high.without_first().first()), (200, 255));
        assert!(high.meets(Wide::single(255)) && !high.meets(wide));
        assert!(Wide::single(255).at_most_one() && (high ^ high).is_empty());
    }

    #[test]
    fn sets_of_64_behave_as_u128_below_64_cells() {
        let cells = [0u32, 1, 31, 32, 62, 63];
        let small = cells.iter().fold(0u64, |s, &c| s | u64::single(c));
        let narrow = cells.iter().fold(0u128, |s, &c| s | u128::single(c));
        assert_eq!(u128::from(small), narrow);
        let mut seen = Vec::new();
        small.for_each(|c| seen.push(c));
        assert_eq!(seen, cells);
        assert_eq!((small.first(), small.count()), (0, 6));
        assert_eq!(u128::from(small.without_first()), narrow.without_first());
        assert!(small.contains(63) && !small.contains(2));
        assert_eq!(u64::first_n(36).count(), 36);
        assert_eq!(u64::first_n(64), u64::MAX);
    }
}
