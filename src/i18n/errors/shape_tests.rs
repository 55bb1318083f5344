//! Every problem of a puzzle's shape, cage and size, in English as the
//! core crate's `Display` and in German and Dutch in their own words.

use super::invalid_text;
use super::tests::english_words;
use crate::i18n::Lang;
use crate::puzzles::{CageProblem, Invalid, Op, ShapeProblem, Side, SizeOf, SizeRange};

/// One sample of each grid, region and clue shape problem.
fn grid_shape_samples() -> Vec<ShapeProblem> {
    use ShapeProblem as S;
    let cell = || "r2c3".to_string();
    vec![
        S::RegionEntries {
            entries: 80,
            cells: 81,
        },
        S::RegionSize {
            region: 2,
            cells: 1,
            first: cell(),
            side: 9,
        },
        S::ExtraTooLarge {
            region: 1,
            cells: 10,
            side: 9,
        },
        S::ExtraOutside {
            region: 1,
            cell: 90,
            last: 80,
        },
        S::ExtraTwice {
            region: 2,
            cell: cell(),
        },
        S::TooManyHouses {
            cell: cell(),
            max: 6,
        },
        S::NoStandardBox { side: 7 },
        S::BoxMisfit {
            rows: 2,
            cols: 4,
            side: 9,
        },
        S::CellTwiceInCage {
            cell: cell(),
            cage: 4,
        },
        S::CellInTwoCages {
            cell: cell(),
            first: 4,
            second: 5,
        },
        S::CellInNoCage { cell: cell() },
        S::DepthRange { side: 5, depth: 7 },
        S::DiagonalsWithGaps,
        S::ClueCount {
            side: Side::Bottom,
            given: 3,
            needed: 5,
        },
        S::ClueTooHigh {
            side: Side::Left,
            index: 2,
            clue: 7,
            depth: 5,
        },
    ]
}

/// One sample of each thermometer, arrow, kropki dot and drawn line
/// shape problem.
fn line_shape_samples() -> Vec<ShapeProblem> {
    use ShapeProblem as S;
    let cell = || "r2c3".to_string();
    vec![
        S::ThermoTooLong {
            thermo: 2,
            cells: 10,
            side: 9,
        },
        S::ThermoStep {
            thermo: 1,
            cell: cell(),
        },
        S::ArrowShort { arrow: 2 },
        S::ParityCell { cell: cell() },
        S::ArrowStep {
            arrow: 1,
            cell: cell(),
        },
        S::DotPlace {
            dot: 3,
            first: cell(),
            second: "r4c4".into(),
        },
        S::LineStep {
            line: 2,
            cell: cell(),
        },
        S::RenbanTooLong {
            line: 1,
            cells: 10,
            side: 9,
        },
        S::LittleKiller {
            killer: 2,
            cells: 3,
            sum: 40,
        },
        S::Sandwich {
            sandwich: 3,
            sum: 40,
            largest: 35,
        },
    ]
}

/// One sample of each Skyscrapers-givens and Tents shape problem.
fn tents_shape_samples() -> Vec<ShapeProblem> {
    use ShapeProblem as S;
    let cell = || "r2c3".to_string();
    vec![
        S::GivensCount { given: 20, side: 5 },
        S::TentsRows {
            lo: 4,
            hi: 25,
            got: 30,
        },
        S::TentsCols {
            lo: 4,
            hi: 25,
            got: 3,
        },
        S::RowCounts { given: 7, rows: 8 },
        S::ColumnCounts { given: 9, cols: 8 },
        S::TreeOutside {
            square: 70,
            rows: 8,
            cols: 8,
        },
        S::TreeTwice { cell: cell() },
        S::CountsSum {
            trees: 12,
            rows_sum: 11,
            cols_sum: 13,
        },
        S::RowTooFull {
            row: 3,
            tents: 5,
            squares: 8,
        },
        S::ColumnTooFull {
            column: 4,
            tents: 5,
            squares: 8,
        },
        S::TreeNoRoom { cell: cell() },
    ]
}

/// One of each problem of a puzzle's shape, cage and size.
fn invalid_samples() -> Vec<Invalid> {
    let shapes = grid_shape_samples()
        .into_iter()
        .chain(line_shape_samples())
        .chain(tents_shape_samples());
    let cages = [
        CageProblem::NoCells,
        CageProblem::CellOutside { cell: 40, last: 35 },
        CageProblem::ZeroTarget,
        CageProblem::NoOperationOneCell,
        CageProblem::TwoCells {
            op: Op::Div,
            got: 3,
        },
        CageProblem::GivenCells { got: 2 },
        CageProblem::GivenRange { side: 6, target: 8 },
        CageProblem::NotConnected,
        CageProblem::MoreCellsThanDigits { side: 9 },
        CageProblem::SumOutOfReach { side: 9 },
    ];
    let sizes = [
        (SizeOf::N, SizeRange::Whole { lo: 1, hi: 32 }, 40),
        (SizeOf::Size, SizeRange::Whole { lo: 3, hi: 9 }, 12),
        (SizeOf::Star, SizeRange::Cells(54), 1),
        (SizeOf::Grid, SizeRange::Square { lo: 2, hi: 16 }, 17),
        (SizeOf::Grid, SizeRange::SudokuSquare, 80),
        (SizeOf::Grid, SizeRange::AsShape, 80),
    ];
    let shapes = shapes.into_iter().map(Invalid::Shape);
    let cages = cages.into_iter().map(|problem| Invalid::Cage {
        index: 3,
        cells: "r1c1 r1c2".into(),
        problem,
    });
    let sizes = sizes
        .into_iter()
        .map(|(what, range, got)| Invalid::Size { what, range, got });
    shapes.chain(cages).chain(sizes).collect()
}

/// How many variants [`variant`] counts.
const VARIANTS: usize = 36 + 10 + 5;

/// A number for each variant of a shape's or a cage's problem and of a
/// size's range: a new variant does not build here until it is counted
/// (and then needs a sample).
fn variant(invalid: &Invalid) -> usize {
    use ShapeProblem as S;
    match invalid {
        Invalid::Shape(shape) => match shape {
            S::RegionEntries { .. } => 0,
            S::RegionSize { .. } => 1,
            S::ExtraTooLarge { .. } => 2,
            S::ExtraOutside { .. } => 3,
            S::ExtraTwice { .. } => 4,
            S::TooManyHouses { .. } => 5,
            S::NoStandardBox { .. } => 6,
            S::BoxMisfit { .. } => 7,
            S::CellTwiceInCage { .. } => 8,
            S::CellInTwoCages { .. } => 9,
            S::CellInNoCage { .. } => 10,
            S::DepthRange { .. } => 11,
            S::DiagonalsWithGaps => 12,
            S::ClueCount { .. } => 13,
            S::ClueTooHigh { .. } => 14,
            S::GivensCount { .. } => 15,
            S::TentsRows { .. } => 16,
            S::TentsCols { .. } => 17,
            S::RowCounts { .. } => 18,
            S::ColumnCounts { .. } => 19,
            S::TreeOutside { .. } => 20,
            S::TreeTwice { .. } => 21,
            S::CountsSum { .. } => 22,
            S::RowTooFull { .. } => 23,
            S::ColumnTooFull { .. } => 24,
            S::TreeNoRoom { .. } => 25,
            S::ThermoTooLong { .. } => 26,
            S::ThermoStep { .. } => 27,
            S::DotPlace { .. } => 28,
            S::ArrowShort { .. } => 29,
            S::ArrowStep { .. } => 30,
            S::ParityCell { .. } => 31,
            S::LineStep { .. } => 32,
            S::RenbanTooLong { .. } => 33,
            S::LittleKiller { .. } => 34,
            S::Sandwich { .. } => 35,
        },
        Invalid::Cage { problem, .. } => {
            36 + match problem {
                CageProblem::NoCells => 0,
                CageProblem::CellOutside { .. } => 1,
                CageProblem::ZeroTarget => 2,
                CageProblem::NoOperationOneCell => 3,
                CageProblem::TwoCells { .. } => 4,
                CageProblem::GivenCells { .. } => 5,
                CageProblem::GivenRange { .. } => 6,
                CageProblem::NotConnected => 7,
                CageProblem::MoreCellsThanDigits { .. } => 8,
                CageProblem::SumOutOfReach { .. } => 9,
            }
        }
        Invalid::Size { range, .. } => {
            46 + match range {
                SizeRange::Whole { .. } => 0,
                SizeRange::Cells(_) => 1,
                SizeRange::Square { .. } => 2,
                SizeRange::SudokuSquare => 3,
                SizeRange::AsShape => 4,
            }
        }
        Invalid::Clash { .. } | Invalid::ValueRange { .. } | Invalid::Several(_) => usize::MAX,
    }
}

/// Every problem of a puzzle's shape, cage and size is its own
/// `Display` in English (the command line's words, kept in the core
/// crate) and its own words in German and Dutch, with the same numbers
/// and cells.
#[test]
fn every_shape_cage_and_size_problem_speaks_every_language() {
    let samples = invalid_samples();
    let mut seen: Vec<usize> = samples.iter().map(variant).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen,
        (0..VARIANTS).collect::<Vec<_>>(),
        "a variant without a sample"
    );
    for invalid in &samples {
        let en = invalid_text(invalid, Lang::En);
        assert_eq!(
            en,
            invalid.to_string(),
            "the page's English is the error's own"
        );
        let places: Vec<&str> = en
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
            .collect();
        for lang in [Lang::De, Lang::Nl] {
            let text = invalid_text(invalid, lang);
            assert!(!text.contains("{}"), "{text}");
            for place in &places {
                assert!(text.contains(place), "{lang:?}: {text} names no {place}");
            }
            let words = english_words(&text, &places);
            assert!(words.is_empty(), "{lang:?}: {text} says {words:?}");
        }
    }
}
