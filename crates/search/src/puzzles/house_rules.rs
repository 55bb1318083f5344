//! The rules of the puzzles that are houses and givens alone, every
//! Sudoku shape and the star: no value twice in a house. One
//! implementation of [`Constraints`] serves them all, over the houses'
//! sets of the values placed so far.

use super::{bit, Beside, Constraints, Houses, Mask, Reason};

/// A puzzle whose one rule is its houses; its [`Constraints`] come from
/// here.
pub trait HouseRules: Clone {
    /// The houses, with the values placed so far.
    fn house_sets(&self) -> &Houses;
    /// The same, to place values and take them back.
    fn house_sets_mut(&mut self) -> &mut Houses;
    /// The givens, cell by cell, 0 for empty.
    fn given_values(&self) -> &[u8];
    /// The rules beside the houses (a Sudoku's cages' sums, thermometers,
    /// kropki pairs, arrows), if any.
    #[inline(always)]
    fn beside(&self) -> Option<&Beside> {
        None
    }
    /// The same, to place values and take them back.
    #[inline(always)]
    fn beside_mut(&mut self) -> Option<&mut Beside> {
        None
    }

    /// Whether any rule beside the houses judges the digits. Asked inline
    /// on every move, so that a puzzle of houses alone pays one test, and
    /// the rules beside are judged out of line, in one copy for every
    /// strategy.
    #[inline(always)]
    fn has_rules_beside(&self) -> bool {
        self.beside().is_some()
    }

    /// Whether `values` (every cell) solve the puzzle: each from 1 to the
    /// houses' side, the givens kept, no value twice in a house.
    fn solved_by(&self, values: &[u8]) -> bool {
        let givens = self.given_values();
        let side = self.house_sets().side();
        values.len() == givens.len()
            && values.iter().all(|&v| v >= 1 && usize::from(v) <= side)
            && givens.iter().zip(values).all(|(&g, &v)| g == 0 || g == v)
            && self.house_sets().check_values(values).is_ok()
            && self.beside().is_none_or(|rules| rules.solved_by(values))
    }
}

impl<P: HouseRules> Constraints for P {
    fn cells(&self) -> usize {
        self.given_values().len()
    }
    fn size(&self) -> u32 {
        self.house_sets().side() as u32
    }
    fn given(&self, cell: usize) -> Option<u32> {
        match self.given_values()[cell] {
            0 => None,
            g => Some(u32::from(g)),
        }
    }
    #[inline]
    fn place(&mut self, cell: usize, value: u32) {
        self.house_sets_mut().place(cell, value);
        if let Some(rules) = self.beside_mut() {
            rules.place(cell, value);
        }
    }
    #[inline]
    fn unplace(&mut self, cell: usize, value: u32) {
        self.house_sets_mut().unplace(cell, value);
        if let Some(rules) = self.beside_mut() {
            rules.unplace(cell, value);
        }
    }
    #[inline]
    fn free(&self, cell: usize) -> Mask {
        self.house_sets().free(cell)
    }
    #[inline]
    fn consistent(&self, cell: usize, value: u32) -> bool {
        self.house_sets().free(cell) & bit(value) != 0
            && self.beside().is_none_or(|rules| rules.allows(cell, value))
    }
    // The article's loop asks this once per level: inlined, as the wasm
    // build would otherwise call it (a tenth of the exhaustive run's time).
    #[inline(always)]
    fn classic_moves(&self, cell: usize) -> Mask {
        match self.given_values()[cell] {
            0 => self.house_sets().free(cell),
            g => bit(u32::from(g)),
        }
    }
    /// An empty cell lists only its free values, which is all `consistent`
    /// checks but a cage's sum and a thermometer; a given is listed
    /// unchecked and must be checked.
    #[inline]
    fn classic_moves_prechecked(&self, cell: usize) -> bool {
        self.given_values()[cell] == 0 && !self.has_rules_beside()
    }
    fn strike(&self, cell: usize, value: u32, domains: &mut [Mask]) {
        self.house_sets().strike(cell, value, domains);
    }
    fn complete_houses(&self) -> Vec<Vec<u16>> {
        self.house_sets().complete()
    }
    fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let held = self.house_sets().holder(board, cell, value);
        let held = held.map(|(house, at)| Reason::InHouse { house, at });
        held.or_else(|| self.beside()?.why_not(board, cell, value))
    }
    fn narrow(&self, domains: &mut [Mask]) -> bool {
        self.beside()
            .is_none_or(|rules| rules.narrow(domains, None))
    }
    fn narrow_since(&self, domains: &mut [Mask], seen: &[Mask]) -> bool {
        self.beside()
            .is_none_or(|rules| rules.narrow(domains, Some(seen)))
    }
}
