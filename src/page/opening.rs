//! The page's links: what a link opens beyond its puzzle and choices
//! (an embed, a race, the Lab's code, a step), and the link of the
//! moment on screen.

use super::lab::OwnPuzzle;
use super::lesson::Embed;
use super::model::Command;
use super::run::choices::Choices;
use super::{Editor, Race};
use crate::format::{puzzle_text, write_link, Link, LinkState};
use crate::i18n::Lang;
use crate::strategy::Strategy;

/// What a link opens once its puzzle, choices, language and lesson are
/// taken (see [`Opens::of`]).
#[derive(Debug)]
pub(super) enum Opens {
    /// An embed of the run, playing from its first step.
    Embed(Embed),
    /// A race of these strategies.
    Race(Vec<Strategy>),
    /// The Lab, once the page has unpacked its code.
    Lab(Box<Command>),
    /// The run, at this step.
    Step(u64),
    /// Nothing more: the grid.
    Grid,
}

impl Opens {
    /// What `link` opens, the first that it names of an embed, a race,
    /// the Lab and a step (a step only where the strategy shows steps).
    pub fn of(link: &mut Link, steps: bool) -> Opens {
        if let Some(embed) = Embed::of(link) {
            return Opens::Embed(embed);
        }
        if let Some(strategies) = link.race.take() {
            return Opens::Race(strategies);
        }
        if let Some(packed) = link.lab.take() {
            let own = link.own.as_deref().and_then(OwnPuzzle::from_key);
            let step = link.step.unwrap_or(0);
            return Opens::Lab(Box::new(Command::UnpackLab { packed, step, own }));
        }
        match link.step.filter(|&s| s > 0 && steps) {
            Some(step) => Opens::Step(step),
            None => Opens::Grid,
        }
    }
}

/// What the link of a moment reads of the page.
pub(super) struct MomentOf<'a> {
    /// The grid being edited.
    pub editor: &'a Editor,
    /// The run's choices.
    pub choices: &'a Choices,
    /// The race on, if any.
    pub race: Option<&'a Race>,
    /// The step on screen.
    pub step: u64,
    /// The page's language.
    pub lang: Lang,
}

/// The fragment that opens the moment, with `embed`'s keys if any. A
/// puzzle being solved travels as loaded, with the entries beside it;
/// one typed into an empty grid, as its givens.
pub(super) fn moment_link(moment: MomentOf, embed: Option<&str>) -> String {
    let editor = moment.editor;
    let entries = editor
        .shares_entries()
        .then(|| editor.entries_text())
        .flatten();
    let puzzle = match editor.solvable() {
        Ok(p) if entries.is_none() => puzzle_text(&p),
        _ => puzzle_text(editor.puzzle()),
    };
    let race: Vec<Strategy> = moment
        .race
        .iter()
        .flat_map(|r| r.lanes().iter().map(|l| l.strategy()))
        .collect();
    let choices = moment.choices;
    write_link(&LinkState {
        race: &race,
        puzzle: &puzzle,
        entries: entries.as_deref(),
        marks: editor.marks_text().as_deref(),
        strategy: choices.strategy(),
        mode: choices.mode(),
        step: moment.step,
        speed: choices.speed(),
        lang: moment.lang,
        embed,
    })
}
