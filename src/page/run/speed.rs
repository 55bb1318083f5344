//! Animation speeds: from the Dutch program's disclosure mode (the grid
//! at each turn of the search, every 0.5 s) and one step every 0.5 s up
//! to as fast as the browser can draw.

use crate::i18n::T;

/// One speed: how often the page ticks, and how many events per second.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Speed {
    /// Its name in the speed menu.
    pub text: T,
    /// Milliseconds between ticks.
    pub period_ms: u32,
    /// Events per second; each tick shows as many as the time since the
    /// last one allows (at least one).
    pub per_second: u32,
    /// Each tick goes on to the search's next turn (where it first steps
    /// back after going forward, or forward after stepping back) rather
    /// than by events: the Dutch program's disclosure.
    pub turns: bool,
}

const fn speed(text: T, period_ms: u32, per_second: u32) -> Speed {
    Speed {
        text,
        period_ms,
        per_second,
        turns: false,
    }
}

/// The speeds; the first is the default for a class. The index is part
/// of a link: keep the order, and add at the end ([`MENU_ORDER`] lists
/// them slowest first).
pub const SPEEDS: [Speed; 10] = [
    speed(T::Speed0, 500, 2),
    speed(T::Speed1, 200, 5),
    speed(T::Speed2, 50, 20),
    speed(T::Speed3, 16, 60),
    speed(T::Speed4, 16, 250),
    speed(T::Speed5, 16, 1_000),
    speed(T::Speed6, 16, 10_000),
    speed(T::Speed7, 16, 100_000),
    speed(T::Speed8, 16, 1_000_000),
    Speed {
        turns: true,
        ..speed(T::Speed9, 500, 2)
    },
];

/// The speeds as the menu lists them and the keys + and - go through
/// them: slowest first.
pub const MENU_ORDER: [usize; 10] = [9, 0, 1, 2, 3, 4, 5, 6, 7, 8];

/// The speed `delta` places from `index` in the menu's order, within it.
pub fn step_speed(index: usize, delta: isize) -> usize {
    let place = MENU_ORDER.iter().position(|&i| i == clamp_speed(index));
    let moved = place.unwrap_or(0).saturating_add_signed(delta);
    MENU_ORDER[moved.min(MENU_ORDER.len() - 1)]
}

/// The most events a run may be owed, in seconds' worth: a slow frame
/// does not turn into a burst.
const OWED_SECONDS: f64 = 0.25;

/// The speed a link or a key asks for, within the menu.
pub fn clamp_speed(index: usize) -> usize {
    index.min(SPEEDS.len() - 1)
}

/// The events an animation at speed `index` is owed after `dt` ms, when
/// it was owed `events_owed`: one a tick at the slow speeds (a tick is a step),
/// as many as the time allows at the fast ones, up to a quarter second's
/// worth. The run and every lane of a race keep pace by this one rule.
pub fn owed_after(events_owed: f64, index: usize, dt: f64) -> f64 {
    let speed = SPEEDS[clamp_speed(index)];
    let rate = f64::from(speed.per_second);
    if speed.period_ms >= 50 {
        events_owed + 1.0
    } else {
        (events_owed + rate * dt / 1000.0).min(rate * OWED_SECONDS)
    }
}
