//! The page's words in English, German and Dutch: the languages of the
//! page and of its sources (the German article series, the Dutch
//! program). Every text is a key ([`T`], or a fact, a note) and each
//! language gives it: English in the list the keys are made from, every
//! other language in one exhaustive `match`, so a language without a text
//! does not build. Numbers and plurals come from the browser's `Intl`
//! through [`Numbers`](crate::i18n::Numbers).
//!
//! English is written once, in `en.rs`: one `texts!` list of every key and
//! its English text, from which the enum [`T`], [`T::ALL`] and the English
//! lookup are made (see `text.rs`).
//!
//! To add a text: one line `Key => "English",` in `en.rs`'s list, and one
//! arm `T::Key => "…",` in the exhaustive `match` of `de.rs` and of
//! `nl.rs`.
//!
//! To add a language: a file like `de.rs` with an exhaustive `match` over
//! [`T`], its `mod` line below and its line in the `languages!` list
//! (variant, code, name, file, decimal mark): this file and the new one.
//!
//! The page's wasm holds no language: it fetches a language's table when
//! it first speaks it, as the build wrote it from these files ([`tables`];
//! `btlab texts`).

#[cfg(not(target_arch = "wasm32"))]
mod de;
mod en;
mod errors;
#[cfg(not(target_arch = "wasm32"))]
mod nl;
mod numbers;
mod said;
pub mod tables;
mod text;

pub use en::T;
pub use errors::{
    field_problem, format_error, format_said, game_id_problem, invalid_text, janko_problem,
    link_problem, write_problem,
};
pub use numbers::{by_count, Numbers, PlainNumbers, Plural, TimeUnit};
pub use said::Said;

use crate::strategy::Strategy;

/// The sentence that says what `strategy` does: its tooltip, and its
/// line in the help.
pub fn strategy_hint(strategy: Strategy) -> T {
    match strategy {
        Strategy::Classic => T::HintClassic,
        Strategy::Propagate => T::HintPropagate,
        Strategy::Dutch => T::HintDutch,
        Strategy::Mrv => T::HintMrv,
        Strategy::Random { .. } => T::HintRandom,
        Strategy::Shuffled { .. } => T::HintShuffled,
        Strategy::Fast => T::HintFast,
    }
}

/// A strategy's gist in a few words: what its name means, for a reader
/// to whom "mrv" or "propagate" is a name and not yet a word.
pub fn strategy_gist(strategy: Strategy) -> T {
    match strategy {
        Strategy::Classic => T::GistClassic,
        Strategy::Propagate => T::GistPropagate,
        Strategy::Dutch => T::GistDutch,
        Strategy::Mrv => T::GistMrv,
        Strategy::Random { .. } => T::GistRandom,
        Strategy::Shuffled { .. } => T::GistShuffled,
        Strategy::Fast => T::GistFast,
    }
}

/// A strategy as a menu offers it: its name, kept as a name, and its
/// gist in `lang` ("mrv – fewest candidates first").
pub fn strategy_label(strategy: Strategy, lang: Lang) -> String {
    format!("{} – {}", strategy.name(), lang.t(strategy_gist(strategy)))
}

/// Every language of the page, once: its variant, its BCP 47 code (for
/// `<html lang>` and `Intl`), its own name (for the menu), its file of
/// texts and its decimal mark. The list gives [`Lang`], [`Lang::ALL`]
/// (in the menu's order), [`Lang::COUNT`] and the lookups; nothing else
/// names a language.
macro_rules! languages {
    ($($(#[$meta:meta])* $lang:ident: $code:literal, $name:literal, $file:ident, $mark:literal;)*) => {
        /// A language of the page.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub enum Lang {
            $($(#[$meta])* $lang,)*
        }

        impl Lang {
            /// Every language, in the order the menu lists them.
            pub const ALL: [Lang; [$($code),*].len()] = [$(Lang::$lang),*];

            /// How many languages the page speaks.
            pub const COUNT: usize = Lang::ALL.len();

            /// The BCP 47 code: `en`, `de`, `nl`.
            pub fn code(self) -> &'static str {
                match self {
                    $(Lang::$lang => $code,)*
                }
            }

            /// The language's own name, for the menu.
            pub fn name(self) -> &'static str {
                match self {
                    $(Lang::$lang => $name,)*
                }
            }

            /// The mark between a number's whole part and its decimals.
            pub fn decimal_mark(self) -> &'static str {
                match self {
                    $(Lang::$lang => $mark,)*
                }
            }

            /// The text `t` in this language. On the page, from the
            /// language's table ([`tables`]); the page draws nothing in a
            /// language before its table is installed ([`Lang::is_ready`]).
            #[cfg(not(target_arch = "wasm32"))]
            pub fn t(self, t: T) -> &'static str {
                match self {
                    $(Lang::$lang => $file::text(t),)*
                }
            }
        }
    };
}

languages! {
    /// English.
    #[default]
    En: "en", "English", en, ".";
    /// German: the article series' language.
    De: "de", "Deutsch", de, ",";
    /// Dutch: the Dutch program's language.
    Nl: "nl", "Nederlands", nl, ",";
}

/// One value for each language, indexed by the language itself.
#[derive(Debug)]
pub struct PerLang<V>(pub [V; Lang::COUNT]);

impl<V> std::ops::Index<Lang> for PerLang<V> {
    type Output = V;

    fn index(&self, lang: Lang) -> &V {
        // A fieldless enum: its variants are numbered in the list's order.
        &self.0[lang as usize]
    }
}

impl Lang {
    /// The language of a code such as `de`, `de-AT` or `nl_BE`.
    pub fn parse(code: &str) -> Option<Lang> {
        let base = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == base)
    }

    /// The first of the browser's languages the page speaks, else English.
    pub fn from_browser<S: AsRef<str>>(preferred: &[S]) -> Lang {
        preferred
            .iter()
            .find_map(|c| Lang::parse(c.as_ref()))
            .unwrap_or_default()
    }

    /// The next language: what the `L` key switches to.
    pub fn next(self) -> Lang {
        Lang::ALL[(self.index() + 1) % Lang::ALL.len()]
    }

    /// The language's place in [`Lang::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The text `t` in this language. On the page, from the language's
    /// table ([`tables`]); the page draws nothing in a language before its
    /// table is installed ([`Lang::is_ready`]).
    #[cfg(target_arch = "wasm32")]
    pub fn t(self, t: T) -> &'static str {
        tables::installed(self, t).unwrap_or_default()
    }

    /// Whether this language's texts are at hand: always natively, on the
    /// page once its table is installed ([`tables::install`]).
    pub fn is_ready(self) -> bool {
        cfg!(not(target_arch = "wasm32")) || tables::is_installed(self)
    }

    /// Fills the `{}` places of a text with `args`, in order.
    pub fn fill(self, t: T, args: &[&str]) -> String {
        let mut out = String::new();
        let mut args = args.iter();
        for (i, part) in self.t(t).split("{}").enumerate() {
            if i > 0 {
                out += args.next().copied().unwrap_or("");
            }
            out += part;
        }
        out
    }
}
