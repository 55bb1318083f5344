//! Simon Tatham's game IDs: every ID of `tests/data/tatham_ids.txt` (made
//! by his own programs) reads as the right kind, `fast` finds its one
//! solution and the rules accept it, and writing the puzzle back gives
//! the same ID. Bad IDs name their character.

use btlab::format::{parse_puzzle, read_game_id, to_game_id};
use btlab::puzzles::AnyPuzzle;
use btlab::solve::solve;
use btlab::strategy::Strategy;

fn ids() -> Vec<&'static str> {
    include_str!("data/tatham_ids.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .collect()
}

#[test]
fn every_game_id_reads_solves_uniquely_and_writes_back() {
    let mut games = std::collections::BTreeMap::new();
    for id in ids() {
        let puzzle = parse_puzzle(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        let report = solve(&puzzle, Strategy::Fast, Some(2), 1);
        assert_eq!(
            report.stats.solutions, 1,
            "{id}: Tatham's puzzles have one solution"
        );
        let solution = puzzle.solution_values(&report.solutions[0]);
        assert!(puzzle.is_solution(&solution), "{id}");
        assert_eq!(to_game_id(&puzzle).as_deref(), Ok(id), "written back");
        let game = match &puzzle {
            AnyPuzzle::Sudoku(s) if s.side() == 16 => "solo 16x16",
            AnyPuzzle::Sudoku(s) if s.layout().regions.is_some() => "solo jigsaw",
            AnyPuzzle::Sudoku(_) => "solo",
            AnyPuzzle::Kendoku(_) => "keen",
            AnyPuzzle::Skyscrapers(_) => "towers",
            AnyPuzzle::Tents(t) if t.rows() != t.cols() => "tents not square",
            AnyPuzzle::Tents(_) => "tents",
            other => panic!("{id}: read as {}", other.kind()),
        };
        *games.entry(game).or_insert(0) += 1;
    }
    let solo = games["solo"] + games["solo 16x16"] + games["solo jigsaw"];
    assert!(
        solo >= 12 && games["solo 16x16"] >= 3 && games["solo jigsaw"] >= 5,
        "{games:?}"
    );
    assert!(games["keen"] >= 12, "{games:?}");
    assert!(games["towers"] >= 12, "{games:?}");
    assert!(
        games["tents"] + games["tents not square"] >= 12 && games["tents not square"] >= 6,
        "{games:?}"
    );
}

#[test]
fn a_puzzle_written_as_a_game_id_reads_back_the_same() {
    // A Towers puzzle with givens, a Keen with a one-cell cage.
    for id in ["5:3/2//2/////2/////2/////3/2,u1c", "3:_aba_3a,m3s1m6a5"] {
        let p = read_game_id(id).unwrap();
        assert_eq!(to_game_id(&p).as_deref(), Ok(id));
    }
    // Names in front say which game: "6:..." alone could be Keen or Towers.
    let towers = read_game_id("towers:4:3/1/2/4/2/2/2/1/2/2/1/3/3/2/2/1").unwrap();
    assert_eq!(towers.kind(), "skyscrapers");
}

#[test]
fn every_killer_game_id_reads_its_cages_is_proved_unique_by_fast_and_writes_back() {
    let ids: Vec<&str> = include_str!("data/tatham_killer_ids.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .collect();
    let (mut millis, mut peer) = (Vec::new(), Vec::new());
    for id in &ids {
        let puzzle = parse_puzzle(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        let AnyPuzzle::Sudoku(sudoku) = &puzzle else {
            panic!("{id}: read as {}", puzzle.kind())
        };
        let cages = sudoku.cage_sums().expect("a Killer's cages").cages();
        let cells: usize = cages.iter().map(|c| c.cells.len()).sum();
        assert_eq!(cells, puzzle.cells(), "{id}: Solo's cages cover the grid");
        assert!(
            cages.iter().all(|c| c.target > 0),
            "{id}: each with its sum"
        );
        let started = std::time::Instant::now();
        let report = solve(&puzzle, Strategy::Fast, Some(2), 1);
        millis.push(started.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(
            report.stats.solutions, 1,
            "{id}: Tatham's puzzles have one solution"
        );
        let solution = puzzle.solution_values(&report.solutions[0]);
        assert!(puzzle.is_solution(&solution), "{id}");
        let started = std::time::Instant::now();
        let propagate = solve(&puzzle, Strategy::Propagate, Some(2), 1);
        peer.push(started.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(
            propagate.solutions, report.solutions,
            "{id}: propagate agrees"
        );
        assert_eq!(
            propagate.stats.solutions, 1,
            "{id}: propagate proves it too"
        );
        assert_eq!(to_game_id(&puzzle).as_deref(), Ok(*id), "written back");
    }
    assert!(ids.len() >= 20, "{}", ids.len());
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        (v[v.len() / 2], v[v.len() - 1])
    };
    let ((fast, fast_worst), (prop, prop_worst)) = (median(millis), median(peer));
    // Figures for the note (timed, not asserted: a test is no benchmark).
    println!(
        "# {} Killer game IDs proved unique: fast median {fast:.3} ms (slowest {fast_worst:.3}), propagate median {prop:.3} ms (slowest {prop_worst:.3}): fast {:.1}x faster",
        ids.len(),
        prop / fast
    );
}

#[test]
fn bad_game_ids_name_their_character() {
    let cases = [
        ("3x3:zzzd", "game ID, character 8 ('d'): too much data to fit in the grid"),
        ("3x3:a1$", "game ID, character 7 ('$'): invalid character in the grid"),
        ("3x3:zz", "game ID, character 7: not enough data: 52 of 81 cells"),
        ("2x2:a5o", "game ID, character 6 ('5'): number 5 is out of range (1 to 4)"),
        ("9j:zzzc", "game ID, character 8: expected ',' and the jigsaw regions"),
        ("3x3k:zzzc", "game ID, character 10: expected ',' and the Killer's cages"),
        ("2x2k:p,aaa___aaa__a_aa_", "game ID, character 24: expected ',' and the sums of the cages"),
        ("4:3/1/2/4/2/2/2/1/2/2/1/3/3/2/2", "game ID, character 32: too few clues: 15 of 16"),
        ("4:3/1/2/5/2/2/2/1/2/2/1/3/3/2/2/1", "game ID, character 9 ('5'): clue number out of range (1 to 4)"),
        ("4:3/1/2/4/2/2/2/1/2/2/1/3/3/2/2/1x", "game ID, character 34 ('x'): unexpected data at the end of the description"),
        ("12:a_6baa_aa_a__,s1", "game ID, character 1 ('1'): grid size must be between 3 and 9, got 12"),
        ("4:a_6baa_aa_a__,s1m8a4d2m4s1a7", "game ID, character 31: too few clues for the cages"),
        ("4:a_6baa_aa_a__,q1m8a4d2m4s1a7d2", "game ID, character 17 ('q'): unrecognised clue type (a, s, m or d)"),
        ("4:a_6baa_aa_a_,s1m8a4d2m4s1a7d2", "game ID, character 15 (','): not enough data in the region walls"),
        ("8x8:bfdamabahc_fe,2,2,1,2,1,1,2,1,3,0,0,4,0,2,2", "game ID, character 48: not enough numbers after the trees: 15 of 16"),
        ("8x8:bfdamabahc_f!,2,2", "game ID, character 17 ('!'): given tents and grass are not read here"),
        ("3x3#12345", "game ID, character 4 ('#'): a random seed only Tatham's own programs can expand: copy the game ID (with ':') instead"),
    ];
    for (id, message) in cases {
        let err = parse_puzzle(id)
            .err()
            .unwrap_or_else(|| panic!("{id} was read"));
        assert_eq!(err.to_string(), message, "{id}");
    }
}
