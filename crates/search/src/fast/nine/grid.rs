//! The state of a 9x9 search: for each digit and band, the cells where the
//! digit may still go, as 27 bits. A placed cell keeps its own digit's bit
//! and loses every other digit's, so a full grid reads straight off the
//! masks. The whole state is 152 bytes and is copied per guess.

use super::dirty::{bands_of, digits_of, ALL_DIRTY, BAND_BITS, COLUMNS_AT};
use super::patterns::{Counts, LOCKED, LOCKED_COUNT_AT, PATTERN_UNION, UNION_COUNT_AT};
use super::tables::{fold, minirows_by_box, peers_of, stack_matrix, unfold, BAND};

/// A contradiction: some cell, row, column or box has no place left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dead;

/// Candidates by digit and band, the unplaced cells, and what changed since
/// it was last looked at.
#[derive(Clone, Copy)]
pub struct Grid {
    pub(super) cands: [[u32; 3]; 9],
    pub(super) unplaced: [u32; 3],
    /// The work the deductions have left, laid out as [`super::dirty`]
    /// says: in one word to keep the state small (the compiler copies it
    /// inline).
    dirty: u64,
    /// How many patterns each digit has left in each band, then in each
    /// stack, as the last deduction there found them.
    pub(super) patterns: [Counts; 6],
}

/// The three rows of a band.
const ROWS: [u32; 3] = [0o777, 0o777 << 9, 0o777 << 18];

/// The cells of a band whose byte in `bytes` (27, one per cell) is not 0.
/// Eight at a time, without a branch: a puzzle's givens stand in no order
/// that a branch per cell could learn (17 givens cost as many mispredicted
/// branches, 3% of solving a 17-clue puzzle).
fn nonzero(bytes: &[u8]) -> u32 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let mut cells = 0;
    for (k, eight) in bytes[..24].chunks_exact(8).enumerate() {
        let word = u64::from_le_bytes(eight.try_into().expect("chunks of eight"));
        // Bit 7 of each byte: set when any of its bits is.
        let high = (((word & LOW7) + LOW7) | word) & !LOW7;
        // The eight bit-7s gathered into the top byte, byte k's at 56 + k.
        let bits = (high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        cells |= (bits as u32) << (8 * k);
    }
    for (p, &byte) in bytes.iter().enumerate().skip(24) {
        cells |= u32::from(byte != 0) << p;
    }
    cells
}

impl Grid {
    /// The empty grid: every digit possible everywhere.
    fn empty() -> Self {
        Grid {
            cands: [[BAND; 3]; 9],
            unplaced: [BAND; 3],
            dirty: ALL_DIRTY | (0x1ff << COLUMNS_AT),
            patterns: [Counts::OPEN; 6],
        }
    }

    /// The grid with `givens` (81 values, 0 = empty, else 1..=9) placed, in
    /// one pass per digit rather than one placement per given.
    pub fn with_givens(givens: &[u8; 81]) -> Result<Self, Dead> {
        let mut at = [[0u32; 3]; 9];
        for (band, bytes) in givens.chunks_exact(27).enumerate() {
            let mut cells = nonzero(bytes);
            while cells != 0 {
                let p = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                // 1..=9, checked by the caller.
                at[(usize::from(bytes[p]) - 1) % 9][band] |= 1 << p;
            }
        }
        let given: [u32; 3] = std::array::from_fn(|b| at.iter().fold(0, |all, d| all | d[b]));
        let mut grid = Grid::empty();
        grid.unplaced = std::array::from_fn(|b| BAND & !given[b]);
        for (digit, cells) in at.iter().enumerate() {
            let mut columns = 0;
            for (band, &mine) in cells.iter().enumerate() {
                let peers = peers_of(mine);
                if peers & mine != 0 || fold(mine) & columns != 0 {
                    return Err(Dead); // the same digit twice in a house
                }
                columns |= fold(mine);
                grid.cands[digit][band] = BAND & !given[band] & !peers | mine;
            }
            for (band, &mine) in cells.iter().enumerate() {
                grid.cands[digit][band] &= !unfold(columns) | mine;
            }
        }
        Ok(grid)
    }

    /// True when all 81 cells are placed.
    #[inline]
    pub fn is_full(&self) -> bool {
        self.unplaced == [0; 3]
    }

    /// Removes `cells` from the candidates of `digit` in `band`, noting the
    /// change for the deductions.
    #[inline(always)]
    pub(super) fn strike(&mut self, digit: usize, band: usize, cells: u32) {
        let before = self.cands[digit][band];
        let after = before & !cells;
        self.cands[digit][band] = after;
        self.dirty |= ((before != after) as u64) << (4 * digit + band);
    }

    /// Places `digit` (0..9) at cell `p` of `band`.
    #[inline]
    pub fn place(&mut self, digit: usize, band: usize, p: usize) -> Result<(), Dead> {
        self.place_cells(digit, band, 1 << p, true)
    }

    /// Places `digit` at every cell of `cells` in `band` at once, checking
    /// that they may hold it and do not see each other. `others` says
    /// whether the cells may still hold other digits (naked singles do not).
    #[inline(always)]
    fn place_cells(
        &mut self,
        digit: usize,
        band: usize,
        cells: u32,
        others: bool,
    ) -> Result<(), Dead> {
        let own = self.cands[digit][band];
        if cells & !own != 0 {
            return Err(Dead);
        }
        let peers = peers_of(cells);
        if peers & cells != 0 {
            return Err(Dead); // two of them see each other
        }
        self.strike(digit, band, peers);
        self.claim(digit, band, cells, others);
        Ok(())
    }

    /// Marks `cells` of `band` as holding `digit`, whose own band is already
    /// cleared around them: the cells leave the other digits (if `others`),
    /// and their columns in the other bands lose `digit`.
    #[inline(always)]
    fn claim(&mut self, digit: usize, band: usize, cells: u32, others: bool) {
        self.unplaced[band] &= !cells;
        if others {
            // Every digit loses the cells, then `digit` gets its own back:
            // no test per digit for the placed one, whose results the
            // compiler kept for later (natively 5% faster on the hardest
            // set than testing each digit).
            let own = self.cands[digit][band];
            let mut changed = 0u64;
            for (d, bands) in self.cands.iter_mut().enumerate() {
                let before = bands[band];
                bands[band] = before & !cells;
                changed |= u64::from(before & cells != 0) << (4 * d);
            }
            self.cands[digit][band] = own;
            changed &= !(1 << (4 * digit));
            self.dirty |= changed << band;
        }
        let column = unfold(fold(cells));
        self.strike(digit, (band + 1) % 3, column);
        self.strike(digit, (band + 2) % 3, column);
    }

    /// Removes `digit` from cell `p` of `band`.
    #[inline]
    pub fn exclude(&mut self, digit: usize, band: usize, p: usize) {
        self.strike(digit, band, 1 << p);
    }

    /// Deduces until nothing changes: locked candidates and hidden singles
    /// inside bands, naked singles, locked candidates inside stacks, and
    /// once those are done, triads (see [`super::triads`]).
    pub fn settle(&mut self) -> Result<(), Dead> {
        loop {
            // The (digit, band) pairs taken: their digits then need the
            // stack deduction, and their bands (those whose candidates
            // changed since naked singles were last looked for) naked
            // singles. Looking at those bands only: the hardest set 3% less
            // time natively and 4% in Chromium. Both are worked out once
            // the pairs are done, from their bits gathered as they go
            // (marking them pair by pair took two shifts by a variable
            // each: natively 2-3% more time, in Chromium the same).
            let mut taken = 0;
            while self.dirty & BAND_BITS != 0 {
                let i = self.dirty.trailing_zeros() as usize;
                taken |= self.dirty & self.dirty.wrapping_neg();
                self.dirty &= self.dirty - 1;
                self.lock_band(i >> 2, i & 3)?;
            }
            self.dirty |= u64::from(digits_of(taken)) << COLUMNS_AT;
            let placed = self.naked_singles(bands_of(taken))?;
            if placed {
                continue;
            }
            if self.dirty != 0 {
                self.lock_stacks()?;
            }
            if self.dirty & BAND_BITS == 0 && (self.is_full() || !self.triads()?) {
                return Ok(());
            }
        }
    }

    /// Within one band, keeps the digit's cells that fit a permutation of
    /// rows to boxes, and places it where a row has one cell left. The
    /// permutation table already cleared those cells' boxes (and so their
    /// columns inside the band).
    #[inline]
    fn lock_band(&mut self, digit: usize, band: usize) -> Result<(), Dead> {
        let cells = self.cands[digit][band];
        let locked = LOCKED[minirows_by_box(cells)];
        let kept = cells & locked;
        if kept == 0 {
            return Err(Dead);
        }
        self.cands[digit][band] = kept;
        self.patterns[band].set(digit, locked >> LOCKED_COUNT_AT);
        let mut singles = 0;
        for row in ROWS {
            let line = kept & row;
            singles |= line & ((line & line.wrapping_sub(1) == 0) as u32).wrapping_neg();
        }
        let singles = singles & self.unplaced[band];
        if singles != 0 {
            self.claim(digit, band, singles, true);
        }
        Ok(())
    }

    /// A column needs each digit once, and so does a box: in a stack, the
    /// digit's mini-columns (band by column) form a permutation of bands to
    /// columns, like mini-rows in a band. A mini-column outside every
    /// permutation that fits is struck: a digit confined to one band of a
    /// column claims that column within its box, and a box that confines it
    /// to one column points along the column. No permutation at all is a
    /// contradiction (a column or box without the digit).
    fn lock_stacks(&mut self) -> Result<(), Dead> {
        let mut digits = self.dirty >> COLUMNS_AT;
        self.dirty &= BAND_BITS;
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let columns = self.cands[digit].map(fold);
            for stack in 0..3 {
                let held = stack_matrix(&columns, stack);
                let union = u32::from(PATTERN_UNION[held as usize]);
                let kept = union & 0x1ff;
                if kept == 0 {
                    return Err(Dead);
                }
                self.patterns[3 + stack].set(digit, union >> UNION_COUNT_AT);
                self.strike_stack(digit, stack, held & !kept);
            }
        }
        Ok(())
    }

    /// Removes `digit` from the mini-columns `gone` of `stack` (bit
    /// `3 * band + column in stack`).
    #[inline(always)]
    pub(super) fn strike_stack(&mut self, digit: usize, stack: usize, gone: u32) {
        if gone == 0 {
            return;
        }
        for band in 0..3 {
            let columns = ((gone >> (3 * band)) & 7) << (3 * stack);
            self.strike(digit, band, unfold(columns));
        }
    }

    /// Places every cell with one candidate left in the bands of `bands`
    /// (bit per band): the others have not changed since they were last
    /// looked at. True when one was placed.
    fn naked_singles(&mut self, bands: u32) -> Result<bool, Dead> {
        let mut placed = false;
        for band in 0..3 {
            if bands & (1 << band) == 0 {
                continue;
            }
            let (mut one, mut two) = (0u32, 0u32);
            for digit in &self.cands {
                two |= one & digit[band];
                one |= digit[band];
            }
            let unplaced = self.unplaced[band];
            if unplaced & !one != 0 {
                return Err(Dead);
            }
            let singles = unplaced & !two;
            if singles == 0 {
                continue;
            }
            placed = true;
            for digit in 0..9 {
                let mine = singles & self.cands[digit][band];
                if mine != 0 {
                    self.place_cells(digit, band, mine, false)?;
                }
            }
        }
        Ok(placed)
    }

    /// The digits 1..=9 of a full grid, row-major.
    pub fn values(&self) -> [u8; 81] {
        let mut out = [0; 81];
        for (d, bands) in self.cands.iter().enumerate() {
            for (band, &cells) in bands.iter().enumerate() {
                let mut cells = cells;
                while cells != 0 {
                    let p = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    out[27 * band + p] = d as u8 + 1;
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_that_confines_a_digit_to_one_column_points_along_it() {
        // Columns 1 and 2 of the top-left box are full, so its 1 is in
        // column 0: no other band may put a 1 in column 0.
        let mut givens = [0; 81];
        for (cell, digit) in [(1, 2), (2, 3), (10, 4), (11, 5), (19, 6), (20, 7)] {
            givens[cell] = digit;
        }
        let mut grid = Grid::with_givens(&givens).expect("the givens fit");
        grid.settle().expect("no contradiction");
        let column0 = unfold(1);
        assert_eq!(grid.cands[0][0] & 0o007_007_007, 0o001_001_001);
        assert_eq!(grid.cands[0][1] & column0, 0);
        assert_eq!(grid.cands[0][2] & column0, 0);
        assert_ne!(grid.cands[0][1] & unfold(0b110), 0);
    }

    #[test]
    fn nonzero_finds_every_byte_that_is_not_zero() {
        let mut bytes = [0u8; 27];
        for (cell, byte) in [(0, 1), (7, 9), (8, 0x80), (23, 0xff), (24, 2), (26, 5)] {
            bytes[cell] = byte;
        }
        let want = [0, 7, 8, 23, 24, 26].iter().fold(0, |m, &p| m | 1 << p);
        assert_eq!(nonzero(&bytes), want);
        assert_eq!(nonzero(&[0; 27]), 0);
        assert_eq!(nonzero(&[9; 27]), BAND);
    }
}
