//! The code the Lab starts with: the article's methods, in its style and
//! names (`getSets`, `moves`, `valid`, `record`, `undo`, `done`,
//! `vector`), with comments in the page's language. Kendoku checks a cage
//! when its last cell is filled, as the article does.

use super::own::OWN_TEXTS;
use super::LabKind;
use crate::i18n::{Lang, T};

/// The texts the templates name, as `«Key»`.
const TEXTS: [(&str, T); 20] = [
    ("LabSudokuSets", T::LabSudokuSets),
    ("LabSudokuMoves", T::LabSudokuMoves),
    ("LabSudokuValid", T::LabSudokuValid),
    ("LabReasonRow", T::LabReasonRow),
    ("LabReasonColumn", T::LabReasonColumn),
    ("LabReasonBox", T::LabReasonBox),
    ("LabRecordUndo", T::LabRecordUndo),
    ("LabDone", T::LabDone),
    ("LabQueensMoves", T::LabQueensMoves),
    ("LabQueensValid", T::LabQueensValid),
    ("LabQueensRecord", T::LabQueensRecord),
    ("LabKendokuHolds", T::LabKendokuHolds),
    ("LabKendokuSets", T::LabKendokuSets),
    ("LabKendokuMoves", T::LabKendokuMoves),
    ("LabKendokuValid", T::LabKendokuValid),
    ("LabReasonCage", T::LabReasonCage),
    ("LabSudokuXSets", T::LabSudokuXSets),
    ("LabSudokuXGetSets", T::LabSudokuXGetSets),
    ("LabSudokuXValid", T::LabSudokuXValid),
    ("LabReasonDiagonal", T::LabReasonDiagonal),
];

/// The prefilled code for `kind`, its comments in `lang`.
pub fn prefilled(kind: LabKind, lang: Lang) -> String {
    // The templates are the Lab's texts (fetched with its part, not held
    // by the page's wasm), the same in every language.
    let template = match kind {
        LabKind::Sudoku => T::LabCodeSudoku,
        LabKind::Queens => T::LabCodeQueens,
        LabKind::Kendoku => T::LabCodeKendoku,
        LabKind::SudokuX => T::LabCodeSudokuX,
        LabKind::Own(own) => own.template(),
    };
    let mut code = lang.t(template).to_owned();
    for (key, t) in TEXTS.into_iter().chain(OWN_TEXTS) {
        code = code.replace(&format!("«{key}»"), lang.t(t));
    }
    code
}
