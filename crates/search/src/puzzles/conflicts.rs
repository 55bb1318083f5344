//! Which cells of a partly filled grid clash, for marking while typing.

use super::{AnyPuzzle, Constraints, Houses};

/// For each cell: does its value clash with another cell's (same value in
/// one house; for N-Queens, queens attacking each other)?
pub fn conflicts(puzzle: &AnyPuzzle, values: &[u8]) -> Vec<bool> {
    let mut marked = vec![false; values.len()];
    match puzzle {
        AnyPuzzle::Queens(q) => {
            // values[row] = column + 1, or 0
            let n = q.size() as i64;
            for a in 0..values.len() {
                for b in a + 1..values.len() {
                    let (ca, cb) = (values[a] as i64, values[b] as i64);
                    if ca > 0
                        && cb > 0
                        && ca <= n
                        && cb <= n
                        && (ca == cb || (ca - cb).abs() == (b - a) as i64)
                    {
                        marked[a] = true;
                        marked[b] = true;
                    }
                }
            }
        }
        AnyPuzzle::Sudoku(s) => mark(s.houses(), values, &mut marked),
        AnyPuzzle::Star(s) => mark(s.houses(), values, &mut marked),
        AnyPuzzle::Skyscrapers(s) => mark(s.houses(), values, &mut marked),
        AnyPuzzle::Kendoku(k) => mark(&Houses::latin(k.side()), values, &mut marked),
        #[cfg(not(target_arch = "wasm32"))]
        AnyPuzzle::LatinSquare(l) => mark(&Houses::latin(l.side()), values, &mut marked),
        AnyPuzzle::Tents(_) => {} // nothing is typed
    }
    marked
}

fn mark(houses: &Houses, values: &[u8], marked: &mut [bool]) {
    for house in houses.houses() {
        for (i, &a) in house.iter().enumerate() {
            for &b in &house[i + 1..] {
                let v = values[a as usize];
                if v != 0 && v == values[b as usize] {
                    marked[a as usize] = true;
                    marked[b as usize] = true;
                }
            }
        }
    }
}
