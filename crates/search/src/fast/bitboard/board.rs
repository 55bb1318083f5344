//! One state of the bitboard search: for each value, the cells that may
//! still hold it (a placed cell keeps only its own value's bit), and the
//! cells not placed yet. Placing a value is two masks, not a walk over
//! the cell's peers; counting a cell's candidates is done for all cells
//! at once, value plane by value plane.

use super::cells::CellSet;
use super::layout::{HouseSet, Layout};
use super::lock::lock;

/// Candidates by value, the open cells and the houses each value is not
/// placed in: 264 bytes (64-bit sets), 400 (128-bit) or 672 (256-bit),
/// copied per guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bitboard<Cells> {
    /// `cands[v]`: the cells that may hold value `v + 1`.
    pub cands: [Cells; 16],
    /// The cells not placed yet.
    pub open: Cells,
    /// `unplaced[v]`: the complete houses where value `v + 1` is not
    /// placed yet. Only those can still make a hidden single of it or lock
    /// it: where it is placed, its peers have lost it.
    unplaced: [HouseSet; 16],
}

/// Whether to look for locked candidates when singles stall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Naked and hidden singles only.
    Singles,
    /// Singles, then locked candidates (pointing and claiming).
    Locked,
}

/// A contradiction: a cell or a house left without a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dead;

/// Each value's cells when hidden singles, and locked candidates, were
/// last looked for in one [`Bitboard::settle`].
struct Seen<Cells> {
    hidden: [Cells; 16],
    locked: [Cells; 16],
    /// Every house is to be looked at once (no board to start from).
    everything: bool,
}

/// The cells holding at least one, two and three candidates.
#[inline(always)]
fn two_and_three<Cells: CellSet>(cands: &[Cells]) -> (Cells, Cells, Cells) {
    let (mut one, mut two, mut three) = (Cells::EMPTY, Cells::EMPTY, Cells::EMPTY);
    for &c in cands {
        three |= two & c;
        two |= one & c;
        one |= c;
    }
    (one, two, three)
}

/// How many of `cands` hold each cell, in binary: bit `d` of a cell's
/// count is in the `d`-th set (counts up to 31).
#[inline(always)]
fn counts<Cells: CellSet>(cands: &[Cells]) -> [Cells; 5] {
    let mut digits = [Cells::EMPTY; 5];
    for &c in cands {
        let mut carry = c;
        for digit in &mut digits {
            let next = *digit & carry;
            *digit = *digit ^ carry;
            carry = next;
            if carry.is_empty() {
                break;
            }
        }
    }
    digits
}

impl<Cells: CellSet> Bitboard<Cells> {
    /// Every value possible in every cell of `layout`.
    pub fn empty(layout: &Layout<Cells>) -> Self {
        let mut cands = [Cells::EMPTY; 16];
        cands[..layout.side].fill(layout.every_cell);
        Bitboard {
            cands,
            open: layout.every_cell,
            unplaced: [layout.every_house(); 16],
        }
    }

    /// Places `givens` (0 = empty, else `1..=side`) on an empty board,
    /// value by value rather than given by given. `Dead` when a given is
    /// out of range or two equal givens share a house: exactly when
    /// placing them one by one would fail (the board is then of no use).
    pub fn place_givens(&mut self, layout: &Layout<Cells>, givens: &[u8]) -> Result<(), Dead> {
        let mut at = [Cells::EMPTY; 16];
        for (cell, &g) in givens.iter().enumerate() {
            match usize::from(g) {
                0 => {}
                v if v <= layout.side => at[v - 1] |= Cells::single(cell as u32),
                _ => return Err(Dead),
            }
        }
        let given = at.iter().fold(Cells::EMPTY, |all, &cells| all | cells);
        self.open = layout.every_cell & !given;
        for (v, &mine) in at[..layout.side].iter().enumerate() {
            self.cands[v] = self.open | mine;
            self.claim(layout, v, mine)?;
        }
        Ok(())
    }

    /// Gives value `v` (0-based) to `cells`, which hold no other value:
    /// their peers lose it and their houses have it. `Dead` when two of
    /// them see each other.
    #[inline(always)]
    fn claim(&mut self, layout: &Layout<Cells>, v: usize, cells: Cells) -> Result<(), Dead> {
        let (peers, houses) = layout.around(cells);
        if peers.meets(cells) {
            return Err(Dead);
        }
        self.cands[v] &= !peers;
        self.unplaced[v] &= !houses;
        Ok(())
    }

    /// Writes the values (`1..=side`) of a board whose every cell is
    /// placed into `values`, one per cell.
    pub fn write_values(&self, layout: &Layout<Cells>, values: &mut [u8]) {
        for (v, &cells) in self.cands[..layout.side].iter().enumerate() {
            cells.for_each(|cell| values[cell as usize] = v as u8 + 1);
        }
    }

    /// Places value `v` (0-based) at `cell`, striking it from the cell's
    /// peers. False when the cell can no longer hold it.
    #[inline(always)]
    pub fn place(&mut self, layout: &Layout<Cells>, v: usize, cell: u32) -> bool {
        let bit = Cells::single(cell);
        if !self.cands[v].meets(bit) {
            return false;
        }
        // The value's new cells are worked out before the loop writes
        // them: read back right after, the loop's two 64-bit halves cannot
        // be forwarded to one 128-bit load, and the processor waits.
        let own = (self.cands[v] & !layout.peers(cell)) | bit;
        for c in &mut self.cands[..layout.side] {
            *c &= !bit;
        }
        self.cands[v] = own;
        self.open &= !bit;
        self.unplaced[v] &= !layout.cell_houses(cell);
        true
    }

    /// The values (bit `v` for value `v + 1`) still possible at `cell`.
    pub fn values_at(&self, side: usize, cell: u32) -> u32 {
        let mut values = 0;
        for (v, &c) in self.cands[..side].iter().enumerate() {
            values |= u32::from(c.contains(cell)) << v;
        }
        values
    }

    /// Deduces to a fixed point: naked singles, hidden singles in the
    /// complete houses, and (with [`Reach::Locked`]) locked candidates in
    /// their overlaps, each only when the ones before found nothing. False
    /// when a cell has no value left or a house has no place for one. The
    /// fixed point is the one the house solver reaches: the same rules,
    /// applied until none changes anything.
    ///
    /// `since`: a board that was at this fixed point (the one a guess was
    /// made on), or nothing. Only what changed since is looked at again: a
    /// value whose cells in a house are as they were there cannot make a
    /// new hidden single or lock anew.
    pub fn settle(&mut self, layout: &Layout<Cells>, reach: Reach, since: Option<&Self>) -> bool {
        let mut seen = Seen {
            hidden: since.map_or([Cells::EMPTY; 16], |b| b.cands),
            locked: since.map_or([Cells::EMPTY; 16], |b| b.cands),
            everything: since.is_none(),
        };
        loop {
            match self.naked_singles(layout) {
                Ok(true) => continue,
                Ok(false) => {}
                Err(Dead) => return false,
            }
            match self.hidden_singles(layout, &mut seen) {
                Ok(true) => continue,
                Ok(false) => {}
                Err(Dead) => return false,
            }
            if reach == Reach::Singles
                || self.open.is_empty()
                || !self.locked_candidates(layout, &mut seen.locked)
            {
                return true;
            }
        }
    }

    /// Places every cell with one candidate left. True when there was one.
    fn naked_singles(&mut self, layout: &Layout<Cells>) -> Result<bool, Dead> {
        let (one, two, _) = two_and_three(&self.cands[..layout.side]);
        if self.open.meets(!one) {
            return Err(Dead);
        }
        let singles = self.open & !two;
        if singles.is_empty() {
            return Ok(false);
        }
        // All of a value's singles at once: they hold no other value, so
        // placing them only strikes their peers, unless two see each other.
        for v in 0..layout.side {
            let mine = singles & self.cands[v];
            if !mine.is_empty() {
                self.claim(layout, v, mine)?;
            }
        }
        self.open &= !singles;
        Ok(true)
    }

    /// Places every value that has one place left in a complete house, in
    /// the houses where its cells changed since `seen`. True when one was
    /// placed.
    fn hidden_singles(
        &mut self,
        layout: &Layout<Cells>,
        seen: &mut Seen<Cells>,
    ) -> Result<bool, Dead> {
        let everything = std::mem::take(&mut seen.everything);
        let mut placed = false;
        for (v, seen) in seen.hidden[..layout.side].iter_mut().enumerate() {
            let now = self.cands[v];
            let changed = now ^ *seen;
            if changed.is_empty() && !everything {
                continue;
            }
            // What a placement below changes is looked at next time.
            *seen = now;
            let mut touched = self.unplaced[v]
                & if everything {
                    HouseSet::MAX
                } else {
                    layout.touched(changed)
                };
            while touched != 0 {
                let house = layout.house(touched.trailing_zeros());
                touched &= touched - 1;
                let cells = self.cands[v] & house;
                // Most houses have two places or more: one test for them.
                if !cells.at_most_one() {
                    continue;
                }
                if cells.is_empty() {
                    return Err(Dead);
                }
                if cells.meets(self.open) {
                    if !self.place(layout, v, cells.first()) {
                        return Err(Dead);
                    }
                    placed = true;
                }
            }
        }
        Ok(placed)
    }

    /// Strikes the locked candidates of every value whose cells changed
    /// since `seen` (each value's cells when last looked at). True when
    /// one was struck.
    fn locked_candidates(&mut self, layout: &Layout<Cells>, seen: &mut [Cells; 16]) -> bool {
        let mut struck = false;
        for (v, seen) in seen[..layout.side].iter_mut().enumerate() {
            let before = self.cands[v];
            if before == *seen {
                continue;
            }
            let mut cells = before;
            // Only overlaps where the value's cells changed since it was
            // last looked for can lock anew; then, until a pass strikes
            // nothing, those where the pass before struck.
            let mut changed = before ^ *seen;
            loop {
                let pass = cells;
                cells = lock(layout, cells, layout.touched(changed), self.unplaced[v]);
                if cells == pass {
                    break;
                }
                changed = cells ^ pass;
            }
            self.cands[v] = cells;
            *seen = cells;
            struck |= cells != before;
        }
        struck
    }

    /// The open cell with the fewest candidates, the first in cell order
    /// among equals, with its values. `None` when every cell is placed.
    pub fn pick(&self, side: usize) -> Option<(u32, u32)> {
        if self.open.is_empty() {
            return None;
        }
        let (_, two, three) = two_and_three(&self.cands[..side]);
        let pairs = self.open & two & !three;
        let cell = if !pairs.is_empty() {
            pairs.first()
        } else {
            // Every cell's count at once, in binary, one set per digit;
            // then the cells of each count from 3 up, until there are some.
            let digits = counts(&self.cands[..side]);
            (3..=side)
                .map(|count| {
                    digits
                        .iter()
                        .enumerate()
                        .fold(self.open, |cells, (d, &digit)| {
                            cells & if count >> d & 1 == 1 { digit } else { !digit }
                        })
                })
                .find(|cells| !cells.is_empty())
                .map_or(self.open.first(), CellSet::first)
        };
        Some((cell, self.values_at(side, cell)))
    }
}
