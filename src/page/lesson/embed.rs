//! The page as an embed, for a slide or a course page (an `<iframe>`):
//! the board, the panels the link names and a small player, playing the
//! steps `from..to` of the run, once or again and again. A link with
//! `embed=1` opens it; "Copy embed code" writes the `<iframe>` for the
//! moment on screen.

use super::{Lesson, Standing};
use crate::format::Link;
use crate::page::ctx::{Ctx, Follow};
use crate::page::model::Command;
use crate::page::{Action, LessonAction};
use crate::page::{Panel, PanelSet};

/// The steps an embed plays when its link names no end.
pub const EMBED_STEPS: u64 = 60;

/// How long an embed that loops holds its last step before it plays
/// again: long enough to be read.
pub const LOOP_HOLD_MS: u32 = 1500;

/// The size of the `<iframe>` the embed code writes: a slide's.
const FRAME: (u32, u32) = (960, 540);

/// The panels of an embed whose link names none: the Explanation.
fn default_panels() -> PanelSet {
    PanelSet::load(Panel::Explanation.key())
}

/// An embed's settings, from its link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Embed {
    /// The first step of the range.
    pub from: u64,
    /// Its last step.
    pub to: u64,
    /// The range plays again from its start.
    pub looping: bool,
    /// The small player shows (`controls=min`, the default), or nothing
    /// does (`controls=none`).
    pub controls: bool,
    /// The panels beside the board.
    pub panels: PanelSet,
}

impl Embed {
    /// The embed `link` asks for, if it asks for one.
    pub fn of(link: &Link) -> Option<Self> {
        let keys = &link.embed;
        if !keys.on {
            return None;
        }
        let from = keys.from.or(link.step).unwrap_or(0);
        let panels = keys
            .panels
            .as_deref()
            .map_or_else(default_panels, PanelSet::load);
        Some(Embed {
            from,
            to: keys.to.unwrap_or(from + EMBED_STEPS).max(from),
            looping: keys.looping,
            controls: keys.controls.as_deref() != Some("none"),
            panels,
        })
    }

    /// Its keys in a link, as [`Embed::of`] reads them.
    pub fn keys(&self) -> String {
        format!(
            "embed=1&from={}&to={}&loop={}&controls={}&panels={}",
            self.from,
            self.to,
            u8::from(self.looping),
            if self.controls { "min" } else { "none" },
            self.panels.save()
        )
    }
}

impl Embed {
    /// The embed of the run on screen from step `step` on
    /// ([`EMBED_STEPS`] steps, looping, with the Explanation), as "Copy
    /// embed code" writes it.
    pub fn from_step(step: u64) -> Self {
        Embed {
            from: step,
            to: step + EMBED_STEPS,
            looping: true,
            controls: true,
            panels: default_panels(),
        }
    }
}

impl Lesson {
    /// Makes the page `embed`; where the run `plays` its steps, it
    /// plays its range from the first step.
    pub(in crate::page) fn start_embed(&mut self, embed: Embed, plays: bool, ctx: &mut Ctx) {
        self.embed = Some(embed);
        if plays {
            ctx.then(Follow::PlayFrom((embed.from > 0).then_some(embed.from)));
        }
    }

    /// The events a play may still advance from step `step` before the
    /// embed's last step (`None` outside an embed).
    pub(in crate::page) fn embed_room(&self, step: u64) -> Option<u64> {
        let embed = self.embed?;
        Some(embed.to.saturating_sub(step))
    }

    /// After a moment of an embed's play: at the range's last step (or
    /// the run's end) the play stops, and one that loops starts again
    /// from the first step after [`LOOP_HOLD_MS`].
    pub(super) fn embed_after_moment(&mut self, standing: Standing, ctx: &mut Ctx) {
        let Some(embed) = self.embed else {
            return;
        };
        let at_end = standing.finished || standing.step >= embed.to;
        if !standing.playing || !standing.settled || !at_end {
            return;
        }
        ctx.then(Follow::Pause);
        if embed.looping {
            ctx.command(Command::Later {
                ms: LOOP_HOLD_MS,
                action: Box::new(Action::Lesson(LessonAction::EmbedAgain)),
            });
        }
    }

    /// An embed that loops plays its range again, from its first step.
    pub(super) fn embed_again(&mut self, ctx: &mut Ctx) {
        if let Some(embed) = self.embed.filter(|e| e.looping) {
            ctx.then(Follow::PlayFrom(Some(embed.from)));
        }
    }
}

/// The `<iframe>` that shows the page at `address` (its origin and path)
/// with `fragment`, sized for a slide.
pub fn iframe_code(address: &str, fragment: &str) -> String {
    let (width, height) = FRAME;
    let src = format!("{address}#{fragment}")
        .replace('&', "&amp;")
        .replace('"', "&quot;");
    format!(
        "<iframe src=\"{src}\" width=\"{width}\" height=\"{height}\" title=\"Backtrack Lab\" loading=\"lazy\" style=\"border: 0\"></iframe>"
    )
}
