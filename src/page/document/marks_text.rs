//! The person's marks as link text, so that a link carries a puzzle
//! being solved with its notes (centre marks), corner marks and colours:
//! one item a cell that has any, split by `;`, each its cell's number
//! (from 1) and its parts: `c` and the centre marks, `k` and the corner
//! marks, `p` and the colour. `3:c49:k16:p3;11:c4679` is cell 3 with the
//! centre marks 4 and 9, the corner marks 1 and 6, colour 3, and cell
//! 11 with four centre marks.

use super::marks::COLOURS;
use crate::format::{digit_char, LinkProblem};
use crate::page::Editor;
use crate::puzzles::{bit, values_of, Mask};

impl Editor {
    /// The person's marks as link text, if there are any.
    pub fn marks_text(&self) -> Option<String> {
        let grid = &self.grid;
        let items: Vec<String> = (0..grid.values.len())
            .filter_map(|cell| {
                let mut item = String::new();
                for (letter, mask) in [('c', grid.notes[cell]), ('k', grid.corners[cell])] {
                    if mask != 0 {
                        item.push(letter);
                        item.extend(values_of(mask).map(|v| digit_char(v as u8)));
                        item.push(':');
                    }
                }
                if grid.colours[cell] != 0 {
                    item += &format!("p{}:", grid.colours[cell]);
                }
                let item = item.strip_suffix(':')?;
                Some(format!("{}:{item}", cell + 1))
            })
            .collect();
        (!items.is_empty()).then(|| items.join(";"))
    }

    /// Puts the marks of link `text` on the board, over none; an item
    /// that does not fit the board is named (from 1), and none is put.
    pub fn enter_marks(&mut self, text: &str) -> Result<(), LinkProblem> {
        let mut marked = self.grid.clone();
        for (index, item) in text.split(';').enumerate() {
            let problem = || LinkProblem::Mark {
                item: index + 1,
                text: item.chars().take(20).collect(),
            };
            self.read_mark(item, &mut marked).ok_or_else(problem)?;
        }
        self.grid = marked;
        Ok(())
    }

    /// Reads one item of marks into `grid`; `None` if it does not fit.
    fn read_mark(&self, item: &str, grid: &mut super::editor::Grid) -> Option<()> {
        let mut parts = item.split(':');
        let cell = parts.next()?.parse::<usize>().ok()?.checked_sub(1)?;
        if cell >= grid.values.len() || !self.takes_notes() {
            return None;
        }
        for part in parts {
            let mut chars = part.chars();
            let letter = chars.next()?;
            let rest = chars.as_str();
            match letter {
                'c' => grid.notes[cell] = self.mark_values(rest)?,
                'k' => grid.corners[cell] = self.mark_values(rest)?,
                'p' => {
                    let colour: u8 = rest.parse().ok()?;
                    (1..=COLOURS).contains(&colour).then_some(())?;
                    grid.colours[cell] = colour;
                }
                _ => return None,
            }
        }
        Some(())
    }

    /// The values written one character each (`1`-`9`, `A`-`G` for 10 to
    /// 16), each at most the board's largest.
    fn mark_values(&self, text: &str) -> Option<Mask> {
        text.chars().try_fold(0, |mask, ch| {
            let value = ch.to_digit(36)?;
            (1..=self.max_typed() as u32)
                .contains(&value)
                .then(|| mask | bit(value))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn marks_travel_in_a_link_and_a_bad_item_is_named() {
        let presse = parse_puzzle(crate::library::LIBRARY[0].1).unwrap();
        let mut e = Editor::new(presse.clone());
        assert_eq!(e.marks_text(), None);
        e.toggle_note(2, 4).unwrap();
        e.toggle_note(2, 9).unwrap();
        e.toggle_corner(2, 1).unwrap();
        e.toggle_corner(2, 6).unwrap();
        e.colour(2, 3);
        e.colour(0, 8);
        let text = e.marks_text().unwrap();
        assert_eq!(text, "1:p8;3:c49:k16:p3");
        let mut back = Editor::new(presse);
        back.enter_marks(&text).unwrap();
        assert_eq!(
            (back.notes(), back.corners(), back.colours()),
            (e.notes(), e.corners(), e.colours())
        );
        for (bad, item) in [
            ("3:c4x", 1),
            ("1:p8;82:c1", 2),
            ("1:p10", 1),
            ("2:z1", 1),
            ("1:p8;3:c0", 2),
        ] {
            let mut fresh = Editor::new(back.puzzle().clone());
            match fresh.enter_marks(bad) {
                Err(LinkProblem::Mark { item: at, .. }) => assert_eq!(at, item, "{bad}"),
                other => panic!("{bad}: {other:?}"),
            }
            assert_eq!(fresh.marks_text(), None, "{bad}: nothing put");
        }
    }
}
