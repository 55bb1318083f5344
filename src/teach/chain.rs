//! The recursion chain (the N-Queens article's "Rekursionskette"): one
//! row per level of the current path, with the value there and the
//! candidates still to try.

use crate::engine::Event;
use crate::protocol::Moment;

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
