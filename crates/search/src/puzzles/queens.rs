//! N-Queens: level = row, move = column.

use super::{bit, full, Constraints, Invalid, Line, Mask, Reason, SizeOf, SizeRange};

/// The largest N the mask strategies handle (their sets are 64-bit masks);
/// a board past it is stepped by [`crate::strategy::WideQueens`].
pub const MAX_QUEENS: usize = 32;

/// The largest N a search steps: a move's value (the column + 1) is one
/// byte.
pub const MAX_STEPPED_QUEENS: usize = u8::MAX as usize;

/// The largest N a board may have: past [`MAX_STEPPED_QUEENS`], `fast`'s
/// random restarts find a first solution
/// ([`crate::fast::random_queens`]), and the board draws a mark per queen.
pub const MAX_QUEENS_BOARD: usize = 1_000;

/// N queens on an N x N board, none attacking another. Cell = row, value =
/// column + 1.
///
/// Its [`Constraints`] (the masks) serve boards up to [`MAX_QUEENS`]; a
/// wider board ([`Queens::is_wide`]) is searched by
/// [`crate::strategy::WideQueens`] and judged by its values alone
/// ([`Queens::is_solution`], [`Constraints::why_not`]).
#[derive(Clone, Debug)]
pub struct Queens {
    n: usize,
    columns: Mask,
    rising: Mask,
    falling: Mask,
}

impl Queens {
    /// The puzzle for `n` queens. Panics outside 1..=1000; use [`Queens::checked`] for input.
    pub fn new(n: usize) -> Self {
        // Not `expect`, which would bring `Invalid`'s `Debug` into the page.
        Self::checked(n).unwrap_or_else(|_| panic!("N from 1 to 1000"))
    }

    /// The puzzle for `n` queens, refusing N outside 1..=[`MAX_QUEENS_BOARD`].
    pub fn checked(n: usize) -> Result<Self, Invalid> {
        if !(1..=MAX_QUEENS_BOARD).contains(&n) {
            return Err(Invalid::Size {
                what: SizeOf::N,
                range: SizeRange::Whole {
                    lo: 1,
                    hi: MAX_QUEENS_BOARD,
                },
                got: n,
            });
        }
        Ok(Queens {
            n,
            columns: 0,
            rising: 0,
            falling: 0,
        })
    }

    /// The number of queens (and rows, and columns).
    pub fn n(&self) -> usize {
        self.n
    }

    /// Whether the board is past the masks' [`MAX_QUEENS`].
    pub fn is_wide(&self) -> bool {
        self.n > MAX_QUEENS
    }

    /// Whether the board is past the columns a move names
    /// ([`MAX_STEPPED_QUEENS`]): only `fast` finds a solution of it.
    pub fn is_unstepped(&self) -> bool {
        self.n > MAX_STEPPED_QUEENS
    }

    /// Whether `columns` (1-based, one per row: bytes, or two bytes past
    /// 255 columns) places N queens none attacking.
    pub fn is_solution<V: Copy + Into<i64>>(&self, columns: &[V]) -> bool {
        columns.len() == self.n
            && (0..self.n).all(|a| {
                let ca: i64 = columns[a].into();
                (1..=self.n as i64).contains(&ca)
                    && (0..a).all(|b| {
                        let cb: i64 = columns[b].into();
                        ca != cb && (ca - cb).abs() != (a - b) as i64
                    })
            })
    }

    #[inline]
    fn diagonals(&self, row: usize, value: u32) -> (Mask, Mask) {
        let col = value as usize - 1;
        (
            bit((row + col) as u32),
            bit((row + self.n - 1 - col) as u32),
        )
    }
}

impl Constraints for Queens {
    fn cells(&self) -> usize {
        self.n
    }
    fn size(&self) -> u32 {
        self.n as u32
    }
    fn given(&self, _cell: usize) -> Option<u32> {
        None
    }
    #[inline]
    fn place(&mut self, cell: usize, value: u32) {
        let (r, f) = self.diagonals(cell, value);
        self.columns |= bit(value);
        self.rising |= r;
        self.falling |= f;
    }
    #[inline]
    fn unplace(&mut self, cell: usize, value: u32) {
        let (r, f) = self.diagonals(cell, value);
        self.columns &= !bit(value);
        self.rising &= !r;
        self.falling &= !f;
    }
    fn free(&self, cell: usize) -> Mask {
        let mut free = full(self.n as u32) & !self.columns;
        let mut m = free;
        while m != 0 {
            let v = m.trailing_zeros();
            m &= m - 1;
            let (r, f) = self.diagonals(cell, v);
            if self.rising & r != 0 || self.falling & f != 0 {
                free &= !bit(v);
            }
        }
        free
    }
    #[inline]
    fn consistent(&self, cell: usize, value: u32) -> bool {
        let (r, f) = self.diagonals(cell, value);
        self.columns & bit(value) == 0 && self.rising & r == 0 && self.falling & f == 0
    }
    /// Every column holds exactly one queen: all rows form one house.
    fn complete_houses(&self) -> Vec<Vec<u16>> {
        vec![(0..self.n as u16).collect()]
    }
    /// The article lists every column and lets `valid` refuse the attacked ones.
    fn classic_moves(&self, _cell: usize) -> Mask {
        full(self.n as u32)
    }
    /// The first queen, from the top, that attacks the square.
    fn why_not(&self, board: &[u8], cell: usize, value: u32) -> Option<Reason> {
        let (row, col) = (cell as i64, i64::from(value) - 1);
        board.iter().enumerate().find_map(|(r, &v)| {
            let (r, c) = (r as i64, i64::from(v) - 1);
            if v == 0 || r == row {
                return None;
            }
            let line = if c == col {
                Line::Column
            } else if r - c == row - col {
                Line::Diagonal
            } else if r + c == row + col {
                Line::AntiDiagonal
            } else {
                return None;
            };
            Some(Reason::Attacked {
                row: r as usize,
                column: c as usize,
                line,
            })
        })
    }
    fn strike(&self, cell: usize, value: u32, domains: &mut [Mask]) {
        let col = value as i64;
        for (row, d) in domains.iter_mut().enumerate() {
            if row == cell {
                continue;
            }
            let dist = (row as i64 - cell as i64).abs();
            *d &= !bit(value);
            for c in [col - dist, col + dist] {
                if (1..=self.n as i64).contains(&c) {
                    *d &= !bit(c as u32);
                }
            }
        }
    }
}
