//! Where the 9x9 search guesses once deduction stops. Like the fastest
//! solvers, it first looks at whole bands and stacks: in the one with the
//! fewest patterns left over all digits (see [`super::patterns`]), a digit
//! with two patterns left is tried both ways, which settles three
//! mini-rows at once. When that unit has no such digit, the digit with the
//! fewest patterns is split in two as tdoku does: one of its patterns, or
//! the others ([`super::patterns::one_or_the_rest`]); against guessing at
//! a cell there, 1% more guesses but the hardest sets 3% less time,
//! magictour 1%, 17-clue 1% more (natively, best of 7 in turns; Chromium:
//! 1106 4% less, 17-clue the same). Only when no pattern has a mini-row of
//! its own does it guess at a cell. With the stacks' patterns also used in
//! deduction, against guessing at cells only: the hardest sets take 3% and
//! 12% fewer guesses and 12% and 15% less time, 17-clue 21% fewer and 14%
//! less; magictour 7% more guesses (choosing a band costs less than
//! weighing cells) but 6% less time (natively, best of 7 in turns).

use super::grid::Grid;
use super::patterns::{minirow_cells, one_or_the_rest, Counts};
use super::tables::{fold, minirows, stack_matrix, BAND};

/// Three rows or three columns of boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Band `b`: rows `3b..3b+3`.
    Band(usize),
    /// Stack `s`: columns `3s..3s+3`.
    Stack(usize),
}

/// What to guess on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    /// `digit` takes, in `unit`, the mini-rows (mini-columns) of the first
    /// set or of the second: its two patterns, or one pattern and the
    /// others'. Exactly one of the two holds.
    Pattern {
        digit: usize,
        unit: Unit,
        patterns: [u32; 2],
    },
    /// Cell `p` of `band` holds one of `digits` (bit d for digit d).
    Cell { band: usize, p: usize, digits: u16 },
}

impl Grid {
    /// Where to guess next, on a grid that [`Grid::settle`] left unfinished.
    /// Out of line: inlined, a change in here moved the native search 1%
    /// either way, by how its loop was compiled around it; out of line the
    /// search runs as fast (V8 inlines it in wasm all the same).
    #[inline(never)]
    pub fn branch(&self) -> Branch {
        self.pick_pattern().unwrap_or_else(|| self.pick_cell())
    }

    /// The band or stack with the fewest patterns left (summed over the
    /// digits), unless every one is settled; in it, the first digit with
    /// exactly two, else the first with the fewest, split as one pattern or
    /// the rest. (Of the digits with two, the one with the fewest cells
    /// saved magictour 5% of its guesses before triads; with them, the
    /// hardest sets take 2% fewer guesses without it, magictour 1.5% more.)
    fn pick_pattern(&self) -> Option<Branch> {
        // Nine settled digits make nine patterns. Each unit's total and
        // number in one key, the smallest taken: the first unit of the
        // fewest. (As the smallest of an iterator of tuples, the wasm build
        // kept the one found so far in memory, written in two parts and
        // read back whole, which the processor cannot forward.)
        let key = |(unit, counts): (usize, &Counts)| match counts.total() {
            total if total > 9 => total << 3 | unit as u32,
            _ => u32::MAX,
        };
        let fewest = (self.patterns.iter().enumerate().map(key).min())
            .filter(|&fewest| fewest != u32::MAX)?;
        let unit = (fewest & 7) as usize;
        let counts = &self.patterns[unit];
        let unit = if unit < 3 {
            Unit::Band(unit)
        } else {
            Unit::Stack(unit - 3)
        };
        let digit = counts
            .digits_with_two()
            .next()
            .or_else(|| Self::fewest_patterns(*counts))?;
        let bands = &self.cands[digit];
        let held = match unit {
            Unit::Band(band) => minirows(bands[band]) as u32,
            Unit::Stack(stack) => stack_matrix(&bands.map(fold), stack),
        };
        Some(Branch::Pattern {
            digit,
            unit,
            patterns: one_or_the_rest(held)?,
        })
    }

    /// Of the digits with three patterns or more left in one unit (its
    /// `counts`), the first with the fewest. (Breaking ties by fewest
    /// cells made nearly the same trees, for more code in the page.)
    fn fewest_patterns(counts: Counts) -> Option<usize> {
        let (_, digit) = counts
            .each()
            .filter(|&(_, count)| count > 2)
            .map(|(digit, count)| (count, digit))
            .min()?;
        Some(digit)
    }

    /// Keeps `digit` in `unit` to the mini-rows (mini-columns) of `pattern`.
    pub fn keep_pattern(&mut self, digit: usize, unit: Unit, pattern: u32) {
        match unit {
            Unit::Band(band) => self.strike(digit, band, BAND & !minirow_cells(pattern)),
            Unit::Stack(stack) => self.strike_stack(digit, stack, 0o777 & !pattern),
        }
    }

    /// The first unplaced cell with two candidates, else the first
    /// unplaced cell, with its digits. Seldom needed (a grid where no band
    /// or stack splits: 0.14 times a puzzle on the hardest set, against 19
    /// before patterns were split by one or the rest), so kept short: it
    /// used to weigh up to eight cells by how much each guess would strike.
    fn pick_cell(&self) -> Branch {
        let mut first = None;
        for (band, &unplaced) in self.unplaced.iter().enumerate() {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for digit in &self.cands {
                three |= two & digit[band];
                two |= one & digit[band];
                one |= digit[band];
            }
            let pairs = unplaced & two & !three;
            if pairs != 0 {
                first = Some((band, pairs));
                break;
            }
            if unplaced != 0 && first.is_none() {
                first = Some((band, unplaced));
            }
        }
        // An unfinished grid (the only kind the search asks) has a cell.
        let (band, cells) = first.unwrap_or((0, 1));
        let p = cells.trailing_zeros() as usize;
        Branch::Cell {
            band,
            p,
            digits: self.digits_at(band, p),
        }
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fast::nine::patterns::pattern_count;

    /// A grid with only a 1 at row 0, column 0, settled.
    fn one_given() -> Grid {
        let mut givens = [0; 81];
        givens[0] = 1;
        let mut grid = Grid::with_givens(&givens).expect("one given fits");
        grid.settle().expect("no contradiction");
        grid
    }

    #[test]
    fn guesses_on_the_tightest_band_where_a_digit_has_two_patterns() {
        let grid = one_given();
        // Band 0 and stack 0 have 50 patterns left, the rest 54; the 1 has
        // two in band 0: rows 1 and 2 in boxes 1 and 2, either way round.
        let Branch::Pattern {
            digit,
            unit,
            patterns,
        } = grid.branch()
        else {
            panic!("expected a pattern branch");
        };
        assert_eq!((digit, unit), (0, Unit::Band(0)));
        assert_eq!(patterns, [0b100_010_001, 0b010_100_001]);
    }

    #[test]
    fn keeping_a_pattern_strikes_the_other_mini_rows_or_columns() {
        let mut grid = one_given();
        grid.keep_pattern(0, Unit::Band(0), 0b100_010_001);
        assert_eq!(grid.cands[0][0], 1 | 0o070 << 9 | 0o700 << 18);

        let mut grid = one_given();
        // Stack 0: band 0 keeps column 0, band 1 column 1, band 2 column 2.
        grid.keep_pattern(0, Unit::Stack(0), 0b100_010_001);
        assert_eq!(grid.cands[0][0] & 0o007_007_007, 1);
        assert_eq!(grid.cands[0][1] & 0o007_007_007, 0o002_002_002);
        assert_eq!(grid.cands[0][2] & 0o007_007_007, 0o004_004_004);
    }

    #[test]
    fn the_counts_kept_by_the_deductions_are_those_of_the_candidates() {
        let hard =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let givens: Vec<u8> = hard.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
        let mut grid = Grid::with_givens(&givens.try_into().expect("81")).expect("fits");
        for guess in 0..4 {
            grid.settle()
                .expect("no contradiction on the way to the solution");
            for (digit, bands) in grid.cands.iter().enumerate() {
                let columns = bands.map(fold);
                for (k, &cells) in bands.iter().enumerate() {
                    let band = pattern_count(minirows(cells) as u32);
                    let stack = pattern_count(stack_matrix(&columns, k));
                    assert_eq!(grid.patterns[k].of(digit), band, "guess {guess}, band {k}");
                    assert_eq!(
                        grid.patterns[3 + k].of(digit),
                        stack,
                        "guess {guess}, stack {k}"
                    );
                }
            }
            // Go one step down the branch that holds the solution.
            let solution =
                "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
            let Branch::Cell { band, p, .. } = grid.pick_cell() else {
                unreachable!("pick_cell picks a cell");
            };
            let digit = usize::from(solution.as_bytes()[27 * band + p] - b'1');
            grid.place(digit, band, p)
                .expect("the solution's digit fits");
        }
    }

    #[test]
    fn an_open_grid_guesses_at_a_cell() {
        let mut grid = Grid::with_givens(&[0; 81]).expect("empty grid");
        grid.settle().expect("no contradiction");
        assert!(matches!(grid.branch(), Branch::Cell { digits: 0x1ff, .. }));
    }

    /// The unplaced cells of `band` with exactly one candidate.
    fn naked(grid: &Grid, band: usize) -> u32 {
        let (mut one, mut two) = (0, 0);
        for digit in &grid.cands {
            two |= one & digit[band];
            one |= digit[band];
        }
        grid.unplaced[band] & one & !two
    }

    /// Settles `grid`, checks that no naked single is left, and goes on
    /// into every digit of the cell the search would guess at, until
    /// `nodes` settled grids were checked.
    fn walk(mut grid: Grid, nodes: &mut usize) {
        if grid.settle().is_err() || *nodes == 0 {
            return;
        }
        *nodes -= 1;
        for band in 0..3 {
            assert_eq!(naked(&grid, band), 0, "band {band}");
        }
        if grid.is_full() {
            return;
        }
        let Branch::Cell { band, p, digits } = grid.pick_cell() else {
            unreachable!("pick_cell picks a cell");
        };
        for digit in (0..9).filter(|d| digits & (1 << d) != 0) {
            let mut child = grid;
            if child.place(digit, band, p).is_ok() {
                walk(child, nodes);
            }
        }
    }

    #[test]
    fn settling_leaves_no_naked_single_in_any_band_after_a_guess() {
        // A guess changes some bands only, and only those are looked at
        // again: each settle must still reach the full fixed point, on the
        // right branches and the wrong ones.
        for puzzle in [
            // Easter Monster, one of the hardest known, and three of the
            // hard sets (../shared/bench-data).
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            ".2.4...8......9..66.....5....87.....3....8.7..7..2.4....1..5.......1.9...3.8...4.",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        ] {
            let givens: Vec<u8> = puzzle
                .bytes()
                .map(|b| b.saturating_sub(b'0') % 10)
                .collect();
            let grid = Grid::with_givens(&givens.try_into().expect("81")).expect("fits");
            let mut nodes = 3000;
            walk(grid, &mut nodes);
            assert!(nodes <= 2970, "{puzzle}: only {} grids", 3000 - nodes);
        }
    }
}
