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

/// For every set of occupied mini-rows, the cells still allowed: a digit
/// sits once in each of the band's three rows and once in each of its three
/// boxes, so the mini-rows it uses form a permutation (row `r` in box
/// `perm[r]`). A mini-row outside every permutation that fits in the set is
/// impossible; this is "pointing" and "claiming" inside a band. Zero means no
/// permutation fits: a contradiction.
pub static LOCKED: [u32; 512] = {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0; 512];
    let mut set: u32 = 0;
    while set < 512 {
        let mut allowed = 0u32;
        let mut i = 0;
        while i < 6 {
            let perm = PERMS[i];
            let used = (1 << perm[0]) | (1 << (3 + perm[1])) | (1 << (6 + perm[2]));
            if set & used == used {
                allowed |= used;
            }
            i += 1;
        }
        let mut cells = 0u32;
        let mut m = 0;
        while m < 9 {
            if allowed & (1 << m) != 0 {
                cells |= 0b111 << (3 * m);
            }
            m += 1;
        }
        t[set as usize] = cells;
        set += 1;
    }
    t
};

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
    }

    #[test]
    fn locked_keeps_only_mini_rows_of_some_permutation() {
        assert_eq!(LOCKED[0x1ff], BAND);
        // Row 0 only in box 0: box 0 is taken, so rows 1 and 2 lose it.
        let set = 0b111_111_001;
        assert_eq!(LOCKED[set], 0o770_770_007);
        // Rows 1 and 2 both only in box 2: no permutation.
        assert_eq!(LOCKED[0b100_100_111], 0);
    }
}
