//! The page's state in the URL fragment, so that a link opens exactly
//! one moment of one run:
//!
//! ```text
//! #puzzle=<any puzzle text the import box accepts, percent-encoded>&strategy=classic&mode=first&seed=N&step=K&speed=S&lang=de
//! ```
//!
//! An embed for a slide adds `embed=1&from=A&to=B&loop=1&controls=min&panels=explanation,tree`
//! (see the page's `lesson` room).
//! A lesson's moments travel as `lesson=[["title",40],…]` (see
//! `link_lesson`).
//!
//! Every key is optional. A teacher can write one by hand: the puzzle as a
//! Sudoku line, or `{"kind":"queens","n":8}`. Each key is read on its own,
//! so that one bad value is reported by name and the rest still apply.

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

use super::link_lesson::{read_lesson, LinkMoment};
use super::{read_here, LinkProblem};
use crate::i18n::Lang;
use crate::protocol::Mode;
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;

/// What a link says.
#[derive(Clone, Debug, Default)]
pub struct Link {
    /// The puzzle.
    pub puzzle: Option<AnyPuzzle>,
    /// A puzzle the page's worker reads (a Tatham game ID, a janko.at
    /// page; see [`read_here`]): its text. The page has it read, then
    /// follows the link [`with_puzzle`] as read.
    pub puzzle_elsewhere: Option<String>,
    /// The person's entries and marks on it, as written.
    pub grid: GridKeys,
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
    /// The Lab's code, packed by the page (deflated, base64url), which
    /// the page unpacks to open the Lab with it.
    pub lab: Option<String>,
    /// The puzzle of the learner's own the Lab's code is for (`own=magic`),
    /// if it is one: the page reads the name.
    pub own: Option<String>,
    /// The page shown as an embed, and how it plays.
    pub embed: EmbedKeys,
    /// A lesson's moments (`lesson=`).
    pub lesson: Option<Vec<LinkMoment>>,
    /// What could not be read, each naming its key.
    pub problems: Vec<LinkProblem>,
}

/// The keys of a link that carry a grid being solved: the entries and
/// the marks, as written (the page reads them against the puzzle).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GridKeys {
    /// The person's entries (`entries=`).
    pub entries: Option<String>,
    /// The person's notes, corner marks and colours (`marks=`).
    pub marks: Option<String>,
}

/// An embed's keys of a link: the page shown as an embed (`embed=1`),
/// the board, the panels named and a small player, playing a range of
/// steps.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EmbedKeys {
    /// The page is an embed (`embed=1`).
    pub on: bool,
    /// Its first step (`from=`).
    pub from: Option<u64>,
    /// Its last step (`to=`).
    pub to: Option<u64>,
    /// It plays its range again and again (`loop=1`).
    pub looping: bool,
    /// Its controls: `min` (play, step, a way to the full page) or
    /// `none`, as written.
    pub controls: Option<String>,
    /// The panels it shows, as keys (`panels=explanation,tree`).
    pub panels: Option<String>,
}

/// The state a link writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkState<'a> {
    /// The puzzle, as text the import box accepts.
    pub puzzle: &'a str,
    /// The person's entries on it, if they travel beside it.
    pub entries: Option<&'a str>,
    /// The person's marks on it (notes, corner marks, colours).
    pub marks: Option<&'a str>,
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
    /// An embed's keys, as the embed writes them (`embed=1&from=…`).
    pub embed: Option<&'a str>,
}

/// Characters written as they are: what a fragment allows and a reader
/// can read (`{ } : , .` stay, so a link to a Sudoku line stays readable).
pub(super) const ENCODED: &AsciiSet = &CONTROLS
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
    if let AnyPuzzle::Sudoku(s) = puzzle {
        if *s.layout() == crate::puzzles::Layout::default() {
            return super::to_line(s.givens());
        }
    }
    super::to_json(puzzle)
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
    if let Some(entries) = state.entries {
        out += &format!("&entries={}", utf8_percent_encode(entries, ENCODED));
    }
    if let Some(marks) = state.marks {
        out += &format!("&marks={}", utf8_percent_encode(marks, ENCODED));
    }
    out += &format!("&strategy={}", state.strategy.name());
    if let Some(seed) = state.strategy.seed() {
        out += &format!("&seed={seed}");
    }
    out += &format!("&mode={}", mode_name(state.mode));
    out += &format!("&speed={}", state.speed);
    out += &format!("&lang={}", state.lang.code());
    if !state.race.is_empty() {
        let names: Vec<&str> = state.race.iter().map(|s| s.name()).collect();
        out += &format!("&race={}", names.join(","));
    }
    if let Some(embed) = state.embed {
        out += &format!("&{embed}");
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
        let Ok(value) = percent_decode_str(raw).decode_utf8() else {
            link.problems.push(LinkProblem::NotText {
                part: index + 1,
                key: key.to_string(),
            });
            continue;
        };
        if let Err(problem) = read_key(&mut link, key, &value) {
            link.problems.push(problem);
        }
    }
    seed_random(&mut link);
    link
}

/// `fragment` with its puzzle as `puzzle` (a JSON document or a line),
/// or without one: a puzzle read elsewhere put back in its link.
pub fn with_puzzle(fragment: &str, puzzle: Option<&str>) -> String {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let written = puzzle.map(|p| format!("puzzle={}", utf8_percent_encode(p, ENCODED)));
    let others = fragment
        .split('&')
        .filter(|part| !part.is_empty() && part.split('=').next() != Some("puzzle"));
    written
        .into_iter()
        .chain(others.map(str::to_string))
        .collect::<Vec<_>>()
        .join("&")
}

/// Reads the value of one key into `link`; what is wrong with it if it
/// cannot be read.
fn read_key(link: &mut Link, key: &str, value: &str) -> Result<(), LinkProblem> {
    match key {
        "puzzle" => match read_here(value) {
            Some(read) => link.puzzle = Some(read.map_err(LinkProblem::Puzzle)?),
            None => link.puzzle_elsewhere = Some(value.to_string()),
        },
        "entries" => link.grid.entries = Some(value.to_string()),
        "marks" => link.grid.marks = Some(value.to_string()),
        "strategy" => link.strategy = Some(read_strategy(key, value)?),
        "mode" => link.mode = Some(read_mode(value)?),
        "race" => link.race = Some(read_race(value)?),
        "lab" => link.lab = Some(value.to_string()),
        "own" => link.own = Some(value.to_string()),
        "lang" => link.lang = Some(read_lang(value)?),
        "seed" => link.seed = Some(read_number(key, value)?),
        "step" => link.step = Some(read_number(key, value)?),
        "speed" => link.speed = Some(read_number(key, value)? as usize),
        "embed" => link.embed.on = value != "0",
        "from" => link.embed.from = Some(read_number(key, value)?),
        "to" => link.embed.to = Some(read_number(key, value)?),
        "loop" => link.embed.looping = value != "0",
        "controls" => link.embed.controls = Some(value.to_string()),
        "panels" => link.embed.panels = Some(value.to_string()),
        "lesson" => link.lesson = Some(read_lesson(value)?),
        _ => {}
    }
    Ok(())
}

/// A strategy by its name, in `key`.
fn read_strategy(key: &str, name: &str) -> Result<Strategy, LinkProblem> {
    name.parse().map_err(|_| LinkProblem::Strategy {
        key: key.to_string(),
        name: name.to_string(),
    })
}

/// A mode by its name in a link.
fn read_mode(value: &str) -> Result<Mode, LinkProblem> {
    match value {
        "first" => Ok(Mode::First),
        "all" => Ok(Mode::All),
        "unique" => Ok(Mode::Unique),
        other => Err(LinkProblem::Mode(other.to_string())),
    }
}

/// The strategies of a race: two or three, each with steps, split by `,`.
fn read_race(value: &str) -> Result<Vec<Strategy>, LinkProblem> {
    let strategies: Vec<Strategy> = value
        .split(',')
        .map(|n| read_strategy("race", n.trim()))
        .collect::<Result<_, _>>()?;
    if (2..=3).contains(&strategies.len()) && strategies.iter().all(|s| s.steps()) {
        Ok(strategies)
    } else {
        Err(LinkProblem::Race)
    }
}

/// A language by its code.
fn read_lang(value: &str) -> Result<Lang, LinkProblem> {
    Lang::parse(value).ok_or_else(|| LinkProblem::Lang(value.chars().take(20).collect()))
}

/// A whole number (`seed`, `step`, `speed`).
fn read_number(key: &str, value: &str) -> Result<u64, LinkProblem> {
    value.parse::<u64>().map_err(|_| LinkProblem::Number {
        key: key.to_string(),
        text: value.chars().take(40).collect(),
    })
}

/// Gives the link's `seed` to its strategy and race strategies that
/// shuffle (`random`, `shuffled`).
fn seed_random(link: &mut Link) {
    if let Some(s) = link.seed {
        let seeded = |strategy: &mut Strategy| *strategy = strategy.with_seed(s);
        link.strategy.iter_mut().for_each(seeded);
        link.race.iter_mut().flatten().for_each(seeded);
    }
}
