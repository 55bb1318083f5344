//! The page's state in the URL fragment, so that a link opens exactly
//! one moment of one run:
//!
//! ```text
//! #puzzle=<any puzzle text the import box accepts, percent-encoded>&strategy=classic&mode=first&seed=N&step=K&speed=S&lang=de
//! ```
//!
//! Every key is optional. A teacher can write one by hand: the puzzle as a
//! Sudoku line, or `{"kind":"queens","n":8}`. Each key is read on its own,
//! so that one bad value is reported by name and the rest still apply.

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

use super::parse_puzzle;
use crate::i18n::Lang;
use crate::protocol::Mode;
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;

/// What a link says.
#[derive(Clone, Debug, Default)]
pub struct Link {
    /// The puzzle.
    pub puzzle: Option<AnyPuzzle>,
    /// The strategy (random's seed from `seed`).
    pub strategy: Option<Strategy>,
    /// The mode.
    pub mode: Option<Mode>,
    /// The seed of `random`.
    pub seed: Option<u64>,
    /// The step to show: events that have happened.
    pub step: Option<u64>,
    /// The speed, an index into the speed menu.
    pub speed: Option<usize>,
    /// The page's language.
    pub lang: Option<Lang>,
    /// Strategies to race (two or three).
    pub race: Option<Vec<Strategy>>,
    /// What could not be read, each naming its key.
    pub problems: Vec<String>,
}

/// The state a link writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkState<'a> {
    /// The puzzle, as text the import box accepts.
    pub puzzle: &'a str,
    /// The strategy (with its seed for random).
    pub strategy: Strategy,
    /// The mode.
    pub mode: Mode,
    /// The step on screen.
    pub step: u64,
    /// The speed index.
    pub speed: usize,
    /// The page's language.
    pub lang: Lang,
    /// The strategies of a race, if one is on.
    pub race: &'a [Strategy],
}

/// Characters written as they are: what a fragment allows and a reader
/// can read (`{ } : , .` stay, so a link to a Sudoku line stays readable).
const ENCODED: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'&')
    .add(b'+')
    .add(b'<')
    .add(b'=')
    .add(b'>')
    .add(b'?')
    .add(b'[')
    .add(b'\\')
    .add(b']')
    .add(b'^')
    .add(b'`')
    .add(b'|')
    .add(b'\n')
    .add(b'\r');

/// The puzzle as link text: a Sudoku line where one says it all (a
/// standard Sudoku), else the JSON document.
pub fn puzzle_text(puzzle: &AnyPuzzle) -> String {
    match puzzle {
        AnyPuzzle::Sudoku(s) if *s.layout() == crate::puzzles::Layout::default() => {
            super::to_line(s.givens())
        }
        other => super::to_json(other),
    }
}

/// The name of a mode in a link.
pub fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::First | Mode::Boards => "first",
        Mode::All => "all",
        Mode::Unique => "unique",
    }
}

/// Writes the fragment (without `#`).
pub fn write_link(state: &LinkState) -> String {
    let mut out = format!("puzzle={}", utf8_percent_encode(state.puzzle, ENCODED));
    out += &format!("&strategy={}", state.strategy.name());
    if let Strategy::Random { seed } = state.strategy {
        out += &format!("&seed={seed}");
    }
    out += &format!("&mode={}", mode_name(state.mode));
    out += &format!("&speed={}", state.speed);
    out += &format!("&lang={}", state.lang.code());
    if !state.race.is_empty() {
        let names: Vec<&str> = state.race.iter().map(|s| s.name()).collect();
        out += &format!("&race={}", names.join(","));
    }
    out += &format!("&step={}", state.step);
    out
}

/// Reads a fragment (with or without `#`). Keys it does not know are
/// left for later versions; values it cannot read are reported by key.
pub fn read_link(fragment: &str) -> Link {
    let mut link = Link::default();
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    for (index, part) in fragment.split('&').enumerate() {
        if part.is_empty() {
            continue;
        }
        let (key, raw) = part.split_once('=').unwrap_or((part, ""));
        let value = match percent_decode_str(raw).decode_utf8() {
            Ok(v) => v.into_owned(),
            Err(_) => {
                link.problems.push(format!(
                    "link, part {} ({key}): the value is not UTF-8 text",
                    index + 1
                ));
                continue;
            }
        };
        let problem = |what: &str| format!("link, {key}: {what}");
        match key {
            "puzzle" => match parse_puzzle(&value) {
                Ok(p) => link.puzzle = Some(p),
                Err(e) => link.problems.push(problem(&e.to_string())),
            },
            "strategy" => match value.parse::<Strategy>() {
                Ok(s) => link.strategy = Some(s),
                Err(e) => link.problems.push(problem(&e)),
            },
            "mode" => match value.as_str() {
                "first" => link.mode = Some(Mode::First),
                "all" => link.mode = Some(Mode::All),
                "unique" => link.mode = Some(Mode::Unique),
                other => link.problems.push(problem(&format!(
                    "unknown mode '{other}': use first, all or unique"
                ))),
            },
            "race" => {
                let strategies: Result<Vec<Strategy>, String> =
                    value.split(',').map(|n| n.trim().parse()).collect();
                match strategies {
                    Ok(s) if (2..=3).contains(&s.len()) && s.iter().all(|s| s.steps()) => {
                        link.race = Some(s)
                    }
                    Ok(_) => link.problems.push(problem(
                        "name two or three strategies with steps, such as classic,propagate,mrv",
                    )),
                    Err(e) => link.problems.push(problem(&e)),
                }
            }
            "lang" => match Lang::parse(&value) {
                Some(l) => link.lang = Some(l),
                None => link.problems.push(problem(&format!(
                    "unknown language '{}': use en, de or nl",
                    value.chars().take(20).collect::<String>()
                ))),
            },
            "seed" | "step" | "speed" => match value.parse::<u64>() {
                Ok(n) => match key {
                    "seed" => link.seed = Some(n),
                    "step" => link.step = Some(n),
                    _ => link.speed = Some(n as usize),
                },
                Err(_) => link.problems.push(problem(&format!(
                    "'{}' is not a whole number",
                    value.chars().take(40).collect::<String>()
                ))),
            },
            _ => {}
        }
    }
    if let Some(s) = link.seed {
        let seeded = |strategy: &mut Strategy| {
            if let Strategy::Random { seed } = strategy {
                *seed = s;
            }
        };
        link.strategy.iter_mut().for_each(seeded);
        link.race.iter_mut().flatten().for_each(seeded);
    }
    link
}
