//! Constant masks over one band: three rows of nine cells, cell `p` of the
//! band at bit `p = 9 * row + column`. Three cells in a row of one box form a
//! *mini-row*; mini-row `i = 3 * row + box` covers bits `3i..3i+3`.

/// All 27 cells of a band.
pub const BAND: u32 = (1 << 27) - 1;

/// The cells of column `c` (0..9) within a band.
pub const COLUMN: [u32; 9] = {
    let mut t = [0; 9];
    let mut c = 0;
    while c < 9 {
        t[c] = (1 << c) | (1 << (9 + c)) | (1 << (18 + c));
        c += 1;
    }
    t
};

/// The cells of box `k` (0..3) within a band.
const BOX: [u32; 3] = [0o007_007_007, 0o070_070_070, 0o700_700_700];

/// The other cells of the band that share a row, column or box with cell `p`.
pub const PEERS: [u32; 27] = {
    let mut t = [0; 27];
    let mut p = 0;
    while p < 27 {
        let (row, col) = (p / 9, p % 9);
        let same = (0o777 << (9 * row)) | COLUMN[col] | BOX[col / 3];
        t[p] = same & !(1 << p);
        p += 1;
    }
    t
};

/// The union of the peers of every cell of `cells`.
#[inline(always)]
pub fn peers_of(cells: u32) -> u32 {
    let mut peers = 0;
    let mut rest = cells;
    while rest != 0 {
        peers |= PEERS[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    peers
}

/// Which mini-rows of the band hold a candidate: nine bits, one per mini-row.
#[inline(always)]
pub fn minirows(cells: u32) -> usize {
    let row = |r: u32| ROW_MINIROWS[((cells >> (9 * r)) & 0o777) as usize] as usize;
    row(0) | (row(1) << 3) | (row(2) << 6)
}

/// Which mini-rows of the band hold a candidate, box by box: bit
/// `3 * box + row`, the transpose of [`minirows`]. Shifts alone, no
/// look-up: each row's first cells of the boxes land three bits apart.
#[inline(always)]
pub fn minirows_by_box(cells: u32) -> usize {
    let firsts = (cells | cells >> 1 | cells >> 2) & 0o111_111_111;
    ((firsts | firsts >> 8 | firsts >> 16) & 0o777) as usize
}

/// For the nine cells of a row, which of its three mini-rows are occupied.
static ROW_MINIROWS: [u8; 512] = {
    let mut t = [0; 512];
    let mut row = 0;
    while row < 512 {
        t[row] = ((row & 0o7 != 0) as u8)
            | (((row & 0o70 != 0) as u8) << 1)
            | (((row & 0o700 != 0) as u8) << 2);
        row += 1;
    }
    t
};

/// The columns (nine bits) where a band has any of `cells`.
#[inline(always)]
pub fn fold(cells: u32) -> u32 {
    (cells | (cells >> 9) | (cells >> 18)) & 0o777
}

/// The cells of a band in the columns `columns` (nine bits).
#[inline(always)]
pub fn unfold(columns: u32) -> u32 {
    columns | (columns << 9) | (columns << 18)
}

/// A digit's mini-columns in stack `stack` (0..3), from its columns in each
/// band (`columns`, as [`fold`] gives them): bit `3 * band + c` when column
/// `3 * stack + c` of that band may hold it. The same 3x3 shape as a band's
/// mini-rows (row by box), so the same pattern tables serve both.
#[inline(always)]
pub fn stack_matrix(columns: &[u32; 3], stack: usize) -> u32 {
    let at = 3 * stack;
    ((columns[0] >> at) & 7) | (((columns[1] >> at) & 7) << 3) | (((columns[2] >> at) & 7) << 6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minirows_packs_each_group_of_three() {
        for m in 0..9 {
            for bit in 0..3 {
                assert_eq!(minirows(1 << (3 * m + bit)), 1 << m);
            }
        }
        assert_eq!(minirows(BAND), 0x1ff);
        for row in 0..3 {
            for b in 0..3 {
                for bit in 0..3 {
                    let cell = 1 << (9 * row + 3 * b + bit);
                    assert_eq!(minirows_by_box(cell), 1 << (3 * b + row));
                }
            }
        }
    }

    #[test]
    fn stack_matrix_reads_one_stack_of_each_band() {
        // Band 0: columns 3 and 8; band 1: column 4; band 2: column 0.
        let columns = [1 << 3 | 1 << 8, 1 << 4, 1];
        assert_eq!(stack_matrix(&columns, 1), 0b000_010_001);
        assert_eq!(stack_matrix(&columns, 2), 0b000_000_100);
        assert_eq!(stack_matrix(&columns, 0), 0b001_000_000);
        assert_eq!(unfold(fold(1 << 20)), COLUMN[2]);
    }
}
