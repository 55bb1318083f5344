//! A janko.at page's problem in the page's language.

use super::{invalid_said, say, Said};
use crate::format::JankoProblem;
use crate::i18n::T;

/// `problem` in `lang`.
pub fn janko_said(problem: &JankoProblem) -> Said {
    use JankoProblem as P;
    match problem {
        P::NotWholeNumber { key } => say(T::ErrJankoNotWholeNumber, &[key]),
        P::RowTokens { key, cols, found } => say(T::ErrJankoRowTokens, &[key, cols, found]),
        P::Rows { key, rows, found } => say(T::ErrJankoRows, &[key, rows, found]),
        P::NoSize => say(T::ErrJankoNoSize, &[]),
        P::NoKind => say(T::ErrJankoNoKind, &[]),
        P::UnknownKind => say(T::ErrJankoUnknownKind, &[]),
        P::BeginInBlock => say(T::ErrJankoBeginInBlock, &[]),
        P::EndWithoutBegin => say(T::ErrJankoEndWithoutBegin, &[]),
        P::NoEnd => say(T::ErrJankoNoEnd, &[]),
        P::NoBlock => say(T::ErrJankoNoBlock, &[]),
        P::NotValue => say(T::ErrJankoNotValue, &[]),
        P::ValueRange { max } => say(T::ErrJankoValueRange, &[max]),
        P::NoProblemGrid => say(T::ErrJankoNoProblemGrid, &[]),
        P::NoAreasGrid => say(T::ErrJankoNoAreasGrid, &[]),
        P::NoSolutionGrid => say(T::ErrJankoNoSolutionGrid, &[]),
        P::NoLabels { key, n } => say(T::ErrJankoNoLabels, &[key, n]),
        P::PatternPair => say(T::ErrJankoPatternPair, &[]),
        P::MarkerGroup { cells, n } => say(T::ErrJankoMarkerGroup, &[cells, n]),
        P::BadClue => say(T::ErrJankoBadClue, &[]),
        P::SecondClue => say(T::ErrJankoSecondClue, &[]),
        P::NoClue => say(T::ErrJankoNoClue, &[]),
        P::NotTentsMark => say(T::ErrJankoNotTentsMark, &[]),
        P::Invalid(invalid) => invalid_said(invalid),
    }
}
