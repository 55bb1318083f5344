//! Sudoku lines: one character per cell, row-major.

use super::FormatError;
use crate::puzzles::Sudoku;

/// Reads cells from a Sudoku line: `1`-`9` then `A`-`G` (10-16), `.`, `0`
/// or `-` for an empty cell; white space and line breaks are ignored, so a
/// grid of several lines reads too. The count must be the square of a
/// side from 4 to 16 (16, 36, 64, 81, 144, 256 cells, ...).
///
/// ```
/// let cells = btlab::format::parse_line("1.3. ..2.\n3... .1..").unwrap();
/// assert_eq!(cells[..4], [1, 0, 3, 0]);
/// ```
pub fn parse_line(text: &str) -> Result<Vec<u8>, FormatError> {
    let cells = parse_cells(text)?;
    let side = (cells.len() as f64).sqrt().round() as usize;
    if side * side != cells.len() || !(4..=16).contains(&side) {
        return Err(FormatError::Length { got: cells.len() });
    }
    Ok(cells)
}

/// Reads the cells of a line as [`parse_line`] does, whatever their count.
pub fn parse_cells(text: &str) -> Result<Vec<u8>, FormatError> {
    let mut cells = Vec::with_capacity(81);
    for (l, line) in text.lines().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            let value = match ch {
                '.' | '0' | '-' => 0,
                '1'..='9' => ch as u8 - b'0',
                'A'..='G' => ch as u8 - b'A' + 10,
                'a'..='g' => ch as u8 - b'a' + 10,
                _ if ch.is_whitespace() || ch == '\u{feff}' => continue,
                _ => {
                    return Err(FormatError::Character {
                        line: l + 1,
                        column: c + 1,
                        ch,
                    })
                }
            };
            cells.push(value);
        }
    }
    if cells.is_empty() {
        return Err(FormatError::Empty);
    }
    Ok(cells)
}

/// The character for a cell value: `.` for empty, `1`-`9`, `A`-`G`.
pub fn digit_char(value: u8) -> char {
    match value {
        0 => '.',
        1..=9 => (b'0' + value) as char,
        _ => (b'A' + value - 10) as char,
    }
}

/// Writes values as one Sudoku line.
pub fn to_line(values: &[u8]) -> String {
    values.iter().map(|&v| digit_char(v)).collect()
}

impl Sudoku {
    /// The givens as one Sudoku line.
    pub fn to_line(&self) -> String {
        to_line(self.givens())
    }
}
