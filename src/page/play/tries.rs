//! Trying a value and rolling back, as a person's own backtracking: when
//! the grid played on from a try breaks a rule, the try has failed; the
//! grid goes back to its savepoint and the value is crossed out of the
//! cell's notes. That may leave the cell with no candidate, and the try
//! around it fails in turn. "Go on" plays the singles and the rules'
//! forced values from a try, as far as they lead.

use super::hint::{hint_candidates, single};
use crate::kinds::kind_of;
use crate::page::Editor;
use crate::puzzles::Side;
use crate::teach::Marks;

/// Why the grid as it stands leads to no solution, as a person sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// Two cells that see each other hold the same value.
    Clash {
        /// The cell.
        cell: usize,
        /// The other cell.
        other: usize,
        /// The value both hold.
        value: u8,
    },
    /// An empty cell has no candidate left: its houses and its notes
    /// leave it nothing.
    NoCandidate {
        /// The cell.
        cell: usize,
    },
    /// A cage the values leave no way to meet (its first cell).
    Cage {
        /// The cage's first cell.
        cell: usize,
    },
    /// A clue around the grid the values leave no way to meet.
    Clue {
        /// Its side.
        side: Side,
        /// Its row or column.
        line: usize,
    },
}

/// Tries that failed, innermost first, and why the first one did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TryFailed {
    /// Each try rolled back (cell, value), innermost first.
    pub failed: Vec<(usize, u8)>,
    /// What broke the innermost try.
    pub why: Contradiction,
    /// A rule is still broken with every try rolled back: an entry or a
    /// note made before the tries is wrong.
    pub still_broken: bool,
}

impl TryFailed {
    /// Where the grid broke a rule, on the board as the search's own
    /// dead ends are marked: the cell left without a candidate wiped
    /// out, the other digit of a clash ringed, a cage's first cell lit;
    /// the failed try's cell in focus.
    pub fn marks(&self) -> Marks {
        let focus = self.failed.last().map(|&(cell, _)| cell);
        let marks = Marks {
            focus,
            ..Marks::default()
        };
        match self.why {
            Contradiction::NoCandidate { cell } => Marks {
                empty: Some(cell),
                ..marks
            },
            Contradiction::Clash { cell, other, .. } => Marks {
                culprit: Some(other),
                lit: vec![cell, other],
                ..marks
            },
            Contradiction::Cage { cell } => Marks {
                lit: vec![cell],
                ..marks
            },
            Contradiction::Clue { .. } => marks,
        }
    }
}

/// The first contradiction on `editor`'s grid: a clash, a cage or clue
/// that cannot be met, or an empty cell without a candidate.
pub fn contradiction(editor: &Editor) -> Option<Contradiction> {
    let values = editor.values();
    let kind = kind_of(editor.puzzle());
    if let Some(cell) = editor.conflicts().iter().position(|&c| c) {
        let value = values[cell];
        let other = kind
            .houses()
            .and_then(|h| {
                let peers = h.peers(cell);
                peers
                    .iter()
                    .map(|&p| p as usize)
                    .find(|&p| values[p] == value)
            })
            .unwrap_or(cell);
        return Some(Contradiction::Clash { cell, other, value });
    }
    if let Some(&cell) = kind.broken_squares(values).iter().min() {
        return Some(Contradiction::Cage { cell });
    }
    if let Some(&(side, line)) = kind.broken_clues(values).first() {
        return Some(Contradiction::Clue { side, line });
    }
    let candidates = hint_candidates(editor);
    (0..values.len())
        .find(|&c| values[c] == 0 && candidates[c] == 0)
        .map(|cell| Contradiction::NoCandidate { cell })
}

/// Where a try is open and the grid breaks a rule: rolls back the tries
/// that failed (one edit), each value crossed out of its cell's notes,
/// until the grid breaks none or no try is left.
pub fn settle_tries(editor: &mut Editor) -> Option<TryFailed> {
    if editor.tries().is_empty() {
        return None;
    }
    let why = contradiction(editor)?;
    let (failed, settled) = editor.as_one_edit(|editor| {
        let mut failed = Vec::new();
        while let Some((back, left)) = editor.roll_back(true) {
            failed.push((back.cell, back.value));
            // A cell whose last candidate was crossed out fails the try
            // around it (its notes, empty, would read as "no notes").
            if left != 0 && contradiction(editor).is_none() {
                return (failed, true);
            }
        }
        (failed, false)
    });
    Some(TryFailed {
        failed,
        why,
        still_broken: !settled,
    })
}

/// Plays singles (naked and hidden) and the values a cage or clue
/// forces, one edit in all, until none is left or the grid breaks a
/// rule. Returns how many values were placed.
pub fn go_on(editor: &mut Editor) -> usize {
    editor.as_one_edit(|editor| {
        let mut placed = 0;
        while contradiction(editor).is_none() {
            let Some((cell, value)) = next_forced(editor) else {
                break;
            };
            if editor.set(cell, value) != Ok(true) {
                break;
            }
            placed += 1;
        }
        placed
    })
}

/// A value the grid forces: a naked single, a hidden single, or a
/// cage's or clue's.
fn next_forced(editor: &Editor) -> Option<(usize, u8)> {
    let candidates = hint_candidates(editor);
    if let Some(hint) = single(editor, &candidates) {
        return Some((hint.cell, hint.value));
    }
    let values = editor.values();
    let (_, cell, value) = kind_of(editor.puzzle()).forced_by_rule(values, &candidates)?;
    Some((cell, value))
}
