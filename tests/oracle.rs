//! The fast solver against an independent one (the `sudoku` crate, a
//! dev-dependency only) on the standard benchmark sets: the same count up to
//! 2 and, when unique, the same solution. A few hundred puzzles per set here;
//! `btlab bench sudoku` runs whole files.

use std::path::PathBuf;

use btlab::fast::{solve_nine, DomainSolver};
use btlab::format::read_bench_file;
use btlab::puzzles::Sudoku;

const PER_SET: usize = 150;

const SETS: [&str; 5] = [
    "puzzles2_17_clue",
    "puzzles3_magictour_top1465",
    "puzzles5_forum_hardest_1905_11+",
    "puzzles6_forum_hardest_1106",
    "puzzles7_serg_benchmark",
];

fn read_set(set: &str) -> Vec<Vec<u8>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/bench-data")
        .join(set);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (shared/ must sit beside the project)",
            path.display()
        )
    });
    read_bench_file(&text).unwrap_or_else(|(line, e)| panic!("{set} line {line}: {e}"))
}

/// The dedicated 9x9 solver's count up to 2 and first solution against the
/// oracle's; the line names the puzzle when they differ.
fn check_nine(set: &str, grid: &[u8], oracle: &sudoku::Sudoku) -> usize {
    let expected = oracle.solutions_count_up_to(2);
    let outcome = solve_nine(grid, 2, 1).expect("81 cells");
    let line: String = grid.iter().map(|&v| char::from(b'0' + v)).collect();
    assert_eq!(outcome.solutions as usize, expected, "{set}: {line}");
    if expected == 1 {
        let want = oracle.solution().expect("unique").to_bytes();
        assert_eq!(outcome.kept, vec![want], "{set}: {line}");
    }
    expected
}

/// Every puzzle of every set (about 110,000): minutes in a debug build,
/// seconds in release. `cargo test --release --test oracle -- --ignored`
#[test]
#[ignore]
fn nine_agrees_with_the_sudoku_crate_on_whole_sets() {
    for set in SETS {
        let grids = read_set(set);
        let several: usize = grids
            .iter()
            .map(|g| {
                let oracle = sudoku::Sudoku::from_bytes_slice(g).expect("the oracle reads it");
                usize::from(check_nine(set, g, &oracle) == 2)
            })
            .sum();
        if set == "puzzles7_serg_benchmark" {
            assert_eq!(
                several,
                grids.len(),
                "every serg puzzle has several solutions"
            );
        }
    }
}

#[test]
fn fast_counts_agree_with_the_sudoku_crate() {
    for set in SETS {
        let grids = read_set(set);
        assert!(grids.len() >= PER_SET, "{set}");
        let step = grids.len() / PER_SET;
        let mut multiple = 0;
        for grid in grids.iter().step_by(step).take(PER_SET) {
            let line: String = grid.iter().map(|&v| char::from(b'0' + v)).collect();
            let oracle = sudoku::Sudoku::from_str_line(&line).expect("the oracle reads it");
            let expected = check_nine(set, grid, &oracle);
            let mut solutions = Vec::new();
            let mut solver = DomainSolver::new(Sudoku::new(grid.clone()).expect("valid givens"));
            solver.run(Some(2), u64::MAX, |v| solutions.push(v.to_vec()));
            assert_eq!(solutions.len(), expected, "{set}: {line}");
            if expected == 1 {
                let want: Vec<u8> = oracle.solution().expect("unique").to_bytes().to_vec();
                assert_eq!(solutions[0], want, "{set}: {line}");
            }
            multiple += usize::from(expected == 2);
        }
        if set == "puzzles7_serg_benchmark" {
            assert_eq!(multiple, PER_SET, "every serg puzzle has several solutions");
        }
    }
}

#[test]
fn bench_files_read_with_comments_and_crlf() {
    let text = "# comment\r\n3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..\r\n\r\n";
    assert_eq!(read_bench_file(text).unwrap().len(), 1);
    let (line, err) = read_bench_file("# c\n12x").unwrap_err();
    assert_eq!(line, 2);
    assert!(err.to_string().contains("column 3"));
}
