//! An article's board drawn as the page draws the puzzle it is: the
//! Kendoku article's cages (its `kendoku`, each `(value, op, members)`,
//! or the dictionary of them the article makes) with their sums and
//! signs, a Sudoku's boxes where the side has them, or the six-pointed
//! star where the vector has its 54 squares. The bridge writes
//! the cages as a line (`_lab_cages_by_article`, in `python/bridge.py`);
//! [`read_cages`] reads it.

use super::DeclaredBoard;
use crate::puzzles::{standard_box, AnyPuzzle, Cage, Kendoku, Op, Star, Sudoku, STAR_CELLS};

/// The separator of a cage's fields on the bridge's line: a record
/// separator (the cages themselves are apart by a unit separator).
const FIELD: char = '\u{1e}';

/// The cages on the bridge's line: `value␞op␞cells` each, apart by a
/// unit separator; a cage that does not read so is left out (its board
/// is then not a Kendoku, and is drawn as a plain grid).
pub fn read_cages(line: &str) -> Vec<Cage> {
    line.split('\u{1f}').filter_map(read_cage).collect()
}

/// One cage of the bridge's line.
fn read_cage(text: &str) -> Option<Cage> {
    let mut fields = text.split(FIELD);
    let target = fields.next()?.trim().parse().ok()?;
    let sign = fields.next()?.trim();
    let cells: Vec<u16> = fields
        .next()?
        .split_whitespace()
        .map(|c| c.parse().ok())
        .collect::<Option<_>>()?;
    let op = match sign {
        "+" => Op::Add,
        // The article's minus may come as a typographic dash.
        "-" | "\u{2013}" | "\u{2212}" => Op::Sub,
        "x" | "X" | "*" | "\u{d7}" => Op::Mul,
        "/" | ":" | "\u{f7}" => Op::Div,
        "" | "=" if cells.len() == 1 => Op::Given,
        _ => return None,
    };
    Some(Cage { target, op, cells })
}

impl DeclaredBoard {
    /// The page's puzzle an article's board is drawn as: the star for a
    /// vector of its 54 squares, a Kendoku of its cages, or, without
    /// cages, an empty Sudoku of its side where that side has boxes (4,
    /// 6, 8, 9, 12, 16); `None` for a board of the learner's own, and for
    /// cages that do not make a Kendoku.
    pub fn drawn_as(&self) -> Option<AnyPuzzle> {
        if !self.done_after_record || (self.rows != self.cols && !self.star) {
            return None;
        }
        if self.star {
            let star = Star::new(vec![0; STAR_CELLS]).ok()?;
            return Some(AnyPuzzle::Star(star));
        }
        let side = self.rows;
        if !self.cages.is_empty() {
            let cages = self.cages.clone();
            return Kendoku::new(side, cages).ok().map(AnyPuzzle::Kendoku);
        }
        standard_box(side)?;
        let sudoku = Sudoku::new(vec![0; side * side]).ok()?;
        Some(AnyPuzzle::Sudoku(sudoku))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 4x4 board of an article's program: `after` on its fifth line,
    /// and `cages` on its sixth.
    fn article_board(cages: &str) -> DeclaredBoard {
        let squares: Vec<String> = (0..16).map(|s| s.to_string()).collect();
        let text = format!(
            "4 4\n{}\n1\u{1f}2\u{1f}3\u{1f}4\n\nafter\n{cages}",
            squares.join(" ")
        );
        DeclaredBoard::read(&text).expect("a board")
    }

    /// Four cages of four cells each, in the bridge's line.
    fn four_cages() -> String {
        let cage = |value: u32, op: &str, cells: [u16; 4]| {
            let cells: Vec<String> = cells.iter().map(u16::to_string).collect();
            format!("{value}\u{1e}{op}\u{1e}{}", cells.join(" "))
        };
        [
            cage(10, "+", [0, 1, 4, 5]),
            cage(24, "x", [2, 3, 6, 7]),
            cage(24, "*", [8, 9, 12, 13]),
            cage(10, "\u{2013}", [10, 11, 14, 15]),
        ]
        .join("\u{1f}")
    }

    #[test]
    fn cages_are_read_with_every_sign_an_article_may_write() {
        let cages = read_cages(&four_cages());
        let ops: Vec<Op> = cages.iter().map(|c| c.op).collect();
        assert_eq!(ops, [Op::Add, Op::Mul, Op::Mul, Op::Sub]);
        assert_eq!(cages[1].cells, [2, 3, 6, 7]);
        assert_eq!(cages[0].target, 10);
        assert!(
            read_cages("7\u{1e}?\u{1e}1 2").is_empty(),
            "an unknown sign"
        );
        assert!(read_cages("seven\u{1e}+\u{1e}1 2").is_empty(), "no number");
        assert!(read_cages("").is_empty());
    }

    #[test]
    fn an_articles_kendoku_is_drawn_with_its_cages_and_a_sudoku_with_its_boxes() {
        // The difference cage of four cells is no Kendoku cage: the board
        // is drawn plain rather than wrong.
        assert!(article_board(&four_cages()).drawn_as().is_none());
        let cages = four_cages().replace("10\u{1e}\u{2013}", "10\u{1e}+");
        let board = article_board(&cages);
        assert_eq!(board.cages.len(), 4);
        let Some(AnyPuzzle::Kendoku(kendoku)) = board.drawn_as() else {
            panic!("a Kendoku of its cages");
        };
        assert_eq!(kendoku.cage_of(5), 0);
        assert_eq!(kendoku.cage_of(15), 3);
        let Some(AnyPuzzle::Sudoku(sudoku)) = article_board("").drawn_as() else {
            panic!("a Sudoku's boxes");
        };
        assert_eq!(sudoku.region_of()[5], 0, "r2c2 in the first box");
        assert_eq!(sudoku.region_of()[2], 1, "r1c3 in the second box");
    }

    #[test]
    fn a_board_of_the_learners_own_is_drawn_as_declared() {
        let mut board = article_board("");
        board.done_after_record = false;
        assert!(board.drawn_as().is_none());
    }

    #[test]
    fn a_vector_of_54_squares_is_the_star() {
        let squares: Vec<String> = (0..54).map(|s| s.to_string()).collect();
        let values = "1\u{1f}2\u{1f}3\u{1f}4\u{1f}5\u{1f}6\u{1f}7\u{1f}8\u{1f}9";
        let text = format!("6 9\n{}\n{values}\n\nafter\n\nstar", squares.join(" "));
        let board = DeclaredBoard::read(&text).unwrap();
        assert!(board.star);
        assert!(matches!(board.drawn_as(), Some(AnyPuzzle::Star(_))));
        let star = AnyPuzzle::Star(Star::new(vec![0; STAR_CELLS]).unwrap());
        assert_eq!(board.square_name(10), star.square_name(10));
        // Only an article's program, and only 54 squares, make the star.
        let own = DeclaredBoard::read(&text.replace("after", "")).unwrap();
        assert!(!own.star && own.drawn_as().is_none());
        assert_eq!(own.square_name(10), "r2c2");
        let text = format!(
            "6 6\n{}\n{values}\n\nafter\n\nstar",
            squares[..36].join(" ")
        );
        assert!(!DeclaredBoard::read(&text).unwrap().star);
    }
}
