//! The run's choices, as a part: what to search with (the strategy, and
//! `random`'s seed), how many solutions, and how fast to show them. The
//! link keeps them; a change of what is searched asks for a new run.

use crate::format::Link;
use crate::page::action::RunAction;
use crate::page::ctx::{Ctx, Follow};
use crate::page::run::speed::{clamp_speed, step_speed};
use crate::page::Note;
use crate::protocol::Mode;
use crate::strategy::Strategy;

/// What to search, how, and how fast to show it: the run's choices,
/// which the link keeps.
#[derive(Clone, Copy, Debug)]
pub struct Choices {
    /// The strategy.
    strategy: Strategy,
    /// The seed for `random`, kept when another strategy is chosen.
    seed: u64,
    /// How many solutions.
    mode: Mode,
    /// The animation speed (index into `SPEEDS`).
    speed: usize,
}

impl Default for Choices {
    fn default() -> Self {
        Choices {
            strategy: Strategy::Classic,
            seed: 1,
            mode: Mode::First,
            speed: 0,
        }
    }
}

impl Choices {
    /// The strategy.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The seed for `random`, kept when another strategy is chosen.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How many solutions.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The animation speed (index into `SPEEDS`).
    pub fn speed(&self) -> usize {
        self.speed
    }

    /// The strategy with the kept seed, for a name from the menu.
    pub fn strategy_named(&self, name: &str) -> Strategy {
        match name.parse::<Strategy>() {
            Ok(s) => s.with_seed(self.seed),
            Err(_) => Strategy::Classic,
        }
    }

    /// The run's strategy is `strategy` (one kept aside comes back).
    pub(in crate::page) fn set_strategy(&mut self, strategy: Strategy) {
        self.strategy = strategy;
    }

    /// What a link names of the choices.
    pub(in crate::page) fn take_link(&mut self, link: &Link) {
        if let Some(s) = link.seed {
            self.seed = s;
        }
        if let Some(s) = link.strategy {
            self.strategy = s;
        }
        if let Some(m) = link.mode {
            self.mode = m;
        }
        if let Some(s) = link.speed {
            self.speed = clamp_speed(s);
        }
    }

    /// Carries out a choice of the run's controls (`moved`: the run on
    /// screen has taken a step); a choice of what is searched drops the
    /// run. The other controls are the cursor's and change nothing here.
    pub(in crate::page) fn update(&mut self, action: &RunAction, moved: bool, ctx: &mut Ctx) {
        match action {
            RunAction::SetStrategy(name) => {
                self.strategy = self.strategy_named(name);
                ctx.then(Follow::ResetRun);
            }
            RunAction::SetSeed(seed) => {
                self.seed = *seed;
                if self.strategy.seed().is_some() {
                    self.strategy = self.strategy.with_seed(*seed);
                    ctx.then(Follow::ResetRun);
                }
            }
            RunAction::SetMode(mode) => {
                self.mode = *mode;
                ctx.then(Follow::ResetRun);
                // A new mode is a new search: said, not done silently.
                if moved {
                    ctx.then(Follow::Say(Note::NewSearch));
                }
            }
            RunAction::SetSpeed(i) => self.speed = clamp_speed(*i),
            RunAction::Faster(delta) => {
                self.speed = step_speed(self.speed, *delta);
            }
            _ => {}
        }
    }
}
