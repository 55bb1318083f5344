//! Tents played by hand: the rules on the person's marks (tents that
//! touch, a tent beside no tree, a row or column whose count can no
//! longer be met), the check against the solution, and hints from the
//! simple deductions of the game, else from the solution.

use super::hand_words::camp_hint_text;
use super::marks::CampMark;
use super::{camp_frame, line_squares};
use crate::i18n::{Lang, T};
use crate::kinds::hand::{
    CheckOutcome, Checked, Entries, HandPlay, Hint, HintReason, MarkedBoard, Solutions,
};
use crate::puzzles::{around, grid_cell_name, HouseKind, Side, Tents};

/// Why a Tents square gets its mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CampReason {
    /// The square is beside no tree: grass.
    NoTree,
    /// The square touches the tent on this square: grass.
    Touches(usize),
    /// The line has all its tents already: grass.
    LineFull(HouseKind),
    /// The tree on this square has no tent yet and the hint's square is
    /// the only free one beside it: a tent.
    OnlySpot(usize),
    /// The line still needs as many tents as it has free squares, none
    /// of them side by side: each takes one.
    LineNeedsAll(HouseKind),
}

/// The person's marks seen against the rules of the game.
struct Camp<'a> {
    tents: &'a Tents,
    marks: &'a [u8],
    rows: usize,
    cols: usize,
}

impl<'a> Camp<'a> {
    fn new(tents: &'a Tents, marks: &'a [u8]) -> Self {
        Camp {
            tents,
            marks,
            rows: tents.rows(),
            cols: tents.cols(),
        }
    }

    fn mark(&self, sq: usize) -> CampMark {
        CampMark::of(self.marks.get(sq).copied().unwrap_or(0))
    }

    fn is_tree(&self, sq: usize) -> bool {
        self.tents.trees().contains(&(sq as u16))
    }

    fn is_tent(&self, sq: usize) -> bool {
        self.mark(sq) == CampMark::Tent
    }

    /// The squares of line `house`.
    fn line(&self, house: HouseKind) -> Vec<usize> {
        match house {
            HouseKind::Row(r) => (0..self.cols).map(|c| r * self.cols + c).collect(),
            HouseKind::Column(c) => (0..self.rows).map(|r| r * self.cols + c).collect(),
            _ => Vec::new(),
        }
    }

    /// Every line with its count of tents: rows, then columns.
    fn lines(&self) -> Vec<(HouseKind, u8)> {
        let rows = (0..self.rows).map(|r| (HouseKind::Row(r), self.tents.row_counts()[r]));
        let cols = (0..self.cols).map(|c| (HouseKind::Column(c), self.tents.col_counts()[c]));
        rows.chain(cols).collect()
    }

    /// The trees whose tent could stand on `sq` (beside it, up, right,
    /// down or left).
    fn trees_beside(&self, sq: usize) -> Vec<usize> {
        (0..self.tents.trees().len())
            .filter(|&tree| (1..=4).any(|d| self.tents.target(tree, d) == Some(sq)))
            .collect()
    }

    /// A tent touching `sq` (also diagonally), if any.
    fn touching_tent(&self, sq: usize) -> Option<usize> {
        around(sq, self.rows, self.cols).find(|&o| o != sq && self.is_tent(o))
    }

    /// Whether a tent may still go on `sq`: unmarked, no tree, beside a
    /// tree, touching no tent.
    fn open(&self, sq: usize) -> bool {
        self.mark(sq) == CampMark::Empty
            && !self.is_tree(sq)
            && !self.trees_beside(sq).is_empty()
            && self.touching_tent(sq).is_none()
    }

    fn tents_in(&self, squares: &[usize]) -> usize {
        squares.iter().filter(|&&sq| self.is_tent(sq)).count()
    }
}

/// The person's tents that break a rule: touching another tent, or
/// standing beside no tree.
pub fn broken_squares(tents: &Tents, marks: &[u8]) -> Vec<usize> {
    let camp = Camp::new(tents, marks);
    (0..marks.len())
        .filter(|&sq| camp.is_tent(sq))
        .filter(|&sq| camp.touching_tent(sq).is_some() || camp.trees_beside(sq).is_empty())
        .collect()
}

/// The counts the marks break: a line with more tents than its number,
/// or too few squares left open to reach it (rows on the right, columns
/// at the bottom).
pub fn broken_lines(tents: &Tents, marks: &[u8]) -> Vec<(Side, usize)> {
    let camp = Camp::new(tents, marks);
    camp.lines()
        .into_iter()
        .filter(|&(house, count)| {
            let squares = camp.line(house);
            let placed = camp.tents_in(&squares);
            let open = squares.iter().filter(|&&sq| camp.open(sq)).count();
            placed > usize::from(count) || placed + open < usize::from(count)
        })
        .map(|(house, _)| match house {
            HouseKind::Row(r) => (Side::Right, r),
            HouseKind::Column(c) => (Side::Bottom, c),
            _ => (Side::Right, 0),
        })
        .collect()
}

/// Whether the marks' tents solve the puzzle.
pub fn solved(tents: &Tents, marks: &[u8]) -> bool {
    let grid = CampMark::tent_grid(marks);
    tents.is_solution(&grid)
}

/// The solution's tents (1 where a tent stands), if the puzzle has one
/// solution.
fn solution_grid(tents: &Tents, solutions: &Solutions) -> Option<Vec<u8>> {
    solutions
        .unique()
        .map(|directions| tents.tent_grid(directions))
}

/// The marks against the solution: a tent where it has none, grass where
/// it has a tent. The outcome, and the wrong squares with their marks.
pub fn check(tents: &Tents, marks: &[u8], solutions: &Solutions) -> (Checked, Vec<(usize, u8)>) {
    let solution = match solutions {
        Solutions::Unique(_) => solution_grid(tents, solutions).unwrap_or_default(),
        Solutions::Several(..) => return (Checked::NotUnique, Vec::new()),
        Solutions::None => return (Checked::NoSolution, Vec::new()),
        Solutions::Unknown => return (Checked::Unknown, Vec::new()),
    };
    let entered: Vec<usize> = (0..marks.len()).filter(|&sq| marks[sq] != 0).collect();
    if entered.is_empty() {
        return (Checked::Nothing, Vec::new());
    }
    let wrong: Vec<(usize, u8)> = entered
        .iter()
        .filter(|&&sq| (marks[sq] == CampMark::Tent as u8) != (solution[sq] == 1))
        .map(|&sq| (sq, marks[sq]))
        .collect();
    if !wrong.is_empty() {
        return (Checked::Wrong { count: wrong.len() }, wrong);
    }
    let placed = entered
        .iter()
        .filter(|&&sq| marks[sq] == CampMark::Tent as u8)
        .count();
    let left = tents.trees().len().saturating_sub(placed);
    (
        Checked::Right {
            entries: entered.len(),
            left,
        },
        Vec::new(),
    )
}

/// The next hint for the marks: a wrong mark first (where the puzzle
/// has one solution), then grass a rule forces (beside no tree, touching
/// a tent, in a line that has its tents), then a tent a tree forces (its
/// only free square), else the solution's next tent.
pub fn camp_hint(tents: &Tents, marks: &[u8], solutions: &Solutions) -> Option<Hint> {
    let camp = Camp::new(tents, marks);
    let hint = |cell, mark: CampMark, reason| {
        Some(Hint {
            cell,
            value: mark as u8,
            reason,
        })
    };
    let solution = solution_grid(tents, solutions);
    if let Some(solution) = &solution {
        let wrong = (0..marks.len())
            .find(|&sq| marks[sq] != 0 && (camp.is_tent(sq) != (solution[sq] == 1)));
        if let Some(sq) = wrong {
            return hint(sq, camp.mark(sq), HintReason::Wrong);
        }
    }
    if let Some((sq, reason)) = forced_grass(&camp) {
        return hint(sq, CampMark::Grass, HintReason::Camp(reason));
    }
    if let Some((sq, tree)) = only_spot(&camp) {
        return hint(
            sq,
            CampMark::Tent,
            HintReason::Camp(CampReason::OnlySpot(tree)),
        );
    }
    if let Some((sq, line)) = line_needs_all(&camp) {
        return hint(
            sq,
            CampMark::Tent,
            HintReason::Camp(CampReason::LineNeedsAll(line)),
        );
    }
    let solution = solution?;
    let next = (0..marks.len()).find(|&sq| solution[sq] == 1 && !camp.is_tent(sq))?;
    hint(next, CampMark::Tent, HintReason::FromSolution)
}

/// An unmarked square a rule makes grass, and the rule.
fn forced_grass(camp: &Camp) -> Option<(usize, CampReason)> {
    let unmarked = |sq: usize| camp.mark(sq) == CampMark::Empty && !camp.is_tree(sq);
    let squares = 0..camp.marks.len();
    if let Some(sq) = squares
        .clone()
        .find(|&sq| unmarked(sq) && camp.trees_beside(sq).is_empty())
    {
        return Some((sq, CampReason::NoTree));
    }
    for sq in squares.filter(|&sq| unmarked(sq)) {
        if let Some(tent) = camp.touching_tent(sq) {
            return Some((sq, CampReason::Touches(tent)));
        }
    }
    camp.lines().into_iter().find_map(|(house, count)| {
        let line = camp.line(house);
        let full = camp.tents_in(&line) == usize::from(count);
        let sq = line.into_iter().find(|&sq| unmarked(sq))?;
        full.then_some((sq, CampReason::LineFull(house)))
    })
}

/// A free square of a line whose free squares must all take tents: as
/// many as the line still needs, no two side by side.
fn line_needs_all(camp: &Camp) -> Option<(usize, HouseKind)> {
    camp.lines().into_iter().find_map(|(house, count)| {
        let line = camp.line(house);
        let needed = usize::from(count).checked_sub(camp.tents_in(&line))?;
        let open: Vec<usize> = line.into_iter().filter(|&sq| camp.open(sq)).collect();
        let apart = open.windows(2).all(|w| {
            let (a, b) = (w[0], w[1]);
            // Neighbours in a row differ by 1, in a column by the width.
            b - a != 1 && b - a != camp.cols
        });
        (needed > 0 && open.len() == needed && apart).then(|| (open[0], house))
    })
}

/// A tree without a tent beside it whose one open square must take its
/// tent: that square and the tree's.
fn only_spot(camp: &Camp) -> Option<(usize, usize)> {
    let tents = camp.tents;
    (0..tents.trees().len()).find_map(|tree| {
        let beside: Vec<usize> = (1..=4).filter_map(|d| tents.target(tree, d)).collect();
        if beside.iter().any(|&sq| camp.is_tent(sq)) {
            return None;
        }
        match beside
            .iter()
            .filter(|&&sq| camp.open(sq))
            .collect::<Vec<_>>()[..]
        {
            [&only] => Some((only, usize::from(tents.trees()[tree]))),
            _ => None,
        }
    })
}

impl HandPlay for Tents {
    fn how_to_play(&self) -> Option<T> {
        Some(T::CampHowTo)
    }

    fn fresh_marks(&self) -> Vec<u8> {
        vec![0; self.rows() * self.cols()]
    }

    fn fixed_square(&self, square: usize) -> Option<String> {
        let tree = self.trees().contains(&(square as u16));
        tree.then(|| grid_cell_name(square, self.cols()))
    }

    fn entry(&self, entries: Entries, i: usize) -> u8 {
        entries.marks.get(i).copied().unwrap_or(0)
    }

    fn entry_max(&self) -> Option<u8> {
        Some(CampMark::Grass as u8)
    }

    fn check_by_hand(&self, entries: Entries, solutions: &Solutions) -> Option<CheckOutcome> {
        Some(check(self, entries.marks, solutions))
    }

    fn solved_by_hand(&self, entries: Entries) -> Option<bool> {
        Some(solved(self, entries.marks))
    }

    fn hint_by_hand(&self, entries: Entries, solutions: &Solutions) -> Option<Option<Hint>> {
        Some(camp_hint(self, entries.marks, solutions))
    }

    fn hint_words(&self, hint: &Hint, level: u8, lang: Lang) -> Option<String> {
        Some(camp_hint_text(hint, level, self, lang))
    }

    fn hint_squares(&self, hint: &Hint) -> Option<Vec<usize>> {
        let HintReason::Camp(reason) = hint.reason else {
            return None;
        };
        Some(match reason {
            CampReason::LineFull(line) | CampReason::LineNeedsAll(line) => {
                line_squares(line, self.rows(), self.cols())
            }
            CampReason::OnlySpot(at) | CampReason::Touches(at) => vec![at],
            CampReason::NoTree => Vec::new(),
        })
    }

    fn marked_board(&self, marks: &[u8]) -> Option<MarkedBoard> {
        Some(MarkedBoard {
            broken: broken_squares(self, marks),
            frame: camp_frame(self, marks),
            broken_lines: broken_lines(self, marks),
        })
    }
}

#[cfg(test)]
#[path = "hand_tests.rs"]
mod tests;
