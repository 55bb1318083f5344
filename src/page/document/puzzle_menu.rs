//! The puzzle menu's actions: an empty Sudoku of any shape, a new puzzle
//! made in a worker, a file opened or dropped (a janko.at page of several
//! puzzles: one chosen from it), the grid written in another format or
//! downloaded as a file.

use super::puzzle_text::{ask, Purpose, Work};
use super::{Document, Loading};
use crate::format::{from_json, read_here, to_json, FormatError};
use crate::generate::{Difficulty, Kind, SudokuShape};
use crate::i18n::{Lang, T};
use crate::library::LIBRARY;
use crate::page::ctx::{Ctx, Follow};
use crate::page::document::region_draft::RegionEdit;
use crate::page::model::Command;
use crate::page::workers::Worker;
use crate::page::Note;
use crate::protocol::{Reply, Request};
use crate::puzzles::{AnyPuzzle, Layout, Queens, Sudoku};

/// An empty Sudoku the menu offers: its side, its boxes (rows x
/// columns), diagonals, or jigsaw regions to paint (starting from boxes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EmptyShape {
    /// The side.
    pub side: usize,
    /// Box rows and columns.
    pub boxes: (usize, usize),
    /// Both diagonals are houses too (Sudoku X).
    pub diagonals: bool,
    /// Regions instead of boxes (they start as the boxes).
    pub jigsaw: bool,
}

const fn shape(side: usize, rows: usize, cols: usize) -> EmptyShape {
    EmptyShape {
        side,
        boxes: (rows, cols),
        diagonals: false,
        jigsaw: false,
    }
}

/// Every empty Sudoku of the menu, in its order.
pub const EMPTY_SHAPES: [EmptyShape; 13] = [
    shape(4, 2, 2),
    shape(6, 2, 3),
    shape(6, 3, 2),
    shape(8, 2, 4),
    shape(8, 4, 2),
    shape(9, 3, 3),
    EmptyShape {
        diagonals: true,
        ..shape(9, 3, 3)
    },
    EmptyShape {
        jigsaw: true,
        ..shape(9, 3, 3)
    },
    shape(12, 3, 4),
    shape(12, 4, 3),
    EmptyShape {
        jigsaw: true,
        ..shape(12, 3, 4)
    },
    shape(16, 4, 4),
    EmptyShape {
        diagonals: true,
        ..shape(16, 4, 4)
    },
];

impl EmptyShape {
    /// Its name in the menu: `6x6 (2x3)`, `9x9 X`, `9x9 jigsaw`; the
    /// word for jigsaw comes from the page's language.
    pub fn name(&self, jigsaw_word: &str) -> String {
        let s = self.side;
        let (r, c) = self.boxes;
        if self.jigsaw {
            format!("{s}x{s} {jigsaw_word}")
        } else if self.diagonals {
            format!("{s}x{s} X")
        } else if r == c {
            format!("{s}x{s}")
        } else {
            format!("{s}x{s} ({r}x{c})")
        }
    }

    /// The empty puzzle.
    pub fn puzzle(&self) -> Option<AnyPuzzle> {
        let (rows, cols) = self.boxes;
        let n = self.side;
        let layout = if self.jigsaw {
            let regions = (0..n * n)
                .map(|c| (c / n / rows) * (n / cols) + (c % n) / cols)
                .collect();
            Layout {
                regions: Some(regions),
                diagonals: self.diagonals,
                ..Layout::default()
            }
        } else {
            Layout {
                boxes: Some(self.boxes),
                diagonals: self.diagonals,
                ..Layout::default()
            }
        };
        Sudoku::with_layout(vec![0; n * n], layout)
            .ok()
            .map(Into::into)
    }
}

/// What "New puzzle" can make, in the menu's order: its name's text
/// and the kind.
pub const MAKE_KINDS: [(T, Kind); 12] = [
    (T::MakeSudoku9, Kind::sudoku(9, 3, 3, false)),
    (T::MakeSudoku6, Kind::sudoku(6, 2, 3, false)),
    (T::MakeSudokuX9, Kind::sudoku(9, 3, 3, true)),
    (T::MakeKiller9, Kind::Killer(9)),
    (T::MakeSudoku12, Kind::sudoku(12, 3, 4, false)),
    (T::MakeSudoku16, Kind::sudoku(16, 4, 4, false)),
    (T::MakeJigsaw9, Kind::jigsaw(9)),
    (T::MakeStar, Kind::Sudoku(SudokuShape::Star)),
    (T::MakeKendoku6, Kind::Kendoku(6)),
    (T::MakeKendoku9, Kind::Kendoku(9)),
    (T::MakeSkyscrapers6, Kind::Skyscrapers(6)),
    (T::MakeTents12, Kind::Tents(12, 12)),
];

/// The formats the grid can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Format {
    /// Our JSON document.
    Json,
    /// A janko.at block.
    Janko,
    /// A game ID of Simon Tatham's puzzles.
    Tatham,
    /// An f-puzzles link (SudokuPad opens it too).
    FPuzzles,
}

impl Format {
    /// Every format, in the menu's order.
    pub const ALL: [Format; 4] = [
        Format::Json,
        Format::Janko,
        Format::Tatham,
        Format::FPuzzles,
    ];

    /// Its name in the menu, in `lang`.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Format::Json => "JSON",
            Format::Janko => "janko.at",
            Format::Tatham => lang.t(T::FormatTatham),
            Format::FPuzzles => "f-puzzles",
        }
    }

    /// The file name of a download.
    pub fn file_name(self) -> &'static str {
        match self {
            Format::Json => "puzzle.json",
            Format::Janko => "puzzle-janko.txt",
            Format::Tatham => "puzzle-tatham.txt",
            Format::FPuzzles => "puzzle-fpuzzles.txt",
        }
    }
}

/// An action of the puzzle menu.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleAction {
    /// Load entry `i` of the library.
    Library(usize),
    /// Load N-Queens for the text of the N field.
    Queens(String),
    /// Load pasted text.
    Import(String),
    /// Load the empty Sudoku of [`EMPTY_SHAPES`]`[i]`.
    Empty(usize),
    /// Make a puzzle of [`MAKE_KINDS`]`[i]` in a worker.
    Make(usize, Difficulty),
    /// The text of a file opened or dropped on the page.
    Open(String),
    /// Load puzzle `i` of the page opened last.
    Block(usize),
    /// Write the grid into the import box in this format.
    Write(Format),
    /// Download the grid in this format.
    Download(Format),
    /// Paint jigsaw regions.
    Regions(RegionEdit),
}

impl Document {
    /// Carries out an action of the puzzle menu (but painting regions,
    /// which is the page's mode).
    pub(in crate::page) fn menu(&mut self, action: PuzzleAction, ctx: &mut Ctx) {
        match action {
            PuzzleAction::Library(i) => {
                if let Some(p) = LIBRARY.get(i).and_then(|(_, doc)| from_json(doc).ok()) {
                    let library = Some(i);
                    ctx.then(Follow::Load(Box::new(Loading {
                        library,
                        ..Loading::puzzle(p)
                    })));
                }
            }
            PuzzleAction::Queens(text) => self.load_queens(&text, ctx),
            // The box holds the text already: echoing it back would lay
            // out a pasted 5 MB once more.
            PuzzleAction::Import(text) => match read_here(&text) {
                Some(Ok(p)) => load(p, ctx),
                Some(Err(e)) => ctx.then(Follow::Say(Note::CannotImport(e))),
                None => ask(Purpose::Import, Work::Read(text), ctx),
            },
            PuzzleAction::Empty(i) => {
                if let Some(p) = EMPTY_SHAPES.get(i).and_then(EmptyShape::puzzle) {
                    load(p, ctx);
                }
            }
            PuzzleAction::Make(i, difficulty) => self.make(i, difficulty, ctx),
            PuzzleAction::Open(text) => open(text, ctx),
            PuzzleAction::Block(i) => {
                let Some(p) = self.blocks.get(i).and_then(|doc| from_json(doc).ok()) else {
                    return;
                };
                let blocks = self.blocks.clone();
                ctx.then(Follow::Load(Box::new(Loading {
                    blocks,
                    block: i,
                    ..Loading::puzzle(p)
                })));
            }
            PuzzleAction::Regions(_) => {}
            PuzzleAction::Write(format) => self.write(format, Purpose::Write, ctx),
            PuzzleAction::Download(format) => self.write(format, Purpose::Download(format), ctx),
        }
    }

    /// The grid in `format`, for `purpose`: JSON at once, the others
    /// written by the worker. What cannot be written is said in the
    /// page's language (the box keeps what the reader had in it).
    fn write(&mut self, format: Format, purpose: Purpose, ctx: &mut Ctx) {
        let puzzle = match self.editor.solvable() {
            Ok(puzzle) => puzzle,
            Err(e) => return ctx.then(Follow::Say(Note::CannotRead(e))),
        };
        match (format, purpose) {
            (Format::Json, Purpose::Download(_)) => {
                let name = format.file_name();
                ctx.command(Command::Download {
                    name,
                    text: to_json(&puzzle),
                });
            }
            (Format::Json, _) => {
                self.import_written += 1;
                self.import_text = to_json(&puzzle);
            }
            (_, purpose) => ask(purpose, Work::Write(puzzle.spec(), format), ctx),
        }
    }

    /// Asks the maker for a puzzle of [`MAKE_KINDS`]`[i]`.
    fn make(&mut self, i: usize, difficulty: Difficulty, ctx: &mut Ctx) {
        let Some(&(_, kind)) = MAKE_KINDS.get(i) else {
            return;
        };
        // The page's clock picks the seed; the note shows it and the
        // puzzle goes into the link, so it can be made again.
        let seed = (ctx.now * 1000.0) as u64 % 1_000_000;
        self.making = true;
        ctx.then(Follow::Say(Note::Making));
        let request = Request::Generate {
            kind,
            seed,
            difficulty,
        };
        ctx.send(Worker::Maker, request);
    }

    /// Loads N-Queens for the text of the N field.
    fn load_queens(&mut self, text: &str, ctx: &mut Ctx) {
        match text.trim().parse::<usize>().map(Queens::checked) {
            Ok(Ok(q)) => load(q.into(), ctx),
            Ok(Err(e)) => ctx.then(Follow::Say(Note::CannotRead(e.into()))),
            Err(_) => {
                let text = text.trim().to_string();
                ctx.then(Follow::Say(Note::CannotRead(FormatError::QueensN { text })))
            }
        }
    }

    /// The maker worker's answer: the new puzzle is loaded.
    pub(in crate::page) fn made(&mut self, reply: Reply, ctx: &mut Ctx) {
        self.making = false;
        let said = match reply {
            Reply::Generated {
                puzzle,
                seed,
                difficulty,
                guesses,
            } => match (*puzzle).build() {
                Ok(p) => {
                    load(p, ctx);
                    Note::Made {
                        seed,
                        difficulty,
                        guesses,
                    }
                }
                Err(e) => Note::CannotRead(e.into()),
            },
            Reply::Failed { message } => Note::Failed(message),
            _ => return,
        };
        ctx.then(Follow::Say(said));
    }
}

/// Asks the router to load `puzzle`.
fn load(puzzle: AnyPuzzle, ctx: &mut Ctx) {
    ctx.then(Follow::Load(Box::new(Loading::puzzle(puzzle))));
}

/// A file's text: one puzzle here, or one the worker reads (a janko.at
/// page of several: the first loaded, the others offered).
fn open(text: String, ctx: &mut Ctx) {
    match read_here(&text) {
        Some(Ok(p)) => load(p, ctx),
        Some(Err(e)) => ctx.then(Follow::Say(Note::CannotRead(e))),
        None => ask(Purpose::Open, Work::Read(text), ctx),
    }
}

/// Loads the first of the puzzles the worker read (JSON documents), and
/// with `offer_others` offers each of several.
pub(super) fn load_read(docs: Vec<String>, offer_others: bool, ctx: &mut Ctx) {
    let Some(first) = docs.first().and_then(|doc| from_json(doc).ok()) else {
        return;
    };
    let blocks = if offer_others && docs.len() > 1 {
        docs
    } else {
        Vec::new()
    };
    ctx.then(Follow::Load(Box::new(Loading {
        blocks,
        ..Loading::puzzle(first)
    })));
}
