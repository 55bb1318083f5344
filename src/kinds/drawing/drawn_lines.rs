//! A Sudoku's German whispers, palindromes and renbans as drawn: each
//! square on a line draws its own piece (an arm toward each neighbour on
//! the line, reaching the shared side's middle or corner), as the
//! thermometers' squares do, in the line's colour; and the words a
//! screen reader hears of them and of the little killers' diagonals.

use crate::i18n::{Lang, T};
use crate::kinds::kind_of;
use crate::puzzles::{AnyPuzzle, BoardShape, LineKind};

/// The piece of one line a square draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawnPiece {
    /// The line's kind.
    pub kind: LineKind,
    /// Toward each neighbour on the line: rows and columns to it.
    pub arms: Vec<(i8, i8)>,
    /// The line's number from 1, the square's place on it from 1, and its
    /// length: for the words.
    pub on: (usize, usize, usize),
}

impl DrawnPiece {
    /// The piece as SVG, in a square from -1 to 1 each way.
    pub fn svg(&self) -> String {
        let class = match self.kind {
            LineKind::Whisper => "whisper",
            LineKind::Palindrome => "palindrome",
            LineKind::Renban => "renban",
        };
        let d: String = (self.arms.iter())
            .map(|&(dr, dc)| format!("M0 0L{dc} {dr}"))
            .collect();
        format!(
            r#"<svg class="drawn {class}" viewBox="-1 -1 2 2" aria-hidden="true"><path d="{d}"/></svg>"#
        )
    }

    /// What a screen reader hears of the piece: "German whisper 1, cell
    /// 2 of 4".
    pub fn words(&self, lang: Lang) -> String {
        let key = match self.kind {
            LineKind::Whisper => T::CellOnWhisper,
            LineKind::Palindrome => T::CellOnPalindrome,
            LineKind::Renban => T::CellOnRenban,
        };
        let (number, place, len) = self.on;
        let args = [number, place, len].map(|n| n.to_string());
        lang.fill(key, &[&args[0], &args[1], &args[2]])
    }
}

/// What a screen reader hears of the little killers whose diagonals
/// pass `square`: ", little killer 1 (↘15), cell 2 of 5".
pub fn little_killer_words(puzzle: &AnyPuzzle, square: usize, lang: Lang) -> String {
    let mut words = String::new();
    let (killers, diagonals) = kind_of(puzzle).little_killers();
    for (k, (killer, diagonal)) in killers.iter().zip(diagonals).enumerate() {
        let Some(i) = diagonal.iter().position(|&c| c == square) else {
            continue;
        };
        let clue = crate::kinds::little_killer_clue(killer);
        let (number, place, len) = (
            (k + 1).to_string(),
            (i + 1).to_string(),
            diagonal.len().to_string(),
        );
        let said = lang.fill(T::CellOnLittleKiller, &[&number, &clue, &place, &len]);
        words = format!("{words}, {said}");
    }
    words
}

/// The pieces of the drawn lines through `square`.
pub fn drawn_pieces(puzzle: &AnyPuzzle, square: usize) -> Vec<DrawnPiece> {
    let BoardShape::Grid { cols, .. } = puzzle.board_shape() else {
        return Vec::new();
    };
    let toward = |near: usize| {
        let dr = (near / cols) as i64 - (square / cols) as i64;
        let dc = (near % cols) as i64 - (square % cols) as i64;
        (dr as i8, dc as i8)
    };
    let mut pieces = Vec::new();
    for (k, line) in kind_of(puzzle).drawn_lines().iter().enumerate() {
        let Some(i) = line.cells.iter().position(|&c| c == square) else {
            continue;
        };
        let neighbours = [i.checked_sub(1), Some(i + 1)].into_iter().flatten();
        let arms = neighbours
            .filter_map(|j| line.cells.get(j))
            .map(|&c| toward(c));
        pieces.push(DrawnPiece {
            kind: line.kind,
            arms: arms.collect(),
            on: (k + 1, i + 1, line.cells.len()),
        });
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{DrawnLine, Layout, Sudoku};

    #[test]
    fn a_square_draws_arms_to_its_neighbours_and_names_its_line() {
        let line = |kind, cells: &[usize]| DrawnLine {
            kind,
            cells: cells.to_vec(),
        };
        let layout = Layout {
            lines: vec![
                line(LineKind::Whisper, &[0, 1, 11]),
                line(LineKind::Renban, &[1, 2]),
            ],
            ..Layout::default()
        };
        let puzzle = AnyPuzzle::Sudoku(Sudoku::with_layout(vec![0; 81], layout).unwrap());
        let pieces = drawn_pieces(&puzzle, 1);
        assert_eq!(pieces.len(), 2);
        assert_eq!(pieces[0].arms, vec![(0, -1), (1, 1)]);
        assert_eq!(
            pieces[0].svg(),
            r#"<svg class="drawn whisper" viewBox="-1 -1 2 2" aria-hidden="true"><path d="M0 0L-1 0M0 0L1 1"/></svg>"#
        );
        assert_eq!(pieces[0].words(Lang::En), "German whisper 1, cell 2 of 3");
        assert_eq!(pieces[1].words(Lang::De), "Renban-Linie 2, Feld 1 von 2");
        assert!(drawn_pieces(&puzzle, 40).is_empty());
    }
}
