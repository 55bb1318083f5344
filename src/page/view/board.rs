//! What each square of the board shows: its value, its state (told apart
//! by shape as well as colour), the marks of the step's explanation, the
//! candidates. Pure: the board component only draws these.

use crate::engine::{Event, Move};
use crate::i18n::Lang;
use crate::i18n::T;
use crate::kinds::camp_frame;
use crate::kinds::{house_cells, kind_of, line_squares, Level};
use crate::page::play::{broken_lines, broken_squares, CampReason, QueensReason};
use crate::page::view::declared_board::declared_view;
use crate::page::view::frame::{frame, Frame};
use crate::page::view::squares::legend_signs;
use crate::page::view::squares::Scene;
use crate::page::{Editor, Hint, HintReason, Model, MomentFacts, Play, Run, Subject};
use crate::puzzles::{AnyPuzzle, BoardShape, HouseKind};
use crate::solve::board_of;

/// The state of a square, for its style and its accessible name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellState {
    /// Nothing in it.
    Empty,
    /// A given of the puzzle.
    Given,
    /// Typed by the user (no run).
    Typed,
    /// Recorded by the search.
    Placed,
    /// The candidate being tried.
    Trying,
    /// The candidate just rejected.
    Rejected,
    /// Just recorded.
    PlacedNow,
    /// Just taken back.
    Undone,
    /// Tents: a tree (fixed, like a given).
    Tree,
}

impl CellState {
    /// The CSS class.
    pub fn class(self) -> &'static str {
        match self {
            CellState::Empty => "empty",
            CellState::Given => "given",
            CellState::Typed => "typed",
            CellState::Placed => "placed",
            CellState::Trying => "trying",
            CellState::Rejected => "rejected",
            CellState::PlacedNow => "placed-now",
            CellState::Undone => "undone",
            CellState::Tree => "tree",
        }
    }

    /// The sign that tells the state without colour (the grid's style
    /// sheet draws the same ones).
    pub fn sign(self) -> Option<&'static str> {
        match self {
            CellState::Trying => Some("?"),
            CellState::Rejected => Some("✗"),
            CellState::PlacedNow => Some("✓"),
            CellState::Undone => Some("↶"),
            _ => None,
        }
    }

    /// The move of `event` and the state it gives its square (none for
    /// a solution or the end).
    pub fn of_event(event: Event) -> Option<(Move, CellState)> {
        match event {
            Event::Try { mv, .. } => Some((mv, CellState::Trying)),
            Event::Reject { mv, .. } => Some((mv, CellState::Rejected)),
            Event::Place { mv, .. } => Some((mv, CellState::PlacedNow)),
            Event::Undo { mv, .. } => Some((mv, CellState::Undone)),
            _ => None,
        }
    }

    /// The word for the accessible name, if the state has one.
    pub fn word(self) -> Option<T> {
        match self {
            CellState::Empty | CellState::Typed => None,
            CellState::Given => Some(T::CellGiven),
            CellState::Placed => Some(T::CellPlaced),
            CellState::Trying => Some(T::CellTrying),
            CellState::Rejected => Some(T::CellRejected),
            CellState::PlacedNow => Some(T::CellPlacedNow),
            CellState::Undone => Some(T::CellUndone),
            CellState::Tree => None,
        }
    }
}

/// One square as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct CellView {
    /// The big text: a digit, a queen, a tree or a tent.
    pub text: String,
    /// Its state.
    pub state: CellState,
    /// CSS classes besides the state: borders, marks, selection.
    pub classes: Vec<&'static str>,
    /// The accessible name: row, column, value, state.
    pub label: String,
    /// Kendoku: the cage's target and operation, in the corner.
    pub corner: Option<String>,
    /// propagate: the candidates, each with whether this step struck it.
    pub candidates: Vec<(char, bool)>,
}

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
        editor: &model.document.editor,
        run: model.run.as_ref(),
        browsing: model.cursor.browsing,
        facts: model.facts.as_deref(),
        selected: Some(model.document.selected),
        shade_attacks: model.screen.shade_attacks,
        play: Some(&model.play),
        lang: model.screen.lang,
    });
    if let Some(draft) = model.mode.regions() {
        draft.draw(&mut view);
    }
    view
}

impl Model {
    /// Whether the board's pieces attack squares that it can shade (the
    /// switch shows only then).
    pub fn offers_shading(&self) -> bool {
        self.board_puzzle().is_some_and(|p| kind_of(p).attacks())
    }

    /// The page's puzzle on the board (the grid being edited, or the run
    /// over it), or `None` while the board is a puzzle of the learner's
    /// own: what belongs to the page's puzzle (solving by hand, the digit
    /// pad, the shading of attacked squares) stands aside then.
    pub fn board_puzzle(&self) -> Option<&AnyPuzzle> {
        match self.run.as_ref().map(|r| &r.subject) {
            Some(Subject::Own(_)) => None,
            Some(Subject::Puzzle(_)) | None => Some(self.document.editor.puzzle()),
        }
    }

    /// The legend's signs: a given's (if the puzzle has givens) and a
    /// move's.
    pub fn legend_signs(&self) -> (Option<&'static str>, String) {
        match (self.board_puzzle(), self.run.as_ref()) {
            (Some(puzzle), _) => {
                let (given, sign) = legend_signs(puzzle);
                (given, sign.to_owned())
            }
            (None, run) => {
                let board = run.and_then(|r| r.subject.board());
                (None, board.map_or("", |b| b.word(1)).to_owned())
            }
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
        (Some(s), _) => s.board.clone(),
        (None, Some(r)) => board_of(&r.moment.path, puzzle.cells()),
        (None, None) => editor.values().to_vec(),
    };
    let searched = browsed.is_some() || stepping.is_some();
    let event = if browsed.is_some() {
        None
    } else {
        stepping.and_then(|r| r.moment.event)
    };
    let event = event.and_then(CellState::of_event);
    // Without a run, the person's own: the hint's marks and the notes.
    let own = input.play.filter(|_| run.is_none());
    let hint_marks = own.and_then(|p| p.marks(|hint| hint_squares(puzzle, hint)));
    let marks = input
        .facts
        .filter(|_| browsed.is_none() && stepping.is_some())
        .map(|t| &t.explanation.marks)
        .or(hint_marks.as_ref());
    let candidates = input
        .facts
        .filter(|_| browsed.is_none())
        .and_then(|t| t.candidates.as_deref())
        .or_else(|| own.map(|p| p.truth.as_deref().unwrap_or(editor.notes())));
    let wrong = own.map(Play::wrong_cells).unwrap_or_default();
    let kind = kind_of(puzzle);
    let camp = match puzzle {
        AnyPuzzle::Tents(tents) if own.is_some() => Some((tents, editor.camp())),
        _ => None,
    };
    let broken = match (camp, own) {
        (Some((tents, marks)), _) => broken_squares(tents, marks),
        (None, Some(_)) => kind.broken_squares(&values),
        (None, None) => Vec::new(),
    };
    let scene = Scene {
        puzzle,
        editor,
        values: &values,
        searched,
        event,
        marks,
        candidates,
        selected: input.selected,
        shade_attacks: input.shade_attacks,
        wrong: &wrong,
        broken: &broken,
        camp: camp.map(|(_, marks)| marks),
        lang: input.lang,
    };
    let squares = kind.squares(&scene);
    let mut frame = match camp {
        Some((tents, marks)) => Some(camp_frame(tents, marks)),
        None => frame(puzzle, &values, marks),
    };
    if let (Some(frame), Some(_)) = (&mut frame, own) {
        let broken_clues = match camp {
            Some((tents, marks)) => broken_lines(tents, marks),
            None => kind.broken_clues(&values),
        };
        for (side, line) in broken_clues {
            frame.mark_broken(side, line);
        }
    }
    BoardView {
        shape: puzzle.board_shape(),
        squares,
        frame,
        marks: match kind.level() {
            Level::Row | Level::Tree => 0,
            Level::Cell => puzzle.side() as usize,
        },
    }
}

/// The squares a hint lights at its first level: the house it is about.
fn hint_squares(puzzle: &AnyPuzzle, hint: &Hint) -> Vec<usize> {
    match (hint.reason, kind_of(puzzle).houses()) {
        (HintReason::HiddenSingle(house), Some(houses))
        | (HintReason::Locked { house, .. }, Some(houses)) => house_cells(houses, house),
        (HintReason::Rule(rule), _) => kind_of(puzzle).rule_squares(rule),
        (HintReason::Camp(reason), _) => match (reason, puzzle) {
            (CampReason::LineFull(line) | CampReason::LineNeedsAll(line), AnyPuzzle::Tents(t)) => {
                line_squares(line, t.rows(), t.cols())
            }
            (CampReason::OnlySpot(at) | CampReason::Touches(at), _) => vec![at],
            _ => Vec::new(),
        },
        (HintReason::Queens(QueensReason::OneSquare), _) => match puzzle {
            AnyPuzzle::Queens(q) => line_squares(HouseKind::Row(hint.cell / q.n()), q.n(), q.n()),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// The accessible name of a square: where it is, what it holds, its state.
pub fn label(scene: &Scene, square: usize, word: &str, state: CellState) -> String {
    match scene.puzzle.board_shape() {
        BoardShape::Grid { cols, .. } => grid_label(scene.lang, square, cols, word, state),
        BoardShape::Star => with_state(
            scene.lang,
            format!("{} {word}", scene.puzzle.square_name(square)),
            state,
        ),
    }
}

/// The accessible name of square `square` of a grid `cols` wide: its row
/// and column, `word` (what it shows) and its state's word, if any.
pub fn grid_label(lang: Lang, square: usize, cols: usize, word: &str, state: CellState) -> String {
    let place = lang.fill(
        T::CellLabel,
        &[
            &(square / cols + 1).to_string(),
            &(square % cols + 1).to_string(),
            word,
        ],
    );
    with_state(lang, place, state)
}

/// `label` followed by the state's word, if the state has one.
fn with_state(lang: Lang, mut label: String, state: CellState) -> String {
    if let Some(t) = state.word() {
        label += &format!(", {}", lang.t(t));
    }
    label
}
