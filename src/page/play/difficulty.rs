//! How hard the puzzle on the board is: asked of the maker worker when a
//! puzzle opens (the solvers' figures and the hints' hardest step take
//! too long for the page), shown beside the play bar when it answers.

use super::{Difficulty, Play, Technique};
use crate::i18n::{by_count, Lang, Numbers, T};
use crate::page::ctx::Ctx;
use crate::page::workers::Worker;
use crate::page::Editor;
use crate::protocol::{Reply, Request};
use crate::puzzles::PuzzleSpec;

impl Play {
    /// The puzzle of `editor` is new: its difficulty and its solutions
    /// are asked for, unless a race is on (it shows no play bar to
    /// measure for).
    pub(in crate::page) fn measure(&mut self, editor: &Editor, racing: bool, ctx: &mut Ctx) {
        self.difficulty = None;
        if !editor.plays() || racing {
            return;
        }
        // The solutions first (so that a first check or hint has them),
        // whose answer comes before the measure's, which stops the maker.
        self.ask_solutions(editor, ctx);
        let request = Request::Measure {
            puzzle: editor.puzzle().spec(),
        };
        ctx.send(Worker::Maker, request);
    }

    /// The maker's measure: kept if it is of `puzzle`, the puzzle still
    /// on the board, and the puzzle has one solution.
    pub(in crate::page) fn measured(&mut self, reply: Reply, puzzle: &PuzzleSpec) {
        let Reply::Measured {
            puzzle: measured,
            solutions,
            guesses,
            attempts,
            technique,
        } = reply
        else {
            return;
        };
        if *measured != *puzzle || solutions != 1 {
            return;
        }
        self.difficulty = Some(Difficulty {
            guesses,
            attempts,
            technique,
        });
    }
}

impl Difficulty {
    /// The words for the play bar: the hardest step a person needs, and
    /// the solvers' figures.
    pub fn text(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        let count =
            |n: u64, one, other| lang.fill(by_count(numbers, n, one, other), &[&numbers.int(n)]);
        let guesses = count(self.guesses, T::DifficultyGuessOne, T::DifficultyGuessMany);
        let attempts = match self.attempts {
            Some(n) => count(n, T::DifficultyAttemptOne, T::DifficultyAttemptMany),
            None => lang.fill(
                T::DifficultyAttemptsOver,
                &[&numbers.int(crate::generate::CLASSIC_BUDGET)],
            ),
        };
        let searched = lang.fill(T::DifficultySearch, &[&guesses, &attempts]);
        match self.technique {
            Some(technique) => {
                let needs = match technique {
                    Technique::Singles => T::TechniqueSingles,
                    Technique::Locked => T::TechniqueLocked,
                    Technique::Rules => T::TechniqueRules,
                    Technique::Guessing => T::TechniqueGuessing,
                };
                format!(
                    "{} {searched}",
                    lang.fill(T::DifficultyNeeds, &[lang.t(needs)])
                )
            }
            None => searched,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::PlainNumbers;

    #[test]
    fn a_difficulty_says_the_step_and_the_solvers_figures_with_plurals() {
        let d = Difficulty {
            guesses: 1,
            attempts: Some(4209),
            technique: Some(Technique::Singles),
        };
        assert_eq!(
            d.text(Lang::En, &PlainNumbers),
            "Difficulty: singles suffice. The solvers: 1 guess by fast, 4,209 attempts by classic to the first solution."
        );
        let far = Difficulty {
            guesses: 0,
            attempts: None,
            technique: None,
        };
        assert!(far.text(Lang::De, &PlainNumbers).contains("0 Rateversuche"));
    }
}
