//! janko.at's Killer Sudoku blocks: read (the cages from `areas`, each
//! sum wherever it stands in its cage), solved to the published solution
//! and proved unique, written back; every Killer game ID of Tatham's
//! written as a janko.at block reads back as the same puzzle; what the
//! site's Killer cannot hold is named, never written without it.

use btlab::format::{parse_puzzle, read_janko, to_janko, FormatError, JankoProblem, WriteProblem};
use btlab::puzzles::AnyPuzzle;
use btlab::solve::solve;
use btlab::strategy::Strategy;

/// A 4x4 Killer of our own in janko.at's block, as the site writes its
/// Killer Sudoku: the sum of the cage of r2c2 and r2c3 stands in r2c3,
/// not in the cage's first cell; r3c3 and r3c4 are cages of one cell.
const BLOCK: &str = include_str!("data/janko_killer_4x4.txt");

#[test]
fn a_killer_block_reads_its_cages_and_solves_to_its_published_solution() {
    let read = read_janko(BLOCK).unwrap().swap_remove(0);
    let AnyPuzzle::Sudoku(sudoku) = &read.puzzle else {
        panic!("a Killer is a Sudoku with cages");
    };
    let cages = &sudoku.layout().cages;
    let sums: Vec<(u32, Vec<u16>)> = cages.iter().map(|c| (c.target, c.cells.clone())).collect();
    assert_eq!(sums[0], (3, vec![0, 1]));
    assert_eq!(sums[1], (9, vec![2, 3, 7]));
    assert_eq!(sums[3], (5, vec![5, 6]), "the sum read where it stands");
    assert_eq!(cages.len(), 9);
    let report = solve(&read.puzzle, Strategy::Fast, Some(2), 1);
    assert_eq!(report.stats.solutions, 1, "unique");
    assert_eq!(Some(&report.solutions[0]), read.solution.as_ref());
    let written = to_janko(&read.puzzle).unwrap();
    assert!(
        written.starts_with(
            "begin\npuzzle killer\nsize 4\npatternx 2\npatterny 2\nproblem\n3 - 9 -\n5 5 - -\n"
        ),
        "{written}"
    );
    let again = read_janko(&written).unwrap().swap_remove(0).puzzle;
    assert_eq!(again.spec(), read.puzzle.spec());
}

#[test]
fn every_tatham_killer_with_boxes_written_as_a_janko_block_reads_back_the_same() {
    let ids = include_str!("data/tatham_killer_ids.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        // janko.at's Killer Sudoku has boxes: not Solo's jigsaw killers.
        .filter(|l| l.split(':').next().is_some_and(|p| p.contains('x')));
    let mut count = 0;
    for id in ids {
        let puzzle = parse_puzzle(id).unwrap();
        let written = to_janko(&puzzle).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(written.contains("puzzle killer"), "{id}: {written}");
        let again = read_janko(&written).unwrap().swap_remove(0).puzzle;
        assert_eq!(again.spec(), puzzle.spec(), "{id}");
        count += 1;
    }
    assert!(count >= 20, "{count}");
}

#[test]
fn a_killer_janko_cannot_hold_is_named_and_a_second_sum_in_a_cage_too() {
    let with_given = parse_puzzle(
        r#"{"kind":"sudoku","givens":"1...............","boxes":[2,2],"cages":[{"target":3,"op":"+","cells":[0,1]},{"target":7,"op":"+","cells":[2,3]},{"target":3,"op":"+","cells":[4,5]},{"target":7,"op":"+","cells":[6,7]},{"target":3,"op":"+","cells":[8,9]},{"target":7,"op":"+","cells":[10,11]},{"target":3,"op":"+","cells":[12,13]},{"target":7,"op":"+","cells":[14,15]}]}"#,
    )
    .unwrap();
    let problem = to_janko(&with_given).unwrap_err();
    assert_eq!(problem, WriteProblem::JankoKiller);
    assert_eq!(
        problem.to_string(),
        "janko.at's Killer Sudoku has boxes, no givens and every cell in a cage, and no other regions"
    );
    let jigsaw = include_str!("data/tatham_killer_ids.txt")
        .lines()
        .find(|l| l.starts_with("9jk:"))
        .expect("a jigsaw Killer among Solo's IDs");
    let jigsaw = parse_puzzle(jigsaw).unwrap();
    assert_eq!(to_janko(&jigsaw).unwrap_err(), WriteProblem::JankoKiller);
    let twice = BLOCK.replace("3 - 9 -", "3 2 9 -");
    match read_janko(&twice).unwrap_err() {
        FormatError::Janko {
            line,
            token,
            problem,
        } => {
            assert_eq!((line, token.as_deref()), (8, Some("2")));
            assert_eq!(problem, JankoProblem::SecondClue);
        }
        other => panic!("{other:?}"),
    }
}
