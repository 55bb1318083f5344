//! The keys of the page's texts, made from the English list in `en.rs`.
//!
//! [`texts!`](texts) is invoked once, in `en.rs`, with every key and its
//! English text; from that one list it makes the enum [`T`](super::T)
//! (each key's doc is its English text, so it cannot drift), the list
//! [`T::ALL`](super::T::ALL), its fingerprint and the English lookup
//! `en::text` (native only: the page fetches English as a table too). `{}` marks
//! a place filled, in order, by [`Lang::fill`](super::Lang::fill).
//!
//! To add a text: one line `Key => "English",` in `en.rs`'s list, and one
//! arm `T::Key => "…",` in each other language's exhaustive `match`
//! (`de.rs`, `nl.rs`); a language without it does not build.
//!
//! To add a language: a file like `de.rs` with an exhaustive `match` over
//! [`T`](super::T), a [`Lang`](super::Lang) variant (with its code, name
//! and arm in `Lang::t`), and its place in `Lang::ALL`; the tests iterate
//! `Lang::ALL`, so they check it too.

/// Makes the page's texts from one list of `Key => "English text",`
/// lines (each may carry extra `///` doc lines before it): the enum `T`,
/// `T::ALL` in the list's order, the list's `FINGERPRINT`, and (natively)
/// `pub fn text(t: T) -> &'static str`, the English lookup, in the module
/// that invokes it.
macro_rules! texts {
    ($($(#[$extra:meta])* $key:ident => $english:expr),+ $(,)?) => {
        /// A text of the page: each language gives every one.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum T {
            $(
                // The English as it is (a text block: the Lab's code is
                // Python, whose indented lines would read as Rust to test).
                #[doc = "```text"]
                #[doc = $english]
                #[doc = "```"]
                #[doc = ""]
                $(#[$extra])*
                $key,
            )+
        }

        impl T {
            /// Every text, for the tests that check each language has each.
            pub const ALL: &'static [T] = &[$(T::$key),+];
        }

        /// The English list's [fingerprint](super::tables::fingerprint),
        /// computed by the compiler: the page's wasm names its tables by
        /// it without holding a word of English.
        pub const FINGERPRINT: u32 = super::tables::fnv1a(&[$($english),+]);

        /// The text `t` in English (natively: the page reads English from
        /// its table, as every language).
        #[cfg(not(target_arch = "wasm32"))]
        pub fn text(t: T) -> &'static str {
            match t {
                $(T::$key => $english,)+
            }
        }
    };
}

pub(super) use texts;
