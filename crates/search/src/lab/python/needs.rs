//! Which Python runs a learner's code: MicroPython's WebAssembly port,
//! small and quick to start, unless the code uses what only CPython has
//! (Pyodide, several megabytes, fetched only then). The learner may also
//! choose either.

use serde::{Deserialize, Serialize};

/// A Python the Lab's worker can run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Python {
    /// MicroPython's WebAssembly port: the Lab's own, loaded at once.
    #[default]
    Micro,
    /// CPython (Pyodide): the whole language and its standard library.
    Full,
}

/// The learner's choice of Python.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PythonChoice {
    /// MicroPython, unless the code needs CPython ([`full_python_need`]).
    #[default]
    Automatic,
    /// This Python, whatever the code.
    Chosen(Python),
}

/// What a line of the code uses that MicroPython does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NeedWhat {
    /// A `match` statement (Python 3.10).
    Match,
    /// An import of a module MicroPython's port does not carry.
    Module(&'static str),
    /// A built-in type subscripted as a type (`tuple[int]`, Python 3.9).
    TypeSubscript(&'static str),
}

/// The first place in the code that MicroPython cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FullPythonNeed {
    /// The line (from 1).
    pub line: usize,
    /// What it uses.
    pub what: NeedWhat,
}

/// Why a Python runs the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PythonWhy {
    /// The learner chose it.
    Chosen,
    /// The code needs CPython here.
    Needed(FullPythonNeed),
    /// MicroPython runs all of the code: the Lab's own.
    Enough,
}

/// Modules of CPython's standard library that MicroPython's WebAssembly
/// port does not carry and that lessons on backtracking import.
const MISSING_MODULES: [&str; 11] = [
    "datetime",
    "logging",
    "functools",
    "operator",
    "itertools",
    "dataclasses",
    "typing",
    "fractions",
    "copy",
    "enum",
    "string",
];

/// Built-in types that MicroPython cannot subscript as types.
const SUBSCRIPTED_TYPES: [&str; 5] = ["tuple", "list", "dict", "set", "frozenset"];

/// The Python that runs `code` for `choice`, and why.
pub fn python_for(code: &str, choice: PythonChoice) -> (Python, PythonWhy) {
    match choice {
        PythonChoice::Chosen(python) => (python, PythonWhy::Chosen),
        PythonChoice::Automatic => match full_python_need(code) {
            Some(need) => (Python::Full, PythonWhy::Needed(need)),
            None => (Python::Micro, PythonWhy::Enough),
        },
    }
}

/// The first line of `code` that MicroPython cannot run, if any: a
/// `match` statement, an import of a module it lacks, a type such as
/// `tuple[int]`. Strings and comments are not read as code.
pub fn full_python_need(code: &str) -> Option<FullPythonNeed> {
    code.lines().enumerate().find_map(|(i, line)| {
        let what = line_need(line)?;
        Some(FullPythonNeed { line: i + 1, what })
    })
}

/// What one line needs, if anything.
fn line_need(line: &str) -> Option<NeedWhat> {
    let code = code_part(line).trim();
    let module = if let Some(names) = code.strip_prefix("import ") {
        // `import a, b as c`: each name's first word.
        names
            .split(',')
            .find_map(|name| missing_module(first_word(name)))
    } else if let Some(from) = code.strip_prefix("from ") {
        missing_module(first_word(from))
    } else {
        None
    };
    if let Some(module) = module {
        return Some(NeedWhat::Module(module));
    }
    if is_match_statement(code) {
        return Some(NeedWhat::Match);
    }
    subscripted_type(line).map(NeedWhat::TypeSubscript)
}

/// The first word of `text`.
fn first_word(text: &str) -> &str {
    text.split([' ', '\t'])
        .find(|w| !w.is_empty())
        .unwrap_or("")
}

/// The module `name` (or its package) if MicroPython lacks it.
fn missing_module(name: &str) -> Option<&'static str> {
    let top = name.split('.').next().unwrap_or(name);
    MISSING_MODULES.into_iter().find(|m| *m == top)
}

/// Whether the code of a line opens a `match` statement: `match` as its
/// first word (a name `match = ...` or `match(...)` called is not one),
/// its subject after it, a colon at its end.
fn is_match_statement(code: &str) -> bool {
    let Some(rest) = code.strip_prefix("match") else {
        return false;
    };
    let opens = rest.starts_with([' ', '\t', '(', '[']);
    opens && code.ends_with(':') && !rest.trim_start().starts_with('=')
}

/// A built-in type subscripted in the code of `line` (`tuple[`), if
/// any, in one pass (strings skipped).
fn subscripted_type(line: &str) -> Option<&'static str> {
    let code = code_part(line).as_bytes();
    let mut quote = None;
    for at in 0..code.len() {
        let b = code[at];
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'"' || b == b'\'' => quote = Some(b),
            None => {
                let named = at > 0
                    && (code[at - 1].is_ascii_alphanumeric() || b"_.".contains(&code[at - 1]));
                let found = SUBSCRIPTED_TYPES.into_iter().find(|name| {
                    code[at..].starts_with(name.as_bytes())
                        && code.get(at + name.len()) == Some(&b'[')
                });
                if let Some(name) = found.filter(|_| !named) {
                    return Some(name);
                }
            }
        }
    }
    None
}

/// `line` up to its comment (a `#` outside a string), in one pass.
fn code_part(line: &str) -> &str {
    let mut quote = None;
    for (at, b) in line.bytes().enumerate() {
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'#' => return &line[..at],
            None if b == b'"' || b == b'\'' => quote = Some(b),
            None => {}
        }
    }
    line
}
