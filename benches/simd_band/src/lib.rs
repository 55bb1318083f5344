//! The band deduction of the 9x9 search, the step that takes most of its
//! time, written twice: [`scalar`] digit by digit, as our solver does it
//! now (one table look-up per digit), and [`vector`] four digits a 128-bit
//! vector (nine digits in three, by bit logic), with the pattern counts or
//! without ([`Kind`]). Each runs the same random walk ([`walk`]); the two
//! that count must end with the same checksum. benches/simd_band.sh times
//! each natively and in wasm, to see how much of native speed each keeps.
//!
//! The step, for each digit of a band (its cells as 27 bits, row-major):
//! its mini-rows are kept only where they fit a permutation of rows to
//! boxes, and the permutations that fit are counted (the search chooses
//! where to guess by these counts); a row with one cell left claims it
//! (hidden single), and the claimed cells leave the other digits. A digit
//! left with no cell is a contradiction.

#[cfg(not(any(target_arch = "x86_64", target_arch = "wasm32")))]
compile_error!("simd-band has vectors for x86-64 (SSE2) and wasm32 (simd128) only");

mod lanes;
mod walk;

use lanes::Lanes;
pub use walk::{walk, Walk};

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// The three rows of a band.
const ROWS: [u32; 3] = [0o777, 0o777 << 9, 0o777 << 18];

/// A band: the cells of each digit (lanes 9 to 11 unused, always 0).
pub type Band = [u32; 12];

/// The six permutations of rows to boxes, as mini-row sets (row `r` in box
/// `b` at bit `3b + r`).
const PERMUTATIONS: [u32; 6] = {
    const BOXES: [[u32; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut sets = [0; 6];
    let mut i = 0;
    while i < 6 {
        sets[i] = 1 << (3 * BOXES[i][0]) | 1 << (3 * BOXES[i][1] + 1) | 1 << (3 * BOXES[i][2] + 2);
        i += 1;
    }
    sets
};

/// A digit's mini-rows in a band (bit `3 * box + row`).
#[inline(always)]
fn minirows(cells: u32) -> u32 {
    let x = (cells | cells >> 1 | cells >> 2) & 0o1_111_111_111;
    (x | x >> 8 | x >> 16) & 0o777
}

/// The step digit by digit, as our solver does it: one table look-up
/// gives a digit's cells that fit a permutation and how many fit.
pub mod scalar {
    use super::{minirows, BAND, PERMUTATIONS, ROWS};

    /// For every set of mini-rows: the cells of the permutations inside it,
    /// and from bit 27 how many there are.
    static LOCKED: [u32; 512] = {
        let mut table = [0; 512];
        let mut held = 0;
        while held < 512 {
            let (mut union, mut count) = (0, 0);
            let mut i = 0;
            while i < 6 {
                if held & PERMUTATIONS[i] == PERMUTATIONS[i] {
                    union |= PERMUTATIONS[i];
                    count += 1;
                }
                i += 1;
            }
            let mut cells = 0;
            let mut bit = 0;
            while bit < 9 {
                if union & 1 << bit != 0 {
                    // Mini-row (row bit % 3, box bit / 3): three cells.
                    cells |= 0b111 << (9 * (bit % 3) + 3 * (bit / 3));
                }
                bit += 1;
            }
            table[held as usize] = cells | count << 27;
            held += 1;
        }
        table
    };

    /// One pass over the nine digits of `band`; `open` is its cells not
    /// placed yet. `counts` gets each digit's number of permutations left
    /// (three bits a digit, digit `d` at bit `3d`). False on a
    /// contradiction.
    pub fn step(band: &mut super::Band, open: &mut u32, counts: &mut u32) -> bool {
        let mut claimed = 0;
        let mut own = [0u32; 9];
        *counts = 0;
        for (d, (cells, own)) in band.iter_mut().zip(&mut own).enumerate() {
            let locked = LOCKED[minirows(*cells) as usize];
            let kept = *cells & locked;
            if kept == 0 {
                return false;
            }
            *cells = kept;
            *counts |= (locked >> 27) << (3 * d);
            let mut singles = 0;
            for row in ROWS {
                let line = kept & row;
                singles |= line & ((line & line.wrapping_sub(1) == 0) as u32).wrapping_neg();
            }
            *own = singles & *open;
            claimed |= *own;
        }
        for (cells, own) in band.iter_mut().zip(own) {
            *cells = (*cells & !claimed) | own;
        }
        *open &= !claimed & BAND;
        true
    }
}

/// The same step, four digits a vector.
pub mod vector {
    use super::{Lanes, PERMUTATIONS, ROWS};

    /// A band's nine digits in three vectors (digit `d` in lane `d % 4`
    /// of vector `d / 4`).
    pub type Band = [Lanes; 3];

    /// A digit's cells that fit a permutation of rows to boxes, lane by
    /// lane, by bit logic rather than a table (four look-ups would leave
    /// the vector): a mini-row fits one when the 2x2 minor of the other
    /// rows and boxes has a matching. With `COUNT`, also how many
    /// permutations fit (else 0).
    #[inline(always)]
    fn lock<const COUNT: bool>(cells: Lanes) -> (Lanes, Lanes) {
        let c = Lanes::splat;
        let x = cells
            .or(cells.shr::<1>())
            .or(cells.shr::<2>())
            .and(c(0o1_111_111_111));
        let held = x.or(x.shr::<8>()).or(x.shr::<16>()).and(c(0o777));
        // The same matrix with rows, or boxes, turned by one.
        let rows = |m: Lanes| m.shr::<1>().and(c(0o333)).or(m.shl::<2>().and(c(0o444)));
        let boxes = |m: Lanes| m.shr::<3>().or(m.shl::<6>()).and(c(0o777));
        let (r1, r2) = (rows(held), rows(rows(held)));
        let pairs = boxes(r1).and(boxes(boxes(r2)));
        let keep = held.and(pairs.or(boxes(boxes(r1)).and(boxes(r2))));
        let starts = keep
            .and(c(0o111))
            .or(keep.and(c(0o222)).shl::<8>())
            .or(keep.and(c(0o444)).shl::<16>());
        // Each cell kept where its mini-row's first cell is: the cells
        // shifted onto the starts and back, not the starts spread over
        // three cells, which the compiler makes a multiply by 7 (ten
        // cycles in wasm, where V8 emits pmulld).
        let kept = cells
            .and(starts)
            .or(cells.shr::<1>().and(starts).shl::<1>())
            .or(cells.shr::<2>().and(starts).shl::<2>());
        if !COUNT {
            return (kept, c(0));
        }
        // Each permutation that fits adds -1 (all ones) to the count.
        let count = PERMUTATIONS
            .iter()
            .fold(c(0), |count, &p| count.sub(held.and(c(p)).eq(c(p))));
        (kept, count)
    }

    /// One pass over the nine digits of `band`, as [`super::scalar::step`]
    /// (`counts` 0 without `COUNT`).
    #[inline(always)]
    pub fn step<const COUNT: bool>(band: &mut Band, open: &mut u32, counts: &mut u32) -> bool {
        let zero = Lanes::splat(0);
        // The lanes that hold no digit: the last three.
        let unused = [zero, zero, Lanes::from_array([0, !0, !0, !0])];
        let locked = band.map(lock::<COUNT>);
        let dead = (0..3).fold(zero, |dead, k| {
            dead.or(locked[k].0.eq(zero).and_not(unused[k]))
        });
        if dead.any() {
            return false;
        }
        // Lane k's count, shifted by 3k: three bits a digit once the lanes
        // are or-ed together.
        let lane =
            |k: usize| Lanes::from_array(std::array::from_fn(|i| if i == k { !0 } else { 0 }));
        *counts = 0;
        let open_lanes = Lanes::splat(*open);
        let mut own = [zero; 3];
        let mut claimed = zero;
        for (k, &(kept, count)) in locked.iter().enumerate() {
            if COUNT {
                let placed = count
                    .and(lane(0))
                    .or(count.and(lane(1)).shl::<3>())
                    .or(count.and(lane(2)).shl::<6>())
                    .or(count.and(lane(3)).shl::<9>());
                *counts |= placed.or_lanes() << (12 * k);
            }
            let mut singles = zero;
            for row in ROWS {
                let line = kept.and(Lanes::splat(row));
                let one = line.and(line.sub(Lanes::splat(1))).eq(zero);
                singles = singles.or(line.and(one));
            }
            own[k] = singles.and(open_lanes);
            claimed = claimed.or(own[k]);
        }
        let claimed = Lanes::splat(claimed.or_lanes());
        for k in 0..3 {
            band[k] = locked[k].0.and_not(claimed).or(own[k]);
        }
        *open &= !claimed.first();
        true
    }
}

/// Which step a walk takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// [`scalar::step`], digit by digit with the table, counting.
    Scalar,
    /// [`vector::step`], counting.
    Vector,
    /// [`vector::step`] without the counts: what a search that chooses
    /// its guesses without them would do.
    VectorUncounted,
}

impl Kind {
    /// The kind called `name`: scalar, vector or vector-uncounted.
    pub fn named(name: &str) -> Result<Kind, String> {
        match name {
            "scalar" => Ok(Kind::Scalar),
            "vector" => Ok(Kind::Vector),
            "vector-uncounted" => Ok(Kind::VectorUncounted),
            _ => Err(format!(
                "no step called {name:?}: scalar, vector or vector-uncounted"
            )),
        }
    }
}

/// [`walk`] timed on `now` (milliseconds), as JSON.
pub fn timed(steps: u32, kind: Kind, now: impl Fn() -> f64) -> String {
    let started = now();
    let walk = walk(steps, kind);
    let elapsed = now() - started;
    serde_json::json!({ "elapsed_ms": elapsed, "dead": walk.dead, "checksum": walk.checksum.to_string() })
        .to_string()
}

/// [`timed`] in wasm.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_band(steps: u32, kind: &str) -> Result<String, String> {
    Ok(timed(steps, Kind::named(kind)?, js_sys::Date::now))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mini_row_outside_every_permutation_is_struck() {
        // Digit 0 in row 0 only in box 0, in row 1 only in box 0 too, row
        // 2 anywhere: rows 0 and 1 both need box 0, a contradiction.
        let mut band = [0; 12];
        band[..9].fill(BAND);
        band[0] = 0o007 | 0o007 << 9 | 0o777 << 18;
        let mut counts = 0;
        assert!(!scalar::step(
            &mut band.clone(),
            &mut BAND.clone(),
            &mut counts
        ));
        // Row 0 only in box 0, row 2 only in box 1 (one cell): row 1
        // keeps box 2 alone, and row 2's cell is claimed.
        band[0] = 0o007 | 0o777 << 9 | 0o010 << 18;
        let mut open = BAND;
        assert!(scalar::step(&mut band, &mut open, &mut counts));
        // One permutation left for digit 0, all six for digit 1.
        assert_eq!((counts & 7, counts >> 3 & 7), (1, 6));
        assert_eq!(band[0], 0o007 | 0o700 << 9 | 0o010 << 18);
        assert_eq!(open, BAND & !(0o010 << 18));
        assert_eq!(band[1] & 0o010 << 18, 0);
    }
}
