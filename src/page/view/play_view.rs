//! What the play bar shows, worked out in plain Rust: which tools the
//! board takes, how it is played, the options' states, and what the page
//! said and measured, in words.

use crate::i18n::{Lang, Numbers, T};
use crate::page::{Editor, Play, Said};
use crate::teach::value_word;

/// The play bar of the moment.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayView {
    /// The board takes digits and notes (Tents and N-Queens take clicks:
    /// no notes, candidates or culprits).
    pub digits: bool,
    /// How this board is played, where it takes no digits.
    pub how_to: Option<T>,
    /// Digits go into the notes.
    pub notes_mode: bool,
    /// Digits go into the corner marks.
    pub corner_mode: bool,
    /// The next digit typed is a try.
    pub try_mode: bool,
    /// The values tried, outermost first ("r4c7 = 2").
    pub tries: Vec<String>,
    /// A value placed strikes itself from its peers' notes.
    pub notes_follow: bool,
    /// The true candidates are shown.
    pub truth: bool,
    /// The hint on screen has a search to watch.
    pub offers_watch: bool,
    /// A hint's search plays on the board (the person's grid is aside).
    pub watching: bool,
    /// What the page said last, in words.
    pub said: Option<String>,
    /// The puzzle is solved (what was said is a success).
    pub solved: bool,
    /// How hard the puzzle is, in words, once measured.
    pub difficulty: Option<String>,
}

impl PlayView {
    /// The play bar of `play` on `editor`'s grid, in `lang`.
    pub fn of(play: &Play, editor: &Editor, lang: Lang, numbers: &dyn Numbers) -> Self {
        PlayView {
            digits: editor.takes_notes(),
            how_to: editor.how_to_play(),
            notes_mode: play.notes_mode(),
            corner_mode: play.corner_mode(),
            try_mode: play.try_mode(),
            tries: (editor.tries().iter())
                .map(|t| {
                    let puzzle = editor.puzzle();
                    format!(
                        "{} = {}",
                        puzzle.cell_name(t.cell),
                        value_word(puzzle, t.value)
                    )
                })
                .collect(),
            notes_follow: !play.notes_stay(),
            truth: play.truth_on(),
            offers_watch: play.offers_watch(),
            watching: play.watching().is_some(),
            said: play
                .said()
                .as_ref()
                .map(|s| s.text(editor.puzzle(), lang, numbers)),
            solved: matches!(play.said(), Some(Said::Solved(_))),
            difficulty: play.difficulty().map(|d| d.text(lang, numbers)),
        }
    }
}
