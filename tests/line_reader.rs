//! The Sudoku line reader, read byte by byte for speed, agrees with the
//! plain reading by characters on any text: the same cells, or the same
//! error at the same line and column.

use btlab::format::{parse_cells, FormatError};
use proptest::prelude::*;

/// The reading by characters, line by line, as the reader was first
/// written: the reference.
fn by_characters(text: &str) -> Result<Vec<u8>, FormatError> {
    let mut cells = Vec::new();
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

proptest! {
    #[test]
    fn bytes_and_characters_agree(text in "([.0-9A-Ga-g\\- \t\r\n\u{b}\u{feff}\u{a0}\u{3000}]|[éx€😀\u{85}]){0,80}") {
        prop_assert_eq!(
            parse_cells(&text).map_err(|e| e.to_string()),
            by_characters(&text).map_err(|e| e.to_string())
        );
    }
}

#[test]
fn a_bad_character_after_megabytes_is_found_at_its_column() {
    let text = format!("{}\r\n..é€x", ".".repeat(5 << 20));
    assert_eq!(
        parse_cells(&text).unwrap_err().to_string(),
        "line 2, column 3: unexpected character 'é' (use 1-9, A-G, or . 0 - for an empty cell)"
    );
    assert_eq!(
        parse_cells(&text).unwrap_err().to_string(),
        by_characters(&text).unwrap_err().to_string()
    );
}
