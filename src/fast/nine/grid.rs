//! The state of a 9x9 search: for each digit and band, the cells where the
//! digit may still go, as 27 bits. A placed cell keeps its own digit's bit
//! and loses every other digit's, so a full grid reads straight off the
//! masks. The whole state is 124 bytes and is copied per guess.

use super::tables::{minirows, BAND, COLUMN, LOCKED, PEERS};

/// A contradiction: some cell, row, column or box has no place left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dead;

/// Candidates by digit and band, the unplaced cells, and which (digit, band)
/// pairs changed since they were last looked at.
#[derive(Clone, Copy)]
pub struct Grid {
    cands: [[u32; 3]; 9],
    unplaced: [u32; 3],
    /// Bit `4 * digit + band`.
    dirty: u64,
}

/// Every (digit, band) pair, as `Grid::dirty` bits.
const ALL_DIRTY: u64 = 0x7_7777_7777;

impl Grid {
    /// The empty grid: every digit possible everywhere.
    pub fn empty() -> Self {
        Grid {
            cands: [[BAND; 3]; 9],
            unplaced: [BAND; 3],
            dirty: ALL_DIRTY,
        }
    }

    /// True when all 81 cells are placed.
    #[inline]
    pub fn is_full(&self) -> bool {
        self.unplaced == [0; 3]
    }

    /// Places `digit` (0..9) at cell `p` of `band`, striking it from the
    /// cell's peers and the cell's other digits.
    #[inline]
    pub fn place(&mut self, digit: usize, band: usize, p: usize) -> Result<(), Dead> {
        let bit = 1u32 << p;
        if self.cands[digit][band] & bit == 0 {
            return Err(Dead);
        }
        self.unplaced[band] &= !bit;
        for (d, bands) in self.cands.iter_mut().enumerate() {
            if d != digit && bands[band] & bit != 0 {
                bands[band] &= !bit;
                self.dirty |= 1 << (4 * d + band);
            }
        }
        let column = COLUMN[p % 9];
        for (b, cells) in self.cands[digit].iter_mut().enumerate() {
            let strike = if b == band { PEERS[p] } else { column };
            if *cells & strike != 0 {
                *cells &= !strike;
                self.dirty |= 1 << (4 * digit + b);
            }
        }
        Ok(())
    }

    /// Removes `digit` from cell `p` of `band`.
    #[inline]
    pub fn exclude(&mut self, digit: usize, band: usize, p: usize) {
        self.cands[digit][band] &= !(1 << p);
        self.dirty |= 1 << (4 * digit + band);
    }

    /// Deduces until nothing changes: locked candidates and hidden singles
    /// inside bands, digits confined to one band of a column, naked singles.
    pub fn settle(&mut self) -> Result<(), Dead> {
        loop {
            while self.dirty != 0 {
                let i = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                self.lock_band(i >> 2, i & 3)?;
            }
            self.lock_columns()?;
            if self.dirty == 0 && !self.naked_singles()? {
                return Ok(());
            }
        }
    }

    /// Within one band, keeps the digit's cells that fit a permutation of
    /// rows to boxes, and places it where a row has one cell left.
    #[inline]
    fn lock_band(&mut self, digit: usize, band: usize) -> Result<(), Dead> {
        let cells = self.cands[digit][band];
        let kept = cells & LOCKED[minirows(cells)];
        if kept == 0 {
            return Err(Dead);
        }
        if kept != cells {
            self.cands[digit][band] = kept;
            self.dirty |= 1 << (4 * digit + band);
        }
        let unplaced = self.unplaced[band];
        for row in 0..3 {
            let line = kept & (0o777 << (9 * row));
            if line & (line - 1) == 0 && line & unplaced != 0 {
                self.place(digit, band, line.trailing_zeros() as usize)?;
            }
        }
        Ok(())
    }

    /// A column needs each digit once: a digit in no band of a column is a
    /// contradiction, and a digit in one band only of a column owns that
    /// column within its box, so the box's other columns lose it.
    fn lock_columns(&mut self) -> Result<(), Dead> {
        for digit in 0..9 {
            let fold = |c: u32| (c | (c >> 9) | (c >> 18)) & 0o777;
            let [c0, c1, c2] = self.cands[digit];
            let cols = [fold(c0), fold(c1), fold(c2)];
            if cols[0] | cols[1] | cols[2] != 0o777 {
                return Err(Dead);
            }
            for band in 0..3 {
                let own = cols[band] & !(cols[(band + 1) % 3] | cols[(band + 2) % 3]);
                if own == 0 {
                    continue;
                }
                let (a, b, c) = (own & 0o111, (own >> 1) & 0o111, (own >> 2) & 0o111);
                if (a & b) | (b & c) | (a & c) != 0 {
                    return Err(Dead); // two columns claim one box
                }
                let boxes = (a | b | c) * 0b111;
                let strike = boxes & !own;
                let strike = strike | (strike << 9) | (strike << 18);
                if self.cands[digit][band] & strike != 0 {
                    self.cands[digit][band] &= !strike;
                    self.dirty |= 1 << (4 * digit + band);
                }
            }
        }
        Ok(())
    }

    /// Places every cell with one candidate left; false if there was none.
    fn naked_singles(&mut self) -> Result<bool, Dead> {
        let mut placed = false;
        for band in 0..3 {
            let (mut one, mut two) = (0u32, 0u32);
            for digit in &self.cands {
                two |= one & digit[band];
                one |= digit[band];
            }
            let unplaced = self.unplaced[band];
            if unplaced & !one != 0 {
                return Err(Dead);
            }
            let mut singles = unplaced & !two;
            while singles != 0 {
                let p = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let digit = (0..9).find(|&d| self.cands[d][band] & (1 << p) != 0);
                self.place(digit.ok_or(Dead)?, band, p)?;
                placed = true;
            }
        }
        Ok(placed)
    }

    /// The unplaced cell to guess at: the first with two candidates, else
    /// the first with the fewest. Returns (band, cell in band, digits).
    pub fn pick(&self) -> (usize, usize, u16) {
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for digit in &self.cands {
                three |= two & digit[band];
                two |= one & digit[band];
                one |= digit[band];
            }
            let pairs = self.unplaced[band] & two & !three;
            if pairs != 0 {
                let p = pairs.trailing_zeros() as usize;
                return (band, p, self.digits_at(band, p));
            }
        }
        let mut best = (0, 0, 0u16);
        let mut fewest = u32::MAX;
        for band in 0..3 {
            let mut cells = self.unplaced[band];
            while cells != 0 {
                let p = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let digits = self.digits_at(band, p);
                if digits.count_ones() < fewest {
                    fewest = digits.count_ones();
                    best = (band, p, digits);
                }
            }
        }
        best
    }

    /// The digits (bit d) still possible at cell `p` of `band`.
    #[inline]
    fn digits_at(&self, band: usize, p: usize) -> u16 {
        let mut digits = 0;
        for (d, bands) in self.cands.iter().enumerate() {
            digits |= (((bands[band] >> p) & 1) as u16) << d;
        }
        digits
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
