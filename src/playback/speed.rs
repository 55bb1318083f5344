//! Animation speeds: from the Dutch program's disclosure mode (one step
//! every 0.5 s) up to as fast as the browser can draw.

/// One speed: how often the page ticks, and how many events per second.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Speed {
    /// The label in the speed menu (English).
    pub label: &'static str,
    /// Milliseconds between ticks.
    pub period_ms: u32,
    /// Events per second; each tick shows as many as the time since the
    /// last one allows (at least one).
    pub per_second: u32,
}

const fn speed(label: &'static str, period_ms: u32, per_second: u32) -> Speed {
    Speed {
        label,
        period_ms,
        per_second,
    }
}

/// The speeds, slowest first; the first is the default for a class. The
/// index is part of a link: keep the order.
pub const SPEEDS: [Speed; 9] = [
    speed("Disclosure: 1 step / 0.5 s", 500, 2),
    speed("1 step / 0.2 s", 200, 5),
    speed("20 steps / s", 50, 20),
    speed("60 steps / s", 16, 60),
    speed("250 steps / s", 16, 250),
    speed("1 000 steps / s", 16, 1_000),
    speed("10 000 steps / s", 16, 10_000),
    speed("100 000 steps / s", 16, 100_000),
    speed("As fast as it draws", 16, 1_000_000),
];

/// The speed a link or a key asks for, within the menu.
pub fn clamp_speed(index: usize) -> usize {
    index.min(SPEEDS.len() - 1)
}
