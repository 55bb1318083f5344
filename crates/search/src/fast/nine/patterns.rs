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

/// For every set of mini-rows, the mini-rows of the patterns that fit
/// inside it (bits 0..9): the others cannot hold the digit (this is
/// pointing and claiming between a box and a row or column); zero is a
/// contradiction. From bit [`UNION_COUNT_AT`], how many patterns fit, so one
/// look-up gives both.
pub static PATTERN_UNION: [u16; 512] = {
    let mut t = [0; 512];
    let mut set: u32 = 0;
    while set < 512 {
        let (mut union, mut count) = (0, 0);
        let mut i = 0;
        while i < 6 {
            if set & PATTERNS[i] == PATTERNS[i] {
                union |= PATTERNS[i];
                count += 1;
            }
            i += 1;
        }
        t[set as usize] = (union | count << UNION_COUNT_AT) as u16;
        set += 1;
    }
    t
};

/// The cells of a band in a set of mini-rows (mini-row `i` covers bits
/// `3i..3i+3`). Computed, not looked up: only a guess needs it at run time,
/// and a table would be one more thing for the page to download.
pub const fn minirow_cells(set: u32) -> u32 {
    let mut cells = 0;
    let mut i = 0;
    while i < 9 {
        if set & (1 << i) != 0 {
            cells |= 0b111 << (3 * i);
        }
        i += 1;
    }
    cells
}

/// Where [`PATTERN_UNION`] keeps the number of patterns.
pub const UNION_COUNT_AT: u32 = 12;

/// How many patterns fit inside a set of mini-rows: 1 when the digit's
/// place in the band is settled, 0 when it has none. (The solver reads the
/// count with the union; the tests read it alone.)
#[cfg(test)]
pub fn pattern_count(set: u32) -> u32 {
    u32::from(PATTERN_UNION[set as usize & 0x1ff] >> UNION_COUNT_AT)
}

/// A set of mini-rows box by box (bit `3 * box + row`) as row by row (bit
/// `3 * row + box`), or back.
pub const fn transpose(set: usize) -> usize {
    let mut out = 0;
    let mut i = 0;
    while i < 9 {
        if set & (1 << i) != 0 {
            out |= 1 << (3 * (i % 3) + i / 3);
        }
        i += 1;
    }
    out
}

/// [`PATTERN_UNION`] as cells of the band (bits 0..27), in one look-up:
/// what the band deduction keeps of a digit's cells given its mini-rows
/// box by box (as [`super::tables::minirows_by_box`] gives them, which
/// takes fewer steps than row by row); and from bit [`LOCKED_COUNT_AT`]
/// how many patterns fit.
pub static LOCKED: [u32; 512] = {
    let mut t = [0; 512];
    let mut by_box = 0;
    while by_box < 512 {
        let set = transpose(by_box);
        let union = PATTERN_UNION[set] as u32;
        let count = union >> UNION_COUNT_AT;
        t[by_box] = minirow_cells(union & 0x1ff) | count << LOCKED_COUNT_AT;
        by_box += 1;
    }
    t
};

/// Where [`LOCKED`] keeps the number of patterns.
pub const LOCKED_COUNT_AT: u32 = 27;

/// How many patterns each digit has left in one band or stack: three bits
/// a digit (at most 6), digit `d` at bit `3d`. The deductions keep it up to
/// date as they go, so that choosing where to guess reads 6 words instead
/// of looking up 54 counts (the hardest sets 6-7% faster).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts(u32);

impl Counts {
    /// Every digit with all six patterns open.
    pub const OPEN: Counts = Counts(0o666_666_666);

    /// Notes that `digit` has `count` patterns left.
    #[inline(always)]
    pub fn set(&mut self, digit: usize, count: u32) {
        self.0 = (self.0 & !(7 << (3 * digit))) | (count << (3 * digit));
    }

    /// The count noted for `digit`.
    #[cfg(test)]
    pub fn of(self, digit: usize) -> u32 {
        (self.0 >> (3 * digit)) & 7
    }

    /// The patterns left over all digits: 9 when every digit is settled.
    #[inline(always)]
    pub fn total(self) -> u32 {
        let word = u64::from(self.0);
        // Neighbouring counts added into six-bit fields (at most 12 each),
        // then the five fields summed into the top one by a multiply.
        let pairs = (word & 0o707_070_707) + ((word >> 3) & 0o707_070_707);
        (((pairs * 0o101_010_101) >> 24) & 63) as u32
    }

    /// Each digit with its count, in order.
    #[inline(always)]
    pub fn each(self) -> impl Iterator<Item = (usize, u32)> {
        (0..9).map(move |digit| (digit, (self.0 >> (3 * digit)) & 7))
    }

    /// The digits with exactly two patterns left, in order.
    #[inline(always)]
    pub fn digits_with_two(self) -> impl Iterator<Item = usize> {
        let other = self.0 ^ 0o222_222_222;
        let not_two = (other | (other >> 1) | (other >> 2)) & 0o111_111_111;
        let mut twos = !not_two & 0o111_111_111;
        std::iter::from_fn(move || {
            let digit = (twos != 0).then(|| twos.trailing_zeros() as usize / 3);
            twos &= twos.wrapping_sub(1);
            digit
        })
    }
}

/// A split of the patterns inside `set` (two or more) in two: one pattern
/// with a mini-row that no other uses, and the mini-rows of the others.
/// Keeping the second strikes that mini-row, so the first no longer fits:
/// exactly one of the two holds. With two patterns, the split is the pair.
/// `None` when no pattern has a mini-row of its own (all six, say).
pub fn one_or_the_rest(set: u32) -> Option<[u32; 2]> {
    // The mini-rows used by one fitting pattern, and by two or more.
    let (mut once, mut twice) = (0, 0);
    for p in PATTERNS {
        if set & p == p {
            twice |= once & p;
            once |= p;
        }
    }
    let own = once & !twice;
    let one = PATTERNS
        .into_iter()
        .find(|&p| set & p == p && p & own != 0)?;
    Some([one, once & !(one & own)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_are_the_six_permutations() {
        assert_eq!(pattern_count(0x1ff), 6);
        assert_eq!(PATTERN_UNION[0x1ff], 0x1ff | 6 << UNION_COUNT_AT);
        for p in PATTERNS {
            assert_eq!(p.count_ones(), 3);
            // One per row and one per box.
            assert_eq!((p | p >> 3 | p >> 6) & 7, 7);
            assert!(p & 7 != 0 && p & 0o70 != 0 && p & 0o700 != 0);
            assert_eq!(pattern_count(p), 1);
        }
    }

    #[test]
    fn one_pattern_or_the_rest_splits_without_overlap() {
        let (p012, p021, p102) = (PATTERNS[0], PATTERNS[1], PATTERNS[2]);
        let three = p012 | p021 | p102;
        assert_eq!(pattern_count(three), 3);
        // Row 1 in box 1 is 012's alone.
        let [one, rest] = one_or_the_rest(three).expect("a pattern with a mini-row of its own");
        assert_eq!((one, rest), (p012, p021 | p102));
        assert_eq!(one & !rest, 1 << 4);
        // Keeping the rest rules the one out and keeps the other two.
        assert_eq!(pattern_count(rest), 2);
        // Two patterns: the split is the pair.
        let two = 0b111_111_001;
        assert_eq!(one_or_the_rest(two), Some([0b100_010_001, 0b010_100_001]));
        // All six: every mini-row is in two of them, so none splits off.
        assert_eq!(one_or_the_rest(0x1ff), None);
    }

    #[test]
    fn a_settled_mini_row_rules_out_its_row_and_box() {
        // Row 0 only in box 0: rows 1 and 2 lose box 0.
        let set = 0b111_111_001;
        assert_eq!(PATTERN_UNION[set], 0b110_110_001 | 2 << UNION_COUNT_AT);
        assert_eq!(pattern_count(set as u32), 2);
        assert_eq!(
            one_or_the_rest(set as u32),
            Some([0b100_010_001, 0b010_100_001])
        );
        assert_eq!(LOCKED[transpose(set)], 0o770_770_007 | 2 << LOCKED_COUNT_AT);
        // Rows 1 and 2 both only in box 2: no pattern.
        assert_eq!(PATTERN_UNION[0b100_100_111], 0);
        assert_eq!(LOCKED[transpose(0b100_100_111)], 0);
        assert_eq!(transpose(transpose(0b100_100_111)), 0b100_100_111);
        assert_eq!(transpose(0b000_000_010), 0b000_001_000);
    }

    #[test]
    fn counts_add_up_and_find_the_digits_with_two() {
        let mut counts = Counts::OPEN;
        assert_eq!(counts.total(), 54);
        assert_eq!(counts.digits_with_two().next(), None);
        counts.set(4, 2);
        counts.set(7, 2);
        counts.set(8, 1);
        assert_eq!(counts.total(), 54 - 4 - 4 - 5);
        assert_eq!(counts.digits_with_two().collect::<Vec<_>>(), [4, 7]);
        let settled = (0..9).fold(Counts(0), |mut c, d| {
            c.set(d, 1);
            c
        });
        assert_eq!(settled.total(), 9);
        assert_eq!(settled.digits_with_two().count(), 0);
    }
}
