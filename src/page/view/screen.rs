//! The page around the board: projector mode, the help and the welcome,
//! the language, the panels shown, the link to this moment.

use crate::i18n::{Lang, Numbers};
use crate::page::action::PageAction;
use crate::page::action::RunAction;
use crate::page::model::{Command, Model, LANG_KEY, PANELS_KEY, TOUR_FOLDS_AFTER, TOUR_KEY};
use crate::page::speed::SPEEDS;
use crate::page::Note;
use crate::page::Sent;
use crate::protocol::Request;

/// The fastest play whose every step is announced to a screen reader.
pub const ANNOUNCED_PER_SECOND: u32 = 2;

impl Model {
    /// The Explanation's sentence for the step on screen, if a run
    /// shows steps: what a phone shows as a caption under the board, so
    /// that the board and its reason are seen together.
    pub fn sentence_on_screen(&self, numbers: &dyn Numbers) -> Option<String> {
        let (run, facts) = (self.run.as_ref()?, self.facts.as_ref()?);
        if let Some(call) = &facts.lab {
            return Some(call.words(self.screen.lang, numbers));
        }
        run.subject.sentence(
            self.choices.strategy,
            &facts.explanation.fact,
            self.screen.lang,
            numbers,
        )
    }

    /// Whether a screen reader is told each step's explanation as it
    /// comes: while the run stands still or steps at a pace a listener
    /// can follow (at most [`ANNOUNCED_PER_SECOND`] events a second), not
    /// while it plays faster, when the announcements would pile up.
    pub fn announces_steps(&self) -> bool {
        !self.cursor.playing
            || SPEEDS
                .get(self.choices.speed)
                .is_some_and(|s| s.per_second <= ANNOUNCED_PER_SECOND)
    }

    /// Carries out an action on the page around the board.
    pub(in crate::page) fn on_page(
        &mut self,
        action: PageAction,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        match action {
            PageAction::ToggleProjector => {
                self.screen.projector = !self.screen.projector;
                out.push(Command::Fullscreen(self.screen.projector));
            }
            PageAction::FullscreenLeft => self.screen.projector = false,
            PageAction::ShowHelp(open) => self.screen.help = open,
            PageAction::ShowDiagnostics(open) => {
                self.screen.diagnostics = open;
                if open {
                    self.send(Request::Memory, now, out);
                }
            }
            PageAction::CloseTour => self.close_tour(out),
            PageAction::Escape => self.escape(out),
            PageAction::SetLang(lang) => self.set_lang(lang, out),
            PageAction::NextLang => self.set_lang(self.screen.lang.next(), out),
            PageAction::LangUnavailable { wanted, speaking } => {
                if self.screen.lang == wanted {
                    // Not stored: the reader's choice stands for a visit
                    // at which the texts can be had.
                    self.screen.lang = speaking;
                    self.screen.note = Some(Note::LangUnavailable(wanted));
                    out.push(Command::Lang(speaking));
                }
            }
            PageAction::TogglePanel(panel) => {
                self.screen.panels.toggle(panel);
                out.push(Command::Store {
                    key: PANELS_KEY,
                    value: self.screen.panels.save(),
                });
            }
            PageAction::ToggleShade => self.screen.shade_attacks = !self.screen.shade_attacks,
            PageAction::ShowPage(panel) => self.screen.projector_page = Some(panel),
            PageAction::NextPage => {
                if let Some(pages) = self.projector_pages() {
                    self.screen.projector_page = Some(pages.next());
                }
            }
            PageAction::CopyLink => out.push(match self.mode.lab() {
                Some(lab) => Command::CopyLabLink {
                    fragment: match lab.kind.own() {
                        Some(own) => format!("{}&own={}", self.link(), own.key()),
                        None => self.link(),
                    },
                    code: lab.code.clone(),
                },
                None => Command::CopyLink(self.link()),
            }),
            PageAction::OpenLink(fragment) => self.open_link(&fragment, now, out),
            PageAction::Engaged => self.engaged(out),
            PageAction::CopyEmbed => out.push(Command::CopyEmbed(self.embed_fragment())),
            PageAction::EmbedCopied(ok) => {
                self.screen.note = Some(if ok {
                    Note::Sent(Sent::EmbedCopied)
                } else {
                    Note::Sent(Sent::CopyFailed)
                })
            }
            PageAction::Copied(ok) => {
                self.screen.note = Some(if ok {
                    Note::Sent(Sent::LinkCopied)
                } else {
                    Note::Sent(Sent::CopyFailed)
                })
            }
        }
    }

    /// Esc closes what is open: the print or GIF dialog, else the help, else
    /// the welcome, else projector mode.
    fn escape(&mut self, out: &mut Vec<Command>) {
        let (step, now) = (self.step(), self.cursor.last_tick);
        if self.with_lesson(now, out, |lesson, ctx| lesson.escape(step, ctx)) {
            return;
        }
        if self.screen.help {
            self.screen.help = false;
        } else if self.screen.tour {
            self.screen.tour = false;
        } else if self.screen.projector {
            self.screen.projector = false;
            out.push(Command::Fullscreen(false));
        }
    }

    /// Closes the first visit's welcome, for this visit and the next.
    pub(in crate::page) fn close_tour(&mut self, out: &mut Vec<Command>) {
        self.screen.tour = false;
        out.push(Command::Store {
            key: TOUR_KEY,
            value: "yes".into(),
        });
    }

    /// The reader took a step with the welcome open: after a few the
    /// welcome has said what it had to say and folds away.
    pub(in crate::page) fn count_tour_step(&mut self, action: &RunAction, out: &mut Vec<Command>) {
        let steps = matches!(
            action,
            RunAction::Step | RunAction::Play | RunAction::PlayPause
        );
        if self.screen.tour && steps {
            self.screen.tour_steps += 1;
            if self.screen.tour_steps >= TOUR_FOLDS_AFTER {
                self.close_tour(out);
            }
        }
    }

    fn set_lang(&mut self, lang: Lang, out: &mut Vec<Command>) {
        self.screen.lang = lang;
        out.push(Command::Lang(lang));
        out.push(Command::Store {
            key: LANG_KEY,
            value: lang.code().to_string(),
        });
    }
}
