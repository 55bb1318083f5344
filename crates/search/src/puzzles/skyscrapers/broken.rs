//! The clues a partly filled grid can no longer meet: a person solving
//! by hand sees a clue broken as soon as no way to fill the rest of its
//! line would meet it, not only when the line is full.

use super::{Side, Skyscrapers};
use crate::puzzles::sightline::Sightline;
use crate::puzzles::{bit, Constraints, Mask};

impl Skyscrapers {
    /// Narrows `domains` (one per cell) to the values that some filling
    /// of the line at `line` along `side` allows by that side's clue
    /// alone; false when none does. A line without a clue there keeps
    /// its domains.
    pub fn narrow_by_clue(&self, side: Side, line: usize, domains: &mut [Mask]) -> bool {
        let n = self.side();
        let index = match side {
            Side::Left | Side::Right => line,
            Side::Top | Side::Bottom => n + line,
        };
        let Some(whole) = self.shape.lines.get(index) else {
            return true;
        };
        let at_start = matches!(side, Side::Left | Side::Top);
        let alone = Sightline {
            cells: whole.cells.clone(),
            start: if at_start { whole.start } else { 0 },
            end: if at_start { 0 } else { whole.end },
        };
        alone.narrow(self.rules(), domains)
    }

    /// The clues (side, and line along that side) that no filling of the
    /// empty cells of their line can meet, given `values` (0: empty).
    pub fn broken_clues(&self, values: &[u8]) -> Vec<(Side, usize)> {
        let any: Mask = (1..=self.size()).map(bit).sum();
        let domains: Vec<Mask> = values
            .iter()
            .map(|&v| if v == 0 { any } else { bit(u32::from(v)) })
            .collect();
        let mut broken = Vec::new();
        for side in [Side::Top, Side::Bottom, Side::Left, Side::Right] {
            for (line, &clue) in self.clues().side(side).iter().enumerate() {
                if clue != 0 && !self.narrow_by_clue(side, line, &mut domains.clone()) {
                    broken.push((side, line));
                }
            }
        }
        broken
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::Clues;

    #[test]
    fn a_clue_is_broken_as_soon_as_its_line_cannot_meet_it() {
        // 4x4, the top of column 1 sees 4: the column must read 1 2 3 4.
        let clues = Clues {
            top: vec![4, 0, 0, 0],
            bottom: vec![0; 4],
            left: vec![0; 4],
            right: vec![0; 4],
        };
        let s = Skyscrapers::new(4, 4, clues, vec![0; 16], false).unwrap();
        let mut values = vec![0; 16];
        assert!(s.broken_clues(&values).is_empty());
        values[0] = 1;
        assert!(
            s.broken_clues(&values).is_empty(),
            "1 at the top still fits"
        );
        values[4] = 3;
        assert_eq!(
            s.broken_clues(&values),
            vec![(Side::Top, 0)],
            "3 second: 4 cannot be seen"
        );
    }
}
