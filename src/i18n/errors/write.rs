//! Why a puzzle cannot be written in a format, in the page's language.

use super::super::{Lang, T};
use crate::format::{Site, WriteProblem};

/// `problem` in `lang`.
pub fn write_problem(problem: &WriteProblem, lang: Lang) -> String {
    match problem {
        WriteProblem::NoSuchKind(Site::Janko) => lang.t(T::ErrWriteJankoKind).to_string(),
        WriteProblem::NoSuchKind(Site::Tatham) => lang.t(T::ErrWriteTathamKind).to_string(),
        WriteProblem::NoSuchKind(Site::FPuzzles) => lang.t(T::ErrWriteFPuzzlesKind).to_string(),
        WriteProblem::NoBoxShape => lang.t(T::ErrWriteNoBoxShape).to_string(),
        WriteProblem::RegionInPieces(region) => {
            lang.fill(T::ErrWriteRegionInPieces, &[&region.to_string()])
        }
        WriteProblem::TentsUnsolved => lang.t(T::ErrWriteTentsUnsolved).to_string(),
        WriteProblem::SoloExtraRegions => lang.t(T::ErrWriteSoloExtra).to_string(),
        WriteProblem::SoloCageWithoutSum => lang.t(T::ErrWriteSoloCageSum).to_string(),
        WriteProblem::SoloCellWithoutCage => lang.t(T::ErrWriteSoloCellCage).to_string(),
        WriteProblem::JankoKiller => lang.t(T::ErrWriteJankoKiller).to_string(),
        WriteProblem::KeenHiddenOperation => lang.t(T::ErrWriteKeenOperation).to_string(),
        WriteProblem::TowersVariant => lang.t(T::ErrWriteTowersVariant).to_string(),
        WriteProblem::VariantRules => lang.t(T::ErrWriteVariantRules).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_write_problem_has_its_words_in_every_language() {
        let all = [
            WriteProblem::NoSuchKind(Site::Janko),
            WriteProblem::NoSuchKind(Site::Tatham),
            WriteProblem::NoBoxShape,
            WriteProblem::RegionInPieces(2),
            WriteProblem::TentsUnsolved,
            WriteProblem::SoloExtraRegions,
            WriteProblem::VariantRules,
            WriteProblem::SoloCageWithoutSum,
            WriteProblem::SoloCellWithoutCage,
            WriteProblem::JankoKiller,
            WriteProblem::KeenHiddenOperation,
            WriteProblem::TowersVariant,
            WriteProblem::NoSuchKind(Site::FPuzzles),
        ];
        for p in &all {
            let en = write_problem(p, Lang::En);
            for lang in [Lang::De, Lang::Nl] {
                let text = write_problem(p, lang);
                assert_ne!(text, en, "{p:?} is English in {lang:?}");
                assert!(!text.contains("{}"), "{text}");
            }
        }
        assert!(write_problem(&all[3], Lang::De).contains('2'));
    }
}
