//! What a Skyscrapers clue sees: buildings counted along one line, and
//! the narrowing of a line's candidates to the values that some way of
//! filling it, seen from both ends, allows.

use super::{bit, Mask};

/// The most cells a line has (Skyscrapers go up to 9x9).
pub const MAX_LINE: usize = 9;

/// How many buildings are seen looking along `heights` from its start:
/// each one taller than every one before it. Heights above `depth` are
/// gaps (height 0), which hide nothing and are not seen.
pub fn seen(heights: impl IntoIterator<Item = u8>, depth: u8) -> u8 {
    let mut tallest = 0;
    let mut count = 0;
    for h in heights {
        let h = if h > depth { 0 } else { h };
        if h > tallest {
            tallest = h;
            count += 1;
        }
    }
    count
}

/// One line of a Skyscrapers grid with its clues.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sightline {
    /// The cells, from the start (left or top) to the end.
    pub cells: Vec<u16>,
    /// The clue at the start, 0 for none.
    pub start: u8,
    /// The clue at the end, 0 for none.
    pub end: u8,
}

/// The rules a line is filled by: heights `1..=depth` once each, the
/// other cells gaps (value `depth + 1`).
#[derive(Clone, Copy, Debug)]
pub struct LineRules {
    /// The tallest building.
    pub depth: u8,
    /// How many gaps a line holds (0 when every cell has a building).
    pub gaps: u8,
}

impl Sightline {
    /// Whether the complete `values` of the line (in its order) meet both clues.
    pub fn holds(&self, values: &[u8], depth: u8) -> bool {
        (self.start == 0 || seen(values.iter().copied(), depth) == self.start)
            && (self.end == 0 || seen(values.iter().rev().copied(), depth) == self.end)
    }

    /// Narrows the domains of the line's cells to the values that appear
    /// in some filling that meets both clues. False when there is none.
    /// A line without clues is left as it is.
    ///
    /// Every filling has its tallest building somewhere: the start clue
    /// sees it and what stands before it, the end clue it and what stands
    /// after. So the line is two fillings from the ends inwards that meet
    /// at the tallest, and each is walked once over its states (the
    /// heights used, the gaps, and the counts of buildings seen so far),
    /// not once per way of reaching them.
    pub fn narrow(&self, rules: LineRules, domains: &mut [Mask]) -> bool {
        if self.start == 0 && self.end == 0 {
            return true;
        }
        let n = self.cells.len();
        let mut from_start = Half::new(rules, self.start, n);
        let mut from_end = Half::new(rules, self.end, n);
        for i in 0..n {
            let domain = domains[self.cells[i] as usize];
            if domain == 0 {
                return false;
            }
            from_start.domains[i] = domain;
            from_end.domains[n - 1 - i] = domain;
        }
        // Where the tallest may stand bounds how far each end's filling
        // goes: once it is placed, each end fills only its own side.
        let tallest = bit(u32::from(rules.depth));
        let (Some(first), Some(last)) = (
            (0..n).position(|i| from_start.domains[i] & tallest != 0),
            (0..n).rposition(|i| from_start.domains[i] & tallest != 0),
        ) else {
            return false;
        };
        from_start.furthest = last;
        from_end.furthest = n - 1 - first;
        from_start.reach();
        from_end.reach();
        let mut supported = [0; MAX_LINE];
        from_start.support(&from_end, &mut supported);
        let mut from_end_supported = [0; MAX_LINE];
        from_end.support(&from_start, &mut from_end_supported);
        for i in 0..n {
            let kept = supported[i] | from_end_supported[n - 1 - i];
            if kept == 0 {
                return false;
            }
            domains[self.cells[i] as usize] &= kept;
        }
        true
    }
}

/// The states of a filling from one end: the heights below the tallest
/// used so far (value `v` as bit `v - 1`) plus the gaps so far times
/// `1 << shift`. No line has more (see [`Half::new`]).
const MAX_STATES: usize = 1 << (MAX_LINE - 1);

/// Counts of buildings seen, one bit each (bit `c`: `c` seen).
type Counts = u16;

/// A filling from one end of a line up to its tallest building.
struct Half {
    rules: LineRules,
    /// The clue at this end, 0 for none.
    clue: u8,
    /// The furthest position from this end where the tallest may stand:
    /// no filling from this end goes past it.
    furthest: usize,
    /// The line's domains, from this end.
    domains: [Mask; MAX_LINE],
    /// Bits of a state that hold the heights below the tallest
    /// (`depth - 1`); the gaps are above them.
    shift: u32,
    /// For each state: the counts seen from this end with which some
    /// filling of as many cells from this end reaches it.
    reached: [Counts; MAX_STATES],
    /// The states reached, in the order found: by the cells they fill,
    /// so each comes after every state it follows from.
    order: [u8; MAX_STATES],
    /// How many states `order` holds.
    found: usize,
}

impl Half {
    fn new(rules: LineRules, clue: u8, n: usize) -> Self {
        let shift = u32::from(rules.depth) - 1;
        // `2^(depth - 1) * (gaps + 1) <= 2^(depth - 1) * 2^gaps <= 2^(n - 1)`.
        debug_assert!((usize::from(rules.gaps) + 1) << shift <= MAX_STATES);
        Half {
            rules,
            clue,
            furthest: n - 1,
            domains: [0; MAX_LINE],
            shift,
            reached: [0; MAX_STATES],
            order: [0; MAX_STATES],
            found: 0,
        }
    }

    /// The bits of a state that hold its heights.
    fn heights(&self) -> usize {
        (1 << self.shift) - 1
    }

    /// The state's heights, gaps and position (how many cells it fills).
    fn split(&self, state: usize) -> (u32, usize, usize) {
        let heights = (state & self.heights()) as u32;
        let gaps = state >> self.shift;
        (heights, gaps, heights.count_ones() as usize + gaps)
    }

    /// The counts this end may have seen before its tallest building: all
    /// up to one less than its clue (the tallest is seen too), any without.
    fn before_tallest(&self) -> Counts {
        match self.clue {
            0 => Counts::MAX,
            clue => (1 << clue) - 1,
        }
    }

    /// Whether the counts of a state meet this end's clue once the
    /// tallest follows.
    fn meets_clue(&self, counts: Counts) -> bool {
        match self.clue {
            0 => counts != 0,
            clue => counts >> (clue - 1) & 1 == 1,
        }
    }

    /// The heights that may follow `heights` at `position`, as state bits,
    /// and those of them taller than every one so far (seen from here).
    fn next_heights(&self, heights: u32, position: usize) -> (u32, u32) {
        let open = (self.domains[position] >> 1) as u32 & self.heights() as u32 & !heights;
        let taller = u32::MAX
            .checked_shl(32 - heights.leading_zeros())
            .unwrap_or(0);
        (open, open & taller)
    }

    /// Whether a gap may follow a state with `gaps` gaps at `position`.
    fn gap_fits(&self, gaps: usize, position: usize) -> bool {
        gaps < usize::from(self.rules.gaps)
            && self.domains[position] & bit(u32::from(self.rules.depth) + 1) != 0
    }

    /// Fills [`Half::reached`] and [`Half::order`], breadth first: only
    /// the states that the domains let a filling reach are looked at,
    /// which deep in a search are few.
    fn reach(&mut self) {
        self.reached[0] = 1;
        self.order[0] = 0;
        self.found = 1;
        let limit = self.before_tallest();
        let mut next = 0;
        while next < self.found {
            let state = usize::from(self.order[next]);
            next += 1;
            let counts = self.reached[state];
            let (heights, gaps, position) = self.split(state);
            if position >= self.furthest {
                continue; // the tallest must still find a place
            }
            let (mut open, taller) = self.next_heights(heights, position);
            while open != 0 {
                let h = open & open.wrapping_neg();
                open &= open - 1;
                let seen = if h & taller != 0 { counts << 1 } else { counts };
                self.add(state | h as usize, seen & limit);
            }
            if self.gap_fits(gaps, position) {
                self.add(state + (1 << self.shift), counts);
            }
        }
    }

    /// `state` is reached with `counts` (none: not reached this way).
    #[inline(always)]
    fn add(&mut self, state: usize, counts: Counts) {
        if counts == 0 {
            return;
        }
        if self.reached[state] == 0 {
            self.order[self.found] = state as u8;
            self.found += 1;
        }
        self.reached[state] |= counts;
    }

    /// The state of the other end's filling that completes `state` of
    /// this one, with the tallest between them.
    fn complement(&self, state: usize) -> usize {
        let (heights, gaps, _) = self.split(state);
        let others = !heights as usize & self.heights();
        others + ((usize::from(self.rules.gaps) - gaps) << self.shift)
    }

    /// Marks in `supported` (from this end) every value at every position
    /// that some whole filling, meeting both clues, puts there, with the
    /// tallest building on this end's side or at the meeting point.
    fn support(&self, other: &Half, supported: &mut [Mask; MAX_LINE]) {
        // For each state reached: the counts seen so far from which a
        // whole filling follows. Later states first.
        let mut completes = [0 as Counts; MAX_STATES];
        let tallest = bit(u32::from(self.rules.depth));
        let gap = bit(u32::from(self.rules.depth) + 1);
        for &state in self.order[..self.found].iter().rev() {
            let state = usize::from(state);
            let counts = self.reached[state];
            let (heights, gaps, position) = self.split(state);
            let mut done = 0;
            let meets = self.domains[position] & tallest != 0
                && other.meets_clue(other.reached[self.complement(state)]);
            if meets {
                done = match self.clue {
                    0 => Counts::MAX,
                    clue => 1 << (clue - 1),
                };
                if counts & done != 0 {
                    supported[position] |= tallest;
                }
            }
            if position < self.furthest {
                let (mut open, taller) = self.next_heights(heights, position);
                while open != 0 {
                    let h = open & open.wrapping_neg();
                    open &= open - 1;
                    let after = completes[state | h as usize];
                    let before = if h & taller != 0 { after >> 1 } else { after };
                    if counts & before != 0 {
                        supported[position] |= Mask::from(h) << 1;
                    }
                    done |= before;
                }
                if self.gap_fits(gaps, position) {
                    let after = completes[state + (1 << self.shift)];
                    if counts & after != 0 {
                        supported[position] |= gap;
                    }
                    done |= after;
                }
            }
            completes[state] = done;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::full;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// Every filling of a line of `depth` heights and `gaps` gaps (value
    /// `depth + 1`), in order.
    fn fillings(depth: u8, gaps: u8) -> Vec<Vec<u8>> {
        fn go(left: &mut Vec<u8>, line: &mut Vec<u8>, all: &mut Vec<Vec<u8>>) {
            if left.is_empty() {
                all.push(line.clone());
            }
            for k in 0..left.len() {
                if left[..k].contains(&left[k]) {
                    continue; // the same gap in another place
                }
                let v = left.remove(k);
                line.push(v);
                go(left, line, all);
                line.pop();
                left.insert(k, v);
            }
        }
        let mut left: Vec<u8> = (1..=depth).chain((0..gaps).map(|_| depth + 1)).collect();
        let mut all = Vec::new();
        go(&mut left, &mut Vec::new(), &mut all);
        all
    }

    /// Narrowing keeps exactly the values of the fillings that meet both
    /// clues, on random lines, domains and clues, and fails when none does.
    #[test]
    fn narrowing_keeps_exactly_what_some_filling_uses() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let shapes = [
            (1, 3),
            (2, 2),
            (3, 1),
            (3, 0),
            (4, 0),
            (5, 0),
            (6, 0),
            (7, 0),
            (4, 1),
            (5, 2),
            (6, 1),
            (5, 4),
        ];
        for (depth, gaps) in shapes {
            let all = fillings(depth, gaps);
            let n = usize::from(depth + gaps);
            for _ in 0..400 {
                let line = Sightline {
                    cells: (0..n as u16).collect(),
                    start: rng.gen_range(0..=depth),
                    end: rng.gen_range(0..=depth),
                };
                let wide = full(u32::from(depth) + u32::from(gaps > 0));
                let mut domains: Vec<Mask> = (0..n)
                    .map(|_| match rng.gen_range(0..3) {
                        0 => wide,
                        1 => bit(rng.gen_range(1..=u32::from(depth) + u32::from(gaps > 0))),
                        _ => wide & rng.gen::<u64>(),
                    })
                    .collect();
                let mut supported = vec![0; n];
                for filling in &all {
                    let fits = filling
                        .iter()
                        .zip(&domains)
                        .all(|(&v, &d)| d & bit(v.into()) != 0);
                    if fits && line.holds(filling, depth) {
                        for (s, &v) in supported.iter_mut().zip(filling) {
                            *s |= bit(v.into());
                        }
                    }
                }
                let before = domains.clone();
                let rules = LineRules { depth, gaps };
                let kept = line.narrow(rules, &mut domains);
                let context = format!("{line:?} {depth}+{gaps} gaps, domains {before:?}");
                if line.start == 0 && line.end == 0 {
                    assert!(kept && domains == before, "{context}: no clue, no change");
                } else if supported.iter().all(|&s| s != 0) {
                    assert!(kept, "{context}: a filling exists");
                    assert_eq!(domains, supported, "{context}");
                } else {
                    assert!(!kept, "{context}: no filling exists");
                }
            }
        }
    }
}
