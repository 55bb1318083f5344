//! Sudoku lines and the import box: `parse_cells`, `parse_line` and
//! `parse_puzzle` (which also hands text on to the JSON, game ID and
//! janko.at readers) never panic, on UTF-8 text or on bytes decoded
//! lossily; cells read are written by `to_line` and read back the same.
#![no_main]

use btlab::format::{parse_cells, parse_line, parse_puzzle, to_line};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        let _ = parse_puzzle(&String::from_utf8_lossy(data));
        return;
    };
    if let Ok(cells) = parse_cells(text) {
        assert_eq!(parse_cells(&to_line(&cells)).ok(), Some(cells));
    }
    if let Ok(cells) = parse_line(text) {
        assert_eq!(parse_line(&to_line(&cells)).ok(), Some(cells));
    }
    let _ = parse_puzzle(text);
});
