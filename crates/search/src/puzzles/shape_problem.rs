//! Why a puzzle's shape does not fit, as data: the detail of
//! [`Invalid::Shape`](super::Invalid::Shape) (regions, boxes, cages that
//! overlap, clue lists and counts of the wrong length, trees off the
//! grid). The page says each in its reader's language, naming the same
//! cells and numbers; the command line prints the English `Display`.

use thiserror::Error;

use super::{side_name, Side};

/// A region map, clue list or count list that does not fit the grid.
/// Cells are named as a person names them (`r1c5`, `T3.4`).
#[derive(Clone, Debug, PartialEq, Eq, Error, serde::Serialize, serde::Deserialize)]
pub enum ShapeProblem {
    /// A region map of the wrong length.
    #[error("regions: {entries} entries for {cells} cells")]
    RegionEntries {
        /// Entries in the map.
        entries: usize,
        /// Cells of the grid.
        cells: usize,
    },
    /// A region of other than `side` cells.
    #[error("region {region} has {cells} cells (first {first}), but every region needs {side}")]
    RegionSize {
        /// The region's id in the map.
        region: usize,
        /// Its cells.
        cells: usize,
        /// Its first cell.
        first: String,
        /// The cells every region needs.
        side: usize,
    },
    /// An extra region larger than the values.
    #[error("extra region {region} has {cells} cells, more than the {side} values")]
    ExtraTooLarge {
        /// The extra region, from 1.
        region: usize,
        /// Its cells.
        cells: usize,
        /// The values (the grid's side).
        side: usize,
    },
    /// An extra region's cell index past the grid.
    #[error("extra region {region}: cell {cell} is outside the grid (0 to {last})")]
    ExtraOutside {
        /// The extra region, from 1.
        region: usize,
        /// The index given.
        cell: usize,
        /// The grid's last index.
        last: usize,
    },
    /// A cell listed twice in one extra region.
    #[error("extra region {region}: cell {cell} is listed twice")]
    ExtraTwice {
        /// The extra region, from 1.
        region: usize,
        /// The cell.
        cell: String,
    },
    /// A cell in more houses than the solvers track.
    #[error("cell {cell} is in more than {max} houses (row, column, region and extra regions)")]
    TooManyHouses {
        /// The cell.
        cell: String,
        /// The most houses a cell may be in.
        max: usize,
    },
    /// A thermometer with more cells than the grid has digits.
    #[error("thermometer {thermo} has {cells} cells, more than the {side} digits")]
    ThermoTooLong {
        /// The thermometer, from 1.
        thermo: usize,
        /// Its cells.
        cells: usize,
        /// The digits (the grid's side).
        side: usize,
    },
    /// A thermometer's cell outside the grid, listed twice, or not
    /// touching the cell before it.
    #[error("thermometer {thermo}: {cell} is not the next cell of its line (touching the last by a side or a corner, inside the grid, once)")]
    ThermoStep {
        /// The thermometer, from 1.
        thermo: usize,
        /// The cell (as `r1c1`, or its index when outside the grid).
        cell: String,
    },
    /// An arrow with a circle and no line.
    #[error("arrow {arrow} has a circle and no line")]
    ArrowShort {
        /// The arrow, from 1.
        arrow: usize,
    },
    /// An arrow's cell outside the grid, listed twice, or not touching
    /// the cell before it.
    #[error("arrow {arrow}: {cell} is not the next cell of its line (touching the last by a side or a corner, inside the grid, once)")]
    ArrowStep {
        /// The arrow, from 1.
        arrow: usize,
        /// The cell (as `r1c1`, or its index when outside the grid).
        cell: String,
    },
    /// A whisper's, palindrome's or renban's cell outside the grid,
    /// listed twice, or not touching the cell before it.
    #[error("line {line}: {cell} is not the next cell of the line (touching the last by a side or a corner, inside the grid, once)")]
    LineStep {
        /// The line, from 1.
        line: usize,
        /// The cell (as `r1c1`, or its index when outside the grid).
        cell: String,
    },
    /// A little killer not just outside the grid with its arrow along a
    /// diagonal into it, or whose diagonal cannot make its sum.
    #[error("little killer {killer}: its diagonal of {cells} cells cannot make {sum} (a little killer stands just outside the grid, its arrow along a diagonal into it)")]
    LittleKiller {
        /// The little killer, from 1.
        killer: usize,
        /// The cells of its diagonal.
        cells: usize,
        /// Its sum.
        sum: u32,
    },
    /// A sandwich sum beside no row or column, or above the largest.
    #[error("sandwich {sandwich}: {sum} stands beside no row or column or is above {largest}, the sum of every digit between the smallest and the largest")]
    Sandwich {
        /// The sandwich, from 1.
        sandwich: usize,
        /// Its sum.
        sum: u32,
        /// The largest sandwich sum the grid allows.
        largest: u32,
    },
    /// A renban with more cells than the grid has digits.
    #[error("renban {line} has {cells} cells, more than the {side} digits")]
    RenbanTooLong {
        /// The line, from 1.
        line: usize,
        /// Its cells.
        cells: usize,
        /// The digits (the grid's side).
        side: usize,
    },
    /// A cell shaded odd or even outside the grid, or shaded twice.
    #[error("the odd or even cell {cell} is outside the grid or shaded twice")]
    ParityCell {
        /// The cell (as `r1c1`, or its index when outside the grid).
        cell: String,
    },
    /// A kropki dot not between two side-by-side cells of the grid, or a
    /// second dot between the same two.
    #[error("kropki dot {dot}: {first} and {second} are not two side-by-side cells of the grid, or already have a dot")]
    DotPlace {
        /// The dot, from 1.
        dot: usize,
        /// Its first cell (as `r1c1`, or its index when outside the grid).
        first: String,
        /// Its second cell.
        second: String,
    },
    /// A Sudoku side without a standard box, and none given.
    #[error("a {side}x{side} grid has no standard box: give \"box\" or \"regions\"")]
    NoStandardBox {
        /// The grid's side.
        side: usize,
    },
    /// A box whose cells are not the grid's side.
    #[error("box {rows}x{cols} does not fit a grid of side {side}")]
    BoxMisfit {
        /// The box's rows.
        rows: usize,
        /// The box's columns.
        cols: usize,
        /// The grid's side.
        side: usize,
    },
    /// A cell listed twice in one Kendoku cage.
    #[error("cell {cell} is listed twice in cage {cage}")]
    CellTwiceInCage {
        /// The cell.
        cell: String,
        /// The cage, from 1.
        cage: usize,
    },
    /// A cell in two Kendoku cages.
    #[error("cell {cell} is in cage {first} and in cage {second}")]
    CellInTwoCages {
        /// The cell.
        cell: String,
        /// The first cage, from 1.
        first: usize,
        /// The second cage, from 1.
        second: usize,
    },
    /// A cell in no Kendoku cage.
    #[error("cell {cell} is in no cage: the cages must cover every cell")]
    CellInNoCage {
        /// The cell.
        cell: String,
    },
    /// A Skyscrapers depth outside 1 to the size.
    #[error("depth (the tallest building) must be from 1 to the size {side}, got {depth}")]
    DepthRange {
        /// The grid's size.
        side: usize,
        /// The depth given.
        depth: usize,
    },
    /// Skyscrapers' diagonals with gaps.
    #[error("diagonals go with buildings in every cell (depth = size), not with gaps")]
    DiagonalsWithGaps,
    /// A side's clue list of the wrong length.
    #[error("{} clues: {given} given, the size needs {needed}", side_name(*side))]
    ClueCount {
        /// The side.
        side: Side,
        /// Clues given.
        given: usize,
        /// Clues the size needs.
        needed: usize,
    },
    /// A clue asking to see more buildings than there are.
    #[error("{} clue {index} is {clue}: at most {depth} buildings can be seen", side_name(*side))]
    ClueTooHigh {
        /// The side.
        side: Side,
        /// The clue's place on its side, from 1.
        index: usize,
        /// The clue.
        clue: u8,
        /// The tallest building.
        depth: usize,
    },
    /// Skyscrapers' givens of the wrong length.
    #[error("givens: {given} cells for a {side}x{side} grid of {}", side * side)]
    GivensCount {
        /// Cells given.
        given: usize,
        /// The grid's size.
        side: usize,
    },
    /// A Tents grid of too few or too many rows.
    #[error("rows must be from {lo} to {hi}, got {got}")]
    TentsRows {
        /// The fewest rows.
        lo: usize,
        /// The most rows.
        hi: usize,
        /// The rows given.
        got: usize,
    },
    /// A Tents grid of too few or too many columns.
    #[error("cols must be from {lo} to {hi}, got {got}")]
    TentsCols {
        /// The fewest columns.
        lo: usize,
        /// The most columns.
        hi: usize,
        /// The columns given.
        got: usize,
    },
    /// Row counts of the wrong length.
    #[error("row counts: {given} given for {rows} rows")]
    RowCounts {
        /// Counts given.
        given: usize,
        /// The grid's rows.
        rows: usize,
    },
    /// Column counts of the wrong length.
    #[error("column counts: {given} given for {cols} columns")]
    ColumnCounts {
        /// Counts given.
        given: usize,
        /// The grid's columns.
        cols: usize,
    },
    /// A tree's square past the grid.
    #[error("tree at square {square} is outside the {rows}x{cols} grid")]
    TreeOutside {
        /// The square's index.
        square: usize,
        /// The grid's rows.
        rows: usize,
        /// The grid's columns.
        cols: usize,
    },
    /// A tree listed twice.
    #[error("tree {cell} is listed twice")]
    TreeTwice {
        /// The tree's square.
        cell: String,
    },
    /// Counts that do not add up to one tent per tree.
    #[error("{trees} trees need {trees} tents, but the row counts add up to {rows_sum} and the column counts to {cols_sum}")]
    CountsSum {
        /// The trees.
        trees: usize,
        /// The row counts' sum.
        rows_sum: usize,
        /// The column counts' sum.
        cols_sum: usize,
    },
    /// A row asking for more tents than fit without touching.
    #[error("row {row}: {tents} tents cannot fit in {squares} squares without touching")]
    RowTooFull {
        /// The row, from 1.
        row: usize,
        /// Its count.
        tents: u8,
        /// Its squares.
        squares: usize,
    },
    /// A column asking for more tents than fit without touching.
    #[error("column {column}: {tents} tents cannot fit in {squares} squares without touching")]
    ColumnTooFull {
        /// The column, from 1.
        column: usize,
        /// Its count.
        tents: u8,
        /// Its squares.
        squares: usize,
    },
    /// A tree with no free square beside it.
    #[error("tree {cell} has no free square beside it for its tent")]
    TreeNoRoom {
        /// The tree's square.
        cell: String,
    },
}
