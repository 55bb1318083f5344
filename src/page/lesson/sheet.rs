//! What a printed sheet shows besides the page's own board and panels:
//! its heading, a worksheet's board and empty frames, the solution's
//! board for the second page. Pure: the print components only draw it.

use std::rc::Rc;

use crate::i18n::{Lang, Numbers, T};
use crate::kinds::{kind_of, Level};
use crate::library::library_name;
use crate::page::lesson::{PrintChoice, Sheet};
use crate::page::play::Question;
use crate::page::{board_view, BoardInput, BoardView, Editor, Model, Run, Solutions, Subject};
use crate::protocol::{FoundSolution, Request};
use crate::puzzles::{AnyPuzzle, BoardShape, PuzzleSpec};

/// The most rows a worksheet's empty chain has: a small run fills them
/// all, a bigger one gives the students a start.
pub const MAX_CHAIN_ROWS: usize = 10;

/// A printed sheet's own parts.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintSheet {
    /// The puzzle's name.
    pub title: String,
    /// Under it: the step and the strategy, or what the worksheet asks.
    pub subtitle: String,
    /// A worksheet's board and frames; `None` for a step's sheet, which
    /// prints the page's own board and panels.
    pub worksheet: Option<Worksheet>,
    /// The second page's heading, if the solution was asked for.
    pub solution_title: Option<String>,
    /// The solution's board, if one was found.
    pub solution: Option<BoardView>,
}

/// A worksheet: the puzzle, and frames for the chain and the tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Worksheet {
    /// The puzzle's board, its givens alone.
    pub board: BoardView,
    /// The empty chain's rows: one per level, at most [`MAX_CHAIN_ROWS`].
    pub chain_rows: usize,
    /// The chain's second column names a queen's square (a level is a
    /// row), else a cell and its value.
    pub queens: bool,
}

/// The sheet `choice` asks for, of the page in `model`.
pub fn print_sheet(model: &Model, choice: PrintChoice, numbers: &dyn Numbers) -> PrintSheet {
    let lang = model.screen.lang();
    let puzzle = sheet_puzzle(model);
    let subtitle = match choice.sheet {
        Sheet::Step => lang.fill(
            T::PrintStepOf,
            &[&numbers.int(model.step()), model.choices.strategy().name()],
        ),
        Sheet::Worksheet => lang.t(T::PrintWorksheetTask).to_owned(),
    };
    let worksheet = (choice.sheet == Sheet::Worksheet).then(|| worksheet(&puzzle, lang));
    let (solution_title, solution) = if choice.solution {
        let (title, board) = solution_page(model, &puzzle, lang);
        (Some(title), board)
    } else {
        (None, None)
    };
    PrintSheet {
        title: title(model, &puzzle, lang),
        subtitle,
        worksheet,
        solution_title,
        solution,
    }
}

/// The puzzle's name: the library's, else its kind and size.
fn title(model: &Model, puzzle: &AnyPuzzle, lang: Lang) -> String {
    if let Some(i) = model.document.library() {
        return library_name(i, lang).to_owned();
    }
    match (kind_of(puzzle).queens_n(), puzzle.board_shape()) {
        (Some(n), _) => lang.fill(T::PrintQueensTitle, &[&n.to_string()]),
        (_, BoardShape::Grid { rows, cols }) => {
            lang.fill(T::PrintGridTitle, &[&rows.to_string(), &cols.to_string()])
        }
        (_, BoardShape::Star) => lang.t(T::MakeStar).to_owned(),
    }
}

/// The worksheet of `puzzle`: its board as given, its chain's rows.
fn worksheet(puzzle: &AnyPuzzle, lang: Lang) -> Worksheet {
    let editor = Editor::new(puzzle.clone());
    let levels = (0..puzzle.cells())
        .filter(|&cell| !editor.is_given(cell))
        .count();
    Worksheet {
        board: still_board(&editor, None, lang),
        chain_rows: levels.clamp(1, MAX_CHAIN_ROWS),
        queens: kind_of(puzzle).level() == Level::Row,
    }
}

/// The puzzle on paper: typed values are a puzzle's givens (a grid typed
/// in), as for a run.
fn sheet_puzzle(model: &Model) -> AnyPuzzle {
    let editor = model.document.editor();
    editor
        .solvable()
        .unwrap_or_else(|_| editor.puzzle().clone())
}

/// The puzzle on paper, as the worker's answers name it.
pub(in crate::page) fn sheet_spec(model: &Model) -> PuzzleSpec {
    sheet_puzzle(model).spec()
}

/// The question to the worker of what the solver says of the puzzle on
/// paper, for a second page (kept while the print dialog is open, as the
/// dialog is drawn again and again); `None` where the run on screen
/// found a solution already.
pub(in crate::page) fn solutions_question(model: &Model) -> Option<Request> {
    let puzzle = sheet_puzzle(model);
    run_solution(model, &puzzle)
        .is_none()
        .then(|| Question::Solutions(puzzle.spec()).request())
}

/// The run's first solution of `puzzle`, with the solutions it met.
fn run_solution(model: &Model, puzzle: &AnyPuzzle) -> Option<(FoundSolution, u64)> {
    let run = model.run.current()?;
    let first = run
        .solutions
        .first()
        .filter(|_| run.puzzle().is_some_and(|p| p.spec() == puzzle.spec()))?;
    Some((first.clone(), run.solutions_met))
}

/// The second page: its heading and the solution's board. The run's
/// first solution if it found one, else the solver's.
fn solution_page(model: &Model, puzzle: &AnyPuzzle, lang: Lang) -> (String, Option<BoardView>) {
    let kept = || model.lesson.print_solutions.clone();
    let (board, title) = match run_solution(model, puzzle) {
        Some((board, met)) if met > 1 => (Some(board), T::PrintSolutionOne),
        Some((board, _)) => (Some(board), T::PrintSolution),
        None => match kept() {
            Some(Solutions::Unique(board)) => (Some(solved(&board)), T::PrintSolution),
            Some(Solutions::Several(board, _)) => (Some(solved(&board)), T::PrintSolutionOne),
            Some(Solutions::None) => (None, T::PrintNoSolution),
            Some(Solutions::Unknown) => (None, T::PrintSolutionUnknown),
            // The worker has not answered yet.
            None => (None, T::HintWorking),
        },
    };
    let editor = Editor::new(puzzle.clone());
    let view = board.map(|b| still_board(&editor, Some(b), lang));
    (lang.t(title).to_owned(), view)
}

/// The solver's solution `board` as a run's.
fn solved(board: &[u8]) -> FoundSolution {
    FoundSolution::of_bytes(0, board)
}

/// A board that does not move: `editor`'s grid, or over it `solution`.
fn still_board(editor: &Editor, solution: Option<FoundSolution>, lang: Lang) -> BoardView {
    // The solution is drawn as a solution browsed on a run that found it.
    let run = solution.map(|found| {
        let mut run = Run::new(Subject::Puzzle(Rc::new(editor.puzzle().clone())), None);
        run.solutions.push(found);
        run
    });
    board_view(&BoardInput {
        editor,
        run: run.as_ref(),
        browsing: run.as_ref().map(|_| 0),
        facts: None,
        selected: None,
        shade_attacks: false,
        play: None,
        lang,
    })
}
