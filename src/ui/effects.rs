//! Carrying out the model's commands: the workers, the timer, storage,
//! the address bar, the clipboard.

use gloo_timers::callback::{Interval, Timeout};
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use super::app::{storage, App, Msg};
use super::intl::IntlNumbers;
use crate::lab::python::Python;
use crate::page::{
    iframe_code, Action, Command, LabAction, LessonAction, PageAction, Worker, FRAME_SIZE,
};
use crate::worker::{spawn, spawn_python};

impl App {
    /// Starts a fresh worker at `address`, replacing any there; its
    /// replies carry the address and its life, so that those of a worker
    /// replaced are told apart.
    /// A worker that runs a learner's code too loads its `python` first.
    pub(super) fn start_worker(
        &mut self,
        ctx: &Context<Self>,
        address: Worker,
        python: Option<Python>,
    ) {
        self.lives += 1;
        let life = self.lives;
        let link = ctx.link().clone();
        let on_reply = move |reply| link.send_message(Msg::Reply(address, life, reply));
        let bridge = match python {
            Some(python) => spawn_python(on_reply, python),
            None => spawn(on_reply),
        };
        self.workers.insert(address, (life, bridge));
    }

    /// Does what the model asked.
    pub(super) fn carry_out(&mut self, ctx: &Context<Self>, commands: Vec<Command>) {
        for command in commands {
            match command {
                Command::Send(..)
                | Command::Start(_)
                | Command::Warm(_)
                | Command::StartPython(..)
                | Command::Stop(_) => self.command_worker(ctx, command),
                Command::CopyLink(_)
                | Command::CopyEmbed(_)
                | Command::CopyLesson(_)
                | Command::CopyLabLink { .. }
                | Command::UnpackLab { .. } => copy_or_unpack(ctx, command),
                Command::StartExport { .. }
                | Command::TakeFrame(_)
                | Command::FinishExport(_)
                | Command::CancelExport => export(ctx, command),
                other => self.command_page(ctx, other),
            }
        }
    }

    /// A command to the page's workers.
    fn command_worker(&mut self, ctx: &Context<Self>, command: Command) {
        match command {
            Command::Send(address, request) => {
                if !self.workers.contains_key(&address) {
                    self.start_worker(ctx, address, None);
                }
                if let Some((_, bridge)) = self.workers.get(&address) {
                    bridge.send(request);
                }
            }
            Command::Start(address) => self.start_worker(ctx, address, None),
            Command::Warm(address) => {
                if !self.workers.contains_key(&address) {
                    self.start_worker(ctx, address, None);
                }
                // Its files, fetched now, are kept for offline use.
                super::offline::keep("search");
            }
            Command::StartPython(address, python) => self.start_worker(ctx, address, Some(python)),
            Command::Stop(address) => {
                self.workers.remove(&address);
            }
            _ => {}
        }
    }

    /// A command to the page around the model: the timer, storage, the
    /// address bar, the language, full screen, files, printing.
    fn command_page(&mut self, ctx: &Context<Self>, command: Command) {
        match command {
            Command::Timer(0) => self.timer = None,
            Command::Timer(period) => {
                let link = ctx.link().clone();
                self.timer = Some(Interval::new(period, move || {
                    link.send_message(Msg::Do(Action::Tick))
                }));
            }
            Command::Store { key, value } => {
                if let Some(s) = storage() {
                    let _ = s.set_item(key, &value);
                }
            }
            Command::Url(fragment) => {
                // `replaceState` with a long link takes milliseconds:
                // after the drawing, not before it.
                self.url_write = Some(Timeout::new(0, move || {
                    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                        let url = format!("#{fragment}");
                        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
                    }
                    announce_moment();
                }));
            }
            Command::Lang(lang) => self.speak(ctx, lang),
            Command::Fullscreen(on) => fullscreen(on),
            Command::Later { ms, action } => {
                let link = ctx.link().clone();
                Timeout::new(ms, move || link.send_message(Msg::Do(*action))).forget();
            }
            Command::Download { name, text } => offer_text(name, &text),
            Command::ShowFeedback(square) => {
                // After the drawing, which puts the message there.
                Timeout::new(0, move || show_feedback(square)).forget();
            }
            Command::Print => {
                if let Some(window) = web_sys::window() {
                    let _ = window.print();
                }
            }
            _ => {}
        }
    }

    /// Speaks `lang`: its numbers at once, its words once its table is in
    /// (the document says it once they are drawn, see `App::rendered`).
    fn speak(&mut self, ctx: &Context<Self>, lang: crate::i18n::Lang) {
        self.numbers = std::rc::Rc::new(IntlNumbers::new(lang));
        if !lang.is_ready() {
            super::lang_tables::fetch_table(ctx.link(), lang);
            // A task of its own, while the texts are on their way.
            let numbers = self.numbers.clone();
            Timeout::new(0, move || numbers.prepare()).forget();
        }
    }
}

/// A copy to the clipboard, or the Lab's code a link carried unpacked.
fn copy_or_unpack(ctx: &Context<App>, command: Command) {
    match command {
        Command::CopyLink(fragment) => {
            let url = format!("{}#{fragment}", page_address());
            copy_text(ctx.link().clone(), &url, |ok| {
                Action::Page(PageAction::Copied(ok))
            });
        }
        Command::CopyEmbed(fragment) => {
            let code = iframe_code(&page_address(), &fragment);
            copy_text(ctx.link().clone(), &code, |ok| {
                Action::Page(PageAction::EmbedCopied(ok))
            });
        }
        Command::CopyLesson(fragment) => {
            let url = format!("{}#{fragment}", page_address());
            copy_text(ctx.link().clone(), &url, |ok| {
                Action::Lesson(LessonAction::Copied(ok))
            });
        }
        Command::CopyLabLink { fragment, code } => {
            copy_lab_link(ctx.link().clone(), fragment, code)
        }
        Command::UnpackLab { packed, step, own } => {
            unpack_lab(ctx.link().clone(), packed, step, own)
        }
        _ => {}
    }
}

/// A command to the encoder of a range of steps.
fn export(ctx: &Context<App>, command: Command) {
    match command {
        Command::StartExport {
            width,
            height,
            delay_ms,
            format,
            first,
        } => {
            let frames = super::gif_export::Frames {
                width,
                height,
                delay_ms,
                format,
                first,
            };
            super::gif_export::start(ctx.link().clone(), frames)
        }
        Command::TakeFrame(_) => {
            let (width, height) = FRAME_SIZE;
            super::gif_export::take(width, height);
        }
        Command::FinishExport(name) => super::gif_export::finish(&name),
        Command::CancelExport => super::gif_export::cancel(),
        _ => {}
    }
}

/// The page's address: its origin and path, without the fragment.
pub(super) fn page_address() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// Copies `text`; the model hears whether the clipboard took it, as
/// `done`.
fn copy_text(link: yew::html::Scope<App>, text: &str, done: fn(bool) -> Action) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        let ok = JsFuture::from(promise).await.is_ok();
        link.send_message(Msg::Do(done(ok)));
    });
}

/// Copies a link to this moment with the Lab's `code`, packed.
fn copy_lab_link(link: yew::html::Scope<App>, fragment: String, code: String) {
    wasm_bindgen_futures::spawn_local(async move {
        let fragment = match super::lab_link::pack(&code).await {
            Ok(packed) => format!("{fragment}&lab={packed}"),
            Err(_) => fragment,
        };
        let url = format!("{}#{fragment}", page_address());
        copy_text(link, &url, |ok| Action::Page(PageAction::Copied(ok)));
    });
}

/// Unpacks a link's Lab code and opens the Lab with it, at `step`.
fn unpack_lab(
    link: yew::html::Scope<App>,
    packed: String,
    step: u64,
    own: Option<crate::page::lab::OwnPuzzle>,
) {
    wasm_bindgen_futures::spawn_local(async move {
        let action = match super::lab_link::unpack(&packed).await {
            Ok(code) => LabAction::Open {
                kept: Some(code),
                step: Some(step),
                own,
            },
            Err(_) => LabAction::Unreadable,
        };
        link.send_message(Msg::Do(Action::Lab(action)));
    });
}

#[wasm_bindgen::prelude::wasm_bindgen(module = "/src/ui/offer.js")]
extern "C" {
    /// Offers `text` as a file named `name` (the browser's download).
    fn offer_text(name: &str, text: &str);
}

/// Enters or leaves full screen (the browser may refuse; projector mode
/// works without it).
fn fullscreen(on: bool) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if on {
        if let Some(root) = document.document_element() {
            // A refusal is no error for the page.
            let _ = root.request_fullscreen();
        }
    } else if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    }
}

/// Calls `left` when the browser leaves full screen (Esc, or its own
/// button); the closure must be kept alive.
pub fn on_fullscreen_left(
    left: Callback<()>,
) -> wasm_bindgen::closure::Closure<dyn FnMut(web_sys::Event)> {
    use wasm_bindgen::JsCast;
    let closure = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        let inside = web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| d.fullscreen_element().is_some());
        if !inside {
            left.emit(());
        }
    });
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        let _ = document
            .add_event_listener_with_callback("fullscreenchange", closure.as_ref().unchecked_ref());
    }
    closure
}

/// Calls `hidden` with whether the page is hidden, each time that
/// changes (another tab, a locked phone). The closure must be kept alive.
pub fn on_visibility(
    hidden: Callback<bool>,
) -> wasm_bindgen::closure::Closure<dyn FnMut(web_sys::Event)> {
    use wasm_bindgen::JsCast;
    let document = web_sys::window().and_then(|w| w.document());
    let seen = document.clone();
    let closure = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        hidden.emit(seen.as_ref().is_some_and(|d| d.hidden()));
    });
    if let Some(document) = document {
        let _ = document
            .add_event_listener_with_callback("visibilitychange", closure.as_ref().unchecked_ref());
    }
    closure
}

/// Calls `opened` with the new fragment when the address bar's link
/// changes while the page is open (a link pasted into this tab; the
/// page's own `replaceState` fires no such event). The closure must be
/// kept alive.
pub fn on_link_pasted(
    opened: Callback<String>,
) -> wasm_bindgen::closure::Closure<dyn FnMut(web_sys::Event)> {
    use wasm_bindgen::JsCast;
    let closure = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        let hash = web_sys::window().and_then(|w| w.location().hash().ok());
        if let Some(hash) = hash {
            opened.emit(hash.trim_start_matches('#').to_string());
        }
    });
    if let Some(window) = web_sys::window() {
        let _ =
            window.add_event_listener_with_callback("hashchange", closure.as_ref().unchecked_ref());
    }
    closure
}

/// Tells a class client on the page (`ui::class`) that the address
/// changed: a teacher's class sends it as the moment.
fn announce_moment() {
    let event = web_sys::Event::new(crate::names::MOMENT_EVENT);
    if let (Some(window), Ok(event)) = (web_sys::window(), event) {
        let _ = window.dispatch_event(&event);
    }
}

/// Tells the browser (and screen readers) the page's language, once the
/// page is drawn in it; only a change is written (a class client on the
/// page watches the attribute).
pub(super) fn mark_document_lang(lang: crate::i18n::Lang) {
    let html = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(html) = html.filter(|h| h.get_attribute("lang").as_deref() != Some(lang.code())) {
        let _ = html.set_attribute("lang", lang.code());
    }
}

/// Scrolls the play bar's message, then `square`, into view (as little as
/// needed): the reader sees what a check or hint says, and where.
fn show_feedback(square: Option<usize>) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    let selectors = std::iter::once(".app-root .play-said".to_string())
        .chain(square.map(|sq| format!(".app-root .board [data-cell=\"{sq}\"]")));
    for selector in selectors {
        if let Ok(Some(element)) = document.query_selector(&selector) {
            element.scroll_into_view_with_scroll_into_view_options(&options);
        }
    }
}
