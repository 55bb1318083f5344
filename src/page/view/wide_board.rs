//! A board of queens past 32 columns, as drawn: one chequered square with
//! a mark per queen (and the step's squares) laid over it, not a square
//! of the grid per cell: 255 columns make 65,025 squares, a mark per row
//! stays under 300. No square is typed into, so the board is one image to
//! a screen reader, named by its queens and the step.

use crate::engine::Move;
use crate::i18n::{by_count, Lang, PlainNumbers, T};
use crate::kinds::drawing::{grid_label, CellState};
use crate::teach::Marks;

/// One mark on the board: a queen, the step's square, or a square the
/// step's explanation lights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WideMark {
    /// The row, from 0.
    pub row: usize,
    /// The column, from 0.
    pub col: usize,
    /// A queen's state (placed, tried, rejected, ...), or empty for a
    /// lit square.
    pub state: CellState,
    /// The queen the explanation blames (the attacker).
    pub culprit: bool,
}

impl WideMark {
    /// The marks' CSS classes: the state's, and the culprit's.
    pub fn class(&self) -> String {
        let state = match self.state {
            CellState::Empty => "lit",
            other => other.class(),
        };
        if self.culprit {
            format!("q {state} culprit")
        } else {
            format!("q {state}")
        }
    }
}

/// A board of queens past 32 columns, as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct WideBoard {
    /// The columns (and rows).
    pub n: usize,
    /// The lit squares first, then the queens, the step's last: each
    /// drawn over the one before.
    pub marks: Vec<WideMark>,
    /// The accessible name: the board, its queens, the step.
    pub label: String,
    /// The row of the step, banded across the board.
    pub band: Option<usize>,
}

/// What the board shows: `values` (a column + 1 per row, 0 for none) of
/// `n` queens, placed by a search or typed, the step's `event` and the
/// explanation's `marks`.
pub fn wide_board(
    n: usize,
    values: &[u16],
    searched: bool,
    event: Option<(Move, CellState)>,
    marks: Option<&Marks>,
    lang: Lang,
) -> WideBoard {
    let at = |square: usize| (square / n, square % n);
    let mut drawn: Vec<WideMark> = marks
        .map(|m| m.lit.as_slice())
        .unwrap_or_default()
        .iter()
        .map(|&sq| WideMark {
            row: at(sq).0,
            col: at(sq).1,
            state: CellState::Empty,
            culprit: false,
        })
        .collect();
    let culprit = marks.and_then(|m| m.culprit).map(at);
    let placed = if searched {
        CellState::Placed
    } else {
        CellState::Typed
    };
    let queens = values.iter().enumerate().filter(|&(_, &v)| v > 0);
    drawn.extend(queens.map(|(row, &v)| WideMark {
        row,
        col: usize::from(v) - 1,
        state: placed,
        culprit: culprit == Some((row, usize::from(v) - 1)),
    }));
    let count = values.iter().filter(|&&v| v > 0).count();
    let key = by_count(&PlainNumbers, count as u64, T::BoardWideOne, T::BoardWide);
    let mut label = lang.fill(key, &[&n.to_string(), &count.to_string()]);
    if let Some((mv, state)) = event {
        let (row, col) = (usize::from(mv.cell), usize::from(mv.value) - 1);
        drawn.retain(|m| (m.row, m.col) != (row, col));
        drawn.push(WideMark {
            row,
            col,
            state,
            culprit: false,
        });
        let square = grid_label(lang, row * n + col, n, lang.t(T::CellQueen), state);
        label = format!("{label}; {square}");
    }
    WideBoard {
        n,
        marks: drawn,
        label,
        band: event.map(|(mv, _)| usize::from(mv.cell)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{Line, Reason};

    #[test]
    fn a_board_of_40_names_its_queens_and_the_step_and_marks_the_attacker() {
        let mut values = vec![0; 40];
        values[0] = 1;
        values[1] = 3;
        // Row 3, column 3 tried and rejected: the queen of row 2 (column
        // 3) attacks it down its column.
        let mv = Move::new(2, 3);
        let marks = Marks {
            culprit: Some(40 + 2),
            lit: vec![2 * 40 + 2],
            reason: Some(Reason::Attacked {
                row: 1,
                column: 2,
                line: Line::Column,
            }),
            ..Marks::default()
        };
        let board = wide_board(
            40,
            &values,
            true,
            Some((mv, CellState::Rejected)),
            Some(&marks),
            Lang::En,
        );
        assert_eq!(
            board.label,
            "Chessboard of 40 columns, 2 queens placed; row 3, column 3, queen, rejected"
        );
        let classes: Vec<(usize, usize, String)> = board
            .marks
            .iter()
            .map(|m| (m.row, m.col, m.class()))
            .collect();
        assert_eq!(
            classes,
            [
                (0, 0, "q placed".to_string()),
                (1, 2, "q placed culprit".to_string()),
                (2, 2, "q rejected".to_string()),
            ]
        );
        assert_eq!(board.band, Some(2), "the step's row");
    }

    #[test]
    fn one_queen_typed_is_said_in_the_singular_in_three_languages() {
        let mut values = vec![0; 33];
        values[32] = 33;
        let said = |lang| wide_board(33, &values, false, None, None, lang).label;
        assert_eq!(said(Lang::En), "Chessboard of 33 columns, 1 queen placed");
        assert_eq!(said(Lang::De), "Schachbrett mit 33 Spalten, 1 Dame gesetzt");
        assert_eq!(
            said(Lang::Nl),
            "Schaakbord van 33 kolommen, 1 koningin geplaatst"
        );
        let board = wide_board(33, &values, false, None, None, Lang::En);
        assert_eq!(board.marks[0].class(), "q typed");
        assert_eq!(board.band, None, "no step, no band");
        assert_eq!((board.marks[0].row, board.marks[0].col), (32, 32));
    }

    #[test]
    fn a_board_of_1000_found_by_fast_draws_its_queens_past_column_255() {
        // Queen k of row k (k from 0): column k + 1 as values.
        let values: Vec<u16> = (1..=1000).collect();
        let board = wide_board(1000, &values, true, None, None, Lang::En);
        assert_eq!(board.marks.len(), 1000);
        let last = board.marks[999];
        assert_eq!((last.row, last.col), (999, 999));
        assert_eq!(
            board.label,
            "Chessboard of 1000 columns, 1000 queens placed"
        );
    }
}
