//! A search written as recursive functions, watched: the course's
//! `solution_count(queens)` or its Sudoku solved by copies, pasted as
//! they are. Code that makes no `Backtrack` puzzle but has a function
//! that calls itself runs with `@_lab_watch` put on each of its
//! functions (`trace.py`): the run records the recursion as a tree, and
//! the page's search replays that tree as the five methods. Code with
//! no such function whose top level loops over a stack of grids (the
//! Dutch program) runs with `@_lab_watch_check` on each function
//! instead (`trace_stack.py`): its tree is read from the calls of its
//! check of a value in a square.

use serde::{Deserialize, Serialize};

/// The watchers and the replay (`trace.py`, `trace_stack.py`), run
/// after the bridge.
pub const TRACE: &str = concat!(
    include_str!("trace.py"),
    "\n",
    include_str!("trace_stack.py")
);

/// `_lab_course_names()`, which gives the page's board the names the
/// course text's programs use (`BOARD_SIZE`, `PUZZLE`), run after the
/// page's globals.
pub const COURSE_NAMES: &str = include_str!("course_names.py");

/// The Python statement that runs a watched program (instead of the
/// usual `exec` and `_lab_ready()`): a program stopped for its time or
/// its calls still leaves the tree it made.
const RUN_WATCHED: &str = "_lab_trace_run(_lab_source)";
/// The same for a loop over a stack: its search is read from its check.
const RUN_WATCHED_STACK: &str = "_lab_stack = True\n_lab_trace_run(_lab_source)";

/// The decorator line put before each function of a watched program ...
const WATCH_LINE: &str = "@_lab_watch";
/// ... and before each that calls itself: its first argument is copied
/// at each call (a program may change one list in place).
const WATCH_SEARCH_LINE: &str = "@_lab_watch_search";
/// ... or, in a loop over a stack, before each function: the check of a
/// value in a square among them tells the loop's tries.
const WATCH_CHECK_LINE: &str = "@_lab_watch_check";

/// A learner's program as it runs watched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Watched {
    /// The code with `@_lab_watch` before each top-level function.
    pub code: String,
    /// The functions that call themselves, in the order written.
    pub recursive: Vec<String>,
    /// Whether the search is a loop over a stack of grids (no function
    /// calls itself): its check's calls are its tries.
    pub by_stack: bool,
    /// The lines (of the learner's code, from 1) before which a line was
    /// put: Python's line numbers are read back through them.
    inserted: Vec<u32>,
}

impl Watched {
    /// The Python statements that run the watched program.
    pub fn run(&self) -> &'static str {
        if self.by_stack {
            RUN_WATCHED_STACK
        } else {
            RUN_WATCHED
        }
    }

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
    /// A loop over a stack that never called a check of a value in a
    /// square: no search to read.
    NoCheck,
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
            "nocheck" => TraceProblem::NoCheck,
            _ => TraceProblem::Shape,
        }
    }
}

/// The code as it runs watched, if it is a recursive search or a loop
/// over a stack: it names no `Backtrack` (the skeleton's programs are
/// run by the page's search) and has a top-level function that calls
/// itself, or else a top-level loop that pops ([`loops_over_a_stack`]).
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
    let by_stack = recursive.is_empty();
    if by_stack && !loops_over_a_stack(code, &functions) {
        return None;
    }
    let mut out = String::with_capacity(code.len() + functions.len() * 12);
    let mut inserted = Vec::new();
    for (i, line) in code.lines().enumerate() {
        if let Some(function) = functions.iter().find(|f| f.body.start == i + 1) {
            out.push_str(if by_stack {
                WATCH_CHECK_LINE
            } else if recursive.contains(&function.name) {
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
        by_stack,
        inserted,
    })
}

/// Whether `code` searches with a loop over a stack, as the Dutch
/// program does: no class, a `while` outside every function (at the
/// margin or under `if __name__ == '__main__':`), and a `pop(` of a list.
fn loops_over_a_stack(code: &str, functions: &[Function]) -> bool {
    let lines: Vec<&str> = code.lines().collect();
    let in_function = |i: usize| functions.iter().any(|f| f.body.contains(&i));
    let has_class = lines.iter().any(|l| l.starts_with("class "));
    let top_while =
        (0..lines.len()).any(|i| !in_function(i) && lines[i].trim_start().starts_with("while "));
    !has_class && top_while && code.contains(".pop(")
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
