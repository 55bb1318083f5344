//! The learner's methods through [`Learner`] drive the search exactly as
//! the built-in classic strategy does, when they are the article's own
//! (written here in Rust, as the page's bridge hands Python's answers
//! over); a method that fails stops the search at that call.

use super::*;
use crate::engine::{Event, Search};
use crate::puzzles::{Queens, Sudoku};
use crate::strategy::Classic;

const PRESSE: &str =
    "3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..";

/// The article's Sudoku methods: sets of the values placed in each row,
/// column and box; a given is its cell's only move.
struct ArticleSudoku {
    givens: Vec<u8>,
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl ArticleSudoku {
    fn new(text: &str) -> Self {
        let givens = text
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        ArticleSudoku {
            givens,
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
        }
    }

    fn sets(level: usize) -> (usize, usize, usize) {
        (level / 9, level % 9, level / 27 * 3 + level % 9 / 3)
    }

    fn free(&self, level: usize, v: u8) -> bool {
        let (r, c, b) = Self::sets(level);
        (self.rows[r] | self.cols[c] | self.boxes[b]) & (1 << v) == 0
    }

    fn toggle(&mut self, level: usize, v: u8) {
        let (r, c, b) = Self::sets(level);
        self.rows[r] ^= 1 << v;
        self.cols[c] ^= 1 << v;
        self.boxes[b] ^= 1 << v;
    }
}

impl Methods for ArticleSudoku {
    fn moves(&mut self, level: usize) -> Result<Vec<i64>, LabError> {
        Ok(match self.givens[level] {
            0 => (1..=9)
                .filter(|&v| self.free(level, v))
                .map(i64::from)
                .collect(),
            g => vec![i64::from(g)],
        })
    }
    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError> {
        let ok = self.free(level, value);
        let reason = (!ok).then(|| format!("{value} is in a set"));
        Ok(Verdict { ok, reason })
    }
    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.toggle(level, value);
        Ok(())
    }
    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.toggle(level, value);
        Ok(())
    }
    fn done(&mut self, level: usize) -> Result<bool, LabError> {
        Ok(level == 81)
    }
}

/// The course's N-Queens methods: every column is a move; `valid` looks
/// for a queen in the same column or on a diagonal.
pub(super) struct CourseQueens {
    pub(super) n: usize,
    pub(super) placed: Vec<usize>,
}

impl Methods for CourseQueens {
    fn moves(&mut self, _level: usize) -> Result<Vec<i64>, LabError> {
        Ok((1..=self.n as i64).collect())
    }
    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError> {
        let col = usize::from(value);
        let attacked = self
            .placed
            .iter()
            .enumerate()
            .any(|(row, &c)| c == col || row + c == level + col || row + col == level + c);
        Ok(Verdict {
            ok: !attacked,
            reason: None,
        })
    }
    fn record(&mut self, _level: usize, value: u8) -> Result<(), LabError> {
        self.placed.push(usize::from(value));
        Ok(())
    }
    fn undo(&mut self, _level: usize, _value: u8) -> Result<(), LabError> {
        self.placed.pop();
        Ok(())
    }
    fn done(&mut self, level: usize) -> Result<bool, LabError> {
        Ok(level == self.n)
    }
}

pub(super) fn in_order(cells: usize, max_value: u8) -> Board {
    Board {
        cell_of_level: (0..cells as u16).collect(),
        max_value,
    }
}

fn presse_givens() -> Vec<u8> {
    PRESSE
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect()
}

#[test]
fn the_articles_sudoku_methods_give_classics_events_on_presse() {
    let mut ours = Search::new(Classic::new(Sudoku::new(presse_givens()).unwrap()));
    let mut learners = Search::new(Learner::new(ArticleSudoku::new(PRESSE), in_order(81, 9)));
    // Every event to the first solution (2,455,282 attempts).
    for step in 0..50_000_000u64 {
        let event = ours.step();
        assert_eq!(learners.step(), event, "step {step}");
        if matches!(event, Event::Solution { .. } | Event::Exhausted) {
            break;
        }
    }
    assert_eq!(learners.stats(), ours.stats());
    assert!(
        ours.stats().solutions == 1,
        "Presse's solution is among the events compared"
    );
    assert_eq!(learners.puzzle().failure(), None);
}

#[test]
fn the_courses_queens_methods_count_92_with_classics_counters() {
    let mut ours = Search::new(Classic::new(Queens::new(8)));
    let board = in_order(8, 8);
    let mut learners = Search::new(Learner::new(
        CourseQueens {
            n: 8,
            placed: Vec::new(),
        },
        board,
    ));
    ours.run(Default::default(), |_, _| {});
    learners.run(Default::default(), |_, _| {});
    assert_eq!(learners.stats().solutions, 92);
    assert_eq!(learners.stats(), ours.stats());
}

#[test]
fn the_learners_reason_for_a_refused_move_is_kept() {
    // A `valid` that refuses every move, with its reason.
    struct Refuses;
    impl Methods for Refuses {
        fn moves(&mut self, _: usize) -> Result<Vec<i64>, LabError> {
            Ok(vec![4])
        }
        fn valid(&mut self, _: usize, value: u8) -> Result<Verdict, LabError> {
            Ok(Verdict {
                ok: false,
                reason: Some(format!("{value} is in the box")),
            })
        }
        fn record(&mut self, _: usize, _: u8) -> Result<(), LabError> {
            Ok(())
        }
        fn undo(&mut self, _: usize, _: u8) -> Result<(), LabError> {
            Ok(())
        }
        fn done(&mut self, _: usize) -> Result<bool, LabError> {
            Ok(false)
        }
    }
    let mut search = Search::new(Learner::new(Refuses, in_order(4, 4)));
    assert_eq!(
        search.step(),
        Event::Try {
            level: 0,
            mv: Move::new(0, 4)
        }
    );
    assert_eq!(
        search.step(),
        Event::Reject {
            level: 0,
            mv: Move::new(0, 4)
        }
    );
    assert_eq!(search.puzzle().last_reason(), Some("4 is in the box"));
}

/// The course's queens, whose `valid` raises at `level` 3 (or whose
/// `moves` there returns what `answer` gives).
pub(super) struct FailsAtThree {
    pub(super) queens: CourseQueens,
    pub(super) answer: fn() -> Result<Vec<i64>, LabError>,
}

impl Methods for FailsAtThree {
    fn moves(&mut self, level: usize) -> Result<Vec<i64>, LabError> {
        if level == 3 {
            (self.answer)()
        } else {
            self.queens.moves(level)
        }
    }
    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError> {
        self.queens.valid(level, value)
    }
    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.queens.record(level, value)
    }
    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        self.queens.undo(level, value)
    }
    fn done(&mut self, level: usize) -> Result<bool, LabError> {
        self.queens.done(level)
    }
}

fn first_failure(answer: fn() -> Result<Vec<i64>, LabError>) -> Failure {
    let methods = FailsAtThree {
        queens: CourseQueens {
            n: 8,
            placed: Vec::new(),
        },
        answer,
    };
    let mut search = Search::new(Learner::new(methods, in_order(8, 8)));
    for _ in 0..10_000 {
        search.step();
        if let Some(failure) = search.puzzle().failure() {
            return failure;
        }
    }
    panic!("the failure at level 3 was never met");
}

#[test]
fn a_method_that_raises_is_named_with_its_level_and_stops_the_search() {
    let raised = || {
        Err(LabError::Raised {
            message: "NameError: name 'row' isn't defined".into(),
            line: Some(7),
        })
    };
    let failure = first_failure(raised);
    assert_eq!(
        (failure.method, failure.level, failure.value),
        (Method::Moves, 3, None)
    );
    assert_eq!(
        failure.error,
        LabError::Raised {
            message: "NameError: name 'row' isn't defined".into(),
            line: Some(7)
        }
    );
}

#[test]
fn moves_out_of_range_or_too_many_are_named() {
    let failure = first_failure(|| Ok(vec![1, 9]));
    assert_eq!(failure.error, LabError::MoveOutOfRange { value: 9, max: 8 });
    let failure = first_failure(|| Ok(vec![0]));
    assert_eq!(failure.error, LabError::MoveOutOfRange { value: 0, max: 8 });
    let failure = first_failure(|| Ok((1..=9).collect()));
    assert_eq!(failure.error, LabError::TooManyMoves { count: 9, most: 8 });
}

#[test]
fn after_a_failure_the_search_does_nothing_more() {
    let methods = FailsAtThree {
        queens: CourseQueens {
            n: 8,
            placed: Vec::new(),
        },
        answer: || Err(LabError::TimedOut { budget_ms: 2000 }),
    };
    let mut search = Search::new(Learner::new(methods, in_order(8, 8)));
    let mut steps = 0;
    while !search.is_finished() && steps < 100_000 {
        search.step();
        steps += 1;
    }
    assert!(search.is_finished(), "the search unwinds and ends");
    assert_eq!(search.stats().solutions, 0);
    assert_eq!(
        search.puzzle().failure().map(|f| f.error),
        Some(LabError::TimedOut { budget_ms: 2000 })
    );
}
