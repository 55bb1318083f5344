//! janko.at's puzzle text: `begin` ... `end` blocks of `key value`
//! lines and grids (`problem`, `solution`, `areas`, `cellmarkers`,
//! `clabels`, `rlabels`), several blocks on one page, the page's header
//! lines (before the first `begin`) applying to every block. Sudoku (box
//! patterns, jigsaw areas, diagonals, extra regions as cellmarkers),
//! Kendoku (cages whose operation is not printed included), Skyscrapers
//! (gaps, diagonals, givens) and Tents (trees and counts from the
//! published solution). Errors name the line and the token.

use super::janko_kinds::{kendoku, skyscrapers, sudoku, tents};
use super::{FormatError, JankoProblem};
use crate::puzzles::AnyPuzzle;

/// One puzzle read from a janko.at page.
#[derive(Clone, Debug)]
pub struct JankoPuzzle {
    /// The puzzle.
    pub puzzle: AnyPuzzle,
    /// The published solution, as [`AnyPuzzle::solution_values`] writes
    /// one, if the block has one.
    pub solution: Option<Vec<u8>>,
    /// The line of its `begin`.
    pub line: usize,
}

/// Keys whose value is a grid on the lines below.
const GRIDS: [&str; 6] = [
    "problem",
    "solution",
    "areas",
    "cellmarkers",
    "clabels",
    "rlabels",
];

/// The `end` line and the typos of it found on the site.
const ENDS: [&str; 6] = ["end", "send", "eend", "endend", "ends", "ssend"];

/// Whether `text` looks like a janko.at page: a line `begin`.
pub fn is_janko(text: &str) -> bool {
    text.lines().any(|l| {
        let l = l.trim();
        l == "begin"
            || l.strip_prefix("begin ")
                .is_some_and(|n| n.trim().parse::<u32>().is_ok())
    })
}

/// A row of a grid: its line and its tokens.
pub(super) type Row = (usize, Vec<String>);

/// A property of a block: its value on the key's line, or its grid.
#[derive(Clone, Debug, Default)]
pub(super) struct Property {
    /// The line of the key.
    pub line: usize,
    /// The rest of the key's line.
    pub value: String,
    /// The grid's rows (line number, tokens).
    pub rows: Vec<Row>,
}

/// The properties of one block (the page's header first, the block's own
/// over them).
#[derive(Clone, Debug, Default)]
pub(super) struct Block {
    /// The line of `begin`.
    pub begin: usize,
    props: Vec<(String, Property)>,
}

impl Block {
    /// The property `key`, if given.
    pub fn get(&self, key: &str) -> Option<&Property> {
        self.props
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, p)| p)
    }

    fn set(&mut self, key: &str, prop: Property) {
        self.props.push((key.to_string(), prop));
    }

    /// A whole number in `key`, if given; an error names its line.
    pub fn number(&self, key: &str) -> Result<Option<usize>, FormatError> {
        let Some(p) = self.get(key) else {
            return Ok(None);
        };
        let v = p.value.trim();
        v.parse().map(Some).map_err(|_| {
            at(
                p.line,
                Some(v),
                JankoProblem::NotWholeNumber {
                    key: key.to_string(),
                },
            )
        })
    }

    /// The grid of `key` with `rows` rows of `cols` tokens; `None` when
    /// the key is missing or has no grid.
    pub fn grid(&self, key: &str, rows: usize, cols: usize) -> Result<Option<&[Row]>, FormatError> {
        let Some(p) = self.get(key) else {
            return Ok(None);
        };
        if p.rows.is_empty() {
            return Ok(None);
        }
        for (line, tokens) in &p.rows {
            if tokens.len() != cols {
                return Err(at(
                    *line,
                    None,
                    JankoProblem::RowTokens {
                        key: key.to_string(),
                        cols,
                        found: tokens.len(),
                    },
                ));
            }
        }
        if p.rows.len() != rows {
            return Err(at(
                p.line,
                None,
                JankoProblem::Rows {
                    key: key.to_string(),
                    rows,
                    found: p.rows.len(),
                },
            ));
        }
        Ok(Some(&p.rows))
    }

    /// The grid's rows and columns: `size`, or `rows` and `cols`, or the
    /// problem's (or solution's) first row, square.
    pub fn dimensions(&self) -> Result<(usize, usize), FormatError> {
        if let Some(n) = self.number("size")? {
            return Ok((n, n));
        }
        if let (Some(r), Some(c)) = (self.number("rows")?, self.number("cols")?) {
            return Ok((r, c));
        }
        for key in ["problem", "solution", "areas"] {
            if let Some((_, first)) = self.get(key).and_then(|p| p.rows.first()) {
                return Ok((first.len(), first.len()));
            }
        }
        Err(at(self.begin, None, JankoProblem::NoSize))
    }
}

/// A problem at `line` (and `token`).
pub(super) fn at(line: usize, token: Option<&str>, problem: JankoProblem) -> FormatError {
    FormatError::Janko {
        line,
        token: token.map(str::to_string),
        problem,
    }
}

/// Reads every block of a janko.at page.
pub fn read_janko(text: &str) -> Result<Vec<JankoPuzzle>, FormatError> {
    let blocks = split(text)?;
    let mut out = Vec::new();
    for block in &blocks {
        let kind = block
            .get("puzzle")
            .map(|p| p.value.trim().to_ascii_lowercase())
            .unwrap_or_default();
        let line = block.get("puzzle").map_or(block.begin, |p| p.line);
        let parts: Vec<&str> = kind.split(',').map(str::trim).collect();
        let variant = |v: &str| parts[1..].contains(&v);
        let (puzzle, solution) = match parts[0] {
            "sudoku" if parts[1..].iter().all(|&v| v == "diagonals") => {
                sudoku(block, variant("diagonals"))?
            }
            "kendoku" | "kenken" if parts.len() == 1 => kendoku(block)?,
            "killer" if parts.len() == 1 => super::janko_killer::killer(block)?,
            "skyscrapers" if parts[1..].iter().all(|&v| v == "diagonals") => {
                skyscrapers(block, variant("diagonals"))?
            }
            "tents" if parts.len() == 1 => tents(block)?,
            "" => return Err(at(block.begin, None, JankoProblem::NoKind)),
            _ => return Err(at(line, Some(&kind), JankoProblem::UnknownKind)),
        };
        out.push(JankoPuzzle {
            puzzle,
            solution,
            line: block.begin,
        });
    }
    Ok(out)
}

/// Splits a page into its blocks, each with the header's properties.
fn split(text: &str) -> Result<Vec<Block>, FormatError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .collect();
    let mut header = Block::default();
    let mut blocks = Vec::new();
    let mut current: Option<Block> = None;
    let mut i = 0;
    while i < lines.len() {
        let (n, line) = lines[i];
        i += 1;
        if line.is_empty() || line.starts_with('#') && current.is_none() {
            continue;
        }
        let (key, value) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        if key == "begin" {
            if current.is_some() {
                return Err(at(n, Some(key), JankoProblem::BeginInBlock));
            }
            current = Some(Block {
                begin: n,
                props: header.props.clone(),
            });
            continue;
        }
        if ENDS.contains(&line) {
            match current.take() {
                Some(block) => blocks.push(block),
                None => return Err(at(n, Some(line), JankoProblem::EndWithoutBegin)),
            }
            continue;
        }
        let mut prop = Property {
            line: n,
            value: value.trim().to_string(),
            rows: Vec::new(),
        };
        if GRIDS.contains(&key) && value.trim().is_empty() {
            // The grid's rows: the lines below, up to the next key.
            while i < lines.len() && !starts_key(lines[i].1) {
                let (m, row) = lines[i];
                if !row.is_empty() {
                    prop.rows
                        .push((m, row.split_whitespace().map(str::to_string).collect()));
                }
                i += 1;
            }
        } else if key == "moves" {
            // The solver's replay: skipped.
            while i < lines.len() && !starts_key(lines[i].1) {
                i += 1;
            }
        }
        match &mut current {
            Some(block) => block.set(key, prop),
            None => header.set(key, prop),
        }
    }
    if let Some(block) = current {
        return Err(at(block.begin, Some("begin"), JankoProblem::NoEnd));
    }
    if blocks.is_empty() {
        return Err(at(1, None, JankoProblem::NoBlock));
    }
    Ok(blocks)
}

/// Whether a line starts a new property or ends the block (grid rows are
/// tokens of one or a few characters: digits, letters, `-`, `.`).
fn starts_key(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    ENDS.contains(&line)
        || first == "begin"
        || first == "moves"
        || GRIDS.contains(&first)
        || (first.len() > 2 && first.chars().all(|c| c.is_ascii_lowercase()) && !line.contains(';'))
}
