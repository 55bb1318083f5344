//! A Tatham game ID's problem in the page's language.

use super::{invalid_said, say, Said};
use crate::format::GameIdProblem;
use crate::i18n::T;

/// `problem` in `lang`.
pub fn game_id_said(problem: &GameIdProblem) -> Said {
    use GameIdProblem as P;
    match problem {
        P::Seed => say(T::ErrIdSeed, &[]),
        P::NoColon => say(T::ErrIdNoColon, &[]),
        P::TrailingData => say(T::ErrIdTrailingData, &[]),
        P::NoSize { lo, hi } => say(T::ErrIdNoSize, &[lo, hi]),
        P::SizeRange { lo, hi, got } => say(T::ErrIdSizeRange, &[lo, hi, got]),
        P::SudokuSide { got } => say(T::ErrIdSudokuSide, &[got]),
        P::NoJigsawRegions => say(T::ErrIdNoJigsawRegions, &[]),
        P::NoKillerCages => say(T::ErrIdNoKillerCages, &[]),
        P::NoKillerSums => say(T::ErrIdNoKillerSums, &[]),
        P::NoCommaAfterCages => say(T::ErrIdNoCommaAfterCages, &[]),
        P::ClueType => say(T::ErrIdClueType, &[]),
        P::FewCageClues => say(T::ErrIdFewCageClues, &[]),
        P::SubtractionDivisionCells => say(T::ErrIdSubtractionDivisionCells, &[]),
        P::ManyCageClues => say(T::ErrIdManyCageClues, &[]),
        P::FewClues { got, needed } => say(T::ErrIdFewClues, &[got, needed]),
        P::NoSlash => say(T::ErrIdNoSlash, &[]),
        P::ClueRange { max } => say(T::ErrIdClueRange, &[max]),
        P::TentsParameters => say(T::ErrIdTentsParameters, &[]),
        P::Height => say(T::ErrIdHeight, &[]),
        P::TentsSize { width, height } => say(T::ErrIdTentsSize, &[width, height]),
        P::FewNumbers { got, needed } => say(T::ErrIdFewNumbers, &[got, needed]),
        P::NumbersCharacter => say(T::ErrIdNumbersCharacter, &[]),
        P::GridOverflow => say(T::ErrIdGridOverflow, &[]),
        P::NumberRange { number, max } => say(T::ErrIdNumberRange, &[number, max]),
        P::GridCharacter => say(T::ErrIdGridCharacter, &[]),
        P::GridShort { got, area } => say(T::ErrIdGridShort, &[got, area]),
        P::WallsCharacter => say(T::ErrIdWallsCharacter, &[]),
        P::WallsOverflow => say(T::ErrIdWallsOverflow, &[]),
        P::WallsShort => say(T::ErrIdWallsShort, &[]),
        P::TreesOverflow => say(T::ErrIdTreesOverflow, &[]),
        P::GivenTents => say(T::ErrIdGivenTents, &[]),
        P::TreesCharacter => say(T::ErrIdTreesCharacter, &[]),
        P::TreesShort { squares } => say(T::ErrIdTreesShort, &[squares]),
        P::Invalid(invalid) => invalid_said(invalid),
    }
}
