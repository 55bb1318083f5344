//! The JSON puzzle document: `from_json` never panics, and a document it
//! reads is written by `to_json` as one that reads back and is written
//! again byte for byte.
#![no_main]

use btlab::format::{from_json, to_json};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(puzzle) = from_json(text) else {
        return;
    };
    let written = to_json(&puzzle);
    let again = from_json(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
    assert_eq!(to_json(&again), written);
});
