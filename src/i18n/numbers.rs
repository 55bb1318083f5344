//! How numbers are written: the page gives the browser's `Intl`
//! (`ui/intl.rs`), which groups and rounds as the reader's language does;
//! the tests and the command line give [`PlainNumbers`].

/// The plural form a count takes in a language (the categories of
/// `Intl.PluralRules`; English, German and Dutch use these two).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// One thing: "1 node".
    One,
    /// Any other count: "0 nodes", "2 nodes".
    Other,
}

/// A unit a duration is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeUnit {
    /// Seconds.
    Second,
    /// Minutes.
    Minute,
    /// Hours.
    Hour,
    /// Days.
    Day,
    /// Years.
    Year,
}

impl TimeUnit {
    /// Its name in `Intl.NumberFormat`'s units, and in English.
    pub fn name(self) -> &'static str {
        match self {
            TimeUnit::Second => "second",
            TimeUnit::Minute => "minute",
            TimeUnit::Hour => "hour",
            TimeUnit::Day => "day",
            TimeUnit::Year => "year",
        }
    }

    /// `seconds` in the largest unit that keeps the amount at least about
    /// one and a half (90 seconds, not 1.5 minutes), rounded to a whole.
    pub fn fitting(seconds: f64) -> (f64, TimeUnit) {
        const UNITS: [(f64, TimeUnit); 5] = [
            (365.25 * 86_400.0, TimeUnit::Year),
            (86_400.0, TimeUnit::Day),
            (3_600.0, TimeUnit::Hour),
            (60.0, TimeUnit::Minute),
            (1.0, TimeUnit::Second),
        ];
        let (size, unit) = UNITS
            .into_iter()
            .find(|&(size, _)| seconds >= 1.5 * size)
            .unwrap_or((1.0, TimeUnit::Second));
        ((seconds / size).round().max(1.0), unit)
    }
}

/// How numbers are written.
pub trait Numbers {
    /// The plural form of the count `n`: the page asks the browser's
    /// `Intl.PluralRules`; by default, the rule English, German and Dutch
    /// share for whole numbers (one for 1, other otherwise).
    fn plural(&self, n: u64) -> Plural {
        if n == 1 {
            Plural::One
        } else {
            Plural::Other
        }
    }

    /// A whole number with the language's grouping: `4,343`, `4.343`.
    fn int(&self, n: u64) -> String;
    /// A number with two decimals: `0.35`, `0,35`.
    fn decimal(&self, x: f64) -> String {
        crate::format::fixed(x, 2).to_string()
    }

    /// A share, 0 to 1, as a percentage to two significant digits:
    /// `0.012%`, `37%`.
    fn percent(&self, share: f64) -> String {
        let p = share * 100.0;
        let decimals = if p <= 0.0 || p >= 10.0 {
            0
        } else {
            (1.0 - p.log10().floor()).clamp(0.0, 12.0) as usize
        };
        format!("{}%", crate::format::fixed(p, decimals as u32))
    }

    /// A duration of `amount` whole `unit`s: `3 hours`.
    fn duration(&self, amount: f64, unit: TimeUnit) -> String {
        let n = amount as u64;
        let s = if self.plural(n) == Plural::One {
            ""
        } else {
            "s"
        };
        format!("{} {}{s}", self.int(n), unit.name())
    }
}

/// Grouping by commas, for tests and the command line.
pub struct PlainNumbers;

impl Numbers for PlainNumbers {
    fn int(&self, n: u64) -> String {
        crate::format::thousands(n).replace('_', ",")
    }
}

/// The text for the count `n`: `one` or `other`, by `n`'s plural form
/// in the reader's language.
pub fn by_count(numbers: &dyn Numbers, n: u64, one: super::T, other: super::T) -> super::T {
    match numbers.plural(n) {
        Plural::One => one,
        Plural::Other => other,
    }
}
