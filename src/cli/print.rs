//! Text output: grids, boards and numbers with thousands separators.

use crate::format::digit_char;
pub use crate::format::thousands;
use crate::puzzles::AnyPuzzle;

/// The most solutions printed as grids; the rest are only counted.
pub const MAX_PRINTED: usize = 20;

/// A solution as the numbers of the JSON output: the values row-major, or
/// for N-Queens the 0-based column of each row.
pub fn solution_numbers(puzzle: &AnyPuzzle, values: &[u8]) -> Vec<u32> {
    let shift = u32::from(matches!(puzzle, AnyPuzzle::Queens(_)));
    values.iter().map(|&v| v as u32 - shift).collect()
}

/// A solution drawn as text: digits with box lines, or a board of queens.
pub fn grid(puzzle: &AnyPuzzle, values: &[u8]) -> String {
    let side = puzzle.side() as usize;
    let mut out = String::new();
    match puzzle {
        AnyPuzzle::Queens(_) => {
            for &col in values {
                let row: Vec<&str> = (1..=side)
                    .map(|c| if c == col as usize { "Q" } else { "." })
                    .collect();
                out.push_str(&row.join(" "));
                out.push('\n');
            }
        }
        AnyPuzzle::Sudoku(s) => {
            let (br, bc) = s
                .layout()
                .boxes
                .or_else(|| crate::puzzles::standard_box(side))
                .unwrap_or((side, side));
            let boxed = s.layout().regions.is_none();
            for r in 0..side {
                if boxed && r > 0 && r % br == 0 {
                    let dashes: Vec<String> =
                        (0..side / bc).map(|_| "-".repeat(bc * 2 - 1)).collect();
                    out.push_str(&dashes.join("-+-"));
                    out.push('\n');
                }
                for c in 0..side {
                    if c > 0 {
                        out.push_str(if boxed && c % bc == 0 { " | " } else { " " });
                    }
                    out.push(digit_char(values[r * side + c]));
                }
                out.push('\n');
            }
        }
        AnyPuzzle::Kendoku(_) => {
            for row in values.chunks(side) {
                let cells: Vec<String> = row.iter().map(|v| v.to_string()).collect();
                out.push_str(&cells.join(" "));
                out.push('\n');
            }
        }
    }
    out
}
