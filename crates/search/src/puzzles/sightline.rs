//! What a Skyscrapers clue sees: buildings counted along one line, and
//! the narrowing of a line's candidates to the values that some way of
//! filling it, seen from both ends, allows.

use super::{bit, full, values_of, Mask};

/// The most cells a line has (Skyscrapers go up to 9x9).
pub const MAX_LINE: usize = 9;

/// Past this many nodes, narrowing a line gives up (and narrows nothing,
/// which is always sound): its domains are still wide.
const LINE_BUDGET: u32 = 20_000;

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
    /// A line without clues, or one whose search runs past its budget, is
    /// left as it is.
    pub fn narrow(&self, rules: LineRules, domains: &mut [Mask]) -> bool {
        if self.start == 0 && self.end == 0 {
            return true;
        }
        let n = self.cells.len();
        // The walk prunes by the clue it starts from as it goes, and
        // checks the other one only at the end: it starts from the larger.
        let reversed = self.end > self.start;
        let at = |i: usize| self.cells[if reversed { n - 1 - i } else { i }] as usize;
        let (start, end) = if reversed {
            (self.end, self.start)
        } else {
            (self.start, self.end)
        };
        let mut walk = Walk {
            rules,
            n,
            start,
            end,
            domains: [0; MAX_LINE],
            supported: [0; MAX_LINE],
            chosen: [0; MAX_LINE],
            nodes: 0,
            open: n,
            found: 0,
            dead: StateSet([0; MEMO_STATES / 64]),
            alive: StateSet([0; MEMO_STATES / 64]),
        };
        for i in 0..n {
            walk.domains[i] = domains[at(i)];
            if walk.domains[i] == 0 {
                return false;
            }
        }
        let finished = walk.fill(0, 0, 0, 0, 0);
        if !finished && walk.nodes > LINE_BUDGET {
            return true;
        }
        for i in 0..n {
            domains[at(i)] &= walk.supported[i];
        }
        walk.supported[..n].iter().all(|&m| m != 0)
    }
}

/// The depth-first walk over one line's fillings.
struct Walk {
    rules: LineRules,
    /// Cells in the line.
    n: usize,
    /// The clue the walk starts from, 0 for none.
    start: u8,
    /// The clue at the other end, 0 for none.
    end: u8,
    domains: [Mask; MAX_LINE],
    supported: [Mask; MAX_LINE],
    chosen: [u8; MAX_LINE],
    nodes: u32,
    /// Positions whose every candidate is not yet known to be supported.
    open: usize,
    /// Fillings found so far.
    found: u32,
    /// States (see [`Walk::state`]) from which no filling follows.
    dead: StateSet,
    /// States from which some filling follows.
    alive: StateSet,
}

/// The counts a state tells apart (0 to 8 buildings seen).
const MEMO_COUNTS: usize = MAX_LINE;
/// The gaps a state tells apart; lines with more are not remembered.
const MEMO_GAPS: usize = 4;
/// Every state [`Walk::state`] names: before or after the tallest, the
/// other heights used, a count, the gaps.
const MEMO_STATES: usize = 2 * (1 << (MAX_LINE - 1)) * MEMO_COUNTS * MEMO_GAPS;

/// A set of walk states, one bit each.
struct StateSet([u64; MEMO_STATES / 64]);

impl StateSet {
    fn contains(&self, k: usize) -> bool {
        self.0[k / 64] >> (k % 64) & 1 == 1
    }
    fn insert(&mut self, k: usize) {
        self.0[k / 64] |= 1 << (k % 64);
    }
}

impl Walk {
    /// Fills position `i` onwards; `used` the heights so far, `gaps` the
    /// gaps so far, `tallest` and `count` what the start clue sees so far.
    /// Returns false to stop: every candidate is supported, or the budget
    /// ran out.
    fn fill(&mut self, i: usize, used: Mask, gaps: u8, tallest: u8, count: u8) -> bool {
        let n = self.n;
        let depth = self.rules.depth;
        if i == n {
            if self.end == 0 || seen(self.chosen[..n].iter().rev().copied(), depth) == self.end {
                if self.start != 0 && count != self.start {
                    return true;
                }
                return self.support(n);
            }
            return true;
        }
        // A state already walked is not walked again: a dead one is
        // skipped, a live one supports this prefix (its continuations were
        // marked when it was first walked).
        let state = self.state(i, used, gaps, tallest, count);
        if let Some(k) = state {
            if self.dead.contains(k) {
                return true;
            }
            if self.alive.contains(k) {
                return self.support(i);
            }
        }
        let found = self.found;
        let go_on = self.branch(i, used, gaps, tallest, count);
        if let (true, Some(k)) = (go_on, state) {
            if self.found == found {
                self.dead.insert(k);
            } else {
                self.alive.insert(k);
            }
        }
        go_on
    }

    /// What decides the rest of the walk from position `i`, as an index
    /// into a [`StateSet`] (`None` for lines with many gaps): the heights
    /// used and the gaps so far, and
    /// - before the tallest building stands: the count the start clue has
    ///   seen (it sees on from the tallest so far; the end clue sees
    ///   nothing in front of the tallest);
    /// - after it: how many of the buildings placed behind it the end clue
    ///   will see (those taller than every later one and than the tallest
    ///   height still to come; the start clue sees nothing more).
    fn state(&self, i: usize, used: Mask, gaps: u8, tallest: u8, count: u8) -> Option<usize> {
        let depth = self.rules.depth;
        if usize::from(self.rules.gaps) >= MEMO_GAPS {
            return None;
        }
        let heights = (used & !bit(u32::from(depth))) as usize >> 1;
        let (half, seen) = if tallest < depth {
            (0, if self.start == 0 { 0 } else { count })
        } else if self.end == 0 {
            (1, 0)
        } else {
            let unused = full(u32::from(depth)) & !used;
            let to_come = (Mask::BITS - unused.leading_zeros()).saturating_sub(1) as u8;
            let mut taller = to_come;
            let mut seen = 0;
            for &h in self.chosen[..i].iter().rev().take_while(|&&h| h != depth) {
                if h <= depth && h > taller {
                    taller = h;
                    seen += 1;
                }
            }
            (1, seen)
        };
        Some(
            ((half * (1 << (MAX_LINE - 1)) + heights) * MEMO_COUNTS + seen as usize) * MEMO_GAPS
                + gaps as usize,
        )
    }

    /// Tries each candidate of position `i` (see [`Walk::fill`]).
    fn branch(&mut self, i: usize, used: Mask, gaps: u8, tallest: u8, count: u8) -> bool {
        let n = self.n;
        let LineRules {
            depth,
            gaps: max_gaps,
        } = self.rules;
        self.nodes += 1;
        if self.nodes > LINE_BUDGET {
            return false;
        }
        for v in values_of(self.domains[i]) {
            let v = v as u8;
            let gap = v > depth;
            if gap && gaps == max_gaps || !gap && used & bit(u32::from(v)) != 0 {
                continue;
            }
            let (tallest2, count2) = if !gap && v > tallest {
                (v, count + 1)
            } else {
                (tallest, count)
            };
            // From the end, the tallest and at most every building after
            // it are seen: it stands at most `end` cells from the end.
            let tallest_by_now = tallest2 == depth;
            if self.end != 0 && !tallest_by_now && self.end as usize > n - i - 1 {
                continue;
            }
            if self.start != 0 {
                if count2 > self.start {
                    continue;
                }
                // Each building still to come can add one more at most,
                // and only the heights above the tallest so far.
                let taller = (full(u32::from(depth)) & !full(u32::from(tallest2)) & !used)
                    .count_ones() as usize;
                let left = (n - i - 1).min(taller) as u8;
                if count2 + left < self.start {
                    continue;
                }
            }
            self.chosen[i] = v;
            let used2 = if gap { used } else { used | bit(u32::from(v)) };
            let gaps2 = gaps + u8::from(gap);
            if !self.fill(i + 1, used2, gaps2, tallest2, count2) {
                return false;
            }
        }
        true
    }

    /// Marks the first `n` chosen values as supported (a filling through
    /// them exists); false once everything is.
    fn support(&mut self, n: usize) -> bool {
        self.found += 1;
        for i in 0..n {
            let before = self.supported[i];
            self.supported[i] |= bit(u32::from(self.chosen[i]));
            if before != self.domains[i] && self.supported[i] == self.domains[i] {
                self.open -= 1;
            }
        }
        self.open > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        for (depth, gaps) in [(4, 0), (5, 0), (6, 0), (7, 0), (4, 1), (5, 2), (6, 1)] {
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
