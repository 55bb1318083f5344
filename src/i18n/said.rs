//! Words not yet in a language: a text of the tables with its arguments,
//! or plain text (a cell's name, a number, a character quoted from the
//! input). An error found in a worker, which has no tables, travels to
//! the page as [`Said`] and is put into the reader's language there; the
//! page's own errors are worded the same way.

use serde::{Deserialize, Serialize};

use super::{Lang, T};

/// Words to be said in a language later.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Said {
    /// Text that is the same in every language.
    Plain(String),
    /// The text `key` (its place in [`T::ALL`]) with its arguments.
    Text {
        /// The text's place in [`T::ALL`].
        key: u16,
        /// Its `{}`s, in order.
        args: Vec<Said>,
    },
    /// Several problems, one after another.
    List(Vec<Said>),
    /// `english` on an English page (words of a library that speaks
    /// English only, such as serde_json's), else `other`.
    EnglishOr {
        /// The library's own words.
        english: String,
        /// The same in the table's words.
        other: Box<Said>,
    },
}

impl Said {
    /// The text `t` with `args`.
    pub fn text(t: T, args: Vec<Said>) -> Said {
        Said::Text {
            key: t as u16,
            args,
        }
    }

    /// The text `t`, which has no `{}`.
    pub fn key(t: T) -> Said {
        Said::text(t, Vec::new())
    }

    /// `value` as it is written in every language.
    pub fn plain(value: impl std::fmt::Display) -> Said {
        Said::Plain(value.to_string())
    }

    /// The words in `lang`. A key this build does not know (from
    /// another build's worker) is said as nothing rather than wrongly.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Said::Plain(text) => text.clone(),
            Said::Text { key, args } => {
                let Some(&t) = T::ALL.get(usize::from(*key)) else {
                    return String::new();
                };
                let args: Vec<String> = args.iter().map(|a| a.in_lang(lang)).collect();
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                lang.fill(t, &args)
            }
            Said::List(items) => {
                let items: Vec<String> = items.iter().map(|s| s.in_lang(lang)).collect();
                items.join("; ")
            }
            Said::EnglishOr { english, other } => match lang {
                Lang::En => english.clone(),
                _ => other.in_lang(lang),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_its_place_among_all_texts() {
        assert!(T::ALL.iter().enumerate().all(|(i, &t)| t as usize == i));
    }

    #[test]
    fn words_are_said_in_the_language_asked_with_their_arguments_nested() {
        let said = Said::text(
            T::ErrField,
            vec![Said::plain("size"), Said::key(T::ErrFieldNotObject)],
        );
        let en = said.in_lang(Lang::En);
        assert_eq!(
            en,
            Lang::En.fill(T::ErrField, &["size", Lang::En.t(T::ErrFieldNotObject)])
        );
        assert_ne!(en, said.in_lang(Lang::De));
        let list = Said::List(vec![Said::plain("a"), Said::plain("b")]);
        assert_eq!(list.in_lang(Lang::Nl), "a; b");
        let json = Said::EnglishOr {
            english: "expected value".into(),
            other: Box::new(Said::key(T::ErrJsonExpectedValue)),
        };
        assert_eq!(json.in_lang(Lang::En), "expected value");
        assert_eq!(json.in_lang(Lang::De), Lang::De.t(T::ErrJsonExpectedValue));
        let unknown = Said::Text {
            key: u16::MAX,
            args: Vec::new(),
        };
        assert_eq!(unknown.in_lang(Lang::En), "");
    }
}
