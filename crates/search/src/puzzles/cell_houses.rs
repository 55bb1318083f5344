//! The houses of one cell, stored inline.

/// The most houses one cell can belong to: row, column, region and up to
/// five extra regions.
pub const MAX_HOUSES_PER_CELL: usize = 8;

/// The houses of one cell, stored inline: the hot loop of the search reads
/// these for every candidate, and one pointer chase less per read matters.
/// (A path without a loop for cells of at most three houses, the ids
/// padded with repeats, made the article's exhaustive run 7% faster in
/// Node's V8 but 5% slower in Chromium's: not kept.)
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct CellHouses {
    len: u8,
    ids: [u16; MAX_HOUSES_PER_CELL],
}

impl CellHouses {
    /// Adds house `h`; the caller keeps to [`MAX_HOUSES_PER_CELL`].
    pub(super) fn push(&mut self, h: u16) {
        self.ids[usize::from(self.len)] = h;
        self.len += 1;
    }

    /// The house ids, in the order they were added.
    #[inline]
    pub(super) fn as_slice(&self) -> &[u16] {
        &self.ids[..usize::from(self.len)]
    }
}
