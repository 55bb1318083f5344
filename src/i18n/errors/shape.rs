//! A puzzle's own rules broken, in the page's language: its shape
//! ([`ShapeProblem`]), a cage ([`CageProblem`]) and a size
//! ([`SizeOf`], [`SizeRange`]). The English is the core crate's
//! `Display` of each, word for word.

use std::fmt::Display;

use super::{say, Said};
use crate::i18n::{by_count, PlainNumbers, T};
use crate::puzzles::{CageProblem, ShapeProblem, Side, SizeOf, SizeRange};

/// `problem` in words.
pub(super) fn shape_said(problem: &ShapeProblem) -> Said {
    use ShapeProblem as P;
    match problem {
        P::RegionEntries { entries, cells } => say(T::ErrShapeRegionEntries, &[entries, cells]),
        P::RegionSize {
            region,
            cells,
            first,
            side,
        } => say(T::ErrShapeRegionSize, &[region, cells, first, side]),
        P::ExtraTooLarge {
            region,
            cells,
            side,
        } => say(T::ErrShapeExtraTooLarge, &[region, cells, side]),
        P::ExtraOutside { region, cell, last } => {
            say(T::ErrShapeExtraOutside, &[region, cell, last])
        }
        P::ExtraTwice { region, cell } => say(T::ErrShapeExtraTwice, &[region, cell]),
        P::ThermoTooLong { .. }
        | P::ThermoStep { .. }
        | P::ParityCell { .. }
        | P::ArrowShort { .. }
        | P::ArrowStep { .. }
        | P::LineStep { .. }
        | P::RenbanTooLong { .. }
        | P::DotPlace { .. }
        | P::LittleKiller { .. }
        | P::Sandwich { .. } => drawn_said(problem),
        P::TooManyHouses { cell, max } => say(T::ErrShapeTooManyHouses, &[cell, max]),
        P::NoStandardBox { side } => say(T::ErrShapeNoStandardBox, &[side, side]),
        P::BoxMisfit { rows, cols, side } => say(T::ErrShapeBoxMisfit, &[rows, cols, side]),
        P::CellTwiceInCage { cell, cage } => say(T::ErrShapeCellTwiceInCage, &[cell, cage]),
        P::CellInTwoCages {
            cell,
            first,
            second,
        } => say(T::ErrShapeCellInTwoCages, &[cell, first, second]),
        P::CellInNoCage { cell } => say(T::ErrShapeCellInNoCage, &[cell]),
        P::DepthRange { side, depth } => say(T::ErrShapeDepthRange, &[side, depth]),
        P::DiagonalsWithGaps => say(T::ErrShapeDiagonalsWithGaps, &[]),
        P::ClueCount {
            side,
            given,
            needed,
        } => with_side(T::ErrShapeClueCount, *side, &[given, needed]),
        P::ClueTooHigh {
            side,
            index,
            clue,
            depth,
        } => with_side(T::ErrShapeClueTooHigh, *side, &[index, clue, depth]),
        P::GivensCount { given, side } => {
            say(T::ErrShapeGivensCount, &[given, side, side, &(side * side)])
        }
        P::TentsRows { lo, hi, got } => say(T::ErrShapeTentsRows, &[lo, hi, got]),
        P::TentsCols { lo, hi, got } => say(T::ErrShapeTentsCols, &[lo, hi, got]),
        P::RowCounts { given, rows } => say(T::ErrShapeRowCounts, &[given, rows]),
        P::ColumnCounts { given, cols } => say(T::ErrShapeColumnCounts, &[given, cols]),
        P::TreeOutside { square, rows, cols } => say(T::ErrShapeTreeOutside, &[square, rows, cols]),
        P::TreeTwice { cell } => say(T::ErrShapeTreeTwice, &[cell]),
        P::CountsSum {
            trees,
            rows_sum,
            cols_sum,
        } => say(T::ErrShapeCountsSum, &[trees, trees, rows_sum, cols_sum]),
        P::RowTooFull {
            row,
            tents,
            squares,
        } => say(T::ErrShapeRowTooFull, &[row, tents, squares]),
        P::ColumnTooFull {
            column,
            tents,
            squares,
        } => say(T::ErrShapeColumnTooFull, &[column, tents, squares]),
        P::TreeNoRoom { cell } => say(T::ErrShapeTreeNoRoom, &[cell]),
    }
}

/// A problem of what is drawn over a Sudoku's grid (thermometers,
/// arrows, odd and even cells, kropki dots, lines) in words.
fn drawn_said(problem: &ShapeProblem) -> Said {
    use ShapeProblem as P;
    match problem {
        P::ThermoTooLong {
            thermo,
            cells,
            side,
        } => say(T::ErrShapeThermoTooLong, &[thermo, cells, side]),
        P::ThermoStep { thermo, cell } => say(T::ErrShapeThermoStep, &[thermo, cell]),
        P::ParityCell { cell } => say(T::ErrShapeParityCell, &[cell]),
        P::ArrowShort { arrow } => say(T::ErrShapeArrowShort, &[arrow]),
        P::ArrowStep { arrow, cell } => say(T::ErrShapeArrowStep, &[arrow, cell]),
        P::LineStep { line, cell } => say(T::ErrShapeLineStep, &[line, cell]),
        P::RenbanTooLong { line, cells, side } => {
            say(T::ErrShapeRenbanTooLong, &[line, cells, side])
        }
        P::DotPlace { dot, first, second } => say(T::ErrShapeDotPlace, &[dot, first, second]),
        P::LittleKiller { killer, cells, sum } => {
            say(T::ErrShapeLittleKiller, &[killer, cells, sum])
        }
        P::Sandwich {
            sandwich,
            sum,
            largest,
        } => say(T::ErrShapeSandwich, &[sandwich, sum, largest]),
        // The others are the grid's own: `shape_said` says them.
        other => shape_said(other),
    }
}

/// The text `t` of the clues on `side`, with plain `rest`.
fn with_side(t: T, side: Side, rest: &[&dyn Display]) -> Said {
    let rest = rest.iter().map(Said::plain);
    Said::text(t, std::iter::once(side_said(side)).chain(rest).collect())
}

/// Where a Skyscrapers clue stands: `top`, `oben`, `boven`.
fn side_said(side: Side) -> Said {
    Said::key(match side {
        Side::Top => T::ErrSideTop,
        Side::Bottom => T::ErrSideBottom,
        Side::Left => T::ErrSideLeft,
        Side::Right => T::ErrSideRight,
    })
}

/// `problem` of a cage in words.
pub(super) fn cage_said(problem: CageProblem) -> Said {
    use CageProblem as P;
    match problem {
        P::NoCells => say(T::ErrCageNoCells, &[]),
        P::CellOutside { cell, last } => say(T::ErrCageCellOutside, &[&cell, &last]),
        P::ZeroTarget => say(T::ErrCageZeroTarget, &[]),
        P::NoOperationOneCell => say(T::ErrCageNoOperationOneCell, &[]),
        P::TwoCells { op, got } => say(T::ErrCageTwoCells, &[&op.ascii().unwrap_or("?"), &got]),
        P::GivenCells { got } => say(T::ErrCageGivenCells, &[&got]),
        P::GivenRange { side, target } => say(T::ErrCageGivenRange, &[&side, &target]),
        P::NotConnected => say(T::ErrCageNotConnected, &[]),
        P::MoreCellsThanDigits { side } => say(T::ErrCageMoreCellsThanDigits, &[&side]),
        P::SumOutOfReach { side } => say(T::ErrCageSumOutOfReach, &[&side]),
    }
}

/// What was sized, in words (N is N in every language).
pub(super) fn size_of(what: SizeOf) -> Said {
    match what {
        SizeOf::N => Said::plain("N"),
        SizeOf::Size => Said::key(T::ErrSizeOfSize),
        SizeOf::Grid => Said::key(T::ErrSizeOfGrid),
        SizeOf::Star => Said::key(T::ErrSizeOfStar),
    }
}

/// The sizes taken, in words.
pub(super) fn size_range(range: SizeRange) -> Said {
    match range {
        SizeRange::Whole { lo, hi } => say(T::ErrRangeWhole, &[&lo, &hi]),
        SizeRange::Cells(n) => say(T::ErrRangeCells, &[&n]),
        SizeRange::Square { lo, hi } => say(T::ErrRangeSquare, &[&lo, &hi]),
        SizeRange::SudokuSquare => say(T::ErrRangeSudokuSquare, &[]),
        SizeRange::AsShape => say(T::ErrRangeAsShape, &[]),
    }
}

/// The size given, in `lang`: `80 cells` where `range` counts cells
/// (one cell in the singular, except in English, whose words are the
/// command line's), else the bare number.
pub(super) fn size_given(range: SizeRange, got: usize) -> Said {
    if range.in_cells() {
        let t = by_count(&PlainNumbers, got as u64, T::ErrGotCell, T::ErrGotCells);
        say(t, &[&got])
    } else {
        Said::plain(got)
    }
}
