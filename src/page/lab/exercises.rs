//! Exercises drawn from the sources, each a starting code made from the
//! article's (a method left for the learner to write, or written wrong
//! on purpose) and a task; "Check my code" says when the learner's search
//! is the built-in one again.

use super::{prefilled, LabKind};
use crate::i18n::{Lang, T};

/// One exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// The puzzle it is for.
    pub kind: LabKind,
    /// Its name in the menu.
    pub title: T,
    /// What to do.
    pub task: T,
    /// The article's lines it replaces, and with what (`«Todo»` stands for
    /// the comment that says what is left to write).
    replace: (&'static str, &'static str),
    /// The comment that says what is left to write (for `«Todo»`).
    todo: T,
    /// Checked by its solutions, not its steps: the order of the moves is
    /// the learner's.
    pub by_solutions: bool,
}

/// The exercises, in the menu's order.
pub const EXERCISES: [Exercise; 7] = [
    Exercise {
        kind: LabKind::Queens,
        title: T::LabExerciseQueensValid,
        task: T::LabExerciseQueensValidTask,
        replace: (
            "        for row in range(level):\n            col = self.vector[row]\n            if col == move or abs(col - move) == level - row:\n                return False\n        return True",
            "        # «Todo»\n        return True",
        ),
        todo: T::LabExerciseTodo,
        by_solutions: false,
    },
    Exercise {
        kind: LabKind::Sudoku,
        title: T::LabExerciseRowOnly,
        task: T::LabExerciseRowOnlyTask,
        replace: (
            "        if move in col:\n            return False, \"«Column»\"\n        if move in box:\n            return False, \"«Box»\"\n",
            "        # «Todo»\n",
        ),
        todo: T::LabExerciseTodo,
        by_solutions: false,
    },
    Exercise {
        kind: LabKind::Sudoku,
        title: T::LabExerciseGetSets,
        task: T::LabExerciseGetSetsTask,
        replace: (
            "        return self.rows[r], self.cols[c], self.boxes[(r // 3) * 3 + c // 3]",
            "        # «Todo»\n        return self.rows[r], self.cols[c], self.boxes[0]",
        ),
        todo: T::LabExerciseTodo,
        by_solutions: false,
    },
    Exercise {
        kind: LabKind::Kendoku,
        title: T::LabExerciseCage,
        task: T::LabExerciseCageTask,
        replace: (
            "        target, op, cells = self.cage[level]\n        if level == max(cells):\n            values = [self.grid[c] for c in cells if c != level] + [move]\n            if not holds(op, target, values):\n                return False, \"«Cage»\"\n",
            "        # «Todo»\n",
        ),
        todo: T::LabExerciseTodo,
        by_solutions: false,
    },
    Exercise {
        kind: LabKind::Queens,
        title: T::LabExerciseRandom,
        task: T::LabExerciseRandomTask,
        replace: (
            "        return list(range(1, self.n + 1))",
            "        moves = list(range(1, self.n + 1))\n        # «Todo»\n        return moves",
        ),
        todo: T::LabExerciseRandomTodo,
        by_solutions: true,
    },
    Exercise {
        kind: LabKind::SudokuX,
        title: T::LabExerciseDiagonals,
        task: T::LabExerciseDiagonalsTask,
        replace: (
            "        if r == c:\n            sets.append(self.diagonals[0])\n        if r + c == 8:\n            sets.append(self.diagonals[1])\n",
            "        # «Todo»\n",
        ),
        todo: T::LabExerciseTodo,
        by_solutions: false,
    },
    Exercise {
        kind: LabKind::Queens,
        title: T::LabExerciseCount,
        task: T::LabExerciseCountTask,
        replace: (
            "        return level == self.n",
            "        # «Todo»\n        return False",
        ),
        todo: T::LabExerciseTodo,
        by_solutions: true,
    },
];

impl Exercise {
    /// The starting code, its comments in `lang`.
    pub fn start(&self, lang: Lang) -> String {
        let (old, new) = self.replace;
        let article = prefilled(self.kind, lang);
        let old = old
            .replace("«Column»", lang.t(T::LabReasonColumn))
            .replace("«Box»", lang.t(T::LabReasonBox))
            .replace("«Cage»", lang.t(T::LabReasonCage));
        let new = new.replace("«Todo»", lang.t(self.todo));
        article.replace(&old, &new)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_exercise_changes_the_articles_code_in_every_language() {
        for exercise in EXERCISES {
            for lang in [Lang::En, Lang::De, Lang::Nl] {
                let start = exercise.start(lang);
                assert_ne!(
                    start,
                    prefilled(exercise.kind, lang),
                    "{exercise:?} {lang:?}"
                );
                assert!(start.contains(lang.t(exercise.todo)));
            }
        }
    }
}
