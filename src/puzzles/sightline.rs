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
        let mut walk = Walk {
            rules,
            line: self,
            domains: [0; MAX_LINE],
            supported: [0; MAX_LINE],
            chosen: [0; MAX_LINE],
            nodes: 0,
            open: 0,
        };
        for (i, &c) in self.cells.iter().enumerate() {
            walk.domains[i] = domains[c as usize];
            if walk.domains[i] == 0 {
                return false;
            }
        }
        walk.open = n;
        let finished = walk.fill(0, 0, 0, 0, 0);
        if !finished && walk.nodes > LINE_BUDGET {
            return true;
        }
        for (i, &c) in self.cells.iter().enumerate() {
            domains[c as usize] &= walk.supported[i];
        }
        walk.supported[..n].iter().all(|&m| m != 0)
    }
}

/// The depth-first walk over one line's fillings.
struct Walk<'a> {
    rules: LineRules,
    line: &'a Sightline,
    domains: [Mask; MAX_LINE],
    supported: [Mask; MAX_LINE],
    chosen: [u8; MAX_LINE],
    nodes: u32,
    /// Positions whose every candidate is not yet known to be supported.
    open: usize,
}

impl Walk<'_> {
    /// Fills position `i` onwards; `used` the heights so far, `gaps` the
    /// gaps so far, `tallest` and `count` what the start clue sees so far.
    /// Returns false to stop: every candidate is supported, or the budget
    /// ran out.
    fn fill(&mut self, i: usize, used: Mask, gaps: u8, tallest: u8, count: u8) -> bool {
        let n = self.line.cells.len();
        let LineRules {
            depth,
            gaps: max_gaps,
        } = self.rules;
        if i == n {
            if self.line.end == 0
                || seen(self.chosen[..n].iter().rev().copied(), depth) == self.line.end
            {
                if self.line.start != 0 && count != self.line.start {
                    return true;
                }
                return self.support(n);
            }
            return true;
        }
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
            if self.line.start != 0 {
                if count2 > self.line.start {
                    continue;
                }
                // Each building still to come can add one more at most,
                // and only the heights above the tallest so far.
                let taller = (full(u32::from(depth)) & !full(u32::from(tallest2)) & !used)
                    .count_ones() as usize;
                let left = (n - i - 1).min(taller) as u8;
                if count2 + left < self.line.start {
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

    /// Marks the chosen filling as supported; false once all is.
    fn support(&mut self, n: usize) -> bool {
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
