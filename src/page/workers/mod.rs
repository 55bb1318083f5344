//! The page's workers as the model sees them: every worker has one
//! address ([`Worker`]), every request to one goes out through the one
//! [`Watchdog`], which takes a worker silent too long for dead whatever
//! its role, and every reply comes back as one action carrying the
//! address. The roles' own bookkeeping sits beside it: the counting
//! pool of an N-Queens count and the helpers of shared runs. The page
//! holds the workers themselves (`ui/effects.rs`).

mod address;
mod count_pool;
mod helpers;
mod routing;
mod watchdog;

pub use address::{Role, Worker};
pub use count_pool::{CountPool, MAX_WORKERS};
pub use helpers::Helpers;
pub use watchdog::{Watchdog, STARTS_BEFORE_GIVING_UP, WATCHDOG_MS};
