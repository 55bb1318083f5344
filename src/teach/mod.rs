//! The teaching layer: what the page says and marks about the step on
//! screen, computed from the moment the worker sends (the path, the open
//! levels, the event) and the puzzle's own rules. Facts first, as data
//! that the tests check; sentences second (`words`), per language.
//! Nothing here knows the web.

mod chain;
mod code;
mod facts;
pub(crate) mod model;
mod sets;
mod summary;
mod symmetry;
mod tree;
mod tree_keys;
mod words;
mod words_killer;
mod words_lines;
mod words_reject;

pub use words_reject::clue_place;
pub use words_reject::reject as reject_sentence;

pub use crate::format::{event_words, event_words_by};
pub use chain::{candidates_text, chain, ChainRow, RowState};
pub use code::{lit_line, skeleton, CodeLine, Skeleton, Words};
pub use facts::{explain, Explanation, Fact, Marks, Strike};
pub use model::{explained_as, lists_after};
pub use sets::{sets, CageView, Sets};
pub use summary::{summary, SummaryRow};
pub use symmetry::{canonical, images, mirror, symmetry_classes, SymmetryClasses};
pub use tree::{Tree, TreeNode, TreeView};
pub use tree_keys::{tree_jump, TreeJump};
pub use words::{
    house_name, house_said, moves_caption, sentence, set_text, square_name, strikes, value_word,
};
