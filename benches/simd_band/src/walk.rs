//! The walk the benchmark times: a band loses one random candidate
//! before each step (a fresh random band after a contradiction), the same
//! numbers on every target, folded into a checksum.

use super::{scalar, vector, Band, Kind, Lanes, BAND};

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

/// `steps` steps of `kind` on a band that loses one random candidate
/// before each (a fresh random band after a contradiction).
pub fn walk(steps: u32, kind: Kind) -> Walk {
    match kind {
        Kind::Scalar => walk_scalar(steps),
        Kind::Vector => walk_vector::<true>(steps),
        Kind::VectorUncounted => walk_vector::<false>(steps),
    }
}

/// Where a walk is.
struct Walker {
    state: u64,
    walk: Walk,
}

impl Walker {
    fn new() -> Self {
        let walk = Walk {
            dead: 0,
            checksum: 0,
        };
        Walker {
            state: 0x9e37_79b9_7f4a_7c15,
            walk,
        }
    }

    /// The (digit, cell) that loses its candidate next.
    #[inline(always)]
    fn strike(&mut self) -> (usize, u32) {
        let r = next(&mut self.state);
        ((r % 9) as usize, ((r >> 8) % 27) as u32)
    }

    /// Notes a step's outcome; a fresh band after a contradiction.
    #[inline(always)]
    fn after(&mut self, alive: bool, open: &mut u32, counts: &mut u32) -> Option<Band> {
        (!alive).then(|| {
            // Each step stops at the first dead digit it sees, with the
            // counts noted so far, which differ by step: none are kept.
            *counts = 0;
            *open = BAND;
            self.walk.dead += 1;
            fresh(&mut self.state)
        })
    }

    /// Folds a state into the checksum.
    #[inline(always)]
    fn note(&mut self, first: u32, open: u32, counts: u32) {
        self.walk.checksum = self.walk.checksum.wrapping_mul(31) ^ u64::from(first ^ open ^ counts);
    }
}

#[inline(never)]
fn walk_scalar(steps: u32) -> Walk {
    let mut walker = Walker::new();
    let mut band = fresh(&mut walker.state);
    let (mut open, mut counts) = (BAND, 0);
    for _ in 0..steps {
        let (digit, cell) = walker.strike();
        band[digit] &= !(1 << cell);
        let alive = scalar::step(&mut band, &mut open, &mut counts);
        if let Some(fresh) = walker.after(alive, &mut open, &mut counts) {
            band = fresh;
        }
        walker.note(band[0], open, counts);
    }
    walker.walk
}

#[inline(never)]
fn walk_vector<const COUNT: bool>(steps: u32) -> Walk {
    // Lane k of one_lane[k] all ones, the others 0.
    let ones = [[!0, 0, 0, 0], [0, !0, 0, 0], [0, 0, !0, 0], [0, 0, 0, !0]];
    let one_lane = ones.map(Lanes::from_array);
    let mut walker = Walker::new();
    let mut band = to_lanes(&fresh(&mut walker.state));
    let (mut open, mut counts) = (BAND, 0);
    for _ in 0..steps {
        let (digit, cell) = walker.strike();
        // Not built in memory lane by lane: natively, a 128-bit load of
        // four 32-bit stores just made waits for them, and the walk would
        // time that rather than the step.
        let strike = Lanes::splat(1 << cell).and(one_lane[digit % 4]);
        band[digit / 4] = band[digit / 4].and_not(strike);
        let alive = vector::step::<COUNT>(&mut band, &mut open, &mut counts);
        if let Some(fresh) = walker.after(alive, &mut open, &mut counts) {
            band = to_lanes(&fresh);
        }
        walker.note(band[0].first(), open, counts);
    }
    walker.walk
}

/// A band as three vectors.
fn to_lanes(band: &Band) -> vector::Band {
    std::array::from_fn(|k| Lanes::from_array(band[4 * k..4 * k + 4].try_into().expect("4 lanes")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_steps_walk_the_same_way() {
        let (scalar, vector) = (walk(200_000, Kind::Scalar), walk(200_000, Kind::Vector));
        assert_eq!(scalar, vector);
        // A walk that never dies, or always does, would test little.
        assert!(scalar.dead > 100 && scalar.dead < 100_000, "{scalar:?}");
    }
}
