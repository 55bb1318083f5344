//! The code the Lab starts with: the article's methods, in its style and
//! names (`getSets`, `moves`, `valid`, `record`, `undo`, `done`,
//! `vector`), with comments in the page's language. Kendoku checks a cage
//! when its last cell is filled, as the article does.

use super::own::OWN_TEXTS;
use super::LabKind;
use crate::i18n::{Lang, T};

const SUDOKU: &str = include_str!("sudoku.py");
const QUEENS: &str = include_str!("queens.py");
const KENDOKU: &str = include_str!("kendoku.py");
const SUDOKU_X: &str = include_str!("sudoku_x.py");

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
    let template = match kind {
        LabKind::Sudoku => SUDOKU,
        LabKind::Queens => QUEENS,
        LabKind::Kendoku => KENDOKU,
        LabKind::SudokuX => SUDOKU_X,
        LabKind::Own(own) => own.template(),
    };
    let mut code = template.to_owned();
    for (key, t) in TEXTS.into_iter().chain(OWN_TEXTS) {
        code = code.replace(&format!("«{key}»"), lang.t(t));
    }
    code
}
