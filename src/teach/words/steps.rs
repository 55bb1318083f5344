//! The sentences of the search's own steps (start, try, place, back
//! up, solution, end), for every puzzle but a Tents search that goes
//! tree by tree, which has its own words.

use super::{square_name, strikes, value_word, Numbers};
use crate::engine::Move;
use crate::i18n::{Lang, T};
use crate::kinds::{kind_of, Level};
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;
use crate::teach::Strike;

/// The words of one puzzle in one language: how its cells, squares and
/// values are named, and the sentence of each kind of step.
pub(super) struct StepWords<'a> {
    /// The puzzle searched.
    pub puzzle: &'a AnyPuzzle,
    /// The reader's language.
    pub lang: Lang,
}

impl StepWords<'_> {
    /// N-Queens, whose levels are rows and whose values are columns.
    fn queens(&self) -> bool {
        kind_of(self.puzzle).level() == Level::Row
    }

    /// A cell's name: `r3c4`.
    fn cell(&self, cell: usize) -> String {
        self.puzzle.cell_name(cell)
    }

    /// The square a value takes in a cell: `r1c3` (a queen's square).
    fn square(&self, cell: usize, value: u8) -> String {
        square_name(self.puzzle, Move::new(cell, u32::from(value)))
    }

    /// A value as written: `5`, `C`, `–`.
    fn value(&self, value: u8) -> String {
        value_word(self.puzzle, value)
    }

    /// Before the first try: where the search starts, if known.
    pub fn start(&self, strategy: Strategy, first: Option<usize>) -> String {
        let lang = self.lang;
        match first {
            Some(c) if self.queens() => lang.fill(T::FactStartRow, &[&(c + 1).to_string()]),
            Some(c) => match strategy {
                Strategy::Mrv | Strategy::Random { .. } => {
                    lang.fill(T::FactStartMrv, &[&self.cell(c)])
                }
                _ => lang.fill(T::FactStartCell, &[&self.cell(c)]),
            },
            None => lang.t(T::FactStartNone).to_string(),
        }
    }

    /// A candidate taken: the `nth` of `of`, the cell's given, or the
    /// next value after one taken back.
    pub fn try_candidate(
        &self,
        cell: usize,
        value: u8,
        given: bool,
        next_value: bool,
        (nth, of): (usize, usize),
    ) -> String {
        let lang = self.lang;
        let n = |i: usize| i.to_string();
        if self.queens() {
            let square = self.square(cell, value);
            lang.fill(T::FactTryQueen, &[&n(cell + 1), &square, &n(nth), &n(of)])
        } else if given {
            lang.fill(T::FactTryGiven, &[&self.cell(cell), &self.value(value)])
        } else if next_value {
            lang.fill(T::FactTryNext, &[&self.cell(cell), &self.value(value)])
        } else {
            let (cell, value) = (self.cell(cell), self.value(value));
            lang.fill(T::FactTry, &[&cell, &value, &n(nth), &n(of)])
        }
    }

    /// Why a value a given further on holds is tried all the same.
    pub fn given_ahead(&self, at: usize, value: u8) -> String {
        self.lang
            .fill(T::FactGivenAhead, &[&self.value(value), &self.cell(at)])
    }

    /// A candidate recorded at `level`: where the next level works, and
    /// what cleanup struck.
    pub fn place(
        &self,
        cell: usize,
        value: u8,
        level: usize,
        next: Option<usize>,
        struck: &[Strike],
    ) -> String {
        let lang = self.lang;
        let mut out = if self.queens() {
            lang.fill(T::FactPlaceQueen, &[&self.square(cell, value)])
        } else {
            lang.fill(T::FactPlace, &[&self.cell(cell), &self.value(value)])
        };
        match next {
            Some(x) if self.queens() => out += &lang.fill(T::FactOnRow, &[&(x + 1).to_string()]),
            Some(x) => {
                out += &lang.fill(T::FactOnLevel, &[&(level + 1).to_string(), &self.cell(x)]);
            }
            None => {}
        }
        if !struck.is_empty() {
            out += &lang.fill(T::FactCleanup, &[&strikes(self.puzzle, struck, lang)]);
        }
        out + lang.t(T::FactEnd)
    }

    /// A move taken back: after a solution, or because the cell of the
    /// level below (`dead_end`) ran out of candidates.
    pub fn backtrack(
        &self,
        dead_end: Option<usize>,
        cell: usize,
        value: u8,
        after_solution: bool,
    ) -> String {
        let lang = self.lang;
        let square = || self.square(cell, value);
        match dead_end {
            _ if after_solution => lang.fill(T::FactAfterSolution, &[&square()]),
            Some(d) if self.queens() => lang.fill(
                T::FactBackQueen,
                &[&(d + 1).to_string(), &(cell + 1).to_string(), &square()],
            ),
            Some(d) => self.back_to(d, cell, value),
            None => lang.fill(T::FactBackPlain, &[&square()]),
        }
    }

    /// Back from `dead_end` (a cell that ran out of candidates, perhaps
    /// a given that clashed) to the move in `cell`.
    fn back_to(&self, dead_end: usize, cell: usize, value: u8) -> String {
        let (dead, back, value) = (self.cell(dead_end), self.cell(cell), self.value(value));
        match self.puzzle.given(dead_end) {
            Some(g) => self.lang.fill(
                T::FactBackGiven,
                &[&dead, &self.value(g as u8), &back, &value],
            ),
            None => self.lang.fill(T::FactBack, &[&dead, &back, &value]),
        }
    }

    /// Solution number `index` found.
    pub fn solution(&self, index: u64, numbers: &dyn Numbers) -> String {
        let key = if self.queens() {
            T::FactSolutionQueens
        } else {
            T::FactSolution
        };
        self.lang.fill(key, &[&numbers.int(index)])
    }

    /// The whole tree searched, with `solutions` found.
    pub fn exhausted(&self, solutions: u64, numbers: &dyn Numbers) -> String {
        let lang = self.lang;
        match solutions {
            0 => lang.t(T::FactExhaustedNone).to_string(),
            1 => lang.t(T::FactExhaustedOne).to_string(),
            _ => lang.fill(T::FactExhaustedMany, &[&numbers.int(solutions)]),
        }
    }
}
