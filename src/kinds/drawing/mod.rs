//! What every kind draws with: a square as drawn ([`CellView`], its
//! [`CellState`] and accessible name), what the squares are drawn from
//! ([`Scene`]) and the squares of a board of digits, the frame of clues
//! around a grid and the borders, shades and labels inside it. The page
//! puts a board together from these (`page/view/board.rs`); each kind
//! draws its own squares and frame with them.

mod arrows;
mod cell;
mod drawn_lines;
mod frame;
mod lines;
mod squares;

pub use arrows::{arrow_piece, ArrowPiece};
pub use cell::{grid_label, label, with_state, CellState, CellView};
pub use frame::{
    borders, corner, frame, region_tints, shading, tints, Frame, FrameClue, EXTRA_SHADES,
};
pub use lines::{dot_marks, line_piece, DotMark, LinePiece};
pub use squares::{digit_squares, legend_signs, OwnMarks, Scene, GAP, GRASS, QUEEN, TENT, TREE};
