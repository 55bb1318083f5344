//! The real janko.at puzzles of `../shared/janko/`, read from there (never
//! copied in).

use std::path::PathBuf;

use btlab::format::read_janko;
use btlab::puzzles::AnyPuzzle;

/// The shared set's puzzle files, sorted.
pub fn files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/janko");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    files
}

/// Every puzzle the shared set's files hold, each with its file, in the
/// files' order (a file that does not read is passed over: `tests/janko.rs`
/// holds every file to reading).
pub fn puzzles() -> Vec<(PathBuf, AnyPuzzle)> {
    let mut out = Vec::new();
    for path in files() {
        let text = std::fs::read_to_string(&path).unwrap();
        for block in read_janko(&text).unwrap_or_default() {
            out.push((path.clone(), block.puzzle));
        }
    }
    out
}
