//! The page as plain Rust: the grid being edited, the run and the moment
//! on screen, what the panels show, and the one reducer that changes it
//! all ([`Model::update`]). Tested natively; the Yew layer only draws the
//! model and turns browser events into [`Action`]s.

mod action;
mod board;
mod board_frame;
mod board_squares;
mod classroom;
mod editing;
mod editor;
mod keys;
mod memory;
mod model;
mod motion;
mod note;
mod opening;
mod page_actions;
mod panels;
mod playing;
mod predict;
mod puzzle_menu;
mod race;
mod race_view;
mod region_draft;
mod run;
mod run_actions;
mod run_replies;
mod share;
mod sharing;
pub mod speed;
mod taught;
mod update;
pub mod workers;

pub use action::{Action, ClassroomAction, EditAction, PageAction, RunAction};
pub use board::{board_view, cell_views, squares, BoardInput, BoardView, CellState, CellView};
pub use board_frame::{region_tints, Frame, FrameClue};
pub use board_squares::{legend_signs, GAP, GRASS, QUEEN, TENT, TREE};
pub use editor::{Editor, Refused};
pub use keys::{key_action, Key};
pub use memory::{memory_line, WorkerMemory};
pub use model::{Command, CursorGoal, Model, EDITOR_KEY, LANG_KEY, PANELS_KEY, TOUR_KEY};
pub use note::Note;
pub use panels::{Panel, PanelSet};
pub use predict::{Answer, Predict, Question, QuestionText};
pub use puzzle_menu::{EmptyShape, Format, PuzzleAction, EMPTY_SHAPES, MAKE_KINDS};
pub use race::{Lane, Race, MAX_LANES};
pub use race_view::{LaneView, RaceSnapshot};
pub use region_draft::{RegionDraft, RegionEdit};
pub use run::{FastProgress, Run};
pub use share::Share;
pub use sharing::Sharing;
pub use taught::Taught;
pub use update::PageMode;
pub use workers::{CountPool, Worker, MAX_WORKERS, WATCHDOG_MS};
