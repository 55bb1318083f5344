//! N-Queens: a chessboard, one level per row, each move a queen in a
//! column of its row.

use serde_json::{json, Value};

use super::drawing::{label, CellState, CellView, Scene, QUEEN};
mod hand;
mod hand_words;

pub use hand::QueensReason;

use super::lab::LabCode;
use super::{common_marks, Kind, KindName, Level};
use crate::engine::Move;
use crate::format::json_fields::whole;
use crate::format::FormatError;
use crate::i18n::T;
use crate::puzzles::{AnyPuzzle, Queens, Reason, MAX_QUEENS_BOARD};
use crate::teach::Marks;

/// How a JSON document names N-Queens.
pub const NAME: KindName = KindName {
    names: &["queens"],
    read: |doc| {
        Ok(AnyPuzzle::Queens(Queens::checked(whole(
            doc,
            "n",
            "n",
            1,
            MAX_QUEENS_BOARD as i64,
        )?)?))
    },
};

impl Kind for Queens {
    /// The Lab's N-Queens code, up to the columns a move names: the
    /// learner's moves are stepped.
    fn lab_code(&self) -> Option<LabCode> {
        (!self.is_unstepped()).then_some(LabCode::Queens)
    }
    fn queens_n(&self) -> Option<usize> {
        Some(self.n())
    }
    fn lab_globals(&self) -> String {
        format!("N = {}\n", self.n())
    }
    fn level(&self) -> Level {
        Level::Row
    }
    fn level_square(&self, _row: usize) -> Option<usize> {
        None
    }
    fn level_covers(&self, row: usize, square: usize) -> bool {
        square / self.n() == row
    }
    fn classic_caption(&self) -> T {
        T::CaptionClassicQueens
    }
    fn legend_signs(&self) -> (Option<&'static str>, &'static str) {
        (None, QUEEN)
    }
    fn squares(&self, scene: &Scene) -> Vec<CellView> {
        queen_squares(scene)
    }
    /// A board past 32 columns is one image, whose squares are not
    /// shaded.
    fn attacks(&self) -> bool {
        !self.is_wide()
    }
    fn marks(&self, reason: &Reason, mv: Move, marks: &mut Marks) {
        let n = self.n();
        match reason {
            Reason::Attacked { row, column, .. } => {
                let from = (*row as i64, *column as i64);
                let to = (mv.cell as i64, i64::from(mv.value) - 1);
                marks.culprit = Some(row * n + column);
                // The squares between the queen and the attacked square.
                let (dr, dc) = ((to.0 - from.0).signum(), (to.1 - from.1).signum());
                let (mut r, mut c) = from;
                while (r, c) != to {
                    r += dr;
                    c += dc;
                    marks.lit.push((r * n as i64 + c) as usize);
                }
            }
            Reason::NoCandidate { cell } => marks.lit = (0..n).map(|c| cell * n + c).collect(),
            other => common_marks(self, other, marks),
        }
    }
    fn typed_max(&self) -> usize {
        0
    }
    fn with_typed(&self, _values: &[u8]) -> Result<AnyPuzzle, FormatError> {
        Ok(AnyPuzzle::Queens(self.clone()))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn text_grid(&self, values: &[u8]) -> String {
        let mut out = String::new();
        for &col in values {
            let row: Vec<&str> = (1..=self.n())
                .map(|c| if c == col as usize { "Q" } else { "." })
                .collect();
            out.push_str(&row.join(" "));
            out.push('\n');
        }
        out
    }
    fn json(&self) -> Value {
        json!({"kind": "queens", "n": self.n()})
    }
}

/// For each square of an `n` x `n` board with `values` (a column + 1 per
/// row, 0 for none), whether a queen on another square attacks it: the
/// same column or a diagonal (each row holds one queen at most). The
/// queens' own squares are not attacked.
pub fn attacked_squares(n: usize, values: &[u8]) -> Vec<bool> {
    let queens: Vec<(usize, usize)> = values
        .iter()
        .enumerate()
        .filter(|&(_, &v)| v > 0)
        .map(|(r, &v)| (r, v as usize - 1))
        .collect();
    (0..n * n)
        .map(|sq| {
            let (r, c) = (sq / n, sq % n);
            queens.iter().any(|&(qr, qc)| {
                (qr, qc) != (r, c) && (qr == r || qc == c || qr.abs_diff(r) == qc.abs_diff(c))
            })
        })
        .collect()
}

/// The squares of a chessboard with its queens (one value per row: the
/// column + 1).
fn queen_squares(scene: &Scene) -> Vec<CellView> {
    let n = scene.puzzle.side() as usize;
    let attacked = if scene.shade_attacks {
        attacked_squares(n, scene.values)
    } else {
        Vec::new()
    };
    let clashes = if scene.searched {
        Vec::new()
    } else {
        crate::puzzles::conflicts(scene.puzzle, scene.typed)
    };
    let event = scene.event_square();
    (0..n * n)
        .map(|sq| {
            let (r, c) = (sq / n, sq % n);
            let mut classes = Vec::new();
            let queen = scene.values.get(r).is_some_and(|&v| v as usize == c + 1);
            if (r + c) % 2 == 1 {
                classes.push("dark");
            }
            let mut state = match (queen, scene.searched) {
                (true, true) => CellState::Placed,
                (true, false) => CellState::Typed,
                _ => CellState::Empty,
            };
            let mut text = if queen {
                QUEEN.to_string()
            } else {
                String::new()
            };
            if let Some((_, _, s)) = event.filter(|e| e.0 == sq) {
                state = s;
                text = QUEEN.to_string();
            }
            if queen && clashes.get(r).copied().unwrap_or(false) {
                classes.push("clash");
            }
            let under_attack = !queen && attacked.get(sq).copied().unwrap_or(false);
            if under_attack {
                classes.push("attacked");
            }
            scene.mark_classes(sq, &mut classes);
            let word = if text.is_empty() {
                scene.lang.t(T::CellEmpty)
            } else {
                scene.lang.t(T::CellQueen)
            };
            let mut label = label(scene, sq, word, state);
            if under_attack {
                label = format!("{label}, {}", scene.lang.t(T::CellAttacked));
            }
            if scene.wrong.contains(&sq) {
                classes.push("wrong");
                label = format!("{label}, {}", scene.lang.t(T::CellWrong));
            }
            CellView {
                label,
                text,
                state,
                classes,
                corner: None,
                candidates: Vec::new(),
                ..CellView::default()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::attacked_squares;

    #[test]
    fn a_queen_attacks_its_column_row_and_diagonals_not_its_own_square() {
        // 4x4, a queen in row 1 column 2; row 2 still empty.
        let attacked = attacked_squares(4, &[2, 0, 0, 0]);
        let row = |r: usize| attacked[r * 4..r * 4 + 4].to_vec();
        assert_eq!(row(0), [true, false, true, true]);
        assert_eq!(
            row(1),
            [true, true, true, false],
            "row 2: only column 4 is free"
        );
        assert_eq!(row(2), [false, true, false, true]);
        assert_eq!(row(3), [false, true, false, false]);
    }
}
