//! Code that lost its indentation in copying, indented again.

use super::*;
use crate::i18n::Lang;
use crate::page::lab::{prefilled, LabKind};

/// Whether every statement of `code` lost its indentation, as the Lab
/// finds it.
fn is_flat(code: &str) -> bool {
    crate::page::lab::pasted(code).flat
}

/// `code` as a web page's copy gives it: every line at the left edge.
fn flattened(code: &str) -> String {
    code.lines()
        .map(str::trim_start)
        .collect::<Vec<_>>()
        .join("\n")
}

/// A class in the article's style, with every kind of line the
/// indenter reads: a dictionary over lines, a method after a `return`,
/// `elif` and `else`, `try` and `except`, a `return` after a loop, a
/// comment, a function after a class, a statement after two empty
/// lines, and the module's main.
const STYLED: &str = r#"import math
class Puzzle(Backtrack):
    size = 4
    givens = {
        0: 1,
        5: 2,
    }
    def moves(self, level):
        if level in self.givens:
            return [self.givens[level]]
        elif level < 0:
            raise ValueError(level)
        found = []
        for value in range(1, self.size + 1):
            found.append(value)
        return found
    def valid(self, level, move):
        try:
            # a move that is not a number is refused
            number = int(move)
        except ValueError:
            return False
        if number > 0:
            return True
        else:
            return False
def count(rows):
    total = 0
    for row in rows:
        total += len(row)
    return total


puzzle = Puzzle()
if __name__ == "__main__":
    Puzzle(test=False, showAttempts=True)"#;

#[test]
fn the_blocks_of_a_class_in_the_articles_style_come_back_as_they_were() {
    let flat = flattened(STYLED);
    assert!(is_flat(&flat));
    assert_eq!(reindent(&flat), STYLED);
}

#[test]
fn code_indented_here_and_there_is_not_flat() {
    assert!(!is_flat(STYLED));
    assert!(!is_flat("if x:\n    y = 1\nz = 2\nif z:\nw = 1\n"));
    // No block opens: nothing was lost.
    assert!(!is_flat("x = 1\ny = 2\n"));
    // Inside brackets and triple-quoted strings the left edge is text.
    assert!(is_flat("d = {\n  1: 2}\nif d:\nx = '''\n  a'''\n"));
}

#[test]
fn a_triple_quoted_strings_lines_stay_as_they_were() {
    let flat = "def f():\ns = '''\n  kept\nas is:'''\nreturn s\n";
    assert_eq!(
        reindent(flat),
        "def f():\n    s = '''\n  kept\nas is:'''\n    return s\n"
    );
}

#[test]
fn the_labs_own_code_flattened_comes_back_as_it_was() {
    for lang in Lang::ALL {
        // Not the Sudoku X code: its second `if` after the first's
        // one-line body reads either way, and the indenter nests it.
        for kind in [LabKind::Sudoku, LabKind::Queens, LabKind::Kendoku] {
            let code = prefilled(kind, lang);
            let flat = flattened(&code);
            let back = reindent(&flat);
            let want = flattened_blank_lines(&code);
            assert_eq!(back, want, "{kind:?} in {lang:?}");
        }
    }
}

/// `code` with its empty lines' spaces gone, as the indenter leaves
/// them.
fn flattened_blank_lines(code: &str) -> String {
    code.lines()
        .map(|l| if l.trim().is_empty() { "" } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}
