//! N-Queens solutions as the sources show them: a solution beside its
//! mirror image, and the solutions grouped by the symmetries of the
//! square (8 queens: 92 solutions, 12 up to rotation and reflection).
//! A board is the column + 1 of each row's queen (two bytes each: a
//! board found by `fast` may be past 255 columns).

/// The board seen in a mirror held beside it: each queen's column from
/// the other side.
pub fn mirror(board: &[u16]) -> Vec<u16> {
    let n = board.len() as u16;
    board.iter().map(|&c| n + 1 - c).collect()
}

/// The board turned a quarter clockwise: the queen on row `r`, column
/// `c` goes to row `c`, column `n - 1 - r`.
fn turn(board: &[u16]) -> Vec<u16> {
    let n = board.len();
    let mut turned = vec![0; n];
    for (row, &column) in board.iter().enumerate() {
        if let Some(at) = turned.get_mut(usize::from(column).wrapping_sub(1)) {
            *at = (n - row) as u16;
        }
    }
    turned
}

/// The eight images of the board under the square's symmetries: four
/// turns, each also mirrored.
pub fn images(board: &[u16]) -> Vec<Vec<u16>> {
    let mut out = Vec::with_capacity(8);
    let mut turned = board.to_vec();
    for _ in 0..4 {
        out.push(mirror(&turned));
        let next = turn(&turned);
        out.push(std::mem::replace(&mut turned, next));
    }
    out
}

/// The smallest of the board's images: the same for every board that a
/// turn or a mirror makes of it.
pub fn canonical(board: &[u16]) -> Vec<u16> {
    images(board).into_iter().min().unwrap_or_default()
}

/// Solutions grouped by symmetry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymmetryClasses {
    /// How many groups: solutions that no turn or mirror makes of another.
    pub count: usize,
    /// Each solution's group, numbered from 0 in the order they are met.
    pub of: Vec<usize>,
}

/// Groups `solutions` by the square's symmetries.
pub fn symmetry_classes<'a>(solutions: impl IntoIterator<Item = &'a [u16]>) -> SymmetryClasses {
    let mut seen: Vec<Vec<u16>> = Vec::new();
    let of = solutions
        .into_iter()
        .map(|board| {
            let key = canonical(board);
            match seen.iter().position(|k| *k == key) {
                Some(class) => class,
                None => {
                    seen.push(key);
                    seen.len() - 1
                }
            }
        })
        .collect();
    SymmetryClasses {
        count: seen.len(),
        of,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_four_times_and_a_mirror_twice_give_the_board_back() {
        let board = [2, 4, 1, 3];
        assert_eq!(mirror(&mirror(&board)), board);
        let mut turned = board.to_vec();
        for _ in 0..4 {
            turned = turn(&turned);
        }
        assert_eq!(turned, board);
        // 4 queens: the two solutions are each other's mirror image.
        assert_eq!(mirror(&board), [3, 1, 4, 2]);
        assert_eq!(canonical(&board), canonical(&[3, 1, 4, 2]));
    }
}
