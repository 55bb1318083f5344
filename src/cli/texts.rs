//! `btlab texts`: writes the page's English, German and Dutch tables,
//! which the page fetches when it first speaks the language (see
//! [`crate::i18n::tables`]); the build runs it into `dist/lang/`.

use std::path::Path;

use crate::i18n::{tables, Lang};

/// Writes every language's table into the folder `out`,
/// each under its [`tables::file_name`], and prints the files written.
pub fn write_tables(out: &str) -> Result<(), String> {
    let dir = Path::new(out);
    std::fs::create_dir_all(dir).map_err(|e| format!("{out}: {e}"))?;
    for lang in Lang::ALL {
        let path = dir.join(tables::file_name(lang));
        std::fs::write(&path, tables::table_json(lang))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{}", path.display());
    }
    Ok(())
}
