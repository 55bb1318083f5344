//! The page's link: `read_link` never panics on any fragment; what it
//! reads, written again by `write_link` (the puzzle by `puzzle_text`,
//! the entries and marks as they were read), reads back the same with no problems. A link holds one seed, written
//! only for a random strategy: a race's random lane reads back with it,
//! or with seed 0 (as tests/formats.rs asserts).
#![no_main]

use btlab::format::{puzzle_text, read_link, to_json, write_link, LinkState};
use btlab::protocol::Mode;
use btlab::strategy::Strategy;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let link = read_link(text);
    let Some(puzzle) = &link.puzzle else {
        return;
    };
    let text = puzzle_text(puzzle);
    let state = LinkState {
        puzzle: &text,
        entries: link.grid.entries.as_deref(),
        marks: link.grid.marks.as_deref(),
        strategy: link.strategy.unwrap_or(Strategy::Mrv),
        mode: link.mode.unwrap_or(Mode::First),
        step: link.step.unwrap_or(0),
        speed: link.speed.unwrap_or(0),
        lang: link.lang.unwrap_or_default(),
        race: link.race.as_deref().unwrap_or(&[]),
        embed: None,
    };
    let written = write_link(&state);
    let again = read_link(&written);
    assert!(again.problems.is_empty(), "{written}: {:?}", again.problems);
    let read = again.puzzle.as_ref().map(to_json);
    assert_eq!(read, Some(to_json(puzzle)), "{written}");
    assert_eq!(again.grid.entries.as_deref(), state.entries, "{written}");
    assert_eq!(again.grid.marks.as_deref(), state.marks, "{written}");
    assert_eq!(again.strategy, Some(state.strategy), "{written}");
    assert_eq!(again.mode, Some(state.mode), "{written}");
    assert_eq!(again.step, Some(state.step), "{written}");
    assert_eq!(again.speed, Some(state.speed), "{written}");
    assert_eq!(again.lang, Some(state.lang), "{written}");
    let seed = match state.strategy {
        Strategy::Random { seed } => seed,
        _ => 0,
    };
    let race: Vec<Strategy> = (state.race.iter())
        .map(|&s| match s {
            Strategy::Random { .. } => Strategy::Random { seed },
            other => other,
        })
        .collect();
    assert_eq!(again.race.unwrap_or_default(), race, "{written}");
});
