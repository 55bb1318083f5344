//! A Tents board played by hand: each square empty, a tent or grass, as
//! the person marks it (the search's levels are the trees; a person's are
//! the squares, and which tree a tent belongs to is for the rules to
//! find). Part of the editor's grid: undone, redone and stored with it.

use crate::page::{Editor, Refused};
use crate::puzzles::{grid_cell_name, AnyPuzzle};

/// What a person has marked on a Tents square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CampMark {
    /// Nothing yet.
    Empty = 0,
    /// A tent.
    Tent = 1,
    /// Grass: no tent here.
    Grass = 2,
}

impl CampMark {
    /// The mark of a stored number (anything unknown is empty).
    pub fn of(n: u8) -> CampMark {
        match n {
            1 => CampMark::Tent,
            2 => CampMark::Grass,
            _ => CampMark::Empty,
        }
    }

    /// The tents of a board's `marks`: 1 where a tent stands, 0
    /// elsewhere (the form of the search's `Tents::tent_grid`).
    pub fn tent_grid(marks: &[u8]) -> Vec<u8> {
        marks
            .iter()
            .map(|&m| u8::from(CampMark::of(m) == CampMark::Tent))
            .collect()
    }

    /// The mark a click gives after this one: empty, tent, grass, empty.
    pub fn next(self) -> CampMark {
        match self {
            CampMark::Empty => CampMark::Tent,
            CampMark::Tent => CampMark::Grass,
            CampMark::Grass => CampMark::Empty,
        }
    }
}

impl Editor {
    /// The person's marks, one per square of a Tents board (as
    /// [`CampMark`] numbers); empty for the other kinds.
    pub fn camp(&self) -> &[u8] {
        &self.grid.camp
    }

    /// The mark on `square`.
    pub fn camp_mark(&self, square: usize) -> CampMark {
        CampMark::of(self.grid.camp.get(square).copied().unwrap_or(0))
    }

    /// What the person entered at `i`: a Tents square's mark, whether an
    /// N-Queens square holds a queen, another kind's value of cell `i`.
    pub fn entry(&self, i: usize) -> u8 {
        match &self.puzzle {
            AnyPuzzle::Tents(_) => self.grid.camp.get(i).copied().unwrap_or(0),
            // A square: 1 where its row's queen stands.
            AnyPuzzle::Queens(q) => {
                let (row, col) = (i / q.n(), i % q.n());
                u8::from(self.grid.values.get(row) == Some(&(col as u8 + 1)))
            }
            _ => self.grid.values.get(i).copied().unwrap_or(0),
        }
    }

    /// Marks `square` with `mark`; a tree cannot be marked. Returns
    /// whether anything changed.
    pub fn mark(&mut self, square: usize, mark: CampMark) -> Result<bool, Refused> {
        let AnyPuzzle::Tents(tents) = &self.puzzle else {
            return Err(Refused::Fixed);
        };
        if tents.trees().contains(&(square as u16)) {
            return Err(Refused::Given {
                cell: grid_cell_name(square, tents.cols()),
            });
        }
        let before = self.grid.clone();
        if let Some(m) = self.grid.camp.get_mut(square) {
            *m = mark as u8;
        }
        Ok(self.changed(before))
    }

    /// A typed key on a Tents square: 1 a tent, 2 grass, 0 empty.
    pub(super) fn type_mark(&mut self, square: usize, value: u8) -> Result<bool, Refused> {
        match value {
            0..=2 => self.mark(square, CampMark::of(value)),
            _ => Err(Refused::Range { value, max: 2 }),
        }
    }

    /// The empty marks of a fresh `puzzle`: one per square of a Tents
    /// board, none for the other kinds.
    pub(super) fn fresh_camp(puzzle: &AnyPuzzle) -> Vec<u8> {
        match puzzle {
            AnyPuzzle::Tents(t) => vec![0; t.rows() * t.cols()],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    fn camp() -> Editor {
        let doc = r#"{"kind":"tents","rows":4,"cols":4,"trees":[[0,1],[2,2]],"row_counts":[1,0,0,1],"col_counts":[1,0,0,1]}"#;
        Editor::new(parse_puzzle(doc).unwrap())
    }

    #[test]
    fn a_square_takes_a_tent_grass_or_nothing_and_undo_takes_it_back() {
        let mut e = camp();
        assert_eq!(e.camp().len(), 16);
        assert_eq!(e.mark(0, CampMark::Tent), Ok(true));
        assert_eq!(e.camp_mark(0), CampMark::Tent);
        assert_eq!(e.type_mark(0, 2), Ok(true));
        assert_eq!(e.camp_mark(0), CampMark::Grass);
        assert_eq!(
            e.type_mark(0, 2),
            Ok(false),
            "the same mark changes nothing"
        );
        assert!(e.undo());
        assert_eq!(e.camp_mark(0), CampMark::Tent);
        assert_eq!(e.type_mark(0, 3), Err(Refused::Range { value: 3, max: 2 }));
    }

    #[test]
    fn a_tree_is_not_marked_and_the_marks_survive_storage() {
        let mut e = camp();
        assert_eq!(
            e.mark(1, CampMark::Tent),
            Err(Refused::Given {
                cell: "r1c2".into()
            })
        );
        e.mark(4, CampMark::Tent).unwrap();
        let back = Editor::load(&e.save()).unwrap();
        assert_eq!(back.camp_mark(4), CampMark::Tent);
        assert_eq!(CampMark::Empty.next().next().next(), CampMark::Empty);
    }
}
