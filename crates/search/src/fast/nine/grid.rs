//! The state of a 9x9 search: for each digit and band, the cells where the
//! digit may still go, as 27 bits. A placed cell keeps its own digit's bit
//! and loses every other digit's, so a full grid reads straight off the
//! masks. The whole state is 124 bytes and is copied per guess.

use super::tables::{minirows, peers_of, BAND, COLUMN, LOCKED, PEERS};

/// A contradiction: some cell, row, column or box has no place left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dead;

/// Candidates by digit and band, the unplaced cells, and what changed since
/// it was last looked at.
#[derive(Clone, Copy)]
pub struct Grid {
    cands: [[u32; 3]; 9],
    unplaced: [u32; 3],
    /// (digit, band) pairs to run the band deductions on: bit
    /// `16 * band + digit`; and above them ([`COLUMNS_AT`]) the digits to
    /// run the column deduction on. One word keeps the state at 128 bytes,
    /// which the compiler copies inline.
    dirty: u64,
}

/// Where the column digits start in `Grid::dirty`.
const COLUMNS_AT: u32 = 48;

/// The (digit, band) bits of `Grid::dirty`.
const BAND_BITS: u64 = (1 << COLUMNS_AT) - 1;

/// Every (digit, band) pair, as `Grid::dirty` bits.
const ALL_DIRTY: u64 = 0x01ff_01ff_01ff;

/// How many candidate cells [`Grid::pick`] weighs at most.
const LOOK: usize = 8;

/// The three rows of a band.
const ROWS: [u32; 3] = [0o777, 0o777 << 9, 0o777 << 18];

/// The columns (nine bits) where a band has any of `cells`.
#[inline(always)]
fn fold(cells: u32) -> u32 {
    (cells | (cells >> 9) | (cells >> 18)) & 0o777
}

/// The cells of a band in the columns `columns` (nine bits).
#[inline(always)]
fn unfold(columns: u32) -> u32 {
    columns | (columns << 9) | (columns << 18)
}

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
    fn strike(&mut self, digit: usize, band: usize, cells: u32) {
        let before = self.cands[digit][band];
        let after = before & !cells;
        self.cands[digit][band] = after;
        self.dirty |= ((before != after) as u64) << (16 * band + digit);
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
                changed |= u64::from(before & cells != 0) << d;
            }
            self.cands[digit][band] = own;
            changed &= !(1 << digit);
            self.dirty |= changed << (16 * band);
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
    /// inside bands, naked singles, digits confined to one band of a
    /// column. Returns the cells with two candidates left, per band.
    pub fn settle(&mut self) -> Result<[u32; 3], Dead> {
        loop {
            while self.dirty & BAND_BITS != 0 {
                let i = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                let digit = i & 15;
                self.dirty |= 1 << (COLUMNS_AT as usize + digit);
                self.lock_band(digit, i >> 4)?;
            }
            let Some(pairs) = self.naked_singles()? else {
                continue;
            };
            if self.dirty != 0 {
                self.lock_columns()?;
            }
            if self.dirty & BAND_BITS == 0 {
                return Ok(pairs);
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
        let kept = cells & LOCKED[minirows(cells)];
        if kept == 0 {
            return Err(Dead);
        }
        self.cands[digit][band] = kept;
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

    /// A column needs each digit once: a digit in no band of a column is a
    /// contradiction, and a digit in one band only of a column owns that
    /// column within its box, so the box's other columns lose it.
    fn lock_columns(&mut self) -> Result<(), Dead> {
        let mut digits = self.dirty >> COLUMNS_AT;
        self.dirty &= BAND_BITS;
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
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
                self.strike(digit, band, unfold(boxes & !own));
            }
        }
        Ok(())
    }

    /// Places every cell with one candidate left. When there was none,
    /// returns the cells worth guessing at, per band: those with two
    /// candidates, else those with three, else every unplaced cell.
    fn naked_singles(&mut self) -> Result<Option<[u32; 3]>, Dead> {
        let mut placed = false;
        let (mut pairs, mut triples) = ([0; 3], [0; 3]);
        for band in 0..3 {
            let (mut one, mut two, mut three, mut four) = (0u32, 0u32, 0u32, 0u32);
            for digit in &self.cands {
                four |= three & digit[band];
                three |= two & digit[band];
                two |= one & digit[band];
                one |= digit[band];
            }
            let unplaced = self.unplaced[band];
            if unplaced & !one != 0 {
                return Err(Dead);
            }
            pairs[band] = unplaced & two & !three;
            triples[band] = unplaced & three & !four;
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
        let first = |cells: [u32; 3]| -> [u32; 3] {
            let band = cells.iter().position(|&c| c != 0).unwrap_or(0);
            let mut one = [0; 3];
            one[band] = cells[band] & cells[band].wrapping_neg();
            one
        };
        Ok((!placed).then_some(if pairs != [0; 3] {
            pairs
        } else if triples != [0; 3] {
            first(triples)
        } else {
            first(self.unplaced)
        }))
    }

    /// The cell to guess at among `cells` (per band, from [`Grid::settle`]):
    /// the one whose digits are still open in the most of its peers, so that
    /// each guess strikes the most. On the hardest sets this halves the
    /// search tree against taking the first two-candidate cell. Returns
    /// (band, cell in band, digits).
    pub fn pick(&self, cells: [u32; 3]) -> (usize, usize, u16) {
        let (mut best, mut most) = ((0, 0, 0), None);
        let mut budget = LOOK;
        for (band, &cells) in cells.iter().enumerate() {
            let (b1, b2) = ((band + 1) % 3, (band + 2) % 3);
            let mut cells = cells;
            while cells != 0 {
                let p = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let digits = self.digits_at(band, p);
                let column = COLUMN[p % 9];
                let mut reach = 0;
                let mut rest = digits;
                while rest != 0 {
                    let digit = &self.cands[rest.trailing_zeros() as usize];
                    rest &= rest - 1;
                    // One popcount: peers in the band low, the column's
                    // cells in the other two bands side by side high.
                    let below = (digit[b1] & column) | ((digit[b2] & column) << 1);
                    reach += ((digit[band] & PEERS[p]) as u64 | (below as u64) << 32).count_ones();
                }
                if Some(reach) > most {
                    (best, most) = ((band, p, digits), Some(reach));
                }
                budget -= 1;
                if budget == 0 {
                    return best;
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

#[cfg(test)]
mod tests {
    use super::*;

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
