//! Code whose indentation was lost in copying, every line at its left
//! edge, indented again as its blocks most likely were: a line under a
//! `:` one level in; a method back at its class's level; `elif`, `else`,
//! `except` and `finally` at their `if`'s or `try`'s; after a `return`,
//! `break`, `continue`, `raise` or `pass`, one level out, and a second
//! `return` at its function's body; a statement in a loop that names none
//! of the loop's variables after the loop; a function without `self` and
//! a statement after two empty lines at the left edge, as Python's style
//! guide puts them. Lines inside brackets go one level in from their
//! statement; a triple-quoted string's lines stay as they are. Where the
//! lines allow more than one reading (an `if` after another's one-line
//! body), the block goes on; the learner can put the pasted text back.

use super::pasted::{scan_line, Carry};

/// One level of indentation, as the Lab's own code has it.
const LEVEL: &str = "    ";

/// A block a line opened with its `:`: its opening line's level, the
/// word it starts with, and for a `for` loop its variables.
struct Block<'a> {
    level: usize,
    word: &'a str,
    names: Vec<&'a str>,
}

/// Where the indenter stands between statements.
#[derive(Default)]
struct Indenter<'a> {
    /// The blocks open around the next statement, outermost first.
    blocks: Vec<Block<'a>>,
    /// The level of the next statement.
    next: usize,
    /// The last statement opened a block: the next goes into it.
    opened: bool,
    /// The level of the statement the current line continues.
    statement: usize,
    /// How many empty lines came since the last statement.
    empty: usize,
    /// The last statement ended its block's flow (`return`, `raise`, ...).
    ended: bool,
}

/// `code` with its blocks indented again (see the module's words); its
/// lines' text otherwise as it was. For code whose every statement lost
/// its indentation ([`super::PastedCode::flat`]).
pub fn reindent(code: &str) -> String {
    let mut indenter = Indenter::default();
    let mut carry = Carry::default();
    let mut backslash = false;
    let mut out = Vec::new();
    for text in code.split('\n') {
        let in_string = carry.triple.is_some();
        let continues = carry.depth > 0 || backslash;
        let (code_end, next) = scan_line(text, 0, carry, &mut Vec::new());
        let trimmed = text.trim_start();
        let level = if in_string {
            None
        } else if continues {
            let closes = trimmed.starts_with([')', ']', '}']);
            Some(indenter.statement + usize::from(!closes))
        } else if trimmed.is_empty() {
            indenter.empty += 1;
            Some(0)
        } else if trimmed.starts_with('#') {
            // Where the next statement most likely stands.
            Some(indenter.next)
        } else {
            let opens =
                next.triple.is_none() && next.depth == 0 && code_end.trim_end().ends_with(':');
            Some(indenter.statement(trimmed, opens))
        };
        out.push(match level {
            Some(level) if !trimmed.is_empty() => format!("{}{trimmed}", LEVEL.repeat(level)),
            Some(_) => String::new(),
            None => text.to_string(),
        });
        backslash = next.triple.is_none() && code_end.trim_end().ends_with('\\');
        carry = next;
    }
    out.join("\n")
}

impl<'a> Indenter<'a> {
    /// The level of the statement `line` (its text from its first word),
    /// which opens a block if `opens`; moves on past it.
    fn statement(&mut self, line: &'a str, opens: bool) -> usize {
        let word = first_word(line);
        let level = if self.opened {
            self.next
        } else if self.empty >= 2 {
            0
        } else {
            self.level_of(word, line)
        };
        self.empty = 0;
        self.blocks.retain(|b| b.level < level);
        self.opened = opens;
        self.statement = level;
        self.ended = matches!(word, "return" | "break" | "continue" | "raise" | "pass");
        self.next = if opens {
            let names = if word == "for" {
                loop_names(line)
            } else {
                Vec::new()
            };
            self.blocks.push(Block { level, word, names });
            level + 1
        } else if self.ended {
            level.saturating_sub(1)
        } else {
            level
        };
        level
    }

    /// The level of a statement starting with `word` that is not the
    /// first of a block.
    fn level_of(&self, word: &str, line: &str) -> usize {
        match word {
            "class" => 0,
            "if" if line.contains("__name__") => 0,
            // A method at its class's level, a function at the left edge.
            "def" | "async" if is_method(line) => self.in_class().unwrap_or(0),
            "def" | "async" => 0,
            _ if line.starts_with('@') => self.in_class().unwrap_or(0),
            "elif" | "else" | "except" | "finally" => self.partner(word).unwrap_or(self.next),
            // A return after a return is the function's last word; a
            // return right after a loop's body ends the function, not one
            // turn of the loop.
            "return" if self.ended => self.function_body().unwrap_or(self.next),
            "return" => self.after_loops(),
            _ => self.out_of_loops(line),
        }
    }

    /// The level of the innermost function's body, if any.
    fn function_body(&self) -> Option<usize> {
        self.blocks
            .iter()
            .rev()
            .find(|b| matches!(b.word, "def" | "async"))
            .map(|b| b.level + 1)
    }

    /// The next level, out of the `for` loops whose bodies end there and
    /// whose variables `line` does not name.
    fn out_of_loops(&self, line: &str) -> usize {
        let mut level = self.next;
        for block in self.blocks.iter().rev().filter(|b| b.level < self.next) {
            let names_one = identifiers(line).any(|word| block.names.contains(&word));
            if block.level + 1 == level && block.word == "for" && !names_one {
                level = block.level;
            } else {
                break;
            }
        }
        level
    }

    /// The level of a method of the innermost class open, if any.
    fn in_class(&self) -> Option<usize> {
        self.blocks
            .iter()
            .rev()
            .find(|b| b.word == "class")
            .map(|b| b.level + 1)
    }

    /// The level of the innermost open block that `word` continues (an
    /// `else` its `if`, `for`, `while` or `try`; an `except` its `try`).
    fn partner(&self, word: &str) -> Option<usize> {
        let fits = |opener: &str| match word {
            "elif" => matches!(opener, "if" | "elif"),
            "else" => matches!(opener, "if" | "elif" | "for" | "while" | "try" | "except"),
            _ => matches!(opener, "try" | "except"),
        };
        self.blocks
            .iter()
            .rev()
            .filter(|b| b.level < self.next)
            .find(|b| fits(b.word))
            .map(|b| b.level)
    }

    /// The next level, out of the loops whose bodies end there.
    fn after_loops(&self) -> usize {
        let mut level = self.next;
        for block in self.blocks.iter().rev().filter(|b| b.level < self.next) {
            if block.level + 1 == level && matches!(block.word, "for" | "while") {
                level = block.level;
            } else {
                break;
            }
        }
        level
    }
}

/// Whether the `def` line takes `self` or `cls` first: a method.
fn is_method(line: &str) -> bool {
    line.split_once('(').is_some_and(|(_, rest)| {
        let first = rest.trim_start();
        ["self", "cls"].iter().any(|name| {
            first.starts_with(name)
                && !first[name.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
        })
    })
}

/// The variables a `for` line binds: the words between `for` and `in`.
fn loop_names(line: &str) -> Vec<&str> {
    let bound = line["for".len()..].split(" in ").next().unwrap_or("");
    identifiers(bound).collect()
}

/// The words of `text` that could be names.
fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
}

/// The word a statement starts with (its keyword, if it has one).
fn first_word(line: &str) -> &str {
    let end = line
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(line.len());
    &line[..end]
}

#[cfg(test)]
#[path = "reindent_tests.rs"]
mod tests;
