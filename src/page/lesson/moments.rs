//! A lesson as moments: the teacher marks moments of a run (each a step
//! with a title), puts them in order, and steps through them with the
//! clicker as through slides. The list travels in one link (its
//! `lesson` key) and is kept in local storage; each moment has a link
//! of its own, which its QR code carries to the students' phones.

use super::Here;
use crate::format::{lesson_json, read_lesson, write_lesson, LinkMoment, MomentPlace};
use crate::i18n::{Lang, T};
use crate::page::action::RunAction;
use crate::page::ctx::{Ctx, Follow};
use crate::page::model::Command;

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
    pub(super) moments: Vec<Moment>,
    /// The moment last gone to (index into `moments`).
    pub(super) at: Option<usize>,
    /// The clicker's Page Down and Page Up go from moment to moment.
    pub(super) presenting: bool,
    /// The print dialog is open, with these choices: the sheet is laid
    /// out for paper.
    pub(super) print: Option<super::PrintChoice>,
    /// What the solver says of the puzzle being printed, kept while the
    /// print dialog is open (see `lesson::sheet`).
    pub(super) print_solutions: Option<crate::page::Solutions>,
    /// The dialog that makes a GIF of a range of steps is open.
    pub(super) export: Option<super::Export>,
    /// The page is an embed: the board, some panels, a small player.
    pub(super) embed: Option<super::Embed>,
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
pub(in crate::page) fn run_of(fragment: &str) -> String {
    without_keys(fragment, &["step", "speed", "lang", "lesson"])
}

/// The step a fragment names (0 without one).
pub(in crate::page) fn step_of(fragment: &str) -> u64 {
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

impl Lesson {
    /// Its moments, in the order they are shown.
    pub fn moments(&self) -> &[Moment] {
        &self.moments
    }

    /// The moment last gone to (index into [`Lesson::moments`]).
    pub fn at(&self) -> Option<usize> {
        self.at
    }

    /// The clicker's Page Down and Page Up go from moment to moment.
    pub fn presenting(&self) -> bool {
        self.presenting
    }

    /// The print dialog's choices, while it is open.
    pub fn print(&self) -> Option<super::PrintChoice> {
        self.print
    }

    /// What the solver says of the puzzle being printed.
    pub fn print_solutions(&self) -> Option<&crate::page::Solutions> {
        self.print_solutions.as_ref()
    }

    /// The export dialog, while it is open.
    pub fn export(&self) -> Option<super::Export> {
        self.export
    }

    /// The embed the page is, if it is one.
    pub fn embed(&self) -> Option<super::Embed> {
        self.embed
    }

    /// Marks the moment `here`, titled by its step, after the moment
    /// last gone to (or at the end).
    pub(super) fn mark(&mut self, here: &Here, ctx: &mut Ctx) {
        let at = self.at.map_or(self.moments.len(), |i| i + 1);
        let moment = Moment {
            title: here.lang.fill(T::MomentTitle, &[&here.step.to_string()]),
            link: without_keys(&here.link, &["lang", "speed"]),
        };
        self.moments.insert(at, moment);
        self.at = Some(at);
        self.keep(ctx);
    }

    /// Goes to moment `index`: in the run on screen, the cursor moves to
    /// its step; else its link opens (its puzzle, strategy and mode).
    pub(super) fn go_to(&mut self, index: usize, here: &Here, ctx: &mut Ctx) {
        let Some(moment) = self.moments.get(index) else {
            return;
        };
        self.at = Some(index);
        ctx.then(Follow::Pause);
        // What the page said of the moment before is not of this one.
        ctx.then(Follow::Hush);
        if run_of(&moment.link) == run_of(&here.link) {
            ctx.then(Follow::Run(RunAction::SeekTo(step_of(&moment.link))));
        } else {
            let lang = here.lang.code();
            ctx.then(Follow::OpenLink(format!("{}&lang={lang}", moment.link)));
        }
    }

    /// The clicker's Page Down (`forward`) or Page Up: from moment to
    /// moment while the lesson is presented (the first when none was
    /// gone to), else a step.
    pub(super) fn clicker(&mut self, forward: bool, here: &Here, ctx: &mut Ctx) {
        if !self.presenting || self.moments.is_empty() {
            let step = if forward {
                RunAction::Step
            } else {
                RunAction::StepBack
            };
            return ctx.then(Follow::Run(step));
        }
        let last = self.moments.len() - 1;
        let index = match (self.at, forward) {
            (None, _) => 0,
            (Some(i), true) => (i + 1).min(last),
            (Some(i), false) => i.saturating_sub(1),
        };
        self.go_to(index, here, ctx);
    }

    /// Renames moment `index`.
    pub(super) fn title(&mut self, index: usize, title: &str, ctx: &mut Ctx) {
        if let Some(moment) = self.moments.get_mut(index) {
            moment.title = clean_title(title);
            self.keep(ctx);
        }
    }

    /// Moves moment `index` one place earlier (`up`) or later; the
    /// moment last gone to stays the same moment.
    pub(super) fn move_moment(&mut self, index: usize, up: bool, ctx: &mut Ctx) {
        let len = self.moments.len();
        let other = if up {
            index.checked_sub(1)
        } else {
            Some(index + 1)
        };
        let Some(other) = other.filter(|&o| o < len && index < len) else {
            return;
        };
        self.moments.swap(index, other);
        self.at = self.at.map(|a| match a {
            a if a == index => other,
            a if a == other => index,
            a => a,
        });
        self.keep(ctx);
    }

    /// Removes moment `index`.
    pub(super) fn remove(&mut self, index: usize, ctx: &mut Ctx) {
        if index >= self.moments.len() {
            return;
        }
        self.moments.remove(index);
        self.at = match self.at {
            Some(a) if a > index => Some(a - 1),
            Some(a) if a == index => None,
            at => at,
        };
        if self.moments.is_empty() {
            self.presenting = false;
        }
        self.keep(ctx);
    }

    /// The link of the whole lesson, in `lang`: the first moment, with
    /// every moment in its `lesson` key.
    pub fn fragment(&self, lang: Lang) -> Option<String> {
        let first = &self.moments.first()?.link;
        let moments = self.link_moments(first);
        let lang = lang.code();
        Some(format!("{first}&lang={lang}&{}", write_lesson(&moments)))
    }

    /// The lesson a link carries (its `fragment`), presented from its
    /// first moment; it replaces the one on the page, which stays kept
    /// in storage until the new one changes.
    pub(in crate::page) fn open(&mut self, moments: Vec<LinkMoment>, fragment: &str) {
        self.moments = Lesson::from_link(moments, fragment);
        let some = !self.moments.is_empty();
        self.at = some.then(|| self.moment_at(fragment));
        self.presenting = some;
    }

    /// The address bar for the moment whose link is `link`: while a
    /// lesson is presented, with its moments, so that a reload goes on
    /// presenting it where it was.
    pub(in crate::page) fn address(&self, link: String) -> String {
        if !self.presenting || self.moments.is_empty() {
            return link;
        }
        let moments = self.link_moments(&link);
        format!("{link}&{}", write_lesson(&moments))
    }

    /// The lesson kept in storage (as [`Lesson::keep`] wrote it), unless
    /// a link brought one.
    pub(in crate::page) fn restore(&mut self, kept: &str) {
        if !self.moments.is_empty() {
            return;
        }
        if let Ok(moments) = read_lesson(kept) {
            self.moments = Lesson::from_link(moments, "");
        }
    }

    /// Keeps the moments in storage, each with its own link.
    fn keep(&self, ctx: &mut Ctx) {
        ctx.command(Command::Store {
            key: LESSON_KEY,
            value: lesson_json(&self.link_moments("")),
        });
    }
}
