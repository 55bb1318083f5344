//! Notes: the pencil marks a person solving by hand keeps in the empty
//! cells, and the candidates the rules leave them (what "fill in
//! candidates" writes). A value placed strikes itself from its peers'
//! notes, as a person would, and clears its own cell's notes.

use super::editor::Editor;
use crate::kinds::{kind_of, Level};
use crate::page::Refused;
use crate::puzzles::{bit, Mask};

impl Editor {
    /// Each cell's pencil marks (bit `v` for the value `v`).
    pub fn notes(&self) -> &[Mask] {
        &self.grid.notes
    }

    /// Whether a person plays this board with the play bar's check and
    /// hints: a board of digits, a Tents board's marks, N-Queens.
    pub fn plays(&self) -> bool {
        self.takes_notes() || self.how_to_play().is_some()
    }

    /// How a board played by clicks is played, in words (Tents,
    /// N-Queens); `None` for a board of digits.
    pub fn how_to_play(&self) -> Option<crate::i18n::T> {
        kind_of(self.puzzle()).how_to_play()
    }

    /// Whether this kind of board takes notes (a board of digits).
    pub fn takes_notes(&self) -> bool {
        kind_of(self.puzzle()).level() == Level::Cell && self.max_typed() > 0
    }

    /// Puts `value` into `cell`'s notes, or takes it out (0 clears them
    /// all). A cell with a value keeps no notes: nothing changes there.
    /// Returns whether anything changed.
    pub fn toggle_note(&mut self, cell: usize, value: u8) -> Result<bool, Refused> {
        self.toggle_mark(cell, value, |grid| &mut grid.notes)
    }

    /// Writes every empty cell's candidates into its notes (one edit, to
    /// undo at once). Returns whether anything changed.
    pub fn fill_notes(&mut self) -> bool {
        if !self.takes_notes() {
            return false;
        }
        let before = self.grid.clone();
        self.grid.notes = self.candidates();
        self.changed(before)
    }

    /// Takes `value` out of the notes of `cells` (one edit), which are
    /// their candidates where they had none: a value ruled out. Returns
    /// whether anything changed.
    pub fn rule_out(&mut self, cells: &[usize], value: u8) -> bool {
        if !self.takes_notes() {
            return false;
        }
        let before = self.grid.clone();
        let candidates = self.candidates();
        for &cell in cells.iter().filter(|&&c| self.grid.values[c] == 0) {
            let notes = match self.grid.notes[cell] {
                0 => candidates[cell],
                notes => notes,
            };
            self.grid.notes[cell] = notes & !bit(u32::from(value));
        }
        self.changed(before)
    }

    /// For each cell, the values its houses leave it: none where it holds
    /// a value, every value not yet in one of its houses where it is
    /// empty. (Cages and clues are the hints' business, not the notes'.)
    pub fn candidates(&self) -> Vec<Mask> {
        let values = &self.grid.values;
        let all: Mask = (1..=self.max_typed() as u32).map(bit).sum();
        let Some(houses) = kind_of(self.puzzle()).houses() else {
            return vec![0; values.len()];
        };
        (0..values.len())
            .map(|cell| {
                if values[cell] != 0 {
                    return 0;
                }
                houses
                    .peers(cell)
                    .iter()
                    .map(|&p| values[p as usize])
                    .filter(|&v| v != 0)
                    .fold(all, |free, v| free & !bit(u32::from(v)))
            })
            .collect()
    }

    /// Whether a value placed strikes itself from its peers' notes.
    pub fn notes_follow(&self) -> bool {
        self.notes_follow
    }

    /// Turns on or off that a value placed strikes itself from its
    /// peers' notes (off: the notes stay as the person wrote them).
    pub fn set_notes_follow(&mut self, on: bool) {
        self.notes_follow = on;
    }

    /// `value` was placed in `cell`: its notes go, and its peers' notes
    /// lose `value`.
    pub(super) fn placed_in_notes(&mut self, cell: usize, value: u8) {
        let Editor { puzzle, grid, .. } = self;
        let notes = &mut grid.notes;
        let mut struck = Struck {
            cell,
            value,
            own: notes[cell],
            peers: Vec::new(),
        };
        notes[cell] = 0;
        let mark = bit(u32::from(value));
        if let Some(houses) = kind_of(puzzle).houses() {
            for &peer in houses.peers(cell) {
                let peer = peer as usize;
                if notes[peer] & mark != 0 {
                    notes[peer] &= !mark;
                    struck.peers.push(peer);
                }
            }
        }
        grid.struck.retain(|s| s.cell != cell);
        grid.struck.push(struck);
    }

    /// The entry of `cell` is taken out (or replaced): the notes it
    /// struck come back, its own and its peers' that are still empty.
    pub(super) fn give_back_struck(&mut self, cell: usize) {
        let grid = &mut self.grid;
        let Some(at) = grid.struck.iter().position(|s| s.cell == cell) else {
            return;
        };
        let struck = grid.struck.remove(at);
        grid.notes[cell] = struck.own;
        let mark = bit(u32::from(struck.value));
        for peer in struck.peers {
            if grid.values[peer] == 0 {
                grid.notes[peer] |= mark;
            }
        }
    }
}

/// The notes an entry struck: its cell's own, and the peers whose notes
/// held its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Struck {
    /// The entry's cell.
    cell: usize,
    /// Its value.
    value: u8,
    /// The cell's notes before the entry.
    own: Mask,
    /// The peers whose notes lost the value.
    peers: Vec<usize>,
}
