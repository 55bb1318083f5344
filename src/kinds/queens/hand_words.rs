//! What a hint on an N-Queens board says, level by level: where to
//! look, why the queen is lifted or placed, the queen placed.

use super::hand::QueensReason;
use crate::i18n::{Lang, T};
use crate::kinds::hand::{Hint, HintReason};
use crate::puzzles::{grid_cell_name, HouseKind};
use crate::teach::house_name;

/// The words of `hint` at `level` on an `n` x `n` N-Queens board.
pub fn queens_hint_text(hint: &Hint, level: u8, n: usize, lang: Lang) -> String {
    let square = grid_cell_name(hint.cell, n);
    let row = house_name(HouseKind::Row(hint.cell / n), lang);
    match (hint.reason, level) {
        (HintReason::Queens(QueensReason::OneSquare), 1) => {
            lang.fill(T::HintQueensLookRow, &[&row])
        }
        (_, 1) => lang.fill(T::HintLookCell, &[&square]),
        (HintReason::Wrong, 2) => lang.fill(T::HintQueensAttacked, &[&square]),
        (HintReason::Queens(QueensReason::Blocks), 2) => lang.fill(T::HintQueensBlocks, &[&square]),
        (HintReason::Queens(QueensReason::OneSquare), 2) => {
            lang.fill(T::HintQueensOneSquare, &[&row, &square])
        }
        (HintReason::FromSolution, 2) => lang.fill(T::HintQueensFromSolution, &[&square]),
        (HintReason::Wrong | HintReason::Queens(QueensReason::Blocks), _) => {
            lang.fill(T::HintQueensLifted, &[&square])
        }
        (_, _) => lang.fill(T::HintQueensPlaced, &[&square]),
    }
}
