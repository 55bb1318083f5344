//! Odd and even cells on a Sudoku: a cell shaded as odd (a grey circle)
//! holds an odd digit, one shaded as even (a grey square) an even digit.

use std::sync::Arc;

use super::line_steps::step_name;
use super::{bit, Invalid, Mask, Reason, ShapeProblem};

/// The odd and even cells of a grid.
#[derive(Clone, Debug)]
pub struct Parity {
    /// Each cell's shade: 0 none, 1 odd, 2 even.
    shade: Arc<Vec<u8>>,
    /// The digits of the grid that are odd.
    odd: Mask,
}

impl Parity {
    /// The cells `odd` and `even` on a grid of `side`. Refuses a cell
    /// outside the grid or shaded twice.
    pub fn new(odd: &[usize], even: &[usize], side: usize) -> Result<Self, Invalid> {
        let mut shade = vec![0u8; side * side];
        let shaded = odd
            .iter()
            .map(|&c| (c, 1))
            .chain(even.iter().map(|&c| (c, 2)));
        for (cell, mark) in shaded {
            match shade.get_mut(cell) {
                Some(s) if *s == 0 => *s = mark,
                _ => {
                    let cell = step_name(cell, side);
                    return Err(Invalid::Shape(ShapeProblem::ParityCell { cell }));
                }
            }
        }
        let odd = (1..=side as u32).step_by(2).fold(0, |m, v| m | bit(v));
        Ok(Parity {
            shade: Arc::new(shade),
            odd,
        })
    }

    /// Whether `cell` is shaded odd (`Some(true)`), even (`Some(false)`).
    pub fn of(&self, cell: usize) -> Option<bool> {
        match self.shade[cell] {
            1 => Some(true),
            2 => Some(false),
            _ => None,
        }
    }

    /// The digits `cell` may hold by its shade.
    fn allowed(&self, cell: usize) -> Mask {
        match self.of(cell) {
            Some(true) => self.odd,
            Some(false) => !self.odd,
            None => !0,
        }
    }

    /// Why `value` in `cell` is refused by its shade.
    #[inline(never)]
    pub fn why_not(&self, cell: usize, value: u32) -> Option<Reason> {
        let odd = self.of(cell)?;
        (self.allowed(cell) & bit(value) == 0).then_some(Reason::Parity { odd })
    }

    /// The shaded cells whose digit (0: empty) has the other parity.
    pub fn broken<'a>(&'a self, values: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        (0..values.len())
            .filter(move |&c| values[c] != 0 && self.why_not(c, values[c].into()).is_some())
    }

    /// Whether full `values` keep every shade.
    pub fn solved_by(&self, values: &[u8]) -> bool {
        self.broken(values).next().is_none()
    }

    /// Keeps in each shaded cell the digits of its parity; false when one
    /// is left with none.
    #[inline(never)]
    pub fn narrow(&self, domains: &mut [Mask]) -> bool {
        (0..domains.len()).all(|c| {
            domains[c] &= self.allowed(c);
            domains[c] != 0
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::full;

    #[test]
    fn an_odd_cell_takes_odd_digits_and_an_even_cell_even_ones() {
        let parity = Parity::new(&[0], &[1], 4).unwrap();
        assert_eq!(parity.why_not(0, 3), None);
        assert_eq!(parity.why_not(0, 2), Some(Reason::Parity { odd: true }));
        assert_eq!(parity.why_not(1, 3), Some(Reason::Parity { odd: false }));
        assert_eq!(parity.why_not(2, 3), None);
        let mut domains = vec![full(4); 16];
        assert!(parity.narrow(&mut domains));
        assert_eq!((domains[0], domains[1]), (bit(1) | bit(3), bit(2) | bit(4)));
        let values = [2, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(parity.broken(&values).collect::<Vec<_>>(), vec![0]);
        assert!(matches!(
            Parity::new(&[3], &[3], 4),
            Err(Invalid::Shape(ShapeProblem::ParityCell { .. }))
        ));
        assert!(Parity::new(&[16], &[], 4).is_err());
    }
}
