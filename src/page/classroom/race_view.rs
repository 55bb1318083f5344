//! What the race view draws, worked out from the model: each lane's
//! board, counters and event, the boards' extent, and the summary once
//! every lane is done.

use crate::i18n::Numbers;
use crate::i18n::{strategy_gist, Lang};
use crate::page::{board_view, BoardInput, BoardView, Editor, Race};
use crate::strategy::Strategy;

/// What the race view draws, taken from the model at each drawing.
pub struct RaceSnapshot {
    /// Per lane: strategy, squares of its board, counters, the event.
    pub lanes: Vec<LaneView>,
    /// How many squares the board spans (to size a square).
    pub extent: usize,
    /// All lanes are done: the summary.
    pub summary: Option<String>,
    /// All lanes are done: who won, and by how much.
    pub winner: Option<String>,
    /// The race moves on by itself.
    pub playing: bool,
}

/// One lane as drawn.
pub struct LaneView {
    /// Its strategy.
    pub strategy: Strategy,
    /// What the strategy's name means, in the page's language.
    pub gist: &'static str,
    /// Its board.
    pub board: BoardView,
    /// Attempts, backtracks, solutions so far.
    pub counts: [u64; 3],
    /// The event on screen, as text.
    pub event: String,
    /// The lane reached its end.
    pub done: bool,
}

impl RaceSnapshot {
    /// The race of the model, ready to draw.
    pub fn of(race: &Race, editor: &Editor, lang: Lang, numbers: &dyn Numbers) -> Self {
        let lanes = race
            .lanes()
            .iter()
            .map(|l| {
                let s = l.run().stats();
                LaneView {
                    strategy: l.strategy(),
                    gist: lang.t(strategy_gist(l.strategy())),
                    board: board_view(&BoardInput {
                        play: None,
                        editor,
                        run: Some(l.run()),
                        browsing: None,
                        facts: l.facts().map(|f| f.as_ref()),
                        selected: None,
                        shade_attacks: false,
                        lang,
                    }),
                    counts: [s.attempts, s.backtracks, s.solutions],
                    event: l
                        .run()
                        .moment
                        .event
                        .map(|e| l.run().subject.event_words(&e, lang))
                        .unwrap_or_default(),
                    done: l.run().finished(),
                }
            })
            .collect();
        RaceSnapshot {
            lanes,
            extent: lanes_extent(editor),
            summary: race.done().then(|| race.summary(lang, numbers)),
            winner: race.done().then(|| race.verdict(lang, numbers)).flatten(),
            playing: race.playing(),
        }
    }
}

/// The extent of the race's boards (all alike): the editor's board's.
fn lanes_extent(editor: &Editor) -> usize {
    board_view(&BoardInput {
        play: None,
        editor,
        run: None,
        browsing: None,
        facts: None,
        selected: None,
        shade_attacks: false,
        lang: Lang::En,
    })
    .extent()
}
