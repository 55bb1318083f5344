//! Animation speeds: from the Dutch program's disclosure mode (one step
//! every 0.5 s) up to as fast as the browser can draw.

/// One speed: a timer period and how many events each tick shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Speed {
    /// The label in the speed menu.
    pub label: &'static str,
    /// Milliseconds between ticks.
    pub period_ms: u32,
    /// Events applied per tick.
    pub per_tick: u32,
}

/// The speeds, slowest first; the first is the default for a class.
pub const SPEEDS: [Speed; 8] = [
    Speed {
        label: "Disclosure: 1 step / 0.5 s",
        period_ms: 500,
        per_tick: 1,
    },
    Speed {
        label: "1 step / 0.2 s",
        period_ms: 200,
        per_tick: 1,
    },
    Speed {
        label: "1 step / 0.05 s",
        period_ms: 50,
        per_tick: 1,
    },
    Speed {
        label: "60 steps / s",
        period_ms: 16,
        per_tick: 1,
    },
    Speed {
        label: "600 steps / s",
        period_ms: 16,
        per_tick: 10,
    },
    Speed {
        label: "6 000 steps / s",
        period_ms: 16,
        per_tick: 100,
    },
    Speed {
        label: "60 000 steps / s",
        period_ms: 16,
        per_tick: 1000,
    },
    Speed {
        label: "As fast as it draws",
        period_ms: 16,
        per_tick: 20000,
    },
];
