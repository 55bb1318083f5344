//! Strategies: ways to order the same backtracking search. Each one is a
//! [`Puzzle`](crate::engine::Puzzle) over any
//! [`Constraints`](crate::puzzles::Constraints), so every puzzle gets every
//! strategy and they all emit the same events.

mod classic;
mod domains;
mod dutch;
mod mrv;
mod propagate;
mod wide_queens;

pub use classic::Classic;
pub use domains::{
    branch as domains_branch, propagated_candidates, settle as domains_settle, DomainStack, Seen,
};
pub use dutch::{dutch_candidates, dutch_candidates_around, emptied_peer, Strikes};
pub use mrv::Mrv;
pub use propagate::Propagate;
pub use wide_queens::WideQueens;

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The strategies a user can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Strategy {
    /// The article's program: cells in order, candidates ascending.
    Classic,
    /// The project's cleanup: candidate lists, struck from peers until
    /// nothing changes; a move that empties a list is refused.
    Propagate,
    /// The Dutch program as it is: its cleanup never empties a list, and
    /// a value is refused only when a peer holds it alone.
    Dutch,
    /// Fewest candidates first, with forward checking.
    Mrv,
    /// Like mrv, with candidates in an order shuffled from `seed`.
    Random {
        /// The seed of the shuffle; the same seed gives the same search.
        seed: u64,
    },
    /// The production solver: no per-step events.
    Fast,
    /// Like classic (cells in order), with each level's candidates in an
    /// order shuffled from `seed`: the course text's random order.
    Shuffled {
        /// The seed of the shuffle; the same seed gives the same search.
        seed: u64,
    },
}

impl Strategy {
    /// Every strategy, in the order of [`Strategy::NAMES`] (random with
    /// its default seed).
    pub const ALL: [Strategy; 7] = [
        Strategy::Classic,
        Strategy::Shuffled { seed: 1 },
        Strategy::Propagate,
        Strategy::Dutch,
        Strategy::Mrv,
        Strategy::Random { seed: 1 },
        Strategy::Fast,
    ];

    /// Every strategy's name, as accepted by [`Strategy::from_str`].
    pub const NAMES: [&'static str; 7] = [
        "classic",
        "shuffled",
        "propagate",
        "dutch",
        "mrv",
        "random",
        "fast",
    ];

    /// The strategy's name.
    pub fn name(&self) -> &'static str {
        match self {
            Strategy::Classic => "classic",
            Strategy::Propagate => "propagate",
            Strategy::Dutch => "dutch",
            Strategy::Mrv => "mrv",
            Strategy::Random { .. } => "random",
            Strategy::Fast => "fast",
            Strategy::Shuffled { .. } => "shuffled",
        }
    }

    /// The seed of a strategy that shuffles (`random`, `shuffled`).
    pub fn seed(&self) -> Option<u64> {
        match self {
            Strategy::Random { seed } | Strategy::Shuffled { seed } => Some(*seed),
            _ => None,
        }
    }

    /// The same strategy shuffling from `seed`; one that does not
    /// shuffle is left as it is.
    pub fn with_seed(self, seed: u64) -> Self {
        match self {
            Strategy::Random { .. } => Strategy::Random { seed },
            Strategy::Shuffled { .. } => Strategy::Shuffled { seed },
            other => other,
        }
    }

    /// Whether the strategy emits per-step events (all but `fast`).
    pub fn steps(&self) -> bool {
        !matches!(self, Strategy::Fast)
    }

    /// Whether its search can be shared among workers, piece by piece:
    /// whether a subtree is searched the same whatever came before it.
    /// Not `random`, whose shuffles draw from one generator in turn.
    pub fn shares(&self) -> bool {
        matches!(
            self,
            Strategy::Classic | Strategy::Propagate | Strategy::Dutch | Strategy::Mrv
        )
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = String;
    /// Parses a name; `random` and `shuffled` get seed 0 (set it
    /// afterwards).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "classic" => Ok(Strategy::Classic),
            "propagate" => Ok(Strategy::Propagate),
            "dutch" => Ok(Strategy::Dutch),
            "mrv" => Ok(Strategy::Mrv),
            "random" => Ok(Strategy::Random { seed: 0 }),
            "shuffled" => Ok(Strategy::Shuffled { seed: 0 }),
            "fast" => Ok(Strategy::Fast),
            other => Err(format!(
                "unknown strategy '{other}': use one of {}",
                Strategy::NAMES.join(", ")
            )),
        }
    }
}
