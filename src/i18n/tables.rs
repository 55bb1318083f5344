//! The page's texts in every language, English too: fetched when the
//! page first speaks the language, not compiled into its wasm (where each
//! table would cost every visitor the download of languages most never
//! read).
//!
//! The build writes each table as a JSON array of its texts in the order
//! of [`T::ALL`] (`btlab texts --out DIR`, from the native build, where
//! `en.rs`, `de.rs` and `nl.rs` are compiled and checked exhaustive). The
//! file's name carries the [`fingerprint`] of the English list, so a page
//! never reads a table written for other keys: a renamed, added or moved
//! text gives the file a new name.

use std::sync::OnceLock;

use super::{en, Lang, PerLang, T};

/// The tables installed so far, by language.
static TABLES: PerLang<OnceLock<Box<[&'static str]>>> =
    PerLang([const { OnceLock::new() }; Lang::COUNT]);

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
    en::FINGERPRINT
}

/// FNV-1a over `texts`, each ended by a zero byte: stable across builds
/// and platforms (unlike std's hashers), and a `const fn`, so that the
/// compiler computes the English list's fingerprint.
pub const fn fnv1a(texts: &[&str]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < texts.len() {
        let bytes = texts[i].as_bytes();
        let mut j = 0;
        while j <= bytes.len() {
            let byte = if j < bytes.len() { bytes[j] } else { 0 };
            hash ^= byte as u32;
            hash = hash.wrapping_mul(0x0100_0193);
            j += 1;
        }
        i += 1;
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
    let _ = TABLES[lang].set(leaked);
    Ok(())
}

/// Gives `lang`, whose table cannot be had, the texts of another
/// language at hand (English first): the page must not wait for ever.
/// Returns whether there was one.
pub fn install_fallback(lang: Lang) -> bool {
    let Some(other) = Lang::ALL.iter().find_map(|&l| TABLES[l].get()) else {
        return false;
    };
    let _ = TABLES[lang].set(other.clone());
    true
}

/// `t` from `lang`'s installed table, if it is installed.
pub fn installed(lang: Lang, t: T) -> Option<&'static str> {
    let table = TABLES[lang].get()?;
    table.get(index(t)).copied()
}

/// Whether `lang`'s texts are at hand: once its table is installed.
pub fn is_installed(lang: Lang) -> bool {
    TABLES[lang].get().is_some()
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
        for lang in Lang::ALL {
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
    fn the_compiled_fingerprint_is_the_english_lists_and_follows_each_text() {
        let english: Vec<&str> = T::ALL.iter().map(|t| en::text(*t)).collect();
        assert_eq!(fingerprint(), fnv1a(&english));
        let mut changed = english.clone();
        changed[0] = "Another tagline";
        assert_ne!(fnv1a(&changed), fingerprint());
        // Two texts run together are not the same list.
        assert_ne!(fnv1a(&["ab", "c"]), fnv1a(&["a", "bc"]));
    }

    #[test]
    fn a_language_without_its_table_speaks_one_at_hand() {
        install(Lang::De, &table_json(Lang::De)).unwrap();
        assert!(install_fallback(Lang::Nl));
        assert!(is_installed(Lang::Nl));
        assert_eq!(installed(Lang::Nl, T::ALL[0]), Some(Lang::De.t(T::ALL[0])));
    }

    #[test]
    fn a_file_is_named_by_its_language_and_the_english_list() {
        let name = file_name(Lang::De);
        assert!(name.starts_with("de-") && name.ends_with(".json"), "{name}");
        assert_eq!(name.len(), "de-".len() + 8 + ".json".len());
        assert_eq!(name[3..], file_name(Lang::Nl)[3..]);
    }
}
