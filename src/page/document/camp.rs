//! A board played by marking its squares (Tents): each square empty, a
//! tent or grass, as the person marks it (the search's levels are the
//! trees; a person's are the squares, and which tree a tent belongs to is
//! for the rules to find). Part of the editor's grid: undone, redone and
//! stored with it. What the marks mean is the kind's (`kinds/tents/`).

use crate::kinds::hand::Entries;
use crate::kinds::kind_of;
use crate::kinds::tents::CampMark;
use crate::page::{Editor, Refused};

impl Editor {
    /// The person's marks, one per square of a board played by marks
    /// (as [`CampMark`] numbers); empty for the other kinds.
    pub fn camp(&self) -> &[u8] {
        &self.grid.camp
    }

    /// The mark on `square`.
    pub fn camp_mark(&self, square: usize) -> CampMark {
        CampMark::of(self.grid.camp.get(square).copied().unwrap_or(0))
    }

    /// What the person entered: the values and the marks.
    pub fn entries(&self) -> Entries<'_> {
        Entries {
            values: &self.grid.values,
            marks: &self.grid.camp,
        }
    }

    /// What the person entered at `i`: a Tents square's mark, whether an
    /// N-Queens square holds a queen, another kind's value of cell `i`.
    pub fn entry(&self, i: usize) -> u8 {
        kind_of(&self.puzzle).entry(self.entries(), i)
    }

    /// Marks `square` with `mark`; a tree cannot be marked. Returns
    /// whether anything changed.
    pub fn mark(&mut self, square: usize, mark: CampMark) -> Result<bool, Refused> {
        if self.grid.camp.is_empty() {
            return Err(Refused::Fixed);
        }
        if let Some(cell) = kind_of(&self.puzzle).fixed_square(square) {
            return Err(Refused::Given { cell });
        }
        let before = self.grid.clone();
        if let Some(m) = self.grid.camp.get_mut(square) {
            *m = mark as u8;
        }
        Ok(self.changed(before))
    }

    /// A typed key on a marked square: 1 a tent, 2 grass, 0 empty.
    pub(super) fn type_mark(&mut self, square: usize, value: u8) -> Result<bool, Refused> {
        let max = CampMark::Grass as u8;
        match value {
            0..=2 => self.mark(square, CampMark::of(value)),
            _ => Err(Refused::Range { value, max }),
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
