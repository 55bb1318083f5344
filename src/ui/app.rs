//! The app: holds the model, turns browser events into its actions, and
//! draws it with one component per part of the page.

use std::collections::HashMap;
use std::rc::Rc;

use gloo_timers::callback::{Interval, Timeout};
use gloo_worker::WorkerBridge;
use wasm_bindgen::closure::Closure;
use web_sys::{Event, KeyboardEvent};
use yew::prelude::*;

use super::board::Board;
use super::counters::Counters;
use super::diagnostics::Diagnostics;
use super::digit_pad::DigitPad;
use super::export_dialog::ExportDialog;
use super::header::Header;
use super::help::HelpDialog;
use super::intl::IntlNumbers;
use super::lab_open::lab_button;
use super::legend::Legend;
use super::note::NoteLine;
use super::picker::Picker;
use super::play_bar::PlayBar;
use super::print_dialog::PrintDialog;
use super::print_sheet::{print_head, print_tail, sheet_class};
use super::puzzle_menu::{allow_drop, read_dropped, PuzzleMenu};
use super::race::RaceView;
use super::region_editor::RegionEditor;
use super::scrub::Scrub;
use crate::i18n::tables::Part;
use crate::i18n::{Lang, T};
use crate::kinds::kind_of;
use crate::page::{
    cell_views, print_sheet, Action, CursorGoal, Editor, LabKind, Model, PageAction, PlayAction,
    RaceSnapshot, Worker, EDITOR_KEY, LANG_KEY, LESSON_KEY, MAX_WORKERS, PANELS_KEY, TOUR_KEY,
};
use crate::protocol::Reply;
use crate::worker::SearchWorker;

/// What reaches the app.
pub enum Msg {
    /// An action for the model.
    Do(Action),
    /// The worker at this address answered, in this life (replies of a
    /// worker already replaced are dropped).
    Reply(Worker, u32, Reply),
    /// A language's table is in: draw.
    LangReady,
    /// The texts of a part (the Lab's, the help's) are in (or could not
    /// be had): the actions that waited for them go on.
    PartTextsReady(Part),
    /// A language's texts could not be fetched; the page speaks one it
    /// has.
    LangUnavailable {
        /// The language asked for.
        wanted: Lang,
        /// The language at hand.
        speaking: Lang,
    },
}

/// The page.
pub struct App {
    pub(super) model: Model,
    /// The workers by address, each with the life it was started in.
    pub(super) workers: HashMap<Worker, (u32, WorkerBridge<SearchWorker>)>,
    /// Workers started so far: the life of the next is one more.
    pub(super) lives: u32,
    pub(super) timer: Option<Interval>,
    /// The address bar's next link, written in a task of its own after
    /// the drawing (a new one replaces one not yet written).
    pub(super) url_write: Option<Timeout>,
    pub(super) numbers: Rc<IntlNumbers>,
    /// The one callback every component sends its actions through; made
    /// once, so that components whose other props are unchanged are not
    /// drawn again.
    pub(super) on: Callback<Action>,
    /// The actions that wait for the texts of a part (the Lab's, the
    /// help's) in the page's language, with the part.
    pub(super) waiting_for_texts: Vec<(Part, Action)>,
    /// A part of the texts could not be had: a message that needs its
    /// words is drawn without them rather than never.
    pub(super) texts_unavailable: bool,
    _keys: Closure<dyn FnMut(KeyboardEvent)>,
    _fullscreen: Closure<dyn FnMut(Event)>,
    _link_pasted: Closure<dyn FnMut(Event)>,
    _engaged: super::engaged::Engagement,
    _visibility: Closure<dyn FnMut(Event)>,
}

/// Milliseconds from the page's clock.
pub(super) fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

pub(super) fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The browser's languages, preferred first.
fn browser_languages() -> Vec<String> {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let mut langs: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|l| l.as_string())
        .collect();
    if let Some(l) = navigator.language() {
        langs.push(l);
    }
    langs
}

impl App {
    /// Takes a worker's pieces of a shared run; draws the page again only
    /// now and then (the counters rise), as the workers need the
    /// processor more than a drawing does.
    fn shared_progress(&mut self, ctx: &Context<Self>, action: Action) -> bool {
        let at = now();
        let commands = self.model.update(action, at);
        self.carry_out(ctx, commands);
        self.model.run.redraw_share(at)
    }
}

impl Component for App {
    type Message = Msg;
    type Properties = ();

    fn create(ctx: &Context<Self>) -> Self {
        let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
        let editor = Editor::new(
            // (Not `expect`: its message would bring every error type's
            // `Debug` into the download.)
            crate::format::from_json(crate::library::LIBRARY[0].1)
                .unwrap_or_else(|_| unreachable!("the library parses")),
        );
        let mut app = App {
            model: Model::new(editor, (cores as usize).clamp(1, MAX_WORKERS)),
            workers: HashMap::new(),
            lives: 0,
            timer: None,
            url_write: None,
            numbers: Rc::new(IntlNumbers::new(Lang::En)),
            on: ctx.link().callback(Msg::Do),
            waiting_for_texts: Vec::new(),
            texts_unavailable: false,
            _keys: super::keys::listen(ctx.link().callback(Msg::Do)),
            _fullscreen: super::effects::on_fullscreen_left(
                ctx.link()
                    .callback(|_| Msg::Do(Action::Page(PageAction::FullscreenLeft))),
            ),
            _visibility: super::effects::on_visibility(
                ctx.link()
                    .callback(|hidden| Msg::Do(Action::Play(PlayAction::PageHidden(hidden)))),
            ),
            _link_pasted: super::effects::on_link_pasted(
                ctx.link()
                    .callback(|fragment| Msg::Do(Action::Page(PageAction::OpenLink(fragment)))),
            ),
            _engaged: super::engaged::Engagement::listen(
                ctx.link()
                    .callback(|()| Msg::Do(Action::Page(PageAction::Engaged))),
                ctx.link()
                    .callback(|()| Msg::Do(Action::Page(PageAction::ClassOn))),
            ),
        };
        let location = web_sys::window().map(|w| w.location());
        let fragment = location
            .and_then(|l| l.hash().ok())
            .unwrap_or_default()
            .trim_start_matches('#')
            .to_string();
        let saved = |key| storage().and_then(|s| s.get_item(key).ok().flatten());
        let init = Action::Init {
            fragment,
            editor: saved(EDITOR_KEY),
            panels: saved(PANELS_KEY),
            lang: saved(LANG_KEY),
            browser: browser_languages(),
            toured: saved(TOUR_KEY).is_some(),
            lesson: saved(LESSON_KEY),
        };
        let commands = app.model.update(init, now());
        app.carry_out(ctx, commands);
        app
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        let action = match msg {
            Msg::Do(action) => match self.texts_missing_for(&action) {
                Some(part) => return self.wait_for_texts(ctx, part, action),
                None => action,
            },
            Msg::PartTextsReady(part) => return self.go_on_with_waiting_actions(ctx, part),
            Msg::LangUnavailable { wanted, speaking } => {
                Action::Page(PageAction::LangUnavailable { wanted, speaking })
            }
            Msg::LangReady => {
                let lang = self.model.screen.lang();
                // A link that could not be read says so in words of a part.
                if let Some(part) = self.texts_missing_on_screen() {
                    super::lang_tables::fetch_part_texts(ctx.link(), lang, part);
                }
                return self.ready_to_draw();
            }
            Msg::Reply(from, life, reply) => {
                if self.workers.get(&from).map(|(l, _)| *l) != Some(life) {
                    return false;
                }
                // On the way to the end of a shared run, the page is drawn
                // again only now and then: the workers need the processor
                // (and the page's own answers) more than a drawing.
                let shared = match from {
                    Worker::Run => {
                        let on_the_way =
                            matches!(reply, Reply::Started { .. } | Reply::Plan { .. })
                                && self.model.run.cursor().goal == Some(CursorGoal::End);
                        on_the_way || matches!(reply, Reply::PiecesDone { .. })
                    }
                    Worker::Helper(_) => true,
                    Worker::Counter { .. }
                    | Worker::Lane { .. }
                    | Worker::Maker
                    | Worker::Encoder => false,
                };
                let action = Action::Reply(from, reply);
                if shared {
                    return self.shared_progress(ctx, action);
                }
                action
            }
        };
        let tick = matches!(action, Action::Tick);
        if matches!(action, Action::Page(PageAction::Engaged)) {
            self.fetch_help_texts_ahead(ctx);
        }
        let commands = self.model.update(action, now());
        self.carry_out(ctx, commands);
        if let Some(part) = self.texts_missing_on_screen() {
            let lang = self.model.screen.lang();
            super::lang_tables::fetch_part_texts(ctx.link(), lang, part);
        }
        // A tick changes little on screen (the time running); when a
        // moment is on its way, drawing is left to its reply, so that a
        // frame is drawn once, not twice, at the fast speeds.
        !(tick && self.model.awaiting_moment()) && self.ready_to_draw()
    }

    fn rendered(&mut self, _ctx: &Context<Self>, _first_render: bool) {
        // The first drawing in a language at hand goes on screen (once),
        // and the document says the language its words are drawn in (not
        // before: a part of its texts may still be on its way).
        let lang = self.model.screen.lang();
        if lang.is_ready() {
            super::host::show();
            super::effects::mark_document_lang(lang);
        }
    }

    fn view(&self, _ctx: &Context<Self>) -> Html {
        let model = &self.model;
        let lang = model.screen.lang();
        if !lang.is_ready() {
            // A first visit in German or Dutch: nothing until the texts.
            return html! {};
        }
        let on = self.on.clone();
        // The N field shows the board's N, or the classic eight.
        let queens_n = kind_of(model.document.editor().puzzle())
            .queens_n()
            .unwrap_or(8)
            .to_string();
        let note = model
            .screen
            .note()
            .as_ref()
            .map(|n| (n.is_error(), n.text(lang, self.numbers.as_ref())));
        // The import box's error stands at the box, the others in the side.
        let (import_error, note) = match &model.screen.note() {
            Some(crate::page::Note::CannotImport(_)) => (note.map(|n| n.1), None),
            _ => (None, note),
        };
        // While the print dialog is open, the sheet's own parts are drawn
        // (hidden on screen), and the page's class names the sheet.
        let sheet = model
            .lesson
            .print()
            .map(|choice| (choice, print_sheet(model, choice, self.numbers.as_ref())));
        let printing = sheet.as_ref().map(|(choice, _)| sheet_class(*choice));
        let embed = model.lesson.embed().map(|e| match e.controls {
            true => "embed",
            false => "embed bare",
        });
        let exporting = model.lesson.export().is_some_and(|e| e.making.is_some());
        let class = classes!(
            "app",
            model.screen.projector().then_some("projector"),
            exporting.then_some("exporting"),
            printing,
            embed
        );
        html! {
        <main class={class} lang={lang.code()} ondragover={Callback::from(allow_drop)}
              ondrop={{ let on = on.clone(); Callback::from(move |e: DragEvent| read_dropped(e, &on)) }}>
          <a class="skip-link" href="#run-controls">{lang.t(T::SkipToControls)}</a>
          if let Some((_, sheet)) = &sheet { { print_head(sheet) } }
          <Header lang={lang} projector={model.screen.projector()} on={on.clone()} />
          <nav class="toolbar" aria-label={lang.t(T::PuzzleToolbar)}>
          <Picker library={model.document.library()} queens_n={queens_n} import_text={model.document.import_text().to_string()} import_written={model.document.import_written()} loads={model.document.loads()} import_error={import_error} lang={lang} on={on.clone()} />
          <PuzzleMenu blocks={model.document.blocks().len()} block={model.document.block()} making={model.document.making()} lang={lang} on={on.clone()} />
          { lab_button(LabKind::of(model.document.editor().puzzle()), model.mode.lab().is_some(), lang, &on) }
          </nav>
          if let Some(race) = model.mode.race() {
            <RaceView race={Rc::new(RaceSnapshot::of(race, model.document.editor(), lang, self.numbers.as_ref()))}
                      lang={lang} numbers={self.numbers.clone()} on={on.clone()} />
            <NoteLine note={note.clone()} />
          } else {
          <div class="layout">
            { self.board_area() }
            { self.side_column(note) }
          </div>
          }
          if let Some((choice, sheet)) = &sheet {
            { print_tail(sheet, lang) }
            <PrintDialog choice={*choice} lang={lang} on={on.clone()} />
          }
          if let Some(export) = model.lesson.export() {
            <ExportDialog export={export} stepping={self.stepping()} lang={lang} on={on.clone()} />
          }
          if model.screen.help() {
            <HelpDialog lang={lang} on={on.clone()} />
          }
          <Diagnostics open={model.screen.diagnostics()} memory={model.screen.worker_memory()} lang={lang} on={on} />
        </main>
        }
    }
}

impl App {
    /// Whether the run on screen shows its steps.
    pub(super) fn stepping(&self) -> bool {
        let model = &self.model;
        model
            .run
            .current()
            .is_some_and(|r| r.stepping == Some(true))
            || model.choices.strategy().steps()
    }

    /// The buttons of solving by hand, where the board is played.
    pub(super) fn play_bar(&self) -> Html {
        let Some(view) = self.model.on_screen().play_view(self.numbers.as_ref()) else {
            return Html::default();
        };
        html! { <PlayBar view={Rc::new(view)} lang={self.model.screen.lang()} on={self.on.clone()} /> }
    }

    /// The board with what stands under it: the caption, the region
    /// editor, the digit pad, the legend and the scrub bar.
    fn board_area(&self) -> Html {
        let model = &self.model;
        let (lang, on, run) = (model.screen.lang(), self.on.clone(), model.run.current());
        let view = cell_views(model);
        let on_screen = model.on_screen();
        let legend = on_screen.legend_signs();
        let digit_pad =
            model.document.editor().max_typed() > 0 && on_screen.board_puzzle().is_some();
        html! {
            <section class="board-area" aria-label={lang.t(T::BoardLandmark)} style={format!("--side: {}", view.extent())}>
              <Board view={view} label={lang.t(T::Grid)} lang={lang} painting={model.mode.regions().is_some()} on={on.clone()} />
              // On a phone the Explanation is far below: its sentence
              // stands under the board too (read out once, from the panel).
              if let Some(line) = on_screen.sentence_on_screen(self.numbers.as_ref()) {
                <p class="board-caption" aria-hidden="true">{line}</p>
              }
              if kind_of(model.document.editor().puzzle()).paints_regions() && model.run.current().is_none() {
                <RegionEditor draft={model.mode.regions().cloned()} lang={lang} on={on.clone()} />
              }
              if digit_pad {
                <DigitPad side={model.document.editor().max_typed()} selected={model.document.selected()} gap={crate::kinds::kind_of(model.document.editor().puzzle()).gap()} can_undo={model.document.editor().can_undo()}
                          can_redo={model.document.editor().can_redo()} lang={lang} on={on.clone()} />
              }
              // While the welcome stands at the side's top, under the board.
              if model.screen.tour() {
                { self.play_bar() }
              }
              <Legend given={legend.0} sign={legend.1} typed={digit_pad} lang={lang} />
              { unseen_rules(model.document.editor().puzzle(), lang) }
              if on_screen.offers_shading() {
                <button id="shade-attacks" class="board-switch" aria-pressed={model.screen.shade_attacks().to_string()}
                        title={lang.t(T::ShadeAttacksHint)}
                        onclick={on.reform(|_| Action::Page(PageAction::ToggleShade))}>{lang.t(T::ShadeAttacks)}</button>
              }
              <Scrub step={model.step()} length={run.map_or(0, |r| r.length())}
                     end_known={run.is_some_and(|r| r.end_known())} stepping={self.stepping()}
                     has_run={run.is_some()} lang={lang} on={on} />
              // On a projector the side column is the Explanation's and
              // one panel's: the counters stand under the board.
              if model.screen.projector() {
                { self.counters() }
              }
            </section>
        }
    }

    /// The run's counters and its summary.
    pub(super) fn counters(&self) -> Html {
        let model = &self.model;
        let (lang, run) = (model.screen.lang(), model.run.current());
        let summary = run.and_then(|r| r.summary(lang, self.numbers.as_ref()));
        html! {
            <Counters stats={run.map(|r| r.stats()).unwrap_or_default()} elapsed_ms={run.map_or(0.0, |r| r.elapsed())}
                      fraction={run.filter(|r| !r.finished()).and_then(|r| r.fast.fraction)}
                      workers={run.and_then(|r| r.workers_at_once())}
                      pace={model.on_screen().long_run().map(|l| l.words(lang, self.numbers.as_ref()))}
                      numbers={self.numbers.clone()} summary={summary} lang={lang} />
        }
    }
}

/// The rules that nothing on the board shows (anti-knight, anti-king),
/// said under it; nothing where there are none.
fn unseen_rules(puzzle: &crate::puzzles::AnyPuzzle, lang: Lang) -> Html {
    let rules = kind_of(puzzle).unseen_rules();
    if rules.is_empty() {
        return Html::default();
    }
    let words: Vec<&str> = rules.into_iter().map(|rule| lang.t(rule)).collect();
    html! { <p class="board-rules">{ words.join(" ") }</p> }
}
