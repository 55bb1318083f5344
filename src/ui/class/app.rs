//! The class bar's app: it holds the device's [`Class`], carries out its
//! effects (the socket, the timers, the tab's storage, the page's
//! fragment) and draws the teacher's or the student's bar.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use super::socket::Socket;
use super::student_bar::StudentBar;
use super::teacher_bar::TeacherBar;
use super::{listen, on_page_lang, page_fragment, page_lang};
use crate::class::join::join_link;
use crate::class::question_view::QuestionsFacts;
use crate::class::{Class, ClassEvent, ClassFacts, Effect, Ticket};
use crate::i18n::tables::{self, Part};
use crate::i18n::Lang;
use crate::names::{CLASS_ON_EVENT, CLASS_TICKET, MOMENT_EVENT};
use crate::ui::intl::IntlNumbers;

/// Props of [`ClassApp`].
#[derive(Properties, PartialEq)]
pub struct ClassAppProps {
    /// The tab's ticket.
    pub ticket: Ticket,
}

/// What the app is told.
pub enum ClassMsg {
    /// An event for the class.
    Event(ClassEvent),
    /// Open the connection (a wait is over).
    Connect,
    /// The page speaks this language now.
    Lang(Lang),
    /// A language's texts arrived.
    TableReady,
    /// The reader closed the bar of a class that is over.
    Close,
}

/// The class bar's app.
pub struct ClassApp {
    class: Class,
    socket: Option<Socket>,
    retry: Option<Timeout>,
    lang: Lang,
    numbers: IntlNumbers,
    closed: bool,
    /// The answers a student's number keys give now (none: the keys are
    /// the page's).
    keyed: Rc<RefCell<Vec<String>>>,
    _lang_observer: Option<(web_sys::MutationObserver, Closure<dyn FnMut()>)>,
    _bar_observer: Option<(web_sys::ResizeObserver, Closure<dyn FnMut()>)>,
    _listeners: [Closure<dyn FnMut(web_sys::Event)>; 4],
}

impl Component for ClassApp {
    type Message = ClassMsg;
    type Properties = ClassAppProps;

    fn create(ctx: &Context<Self>) -> Self {
        let link = ctx.link().clone();
        let moments = listen(MOMENT_EVENT, false, move |_| {
            if let Some(fragment) = page_fragment() {
                link.send_message(ClassMsg::Event(ClassEvent::PageMoment(fragment)));
            }
        });
        let link = ctx.link().clone();
        let online = listen("online", false, move |_| {
            link.send_message(ClassMsg::Event(ClassEvent::Online))
        });
        let link = ctx.link().clone();
        let offline = listen("offline", false, move |_| {
            link.send_message(ClassMsg::Event(ClassEvent::Offline))
        });
        let link = ctx.link().clone();
        let lang_observer = on_page_lang(move || link.send_message(ClassMsg::Lang(page_lang())));
        let keyed = Rc::new(RefCell::new(Vec::new()));
        let keys = answer_keys(ctx, keyed.clone());
        let lang = page_lang();
        let (class, effects) = Class::start(ctx.props().ticket.clone(), page_fragment());
        let mut app = ClassApp {
            class,
            socket: None,
            retry: None,
            lang,
            numbers: IntlNumbers::new(lang),
            closed: false,
            _lang_observer: lang_observer,
            _bar_observer: super::on_bar_resized(),
            keyed,
            _listeners: [moments, online, offline, keys],
        };
        app.ask_table(ctx, lang);
        app.carry_out(ctx, effects);
        engage_the_page();
        app
    }

    fn update(&mut self, ctx: &Context<Self>, msg: ClassMsg) -> bool {
        match msg {
            ClassMsg::Event(event) => {
                let effects = self.class.update(event);
                self.carry_out(ctx, effects);
            }
            ClassMsg::Connect => self.connect(ctx),
            ClassMsg::Lang(lang) if lang != self.lang => {
                self.lang = lang;
                self.numbers = IntlNumbers::new(lang);
                self.ask_table(ctx, lang);
            }
            ClassMsg::Lang(_) => return false,
            ClassMsg::TableReady => {}
            ClassMsg::Close => self.closed = true,
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        if self.closed || !texts_at_hand(self.lang) {
            return html! {};
        }
        let facts = ClassFacts::of(&self.class, self.lang, &self.numbers);
        let questions = QuestionsFacts::of(&self.class, self.lang, &self.numbers);
        *self.keyed.borrow_mut() = match &questions.open {
            Some(open) if !self.class.ticket().is_teacher() => {
                open.choices.iter().map(|c| c.key.clone()).collect()
            }
            _ => Vec::new(),
        };
        let on = ctx.link().callback(ClassMsg::Event);
        let close = ctx.link().callback(|_| ClassMsg::Close);
        match self.class.ticket() {
            Ticket::Teacher { room, .. } => {
                let join = room.as_deref().map(|room| join_link(&page_address(), room));
                html! {
                  <TeacherBar {facts} {join} card={self.class.card()} following={self.class.following()}
                              {questions} predicting={self.class.asking().on()} lang={self.lang} {on} {close} />
                }
            }
            Ticket::Student { .. } => html! {
              <StudentBar {facts} {questions} lang={self.lang} {on} {close} />
            },
        }
    }
}

impl ClassApp {
    fn carry_out(&mut self, ctx: &Context<Self>, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::AskHello => ask_hello(ctx.link().clone()),
                Effect::Connect => self.connect(ctx),
                Effect::ConnectAfter(ms) => {
                    let link = ctx.link().clone();
                    self.retry = Some(Timeout::new(ms, move || {
                        link.send_message(ClassMsg::Connect)
                    }));
                }
                Effect::Send(message) => {
                    if let Some(socket) = &self.socket {
                        socket.send(&message);
                    }
                }
                Effect::Show(fragment) => {
                    if let Some(window) = web_sys::window() {
                        let _ = window.location().set_hash(&fragment);
                    }
                }
                Effect::Keep(ticket) => keep_ticket(&ticket),
                Effect::Forget => {
                    if let Some(s) = session() {
                        let _ = s.remove_item(CLASS_TICKET);
                    }
                }
                Effect::Disconnect => self.socket = None,
                Effect::StepPage => step_page(),
            }
        }
    }

    fn connect(&mut self, ctx: &Context<Self>) {
        self.retry = None;
        self.socket = None;
        self.socket = Socket::open(ctx.link().callback(ClassMsg::Event));
        if self.socket.is_none() {
            ctx.link().send_message(ClassMsg::Event(ClassEvent::Closed));
        }
    }

    /// Fetches `lang`'s texts, the page's and the class's, if the class
    /// has not got them yet.
    fn ask_table(&self, ctx: &Context<Self>, lang: Lang) {
        if texts_at_hand(lang) {
            return;
        }
        let link = ctx.link().clone();
        wasm_bindgen_futures::spawn_local(async move {
            if !tables::is_installed(lang) && !crate::ui::lang_tables::fetch_and_install(lang).await
            {
                tables::install_fallback(lang);
            }
            if !tables::part_installed(lang, Part::Class) {
                crate::ui::lang_tables::fetch_and_install_part(lang, Part::Class).await;
            }
            link.send_message(ClassMsg::TableReady);
        });
    }
}

/// Tells the page a class is on: its search gets ready now, so that the
/// teacher's first step is followed as fast as the next ones.
fn engage_the_page() {
    let document = web_sys::window().and_then(|w| w.document());
    if let (Some(document), Ok(event)) = (document, web_sys::Event::new(CLASS_ON_EVENT)) {
        let _ = document.dispatch_event(&event);
    }
}

/// Whether the class's texts in `lang` are at hand: the page's (the
/// answers' words are the page's predict mode's) and the class's own.
fn texts_at_hand(lang: Lang) -> bool {
    lang.is_ready() && tables::part_installed(lang, Part::Class)
}

/// A student's number keys answer the open question (1 the first
/// answer), before the page takes them as a digit for its grid; a key
/// typed into a field stays the field's.
fn answer_keys(
    ctx: &Context<ClassApp>,
    keyed: Rc<RefCell<Vec<String>>>,
) -> Closure<dyn FnMut(web_sys::Event)> {
    use wasm_bindgen::JsCast;
    let link = ctx.link().clone();
    listen("keydown", true, move |event| {
        let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        let typing = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        let modified = key.ctrl_key() || key.alt_key() || key.meta_key();
        let number = key.key().parse::<usize>().ok().filter(|&n| n >= 1);
        let choice = number.and_then(|n| keyed.borrow().get(n - 1).cloned());
        if let (Some(choice), false, false) = (choice, typing, modified) {
            event.prevent_default();
            event.stop_propagation();
            link.send_message(ClassMsg::Event(ClassEvent::Answer(choice)));
        }
    })
}

/// Plays the page's next step, as its Step button does.
fn step_page() {
    use wasm_bindgen::JsCast;
    let button = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("step"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(button) = button {
        button.click();
    }
}

/// Asks the server whether it holds classes (`class/hello`): a static
/// host answers with its page, or not at all.
fn ask_hello(link: yew::html::Scope<ClassApp>) {
    wasm_bindgen_futures::spawn_local(async move {
        let holds = async {
            let window = web_sys::window()?;
            let response: web_sys::Response = JsFuture::from(window.fetch_with_str("class/hello"))
                .await
                .ok()?
                .into();
            let json = JsFuture::from(response.json().ok()?).await.ok()?;
            js_sys::Reflect::get(&json, &"classes".into())
                .ok()?
                .as_bool()
        };
        let event = match holds.await {
            Some(true) => ClassEvent::Hello,
            _ => ClassEvent::NoServer,
        };
        link.send_message(ClassMsg::Event(event));
    });
}

/// The tab's session storage.
pub(super) fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// Keeps `ticket` in the tab.
pub(super) fn keep_ticket(ticket: &Ticket) {
    if let Some(s) = session() {
        let _ = s.set_item(CLASS_TICKET, &ticket.to_json());
    }
}

/// The page's address without its fragment.
fn page_address() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|href| href.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default()
}
