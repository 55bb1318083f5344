//! Reading the standard Sudoku benchmark files: one 81-character puzzle per
//! line, `#` comments, CRLF allowed.

use super::{parse_line, FormatError};

/// The puzzles of a benchmark file, or the first bad line (1-based) and why.
pub fn read_bench_file(text: &str) -> Result<Vec<Vec<u8>>, (usize, FormatError)> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim_end_matches('\r').trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(n, line)| parse_line(line).map_err(|e| (n, e)))
        .collect()
}
