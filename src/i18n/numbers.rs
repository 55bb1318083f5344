//! How numbers are written: the page gives the browser's `Intl`
//! (`ui/intl.rs`), which groups and rounds as the reader's language does;
//! the tests and the command line give [`PlainNumbers`].

/// How numbers are written.
pub trait Numbers {
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
