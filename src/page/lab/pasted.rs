//! Code as copied from a web page: characters Python does not read where
//! they stand (typographic dashes and quotes, no-break and invisible
//! spaces), each found at its line and column and replaced all at once,
//! and a block whose indentation was lost, named at its line (and, where
//! every line lost it, indented again: [`super::reindent`]). Inside a
//! string or a comment such characters are the learner's text and stay.

use super::reindent::reindent;
use crate::i18n::{by_count, Lang, Numbers, T};

/// What a character copied from a web page is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pasted {
    /// An en or em dash, or the minus sign: Python's minus is `-`.
    Dash,
    /// A typographic single quote: Python's is `'`.
    Quote,
    /// A typographic double quote: Python's is `"`.
    DoubleQuote,
    /// A no-break space: Python's is a plain one.
    Space,
    /// A character that shows as nothing (a zero-width space, a soft
    /// hyphen): Python reads it all the same.
    Invisible,
}

impl Pasted {
    /// What `c` is, if it is one of them.
    fn of(c: char) -> Option<Pasted> {
        Some(match c {
            '\u{2013}' | '\u{2014}' | '\u{2212}' => Pasted::Dash,
            '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{2039}' | '\u{203A}' => Pasted::Quote,
            '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{00AB}' | '\u{00BB}' => Pasted::DoubleQuote,
            '\u{00A0}' | '\u{202F}' | '\u{2007}' | '\u{2009}' => Pasted::Space,
            '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{00AD}' => {
                Pasted::Invisible
            }
            _ => return None,
        })
    }

    /// What Python reads in its place.
    pub fn replacement(self) -> &'static str {
        match self {
            Pasted::Dash => "-",
            Pasted::Quote => "'",
            Pasted::DoubleQuote => "\"",
            Pasted::Space => " ",
            Pasted::Invisible => "",
        }
    }
}

/// One character found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PastedChar {
    /// Its line, from 1.
    pub line: u32,
    /// Its column, from 1, in characters.
    pub column: u32,
    /// The character.
    pub found: char,
    /// What it is.
    pub what: Pasted,
}

/// What the code carries from a web page: the characters, and the first
/// line whose block lost its indentation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PastedCode {
    /// The characters Python does not read, in order.
    pub chars: Vec<PastedChar>,
    /// The first line (from 1) that should be indented under the `:`
    /// before it and is not.
    pub unindented: Option<u32>,
    /// The lines (from 1) continued with `\\` whose next line is empty:
    /// the copy put an empty line between, where Python ends the
    /// statement.
    pub continued: Vec<u32>,
    /// Every statement stands at the left edge though blocks open: the
    /// copy lost all indentation, which the one click restores.
    pub flat: bool,
}

impl PastedCode {
    /// The one click's label and tooltip for what the code carries, if
    /// the click can mend any of it: the characters, or the blocks'
    /// indentation too.
    pub fn mend_texts(&self) -> Option<(T, T)> {
        if self.flat {
            Some((T::LabPastedMend, T::LabPastedMendHint))
        } else if !self.chars.is_empty() || !self.continued.is_empty() {
            Some((T::LabPastedFix, T::LabPastedFixHint))
        } else {
            None
        }
    }
}

/// Where the scanner stands after a line: inside a triple-quoted string
/// (with its quote), and how deep in brackets.
#[derive(Clone, Copy, Default)]
pub(super) struct Carry {
    /// The quote of the triple-quoted string the line ends in, if any.
    pub triple: Option<char>,
    /// How many brackets are open at the line's end.
    pub depth: i32,
}

/// What `code` carries from a web page.
pub fn pasted(code: &str) -> PastedCode {
    let mut found = PastedCode::default();
    let mut carry = Carry::default();
    // The indentation of the last line that opened a block, if the next
    // code line must be indented further.
    let mut opened: Option<usize> = None;
    // The last line, if it was continued with a backslash.
    let mut continues: Option<u32> = None;
    // Some statement stands indented: the indentation was not all lost.
    let mut indented = false;
    for (index, text) in code.lines().enumerate() {
        let line = index as u32 + 1;
        let starts_in_string = carry.triple.is_some();
        let (code_end, next) = scan_line(text, line, carry, &mut found.chars);
        if let Some(before) = continues.take().filter(|_| text.trim().is_empty()) {
            found.continued.push(before);
        }
        if next.triple.is_none() && code_end.trim_end().ends_with('\\') {
            continues = Some(line);
        }
        let blank = text.trim().is_empty() || text.trim_start().starts_with('#');
        if !starts_in_string && !blank {
            let indent = text.len() - text.trim_start().len();
            indented |= indent > 0 && carry.depth == 0;
            if opened.is_some_and(|o| indent <= o) && found.unindented.is_none() {
                found.unindented = Some(line);
            }
            opened = None;
            let opens =
                next.triple.is_none() && next.depth == 0 && code_end.trim_end().ends_with(':');
            if opens {
                opened = Some(indent);
            }
        }
        carry = next;
    }
    found.flat = found.unindented.is_some() && !indented;
    found
}

/// Scans one line from `carry`: the characters found outside strings and
/// comments go into `found`; returns the line's code before a comment,
/// and where the next line starts.
pub(super) fn scan_line<'a>(
    text: &'a str,
    line: u32,
    mut carry: Carry,
    found: &mut Vec<PastedChar>,
) -> (&'a str, Carry) {
    let mut quote: Option<char> = carry.triple;
    let mut chars = text.char_indices().enumerate().peekable();
    while let Some((column, (at, c))) = chars.next() {
        match (quote, c) {
            (Some(_), '\\') => {
                chars.next();
            }
            (Some(q), c) if c == q => {
                let triple = carry.triple == Some(q);
                let closes = !triple || text[at..].starts_with(&q.to_string().repeat(3));
                if closes {
                    if triple {
                        chars.nth(1);
                    }
                    quote = None;
                    carry.triple = None;
                }
            }
            (Some(_), _) => {}
            (None, '#') => return (&text[..at], carry),
            (None, '\'' | '"') => {
                quote = Some(c);
                if text[at..].starts_with(&c.to_string().repeat(3)) {
                    carry.triple = Some(c);
                    chars.nth(1);
                }
            }
            (None, '(' | '[' | '{') => carry.depth += 1,
            (None, ')' | ']' | '}') => carry.depth -= 1,
            (None, c) => {
                if let Some(what) = Pasted::of(c) {
                    let column = column as u32 + 1;
                    found.push(PastedChar {
                        line,
                        column,
                        found: c,
                        what,
                    });
                }
            }
        }
    }
    (text, carry)
}

/// `code` with every character found replaced by Python's own (the rest,
/// strings and comments included, as it was). A typographic quote right
/// before Python's own (`“"`, as a page's copy doubles it) goes, since
/// the plain one is already there; a line continued with `\\` gets its
/// continuation back from below the empty lines the copy put between;
/// code whose every line lost its indentation is indented again.
pub fn replace_pasted(code: &str) -> String {
    let found = pasted(code);
    let replaced = replace_chars(code, &found.chars);
    let mut lines: Vec<&str> = replaced.split('\n').collect();
    for &line in &found.continued {
        // The empty line after the continued one, and the next with code.
        let empty = line as usize;
        if let Some(code) = (empty..lines.len()).find(|&i| !lines[i].trim().is_empty()) {
            lines.swap(empty, code);
        }
    }
    let joined = lines.join("\n");
    if pasted(&joined).flat {
        reindent(&joined)
    } else {
        joined
    }
}

/// `code` with the characters `found` replaced by Python's own.
fn replace_chars(code: &str, found: &[PastedChar]) -> String {
    // The characters found are in the code's order: one pass over both.
    let mut next = found.iter().peekable();
    let mut out = String::with_capacity(code.len());
    for (index, text) in code.split('\n').enumerate() {
        if index > 0 {
            out.push('\n');
        }
        let line = index as u32 + 1;
        let mut chars = text.chars().enumerate().peekable();
        while let Some((column, c)) = chars.next() {
            match next.next_if(|f| f.line == line && f.column == column as u32 + 1) {
                Some(f) => {
                    let plain = f.what.replacement();
                    let doubled = chars
                        .peek()
                        .is_some_and(|&(_, after)| plain.starts_with(after));
                    if !(doubled && matches!(f.what, Pasted::Quote | Pasted::DoubleQuote)) {
                        out.push_str(plain);
                    }
                }
                None => out.push(c),
            }
        }
    }
    out
}

/// What the Lab says of `found`, in `lang`: the first character or the
/// lost indentation named at its line, and how many more characters (and
/// the lost indentation too, where every line lost it).
pub fn pasted_words(found: &PastedCode, lang: Lang, numbers: &dyn Numbers) -> Option<String> {
    let first = match (
        found.chars.first(),
        found.unindented,
        found.continued.first(),
    ) {
        (Some(c), ..) => char_words(c, lang, numbers),
        (None, Some(line), _) => lang.fill(T::LabPastedIndent, &[&numbers.int(u64::from(line))]),
        (None, None, Some(&line)) => {
            lang.fill(T::LabPastedContinued, &[&numbers.int(u64::from(line))])
        }
        (None, None, None) => return None,
    };
    let mut words = first;
    let more = found.chars.len().saturating_sub(1) as u64;
    if more > 0 {
        let text = by_count(numbers, more, T::LabPastedMoreOne, T::LabPastedMore);
        words = format!("{words} {}", lang.fill(text, &[&numbers.int(more)]));
    }
    // Every line at the left edge: said beside the characters too, since
    // the one click mends both.
    let beside_chars = found.flat && !found.chars.is_empty();
    if let Some(line) = found.unindented.filter(|_| beside_chars) {
        let indent = lang.fill(T::LabPastedIndent, &[&numbers.int(u64::from(line))]);
        words = format!("{words} {indent}");
    }
    Some(words)
}

/// One character named: its line, what it is, and Python's own.
fn char_words(c: &PastedChar, lang: Lang, numbers: &dyn Numbers) -> String {
    let line = numbers.int(u64::from(c.line));
    let shown = c.found.to_string();
    match c.what {
        Pasted::Dash => lang.fill(T::LabPastedDash, &[&line, &shown]),
        Pasted::Quote | Pasted::DoubleQuote => {
            lang.fill(T::LabPastedQuote, &[&line, &shown, c.what.replacement()])
        }
        Pasted::Space => lang.fill(T::LabPastedSpace, &[&line]),
        Pasted::Invisible => {
            let code = format!("U+{:04X}", u32::from(c.found));
            lang.fill(T::LabPastedInvisible, &[&line, &code])
        }
    }
}

#[cfg(test)]
#[path = "pasted_tests.rs"]
mod tests;
