//! Triads: the three cells of a mini-row (or mini-column) hold three
//! different digits. When three digits must go there (each has no other
//! mini-row left in its row, no other mini-column left in its box), no
//! other digit may: a hidden triple (or, beside a placed cell, a hidden
//! pair) that the band and stack deductions miss. tdoku keeps triads as
//! variables of their own; here they are counted from the candidates, once
//! the other deductions are done, before each guess.
//!
//! Against the same solver without them (natively, in turns): magictour
//! 30% fewer guesses and 10% less time, the hardest sets 18-21% fewer and
//! 5-7% less, 17-clue 31% fewer and 5% less. The converse rule (only three
//! digits may go there, so all three must) took 1% more guesses off
//! magictour and was left out.
//!
//! Digits are taken two at a time, one in each half of a `u64`: every
//! shift below moves bits within a half or into bits that a mask clears.

use super::grid::{Dead, Grid};
use super::tables::unfold;

/// A 32-bit mask in both halves.
const fn both(mask: u32) -> u64 {
    mask as u64 | (mask as u64) << 32
}

/// The first bit of each group of three: of each mini-row of a band, or of
/// each box's columns in a band's nine column bits.
const FIRSTS: u64 = both(0o111_111_111);

/// In a [`minirow_words`] word, the mini-rows of box 0 (their row's other
/// two mini-rows sit 3 and 6 bits up).
const BOX0: u64 = both(0o007_007_007);

/// The nine columns of a band.
const COLUMNS: u64 = both(0o777);

/// Which mini-rows of the three bands hold any of `bands` (two digits, one
/// a half): bit `3i + b` for mini-row `i` (`3 * row + box`) of band `b`.
#[inline(always)]
fn minirow_words(bands: [u64; 3]) -> u64 {
    let occupied = |x: u64| (x | x >> 1 | x >> 2) & FIRSTS;
    occupied(bands[0]) | occupied(bands[1]) << 1 | occupied(bands[2]) << 2
}

/// Which mini-columns of the three bands hold any of `bands`: bit `9b + c`
/// for column `c` of band `b`.
#[inline(always)]
fn minicolumn_words(bands: [u64; 3]) -> u64 {
    let fold = |x: u64| (x | x >> 9 | x >> 18) & COLUMNS;
    fold(bands[0]) | fold(bands[1]) << 9 | fold(bands[2]) << 18
}

/// Of groups of three bits `step` apart (starting at the bits of `firsts`),
/// the bits that are the only one set in their group.
#[inline(always)]
fn alone(w: u64, firsts: u64, step: u32) -> u64 {
    let (a, b, c) = (w & firsts, (w >> step) & firsts, (w >> (2 * step)) & firsts);
    (a & !(b | c)) | (b & !(a | c)) << step | (c & !(a | b)) << (2 * step)
}

/// Counts, bit by bit, how many words had each bit: the bits counted
/// once, twice (both: three times), and four times or more.
#[derive(Default, Clone, Copy)]
struct Tally {
    ones: u64,
    twos: u64,
    many: u64,
}

impl Tally {
    #[inline(always)]
    fn add(&mut self, word: u64) {
        let carry = self.ones & word;
        self.ones ^= word;
        self.many |= self.twos & carry;
        self.twos ^= carry;
    }

    /// The two halves' counts added up, in the low half.
    #[inline(always)]
    fn halves(self) -> Tally {
        let low = 0xffff_ffff;
        let mut sum = Tally {
            ones: self.ones & low,
            twos: self.twos & low,
            many: (self.many & low) | self.many >> 32,
        };
        sum.add(self.ones >> 32);
        sum.add(self.twos >> 32);
        sum.add(self.twos >> 32);
        sum
    }

    /// The bits counted exactly three times.
    #[inline(always)]
    fn three(&self) -> u64 {
        self.ones & self.twos & !self.many
    }
}

/// Of the mini-rows (or mini-columns) that each pair of digits may
/// occupy (`may`, in groups of three `step` bits apart from `firsts`: a row's
/// mini-rows, a box's mini-columns), those where three digits must go and a
/// fourth may; and for each pair, where they may but need not go. Dead when
/// four digits must share one.
#[inline(always)]
fn full(may: &[u64; 5], firsts: u64, step: u32) -> Result<(u64, [u64; 5]), Dead> {
    let (mut must_count, mut may_count) = (Tally::default(), Tally::default());
    let mut free = [0; 5];
    for (pair, &may) in may.iter().enumerate() {
        let must = alone(may, firsts, step);
        must_count.add(must);
        may_count.add(may);
        free[pair] = may & !must;
    }
    let must_count = must_count.halves();
    if must_count.many != 0 {
        return Err(Dead); // four digits that must share three cells
    }
    Ok((must_count.three() & may_count.halves().many, free))
}

impl Grid {
    /// The mini-rows and mini-columns of digits `2 * pair` and the next
    /// (none after the ninth), one in each half.
    #[inline(always)]
    fn pair_words(&self, pair: usize) -> (u64, u64) {
        let low = self.cands[2 * pair];
        let high = self.cands.get(2 * pair + 1).copied().unwrap_or([0; 3]);
        let bands = std::array::from_fn(|b| u64::from(low[b]) | u64::from(high[b]) << 32);
        (minirow_words(bands), minicolumn_words(bands))
    }

    /// Applies the triad rule to every mini-row and mini-column. True when
    /// it struck a candidate. Everything here is inlined: with calls to it
    /// and its helpers, the hardest set took longer in Chromium
    /// (`benches/wasm_ab.sh` compares the two).
    pub(super) fn triads(&mut self) -> Result<bool, Dead> {
        let (mut rows, mut columns) = ([0; 5], [0; 5]);
        for pair in 0..5 {
            (rows[pair], columns[pair]) = self.pair_words(pair);
        }
        let (full_rows, row_free) = full(&rows, BOX0, 3)?;
        let (full_columns, column_free) = full(&columns, FIRSTS, 1)?;
        if full_rows | full_columns == 0 {
            return Ok(false);
        }
        for d in 0..9 {
            let half = 32 * (d % 2);
            let rows = full_rows & (row_free[d / 2] >> half);
            let columns = full_columns & (column_free[d / 2] >> half);
            for band in 0..3 {
                // Each mini-row's first bit times 0b111 is its three cells.
                let in_rows = ((rows >> band) as u32 & FIRSTS as u32) * 0b111;
                let in_columns = unfold((columns >> (9 * band)) as u32 & 0o777);
                self.strike(d, band, in_rows | in_columns);
            }
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fast::nine::tables::BAND;

    /// The digits (bit d) still possible at cell `p` of band 0.
    fn digits_at(grid: &Grid, p: usize) -> u32 {
        (0..9).fold(0, |all, d| all | ((grid.cands[d][0] >> p) & 1) << d)
    }

    #[test]
    fn three_digits_held_to_a_mini_row_keep_the_others_out() {
        // Digits 1, 2 and 3 (0..3 here) are out of row 0 but for box 0: its
        // three cells are theirs, so the other six digits leave them.
        let mut grid = Grid::with_givens(&[0; 81]).expect("empty grid");
        for d in 0..3 {
            for p in 3..9 {
                grid.exclude(d, 0, p);
            }
        }
        grid.settle().expect("no contradiction");
        for p in 0..3 {
            assert_eq!(digits_at(&grid, p), 0b111, "cell {p}");
        }
        // The rest of the row keeps the other six.
        assert_eq!(digits_at(&grid, 3), 0o770);
    }

    #[test]
    fn three_digits_held_to_a_mini_column_keep_the_others_out() {
        // Digits 0..3 are out of column 0 below band 0: in the top-left
        // box they must sit in column 0, whose three cells become theirs.
        let mut grid = Grid::with_givens(&[0; 81]).expect("empty grid");
        for d in 0..3 {
            for band in 1..3 {
                for row in 0..3 {
                    grid.exclude(d, band, 9 * row);
                }
            }
        }
        grid.settle().expect("no contradiction");
        for row in 0..3 {
            assert_eq!(digits_at(&grid, 9 * row), 0b111, "row {row}");
            assert_eq!(digits_at(&grid, 9 * row + 1), 0o770, "row {row}");
        }
    }

    #[test]
    fn four_digits_held_to_three_cells_is_a_contradiction() {
        let mut grid = Grid::with_givens(&[0; 81]).expect("empty grid");
        for d in 0..4 {
            grid.cands[d][0] &= !(0o777 & !0o7);
        }
        assert_eq!(grid.triads(), Err(Dead));
        assert_eq!(grid.cands[5][0], BAND);
    }
}
