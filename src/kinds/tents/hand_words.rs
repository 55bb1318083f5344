//! What a hint on a Tents board says, level by level: where to look,
//! the rule that marks the square, the mark made.

use super::hand::CampReason;
use super::marks::CampMark;
use crate::i18n::{Lang, T};
use crate::kinds::hand::{Hint, HintReason};
use crate::puzzles::{grid_cell_name, Tents};
use crate::teach::house_name;

/// The words of `hint` at `level` on the Tents board `tents`.
pub fn camp_hint_text(hint: &Hint, level: u8, tents: &Tents, lang: Lang) -> String {
    let name = |sq: usize| grid_cell_name(sq, tents.cols());
    let square = name(hint.cell);
    let tent = CampMark::of(hint.value) == CampMark::Tent;
    match (hint.reason, level) {
        (HintReason::Camp(CampReason::OnlySpot(tree)), 1) => {
            lang.fill(T::HintCampLookTree, &[&name(tree)])
        }
        (HintReason::Camp(CampReason::LineFull(line) | CampReason::LineNeedsAll(line)), 1) => {
            lang.fill(T::HintCampLookLine, &[&house_name(line, lang)])
        }
        (_, 1) => lang.fill(T::HintLookCell, &[&square]),
        (HintReason::Camp(reason), 2) => match reason {
            CampReason::NoTree => lang.fill(T::HintCampNoTree, &[&square]),
            CampReason::Touches(at) => lang.fill(T::HintCampTouches, &[&square, &name(at)]),
            CampReason::LineFull(line) => {
                lang.fill(T::HintCampLineFull, &[&square, &house_name(line, lang)])
            }
            CampReason::OnlySpot(tree) => lang.fill(T::HintCampOnlySpot, &[&name(tree), &square]),
            CampReason::LineNeedsAll(line) => {
                lang.fill(T::HintCampLineNeedsAll, &[&house_name(line, lang), &square])
            }
        },
        (HintReason::Wrong, 2) if tent => lang.fill(T::HintCampWrongTent, &[&square]),
        (HintReason::Wrong, 2) => lang.fill(T::HintCampWrongGrass, &[&square]),
        (HintReason::Wrong, _) => lang.fill(T::HintCampTakenOut, &[&square]),
        (HintReason::FromSolution, 2) => lang.fill(T::HintCampFromSolution, &[&square]),
        (_, _) if tent => lang.fill(T::HintCampTent, &[&square]),
        (_, _) => lang.fill(T::HintCampGrass, &[&square]),
    }
}
