//! The panels beside the board, which the user shows and hides; the
//! choice is remembered.

use crate::page::model::Model;
use crate::teach::moves_caption;

/// A panel of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Panel {
    /// What happened at this step, and why.
    Explanation,
    /// The program, with the line at work lit.
    Code,
    /// One row per level of the path.
    Chain,
    /// The sets (or candidates) of the cell at work.
    Sets,
    /// The tree explored so far, or the summary per level.
    Tree,
}

impl Panel {
    /// Every panel, in the order the page shows them.
    pub const ALL: [Panel; 5] = [
        Panel::Explanation,
        Panel::Code,
        Panel::Chain,
        Panel::Sets,
        Panel::Tree,
    ];

    /// A short key for storage and element ids.
    pub fn key(self) -> &'static str {
        match self {
            Panel::Explanation => "explanation",
            Panel::Code => "code",
            Panel::Chain => "chain",
            Panel::Sets => "sets",
            Panel::Tree => "tree",
        }
    }
}

/// Which panels are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PanelSet(u8);

impl Default for PanelSet {
    /// Every panel shown.
    fn default() -> Self {
        PanelSet(0b1_1111)
    }
}

impl PanelSet {
    fn bit(panel: Panel) -> u8 {
        1 << Panel::ALL.iter().position(|&p| p == panel).unwrap_or(0)
    }

    /// Whether `panel` is shown.
    pub fn shows(self, panel: Panel) -> bool {
        self.0 & Self::bit(panel) != 0
    }

    /// Shows a hidden panel, hides a shown one.
    pub fn toggle(&mut self, panel: Panel) {
        self.0 ^= Self::bit(panel);
    }

    /// As stored: the keys of the shown panels, comma-separated.
    pub fn save(self) -> String {
        Panel::ALL
            .iter()
            .filter(|&&p| self.shows(p))
            .map(|p| p.key())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// From [`PanelSet::save`]'s text; unknown keys are ignored.
    pub fn load(text: &str) -> Self {
        let mut set = PanelSet(0);
        for key in text.split(',') {
            if let Some(&p) = Panel::ALL.iter().find(|p| p.key() == key.trim()) {
                set.0 |= Self::bit(p);
            }
        }
        set
    }
}

impl Model {
    /// The line under the Code panel: what the program's `moves(level)`
    /// lists for the puzzle on the board (the run's, or before a run the
    /// grid's), under the chosen strategy.
    pub fn code_caption(&self) -> String {
        let puzzle = self
            .run
            .as_ref()
            .map_or(self.document.editor.puzzle(), |r| &*r.puzzle);
        moves_caption(Some(puzzle), self.choices.strategy, self.screen.lang)
    }
}
