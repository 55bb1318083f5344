//! A JSON field's problem in the page's language.

use std::fmt::Display;

use super::{format_error, say};
use crate::format::FieldProblem;
use crate::i18n::{Lang, T};
use crate::kinds::KIND_NAMES;

/// `problem` in `lang`.
pub fn field_problem(problem: &FieldProblem, lang: Lang) -> String {
    use FieldProblem as P;
    let say = |t, args: &[&dyn Display]| say(lang, t, args);
    match problem {
        P::MissingNumber { lo, hi } => say(T::ErrFieldMissingNumber, &[lo, hi]),
        P::NotWholeNumber { lo, hi, got } => say(T::ErrFieldNotWholeNumber, &[lo, hi, got]),
        P::NotList { got } => say(T::ErrFieldNotList, &[got]),
        P::MissingNumbers => say(T::ErrFieldMissingNumbers, &[]),
        P::NotTrueOrFalse { got } => say(T::ErrFieldNotTrueOrFalse, &[got]),
        P::NotObject => say(T::ErrFieldNotObject, &[]),
        P::NotString { got } => say(T::ErrFieldNotString, &[got]),
        P::MissingKind => say(T::ErrFieldMissingKind, &[&kinds_said(lang)]),
        P::UnknownKind { kind } => say(T::ErrFieldUnknownKind, &[kind, &kinds_said(lang)]),
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
        P::MissingTrees => say(T::ErrFieldMissingTrees, &[]),
        P::Givens(error) => format_error(error, lang),
    }
}

/// The kinds a document may name: `"sudoku", "queens" or "latin"`.
fn kinds_said(lang: Lang) -> String {
    let names: Vec<String> = KIND_NAMES
        .iter()
        .map(|k| format!("\"{}\"", k.names[0]))
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            lang.fill(T::ErrKindsOr, &[&rest.join(", "), last])
        }
        _ => names.join(""),
    }
}
