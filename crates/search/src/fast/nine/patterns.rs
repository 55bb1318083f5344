//! Where a digit can sit in a band or a stack. A digit fills one cell of
//! each row of a band and one of each of its boxes, so the three mini-rows
//! it uses (one per row) lie in three different boxes: a permutation of rows
//! to boxes, one of six *patterns*. A stack is the same seen sideways: one
//! mini-column per band, in three different columns. A set of mini-rows is
//! nine bits, bit `3 * row + box` (in a stack, `3 * band + column`).

/// The six patterns, as sets of mini-rows: row `r` in box `BOXES[i][r]`.
const PATTERNS: [u32; 6] = {
    const BOXES: [[u32; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0; 6];
    let mut i = 0;
    while i < 6 {
        t[i] = (1 << BOXES[i][0]) | (1 << (3 + BOXES[i][1])) | (1 << (6 + BOXES[i][2]));
        i += 1;
    }
    t
};

/// For every set of mini-rows, how many patterns fit inside it: 1 when the
/// digit's place in the band is settled, 0 when it has none.
pub static PATTERN_COUNT: [u8; 512] = {
    let mut t = [0; 512];
    let mut set = 0;
    while set < 512 {
        let mut i = 0;
        while i < 6 {
            t[set] += (set as u32 & PATTERNS[i] == PATTERNS[i]) as u8;
            i += 1;
        }
        set += 1;
    }
    t
};

/// For every set of mini-rows, the mini-rows of the patterns that fit
/// inside it: the others cannot hold the digit (this is pointing and
/// claiming between a box and a row or column). Zero: a contradiction.
pub static PATTERN_UNION: [u32; 512] = {
    let mut t = [0; 512];
    let mut set = 0;
    while set < 512 {
        let mut i = 0;
        while i < 6 {
            if set as u32 & PATTERNS[i] == PATTERNS[i] {
                t[set] |= PATTERNS[i];
            }
            i += 1;
        }
        set += 1;
    }
    t
};

/// The cells of a band in a set of mini-rows (mini-row `i` covers bits
/// `3i..3i+3`).
pub static MINIROW_CELLS: [u32; 512] = {
    let mut t = [0; 512];
    let mut set = 0;
    while set < 512 {
        let mut i = 0;
        while i < 9 {
            if set & (1 << i) != 0 {
                t[set] |= 0b111 << (3 * i);
            }
            i += 1;
        }
        set += 1;
    }
    t
};

/// [`PATTERN_UNION`] as cells of the band, in one look-up: what the band
/// deduction keeps of a digit's cells given its mini-rows.
pub static LOCKED: [u32; 512] = {
    let mut t = [0; 512];
    let mut set = 0;
    while set < 512 {
        t[set] = MINIROW_CELLS[PATTERN_UNION[set] as usize];
        set += 1;
    }
    t
};

/// The two patterns inside `set`, which holds exactly two
/// ([`PATTERN_COUNT`] is 2).
pub fn two_patterns(set: u32) -> [u32; 2] {
    let mut fitting = PATTERNS.into_iter().filter(|&p| set & p == p);
    let first = fitting.next().unwrap_or(0);
    [first, fitting.next().unwrap_or(0)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_are_the_six_permutations() {
        assert_eq!(PATTERN_COUNT[0x1ff], 6);
        assert_eq!(PATTERN_UNION[0x1ff], 0x1ff);
        for p in PATTERNS {
            assert_eq!(p.count_ones(), 3);
            // One per row and one per box.
            assert_eq!((p | p >> 3 | p >> 6) & 7, 7);
            assert!(p & 7 != 0 && p & 0o70 != 0 && p & 0o700 != 0);
            assert_eq!(PATTERN_COUNT[p as usize], 1);
        }
    }

    #[test]
    fn a_settled_mini_row_rules_out_its_row_and_box() {
        // Row 0 only in box 0: rows 1 and 2 lose box 0.
        let set = 0b111_111_001;
        assert_eq!(PATTERN_UNION[set], 0b110_110_001);
        assert_eq!(PATTERN_COUNT[set], 2);
        assert_eq!(two_patterns(set as u32), [0b100_010_001, 0b010_100_001]);
        assert_eq!(LOCKED[set], 0o770_770_007);
        // Rows 1 and 2 both only in box 2: no pattern.
        assert_eq!(PATTERN_UNION[0b100_100_111], 0);
        assert_eq!(LOCKED[0b100_100_111], 0);
    }
}
