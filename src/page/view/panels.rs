//! The panels beside the board, which the user shows and hides; the
//! choice is remembered.

use crate::page::lesson::Lesson;
use crate::page::model::Screen;
use crate::page::Sheet;

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

/// Projector mode's pages: the Explanation always stands on screen, and
/// beside it one more panel at a time of those the teacher switched on,
/// so that the screen never scrolls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProjectorPages {
    /// The panels to page through, in the page's order.
    pub pages: Vec<Panel>,
    /// The one on screen.
    pub current: Panel,
}

impl ProjectorPages {
    /// The panel after the one on screen, round to the first.
    pub fn next(&self) -> Panel {
        let at = self.pages.iter().position(|&p| p == self.current);
        let next = at.map_or(0, |i| (i + 1) % self.pages.len());
        self.pages[next]
    }
}

/// The panels drawn: those shown, or in projector mode the Explanation
/// and the page on screen; a lesson's printed sheet, embed or GIF draws
/// its own.
pub fn panels_drawn(lesson: &Lesson, screen: &Screen) -> PanelSet {
    // A step's printed sheet has the chain and the tree, whichever
    // panels the screen shows.
    if matches!(lesson.print(), Some(c) if c.sheet == Sheet::Step) {
        let mut set = screen.panels();
        set.0 |= PanelSet::bit(Panel::Chain) | PanelSet::bit(Panel::Tree);
        return set;
    }
    if let Some(embed) = lesson.embed() {
        return embed.panels;
    }
    // A GIF's frames: the Explanation and the panel chosen.
    if let Some(export) = lesson.export().filter(|e| e.making.is_some()) {
        let mut set = PanelSet(PanelSet::bit(Panel::Explanation));
        set.0 |= export.choice.panel.map_or(0, PanelSet::bit);
        return set;
    }
    if !screen.projector() {
        return screen.panels();
    }
    let mut set = PanelSet(PanelSet::bit(Panel::Explanation));
    if let Some(pages) = screen.projector_pages() {
        set.0 |= PanelSet::bit(pages.current);
    }
    set
}

impl Screen {
    /// In projector mode, the panels besides the Explanation that are
    /// switched on and the one on screen (the last chosen, else the
    /// first); `None` outside projector mode or when none is on.
    pub fn projector_pages(&self) -> Option<ProjectorPages> {
        if !self.projector() {
            return None;
        }
        let pages: Vec<Panel> = Panel::ALL[1..]
            .iter()
            .copied()
            .filter(|&p| self.panels().shows(p))
            .collect();
        let current = self
            .projector_page()
            .filter(|p| pages.contains(p))
            .or_else(|| pages.first().copied())?;
        Some(ProjectorPages { pages, current })
    }
}
