//! The Python around a learner's code: the article's skeleton, the
//! bridge the page's search calls, the time check written into the
//! learner's `while` loops, and the file a learner downloads.

mod needs;
mod trace;
pub use needs::{
    full_python_need, python_for, FullPythonNeed, NeedWhat, Python, PythonChoice, PythonWhy,
};
pub use trace::{watched, TraceProblem, Watched, COURSE_NAMES, TRACE};

/// The article's `Backtrack` skeleton, which the learner's puzzle class
/// extends (with `solve`, the search as the article writes it).
pub const SKELETON: &str = include_str!("skeleton.py");

/// The article's module `backtrack`, for programs written as the article
/// writes them (see [`imports_article`]): its `Backtrack` hands the puzzle
/// to the page's search, and `set` takes CPython's several sets.
pub const ARTICLE: &str = include_str!("article.py");

/// The article's module for a normal Python: its `Backtrack` searches in
/// its constructor, as the article's own does (the download's).
pub const ARTICLE_SEARCH: &str = include_str!("article_search.py");

/// Whether `code` imports the article's module (`from backtrack import
/// Backtrack`, or `import backtrack`) on a line of its own.
pub fn imports_article(code: &str) -> bool {
    code.lines().any(|line| {
        let words: Vec<&str> = line.split_whitespace().collect();
        matches!(
            words.as_slice(),
            ["from", "backtrack", "import", ..] | ["import", "backtrack", ..]
        )
    })
}

/// What runs before the bridge for `code`: the skeleton, and the
/// article's module where the code imports it.
pub fn prelude(code: &str) -> String {
    if imports_article(code) {
        format!("{SKELETON}\n{ARTICLE}")
    } else {
        SKELETON.to_owned()
    }
}

/// The page's side: the five calls of the search, each checking the type
/// of what the learner's method returned, and the time check `_t()`.
pub const BRIDGE: &str = include_str!("bridge.py");

/// The learner's code with a time check in every `while` loop's
/// condition (`while _t() and (...)`), so that an endless loop raises
/// `LabTimedOut` once a call is over its budget. The lines stay where
/// they are: Python's line numbers still name the learner's lines.
pub fn guard_loops(source: &str) -> String {
    let mut out = String::with_capacity(source.len() + 64);
    let mut rest = source;
    while let Some((before, after)) = next_while(rest) {
        out.push_str(before);
        out.push_str("while _t() and (");
        let colon = condition_end(after);
        out.push_str(&after[..colon]);
        out.push(')');
        rest = &after[colon..];
    }
    out.push_str(rest);
    out
}

/// The text before the next `while` keyword that starts a statement
/// (strings and comments passed over),
/// and the text after the keyword and its space.
fn next_while(text: &str) -> Option<(&str, &str)> {
    let bytes = text.as_bytes();
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                line_start = true;
                i += 1;
            }
            b' ' | b'\t' => i += 1,
            b'#' => i = skip_comment(bytes, i),
            b'\'' | b'"' => {
                i = skip_string(bytes, i);
                line_start = false;
            }
            _ if line_start && starts_statement(bytes, i) => {
                let after = i + "while".len();
                let space = bytes[after..]
                    .iter()
                    .take_while(|b| matches!(b, b' ' | b'\t'))
                    .count();
                return Some((&text[..i], &text[after + space..]));
            }
            _ => {
                line_start = false;
                i += 1;
            }
        }
    }
    None
}

/// Where the condition that starts `text` ends: its colon, outside
/// brackets and strings (not `:=`), or the end of the text.
fn condition_end(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'#' => {
                i = skip_comment(bytes, i);
                continue;
            }
            b'\'' | b'"' => {
                i = skip_string(bytes, i);
                continue;
            }
            b':' if depth == 0 && bytes.get(i + 1) != Some(&b'=') => return i,
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

/// Whether `while` starts at `i` as a word.
fn starts_statement(bytes: &[u8], i: usize) -> bool {
    bytes[i..].starts_with(b"while")
        && bytes
            .get(i + 5)
            .is_some_and(|b| matches!(b, b' ' | b'\t' | b'('))
}

/// The index after the comment starting at `i` (at its line's end).
fn skip_comment(bytes: &[u8], i: usize) -> usize {
    bytes[i..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |n| i + n)
}

/// The index after the string literal starting at `i` (single, double or
/// triple quotes, with backslash escapes); the text's end if unclosed.
fn skip_string(bytes: &[u8], i: usize) -> usize {
    let quote = bytes[i];
    let triple = bytes[i..].starts_with(&[quote; 3]);
    let mut j = i + if triple { 3 } else { 1 };
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => j += 2,
            b'\n' if !triple => return j,
            b if b == quote && (!triple || bytes[j..].starts_with(&[quote; 3])) => {
                return j + if triple { 3 } else { 1 };
            }
            _ => j += 1,
        }
    }
    bytes.len()
}

/// The learner's code as a file that runs in a normal Python: the
/// skeleton, the page's `globals` (the puzzle's data, as Python
/// assignments), the code, and a run of `puzzle.solve()`; or, for a
/// program written as the article writes them, the article's module and
/// the code, which starts its own search; or, for a recursive search
/// (see [`watched`]), the globals, their names in the course text and
/// the code.
pub fn download(code: &str, globals: &str) -> String {
    if imports_article(code) {
        return format!("{ARTICLE_SEARCH}\n\n{code}");
    }
    // Code that makes no skeleton's puzzle (a recursive search, see
    // [`watched`]) runs as it is, on the page's board. Not `watched`
    // itself: the page's own wasm is kept small.
    if !code.contains("Backtrack") && !code.contains("puzzle = ") {
        return format!("{globals}\n{COURSE_NAMES}\n_lab_course_names()\n\n{code}");
    }
    format!(
        "{SKELETON}\n{globals}\n{code}\n\nif __name__ == \"__main__\":\n    \
         puzzle.solve()\n    print(\"solutions:\", puzzle.solutions, \"attempts:\", puzzle.attempts)\n"
    )
}

#[cfg(test)]
mod needs_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod trace_tests;
