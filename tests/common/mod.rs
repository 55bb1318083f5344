//! Reference puzzles and known results (../shared/reference/PUZZLES.md).
#![allow(dead_code)]

pub mod brute_force;
pub mod cpython;
pub mod janko;
mod session;
pub mod trace;

#[allow(unused_imports)]
pub use session::{clock, doc, moment};

use std::collections::BTreeSet;

use btlab::format::parse_puzzle;
use btlab::puzzles::AnyPuzzle;
use btlab::solve::solve;
use btlab::strategy::Strategy;

pub const PRESSE: &str =
    "3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..";
pub const PRESSE_FIRST_ROW: &str = "358419276";

/// The text among the sources (`../shared/sources`, read at run time)
/// that contains `mark`: `what` names it where none does.
pub fn source_containing(mark: &str, what: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/sources");
    std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
        .find(|text| text.contains(mark))
        .unwrap_or_else(|| panic!("{what} among the sources"))
}

/// Name, givens, solution (empty when PUZZLES.md lists none).
pub const NINE_BY_NINE: [(&str, &str, &str); 6] = [
    (
        "Dutch 1",
        "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..",
        "316578492529134768487629531263415987974863125851792643138947256692351874745286319",
    ),
    (
        "Dutch easy",
        "5....31.....7.......9...576....2493.9...6...8.4.89....162...3...9...1.....56....9",
        "576983142421756893389412576658124937917365428243897651162579384894231765735648219",
    ),
    (
        "Dutch hard",
        ".......34...7..18...76.4.2.5..........4..8....2...931..19.75....8.3...4..........",
        "856192734942753186137684529561237498394518672728469315419875263685321947273946851",
    ),
    (
        "Inkala 2012",
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
    ),
    (
        "Anti brute force",
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        "987654321246173985351928746128537694634892157795461832519286473472319568863745219",
    ),
    (
        "Maggesi",
        ".5..6...1..48...7.8......522...57.3...........3.69...579......8.1...65..5...3..6.",
        "",
    ),
];

pub const KENDOKU_009: &str = r#"{"kind":"kendoku","size":6,"cages":[
 {"target":16,"op":"x","cells":[0,1,6]}, {"target":7,"op":"+","cells":[2,3,9]},
 {"target":1,"op":"-","cells":[4,5]}, {"target":25,"op":"x","cells":[7,8,13]},
 {"target":2,"op":"/","cells":[10,11]}, {"target":2,"op":"/","cells":[12,18]},
 {"target":2,"op":"-","cells":[14,20]}, {"target":4,"op":"-","cells":[15,21]},
 {"target":6,"op":"x","cells":[16,17]}, {"target":4,"op":"-","cells":[19,25]},
 {"target":2,"op":"/","cells":[22,28]}, {"target":5,"op":"+","cells":[23,29]},
 {"target":3,"op":"-","cells":[24,30]}, {"target":9,"op":"x","cells":[26,31,32]},
 {"target":2,"op":"-","cells":[27,33]}, {"target":1,"op":"-","cells":[34,35]}]}"#;

pub const KENDOKU_009_SOLUTION: &str = "142356415263654132326514563421231645";

/// Every strategy, with a fixed seed for random.
pub fn strategies() -> [Strategy; 6] {
    [
        Strategy::Classic,
        Strategy::Propagate,
        Strategy::Dutch,
        Strategy::Mrv,
        Strategy::Random { seed: 7 },
        Strategy::Fast,
    ]
}

pub fn puzzle(text: &str) -> AnyPuzzle {
    parse_puzzle(text).expect("reference puzzle parses")
}

/// Values as a string of digits (values 1-9 only).
pub fn digits(values: &[u8]) -> String {
    values.iter().map(|v| char::from(b'0' + v)).collect()
}

/// Every solution of `puzzle` by `strategy`, as a set.
pub fn solution_set(puzzle: &AnyPuzzle, strategy: Strategy) -> BTreeSet<Vec<u8>> {
    let report = solve(puzzle, strategy, None, usize::MAX);
    assert!(report.complete, "{strategy} did not finish");
    assert_eq!(report.stats.solutions as usize, report.solutions.len());
    report.solutions.into_iter().collect()
}

/// Runs `btlab ARGS` with `stdin` on its standard input.
pub fn run_btlab(args: &[&str], stdin: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_btlab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("btlab starts");
    // btlab may exit before reading (a missing file): a closed pipe is fine.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}
