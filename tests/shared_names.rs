//! The names the page's JavaScript and its Rust share (`src/names.rs`)
//! say the same on both sides: each script declares or uses the name the
//! Rust reads.

use std::fs;
use std::path::Path;

use btlab::names::{lab_error, APP_ROOT, FETCHED, FIRST_USE, LANG_KEY, PRERENDER_MARK};

fn script(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The string value of `export const NAME = '...'` in `text`.
fn exported(text: &str, name: &str) -> Option<String> {
    let declared = format!("export const {name} = '");
    let start = text.find(&declared)? + declared.len();
    let end = start + text[start..].find('\'')?;
    Some(text[start..end].to_string())
}

#[test]
fn the_loader_and_the_page_name_its_globals_and_keys_alike() {
    let loader = script(".ci/loader.mjs");
    assert_eq!(exported(&loader, "FIRST_USE").as_deref(), Some(FIRST_USE));
    assert_eq!(exported(&loader, "FETCHED").as_deref(), Some(FETCHED));
    assert_eq!(exported(&loader, "LANG_KEY").as_deref(), Some(LANG_KEY));
    assert_eq!(exported(&loader, "APP_ROOT").as_deref(), Some(APP_ROOT));
    assert_eq!(btlab::page::LANG_KEY, LANG_KEY);
}

#[test]
fn the_prerendered_screen_is_marked_as_the_page_looks_for_it() {
    let prerender = script(".ci/prerender.mjs");
    assert_eq!(
        exported(&prerender, "MARK").as_deref(),
        Some(PRERENDER_MARK)
    );
    // The loader asks for the mark by its import, not a copy.
    let loader = script(".ci/loader.mjs");
    assert!(loader.contains("import { MARK } from './prerender.mjs';"));
    assert!(!loader.contains(PRERENDER_MARK));
}

#[test]
fn the_labs_worker_script_describes_the_kinds_of_error_the_lab_reads() {
    let worker = script("lab/worker.js");
    let mut kinds: Vec<&str> = worker
        .match_indices("kind: '")
        .map(|(at, _)| {
            let rest = &worker[at + 7..];
            &rest[..rest.find('\'').unwrap()]
        })
        .collect();
    kinds.sort_unstable();
    let mut read = lab_error::ALL.to_vec();
    read.sort_unstable();
    assert_eq!(kinds, read);
}
