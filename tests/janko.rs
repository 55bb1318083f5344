//! Every real janko.at puzzle of `../shared/janko/` (read from there, not
//! copied): it imports, `fast` proves it unique, and its one solution is
//! the published one.

mod common;

use btlab::format::{parse_puzzle, read_janko};
use btlab::solve::solve;
use btlab::strategy::Strategy;

#[test]
fn every_janko_file_imports_solves_to_its_published_solution_and_is_unique() {
    let files = common::janko::files();
    assert_eq!(files.len(), 73, "the shared set holds 73 puzzles");
    let mut kinds = std::collections::BTreeMap::new();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let read = read_janko(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(read.len(), 1, "{name}: one block");
        let janko = &read[0];
        let published = janko
            .solution
            .clone()
            .unwrap_or_else(|| panic!("{name}: no solution"));
        assert!(
            janko.puzzle.is_solution(&published),
            "{name}: the published solution breaks our rules"
        );
        let report = solve(&janko.puzzle, Strategy::Fast, Some(2), 2);
        assert_eq!(report.stats.solutions, 1, "{name}: solutions");
        assert_eq!(
            janko.puzzle.solution_values(&report.solutions[0]),
            published,
            "{name}"
        );
        // The same text through the import box's reader.
        assert_eq!(
            parse_puzzle(&text).unwrap().kind(),
            janko.puzzle.kind(),
            "{name}"
        );
        *kinds.entry(janko.puzzle.kind()).or_insert(0) += 1;
    }
    assert_eq!(kinds["sudoku"], 43);
    assert_eq!(kinds["kendoku"], 10);
    assert_eq!(kinds["skyscrapers"], 10);
    assert_eq!(kinds["tents"], 10);
}

#[test]
fn every_janko_puzzle_written_back_reads_as_the_same_puzzle() {
    use btlab::format::{to_janko, to_json};
    for path in common::janko::files() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let puzzle = read_janko(&text).unwrap().swap_remove(0).puzzle;
        let written = to_janko(&puzzle).unwrap_or_else(|e| panic!("{name}: {e}"));
        let again = read_janko(&written).unwrap_or_else(|e| panic!("{name}: {e}\n{written}"));
        assert_eq!(
            to_json(&again[0].puzzle),
            to_json(&puzzle),
            "{name}:\n{written}"
        );
    }
}

#[test]
fn a_page_of_several_puzzles_reads_every_block_with_the_header() {
    let page = "puzzle sudoku\nsize 4\nbegin 1\nproblem\n1 - - -\n- - - -\n- - - -\n- - - 2\nend\nbegin 2\npuzzle sudoku, diagonals\nproblem\n- - - -\n- 1 - -\n- - - -\n- - - -\nend\n";
    let read = read_janko(page).unwrap();
    assert_eq!(read.len(), 2);
    assert_eq!(read[1].line, 10);
    let btlab::puzzles::AnyPuzzle::Sudoku(second) = &read[1].puzzle else {
        panic!()
    };
    assert!(
        second.layout().diagonals,
        "the block's own puzzle line wins over the header's"
    );
    assert_eq!(second.side(), 4, "the header's size applies");
}
