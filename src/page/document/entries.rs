//! The person's entries as link text, so that a link carries a puzzle
//! being solved: the puzzle as it was loaded, and beside it what was
//! typed (a Sudoku's digits, a Tents board's marks, the queens placed),
//! which the receiver gets back as entries, not as givens.
//!
//! The text is one character a cell (`.` for none, `1`-`9`, `A`-`Z` for
//! 10 and up) where every value fits, else the numbers split by commas.

use crate::format::LinkProblem;
use crate::kinds::{kind_of, Level};
use crate::page::Editor;

impl Editor {
    /// Whether a link carries the entries beside the puzzle: the puzzle
    /// was loaded with givens (it is being solved), or its entries are
    /// no givens at all (Tents, N-Queens). A puzzle typed into an empty
    /// grid travels as its givens instead.
    pub fn shares_entries(&self) -> bool {
        let kind = kind_of(self.puzzle());
        match kind.level() {
            Level::Row | Level::Tree => true,
            Level::Cell => (0..self.puzzle().cells()).any(|c| self.is_given(c)),
        }
    }

    /// The person's entries as link text, if there are any.
    pub fn entries_text(&self) -> Option<String> {
        // A board played by marks travels as its marks.
        let entries: Vec<u8> = match self.camp() {
            marks if !marks.is_empty() => marks.to_vec(),
            _ => (0..self.values().len())
                .map(|c| {
                    if self.is_given(c) {
                        0
                    } else {
                        self.values()[c]
                    }
                })
                .collect(),
        };
        if entries.iter().all(|&v| v == 0) {
            return None;
        }
        if entries.iter().all(|&v| v <= 35) {
            return Some(entries.iter().map(|&v| entry_char(v)).collect());
        }
        let numbers: Vec<String> = entries.iter().map(u8::to_string).collect();
        Some(numbers.join(","))
    }

    /// Puts `values` (one per cell, as [`Editor::values`]) on the board
    /// as entries; false when they do not fit it.
    pub fn enter_values(&mut self, values: &[u8]) -> bool {
        if values.len() != self.grid.values.len() {
            return false;
        }
        self.grid.values = values.to_vec();
        true
    }

    /// Puts the entries of link `text` on the board (the givens stay).
    pub fn enter(&mut self, text: &str) -> Result<(), LinkProblem> {
        let entries = read_entries(text)?;
        let marked = !self.camp().is_empty();
        let places = match marked {
            true => self.camp().len(),
            false => self.values().len(),
        };
        if entries.len() != places {
            return Err(LinkProblem::EntryCount {
                wanted: places,
                found: entries.len(),
            });
        }
        let mut entered = self.clone();
        for (i, &(value, ref written)) in entries.iter().enumerate() {
            let fits = match kind_of(self.puzzle()).entry_max() {
                Some(max) => value <= max,
                None => self.is_given(i) && value == 0 || entered.refuse_typing(i, value).is_ok(),
            };
            if !fits {
                return Err(LinkProblem::Entry {
                    at: i + 1,
                    text: written.clone(),
                });
            }
            if marked {
                entered.grid.camp[i] = value;
            } else if !self.is_given(i) {
                entered.grid.values[i] = value;
            }
        }
        *self = entered;
        Ok(())
    }
}

/// A value as one character: `.` for none, digits, then letters.
fn entry_char(v: u8) -> char {
    match v {
        0 => '.',
        1..=9 => char::from(b'0' + v),
        _ => char::from(b'A' + v - 10),
    }
}

/// The values of link text, each with the text it was written as.
fn read_entries(text: &str) -> Result<Vec<(u8, String)>, LinkProblem> {
    if text.contains(',') {
        return text
            .split(',')
            .enumerate()
            .map(|(i, part)| {
                let value = part.trim().parse::<u8>().map_err(|_| LinkProblem::Entry {
                    at: i + 1,
                    text: part.chars().take(10).collect(),
                })?;
                Ok((value, part.to_string()))
            })
            .collect();
    }
    text.chars()
        .enumerate()
        .map(|(i, ch)| {
            let value = match ch {
                '.' | '0' => Some(0),
                '1'..='9' => Some(ch as u8 - b'0'),
                'A'..='Z' => Some(ch as u8 - b'A' + 10),
                _ => None,
            };
            value
                .map(|v| (v, ch.to_string()))
                .ok_or(LinkProblem::Entry {
                    at: i + 1,
                    text: ch.to_string(),
                })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::kinds::tents::CampMark;

    #[test]
    fn a_sudokus_entries_go_and_come_back_as_entries_not_givens() {
        let presse = parse_puzzle(crate::library::LIBRARY[0].1).unwrap();
        let mut e = Editor::new(presse.clone());
        assert!(e.shares_entries());
        assert_eq!(e.entries_text(), None, "no entries yet");
        let free = (0..81).find(|&c| !e.is_given(c)).unwrap();
        e.set(free, 5).unwrap();
        let text = e.entries_text().unwrap();
        assert_eq!(text.len(), 81);
        let mut back = Editor::new(presse);
        back.enter(&text).unwrap();
        assert_eq!(back.values(), e.values());
        assert!(!back.is_given(free), "an entry stays the person's");
    }

    #[test]
    fn tents_marks_and_queens_travel_and_bad_text_names_its_place() {
        let doc = r#"{"kind":"tents","rows":4,"cols":4,"trees":[[0,1],[2,2]],"row_counts":[1,0,0,1],"col_counts":[1,0,1,0]}"#;
        let mut tents = Editor::new(parse_puzzle(doc).unwrap());
        tents.mark(0, CampMark::Tent).unwrap();
        tents.mark(3, CampMark::Grass).unwrap();
        let text = tents.entries_text().unwrap();
        assert_eq!(text, "1..2............");
        let mut back = Editor::new(tents.puzzle().clone());
        back.enter(&text).unwrap();
        assert_eq!(back.camp(), tents.camp());
        assert_eq!(
            back.enter("1..3............"),
            Err(LinkProblem::Entry {
                at: 4,
                text: "3".into()
            })
        );
        assert_eq!(
            back.enter("1.."),
            Err(LinkProblem::EntryCount {
                wanted: 16,
                found: 3
            })
        );
        let mut queens = Editor::new(parse_puzzle(r#"{"kind":"queens","n":8}"#).unwrap());
        queens.set(2, 1).unwrap();
        assert_eq!(queens.entries_text().unwrap(), "3.......");
        let empty = Editor::new(parse_puzzle(&".".repeat(81)).unwrap());
        assert!(
            !empty.shares_entries(),
            "a puzzle typed in travels as givens"
        );
    }
}
