//! What each square of the board shows: its value, its state (told apart
//! by shape as well as colour), the marks of the step's explanation, the
//! candidates. Pure: the board component only draws these.

use std::rc::Rc;

use crate::i18n::Lang;
use crate::kinds::drawing::{frame, legend_signs, CellState, CellView, Frame, OwnMarks, Scene};
use crate::kinds::{house_cells, kind_of, Level};
use crate::page::view::declared_board::declared_view;
use crate::page::view::wide_board::{wide_board, WideBoard};
use crate::page::{Document, Editor, Hint, HintReason, Model, MomentFacts, Play, Run, Subject};
use crate::protocol::widened;
use crate::puzzles::{AnyPuzzle, BoardShape, Side};
use crate::solve::board_of;

/// What a board shows: the grid, a run and its facts.
pub struct BoardInput<'a> {
    /// The grid being edited (its givens and typed values).
    pub editor: &'a Editor,
    /// The run shown, if any.
    pub run: Option<&'a Run>,
    /// A solution board shown over the moment.
    pub browsing: Option<usize>,
    /// The facts of the moment (marks, candidates).
    pub facts: Option<&'a MomentFacts>,
    /// The selected square, if the board has one.
    pub selected: Option<usize>,
    /// Shade the squares the placed pieces attack (N-Queens).
    pub shade_attacks: bool,
    /// A person solving by hand: the hint's marks, the wrong entries.
    pub play: Option<&'a Play>,
    /// The page's language.
    pub lang: Lang,
}

/// A whole board as drawn: its shape, its squares and what stands
/// around it (Skyscrapers' clues, Tents' counts).
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// A grid of rows and columns, or the star.
    pub shape: BoardShape,
    /// The squares, row-major (the star's cells in their order).
    pub squares: Vec<CellView>,
    /// The clues or counts around the grid.
    pub frame: Option<Frame>,
    /// The values a square's candidates are laid out for, as pencil
    /// marks (0: a single mark, as Tents' possible tent).
    pub marks: usize,
    /// N-Queens past 32 columns: drawn as one square with its queens
    /// over it, in place of the squares.
    pub wide: Option<Rc<WideBoard>>,
}

impl BoardView {
    /// How many squares the board spans along its longer side, clues
    /// included: the page sizes a square by it. The star counts as nine.
    pub fn extent(&self) -> usize {
        match self.shape {
            BoardShape::Grid { rows, cols } => {
                let (mut across, mut down) = (cols, rows);
                if let Some(f) = &self.frame {
                    across += usize::from(!f.left.is_empty()) + usize::from(!f.right.is_empty());
                    down += usize::from(!f.top.is_empty()) + usize::from(!f.bottom.is_empty());
                }
                across.max(down)
            }
            BoardShape::Star => 9,
        }
        .max(1)
    }
}

/// The page's board.
pub fn cell_views(model: &Model) -> BoardView {
    let mut view = board_view(&BoardInput {
        editor: model.document.editor(),
        run: model.run.current(),
        browsing: model.run.cursor().browsing,
        facts: model.run.facts().map(|f| f.as_ref()),
        selected: Some(model.document.selected()),
        shade_attacks: model.screen.shade_attacks(),
        play: Some(&model.play),
        lang: model.screen.lang(),
    });
    if let Some(draft) = model.mode.regions() {
        draft.draw(&mut view);
    }
    view
}

/// The page's puzzle on the board (the grid being edited, or the run
/// over it), or `None` while the board is a puzzle of the learner's own:
/// what belongs to the page's puzzle (solving by hand, the digit pad, the
/// shading of attacked squares) stands aside then.
pub fn page_puzzle<'a>(run: Option<&Run>, document: &'a Document) -> Option<&'a AnyPuzzle> {
    match run.map(|r| &r.subject) {
        Some(Subject::Own(_)) => None,
        Some(Subject::Puzzle(_)) | None => Some(document.editor().puzzle()),
    }
}

/// The legend's signs for the board: a given's (if the puzzle has
/// givens) and a move's.
pub fn board_legend(run: Option<&Run>, document: &Document) -> (Option<&'static str>, String) {
    match page_puzzle(run, document) {
        Some(puzzle) => {
            let (given, sign) = legend_signs(puzzle);
            (given, sign.to_owned())
        }
        None => {
            let board = run.and_then(|r| r.subject.board());
            (None, board.map_or("", |b| b.word(1)).to_owned())
        }
    }
}

/// The squares of a board, row-major.
pub fn squares(input: &BoardInput) -> Vec<CellView> {
    board_view(input).squares
}

/// A board as drawn.
pub fn board_view(input: &BoardInput) -> BoardView {
    if let Some(run) = input.run.filter(|r| r.puzzle().is_none()) {
        return declared_view(run.subject.board(), run, input.browsing, input.lang);
    }
    let editor = input.editor;
    let puzzle = editor.puzzle();
    let run = input.run;
    let browsed = run.and_then(|r| input.browsing.and_then(|i| r.solutions.get(i)));
    let stepping = run.filter(|r| r.stepping == Some(true));
    // The values on the board: a solution browsed, the search's, or typed.
    let values: Vec<u8> = match (browsed, stepping) {
        (Some(s), _) => s.bytes(),
        (None, Some(r)) => board_of(&r.moment.path, puzzle.cells()),
        (None, None) => editor.values().to_vec(),
    };
    let searched = browsed.is_some() || stepping.is_some();
    // The step on screen, unless a solution is browsed.
    let stepped = stepping.filter(|_| browsed.is_none());
    let event = stepped.and_then(|r| r.moment.event.and_then(CellState::of_event));
    let step_facts = input.facts.filter(|_| stepped.is_some());
    if puzzle.is_wide_queens() {
        // A board found by `fast` may be past the columns a byte names.
        let columns = browsed.map_or_else(|| widened(&values), |s| s.board.clone());
        return wide_view(puzzle, &columns, searched, event, step_facts, input.lang);
    }
    // Without a run, the person's own: the hint's marks and the notes.
    let own = input.play.filter(|_| run.is_none());
    let hint_marks = own.and_then(|p| p.marks(|hint| hint_squares(puzzle, hint)));
    let marks = step_facts
        .map(|t| &t.explanation.marks)
        .or(hint_marks.as_ref());
    let candidates = input
        .facts
        .filter(|_| browsed.is_none())
        .and_then(|t| t.candidates.as_deref())
        .or_else(|| own.map(|p| p.truth().unwrap_or(editor.notes())));
    let wrong = own.map(Play::wrong_cells).unwrap_or_default();
    let tried = own.map(|_| tried_cells(editor)).unwrap_or_default();
    let kind = kind_of(puzzle);
    // A board played by marks shows the person's marks, without a run.
    let marked = own.and_then(|_| kind.marked_board(editor.camp()));
    let broken = match (&marked, own) {
        (Some(marked), _) => marked.broken.clone(),
        (None, Some(_)) => kind.broken_squares(&values),
        (None, None) => Vec::new(),
    };
    let scene = Scene {
        puzzle,
        typed: editor.values(),
        values: &values,
        searched,
        event,
        marks,
        candidates,
        selected: input.selected,
        shade_attacks: input.shade_attacks,
        wrong: &wrong,
        broken: &broken,
        tried: &tried,
        own_marks: own.map(|_| own_marks_of(editor)),
        camp: marked.is_some().then(|| editor.camp()),
        lang: input.lang,
    };
    let squares = kind.squares(&scene);
    let (frame, marked_lines) = match marked {
        Some(marked) => (Some(marked.frame), Some(marked.broken_lines)),
        None => (frame(puzzle, &values, marks), None),
    };
    let broken_clues = own.map(|_| marked_lines.unwrap_or_else(|| kind.broken_clues(&values)));
    BoardView {
        shape: puzzle.board_shape(),
        squares,
        frame: with_broken_clues(frame, broken_clues.unwrap_or_default()),
        marks: match kind.level() {
            Level::Row | Level::Tree => 0,
            Level::Cell => puzzle.side() as usize,
        },
        wide: None,
    }
}

/// A board of queens past 32 columns ([`wide_board`]): one image, no
/// squares.
fn wide_view(
    puzzle: &AnyPuzzle,
    values: &[u16],
    searched: bool,
    event: Option<(crate::engine::Move, CellState)>,
    facts: Option<&MomentFacts>,
    lang: Lang,
) -> BoardView {
    let marks = facts.map(|f| &f.explanation.marks);
    let wide = wide_board(puzzle.cells(), values, searched, event, marks, lang);
    BoardView {
        shape: puzzle.board_shape(),
        squares: Vec::new(),
        frame: None,
        marks: 0,
        wide: Some(Rc::new(wide)),
    }
}

/// `frame` with the clues the person's values broke marked.
fn with_broken_clues(mut frame: Option<Frame>, broken: Vec<(Side, usize)>) -> Option<Frame> {
    if let Some(frame) = &mut frame {
        for (side, line) in broken {
            frame.mark_broken(side, line);
        }
    }
    frame
}

/// The person's corner marks and colours on `editor`'s grid.
fn own_marks_of(editor: &Editor) -> OwnMarks<'_> {
    OwnMarks {
        corners: editor.corners(),
        colours: editor.colours(),
    }
}

/// The cells of the values the person is trying.
fn tried_cells(editor: &Editor) -> Vec<usize> {
    editor.tries().iter().map(|t| t.cell).collect()
}

/// The squares a hint lights at its first level: the house or rule it
/// is about, or what the kind's own hint is about.
fn hint_squares(puzzle: &AnyPuzzle, hint: &Hint) -> Vec<usize> {
    let kind = kind_of(puzzle);
    if let Some(squares) = kind.hint_squares(hint) {
        return squares;
    }
    match (hint.reason, kind.houses()) {
        (HintReason::HiddenSingle(house), Some(houses))
        | (HintReason::Locked { house, .. }, Some(houses)) => house_cells(houses, house),
        (HintReason::Rule(rule), _) => kind.rule_squares(rule),
        _ => Vec::new(),
    }
}
