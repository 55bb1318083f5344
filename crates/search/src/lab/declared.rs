//! A board the learner declares: a puzzle of the learner's own, such as a
//! magic square, a Latin square, a map to colour or a subset sum. The
//! learner's code sets `ROWS` and `COLS` (the grid), `VALUES` (what the
//! moves 1, 2, ... stand for, as the squares show them), and may set
//! `LEVELS` (the square each level fills, row by row from 0; every square
//! in order if not) and `NAMES` (a small name in each square's corner).
//! The bridge reads them after the learner's code has run
//! (`_lab_declared`, in `python/bridge.py`) and writes them as lines;
//! [`DeclaredBoard::read`] checks them.

use serde::{Deserialize, Serialize};

use super::drawn_as::read_cages;
use super::{Board, LabError};
use crate::engine::Move;
use crate::puzzles::{Cage, Naming, STAR_CELLS};

/// The most rows or columns a declared board may have.
pub const MAX_SIDE: usize = 20;
/// The most values a declared board may have (a move is a byte).
pub const MAX_VALUES: usize = 99;
/// The most characters of a value's word or a square's name that show.
pub const MAX_WORD: usize = 4;

/// The separator of the words on a line of the bridge's text: a unit
/// separator, which no learner types.
const UNIT: char = '\u{1f}';

/// A board the learner's code declares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeclaredBoard {
    /// Rows of squares.
    pub rows: usize,
    /// Columns of squares.
    pub cols: usize,
    /// The square each level fills (row-major, from 0).
    pub levels: Vec<u16>,
    /// The word shown for each move: move 1 shows `values[0]`.
    pub values: Vec<String>,
    /// The name in each square's corner (row-major; empty where none).
    pub names: Vec<String>,
    /// The learner's `done(level)` is asked right after `record(level,
    /// move)`, as the article's programs expect, not on entering the
    /// next level.
    #[serde(default)]
    pub done_after_record: bool,
    /// The cages an article's Kendoku names (see [`DeclaredBoard::drawn_as`]).
    #[serde(default)]
    pub cages: Vec<Cage>,
    /// An article's vector of 54 squares: the six-pointed star's, six
    /// large triangles of nine in the page's order (see
    /// [`star_cells`](crate::puzzles::star_cells)), read as 6 rows of 9.
    #[serde(default)]
    pub star: bool,
}

/// What is wrong with a declared board, named so that the learner can
/// find it in the code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeclaredProblem {
    /// `ROWS` or `COLS` is outside 1..=[`MAX_SIDE`]: the name and value.
    Side {
        /// `ROWS` or `COLS`.
        name: String,
        /// The value given.
        value: i64,
    },
    /// `VALUES` has no value, or more than [`MAX_VALUES`].
    Values {
        /// How many it has.
        count: usize,
    },
    /// `LEVELS` names a square outside the grid: at which level.
    LevelOutside {
        /// The level (from 0).
        level: usize,
        /// The square it names.
        square: i64,
        /// The grid's last square.
        last: usize,
    },
    /// `LEVELS` names a square twice: at which level the second time.
    LevelTwice {
        /// The level (from 0).
        level: usize,
        /// The square it names.
        square: i64,
    },
    /// `LEVELS` is empty.
    NoLevels,
    /// `ROWS`, `COLS` or `VALUES` is not set.
    Missing {
        /// Its name.
        name: String,
    },
    /// A declaration is of the wrong type: its name, the type it must
    /// have and the type it has, in Python's names.
    WrongType {
        /// `ROWS`, `COLS`, `VALUES`, `LEVELS` or `NAMES`.
        name: String,
        /// `int` or `list`.
        expected: String,
        /// Such as `str`.
        got: String,
    },
}

impl DeclaredProblem {
    /// The bridge's error while reading the declarations, as a problem
    /// of the board where it is one: a declaration missing or of the
    /// wrong type (the bridge names it as `ROWS:int`).
    pub fn of_bridge(error: LabError) -> LabError {
        match error {
            LabError::Missing { name } if DECLARATIONS.contains(&name.as_str()) => {
                LabError::Declared(DeclaredProblem::Missing { name })
            }
            LabError::WrongType { expected, got } => match expected.split_once(':') {
                Some((name, expected)) if DECLARATIONS.contains(&name) => {
                    LabError::Declared(DeclaredProblem::WrongType {
                        name: name.into(),
                        expected: expected.into(),
                        got,
                    })
                }
                _ => LabError::WrongType { expected, got },
            },
            other => other,
        }
    }
}

/// The names a puzzle of the learner's own declares.
const DECLARATIONS: [&str; 5] = ["ROWS", "COLS", "VALUES", "LEVELS", "NAMES"];

impl DeclaredBoard {
    /// Reads the bridge's lines: `rows cols`, the levels, the values'
    /// words and the squares' names (each word apart by a unit
    /// separator), and `after` on a fifth for an article's program
    /// ([`DeclaredBoard::done_after_record`]), with its cages, if any, on
    /// a sixth ([`read_cages`]) and `star` on a seventh for a vector of
    /// the star's 54 squares. A text that is not of the bridge's making reads as
    /// an empty board, which [`DeclaredBoard::check`] refuses.
    pub fn read(text: &str) -> Result<Self, DeclaredProblem> {
        let mut lines = text.split('\n');
        let mut line = || lines.next().unwrap_or("");
        let numbers = |l: &str| -> Vec<i64> {
            l.split_whitespace()
                .map(|w| w.parse().unwrap_or(i64::MAX))
                .collect()
        };
        let side = numbers(line());
        let (rows, cols) = (
            side.first().copied().unwrap_or(0),
            side.get(1).copied().unwrap_or(0),
        );
        let levels = numbers(line());
        let words = |l: &str| -> Vec<String> {
            l.split(UNIT)
                .filter(|w| !w.is_empty() || l.contains(UNIT))
                .map(|w| w.chars().take(MAX_WORD).collect())
                .collect()
        };
        let values = words(line());
        let names = words(line());
        let done_after_record = line() == "after";
        let cages = read_cages(line());
        let star = done_after_record && line() == "star" && rows * cols == STAR_CELLS as i64;
        check(rows, cols, &levels, &values)?;
        let squares = (rows * cols) as usize;
        let mut names = names;
        names.resize(squares, String::new());
        Ok(DeclaredBoard {
            rows: rows as usize,
            cols: cols as usize,
            levels: levels.iter().map(|&s| s as u16).collect(),
            values,
            names,
            done_after_record,
            cages,
            star,
        })
    }

    /// The squares of the grid.
    pub fn squares(&self) -> usize {
        self.rows * self.cols
    }

    /// The board the search fills: a level per entry of `LEVELS`, moves
    /// 1..=the number of values.
    pub fn board(&self) -> Board {
        Board {
            cell_of_level: self.levels.clone(),
            max_value: self.values.len() as u8,
        }
    }

    /// The word shown for move `value` (from 1).
    pub fn word(&self, value: u8) -> &str {
        usize::from(value)
            .checked_sub(1)
            .and_then(|i| self.values.get(i))
            .map_or("", String::as_str)
    }
    /// Square `square`'s name, as the page names a grid's: `r2c3` (or a
    /// star's square as the page's star names it).
    pub fn square_name(&self, square: usize) -> String {
        if self.star {
            return Naming::Star.name(square);
        }
        let cols = self.cols.max(1);
        format!("r{}c{}", square / cols + 1, square % cols + 1)
    }

    /// A move as the events write it: `r2c3=R`.
    pub fn move_text(&self, mv: Move) -> String {
        format!(
            "{}={}",
            self.square_name(mv.cell as usize),
            self.word(mv.value)
        )
    }

    /// Where a level chooses, as the chain writes it: `r2c3 = R`, or
    /// the square alone while it has no value.
    pub fn place(&self, square: usize, value: Option<u8>) -> String {
        match value {
            Some(v) => format!("{} = {}", self.square_name(square), self.word(v)),
            None => self.square_name(square),
        }
    }

    /// Moves' values as words: `R G`.
    pub fn words(&self, values: &[u8]) -> String {
        let words: Vec<&str> = values.iter().map(|&v| self.word(v)).collect();
        words.join(" ")
    }
}

/// Checks a board's sizes and levels.
fn check(rows: i64, cols: i64, levels: &[i64], values: &[String]) -> Result<(), DeclaredProblem> {
    for (name, value) in [("ROWS", rows), ("COLS", cols)] {
        if !(1..=MAX_SIDE as i64).contains(&value) {
            return Err(DeclaredProblem::Side {
                name: name.into(),
                value,
            });
        }
    }
    if values.is_empty() || values.len() > MAX_VALUES {
        return Err(DeclaredProblem::Values {
            count: values.len(),
        });
    }
    if levels.is_empty() {
        return Err(DeclaredProblem::NoLevels);
    }
    let mut seen = vec![false; (rows * cols) as usize];
    for (level, &square) in levels.iter().enumerate() {
        let Some(slot) = usize::try_from(square).ok().and_then(|s| seen.get_mut(s)) else {
            let last = seen.len() - 1;
            return Err(DeclaredProblem::LevelOutside {
                level,
                square,
                last,
            });
        };
        if *slot {
            return Err(DeclaredProblem::LevelTwice { level, square });
        }
        *slot = true;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(lines: [&str; 4]) -> String {
        lines.join("\n")
    }

    #[test]
    fn a_magic_square_reads_with_every_square_a_level() {
        let values = (1..=9)
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join("\u{1f}");
        let board = DeclaredBoard::read(&text(["3 3", "0 1 2 3 4 5 6 7 8", &values, ""])).unwrap();
        assert_eq!((board.rows, board.cols, board.squares()), (3, 3, 9));
        assert_eq!(board.board().max_value, 9);
        assert_eq!(board.board().cell_of_level.len(), 9);
        assert_eq!(board.word(9), "9");
        assert_eq!(board.word(0), "");
        assert_eq!(board.names, vec![String::new(); 9]);
        assert!(!board.done_after_record);
    }

    #[test]
    fn an_articles_program_says_its_done_is_asked_after_record() {
        let values = "1\u{1f}2\u{1f}3\u{1f}4";
        let squares = (0..16).map(|s| s.to_string()).collect::<Vec<_>>().join(" ");
        let lines = format!("{}\nafter", text(["4 4", &squares, values, ""]));
        let board = DeclaredBoard::read(&lines).unwrap();
        assert!(board.done_after_record);
        assert_eq!((board.squares(), board.board().max_value), (16, 4));
    }

    #[test]
    fn words_and_names_are_cut_to_four_characters() {
        let board = DeclaredBoard::read(&text([
            "1 3",
            "2 0",
            "red\u{1f}green",
            "WA\u{1f}\u{1f}Queensland",
        ]))
        .unwrap();
        assert_eq!(board.values, ["red", "gree"]);
        assert_eq!(board.names, ["WA", "", "Quee"]);
        assert_eq!(board.levels, [2, 0]);
        assert_eq!(board.move_text(Move::new(2, 2)), "r1c3=gree");
        assert_eq!(board.words(&[2, 1]), "gree red");
        assert_eq!(board.place(1, Some(1)), "r1c2 = red");
        assert_eq!(board.place(1, None), "r1c2");
    }

    #[test]
    fn each_problem_is_named_with_its_place() {
        let read = |lines| DeclaredBoard::read(&text(lines)).unwrap_err();
        assert_eq!(
            read(["0 3", "0", "1", ""]),
            DeclaredProblem::Side {
                name: "ROWS".into(),
                value: 0
            }
        );
        assert_eq!(
            read(["2 21", "0", "1", ""]),
            DeclaredProblem::Side {
                name: "COLS".into(),
                value: 21
            }
        );
        assert_eq!(
            read(["2 2", "0", "", ""]),
            DeclaredProblem::Values { count: 0 }
        );
        assert_eq!(read(["2 2", "", "1", ""]), DeclaredProblem::NoLevels);
        assert_eq!(
            read(["2 2", "0 4", "1", ""]),
            DeclaredProblem::LevelOutside {
                level: 1,
                square: 4,
                last: 3
            }
        );
        assert_eq!(
            read(["2 2", "3 1 3", "1", ""]),
            DeclaredProblem::LevelTwice {
                level: 2,
                square: 3
            }
        );
        assert_eq!(
            DeclaredProblem::of_bridge(LabError::Missing {
                name: "COLS".into()
            }),
            LabError::Declared(DeclaredProblem::Missing {
                name: "COLS".into()
            })
        );
        assert_eq!(
            DeclaredProblem::of_bridge(LabError::WrongType {
                expected: "ROWS:int".into(),
                got: "str".into()
            }),
            LabError::Declared(DeclaredProblem::WrongType {
                name: "ROWS".into(),
                expected: "int".into(),
                got: "str".into()
            })
        );
        let other = LabError::Missing {
            name: "puzzle".into(),
        };
        assert_eq!(DeclaredProblem::of_bridge(other.clone()), other);
        assert!(matches!(
            read(["", "", "", ""]),
            DeclaredProblem::Side { .. }
        ));
    }
}
