//! A JSON field's problem in the page's language.

use super::{format_said, say, Said};
use crate::format::FieldProblem;
use crate::i18n::T;
use crate::kinds::KIND_NAMES;

/// `problem` in `lang`.
pub fn field_said(problem: &FieldProblem) -> Said {
    use FieldProblem as P;
    match problem {
        P::MissingNumber { lo, hi } => say(T::ErrFieldMissingNumber, &[lo, hi]),
        P::NotWholeNumber { lo, hi, got } => say(T::ErrFieldNotWholeNumber, &[lo, hi, got]),
        P::NotList { got } => say(T::ErrFieldNotList, &[got]),
        P::MissingNumbers => say(T::ErrFieldMissingNumbers, &[]),
        P::NotTrueOrFalse { got } => say(T::ErrFieldNotTrueOrFalse, &[got]),
        P::NotObject => say(T::ErrFieldNotObject, &[]),
        P::NotString { got } => say(T::ErrFieldNotString, &[got]),
        P::MissingKind => Said::text(T::ErrFieldMissingKind, vec![kinds_said()]),
        P::UnknownKind { kind } => Said::text(
            T::ErrFieldUnknownKind,
            vec![Said::plain(kind), kinds_said()],
        ),
        P::UnknownOperation { op } => say(T::ErrFieldUnknownOperation, &[op]),
        P::NotCage => say(T::ErrFieldNotCage, &[]),
        P::NotCellName { got } => say(T::ErrFieldNotCellName, &[got]),
        P::MissingCells => say(T::ErrFieldMissingCells, &[]),
        P::MissingCages => say(T::ErrFieldMissingCages, &[]),
        P::MissingLine { example } => say(T::ErrFieldMissingLine, &[example]),
        P::NotLine { example, got } => say(T::ErrFieldNotLine, &[example, got]),
        P::NotSudokuLine { got } => say(T::ErrFieldNotSudokuLine, &[got]),
        P::NotBox => say(T::ErrFieldNotBox, &[]),
        P::NotTree => say(T::ErrFieldNotTree, &[]),
        P::NotDot => say(T::ErrFieldNotDot, &[]),
        P::NotLittleKiller { got } => say(T::ErrFieldNotLittleKiller, &[got]),
        P::NotSandwich { got } => say(T::ErrFieldNotSandwich, &[got]),
        P::MissingTrees => say(T::ErrFieldMissingTrees, &[]),
        P::Givens(error) => format_said(error),
    }
}

/// The kinds a document may name: `"sudoku", "queens" or "latin"`.
fn kinds_said() -> Said {
    let names: Vec<String> = KIND_NAMES
        .iter()
        .map(|k| format!("\"{}\"", k.names[0]))
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => say(T::ErrKindsOr, &[&rest.join(", "), last]),
        _ => Said::plain(names.join("")),
    }
}
