//! `btlab texts`: writes the page's English, German and Dutch tables,
//! which the page fetches when it first speaks the language (see
//! [`crate::i18n::tables`]); the build runs it into `dist/lang/`.

use std::path::Path;

use crate::i18n::{tables, Lang, T};

/// Writes every language's tables (the page's and the Lab's) into the
/// folder `out`, each under its [`tables::part_file_name`], and the loader's words in every
/// language ([`START_TEXTS`]); prints the files written.
pub fn write_tables(out: &str) -> Result<(), String> {
    let dir = Path::new(out);
    std::fs::create_dir_all(dir).map_err(|e| format!("{out}: {e}"))?;
    let mut files: Vec<(String, String)> = Lang::ALL
        .iter()
        .flat_map(|&lang| {
            tables::Part::ALL.map(|part| {
                (
                    tables::part_file_name(lang, part),
                    tables::table_json(lang, part),
                )
            })
        })
        .collect();
    files.push((START_TEXTS.into(), start_texts()));
    for (name, json) in files {
        let path = dir.join(name);
        std::fs::write(&path, json).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{}", path.display());
    }
    Ok(())
}

/// The file of the words the page's loader says when the page could not
/// start, in every language (read by `.ci/post-build.mjs`, which writes
/// them into the loader, where the page's own texts cannot be had).
pub const START_TEXTS: &str = "start.json";

/// `{"en": {"failed": ..., "retry": ...}, ...}`.
fn start_texts() -> String {
    let words: serde_json::Map<String, serde_json::Value> = Lang::ALL
        .iter()
        .map(|&lang| {
            let said = serde_json::json!({
                "failed": lang.t(T::StartFailed),
                "retry": lang.t(T::StartRetry),
            });
            (lang.code().to_string(), said)
        })
        .collect();
    serde_json::Value::Object(words).to_string()
}
