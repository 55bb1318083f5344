//! What a person marks on a Tents square: nothing, a tent or grass.

/// What a person has marked on a Tents square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CampMark {
    /// Nothing yet.
    Empty = 0,
    /// A tent.
    Tent = 1,
    /// Grass: no tent here.
    Grass = 2,
}

impl CampMark {
    /// The mark of a stored number (anything unknown is empty).
    pub fn of(n: u8) -> CampMark {
        match n {
            1 => CampMark::Tent,
            2 => CampMark::Grass,
            _ => CampMark::Empty,
        }
    }

    /// The tents of a board's `marks`: 1 where a tent stands, 0
    /// elsewhere (the form of the search's `Tents::tent_grid`).
    pub fn tent_grid(marks: &[u8]) -> Vec<u8> {
        marks
            .iter()
            .map(|&m| u8::from(CampMark::of(m) == CampMark::Tent))
            .collect()
    }

    /// The mark a click gives after this one: empty, tent, grass, empty.
    pub fn next(self) -> CampMark {
        match self {
            CampMark::Empty => CampMark::Tent,
            CampMark::Tent => CampMark::Grass,
            CampMark::Grass => CampMark::Empty,
        }
    }
}
