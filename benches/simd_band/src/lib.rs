//! The band deduction of the 9x9 search, the step that takes most of its
//! time, written twice with the same bit logic: [`scalar`] digit by digit,
//! as our solver does it now, and [`vector`] four digits a 128-bit vector
//! (nine digits in three). Both run the same random walk ([`walk`]) and
//! must end with the same checksum; benches/simd_band.sh times each
//! natively and in wasm, to see how much of native speed each keeps.
//!
//! The step, for each digit of a band (its cells as 27 bits, row-major):
//! its mini-rows are kept only where they fit a permutation of rows to
//! boxes (a mini-row fits one when the 2x2 minor of the other rows and
//! boxes has a matching: bit logic, not the solver's table, so that four
//! digits go at once); a row with one cell left claims it (hidden single),
//! and the claimed cells leave the other digits. A digit left with no
//! cell is a contradiction.

#[cfg(not(any(target_arch = "x86_64", target_arch = "wasm32")))]
compile_error!("simd-band has vectors for x86-64 (SSE2) and wasm32 (simd128) only");

mod lanes;

use lanes::Lanes;

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// The three rows of a band.
const ROWS: [u32; 3] = [0o777, 0o777 << 9, 0o777 << 18];

/// A band: the cells of each digit (lanes 9 to 11 unused, always 0).
pub type Band = [u32; 12];

/// The step digit by digit. False on a contradiction.
pub mod scalar {
    use super::{BAND, ROWS};

    /// The cells of one digit that fit a permutation of rows to boxes.
    #[inline(always)]
    fn lock(cells: u32) -> u32 {
        let x = (cells | cells >> 1 | cells >> 2) & 0o1_111_111_111;
        // Mini-row (row r, box b) at bit 3b + r.
        let held = (x | x >> 8 | x >> 16) & 0o777;
        // The same matrix with rows, or boxes, turned by one.
        let rows = |m: u32| ((m >> 1) & 0o333) | ((m << 2) & 0o444);
        let boxes = |m: u32| ((m >> 3) | (m << 6)) & 0o777;
        let (r1, r2) = (rows(held), rows(rows(held)));
        let keep = held & ((boxes(r1) & boxes(boxes(r2))) | (boxes(boxes(r1)) & boxes(r2)));
        let starts = (keep & 0o111) | (keep & 0o222) << 8 | (keep & 0o444) << 16;
        cells & (starts | starts << 1 | starts << 2)
    }

    /// One pass over the nine digits of `band`; `open` is its cells not
    /// placed yet.
    pub fn step(band: &mut super::Band, open: &mut u32) -> bool {
        let mut claimed = 0;
        let mut own = [0u32; 9];
        for (cells, own) in band.iter_mut().zip(&mut own) {
            let kept = lock(*cells);
            if kept == 0 {
                return false;
            }
            *cells = kept;
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
    use super::{Lanes, ROWS};

    /// A band's nine digits in three vectors (digit `d` in lane `d % 4`
    /// of vector `d / 4`).
    pub type Band = [Lanes; 3];

    /// [`super::scalar`]'s lock, lane by lane.
    #[inline(always)]
    fn lock(cells: Lanes) -> Lanes {
        let c = Lanes::splat;
        let x = cells
            .or(cells.shr::<1>())
            .or(cells.shr::<2>())
            .and(c(0o1_111_111_111));
        let held = x.or(x.shr::<8>()).or(x.shr::<16>()).and(c(0o777));
        let rows = |m: Lanes| m.shr::<1>().and(c(0o333)).or(m.shl::<2>().and(c(0o444)));
        let boxes = |m: Lanes| m.shr::<3>().or(m.shl::<6>()).and(c(0o777));
        let (r1, r2) = (rows(held), rows(rows(held)));
        let pairs = boxes(r1).and(boxes(boxes(r2)));
        let keep = held.and(pairs.or(boxes(boxes(r1)).and(boxes(r2))));
        let starts = keep
            .and(c(0o111))
            .or(keep.and(c(0o222)).shl::<8>())
            .or(keep.and(c(0o444)).shl::<16>());
        cells.and(starts.or(starts.shl::<1>()).or(starts.shl::<2>()))
    }

    /// One pass over the nine digits of `band`.
    pub fn step(band: &mut Band, open: &mut u32) -> bool {
        let zero = Lanes::splat(0);
        // The lanes that hold digits: all but the last three.
        let unused = [zero, zero, Lanes::from_array([0, !0, !0, !0])];
        let mut own = [zero; 3];
        let mut claimed = zero;
        let open_lanes = Lanes::splat(*open);
        for ((cells, own), unused) in band.iter_mut().zip(&mut own).zip(unused) {
            let kept = lock(*cells);
            if kept.eq(zero).and_not(unused).any() {
                return false;
            }
            *cells = kept;
            let mut singles = zero;
            for row in ROWS {
                let line = kept.and(Lanes::splat(row));
                let one = line.and(line.sub(Lanes::splat(1))).eq(zero);
                singles = singles.or(line.and(one));
            }
            *own = singles.and(open_lanes);
            claimed = claimed.or(*own);
        }
        let claimed = claimed.or_lanes();
        for (cells, own) in band.iter_mut().zip(own) {
            *cells = cells.and_not(Lanes::splat(claimed)).or(own);
        }
        *open &= !claimed;
        true
    }
}

/// A small xorshift: the same numbers on every target.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// A random band, each cell open to each digit with probability 7/8.
fn fresh(state: &mut u64) -> Band {
    let mut band = [0; 12];
    for cells in &mut band[..9] {
        *cells = BAND & !(next(state) & next(state) & next(state)) as u32;
    }
    band
}

/// How a walk ended: the steps that found a contradiction, and a checksum
/// of the states it went through.
#[derive(Debug, PartialEq, Eq)]
pub struct Walk {
    /// Steps that left a digit without a cell.
    pub dead: u64,
    /// Every state's first digit and open cells, folded together.
    pub checksum: u64,
}

/// `steps` steps on a band that loses one random candidate before each
/// (a fresh random band after a contradiction), by the vector step if
/// `vectors`, else by the scalar one.
#[inline(never)]
pub fn walk(steps: u32, vectors: bool) -> Walk {
    // All ones in lane k of one_lane[k], zeros in the others.
    let ones = [[!0, 0, 0, 0], [0, !0, 0, 0], [0, 0, !0, 0], [0, 0, 0, !0]];
    let one_lane = ones.map(Lanes::from_array);
    let mut state = 0x9e37_79b9_7f4a_7c15;
    let mut walk = Walk {
        dead: 0,
        checksum: 0,
    };
    let mut band = fresh(&mut state);
    let mut lanes = to_lanes(&band);
    let mut open = BAND;
    for _ in 0..steps {
        let r = next(&mut state);
        let (digit, cell) = ((r % 9) as usize, (r >> 8) % 27);
        let alive = if vectors {
            // Not built in memory lane by lane: natively, a 128-bit load
            // of four 32-bit stores just made waits for them, and the walk
            // would time that rather than the step.
            let strike = Lanes::splat(1 << cell).and(one_lane[digit % 4]);
            lanes[digit / 4] = lanes[digit / 4].and_not(strike);
            vector::step(&mut lanes, &mut open)
        } else {
            band[digit] &= !(1 << cell);
            scalar::step(&mut band, &mut open)
        };
        if !alive {
            walk.dead += 1;
            band = fresh(&mut state);
            lanes = to_lanes(&band);
            open = BAND;
        }
        let first = if vectors { lanes[0].first() } else { band[0] };
        walk.checksum = walk.checksum.wrapping_mul(31) ^ u64::from(first ^ open);
    }
    walk
}

/// A band as three vectors.
fn to_lanes(band: &Band) -> vector::Band {
    std::array::from_fn(|k| Lanes::from_array(band[4 * k..4 * k + 4].try_into().expect("4 lanes")))
}

/// [`walk`] timed on `now` (milliseconds), as JSON.
pub fn timed(steps: u32, vectors: bool, now: impl Fn() -> f64) -> String {
    let started = now();
    let walk = walk(steps, vectors);
    let elapsed = now() - started;
    serde_json::json!({ "elapsed_ms": elapsed, "dead": walk.dead, "checksum": walk.checksum.to_string() })
        .to_string()
}

/// [`timed`] in wasm.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_band(steps: u32, vectors: bool) -> String {
    timed(steps, vectors, js_sys::Date::now)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_steps_walk_the_same_way() {
        let (scalar, vector) = (walk(200_000, false), walk(200_000, true));
        assert_eq!(scalar, vector);
        // A walk that never dies, or always does, would test little.
        assert!(scalar.dead > 100 && scalar.dead < 100_000, "{scalar:?}");
    }

    #[test]
    fn a_mini_row_outside_every_permutation_is_struck() {
        // Digit 0 in row 0 only in box 0, in row 1 only in box 0 too, row
        // 2 anywhere: rows 0 and 1 both need box 0, a contradiction.
        let mut band = [0; 12];
        band[..9].fill(BAND);
        band[0] = 0o007 | 0o007 << 9 | 0o777 << 18;
        assert!(!scalar::step(&mut band.clone(), &mut BAND.clone()));
        // Row 0 only in box 0, row 2 only in box 1 (one cell): row 1
        // keeps box 2 alone, and row 2's cell is claimed.
        band[0] = 0o007 | 0o777 << 9 | 0o010 << 18;
        let mut open = BAND;
        assert!(scalar::step(&mut band, &mut open));
        assert_eq!(band[0], 0o007 | 0o700 << 9 | 0o010 << 18);
        assert_eq!(open, BAND & !(0o010 << 18));
        assert_eq!(band[1] & 0o010 << 18, 0);
    }
}
