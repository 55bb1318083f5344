//! A learner's methods run natively in CPython through the Lab's bridge
//! (`lab::python::BRIDGE`), called over a pipe, one line a call: what the
//! page's MicroPython or Pyodide does in the Lab's worker.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use btlab::lab::python::{prelude, watched, BRIDGE, COURSE_NAMES, TRACE};
use btlab::lab::{DeclaredBoard, LabError, Methods, Verdict};

/// Reads one call a line (`moves 3`, `valid 3 5`, ...), answers one line:
/// `ok <answer>` or `err <message>`.
const DRIVER: &str = r#"
import io, sys, types
answers, sys.stdout = sys.stdout, io.StringIO()  # the learner's prints kept
_lab_printed = lambda: sys.stdout.getvalue()
lab_js = types.ModuleType("lab_js")
lab_js.late = lambda: False
sys.modules["lab_js"] = lab_js
exec(bytes.fromhex(sys.stdin.readline().strip()).decode("utf-8"))
for line in sys.stdin:
    name, *args = line.split()
    try:
        # A number, or words with commas for spaces.
        read = [int(a) if a.lstrip("-").isdigit() else a.replace(",", " ") for a in args]
        answer = globals()["_lab_" + name](*read)
        print("ok", repr(answer), file=answers, flush=True)
    except BaseException as e:
        print("err", type(e).__name__, e, file=answers, flush=True)
"#;

/// The learner's methods in a CPython child.
pub struct CPython {
    child: Child,
    to: ChildStdin,
    from: BufReader<ChildStdout>,
}

impl CPython {
    /// The learner's `code` loaded after the skeleton, the bridge and
    /// `globals`, and checked by `_lab_ready`.
    pub fn load(code: &str, globals: &str) -> Self {
        let program = format!(
            "{}\n{BRIDGE}\n{globals}\n{code}\n_lab_ready()\n",
            prelude(code)
        );
        Self::start(&program)
    }

    /// A CPython child that has run `program` and answers calls.
    fn start(program: &str) -> Self {
        let mut child = Command::new("python3")
            .args(["-c", DRIVER])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs (.ci/setup installs it)");
        let mut to = child.stdin.take().unwrap();
        let from = BufReader::new(child.stdout.take().unwrap());
        // As hex: the program may hold any character (German comments).
        let hex: String = program.bytes().map(|b| format!("{b:02x}")).collect();
        writeln!(to, "{hex}").unwrap();
        CPython { child, to, from }
    }

    /// The learner's recursive search `code` (see [`watched`]) run
    /// watched after the skeleton, the bridge, the watcher and `globals`,
    /// as the Lab's worker runs it.
    pub fn load_watched(code: &str, globals: &str) -> Self {
        let watched = watched(code).expect("a recursive search or a loop over a stack");
        let source: String = watched.code.bytes().map(|b| format!("{b:02x}")).collect();
        let program = format!(
            "{}\n{BRIDGE}\n{TRACE}\n{COURSE_NAMES}\n{globals}\n_lab_course_names()\n\
             _lab_source = bytes.fromhex('{source}').decode('utf-8')\n{}\n",
            prelude(code),
            watched.run()
        );
        Self::start(&program)
    }

    /// The tree of a watched search on the page's board (`_lab_traced`):
    /// the search's function and the square of each level, or the
    /// watcher's problem (`function|problem|...`).
    pub fn traced(&mut self, queens: bool, givens: &[u8]) -> Result<(String, Vec<u16>), String> {
        let givens: Vec<String> = givens.iter().map(u8::to_string).collect();
        let line = format!(
            "traced {} {} {}",
            u8::from(queens),
            givens.len(),
            givens.join(",")
        );
        let answer = self.call(&line).map_err(|e| format!("{e:?}"))?;
        let answer = answer.trim_matches('\'').replace("\\n", "\n");
        let (function, levels) = answer.split_once('\n').unwrap_or((&answer, ""));
        let levels = levels
            .split_whitespace()
            .map(|l| l.parse().unwrap())
            .collect();
        Ok((function.to_string(), levels))
    }

    /// What the learner's code printed so far.
    pub fn printed(&mut self) -> String {
        let printed = self.call("printed").unwrap();
        printed.trim_matches('\'').replace("\\n", "\n")
    }

    /// The board the code declares (`_lab_declared`), read as the page
    /// reads it.
    pub fn declared_board(&mut self) -> DeclaredBoard {
        let lines = self.call("declared").unwrap();
        let lines = lines
            .trim_matches('\'')
            .replace("\\n", "\n")
            .replace("\\x1f", "\u{1f}")
            .replace("\\x1e", "\u{1e}");
        DeclaredBoard::read(&lines).unwrap()
    }

    /// One call of the bridge (`declared`, `moves 3`, ...): its answer's
    /// `repr`.
    pub fn call(&mut self, line: &str) -> Result<String, LabError> {
        writeln!(self.to, "{line}").unwrap();
        let mut answer = String::new();
        self.from.read_line(&mut answer).unwrap();
        match answer.trim_end().split_once(' ') {
            Some(("ok", value)) => Ok(value.to_string()),
            other => Err(LabError::Raised {
                message: format!("{other:?}"),
                line: None,
            }),
        }
    }
}

impl Drop for CPython {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

impl Methods for CPython {
    fn moves(&mut self, level: usize) -> Result<Vec<i64>, LabError> {
        let listed = self.call(&format!("moves {level}"))?;
        Ok(listed
            .trim_matches('\'')
            .split_whitespace()
            .map(|v| v.parse().unwrap())
            .collect())
    }
    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError> {
        let answer = self.call(&format!("valid {level} {value}"))?;
        Ok(match answer.as_str() {
            "True" => Verdict {
                ok: true,
                reason: None,
            },
            "False" => Verdict {
                ok: false,
                reason: None,
            },
            reason => Verdict {
                ok: false,
                reason: Some(reason.trim_matches('\'').to_string()),
            },
        })
    }
    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.call(&format!("record {level} {value}")).map(drop)
    }
    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.call(&format!("undo {level} {value}")).map(drop)
    }
    fn done(&mut self, level: usize) -> Result<bool, LabError> {
        Ok(self.call(&format!("done {level}"))? == "True")
    }
}
