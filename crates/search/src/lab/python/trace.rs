//! A search written as recursive functions, watched: the course's
//! `solution_count(queens)` or its Sudoku solved by copies, pasted as
//! they are. Code that makes no `Backtrack` puzzle but has a function
//! that calls itself runs with `@_lab_watch` put on each of its
//! functions (`trace.py`): the run records the recursion as a tree, and
//! the page's search replays that tree as the five methods.

use serde::{Deserialize, Serialize};

/// The watcher and the replay (`trace.py`), run after the bridge.
pub const TRACE: &str = include_str!("trace.py");

/// `_lab_course_names()`, which gives the page's board the names the
/// course text's programs use (`BOARD_SIZE`, `PUZZLE`), run after the
/// page's globals.
pub const COURSE_NAMES: &str = include_str!("course_names.py");

/// The Python statement that runs a watched program (instead of the
/// usual `exec` and `_lab_ready()`): a program stopped for its time or
/// its calls still leaves the tree it made.
pub const RUN_WATCHED: &str = "_lab_trace_run(_lab_source)";

/// The decorator line put before each function of a watched program ...
const WATCH_LINE: &str = "@_lab_watch";
/// ... and before each that calls itself: its first argument is copied
/// at each call (a program may change one list in place).
const WATCH_SEARCH_LINE: &str = "@_lab_watch_search";

/// A learner's program as it runs watched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Watched {
    /// The code with `@_lab_watch` before each top-level function.
    pub code: String,
    /// The functions that call themselves, in the order written.
    pub recursive: Vec<String>,
    /// The lines (of the learner's code, from 1) before which a line was
    /// put: Python's line numbers are read back through them.
    inserted: Vec<u32>,
}

impl Watched {
    /// The learner's line for line `line` of the watched code.
    pub fn learners_line(&self, line: u32) -> u32 {
        let mut shift = 0;
        for &before in &self.inserted {
            // The decorator of the function on line `before` is line
            // `before + shift` of the watched code.
            if line > before + shift {
                shift += 1;
            } else {
                break;
            }
        }
        line - shift
    }
}

/// Why a recursive search cannot be shown on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TraceProblem {
    /// The first argument is not a partial solution the board shows: a
    /// list each call makes one longer, or a grid each call fills one
    /// more square of.
    Shape,
    /// The recursive function was never called.
    Uncalled,
    /// The program's board is of another size than the page's.
    Size {
        /// The program's (rows of queens, or squares).
        program: usize,
        /// The page's.
        page: usize,
    },
    /// The program's first grid differs from the board at a square.
    Given {
        /// The square, by its name (`r1c3`).
        square: String,
    },
    /// Two calls at the same depth fill different squares.
    Order {
        /// The square filled first at that depth, by its name.
        first: String,
        /// The other.
        second: String,
    },
    /// The program was stopped (its time or the calls kept ran out).
    Cut {
        /// The calls of the search it made.
        calls: u64,
    },
}

impl TraceProblem {
    /// The problem the watcher wrote (`problem|a|b`, after the function's
    /// name), squares named by `square_name`.
    pub fn read(text: &str, square_name: &dyn Fn(usize) -> String) -> TraceProblem {
        let words: Vec<&str> = text.split('|').collect();
        let number = |i: usize| words.get(i).and_then(|w| w.parse().ok()).unwrap_or(0);
        match words.first().copied().unwrap_or("") {
            "uncalled" => TraceProblem::Uncalled,
            "size" => TraceProblem::Size {
                program: number(1),
                page: number(2),
            },
            "given" => TraceProblem::Given {
                square: square_name(number(1)),
            },
            "order" => TraceProblem::Order {
                first: square_name(number(1)),
                second: square_name(number(2)),
            },
            "cut" => TraceProblem::Cut {
                calls: number(1) as u64,
            },
            _ => TraceProblem::Shape,
        }
    }
}

/// The code as it runs watched, if it is a recursive search: it names no
/// `Backtrack` (the skeleton's programs are run by the page's search)
/// and has a top-level function that calls itself.
pub fn watched(code: &str) -> Option<Watched> {
    if code.contains("Backtrack") {
        return None;
    }
    let functions = top_level_functions(code);
    let recursive: Vec<String> = functions
        .iter()
        .filter(|f| calls_itself(code, f))
        .map(|f| f.name.clone())
        .collect();
    if recursive.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(code.len() + functions.len() * 12);
    let mut inserted = Vec::new();
    for (i, line) in code.lines().enumerate() {
        if let Some(function) = functions.iter().find(|f| f.body.start == i + 1) {
            let search = recursive.contains(&function.name);
            out.push_str(if search {
                WATCH_SEARCH_LINE
            } else {
                WATCH_LINE
            });
            out.push('\n');
            inserted.push(i as u32 + 1);
        }
        out.push_str(line);
        out.push('\n');
    }
    Some(Watched {
        code: out,
        recursive,
        inserted,
    })
}

/// A function defined at the top of the file: its name and the lines of
/// its body (from 0, the end excluded).
struct Function {
    name: String,
    body: std::ops::Range<usize>,
}

fn top_level_functions(code: &str) -> Vec<Function> {
    let lines: Vec<&str> = code.lines().collect();
    let mut functions = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("def ") else {
            continue;
        };
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        // The body: the lines after, up to the next line at the margin.
        let end = (i + 1..lines.len())
            .find(|&j| {
                let l = lines[j];
                !l.trim().is_empty() && !l.starts_with([' ', '\t', '#'])
            })
            .unwrap_or(lines.len());
        if !name.is_empty() {
            functions.push(Function {
                name,
                body: i + 1..end,
            });
        }
    }
    functions
}

/// Whether `function`'s body calls it by name (outside comments).
fn calls_itself(code: &str, function: &Function) -> bool {
    code.lines()
        .skip(function.body.start)
        .take(function.body.len())
        .map(|line| line.split('#').next().unwrap_or(""))
        .any(|line| calls(line, &function.name))
}

/// Whether `line` has `name(` with `name` a whole word.
fn calls(line: &str, name: &str) -> bool {
    let pattern = format!("{name}(");
    line.match_indices(&pattern).any(|(at, _)| {
        !line[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
    })
}
