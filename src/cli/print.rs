//! Text output: grids, boards and numbers with thousands separators.

use crate::format::digit_char;
pub use crate::format::thousands;
use crate::puzzles::{AnyPuzzle, Skyscrapers, Tents};

/// The most solutions printed as grids; the rest are only counted.
pub const MAX_PRINTED: usize = 20;

/// A solution as the numbers of the JSON output: the values row-major
/// (a Skyscrapers gap 0), for N-Queens the 0-based column of each row,
/// for Tents 1 where a tent stands and 0 elsewhere.
pub fn solution_numbers(puzzle: &AnyPuzzle, values: &[u8]) -> Vec<u32> {
    let shift = u32::from(matches!(puzzle, AnyPuzzle::Queens(_)));
    puzzle
        .solution_values(values)
        .iter()
        .map(|&v| u32::from(v) - shift)
        .collect()
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
        AnyPuzzle::Skyscrapers(s) => out = skyline(s, &puzzle.solution_values(values)),
        AnyPuzzle::Tents(t) => out = camp(t, &t.tent_grid(values)),
        AnyPuzzle::Star(_) => {
            for (k, triangle) in values.chunks(9).enumerate() {
                let cells: Vec<String> = triangle.iter().map(|v| v.to_string()).collect();
                out.push_str(&format!("T{}: {}\n", k + 1, cells.join(" ")));
            }
        }
    }
    out
}

/// A Skyscrapers grid with its clues around it (`.` no clue, `-` a gap).
fn skyline(s: &Skyscrapers, values: &[u8]) -> String {
    let n = s.side();
    let clue = |c: u8| {
        if c == 0 {
            ".".to_string()
        } else {
            c.to_string()
        }
    };
    let clues = s.clues();
    let across = |list: &[u8]| {
        format!(
            "  {}\n",
            list.iter().map(|&c| clue(c)).collect::<Vec<_>>().join(" ")
        )
    };
    let mut out = across(&clues.top);
    for r in 0..n {
        let row: Vec<String> = values[r * n..(r + 1) * n]
            .iter()
            .map(|&v| if v == 0 { "-".into() } else { v.to_string() })
            .collect();
        out.push_str(&format!(
            "{} {} {}\n",
            clue(clues.left[r]),
            row.join(" "),
            clue(clues.right[r])
        ));
    }
    out + &across(&clues.bottom)
}

/// A Tents grid: `T` tree, `A` tent, `.` grass; the row counts at the
/// right, the column counts below.
fn camp(t: &Tents, grid: &[u8]) -> String {
    let cols = t.cols();
    let mut out = String::new();
    for r in 0..t.rows() {
        let row: String = (0..cols)
            .map(|c| {
                let sq = r * cols + c;
                if t.trees().contains(&(sq as u16)) {
                    'T'
                } else if grid[sq] == 1 {
                    'A'
                } else {
                    '.'
                }
            })
            .flat_map(|ch| [ch, ' '])
            .collect();
        out.push_str(&format!("{row} {}\n", t.row_counts()[r]));
    }
    let counts: Vec<String> = t.col_counts().iter().map(u8::to_string).collect();
    out + &counts.join(" ") + "\n"
}
