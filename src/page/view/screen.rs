//! The page around the board, as a part: the language, projector mode,
//! the help, the welcome and the diagnostics, the panels shown, the
//! message under the controls, and what the address bar was last given.
//! Its actions ([`Screen::update`]) change its own fields; a control that
//! needs the rest of the page (a link copied or opened, Esc with a
//! dialog open) is the router's.

use crate::format::Link;
use crate::i18n::Lang;
use crate::page::action::{PageAction, RunAction};
use crate::page::ctx::Ctx;
use crate::page::model::{Command, LANG_KEY, PANELS_KEY, TOUR_KEY};
use crate::page::{Note, Panel, PanelSet, ProjectorPages, Sent, WorkerMemory};

/// The steps after which the welcome folds away by itself.
pub const TOUR_FOLDS_AFTER: u8 = 5;

/// The page around the board: language, projector mode, dialogs,
/// panels, the message, the address bar.
#[derive(Debug)]
pub struct Screen {
    /// The page's language.
    lang: Lang,
    /// Projector mode: full screen, large, the editing chrome hidden.
    projector: bool,
    /// The help dialog is open.
    help: bool,
    /// The diagnostics corner (memory) is open.
    diagnostics: bool,
    /// The board shades the squares the placed queens attack.
    shade_attacks: bool,
    /// The first visit's welcome is shown.
    tour: bool,
    /// Steps the reader has taken with the welcome open: after
    /// [`TOUR_FOLDS_AFTER`] it has done its work and folds away.
    tour_steps: u8,
    /// The panels shown.
    panels: PanelSet,
    /// The panel shown beside the Explanation in projector mode, as
    /// last chosen.
    projector_page: Option<Panel>,
    /// The message under the controls.
    note: Option<Note>,
    /// The search worker's memory, as it last said (for the diagnostics).
    worker_memory: Option<WorkerMemory>,
    /// The link last written into the address bar.
    url_written: String,
    /// The address bar holds a link with problems, left as it was until
    /// the reader acts.
    url_held: bool,
    /// When it was written (the page's clock).
    url_at: f64,
}

impl Default for Screen {
    fn default() -> Self {
        Screen {
            lang: Lang::En,
            projector: false,
            help: false,
            diagnostics: false,
            shade_attacks: false,
            tour: false,
            tour_steps: 0,
            panels: PanelSet::default(),
            projector_page: None,
            note: None,
            worker_memory: None,
            url_written: String::new(),
            url_held: false,
            url_at: f64::NEG_INFINITY,
        }
    }
}

impl Screen {
    /// The page's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether projector mode is on.
    pub fn projector(&self) -> bool {
        self.projector
    }

    /// Whether the help dialog is open.
    pub fn help(&self) -> bool {
        self.help
    }

    /// Whether the diagnostics corner is open.
    pub fn diagnostics(&self) -> bool {
        self.diagnostics
    }

    /// Whether the board shades the squares the placed queens attack.
    pub fn shade_attacks(&self) -> bool {
        self.shade_attacks
    }

    /// Whether the first visit's welcome is shown.
    pub fn tour(&self) -> bool {
        self.tour
    }

    /// The panels the reader chose to show.
    pub fn panels(&self) -> PanelSet {
        self.panels
    }

    /// The panel last chosen beside the Explanation in projector mode.
    pub fn projector_page(&self) -> Option<Panel> {
        self.projector_page
    }

    /// The message under the controls.
    pub fn note(&self) -> &Option<Note> {
        &self.note
    }

    /// The search worker's memory, as it last said.
    pub fn worker_memory(&self) -> Option<WorkerMemory> {
        self.worker_memory
    }

    /// The page opens: in `lang`, with `panels`, the welcome shown
    /// unless the reader has `toured`.
    pub(in crate::page) fn open(&mut self, lang: Lang, panels: PanelSet, toured: bool) {
        self.lang = lang;
        self.panels = panels;
        self.tour = !toured;
    }

    /// The page opens with the language and the panels storage kept (as
    /// stored), the language otherwise the first of the `browser`'s that
    /// the page speaks; the welcome shown unless the reader has `toured`.
    pub(in crate::page) fn open_kept(
        &mut self,
        lang: Option<&str>,
        panels: Option<&str>,
        browser: &[String],
        toured: bool,
    ) {
        let lang = lang.and_then(Lang::parse);
        let lang = lang.unwrap_or_else(|| Lang::from_browser(browser));
        let panels = panels.map_or_else(PanelSet::default, PanelSet::load);
        self.open(lang, panels, toured);
    }

    /// The page speaks `lang`.
    pub(in crate::page) fn speak(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// What a link says of the screen: its language, and its problems,
    /// held for the reader to see (see [`Screen::hold_link`]).
    pub(in crate::page) fn take_link(&mut self, link: &mut Link) {
        if let Some(lang) = link.lang {
            self.speak(lang);
        }
        if !link.problems.is_empty() {
            self.hold_link(Note::Link(std::mem::take(&mut link.problems)));
        }
    }

    /// An embed opens: it has no welcome.
    pub(in crate::page) fn fold_tour(&mut self) {
        self.tour = false;
    }

    /// Says `note` under the controls.
    pub(in crate::page) fn say(&mut self, note: Note) {
        self.note = Some(note);
    }

    /// Clears the message under the controls.
    pub(in crate::page) fn hush(&mut self) {
        self.note = None;
    }

    /// Puts `note` on screen (`None`: clears it), unless a link's
    /// problems are held there for the reader to see: they stay until
    /// the reader acts.
    pub(in crate::page) fn say_unless_held(&mut self, note: Option<Note>) {
        if !self.url_held {
            self.note = note;
        }
    }

    /// The grid changed: a message of an error is no longer true.
    pub(in crate::page) fn drop_error(&mut self) {
        self.note = self.note.take().filter(|n| !n.is_error());
    }

    /// A link with `problems` opened: they are said, and the address bar
    /// keeps the link as the reader wrote it, to be seen and mended,
    /// until the reader does something.
    pub(in crate::page) fn hold_link(&mut self, note: Note) {
        self.note = Some(note);
        self.url_held = true;
    }

    /// The reader acted: a link held in the address bar may be replaced.
    pub(in crate::page) fn release_link(&mut self) {
        self.url_held = false;
    }

    /// The search worker said how much memory it holds.
    pub(in crate::page) fn keep_memory(&mut self, memory: WorkerMemory) {
        self.worker_memory = Some(memory);
    }

    /// Whether the address bar may be written at `now`: not while a link
    /// is held, and while the run moves at most once a second.
    pub(in crate::page) fn may_write_address(&self, now: f64, moving: bool) -> bool {
        let too_soon = moving && now - self.url_at < 1000.0;
        !self.url_held && !too_soon
    }

    /// Writes `link` into the address bar at `now` if it changed.
    pub(in crate::page) fn write_address(&mut self, link: String, now: f64, ctx: &mut Ctx) {
        if link != self.url_written {
            self.url_at = now;
            self.url_written = link.clone();
            ctx.command(Command::Url(link));
        }
    }

    /// Carries out an action on the page around the board (`pages`: the
    /// projector's pages now). What needs the rest of the page is the
    /// router's and changes nothing here.
    pub(in crate::page) fn update(
        &mut self,
        action: PageAction,
        pages: Option<ProjectorPages>,
        ctx: &mut Ctx,
    ) {
        match action {
            PageAction::ToggleProjector => {
                self.projector = !self.projector;
                ctx.command(Command::Fullscreen(self.projector));
            }
            PageAction::FullscreenLeft => self.projector = false,
            PageAction::ShowHelp(open) => self.help = open,
            PageAction::ShowDiagnostics(open) => self.diagnostics = open,
            PageAction::CloseTour => self.close_tour(ctx),
            PageAction::Escape => self.escape(ctx),
            PageAction::SetLang(lang) => self.set_lang(lang, ctx),
            PageAction::NextLang => self.set_lang(self.lang.next(), ctx),
            PageAction::LangUnavailable { wanted, speaking } => {
                if self.lang == wanted {
                    // Not stored: the reader's choice stands for a visit
                    // at which the texts can be had.
                    self.lang = speaking;
                    self.note = Some(Note::LangUnavailable(wanted));
                    ctx.command(Command::Lang(speaking));
                }
            }
            PageAction::TogglePanel(panel) => {
                self.panels.toggle(panel);
                let value = self.panels.save();
                ctx.command(Command::Store {
                    key: PANELS_KEY,
                    value,
                });
            }
            PageAction::ToggleShade => self.shade_attacks = !self.shade_attacks,
            PageAction::ShowPage(panel) => self.projector_page = Some(panel),
            PageAction::NextPage => {
                if let Some(pages) = pages {
                    self.projector_page = Some(pages.next());
                }
            }
            PageAction::EmbedCopied(ok) => self.copied(ok, Sent::EmbedCopied),
            PageAction::Copied(ok) => self.copied(ok, Sent::LinkCopied),
            PageAction::CopyLink
            | PageAction::OpenLink(_)
            | PageAction::Engaged
            | PageAction::ClassOn
            | PageAction::CopyEmbed => {}
        }
    }

    /// A copy to the clipboard worked (`done`) or did not.
    fn copied(&mut self, ok: bool, done: Sent) {
        self.note = Some(Note::Sent(if ok { done } else { Sent::CopyFailed }));
    }

    /// Esc closes what is open here: the help, else the welcome, else
    /// projector mode.
    fn escape(&mut self, ctx: &mut Ctx) {
        if self.help {
            self.help = false;
        } else if self.tour {
            self.tour = false;
        } else if self.projector {
            self.projector = false;
            ctx.command(Command::Fullscreen(false));
        }
    }

    /// Closes the first visit's welcome, for this visit and the next.
    fn close_tour(&mut self, ctx: &mut Ctx) {
        self.tour = false;
        ctx.command(Command::Store {
            key: TOUR_KEY,
            value: "yes".into(),
        });
    }

    /// The reader used a control of the run with the welcome open: after
    /// a few steps the welcome has said what it had to say and folds
    /// away.
    pub(in crate::page) fn count_tour_step(&mut self, action: &RunAction, ctx: &mut Ctx) {
        let steps = matches!(
            action,
            RunAction::Step | RunAction::Play | RunAction::PlayPause
        );
        if self.tour && steps {
            self.tour_steps += 1;
            if self.tour_steps >= TOUR_FOLDS_AFTER {
                self.close_tour(ctx);
            }
        }
    }

    fn set_lang(&mut self, lang: Lang, ctx: &mut Ctx) {
        self.lang = lang;
        ctx.command(Command::Lang(lang));
        ctx.command(Command::Store {
            key: LANG_KEY,
            value: lang.code().to_string(),
        });
    }
}
