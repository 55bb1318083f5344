//! Fetching a language's table the first time the page speaks it (see
//! [`crate::i18n::tables`]): the page keeps its drawing (on a first visit:
//! draws nothing) until the table is in, then draws in the new language.

use std::sync::atomic::{AtomicBool, Ordering};

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::html::Scope;

use super::app::{App, Msg};
use crate::i18n::tables::{self, Part};
use crate::i18n::{Lang, PerLang};

/// Whether each language's table has been asked for: the boot and a
/// quick switch back and forth ask once.
static ASKED: PerLang<AtomicBool> = PerLang([const { AtomicBool::new(false) }; Lang::COUNT]);

/// Fetches and installs `lang`'s table, then asks the page to draw. A
/// table that cannot be had (offline before the first visit in this
/// language, a damaged file) leaves the page speaking a language at hand,
/// English first, and says so on the page; it is asked for again at the
/// next switch to it. Only where no table at all can be had does `lang`
/// borrow another's texts, rather than a page that waits for ever.
pub fn fetch_table(link: &Scope<App>, lang: Lang) {
    if ASKED[lang].swap(true, Ordering::Relaxed) {
        return;
    }
    let link = link.clone();
    wasm_bindgen_futures::spawn_local(async move {
        if !fetch_and_install(lang).await {
            let said = format!(
                "lang/{}: not fetched or not a table",
                tables::file_name(lang)
            );
            web_sys::console::warn_1(&said.into());
            ASKED[lang].store(false, Ordering::Relaxed);
            if lang != Lang::En && !tables::is_installed(Lang::En) {
                ASKED[Lang::En].store(fetch_and_install(Lang::En).await, Ordering::Relaxed);
            }
            let at_hand = Lang::ALL.into_iter().find(|&l| tables::is_installed(l));
            match at_hand {
                Some(speaking) => {
                    link.send_message(Msg::LangUnavailable {
                        wanted: lang,
                        speaking,
                    });
                }
                None => {
                    tables::install_fallback(lang);
                    let said = "no table of the page's texts could be fetched";
                    web_sys::console::error_1(&said.into());
                }
            }
        }
        link.send_message(Msg::LangReady);
    });
}

/// Whether each part of the texts in each language has been asked for.
static PART_ASKED: [PerLang<AtomicBool>; Part::ALL.len()] =
    [const { PerLang([const { AtomicBool::new(false) }; Lang::COUNT]) }; Part::ALL.len()];

/// Fetches and installs a `part` of the texts in `lang` (the first time
/// the Lab or the help opens in it), then tells the page, which goes on
/// with what waited for them. Texts that cannot be had leave the part's
/// words empty, said in the console, rather than a part that never
/// opens; they are asked for again at the next opening.
pub fn fetch_part_texts(link: &Scope<App>, lang: Lang, part: Part) {
    let asked = &PART_ASKED[part.index()][lang];
    if asked.swap(true, Ordering::Relaxed) {
        return;
    }
    let link = link.clone();
    wasm_bindgen_futures::spawn_local(async move {
        if !fetch_and_install_part(lang, part).await {
            let said = format!(
                "lang/{}: not fetched or not a table",
                tables::part_file_name(lang, part)
            );
            web_sys::console::warn_1(&said.into());
            PART_ASKED[part.index()][lang].store(false, Ordering::Relaxed);
        }
        link.send_message(Msg::PartTextsReady(part));
    });
}

/// Fetches `lang`'s page texts and installs them; whether it did.
pub(super) async fn fetch_and_install(lang: Lang) -> bool {
    fetch_and_install_part(lang, Part::Page).await
}

/// Fetches a part of `lang`'s texts and installs it; whether it did. A
/// part installed is handed to the service worker to keep: a first
/// visit's table is fetched before the service worker serves the page.
pub(crate) async fn fetch_and_install_part(lang: Lang, part: Part) -> bool {
    let url = format!("lang/{}", tables::part_file_name(lang, part));
    let Some(json) = fetch_text(&url).await else {
        return false;
    };
    if tables::install_part(lang, part, &json).is_err() {
        return false;
    }
    super::offline::keep(&url);
    true
}

use crate::names::FETCHED;

/// The text of the page's own file at `url`, if it is there: what the
/// loader fetched ahead, else fetched now.
async fn fetch_text(url: &str) -> Option<String> {
    if let Some(text) = fetched_ahead(url).await {
        return Some(text);
    }
    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// The text of `url` if the loader fetched it ahead (and got it).
async fn fetched_ahead(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let ahead = js_sys::Reflect::get(&window, &FETCHED.into()).ok()?;
    if ahead.is_undefined() || ahead.is_null() {
        return None;
    }
    let promise: js_sys::Promise = js_sys::Reflect::get(&ahead, &url.into())
        .ok()?
        .dyn_into()
        .ok()?;
    JsFuture::from(promise).await.ok()?.as_string()
}
