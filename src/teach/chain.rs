//! The recursion chain (the N-Queens article's "Rekursionskette"): one
//! row per level of the current path, with the value there and the
//! candidates still to try.

use super::value_word;
use crate::engine::{Event, Move};
use crate::format::move_text;
use crate::i18n::{Lang, T};
use crate::kinds::{kind_of, Level};
use crate::protocol::Moment;
use crate::puzzles::AnyPuzzle;

/// What a level of the chain is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowState {
    /// Its value is recorded; a deeper level is at work.
    Placed,
    /// Its value was just recorded (the event on screen).
    JustPlaced,
    /// A candidate is being checked.
    Trying,
    /// The candidate just tried was rejected.
    Rejected,
    /// Its value was just taken back; it tries its next one.
    Undone,
    /// No candidate taken yet, or all used up.
    Open,
}

/// One level of the chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainRow {
    /// The level, from 0.
    pub level: usize,
    /// The cell it chooses for (for N-Queens: the row).
    pub cell: usize,
    /// The value recorded or being tried there.
    pub value: Option<u8>,
    /// What the level is doing.
    pub state: RowState,
    /// The candidates taken before this value, in order.
    pub tried: Vec<u8>,
    /// The candidates still to try, in order.
    pub left: Vec<u8>,
}

/// The chain of `moment`, shallowest level first.
pub fn chain(moment: &Moment) -> Vec<ChainRow> {
    let depth = moment.path.len();
    moment
        .levels
        .iter()
        .enumerate()
        .filter_map(|(level, open)| {
            let taken = open.taken as usize;
            let cell = open
                .candidates
                .first()
                .or(moment.path.get(level))
                .map(|mv| mv.cell as usize)?;
            let values: Vec<u8> = open.candidates.iter().map(|mv| mv.value).collect();
            let current = taken.checked_sub(1).map(|i| values[i]);
            let state = match (level < depth, moment.event) {
                (true, Some(Event::Place { level: l, .. })) if l as usize == level => {
                    RowState::JustPlaced
                }
                (true, _) => RowState::Placed,
                (false, Some(Event::Try { .. })) => RowState::Trying,
                (false, Some(Event::Reject { .. })) => RowState::Rejected,
                (false, Some(Event::Undo { level: l, .. })) if l as usize == level => {
                    RowState::Undone
                }
                (false, _) => RowState::Open,
            };
            let tried_end = taken.saturating_sub(1);
            Some(ChainRow {
                level,
                cell,
                value: if level < depth {
                    Some(moment.path[level].value)
                } else {
                    current
                },
                state,
                tried: values[..tried_end].to_vec(),
                left: values[taken..].to_vec(),
            })
        })
        .collect()
}

impl ChainRow {
    /// Where the level chooses, as the chain writes it: `r3c4 = 5`; for
    /// N-Queens the queen's square (`r4c2`), or the row while it has none;
    /// for Tents the tree and, once it has one, its tent (`r2c12>r2c11`,
    /// as the events write it).
    pub fn place(&self, puzzle: &AnyPuzzle, lang: Lang) -> String {
        let cell = puzzle.cell_name(self.cell);
        match (kind_of(puzzle).level(), self.value) {
            (Level::Row | Level::Tree, Some(v)) => {
                move_text(puzzle, Move::new(self.cell, u32::from(v)))
            }
            (Level::Row, None) => lang.fill(T::HouseRow, &[&(self.cell + 1).to_string()]),
            (Level::Cell, Some(v)) => format!("{cell} = {}", value_word(puzzle, v)),
            (Level::Cell | Level::Tree, None) => cell,
        }
    }
}

/// Candidates as the chain lists them: `4 5 8`; a Skyscrapers gap as `–`,
/// Tents' directions as arrows (`↑ → ↓ ←`).
pub fn candidates_text(puzzle: &AnyPuzzle, values: &[u8]) -> String {
    let kind = kind_of(puzzle);
    values
        .iter()
        .map(|&v| kind.candidate_word(v))
        .collect::<Vec<_>>()
        .join(" ")
}
