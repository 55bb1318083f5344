//! What a run searches, the page's first axis: the page's puzzle, or a
//! board the learner's code declares (the Lab's puzzle of the learner's
//! own). Every panel and drawing asks the subject for the names of its
//! squares, the words of its moves and values and, where the page knows
//! them, its rules; none asks which subject it is.

use std::rc::Rc;

use crate::engine::{Event, Move};
use crate::format::{event_words, event_words_by};
use crate::i18n::{Lang, Numbers};
use crate::kinds::{kind_of, Level};
use crate::lab::DeclaredBoard;
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;
use crate::teach::{candidates_text, sentence, square_name, ChainRow, Fact};

/// What a run searches.
#[derive(Clone, Debug)]
pub enum Subject {
    /// The page's puzzle, as searched (a Sudoku's typed values are its
    /// givens): the page knows its rules.
    Puzzle(Rc<AnyPuzzle>),
    /// A puzzle of the learner's own: the board its code declares, once
    /// the Lab's worker has read it (`None` until then). The page knows
    /// none of its rules; the learner's `valid` alone decides.
    Own(Option<Rc<DeclaredBoard>>),
}

impl Subject {
    /// Whether `other` is this very subject (the same puzzle or board,
    /// not an equal one): cheap, for the page's drawing.
    pub fn same(&self, other: &Subject) -> bool {
        match (self, other) {
            (Subject::Puzzle(a), Subject::Puzzle(b)) => Rc::ptr_eq(a, b),
            (Subject::Own(Some(a)), Subject::Own(Some(b))) => Rc::ptr_eq(a, b),
            (Subject::Own(None), Subject::Own(None)) => true,
            _ => false,
        }
    }

    /// The page's puzzle, whose rules the page knows; `None` for a
    /// puzzle of the learner's own.
    pub fn puzzle(&self) -> Option<&AnyPuzzle> {
        match self {
            Subject::Puzzle(puzzle) => Some(puzzle),
            Subject::Own(_) => None,
        }
    }

    /// The page's puzzle, shared.
    pub fn shared_puzzle(&self) -> Option<&Rc<AnyPuzzle>> {
        match self {
            Subject::Puzzle(puzzle) => Some(puzzle),
            Subject::Own(_) => None,
        }
    }

    /// The board a learner's code declared, once read.
    pub fn board(&self) -> Option<&DeclaredBoard> {
        match self {
            Subject::Own(board) => board.as_deref(),
            Subject::Puzzle(_) => None,
        }
    }

    /// Whether a level places a queen in a row (N-Queens), which the
    /// chain's heading and the solution browser's symmetry go by.
    pub fn rows_of_queens(&self) -> bool {
        self.puzzle()
            .is_some_and(|p| kind_of(p).level() == Level::Row)
    }

    /// The square a move fills, as the tree names it: `r3c4`.
    pub fn square_name(&self, mv: Move) -> String {
        match self {
            Subject::Puzzle(puzzle) => square_name(puzzle, mv),
            Subject::Own(board) => own_board(board).square_name(usize::from(mv.cell)),
        }
    }

    /// An event as the Explanation's first line writes it: `try r1c1=3`.
    pub fn event_words(&self, event: &Event, lang: Lang) -> String {
        match self {
            Subject::Puzzle(puzzle) => event_words(puzzle, event, lang),
            Subject::Own(board) => event_words_by(event, lang, |mv| own_board(board).move_text(mv)),
        }
    }

    /// Values as the chain lists them: `4 5 8`, or the learner's words.
    pub fn values_text(&self, values: &[u8]) -> String {
        match self {
            Subject::Puzzle(puzzle) => candidates_text(puzzle, values),
            Subject::Own(board) => own_board(board).words(values),
        }
    }

    /// Where a level of the chain chooses: `r3c4 = 5`.
    pub fn place(&self, row: &ChainRow, lang: Lang) -> String {
        match self {
            Subject::Puzzle(puzzle) => row.place(puzzle, lang),
            Subject::Own(board) => own_board(board).place(row.cell, row.value),
        }
    }

    /// The sentence of `fact` for the step on screen, where the page
    /// knows the rules; a puzzle of the learner's own is explained by
    /// the learner's calls alone (`None`).
    pub fn sentence(
        &self,
        strategy: Strategy,
        fact: &Fact,
        lang: Lang,
        numbers: &dyn Numbers,
    ) -> Option<String> {
        self.puzzle()
            .map(|puzzle| sentence(puzzle, strategy, fact, lang, numbers))
    }
}

/// The board of a puzzle of the learner's own, or an empty one of no
/// squares while its code has not declared it yet.
fn own_board(board: &Option<Rc<DeclaredBoard>>) -> &DeclaredBoard {
    static UNDECLARED: DeclaredBoard = DeclaredBoard {
        rows: 0,
        cols: 0,
        levels: Vec::new(),
        values: Vec::new(),
        names: Vec::new(),
        done_after_record: false,
        cages: Vec::new(),
        star: false,
    };
    board.as_deref().unwrap_or(&UNDECLARED)
}
