//! The columns and diagonals that queens hold on a board of any size, as
//! one flag per line: the course's own bookkeeping, for boards past the
//! 64-bit masks of [`super::Queens`].

/// The columns and diagonals taken on an `n` by `n` board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueenLines {
    n: usize,
    columns: Vec<bool>,
    rising: Vec<bool>,
    falling: Vec<bool>,
}

impl QueenLines {
    /// An empty `n` by `n` board.
    pub fn new(n: usize) -> Self {
        QueenLines {
            n,
            columns: vec![false; n],
            rising: vec![false; 2 * n],
            falling: vec![false; 2 * n],
        }
    }

    /// Whether a queen at (`row`, `col`), both from 0, is attacked by none
    /// placed.
    #[inline]
    pub fn is_safe(&self, row: usize, col: usize) -> bool {
        !self.columns[col] && !self.rising[row + col] && !self.falling[row + self.n - col]
    }

    /// Places (`on`) or takes back a queen at (`row`, `col`).
    #[inline]
    pub fn set(&mut self, row: usize, col: usize, on: bool) {
        self.columns[col] = on;
        self.rising[row + col] = on;
        self.falling[row + self.n - col] = on;
    }

    /// Bytes held, roughly.
    pub fn footprint(&self) -> usize {
        5 * self.n
    }
}
