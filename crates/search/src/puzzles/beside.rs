//! The rules a Sudoku may have beside its houses (Killer cages' sums,
//! thermometers, kropki and XV pairs, arrows, odd and even cells, anti-knight and
//! anti-king, whispers, palindromes, renbans, little killers and sandwich sums), with the one board of digits
//! placed so far that they judge.
//!
//! Its methods are never inlined: one copy serves every strategy's
//! search, and a Sudoku of houses alone never calls them.

use super::{
    Apart, Arrows, CageSums, Dots, Invalid, Layout, LineRules, LittleKillers, Mask, Negative,
    Parity, Reason, Sandwiches, Thermometers,
};

/// A Sudoku's rules beside its houses and the digits placed so far.
#[derive(Clone, Debug)]
pub struct Beside {
    /// The digit in each cell (0: empty), as the search placed them.
    board: Vec<u8>,
    sums: Option<CageSums>,
    thermos: Option<Thermometers>,
    dots: Option<Dots>,
    arrows: Option<Arrows>,
    parity: Option<Parity>,
    apart: Option<Apart>,
    lines: Option<LineRules>,
    killers: Option<LittleKillers>,
    sandwiches: Option<Sandwiches>,
}

impl Beside {
    /// The rules of `layout` beside the houses on a grid of `side`; `None`
    /// when it has none. Refuses what [`CageSums::new`],
    /// [`Thermometers::new`], [`Dots::new`] and [`Arrows::new`] refuse.
    pub fn new(layout: &Layout, side: usize) -> Result<Option<Self>, Invalid> {
        let sums = match layout.cages.is_empty() {
            true => None,
            false => Some(CageSums::new(&layout.cages, side)?),
        };
        let thermos = match layout.thermometers.is_empty() {
            true => None,
            false => Some(Thermometers::new(&layout.thermometers, side)?),
        };
        let negative = layout.negative;
        let dots = match layout.dots.is_empty() && negative == Negative::default() {
            true => None,
            false => Some(Dots::new(&layout.dots, negative, side)?),
        };
        let arrows = match layout.arrows.is_empty() {
            true => None,
            false => Some(Arrows::new(&layout.arrows, side)?),
        };
        let parity = match layout.odd.is_empty() && layout.even.is_empty() {
            true => None,
            false => Some(Parity::new(&layout.odd, &layout.even, side)?),
        };
        let apart = (layout.anti_knight || layout.anti_king)
            .then(|| Apart::new(layout.anti_knight, layout.anti_king, side));
        let lines = match layout.lines.is_empty() {
            true => None,
            false => Some(LineRules::new(&layout.lines, side)?),
        };
        let killers = match layout.little_killers.is_empty() {
            true => None,
            false => Some(LittleKillers::new(&layout.little_killers, side)?),
        };
        let sandwiches = match layout.sandwiches.is_empty() {
            true => None,
            false => Some(Sandwiches::new(&layout.sandwiches, side)?),
        };
        let any = sums.is_some() || thermos.is_some() || dots.is_some() || arrows.is_some();
        let other = parity.is_some() || apart.is_some() || lines.is_some() || killers.is_some();
        let other = other || sandwiches.is_some();
        Ok((any || other).then(|| Beside {
            board: vec![0; side * side],
            sums,
            thermos,
            dots,
            arrows,
            parity,
            apart,
            lines,
            killers,
            sandwiches,
        }))
    }

    /// The same rules with no digit placed.
    pub fn cleared(&self) -> Self {
        Beside {
            board: vec![0; self.board.len()],
            sums: self.sums.as_ref().map(CageSums::cleared),
            ..self.clone()
        }
    }

    /// The Killer cages' running sums, if any.
    pub fn sums(&self) -> Option<&CageSums> {
        self.sums.as_ref()
    }

    /// The thermometers, if any.
    pub fn thermometers(&self) -> Option<&Thermometers> {
        self.thermos.as_ref()
    }

    /// The kropki pairs, if any dot or negative constraint.
    pub fn dots(&self) -> Option<&Dots> {
        self.dots.as_ref()
    }

    /// The arrows, if any.
    pub fn arrows(&self) -> Option<&Arrows> {
        self.arrows.as_ref()
    }

    /// The odd and even cells, if any.
    pub fn parity(&self) -> Option<&Parity> {
        self.parity.as_ref()
    }

    /// The little killers, if any.
    pub fn little_killers(&self) -> Option<&LittleKillers> {
        self.killers.as_ref()
    }

    /// The sandwich sums, if any.
    pub fn sandwiches(&self) -> Option<&Sandwiches> {
        self.sandwiches.as_ref()
    }

    /// The whispers, palindromes and renbans, if any.
    pub fn lines(&self) -> Option<&LineRules> {
        self.lines.as_ref()
    }

    /// The anti-knight and anti-king rules, if either.
    pub fn apart(&self) -> Option<&Apart> {
        self.apart.as_ref()
    }

    /// `value` placed in `cell`.
    #[inline(never)]
    pub fn place(&mut self, cell: usize, value: u32) {
        self.board[cell] = value as u8;
        if let Some(sums) = &mut self.sums {
            sums.place(cell, value);
        }
    }

    /// `value` taken back out of `cell`.
    #[inline(never)]
    pub fn unplace(&mut self, cell: usize, value: u32) {
        self.board[cell] = 0;
        if let Some(sums) = &mut self.sums {
            sums.unplace(cell, value);
        }
    }

    /// Whether these rules allow `value` in `cell` with the digits placed.
    #[inline(never)]
    pub fn allows(&self, cell: usize, value: u32) -> bool {
        self.sums.as_ref().is_none_or(|s| s.allows(cell, value))
            && self.why_not_on_lines(&self.board, cell, value).is_none()
    }

    /// Why these rules refuse `value` in `cell` on `board` (the values
    /// placed, 0 for empty).
    #[inline(never)]
    pub fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let sums = self.sums.as_ref();
        sums.and_then(|s| s.why_not(board, cell, value))
            .or_else(|| self.why_not_on_lines(board, cell, value))
    }

    /// Why a cell's shade, the thermometers, kropki pairs, arrows or the
    /// cells a chess move away refuse `value` in `cell` on `board`.
    fn why_not_on_lines(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        (self.parity.as_ref())
            .and_then(|p| p.why_not(cell, value))
            .or_else(|| self.thermos.as_ref()?.why_not(board, cell, value))
            .or_else(|| self.dots.as_ref()?.why_not(board, cell, value))
            .or_else(|| self.arrows.as_ref()?.why_not(board, cell, value))
            .or_else(|| self.apart.as_ref()?.why_not(board, cell, value))
            .or_else(|| self.lines.as_ref()?.why_not(board, cell, value))
            .or_else(|| self.killers.as_ref()?.why_not(board, cell, value))
            .or_else(|| self.sandwiches.as_ref()?.why_not(board, cell, value))
    }

    /// Narrows `domains` by these rules (with `seen`, only where a domain
    /// changed since); false when one is left empty.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask], seen: Option<&[Mask]>) -> bool {
        (self.parity.as_ref()).is_none_or(|p| p.narrow(domains))
            && (self.apart.as_ref()).is_none_or(|a| a.narrow(domains))
            && (self.sums.as_ref()).is_none_or(|s| s.narrow(domains, seen))
            && (self.thermos.as_ref()).is_none_or(|t| t.narrow(domains, seen))
            && (self.dots.as_ref()).is_none_or(|d| d.narrow(domains, seen))
            && (self.arrows.as_ref()).is_none_or(|a| a.narrow(domains, seen))
            && (self.lines.as_ref()).is_none_or(|l| l.narrow(domains, seen))
            && (self.killers.as_ref()).is_none_or(|k| k.narrow(domains, seen))
            && (self.sandwiches.as_ref()).is_none_or(|s| s.narrow(domains, seen))
    }

    /// Whether full `values` keep every one of these rules.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        (self.sums.as_ref()).is_none_or(|s| s.solved_by(values))
            && (self.thermos.as_ref()).is_none_or(|t| t.solved_by(values))
            && (self.dots.as_ref()).is_none_or(|d| d.solved_by(values))
            && (self.arrows.as_ref()).is_none_or(|a| a.solved_by(values))
            && (self.parity.as_ref()).is_none_or(|p| p.solved_by(values))
            && (self.apart.as_ref()).is_none_or(|a| a.solved_by(values))
            && (self.lines.as_ref()).is_none_or(|l| l.solved_by(values))
            && (self.killers.as_ref()).is_none_or(|k| k.solved_by(values))
            && (self.sandwiches.as_ref()).is_none_or(|s| s.solved_by(values))
    }
}
