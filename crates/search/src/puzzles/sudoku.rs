//! Sudoku of any size with boxes, jigsaw regions and extra regions, all as
//! houses (lists of cells).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{
    Apart, Arrows, Beside, Cage, CageSums, Dot, Dots, DrawnLine, HouseRules, Houses, Invalid,
    LineRules, LittleKiller, LittleKillers, Negative, Parity, Sandwich, Sandwiches, ShapeProblem,
    SizeOf, SizeRange, Thermometers,
};

/// Where the regions of a Sudoku come from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    /// Box shape `(rows, cols)`; `None` picks the standard one for the size.
    pub boxes: Option<(usize, usize)>,
    /// Jigsaw regions, one region id per cell, instead of boxes.
    pub regions: Option<Vec<usize>>,
    /// Extra regions on top (each a list of cells that must differ).
    pub extra: Vec<Vec<usize>>,
    /// Both main diagonals as extra regions (Sudoku X).
    pub diagonals: bool,
    /// Killer cages: no digit twice in one, and its digits add up to
    /// its target (an [`Op::Add`](super::Op::Add) cage; 0: no sum shown).
    /// (Never skipped when empty: the workers' wire format is not
    /// self-describing.)
    #[serde(default)]
    pub cages: Vec<Cage>,
    /// Thermometers: lines of cells, bulb first, whose digits rise.
    #[serde(default)]
    pub thermometers: Vec<Vec<usize>>,
    /// Kropki dots, Xs and Vs between side-by-side cells.
    #[serde(default)]
    pub dots: Vec<Dot>,
    /// The negative constraints: every white dot, black dot, X or V is
    /// given (side-by-side cells without one are not so).
    #[serde(default)]
    pub negative: Negative,
    /// Arrows: each a circle and then its line, whose digits add up to
    /// the circle's.
    #[serde(default)]
    pub arrows: Vec<Vec<usize>>,
    /// Cells shaded odd (a grey circle): each holds an odd digit.
    #[serde(default)]
    pub odd: Vec<usize>,
    /// Cells shaded even (a grey square): each holds an even digit.
    #[serde(default)]
    pub even: Vec<usize>,
    /// Little killers: sums along diagonals, from outside the grid.
    #[serde(default)]
    pub little_killers: Vec<LittleKiller>,
    /// German whispers, palindromes and renbans.
    #[serde(default)]
    pub lines: Vec<DrawnLine>,
    /// Sandwich sums beside rows and above columns.
    #[serde(default)]
    pub sandwiches: Vec<Sandwich>,
    /// No digit a knight's move from itself.
    #[serde(default)]
    pub anti_knight: bool,
    /// No digit a king's move from itself.
    #[serde(default)]
    pub anti_king: bool,
}

impl Layout {
    /// Whether it has thermometers, kropki dots, Xs or Vs (or a negative
    /// constraint), arrows, odd and even cells, anti-knight or anti-king:
    /// rules beyond houses and cages that the
    /// formats of houses and cages alone (Solo's, janko.at's) cannot
    /// carry.
    pub fn has_lines_or_dots(&self) -> bool {
        !self.thermometers.is_empty()
            || !self.dots.is_empty()
            || self.negative.white
            || self.negative.black
            || self.negative.xv
            || !self.lines.is_empty()
            || !self.little_killers.is_empty()
            || !self.sandwiches.is_empty()
            || !self.arrows.is_empty()
            || !self.odd.is_empty()
            || !self.even.is_empty()
            || self.anti_knight
            || self.anti_king
    }
}

/// A Sudoku: givens (0 for empty) on a grid of houses.
#[derive(Clone, Debug)]
pub struct Sudoku {
    houses: Houses,
    /// Read for every candidate: held here, not shared.
    givens: Vec<u8>,
    /// The rules beside the houses and the digits placed for them, if
    /// it has any (cages, thermometers, kropki dots, arrows).
    beside: Option<Beside>,
    /// What never changes during a search, shared by its snapshots.
    shape: Arc<Shape>,
}

#[derive(Debug)]
struct Shape {
    region_of: Vec<usize>,
    layout: Layout,
}

/// Refuses the first given above `side`, naming its cell.
fn check_range(givens: &[u8], side: usize) -> Result<(), Invalid> {
    match givens.iter().position(|&v| v as usize > side) {
        Some(cell) => Err(Invalid::ValueRange {
            cell: super::grid_cell_name(cell, side),
            value: u32::from(givens[cell]),
            max: side as u32,
        }),
        None => Ok(()),
    }
}

/// The usual box shape `(rows, cols)` for a side, if there is one.
pub fn standard_box(side: usize) -> Option<(usize, usize)> {
    match side {
        1 => Some((1, 1)),
        4 => Some((2, 2)),
        6 => Some((2, 3)),
        8 => Some((2, 4)),
        9 => Some((3, 3)),
        10 => Some((2, 5)),
        12 => Some((3, 4)),
        15 => Some((3, 5)),
        16 => Some((4, 4)),
        _ => None,
    }
}

impl Sudoku {
    /// A standard Sudoku (boxes of the usual shape) from its givens, row-major.
    pub fn new(givens: Vec<u8>) -> Result<Self, Invalid> {
        Self::with_layout(givens, Layout::default())
    }

    /// A Sudoku with the given regions. Refuses sizes other than 4 to 16,
    /// regions that do not tile the grid, and givens that clash.
    pub fn with_layout(givens: Vec<u8>, mut layout: Layout) -> Result<Self, Invalid> {
        let side = (givens.len() as f64).sqrt().round() as usize;
        // The usual boxes are no choice: said or not, the same puzzle.
        if layout.boxes.is_some() && layout.boxes == standard_box(side) {
            layout.boxes = None;
        }
        if side * side != givens.len() || !(4..=16).contains(&side) {
            return Err(Invalid::Size {
                what: SizeOf::Grid,
                range: SizeRange::SudokuSquare,
                got: givens.len(),
            });
        }
        check_range(&givens, side)?;
        let region_of = match (&layout.regions, layout.boxes) {
            (Some(regions), _) => regions.clone(),
            (None, shape) => {
                let (br, bc) = match shape.or_else(|| standard_box(side)) {
                    Some(s) => s,
                    None => return Err(Invalid::Shape(ShapeProblem::NoStandardBox { side })),
                };
                if br.checked_mul(bc) != Some(side) {
                    return Err(Invalid::Shape(ShapeProblem::BoxMisfit {
                        rows: br,
                        cols: bc,
                        side,
                    }));
                }
                (0..side * side)
                    .map(|c| (c / side / br) * (side / bc) + (c % side) / bc)
                    .collect()
            }
        };
        let mut houses = Houses::latin(side).with_regions(&region_of, layout.regions.is_none())?;
        if layout.diagonals {
            houses = houses.with_diagonals()?;
        }
        let mut houses = houses.with_extra(&layout.extra)?;
        // The rules beside first: they name a cage's cell outside the grid
        // before the cages become houses.
        let beside = Beside::new(&layout, side)?;
        if !layout.cages.is_empty() {
            houses = houses.with_cages(&layout.cages)?;
        }
        houses.check_values(&givens)?;
        Ok(Sudoku {
            houses,
            givens,
            beside,
            shape: Arc::new(Shape { region_of, layout }),
        })
    }

    /// The givens, row-major, 0 for an empty cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// The Sudoku of this one's shape with other givens: the same houses,
    /// shared (what solvers derive from them is made once for both, see
    /// [`Houses::derived`]). Refuses givens of another size, out of range
    /// or clashing, as [`Sudoku::with_layout`] does.
    pub fn with_givens(&self, givens: Vec<u8>) -> Result<Self, Invalid> {
        let side = self.side();
        if givens.len() != side * side {
            return Err(Invalid::Size {
                what: SizeOf::Grid,
                range: SizeRange::AsShape,
                got: givens.len(),
            });
        }
        check_range(&givens, side)?;
        let mut houses = self.houses.clone();
        houses.clear();
        houses.check_values(&givens)?;
        Ok(Sudoku {
            houses,
            givens,
            beside: self.beside.as_ref().map(Beside::cleared),
            shape: Arc::clone(&self.shape),
        })
    }

    /// The Killer cages' running sums, if it has cages.
    pub fn cage_sums(&self) -> Option<&CageSums> {
        self.beside.as_ref()?.sums()
    }

    /// The thermometers, if it has any.
    pub fn thermometers(&self) -> Option<&Thermometers> {
        self.beside.as_ref()?.thermometers()
    }

    /// The kropki dots, if it has any (or a negative constraint).
    pub fn kropki(&self) -> Option<&Dots> {
        self.beside.as_ref()?.dots()
    }

    /// The arrows, if it has any.
    pub fn arrows(&self) -> Option<&Arrows> {
        self.beside.as_ref()?.arrows()
    }

    /// The odd and even cells, if it has any.
    pub fn parity(&self) -> Option<&Parity> {
        self.beside.as_ref()?.parity()
    }

    /// The little killers, if it has any.
    pub fn little_killers(&self) -> Option<&LittleKillers> {
        self.beside.as_ref()?.little_killers()
    }

    /// The sandwich sums, if it has any.
    pub fn sandwiches(&self) -> Option<&Sandwiches> {
        self.beside.as_ref()?.sandwiches()
    }

    /// The whispers, palindromes and renbans, if it has any.
    pub fn line_rules(&self) -> Option<&LineRules> {
        self.beside.as_ref()?.lines()
    }

    /// The anti-knight and anti-king rules, if it has either.
    pub fn apart(&self) -> Option<&Apart> {
        self.beside.as_ref()?.apart()
    }

    /// Whether rules beside the houses (cages' sums, thermometers, kropki
    /// pairs, arrows) judge its digits too.
    pub fn has_rules_beside_houses(&self) -> bool {
        self.beside.is_some()
    }

    /// True for the classic 9x9 with 3x3 boxes and no other regions: the
    /// one the dedicated solver `fast::solve_nine` handles.
    pub fn is_classic_nine(&self) -> bool {
        self.is_nine(false)
    }

    /// Whether this is a 9x9 Sudoku X: standard boxes and both main
    /// diagonals, nothing else.
    pub fn is_x_nine(&self) -> bool {
        self.is_nine(true)
    }

    /// A 9x9 grid of standard boxes, with no other houses but the main
    /// diagonals if `diagonals`.
    fn is_nine(&self, diagonals: bool) -> bool {
        let l = &self.shape.layout;
        self.side() == 9
            && matches!(l.boxes, None | Some((3, 3)))
            && l.regions.is_none()
            && l.extra.is_empty()
            && l.cages.is_empty()
            && l.thermometers.is_empty()
            && !l.has_lines_or_dots()
            && l.diagonals == diagonals
    }

    /// The side of the grid (9 for a 9x9 Sudoku).
    pub fn side(&self) -> usize {
        self.houses.side()
    }

    /// The region (box or jigsaw piece) of each cell.
    pub fn region_of(&self) -> &[usize] {
        &self.shape.region_of
    }

    /// How the regions were described.
    pub fn layout(&self) -> &Layout {
        &self.shape.layout
    }

    /// The houses of the grid.
    pub fn houses(&self) -> &Houses {
        &self.houses
    }

    /// Whether `values` (a full grid) is a solution that keeps the givens.
    pub fn is_solution(&self, values: &[u8]) -> bool {
        self.solved_by(values)
    }
}

impl HouseRules for Sudoku {
    #[inline(always)]
    fn house_sets(&self) -> &Houses {
        &self.houses
    }
    #[inline(always)]
    fn house_sets_mut(&mut self) -> &mut Houses {
        &mut self.houses
    }
    #[inline(always)]
    fn given_values(&self) -> &[u8] {
        &self.givens
    }
    #[inline(always)]
    fn beside(&self) -> Option<&Beside> {
        self.beside.as_ref()
    }
    #[inline(always)]
    fn beside_mut(&mut self) -> Option<&mut Beside> {
        self.beside.as_mut()
    }
}
