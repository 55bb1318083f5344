//! Lines of cells drawn on a grid (thermometers, arrows): each cell
//! inside the grid, listed once, and touching the cell before it by a
//! side or a corner.

/// The position on `line` of its first cell (row-major on a grid of
/// `side`) that is outside the grid, listed before, or not touching the
/// cell before it; `None` when the line is well drawn.
pub fn bad_step(line: &[usize], side: usize) -> Option<usize> {
    line.iter().enumerate().position(|(i, &cell)| {
        let touches = |before: usize| {
            let rows = (cell / side).abs_diff(before / side);
            let cols = (cell % side).abs_diff(before % side);
            rows <= 1 && cols <= 1 && rows + cols > 0
        };
        cell >= side * side || (i > 0 && !touches(line[i - 1])) || line[..i].contains(&cell)
    })
}

/// The name of a line's cell in an error: `r1c1`, or its index when it
/// lies outside the grid.
pub fn step_name(cell: usize, side: usize) -> String {
    if cell < side * side {
        super::grid_cell_name(cell, side)
    } else {
        cell.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_steps_by_sides_and_corners_inside_the_grid_once() {
        assert_eq!(bad_step(&[0, 1, 11, 20], 9), None);
        assert_eq!(bad_step(&[0, 2], 9), Some(1), "a cell skipped");
        assert_eq!(bad_step(&[8, 9], 9), Some(1), "r1c9 to r2c1 wraps");
        assert_eq!(bad_step(&[0, 1, 0], 9), Some(2), "listed twice");
        assert_eq!(bad_step(&[80, 81], 9), Some(1), "outside");
        assert_eq!(step_name(81, 9), "81");
        assert_eq!(step_name(10, 9), "r2c2");
    }
}
