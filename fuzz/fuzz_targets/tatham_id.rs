//! Simon Tatham's game IDs: `is_game_id` and `read_game_id` never panic;
//! a puzzle read and written by `to_game_id` reads back as the same
//! puzzle and is written again as the same ID (tests/tatham.rs asserts
//! byte for byte only for IDs his programs made, which are canonical).
#![no_main]

use btlab::format::{is_game_id, read_game_id, to_game_id, to_json};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = is_game_id(text);
    let Ok(puzzle) = read_game_id(text) else {
        return;
    };
    let Ok(id) = to_game_id(&puzzle) else {
        return;
    };
    let again = read_game_id(&id).unwrap_or_else(|e| panic!("{id}: {e}"));
    assert_eq!(to_json(&again), to_json(&puzzle), "{id}");
    assert_eq!(to_game_id(&again).as_deref(), Ok(id.as_str()));
});
