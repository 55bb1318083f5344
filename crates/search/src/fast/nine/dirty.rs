//! The layout of `Grid::dirty`, the work the deductions have left: bit
//! `4 * digit + band` for each (digit, band) pair to run the band
//! deduction on, so that taking the lowest first takes a digit's bands one
//! after the other (band by band took 3% longer on the 17-clue set); and
//! from [`COLUMNS_AT`] a bit per digit to run the stack deduction on. And
//! how to read which digits and bands a set of pairs covers, in a few
//! steps rather than a shift per pair.

/// Where the digits for the stack deduction start in `Grid::dirty`.
pub const COLUMNS_AT: u32 = 48;

/// The (digit, band) bits of `Grid::dirty`.
pub const BAND_BITS: u64 = (1 << COLUMNS_AT) - 1;

/// Every (digit, band) pair, as `Grid::dirty` bits.
pub const ALL_DIRTY: u64 = 0o7 * 0x1_1111_1111;

/// The bands (bit per band) of a set of (digit, band) `Grid::dirty` bits:
/// the nine digits' three bits or-ed together.
#[inline(always)]
pub fn bands_of(pairs: u64) -> u32 {
    let folded = pairs | pairs >> 16;
    let folded = folded | folded >> 8;
    ((folded | folded >> 4 | pairs >> 32) & 7) as u32
}

/// The digits (bit per digit) of a set of (digit, band) `Grid::dirty` bits:
/// each digit's bits or-ed into its first, and those moved together, the
/// gaps halved at each step.
#[inline(always)]
pub fn digits_of(pairs: u64) -> u32 {
    let x = (pairs | pairs >> 1 | pairs >> 2) & 0x1_1111_1111;
    let x = (x | x >> 3) & 0x1_0303_0303;
    let x = (x | x >> 6) & 0x1_000f_000f;
    let x = (x | x >> 12) & 0x1_0000_00ff;
    ((x | x >> 24) & 0x1ff) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digits_and_bands_of_dirty_pairs() {
        let pair = |digit: usize, band: usize| 1u64 << (4 * digit + band);
        for digit in 0..9 {
            for band in 0..3 {
                assert_eq!(digits_of(pair(digit, band)), 1 << digit);
                assert_eq!(bands_of(pair(digit, band)), 1 << band);
            }
        }
        let some = pair(0, 2) | pair(3, 0) | pair(3, 2) | pair(8, 1);
        assert_eq!(digits_of(some), 0b1_0000_1001);
        assert_eq!(bands_of(some), 0b111);
        assert_eq!((digits_of(ALL_DIRTY), bands_of(ALL_DIRTY)), (0x1ff, 0b111));
        assert_eq!((digits_of(0), bands_of(0)), (0, 0));
    }
}
