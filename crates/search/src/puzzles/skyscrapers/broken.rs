//! The clues a partly filled grid can no longer meet: a person solving
//! by hand sees a clue broken as soon as no way to fill the rest of its
//! line would meet it, not only when the line is full.

use super::{Side, Skyscrapers};
use crate::puzzles::sightline::Sightline;
use crate::puzzles::{bit, Constraints, Mask};

impl Skyscrapers {
    /// The clues (side, and line along that side) that no filling of the
    /// empty cells of their line can meet, given `values` (0: empty).
    pub fn broken_clues(&self, values: &[u8]) -> Vec<(Side, usize)> {
        let side = self.side();
        let any: Mask = (1..=self.size()).map(bit).sum();
        let domains: Vec<Mask> = values
            .iter()
            .map(|&v| if v == 0 { any } else { bit(u32::from(v)) })
            .collect();
        let mut broken = Vec::new();
        for (index, line) in self.shape.lines.iter().enumerate() {
            let (start_side, end_side, at) = if index < side {
                (Side::Left, Side::Right, index)
            } else {
                (Side::Top, Side::Bottom, index - side)
            };
            for (clue, clue_side) in [(line.start, start_side), (line.end, end_side)] {
                let alone = Sightline {
                    cells: line.cells.clone(),
                    start: if clue_side == start_side { clue } else { 0 },
                    end: if clue_side == end_side { clue } else { 0 },
                };
                if clue != 0 && !alone.narrow(self.rules(), &mut domains.clone()) {
                    broken.push((clue_side, at));
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
