//! The names the page's JavaScript and its Rust share (`src/names.rs`)
//! say the same on both sides: each script declares or uses the name the
//! Rust reads.

use std::fs;
use std::path::Path;

use btlab::names::{
    lab_error, APP_ROOT, CLASS_ROOT, CLASS_TICKET, FETCHED, FIRST_USE, LANG_KEY, MOMENT_EVENT,
    PRERENDER_MARK,
};

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
    assert_eq!(
        exported(&loader, "CLASS_TICKET").as_deref(),
        Some(CLASS_TICKET)
    );
}

#[test]
fn the_class_door_and_the_class_client_share_their_names() {
    // The page's door passes the names from `names.rs`; the class's
    // styles place the bar by its root's id; the page announces its
    // moments by the event's name from `names.rs` alone.
    let door = script("src/ui/class_door.rs");
    assert!(door.contains("open_class(CLASS_TICKET, CLASS_ROOT)"));
    let styles = script("styles/class.css");
    assert!(styles.contains(&format!("#{CLASS_ROOT}")));
    let effects = script("src/ui/effects.rs");
    assert!(effects.contains("names::MOMENT_EVENT") && !effects.contains(MOMENT_EVENT));
    let build = script(".ci/post-build.mjs");
    assert!(build.contains("'class-app/'") && door.contains("class-app/start.mjs"));
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
