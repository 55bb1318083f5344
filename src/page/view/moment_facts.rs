//! What the panels show of the moment on screen, worked out once per
//! moment: the explanation and its marks, the chain, the sets, the lit
//! line, the tree (while the run's log reaches the step) and the summary
//! per level, and the candidate lists of propagate and dutch.

use crate::page::lab::{call_of, call_of_own, LabCall};
use crate::page::Run;
use crate::puzzles::Mask;
use crate::strategy::Strategy;
use crate::teach::{
    chain, explain, explained_as, lists_after, lit_line, sets, summary, ChainRow, Explanation,
    Fact, Marks, Sets, SummaryRow, Tree,
};

/// The facts of the panels for one moment.
#[derive(Clone, Debug, PartialEq)]
pub struct MomentFacts {
    /// What happened and why, with the board's marks.
    pub explanation: Explanation,
    /// The recursion chain.
    pub chain: Vec<ChainRow>,
    /// The sets of the cell at work.
    pub sets: Sets,
    /// The line of the program lit.
    pub lit: Option<usize>,
    /// The tree explored so far, when the run's log reaches the step.
    pub tree: Option<Tree>,
    /// Where the time went, level by level.
    pub summary: Vec<SummaryRow>,
    /// propagate: every cell's candidate list now.
    pub candidates: Option<Vec<Mask>>,
    /// A learner's run (the Lab): the call of the learner's methods
    /// behind the step.
    pub lab: Option<LabCall>,
}

impl MomentFacts {
    /// The facts of `run`'s moment under `strategy`.
    pub fn of(run: &Run, strategy: Strategy) -> Self {
        let moment = &run.moment;
        let tree = (moment.step as usize <= run.log.len())
            .then(|| Tree::build(&run.log[..moment.step as usize]));
        let Some(puzzle) = run.puzzle() else {
            return Self::of_own(run, tree);
        };
        let lists = explained_as(puzzle, strategy);
        let candidates = crate::each_puzzle!(puzzle, p => lists_after(p, lists, &moment.path));
        MomentFacts {
            explanation: explain(puzzle, strategy, moment),
            chain: chain(moment),
            sets: sets(puzzle, strategy, moment),
            lit: lit_line(strategy, moment.event),
            tree,
            summary: summary(&moment.depth),
            candidates,
            lab: call_of(puzzle, moment),
        }
    }

    /// The facts of a run of a puzzle of the learner's own: the
    /// learner's call explains the step (the page knows no rules of
    /// the learner's puzzle, so no sets, marks or candidates).
    fn of_own(run: &Run, tree: Option<Tree>) -> Self {
        let moment = &run.moment;
        MomentFacts {
            explanation: Explanation {
                fact: Fact::Start { first: None },
                marks: Marks::default(),
            },
            chain: chain(moment),
            sets: Sets::None,
            lit: None,
            tree,
            summary: summary(&moment.depth),
            candidates: None,
            lab: call_of_own(
                moment,
                run.subject.board().is_some_and(|b| b.done_after_record),
            ),
        }
    }
}
