//! Painting jigsaw regions: a draft of the regions of a Sudoku, painted
//! cell by cell (dragging over the board, or a region's number typed on a
//! selected cell), drawn with its borders and tints as it is, and made
//! the puzzle's layout only when every region is whole: `n` cells, in one
//! piece (else the message names the region and a cell of it).

use crate::kinds::drawing::region_tints;
use crate::kinds::kind_of;
use crate::page::view::board::BoardView;
use crate::puzzles::AnyPuzzle;

/// The regions being painted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionDraft {
    /// The side of the grid.
    pub side: usize,
    /// The region of each cell (0 to side - 1), row-major.
    pub regions: Vec<usize>,
    /// The region a paint stroke puts cells into.
    pub brush: usize,
}

/// What the region editor does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionEdit {
    /// Start painting the grid's regions (its boxes, or its regions).
    Start,
    /// Paint with region `k` (0-based).
    Brush(usize),
    /// Put this cell into the brush's region.
    Paint(usize),
    /// Make the draft the puzzle's regions, if every region is whole.
    Apply,
    /// Stop painting; the puzzle keeps its regions.
    Cancel,
}

impl RegionDraft {
    /// A draft of `puzzle`'s regions as they are, where a person may
    /// paint them.
    pub fn of(puzzle: &AnyPuzzle) -> Option<Self> {
        let kind = kind_of(puzzle);
        let regions = kind.regions().filter(|_| kind.paints_regions())?;
        Some(RegionDraft {
            side: puzzle.side() as usize,
            regions: regions.to_vec(),
            brush: 0,
        })
    }

    /// How many cells each region has now.
    pub fn sizes(&self) -> Vec<usize> {
        let mut sizes = vec![0; self.side];
        for &r in &self.regions {
            sizes[r] += 1;
        }
        sizes
    }

    /// Draws the draft over `view`: its borders and tints instead of the
    /// puzzle's.
    pub fn draw(&self, view: &mut BoardView) {
        let n = self.side;
        let tints = region_tints(&self.regions, n);
        for (sq, cell) in view.squares.iter_mut().enumerate().take(n * n) {
            cell.classes
                .retain(|c| !c.starts_with("thick-") && !c.starts_with("tint-"));
            let (r, c) = (sq / n, sq % n);
            if r + 1 < n && self.regions[sq + n] != self.regions[sq] {
                cell.classes.push("thick-bottom");
            }
            if c + 1 < n && self.regions[sq + 1] != self.regions[sq] {
                cell.classes.push("thick-right");
            }
            cell.classes.extend(tints.get(sq));
            cell.classes.push("painting");
        }
    }
}

impl RegionDraft {
    /// Paints with region `k` from now on (if the grid has that many).
    pub fn take_brush(&mut self, k: usize) {
        if k < self.side {
            self.brush = k;
        }
    }

    /// Puts `cell` into the brush's region (a cell off the grid: none).
    pub fn paint(&mut self, cell: usize) {
        if let Some(region) = self.regions.get_mut(cell) {
            *region = self.brush;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::page::{Action, Editor, Model, Note, PuzzleAction};

    fn edit(m: &mut Model, e: RegionEdit) {
        m.update(Action::Puzzle(PuzzleAction::Regions(e)), 0.0);
    }

    #[test]
    fn painted_regions_become_the_layout_only_when_whole() {
        let mut m = Model::new(Editor::new(parse_puzzle("1...............").unwrap()), 1);
        edit(&mut m, RegionEdit::Start);
        assert_eq!(
            m.mode.regions().unwrap().regions,
            vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]
        );
        // Trade r2c2 (box 0) and r2c3 (box 1): regions stay whole.
        edit(&mut m, RegionEdit::Brush(1));
        edit(&mut m, RegionEdit::Paint(5));
        // Half done: box 0 has 3 cells, box 1 has 5; applying names one and
        // keeps the draft.
        edit(&mut m, RegionEdit::Apply);
        assert!(
            matches!(&m.screen.note(), Some(Note::CannotRead(e)) if e.to_string().contains("region 0 has 3 cells (first r1c1)")),
            "{:?}",
            m.screen.note()
        );
        assert!(m.mode.regions().is_some());
        edit(&mut m, RegionEdit::Brush(0));
        edit(&mut m, RegionEdit::Paint(6));
        edit(&mut m, RegionEdit::Apply);
        assert!(m.mode.regions().is_none(), "{:?}", m.screen.note());
        let region_of = kind_of(m.document.editor().puzzle()).regions().unwrap();
        assert_eq!(region_of[5], region_of[2]);
        assert_eq!(region_of[6], region_of[0]);
        assert_eq!(m.document.editor().values()[0], 1, "the values stay");
    }

    #[test]
    fn the_draft_is_drawn_with_its_own_borders() {
        let mut m = Model::new(Editor::new(parse_puzzle("................").unwrap()), 1);
        edit(&mut m, RegionEdit::Start);
        edit(&mut m, RegionEdit::Brush(1));
        edit(&mut m, RegionEdit::Paint(1));
        let view = crate::page::cell_views(&m);
        assert!(
            view.squares[0].classes.contains(&"thick-right"),
            "r1c1 | r1c2 now differ"
        );
        assert!(
            !view.squares[1].classes.contains(&"thick-right"),
            "r1c2 and r1c3 share region 1"
        );
        assert!(view.squares.iter().all(|c| c.classes.contains(&"painting")));
    }
}
