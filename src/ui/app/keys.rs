//! The grid's keyboard: arrows move, digits set, Delete clears.

use super::*;

impl App {
    pub(super) fn on_key(&mut self, e: KeyboardEvent) -> bool {
        let side = self.editor.side();
        let (r, c) = (self.selected / side, self.selected % side);
        let key = e.key();
        let moved = match key.as_str() {
            "ArrowUp" => Some((r.saturating_sub(1), c)),
            "ArrowDown" => Some(((r + 1).min(side - 1), c)),
            "ArrowLeft" => Some((r, c.saturating_sub(1))),
            "ArrowRight" => Some((r, (c + 1).min(side - 1))),
            _ => None,
        };
        if let Some((r, c)) = moved {
            e.prevent_default();
            self.selected = r * side + c;
            return true;
        }
        let value = match key.as_str() {
            "Delete" | "Backspace" | "0" | "." => Some(0),
            " " | "Enter" => Some(1),
            k if k.len() == 1 => crate::format::parse_line(&format!("{k}{}", ".".repeat(15)))
                .ok()
                .map(|v| v[0]),
            _ => None,
        };
        match value {
            Some(v) => {
                e.prevent_default();
                let queens = matches!(self.editor.puzzle(), AnyPuzzle::Queens(_));
                if queens || v as usize <= side {
                    self.editor.set(self.selected, v);
                    self.edited();
                }
                true
            }
            None => false,
        }
    }
}
