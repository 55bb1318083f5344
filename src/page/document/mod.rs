//! The document: the grid being edited (typed values, notes, undo, what
//! is a given), jigsaw regions being painted, and the puzzle menu that loads
//! and writes puzzles (library, N-Queens, a paste, files, formats, a new
//! puzzle from the maker).
//!
//! [`Document`] is a part of the page: its fields are its own, changed by
//! its actions ([`Document::edit`], [`Document::menu`],
//! [`Document::made`]) and by a puzzle loaded ([`Document::load`]); what
//! an action asks of the other parts (the run dropped, the grid kept, a
//! message said) goes through the router as [`Follow`]s.
//!
//! [`Follow`]: super::ctx::Follow

pub(super) mod camp;
pub(super) mod editing;
pub(super) mod editor;
pub(super) mod entries;
pub(super) mod marks;
pub(super) mod marks_text;
mod notes;
pub(super) mod puzzle_menu;
pub(super) mod puzzle_text;
pub(super) mod region_draft;
pub(super) mod tries;

use crate::format::{from_json, to_json};
use crate::library::LIBRARY;
use crate::puzzles::AnyPuzzle;
use editor::Editor;

/// The grid being edited, and what the puzzle menu holds.
#[derive(Debug)]
pub struct Document {
    /// The grid.
    editor: Editor,
    /// The selected cell (square).
    selected: usize,
    /// The text of the import box.
    import_text: String,
    /// How many times a text was written into the import box.
    import_written: u32,
    /// The library entry loaded, if the grid is one.
    library: Option<usize>,
    /// The puzzles of a janko.at page of several, as JSON documents, to
    /// choose from (empty for one puzzle).
    blocks: Vec<String>,
    /// Which of them is loaded.
    block: usize,
    /// A new puzzle is being made.
    making: bool,
    /// How many puzzles were loaded (the import box folds when this
    /// changes: the board it loaded stands where it was).
    loads: u32,
    /// Why the worker could not read the puzzle of the link followed
    /// next (the link's other problems join it).
    unread_link_puzzle: Option<crate::format::LinkProblem>,
}

/// A puzzle to load, with what the menu knows of where it came from.
#[derive(Clone, Debug)]
pub(in crate::page) struct Loading {
    /// The puzzle.
    pub puzzle: AnyPuzzle,
    /// The library entry it is.
    pub library: Option<usize>,
    /// The other puzzles of the janko.at page it came with, and which
    /// of them it is.
    pub blocks: Vec<String>,
    /// Which of the blocks it is.
    pub block: usize,
}

impl Loading {
    /// `puzzle`, from nowhere the menu keeps.
    pub fn puzzle(puzzle: AnyPuzzle) -> Self {
        Loading {
            puzzle,
            library: None,
            blocks: Vec::new(),
            block: 0,
        }
    }
}

impl Document {
    /// A document holding `editor`, its first square selected.
    pub fn new(editor: Editor) -> Self {
        Document {
            editor,
            selected: 0,
            import_text: String::new(),
            import_written: 0,
            library: None,
            blocks: Vec::new(),
            block: 0,
            making: false,
            loads: 0,
            unread_link_puzzle: None,
        }
    }

    /// The grid.
    pub fn editor(&self) -> &Editor {
        &self.editor
    }

    /// The selected square.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The text of the import box.
    pub fn import_text(&self) -> &str {
        &self.import_text
    }

    /// How many times a text was written into the import box (the box
    /// takes [`Document::import_text`] when this changes).
    pub fn import_written(&self) -> u32 {
        self.import_written
    }

    /// The library entry loaded, if the grid is one.
    pub fn library(&self) -> Option<usize> {
        self.library
    }

    /// The puzzles of a janko.at page of several, as JSON documents
    /// (empty for one puzzle).
    pub fn blocks(&self) -> &[String] {
        &self.blocks
    }

    /// Which of the blocks is loaded.
    pub fn block(&self) -> usize {
        self.block
    }

    /// Whether a new puzzle is being made.
    pub fn making(&self) -> bool {
        self.making
    }

    /// How many puzzles were loaded since the page opened.
    pub fn loads(&self) -> u32 {
        self.loads
    }

    /// The grid, to be played on (a hint placed, a search watched).
    pub(in crate::page) fn editor_mut(&mut self) -> &mut Editor {
        &mut self.editor
    }

    /// Puts `editor` in place of the grid (one kept aside, or one a link
    /// or storage brings back).
    pub(in crate::page) fn replace_editor(&mut self, editor: Editor) {
        self.editor = editor;
    }

    /// Selects `square` (the last square if there are fewer).
    pub(in crate::page) fn select(&mut self, square: usize) {
        self.selected = square.min(self.editor.squares().saturating_sub(1));
    }

    /// The maker gave up: no puzzle is being made.
    pub(in crate::page) fn stop_making(&mut self) {
        self.making = false;
    }

    /// The link's puzzle on the board with its entries, unless the saved
    /// grid is this puzzle (as solved, or as loaded when the typed digits
    /// clash) with these entries: it keeps which digits are the user's
    /// own, the notes and undo. Entries that do not fit are a problem of
    /// the link, as is a puzzle the worker could not read for it.
    pub(in crate::page) fn take_link_puzzle(&mut self, link: &mut crate::format::Link) {
        if let Some(problem) = self.unread_link_puzzle.take() {
            link.problems.insert(0, problem);
        }
        let Some(p) = link.puzzle.take() else {
            return;
        };
        let editor = self.editor();
        let wanted = Some(to_json(&p));
        let grid = &link.grid;
        let same = (editor.document().ok() == wanted || Some(to_json(editor.puzzle())) == wanted)
            && (grid.entries.is_none() || grid.entries == editor.entries_text())
            && (grid.marks.is_none() || grid.marks == editor.marks_text());
        if same {
            return;
        }
        let mut editor = Editor::new(p);
        if let Some(entries) = &grid.entries {
            if let Err(problem) = editor.enter(entries) {
                link.problems.push(problem);
            }
        }
        if let Some(marks) = &grid.marks {
            if let Err(problem) = editor.enter_marks(marks) {
                link.problems.push(problem);
            }
        }
        self.replace_editor(editor);
    }

    /// Notes which library entry the grid is, if any (a link or storage
    /// brought it without saying).
    pub(in crate::page) fn recognise_library(&mut self) {
        let document = self.editor.document().ok();
        self.library = LIBRARY
            .iter()
            .position(|(_, doc)| from_json(doc).ok().map(|p| to_json(&p)) == document);
    }

    /// Loads `loading`: a fresh grid of its puzzle, the first square
    /// selected.
    pub(in crate::page) fn load(&mut self, loading: Loading) {
        self.editor = Editor::new(loading.puzzle);
        self.selected = 0;
        self.library = loading.library;
        self.blocks = loading.blocks;
        self.block = loading.block;
        self.loads += 1;
    }
}
