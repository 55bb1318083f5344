//! The German and Dutch texts on the page: fetched when the page first
//! speaks the language, not compiled into its wasm (where each table
//! would cost every visitor the download of a language most never read).
//!
//! The build writes each table as a JSON array of its texts in the order
//! of [`T::ALL`] (`btlab texts --out DIR`, from the native build, where
//! `de.rs` and `nl.rs` are compiled and checked exhaustive as before).
//! The file's name carries the [`fingerprint`] of the English list, so a
//! page never reads a table written for other keys: a renamed, added or
//! moved text gives the file a new name.

use std::sync::OnceLock;

use super::{en, Lang, T};

/// The tables installed so far, by the index of their language in
/// [`Lang::ALL`] (English's slot stays empty: it is compiled in).
static TABLES: [OnceLock<Box<[&'static str]>>; 3] =
    [OnceLock::new(), OnceLock::new(), OnceLock::new()];

/// A table that cannot be installed: why, in the build's words (the page
/// then speaks English and says so in the console).
#[derive(Debug, PartialEq, Eq)]
pub enum TableProblem {
    /// The file is not a JSON array of strings.
    NotJson(String),
    /// The file has another count of texts than the page.
    Count {
        /// The texts the page has.
        wanted: usize,
        /// The texts the file has.
        found: usize,
    },
}

/// A hash of the English list (every key's text, in order): what names a
/// table file, so that a table and a page agree on the keys.
pub fn fingerprint() -> u32 {
    // FNV-1a: stable across builds and platforms, unlike std's hashers.
    let mut hash: u32 = 0x811c_9dc5;
    for t in T::ALL {
        for byte in en::text(*t).bytes().chain([0]) {
            hash ^= u32::from(byte);
            hash = hash.wrapping_mul(0x0100_0193);
        }
    }
    hash
}

/// The file name of `lang`'s table, such as `de-1a2b3c4d.json`.
pub fn file_name(lang: Lang) -> String {
    format!("{}-{:08x}.json", lang.code(), fingerprint())
}

/// `json`, a table file, as its texts in the order of [`T::ALL`].
pub fn parse_table(json: &str) -> Result<Vec<String>, TableProblem> {
    let texts: Vec<String> =
        serde_json::from_str(json).map_err(|e| TableProblem::NotJson(e.to_string()))?;
    if texts.len() != T::ALL.len() {
        return Err(TableProblem::Count {
            wanted: T::ALL.len(),
            found: texts.len(),
        });
    }
    Ok(texts)
}

/// Installs `lang`'s table from its file's `json`; a table installed
/// before stays (the texts never change while the page runs).
pub fn install(lang: Lang, json: &str) -> Result<(), TableProblem> {
    let texts = parse_table(json)?;
    let leaked: Box<[&'static str]> = texts
        .into_iter()
        .map(|s| &*Box::leak(s.into_boxed_str()))
        .collect();
    let _ = TABLES[slot(lang)].set(leaked);
    Ok(())
}

/// Gives `lang` the English texts, where its table cannot be had (the
/// page must not wait for it for ever).
pub fn install_english(lang: Lang) {
    let _ = TABLES[slot(lang)].set(T::ALL.iter().map(|t| en::text(*t)).collect());
}

/// `t` from `lang`'s installed table, if it is installed.
pub fn installed(lang: Lang, t: T) -> Option<&'static str> {
    let table = TABLES[slot(lang)].get()?;
    table.get(index(t)).copied()
}

/// Whether `lang`'s texts are at hand: English always, another language
/// once its table is installed.
pub fn is_installed(lang: Lang) -> bool {
    lang == Lang::En || TABLES[slot(lang)].get().is_some()
}

fn slot(lang: Lang) -> usize {
    Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)
}

fn index(t: T) -> usize {
    // The keys are a fieldless enum in the order of `T::ALL`.
    t as usize
}

/// `lang`'s table as the build writes it: a JSON array of its texts.
#[cfg(not(target_arch = "wasm32"))]
pub fn table_json(lang: Lang) -> String {
    let texts: Vec<&str> = T::ALL.iter().map(|t| lang.t(*t)).collect();
    serde_json::to_string(&texts).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_are_numbered_in_the_order_of_the_list() {
        for (i, t) in T::ALL.iter().enumerate() {
            assert_eq!(index(*t), i, "{t:?}");
        }
    }

    #[test]
    fn a_written_table_reads_back_as_the_language_itself() {
        for lang in [Lang::De, Lang::Nl] {
            let texts = parse_table(&table_json(lang)).unwrap();
            for (t, text) in T::ALL.iter().zip(&texts) {
                assert_eq!(text, lang.t(*t), "{lang:?} {t:?}");
            }
        }
    }

    #[test]
    fn a_table_of_other_keys_or_no_json_is_refused() {
        assert_eq!(
            parse_table(r#"["a","b"]"#),
            Err(TableProblem::Count {
                wanted: T::ALL.len(),
                found: 2
            })
        );
        assert!(matches!(parse_table("{"), Err(TableProblem::NotJson(_))));
        assert!(matches!(
            parse_table("[1,2]"),
            Err(TableProblem::NotJson(_))
        ));
    }

    #[test]
    fn a_file_is_named_by_its_language_and_the_english_list() {
        let name = file_name(Lang::De);
        assert!(name.starts_with("de-") && name.ends_with(".json"), "{name}");
        assert_eq!(name.len(), "de-".len() + 8 + ".json".len());
        assert_eq!(name[3..], file_name(Lang::Nl)[3..]);
    }
}
