//! A Sudoku's little killers and sandwich sums as drawn: each in the ring
//! of clues around the grid, where it stands (above, below, left or right
//! of a line, or in a corner for a little killer along a main diagonal):
//! a little killer's sum with its diagonal arrow, a sandwich's sum alone.

use super::drawing::{Frame, FrameClue};
use crate::puzzles::{LittleKiller, Reason, Sudoku};

/// A little killer's clue as drawn: its arrow and its sum (`↘15`).
pub fn little_killer_clue(killer: &LittleKiller) -> String {
    let arrow = match killer.toward {
        (1, 1) => '↘',
        (1, _) => '↙',
        (_, 1) => '↗',
        _ => '↖',
    };
    format!("{arrow}{}", killer.sum)
}

/// The ring of clues of `sudoku`'s little killers and sandwich sums (the
/// one `reason` is about lit; a sandwich `values` break marked broken,
/// one they fill and keep met); none without either.
pub fn clue_frame(sudoku: &Sudoku, values: &[u8], reason: Option<&Reason>) -> Option<Frame> {
    let (killers, sandwiches) = (sudoku.little_killers(), sudoku.sandwiches());
    if killers.is_none() && sandwiches.is_none() {
        return None;
    }
    let side = sudoku.side();
    let ring = || vec![FrameClue::default(); side];
    let mut frame = Frame {
        top: ring(),
        bottom: ring(),
        left: ring(),
        right: ring(),
        ..Frame::default()
    };
    if let Some(sandwiches) = sandwiches {
        let broken: Vec<usize> = sandwiches.broken(values).collect();
        for (k, sandwich) in sandwiches.sandwiches().iter().enumerate() {
            let Some(slot) = slot(&mut frame, sandwich.at, side) else {
                continue;
            };
            let line = &sandwiches.lines()[k];
            add_clue(slot, sandwich.sum.to_string());
            slot.lit |= matches!(reason, Some(Reason::Sandwich { sandwich: j }) if *j == k);
            slot.broken |= broken.contains(&k);
            slot.met |= !broken.contains(&k) && line.iter().all(|&c| values.get(c) > Some(&0));
        }
    }
    for (k, killer) in killers.map_or(&[][..], |k| k.killers()).iter().enumerate() {
        let Some(slot) = slot(&mut frame, killer.at, side) else {
            continue;
        };
        add_clue(slot, little_killer_clue(killer));
        slot.lit |= matches!(reason, Some(Reason::LittleKiller { killer: j, .. }) if *j == k);
    }
    Some(frame)
}

/// Where a clue standing at `(row, column)` just outside a grid of `side`
/// goes in the ring: a corner, or a side's place.
fn slot(frame: &mut Frame, (r, c): (i16, i16), side: usize) -> Option<&mut FrameClue> {
    let last = side as i16;
    match (r, c) {
        (-1, -1) => frame.corners.get_mut(0),
        (-1, c) if c == last => frame.corners.get_mut(1),
        (r, -1) if r == last => frame.corners.get_mut(2),
        (r, c) if r == last && c == last => frame.corners.get_mut(3),
        (-1, c) => frame.top.get_mut(c as usize),
        (r, -1) => frame.left.get_mut(r as usize),
        (r, c) if r == last => frame.bottom.get_mut(c as usize),
        (r, _) => frame.right.get_mut(r as usize),
    }
}

/// `text` added to the clue in `slot` (a sandwich's sum and a little
/// killer's may share one place).
fn add_clue(slot: &mut FrameClue, text: String) {
    slot.text = match slot.text.is_empty() {
        true => text,
        false => format!("{} {text}", slot.text),
    };
}
