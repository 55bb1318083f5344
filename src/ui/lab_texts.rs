//! The Lab's texts, a part of each language's fetched when the Lab opens
//! ([`crate::i18n::tables::Part::Lab`]): the Lab's actions wait for them
//! (its prefilled code is written in them), and the page keeps its drawing
//! until they are in while the Lab is open.

use yew::Context;

use super::app::{now, App};
use crate::i18n::tables::{part_installed, Part};
use crate::page::Action;

impl App {
    /// Whether the Lab's texts are installed in the page's language.
    pub(super) fn lab_texts_installed(&self) -> bool {
        part_installed(self.model.screen.lang(), Part::Lab)
    }

    /// Whether the Lab's texts are at hand in the page's language, or not
    /// needed: the Lab is closed.
    pub(super) fn lab_texts_at_hand(&self) -> bool {
        self.model.mode.lab().is_none() || self.lab_texts_installed()
    }

    /// Whether the page may be drawn: its texts, and the Lab's while it
    /// is open, are at hand in its language (until then it keeps its
    /// drawing in the last language).
    pub(super) fn ready_to_draw(&self) -> bool {
        self.model.screen.lang().is_ready() && self.lab_texts_at_hand()
    }

    /// Holds a Lab `action` until the Lab's texts are in, and fetches
    /// them; nothing to draw yet.
    pub(super) fn wait_for_lab_texts(&mut self, ctx: &Context<Self>, action: Action) -> bool {
        self.waiting_for_lab_texts.push(action);
        super::lang_tables::fetch_lab_texts(ctx.link(), self.model.screen.lang());
        false
    }

    /// The Lab's texts are in (or could not be had): the actions that
    /// waited go on; whether to draw.
    pub(super) fn go_on_with_lab_actions(&mut self, ctx: &Context<Self>) -> bool {
        for action in std::mem::take(&mut self.waiting_for_lab_texts) {
            let commands = self.model.update(action, now());
            self.carry_out(ctx, commands);
        }
        self.ready_to_draw()
    }
}
