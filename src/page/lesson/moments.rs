//! A lesson as moments: the teacher marks moments of a run (each a step
//! with a title), puts them in order, and steps through them with the
//! clicker as through slides. The list travels in one link (its
//! `lesson` key) and is kept in local storage; each moment has a link
//! of its own, which its QR code carries to the students' phones.

use crate::format::{lesson_json, read_lesson, write_lesson, LinkMoment, MomentPlace};
use crate::i18n::T;
use crate::page::action::RunAction;
use crate::page::model::{Command, Model};

/// Storage key of the lesson's moments.
pub const LESSON_KEY: &str = "btlab.lesson";

/// The longest title a moment keeps (characters): one line on a slide.
pub const MAX_TITLE: usize = 80;

/// A moment of a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// What the teacher calls it.
    pub title: String,
    /// The fragment of its link, without the language and the speed (a
    /// moment opens in the language and at the speed of whoever opens
    /// it).
    pub link: String,
}

/// The lesson being made or shown, and the material made of the page:
/// the printed sheet, a range of steps as a file, the embed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lesson {
    /// Its moments, in the order they are shown.
    pub moments: Vec<Moment>,
    /// The moment last gone to (index into `moments`).
    pub at: Option<usize>,
    /// The clicker's Page Down and Page Up go from moment to moment.
    pub presenting: bool,
    /// The print dialog is open, with these choices: the sheet is laid
    /// out for paper.
    pub print: Option<super::PrintChoice>,
    /// What the solver says of the puzzle being printed, kept while the
    /// print dialog is open (see `lesson::sheet`).
    pub print_solutions: Option<crate::page::Solutions>,
    /// The dialog that makes a GIF of a range of steps is open.
    pub export: Option<super::Export>,
    /// The page is an embed: the board, some panels, a small player.
    pub embed: Option<super::Embed>,
}

/// The keys of a fragment, `key=value` parts, without those named.
fn without_keys(fragment: &str, keys: &[&str]) -> String {
    fragment
        .split('&')
        .filter(|part| {
            let key = part.split_once('=').map_or(*part, |(k, _)| k);
            !part.is_empty() && !keys.contains(&key)
        })
        .collect::<Vec<_>>()
        .join("&")
}

/// What a link is a moment of: the run (puzzle, entries, strategy, seed,
/// mode), without the step, the speed or the language.
fn run_of(fragment: &str) -> String {
    without_keys(fragment, &["step", "speed", "lang", "lesson"])
}

/// The step a fragment names (0 without one).
fn step_of(fragment: &str) -> u64 {
    fragment
        .split('&')
        .find_map(|part| part.strip_prefix("step="))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

/// A title cut to [`MAX_TITLE`] characters, on one line.
fn clean_title(title: &str) -> String {
    let one_line = title.replace(['\n', '\r'], " ");
    one_line.trim_start().chars().take(MAX_TITLE).collect()
}

impl Lesson {
    /// The moments as a link carries them, relative to the run of
    /// `base` (a moment of that run is its step alone).
    pub fn link_moments(&self, base: &str) -> Vec<LinkMoment> {
        let run = run_of(base);
        self.moments
            .iter()
            .map(|m| {
                let place = if run_of(&m.link) == run {
                    MomentPlace::Step(step_of(&m.link))
                } else {
                    MomentPlace::Link(m.link.clone())
                };
                LinkMoment(m.title.clone(), place)
            })
            .collect()
    }

    /// The moment a link stands at: the one it names, else the last of
    /// its run before its step (a reload between two moments), else the
    /// first.
    fn moment_at(&self, fragment: &str) -> usize {
        let (run, step) = (run_of(fragment), step_of(fragment));
        let of_run = |m: &&Moment| run_of(&m.link) == run;
        let here = format!("{run}&step={step}");
        let exact = self.moments.iter().position(|m| m.link == here);
        let before = || {
            (self.moments.iter().enumerate())
                .filter(|(_, m)| of_run(m) && step_of(&m.link) <= step)
                .max_by_key(|(_, m)| step_of(&m.link))
                .map(|(i, _)| i)
        };
        exact.or_else(before).unwrap_or(0)
    }

    /// The moments a link or storage carried, relative to the run of
    /// `base`.
    pub fn from_link(moments: Vec<LinkMoment>, base: &str) -> Vec<Moment> {
        let run = run_of(base);
        moments
            .into_iter()
            .map(|LinkMoment(title, place)| Moment {
                title: clean_title(&title),
                link: match place {
                    MomentPlace::Step(step) => format!("{run}&step={step}"),
                    MomentPlace::Link(link) => without_keys(&link, &["lang", "speed", "lesson"]),
                },
            })
            .collect()
    }
}

impl Model {
    /// The link of the moment on screen, without the language and the
    /// speed.
    pub(in crate::page) fn moment_link(&self) -> String {
        without_keys(&self.link_with(None), &["lang", "speed"])
    }

    /// Marks the moment on screen, titled by its step, after the moment
    /// last gone to (or at the end).
    pub(in crate::page) fn mark_moment(&mut self, out: &mut Vec<Command>) {
        let at = self.lesson.at.map_or(self.lesson.moments.len(), |i| i + 1);
        let step = self.step().to_string();
        let moment = Moment {
            title: self.screen.lang.fill(T::MomentTitle, &[&step]),
            link: self.moment_link(),
        };
        self.lesson.moments.insert(at, moment);
        self.lesson.at = Some(at);
        self.keep_lesson(out);
    }

    /// Goes to moment `index`: in the run on screen, the cursor moves to
    /// its step; else its link opens (its puzzle, strategy and mode).
    pub(super) fn go_to_moment(&mut self, index: usize, now: f64, out: &mut Vec<Command>) {
        let Some(moment) = self.lesson.moments.get(index).cloned() else {
            return;
        };
        self.lesson.at = Some(index);
        self.cursor.playing = false;
        // What the page said of the moment before is not of this one.
        self.screen.note = None;
        if run_of(&moment.link) == run_of(&self.link_with(None)) {
            self.route_run(RunAction::SeekTo(step_of(&moment.link)), now, out);
        } else {
            let lang = self.screen.lang.code();
            self.open_link(&format!("{}&lang={lang}", moment.link), now, out);
        }
    }

    /// The next moment (`forward`) or the one before, from the one last
    /// gone to; the first when none was.
    fn next_moment(&mut self, forward: bool, now: f64, out: &mut Vec<Command>) {
        let last = self.lesson.moments.len().saturating_sub(1);
        let index = match (self.lesson.at, forward) {
            (None, _) => 0,
            (Some(i), true) => (i + 1).min(last),
            (Some(i), false) => i.saturating_sub(1),
        };
        self.go_to_moment(index, now, out);
    }

    /// The clicker's Page Down (`forward`) or Page Up: from moment to
    /// moment while the lesson is presented, else a step.
    pub(super) fn clicker(&mut self, forward: bool, now: f64, out: &mut Vec<Command>) {
        if self.lesson.presenting && !self.lesson.moments.is_empty() {
            self.next_moment(forward, now, out);
        } else {
            let step = if forward {
                RunAction::Step
            } else {
                RunAction::StepBack
            };
            self.route_run(step, now, out);
        }
    }

    /// Renames moment `index`.
    pub(in crate::page) fn title_moment(
        &mut self,
        index: usize,
        title: &str,
        out: &mut Vec<Command>,
    ) {
        if let Some(moment) = self.lesson.moments.get_mut(index) {
            moment.title = clean_title(title);
            self.keep_lesson(out);
        }
    }

    /// Moves moment `index` one place earlier (`up`) or later; the
    /// moment last gone to stays the same moment.
    pub(in crate::page) fn move_moment(&mut self, index: usize, up: bool, out: &mut Vec<Command>) {
        let len = self.lesson.moments.len();
        let other = if up {
            index.checked_sub(1)
        } else {
            Some(index + 1)
        };
        let Some(other) = other.filter(|&o| o < len && index < len) else {
            return;
        };
        self.lesson.moments.swap(index, other);
        self.lesson.at = self.lesson.at.map(|a| match a {
            a if a == index => other,
            a if a == other => index,
            a => a,
        });
        self.keep_lesson(out);
    }

    /// Removes moment `index`.
    pub(in crate::page) fn remove_moment(&mut self, index: usize, out: &mut Vec<Command>) {
        if index >= self.lesson.moments.len() {
            return;
        }
        self.lesson.moments.remove(index);
        self.lesson.at = match self.lesson.at {
            Some(a) if a > index => Some(a - 1),
            Some(a) if a == index => None,
            at => at,
        };
        if self.lesson.moments.is_empty() {
            self.lesson.presenting = false;
        }
        self.keep_lesson(out);
    }

    /// The link of the whole lesson: the first moment, with every moment
    /// in its `lesson` key.
    pub fn lesson_fragment(&self) -> Option<String> {
        let first = &self.lesson.moments.first()?.link;
        let moments = self.lesson.link_moments(first);
        let lang = self.screen.lang.code();
        Some(format!("{first}&lang={lang}&{}", write_lesson(&moments)))
    }

    /// The lesson a link carries (its `fragment`), presented from its
    /// first moment; it replaces the one on the page, which stays kept
    /// in storage until the new one changes.
    pub(in crate::page) fn open_lesson(&mut self, moments: Vec<LinkMoment>, fragment: &str) {
        self.lesson.moments = Lesson::from_link(moments, fragment);
        let some = !self.lesson.moments.is_empty();
        self.lesson.at = some.then(|| self.lesson.moment_at(fragment));
        self.lesson.presenting = some;
    }

    /// What the address bar holds: the link of the moment on screen and,
    /// while a lesson is presented, its moments, so that a reload goes on
    /// presenting it where it was.
    pub fn address(&self) -> String {
        let link = self.link();
        if !self.lesson.presenting || self.lesson.moments.is_empty() {
            return link;
        }
        let moments = self.lesson.link_moments(&link);
        format!("{link}&{}", write_lesson(&moments))
    }

    /// The lesson kept in storage (as [`Model::keep_lesson`] wrote it).
    pub(in crate::page) fn restore_lesson(&mut self, kept: &str) {
        if let Ok(moments) = read_lesson(kept) {
            self.lesson.moments = Lesson::from_link(moments, "");
        }
    }

    /// Keeps the moments in storage, each with its own link.
    fn keep_lesson(&self, out: &mut Vec<Command>) {
        out.push(Command::Store {
            key: LESSON_KEY,
            value: lesson_json(&self.lesson.link_moments("")),
        });
    }
}
