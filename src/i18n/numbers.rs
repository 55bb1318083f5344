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
