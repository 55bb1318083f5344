//! A Sudoku's little killers as drawn: each sum with its diagonal arrow
//! in the ring of clues around the grid, where it stands (above, below,
//! left or right of a line, or in a corner).

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

/// The ring of clues of `sudoku`'s little killers (the one `reason` is
/// about lit); none without little killers.
pub fn little_killer_frame(sudoku: &Sudoku, reason: Option<&Reason>) -> Option<Frame> {
    let killers = sudoku.little_killers()?;
    let side = sudoku.side();
    let ring = || vec![FrameClue::default(); side];
    let mut frame = Frame {
        top: ring(),
        bottom: ring(),
        left: ring(),
        right: ring(),
        ..Frame::default()
    };
    let last = side as i16;
    for (k, killer) in killers.killers().iter().enumerate() {
        let (r, c) = killer.at;
        let slot = match (r, c) {
            (-1, -1) => frame.corners.get_mut(0),
            (-1, c) if c == last => frame.corners.get_mut(1),
            (r, -1) if r == last => frame.corners.get_mut(2),
            (r, c) if r == last && c == last => frame.corners.get_mut(3),
            (-1, c) => frame.top.get_mut(c as usize),
            (r, -1) => frame.left.get_mut(r as usize),
            (r, c) if r == last => frame.bottom.get_mut(c as usize),
            (r, _) => frame.right.get_mut(r as usize),
        };
        let Some(slot) = slot else { continue };
        let text = little_killer_clue(killer);
        slot.text = match slot.text.is_empty() {
            true => text,
            false => format!("{} {text}", slot.text),
        };
        slot.lit |= matches!(reason, Some(Reason::LittleKiller { killer: j, .. }) if *j == k);
    }
    Some(frame)
}
