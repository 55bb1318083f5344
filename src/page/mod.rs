//! The page as plain Rust: its state, what can happen to it, and the one
//! reducer that changes it ([`Model::update`]), which returns what the
//! page must do ([`Command`]s). Tested natively; the Yew layer (`ui/`)
//! only draws the model and turns browser events into [`Action`]s.
//!
//! A room a part of the page, each with its state and its handlers:
//! - `document/`: the grid being edited, regions, the puzzle menu
//!   (library, N, paste, files, formats, new puzzle);
//! - `run/`: the run, its choices and the cursor's motion, the requests
//!   to the run's worker and its replies, pacing, a run shared to its end;
//! - `workers/`: one address for every worker, one watchdog, the roles'
//!   bookkeeping (the counting pool, the helpers);
//! - `classroom/`: predict mode and the race;
//! - `lab/`: the Lab: the learner's Python methods, run by the search;
//! - `lesson/`: material for a lesson: the printed handout and worksheet,
//!   the embed;
//! - `play/`: solving by hand: notes mode, check, hints, the clock and
//!   the solved message;
//! - `view/`: what the components draw: the board, its frame and
//!   squares, the panels, and the page around the board (projector, help,
//!   language).
//!
//! Beside them: `model.rs` (the state by part, and the operations across
//! parts), `update.rs` (the router: actions, follows, replies, ticks),
//! the only two files with `impl Model`; `action.rs` (what can happen, by
//! part), `command.rs` (what the page must do), `ctx.rs` (what a part
//! asks of the others), `mode/` (the page's mode), `opening.rs` (what a
//! link opens), `keys.rs`, `note/` (the message under the controls).

mod action;
mod classroom;
mod command;
mod ctx;
mod document;
mod keys;
pub mod lab;
pub mod lesson;
mod mode;
mod model;
mod note;
mod opening;
mod play;
mod run;
mod subject;
mod update;
mod view;
pub mod workers;

pub use crate::kinds::drawing::{
    digit_squares, label, legend_signs, region_tints, CellState, CellView, Frame, FrameClue, Scene,
    GAP, GRASS, QUEEN, TENT, TREE,
};
pub use crate::kinds::tents::CampMark;
pub use action::{Action, ClassroomAction, EditAction, PageAction, PlayAction, RunAction};
pub use classroom::predict::{Answer, Predict, Question, QuestionText};
pub use classroom::race::{Lane, Race, MAX_LANES};
pub use classroom::race_view::{LaneView, RaceSnapshot};
pub use document::editor::{Editor, Refused};
pub use document::marks::COLOURS;
pub use document::puzzle_menu::{EmptyShape, Format, PuzzleAction, EMPTY_SHAPES, MAKE_KINDS};
pub use document::region_draft::{RegionDraft, RegionEdit};
pub use keys::{key_action, Key};
pub use lab::{Lab, LabAction, LabCall, LabKind, LabProblem, LearnerCode};
pub use lesson::{
    frame_delay_ms, iframe_code, print_sheet, qr_path, Embed, Export, ExportAction, ExportChoice,
    ExportFormat, Lesson, LessonAction, LessonView, Making, Moment, MomentRow, PrintChoice,
    PrintSheet, Sheet, Worksheet, EMBED_STEPS, FRAME_SIZE, LESSON_KEY, LOOP_HOLD_MS, MAX_FRAMES,
    MAX_TITLE, QUIET,
};
pub use mode::{admits, ModeKind, PageMode};
pub use model::{
    Choices, Command, Cursor, CursorGoal, Document, Model, Screen, EDITOR_KEY, LANG_KEY,
    PANELS_KEY, TOUR_KEY,
};
pub use note::{Note, RunEnd, Sent, WorkerNote};
pub use play::{
    contradiction, culprits, find_hint, go_on, serve, settle_tries, solutions_of, steps_to_fail,
    technique, Checked, Contradiction, Culprits, Difficulty, Hint, HintReason, Play, QueensReason,
    Said, Solutions, Solved, Technique, TryFailed,
};
pub use run::estimate::{tree_fraction, LongRun, PaceWords};
pub use run::pieces::Share;
pub use run::search_run::{FastProgress, Run};
pub use run::sharing::Sharing;
pub use run::speed;
pub use subject::Subject;
pub use view::board::{board_view, cell_views, squares, BoardInput, BoardView};
pub use view::memory::{memory_line, WorkerMemory};
pub use view::moment_facts::MomentFacts;
pub use view::on_screen::OnScreen;
pub use view::panels::{Panel, PanelSet, ProjectorPages};
pub use view::play_view::PlayView;
pub use view::screen::TOUR_FOLDS_AFTER;
pub use view::symmetry::QueensSymmetry;
pub use view::wide_board::{WideBoard, WideMark};
pub use workers::{CountPool, Role, Worker, MAX_WORKERS, STARTS_BEFORE_GIVING_UP, WATCHDOG_MS};
