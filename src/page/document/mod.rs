//! The document: the grid being edited (typed values, notes, undo, what
//! is a given), jigsaw regions being painted, and the puzzle menu that loads
//! and writes puzzles (library, N-Queens, a paste, files, formats, a new
//! puzzle from the maker).

pub(super) mod camp;
pub(super) mod editing;
pub(super) mod editor;
pub(super) mod entries;
mod notes;
pub(super) mod puzzle_menu;
pub(super) mod region_draft;
