//! The built-in puzzle library: every puzzle of the reference list, by name,
//! as JSON documents (see `../shared/reference/PUZZLES.md`).

use crate::i18n::{Lang, T};

/// How many puzzles the library holds.
pub const LIBRARY_LEN: usize = 19;

/// `(name, JSON document)` pairs, in the order the picker lists them; the
/// names are texts, in every language of the page.
pub const LIBRARY: [(T, &str); LIBRARY_LEN] = [
    (
        T::LibPresse,
        r#"{"kind":"sudoku","givens":"3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8.."}"#,
    ),
    (
        T::LibDutch1,
        r#"{"kind":"sudoku","givens":"3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."}"#,
    ),
    (
        T::LibDutchEasy,
        r#"{"kind":"sudoku","givens":"5....31.....7.......9...576....2493.9...6...8.4.89....162...3...9...1.....56....9"}"#,
    ),
    (
        T::LibDutchHard,
        r#"{"kind":"sudoku","givens":".......34...7..18...76.4.2.5..........4..8....2...931..19.75....8.3...4.........."}"#,
    ),
    (
        T::LibInkala,
        r#"{"kind":"sudoku","givens":"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."}"#,
    ),
    (
        T::LibAntiBruteForce,
        r#"{"kind":"sudoku","givens":"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"}"#,
    ),
    (
        T::LibMaggesi,
        r#"{"kind":"sudoku","givens":".5..6...1..48...7.8......522...57.3...........3.69...579......8.1...65..5...3..6."}"#,
    ),
    (
        // The N-Queens article's experiments with Maggesi's solver: its
        // puzzle without the 5 in r1c2, and with a 1 added in r7c5.
        T::LibMaggesiNoFive,
        r#"{"kind":"sudoku","givens":"....6...1..48...7.8......522...57.3...........3.69...579......8.1...65..5...3..6."}"#,
    ),
    (
        T::LibMaggesiOne,
        r#"{"kind":"sudoku","givens":".5..6...1..48...7.8......522...57.3...........3.69...579..1...8.1...65..5...3..6."}"#,
    ),
    (
        T::LibEmpty4,
        r#"{"kind":"sudoku","givens":"................"}"#,
    ),
    (
        T::LibSudokuX4,
        r#"{"kind":"sudoku","givens":"1...............","diagonals":true}"#,
    ),
    (
        T::LibSixBySix,
        r#"{"kind":"sudoku","givens":"1.....\n..3...\n....5.\n.2....\n...4..\n.....6"}"#,
    ),
    (
        T::LibKendoku009,
        r#"{"kind":"kendoku","size":6,"cages":[{"target":16,"op":"x","cells":[0,1,6]},{"target":7,"op":"+","cells":[2,3,9]},{"target":1,"op":"-","cells":[4,5]},{"target":25,"op":"x","cells":[7,8,13]},{"target":2,"op":"/","cells":[10,11]},{"target":2,"op":"/","cells":[12,18]},{"target":2,"op":"-","cells":[14,20]},{"target":4,"op":"-","cells":[15,21]},{"target":6,"op":"x","cells":[16,17]},{"target":4,"op":"-","cells":[19,25]},{"target":2,"op":"/","cells":[22,28]},{"target":5,"op":"+","cells":[23,29]},{"target":3,"op":"-","cells":[24,30]},{"target":9,"op":"x","cells":[26,31,32]},{"target":2,"op":"-","cells":[27,33]},{"target":1,"op":"-","cells":[34,35]}]}"#,
    ),
    (
        // Made by benches/kendoku_nine.rs (300 puzzles, seed 7): the slowest.
        T::LibKendoku9,
        r#"{"kind":"kendoku","size":9,"cages":[{"target":20,"op":"+","cells":[22,31,23,13]},{"target":16,"op":"+","cells":[61,62,52]},{"target":15,"op":"+","cells":[20,21,30]},{"target":2,"op":"/","cells":[76,75]},{"target":15,"op":"+","cells":[55,64,56]},{"target":23,"op":"+","cells":[8,17,7,26]},{"target":7,"cells":[36]},{"target":20,"op":"+","cells":[29,38,39]},{"target":15,"op":"+","cells":[27,18,19]},{"target":3,"op":"-","cells":[3,2]},{"target":9,"op":"+","cells":[43,34,33]},{"target":72,"op":"x","cells":[53,44,35]},{"target":3,"op":"/","cells":[0,1]},{"target":126,"op":"x","cells":[4,5,6]},{"target":2,"op":"/","cells":[12,11]},{"target":756,"op":"x","cells":[46,45,47,54]},{"target":17,"op":"+","cells":[67,58]},{"target":168,"op":"x","cells":[63,72,73]},{"target":2,"cells":[71]},{"target":4,"op":"x","cells":[69,60]},{"target":6,"op":"+","cells":[40,41]},{"target":14,"op":"+","cells":[14,15,24]},{"target":14,"op":"+","cells":[80,79,70]},{"target":5,"op":"/","cells":[74,65]},{"target":14,"op":"+","cells":[10,9]},{"target":10,"op":"+","cells":[57,66]},{"target":26,"op":"+","cells":[77,78,68,59]},{"target":30,"op":"x","cells":[50,49,51]},{"target":6,"cells":[42]},{"target":7,"cells":[32]},{"target":5,"op":"-","cells":[16,25]},{"target":3,"op":"-","cells":[28,37]},{"target":1,"cells":[48]}]}"#,
    ),
    (T::LibQueens8, r#"{"kind":"queens","n":8}"#),
    (
        T::LibSkyscrapers6,
        r#"{"bottom":[0,3,0,2,0,0],"givens":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5,4,0,0,0,0,0,0,0,0,0,3,0,0],"kind":"skyscrapers","left":[0,2,0,2,0,2],"right":[4,1,3,0,0,0],"size":6,"top":[0,1,2,0,3,0]}"#,
    ),
    (
        T::LibTents12,
        r#"{"col_counts":[0,5,0,3,1,3,1,4,0,3,1,3],"cols":12,"kind":"tents","row_counts":[1,2,2,2,2,2,1,4,0,4,1,3],"rows":12,"trees":[[0,5],[0,8],[1,11],[3,1],[3,3],[4,2],[4,6],[4,9],[5,1],[5,6],[6,10],[6,11],[7,0],[7,4],[7,6],[7,10],[8,7],[9,2],[9,4],[10,3],[10,4],[10,10],[10,11],[11,2]]}"#,
    ),
    (
        T::LibStar,
        r#"{"givens":"74.............3.7.4.5...........6...1......2..3...5.8","kind":"star"}"#,
    ),
    (
        T::LibJigsaw12,
        r#"{"givens":".5.....8.6....83....CA1.......1.749C2.9...C....A......5.8.76...2..61..8..1..67..3...B3.6.1......C....B...8.947A9.C.......C78....A9....5.1.....3.","kind":"sudoku","regions":[0,0,2,2,2,2,6,6,6,6,6,6,0,0,2,2,2,2,6,6,6,6,22,22,0,0,2,2,2,2,6,6,32,32,22,22,0,0,0,0,40,40,40,40,32,32,22,22,0,49,49,0,52,40,40,32,32,32,22,22,49,49,49,49,52,40,40,40,32,32,22,22,49,49,49,49,52,40,40,40,32,32,22,22,84,49,84,84,52,52,52,52,32,93,94,94,84,49,84,84,52,52,93,52,52,93,93,94,84,84,84,84,84,52,93,93,93,93,94,94,84,121,121,121,121,121,121,93,94,93,94,94,121,121,121,121,121,121,93,93,94,94,94,94]}"#,
    ),
];

/// The puzzle of the library whose English name starts with `name` (for
/// the tests of what the page shows of each kind).
#[cfg(test)]
pub(crate) fn library_puzzle(name: &str) -> crate::puzzles::AnyPuzzle {
    let (_, doc) = LIBRARY
        .iter()
        .find(|(n, _)| Lang::En.t(*n).starts_with(name))
        .unwrap_or_else(|| panic!("no library puzzle named {name}…"));
    crate::format::parse_puzzle(doc).expect("the library's puzzles read")
}

/// The name of library entry `i` in `lang`.
pub fn library_name(i: usize, lang: Lang) -> &'static str {
    lang.t(LIBRARY[i].0)
}
