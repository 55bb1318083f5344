//! Sudoku lines: one character per cell, row-major.

use super::FormatError;

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
    // At most a cell per byte, written by index: `push` is a call in the
    // page's size-optimised build.
    let mut cells = vec![0; text.len()];
    let mut count = 0;
    // Byte by byte with the characters of a line in ASCII: a paste of
    // megabytes reads in milliseconds (char by char took 26 ns each in
    // the page's size-optimised build). A byte of a longer character is
    // decoded only where one starts.
    let (mut line, mut column) = (1, 0);
    for (i, &byte) in text.as_bytes().iter().enumerate() {
        if byte & 0xC0 == 0x80 {
            continue; // the rest of a character already read
        }
        column += 1;
        let value = match byte {
            b'\n' => {
                line += 1;
                column = 0;
                continue;
            }
            b'.' | b'0' | b'-' => 0,
            b'1'..=b'9' => byte - b'0',
            b'A'..=b'G' => byte - b'A' + 10,
            b'a'..=b'g' => byte - b'a' + 10,
            _ if byte.is_ascii_whitespace() || byte == 0x0B => continue,
            _ => {
                let ch = text[i..].chars().next().unwrap_or('\u{fffd}');
                if ch.is_whitespace() || ch == '\u{feff}' {
                    continue;
                }
                return Err(FormatError::Character { line, column, ch });
            }
        };
        cells[count] = value;
        count += 1;
    }
    if count == 0 {
        return Err(FormatError::Empty);
    }
    cells.truncate(count);
    cells.shrink_to_fit();
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
