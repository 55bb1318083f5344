//! Locked candidates for the bitboard solver, one value at a time: a house
//! that can hold the value only where it overlaps another house leaves the
//! rest of that other house ("pointing" from the first, "claiming" seen
//! from the second).

use super::cells::CellSet;
use super::layout::{HouseSet, Layout};

/// One pass over one value's `cells`: every `touched` house that can hold
/// the value only in its overlap with a partner strikes the rest of the
/// partner. Pointing from the touched houses is enough: a house whose
/// cells for the value did not change locked what it locks when they last
/// did (and claiming is pointing from the other house). Houses that hold
/// the value already (not `unplaced`) are passed over: its peers have lost
/// it there, so they lock nothing.
#[inline(always)]
pub fn lock<Cells: CellSet>(
    layout: &Layout<Cells>,
    mut cells: Cells,
    touched: HouseSet,
    unplaced: HouseSet,
) -> Cells {
    let mut houses = touched & unplaced;
    while houses != 0 {
        let house = houses.trailing_zeros();
        houses &= houses - 1;
        let mine = cells & layout.house(house);
        if mine.is_empty() {
            // A dead state (the singles, looked for before, left no such
            // house, but a pass before this one may have made one): the
            // singles will find it.
            continue;
        }
        // Only an overlap that holds all of `mine` locks, so only the
        // partners that hold its first cell are looked at: in a Sudoku,
        // two of a box's six, one of a row's three.
        let mut others = layout.partners(house) & layout.cell_houses(mine.first()) & unplaced;
        while others != 0 {
            let other = others.trailing_zeros();
            others &= others - 1;
            let o = layout.overlap(house, other);
            if !mine.meets(o.own_only) {
                cells &= !o.other_only;
            }
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::Sudoku;

    /// The cells of a 9x9 at (row, column).
    fn at(cells: &[(u32, u32)]) -> u128 {
        cells.iter().fold(0, |m, &(r, c)| m | 1 << (9 * r + c))
    }

    /// Row 0 is house 0, column 0 house 9, the first box house 18.
    const ROW_0: HouseSet = 1;
    const BOX_0: HouseSet = 1 << 18;

    #[test]
    fn a_box_confining_a_value_to_a_row_strikes_the_rest_of_the_row() {
        let sudoku = Sudoku::new(vec![0; 81]).unwrap();
        let layout = Layout::<u128>::new(sudoku.houses());
        let all = layout.every_cell;
        // The first box holds the value only in its top row.
        let cells = all & !at(&[(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]);
        let every = layout.every_house();
        let row_rest = at(&[(0, 3), (0, 4), (0, 5), (0, 6), (0, 7), (0, 8)]);
        assert_eq!(lock(&layout, cells, BOX_0, every), cells & !row_rest);
        // Claiming: the row whose only places are in the first box clears
        // the rest of the box.
        let cells = all & !row_rest;
        let box_rest = at(&[(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]);
        assert_eq!(lock(&layout, cells, ROW_0, every), cells & !box_rest);
        // Neither is looked at untouched, nor when it holds the value.
        assert_eq!(lock(&layout, cells, BOX_0, every), cells);
        assert_eq!(lock(&layout, cells, ROW_0, every & !ROW_0), cells);
    }
}
