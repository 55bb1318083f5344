//! What the components draw, worked out in plain Rust: the board (cells,
//! squares, the frame of clues and regions), what the panels show of the
//! moment on screen, the memory line of the help, and the page around the
//! board (projector mode, help, welcome, language, panels, link).

pub(super) mod board;
pub(super) mod declared_board;
pub(super) mod memory;
pub(super) mod moment_facts;
pub(super) mod on_screen;
pub(super) mod panels;
pub(super) mod play_view;
pub(super) mod screen;
pub(super) mod symmetry;
pub(super) mod wide_board;
