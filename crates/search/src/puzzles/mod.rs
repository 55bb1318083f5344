//! The puzzle families. Each knows only its own rules, told to the
//! strategies through [`Constraints`].

mod apart;
mod arrows;
mod beside;
mod cage;
mod cage_problem;
mod cell_houses;
mod cell_pairs;
mod conflicts;
mod derived;
mod dots;
mod house_kind;
mod house_rules;
mod houses;
mod invalid;
mod kendoku;
mod killer;
#[cfg(not(target_arch = "wasm32"))]
mod latin_square;
mod line_rules;
mod line_steps;
mod little_killer;
mod pairing;
mod parity;
mod queen_lines;
mod queens;
mod reason;
mod sandwich;
mod shape_problem;
mod sightline;
mod size;
mod skyscrapers;
mod spec;
mod star;
mod sudoku;
mod tents;
mod thermo;

pub use apart::Apart;
pub use arrows::Arrows;
pub use beside::Beside;
pub use cage::{Cage, Op};
pub use cage_problem::CageProblem;
pub use cell_pairs::Pair;
pub use conflicts::conflicts;
pub use dots::{Dot, DotKind, Dots, Negative};
pub use house_kind::{HouseKind, Naming};
pub use house_rules::HouseRules;
pub use houses::{Houses, MAX_HOUSES_PER_CELL};
pub use invalid::{grid_cell_name, Invalid, Problems, MAX_PROBLEMS};
pub use kendoku::Kendoku;
pub use killer::{cells_by_cage, sum_cage, sum_reach, CageSums};
#[cfg(not(target_arch = "wasm32"))]
pub use latin_square::{LatinSquare, LATIN_SIDES};
pub use line_rules::{whisper_gap, DrawnLine, LineKind, LineRules};
pub use little_killer::{LittleKiller, LittleKillers};
pub use parity::Parity;
pub use queen_lines::QueenLines;
pub use queens::{Queens, MAX_QUEENS, MAX_QUEENS_BOARD, MAX_STEPPED_QUEENS};
pub use reason::{Line, Reason};
pub use sandwich::{largest_sandwich, Sandwich, Sandwiches};
pub use shape_problem::ShapeProblem;
pub use sightline::seen;
pub use size::{SizeOf, SizeRange};
pub use skyscrapers::{side_name, Clues, Side, Skyscrapers};
pub use spec::PuzzleSpec;
pub use star::{large_triangle, star_cells, star_houses, vertex_xy, Star, Triangle, STAR_CELLS};
pub use sudoku::{standard_box, Layout, Sudoku};
pub use tents::{around, Tents, DIRECTIONS};
pub use thermo::Thermometers;

/// A set of values: bit `v` stands for value `v` (values are 1-based).
pub type Mask = u64;

/// The mask holding only `value`.
#[inline]
pub fn bit(value: u32) -> Mask {
    1 << value
}

/// The mask holding the values `1..=n`.
#[inline]
pub fn full(n: u32) -> Mask {
    ((1u64 << n) - 1) << 1
}

/// Iterates the values of a mask, ascending.
pub fn values_of(mut mask: Mask) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let v = mask.trailing_zeros();
            mask &= mask - 1;
            Some(v)
        }
    })
}

/// What a strategy needs to know of a puzzle: its cells, its values and its
/// rules, both as incremental sets of values placed so far (classic, mrv) and
/// as pruning of candidate domains (propagate, fast).
pub trait Constraints: Clone {
    /// Number of cells (for N-Queens: rows).
    fn cells(&self) -> usize;
    /// Values are `1..=size()`.
    fn size(&self) -> u32;
    /// The given value of `cell`, if any.
    fn given(&self, cell: usize) -> Option<u32>;
    /// Puts `value` into the sets of `cell`'s houses (the article's `record`).
    fn place(&mut self, cell: usize, value: u32);
    /// Takes `value` out of the sets of `cell`'s houses (the article's `undo`).
    fn unplace(&mut self, cell: usize, value: u32);
    /// The values not yet excluded for `cell` by the values placed so far.
    fn free(&self, cell: usize) -> Mask;
    /// The candidates of `cell` that forward checking (mrv) lists: the
    /// free values that the puzzle's other rules (clues) still allow; the
    /// given alone for a given. [`Constraints::free`] by default.
    fn forward(&self, cell: usize) -> Mask {
        match self.given(cell) {
            Some(g) => self.free(cell) & bit(g),
            None => self.free(cell),
        }
    }
    /// Whether `value` at `cell` agrees with every value placed so far,
    /// including n-ary rules (cages) once the cell completes them.
    fn consistent(&self, cell: usize, value: u32) -> bool;
    /// The candidates the article's `moves()` lists: the given alone, or the
    /// free values.
    fn classic_moves(&self, cell: usize) -> Mask {
        match self.given(cell) {
            Some(g) => bit(g),
            None => self.free(cell),
        }
    }
    /// Whether every candidate [`Constraints::classic_moves`] lists for `cell`
    /// already passes [`Constraints::consistent`]. Classic's `valid` then
    /// needs no second look: between `moves` and `valid` at one level the
    /// sets are the same (everything deeper has been undone). False by
    /// default, which is always correct.
    fn classic_moves_prechecked(&self, _cell: usize) -> bool {
        false
    }
    /// Groups of cells that must hold every value exactly once (as many
    /// cells as values): where a value fits only one cell of such a group,
    /// it goes there (a hidden single). Used by the fast solver only.
    fn complete_houses(&self) -> Vec<Vec<u16>> {
        Vec::new()
    }
    /// Whether a full assignment that the fast solver reached counts as a
    /// solution. Where one solution has several assignments (Tents: one
    /// placement of tents, several pairings of trees with them), only one
    /// of them may count, as in [`Constraints::consistent`].
    fn accepts(&self, _values: &[u8]) -> bool {
        true
    }
    /// Whether the fast solver branches on the first open cell rather than
    /// on the one with the fewest candidates: where cells decide their
    /// neighbours (Tents' trees, row by row), a sweep keeps the search
    /// local and fails sooner.
    fn branch_in_order(&self) -> bool {
        false
    }
    /// Why `value` cannot go into `cell` when the values on `board` (0 =
    /// empty, one per cell; for N-Queens the column + 1 per row) are placed:
    /// the rule [`Constraints::consistent`] checks, as a fact. Asked only
    /// for the move on screen, never in the search loop. `None` when no
    /// rule forbids it.
    fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason>;
    /// Removes from the other cells' domains what `value` at `cell` excludes.
    fn strike(&self, cell: usize, value: u32, domains: &mut [Mask]);
    /// Narrows the domains by the rules that bind more than two cells
    /// (cages). Returns false when some rule can no longer hold.
    fn narrow(&self, _domains: &mut [Mask]) -> bool {
        true
    }
    /// [`Constraints::narrow`], knowing that the rules were already
    /// narrowed when the domains were `seen`: a rule none of whose cells
    /// changed since may be skipped (narrowing is idempotent).
    fn narrow_since(&self, domains: &mut [Mask], _seen: &[Mask]) -> bool {
        self.narrow(domains)
    }
    /// The starting domains: the given alone, or every value.
    fn initial_domains(&self) -> Vec<Mask> {
        (0..self.cells())
            .map(|c| match self.given(c) {
                Some(g) => bit(g),
                None => full(self.size()),
            })
            .collect()
    }
}

/// Any puzzle the app knows, as read from a file or built in the page.
#[derive(Clone, Debug)]
pub enum AnyPuzzle {
    /// Sudoku of any size and its variants.
    Sudoku(Sudoku),
    /// N-Queens.
    Queens(Queens),
    /// Kendoku (KenKen).
    Kendoku(Kendoku),
    /// Skyscrapers.
    Skyscrapers(Skyscrapers),
    /// Tents.
    Tents(Tents),
    /// The six-pointed star Sudoku.
    Star(Star),
    /// A Latin square: the template kind, the one to copy for a new kind.
    /// Not in the page, whose menus offer none: each kind costs its
    /// download a copy of every strategy. Compiled and tested natively
    /// on every build.
    #[cfg(not(target_arch = "wasm32"))]
    LatinSquare(LatinSquare),
}

/// Each kind's puzzle is an [`AnyPuzzle`].
macro_rules! any_puzzle_from {
    ($($kind:ident),*) => {$(
        impl From<$kind> for AnyPuzzle {
            fn from(puzzle: $kind) -> Self {
                AnyPuzzle::$kind(puzzle)
            }
        }
    )*};
}

any_puzzle_from!(Sudoku, Queens, Kendoku, Skyscrapers, Tents, Star);
#[cfg(not(target_arch = "wasm32"))]
any_puzzle_from!(LatinSquare);

/// Runs `$body` with `$p` bound to the concrete puzzle inside an
/// [`AnyPuzzle`] (a `&C` with `C: Constraints`), whichever kind it is.
#[macro_export]
macro_rules! each_puzzle {
    ($puzzle:expr, $p:ident => $body:expr) => {
        match $puzzle {
            $crate::puzzles::AnyPuzzle::Sudoku($p) => $body,
            $crate::puzzles::AnyPuzzle::Queens($p) => $body,
            $crate::puzzles::AnyPuzzle::Kendoku($p) => $body,
            $crate::puzzles::AnyPuzzle::Skyscrapers($p) => $body,
            $crate::puzzles::AnyPuzzle::Tents($p) => $body,
            $crate::puzzles::AnyPuzzle::Star($p) => $body,
            #[cfg(not(target_arch = "wasm32"))]
            $crate::puzzles::AnyPuzzle::LatinSquare($p) => $body,
        }
    };
}

/// The shape of the board a puzzle is drawn on: a grid of rows and
/// columns, or the star.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardShape {
    /// A grid of squares, `rows` x `cols`.
    Grid {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
    /// The star's 54 triangles.
    Star,
}

impl AnyPuzzle {
    /// Number of cells: the levels of a full assignment (for N-Queens the
    /// rows, for Tents the trees).
    pub fn cells(&self) -> usize {
        each_puzzle!(self, p => p.cells())
    }

    /// The given value of `cell`, if any (a Kendoku one-cell cage too).
    pub fn given(&self, cell: usize) -> Option<u32> {
        each_puzzle!(self, p => p.given(cell))
    }

    /// The largest value: values are `1..=side()` (for Tents, the four
    /// directions).
    pub fn side(&self) -> u32 {
        each_puzzle!(self, p => p.size())
    }

    /// Whether it is N-Queens past the masks' 32 columns
    /// ([`Queens::is_wide`]): judged by its values alone, never by sets.
    pub fn is_wide_queens(&self) -> bool {
        self.wide_queens().is_some()
    }

    /// The N of N-Queens past the masks' 32 columns, if it is that.
    pub fn wide_queens(&self) -> Option<usize> {
        match self {
            AnyPuzzle::Queens(q) if q.is_wide() => Some(q.n()),
            _ => None,
        }
    }

    /// The shape of the board it is drawn on.
    pub fn board_shape(&self) -> BoardShape {
        let square = |n: usize| BoardShape::Grid { rows: n, cols: n };
        match self {
            AnyPuzzle::Sudoku(s) => square(s.side()),
            AnyPuzzle::Queens(q) => square(q.n()),
            AnyPuzzle::Kendoku(k) => square(k.side()),
            AnyPuzzle::Skyscrapers(k) => square(k.side()),
            AnyPuzzle::Tents(t) => BoardShape::Grid {
                rows: t.rows(),
                cols: t.cols(),
            },
            AnyPuzzle::Star(_) => BoardShape::Star,
            #[cfg(not(target_arch = "wasm32"))]
            AnyPuzzle::LatinSquare(l) => square(l.side()),
        }
    }

    /// How many squares (or triangles) the board has.
    pub fn squares(&self) -> usize {
        match self.board_shape() {
            BoardShape::Grid { rows, cols } => rows * cols,
            BoardShape::Star => STAR_CELLS,
        }
    }

    /// The square a move puts something on: the cell itself, for N-Queens
    /// the queen's square, for Tents the tent's square.
    pub fn square_of(&self, cell: usize, value: u32) -> Option<usize> {
        match self {
            AnyPuzzle::Queens(q) => {
                let column = (value as usize).checked_sub(1).filter(|&c| c < q.n())?;
                Some(cell * q.n() + column)
            }
            AnyPuzzle::Tents(t) => t.target(cell, value),
            _ => Some(cell),
        }
    }

    /// The square a move `mv` puts something on ([`AnyPuzzle::square_of`]),
    /// the move's cell where its value names no square.
    pub fn square_of_move(&self, mv: crate::engine::Move) -> usize {
        let cell = mv.cell as usize;
        self.square_of(cell, u32::from(mv.value)).unwrap_or(cell)
    }

    /// The name a person uses for a cell: `r1c5`; for N-Queens the row's
    /// name; for Tents the tree's square; on the star `T3.4`.
    pub fn cell_name(&self, cell: usize) -> String {
        match self {
            AnyPuzzle::Star(_) => Naming::Star.name(cell),
            AnyPuzzle::Tents(t) => match t.trees().get(cell) {
                Some(&sq) => grid_cell_name(sq as usize, t.cols()),
                None => format!("tree {}", cell + 1),
            },
            AnyPuzzle::Queens(q) => grid_cell_name(cell * q.n(), q.n()),
            _ => match self.board_shape() {
                BoardShape::Grid { cols, .. } => grid_cell_name(cell, cols),
                BoardShape::Star => Naming::Star.name(cell),
            },
        }
    }

    /// The name of a square of the board: `r3c4`, or `T3.4` on the star.
    pub fn square_name(&self, square: usize) -> String {
        match self.board_shape() {
            BoardShape::Grid { cols, .. } => grid_cell_name(square, cols),
            BoardShape::Star => Naming::Star.name(square),
        }
    }

    /// A solution as people read it: values row-major (a gap of
    /// Skyscrapers as 0), for N-Queens the column + 1 of each row, for
    /// Tents 1 where a tent stands and 0 elsewhere.
    pub fn solution_values(&self, values: &[u8]) -> Vec<u8> {
        match self {
            AnyPuzzle::Tents(t) => t.tent_grid(values),
            AnyPuzzle::Skyscrapers(s) => match s.gap() {
                Some(gap) => values
                    .iter()
                    .map(|&v| if v == gap { 0 } else { v })
                    .collect(),
                None => values.to_vec(),
            },
            _ => values.to_vec(),
        }
    }

    /// Whether a solution (as [`AnyPuzzle::solution_values`] writes it)
    /// solves the puzzle.
    pub fn is_solution(&self, values: &[u8]) -> bool {
        match self {
            AnyPuzzle::Sudoku(p) => p.is_solution(values),
            AnyPuzzle::Queens(p) => p.is_solution(values),
            AnyPuzzle::Kendoku(p) => p.is_solution(values),
            AnyPuzzle::Skyscrapers(p) => {
                let gap = p.gap().unwrap_or(0);
                let raw: Vec<u8> = values
                    .iter()
                    .map(|&v| if v == 0 { gap } else { v })
                    .collect();
                p.is_solution(&raw)
            }
            AnyPuzzle::Tents(p) => p.is_solution(values),
            AnyPuzzle::Star(p) => p.is_solution(values),
            #[cfg(not(target_arch = "wasm32"))]
            AnyPuzzle::LatinSquare(p) => p.is_solution(values),
        }
    }

    /// The kind's name, as the JSON document's `kind` says it.
    pub fn kind(&self) -> &'static str {
        match self {
            AnyPuzzle::Sudoku(_) => "sudoku",
            AnyPuzzle::Queens(_) => "queens",
            AnyPuzzle::Kendoku(_) => "kendoku",
            AnyPuzzle::Skyscrapers(_) => "skyscrapers",
            AnyPuzzle::Tents(_) => "tents",
            AnyPuzzle::Star(_) => "star",
            #[cfg(not(target_arch = "wasm32"))]
            AnyPuzzle::LatinSquare(_) => "latin",
        }
    }
}
