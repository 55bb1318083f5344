//! Fetching a language's table the first time the page speaks it (see
//! [`crate::i18n::tables`]): the page keeps its drawing until the table is
//! in, then draws in the new language.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::html::Scope;

use super::app::{App, Msg};
use crate::i18n::{tables, Lang};

/// Fetches and installs `lang`'s table, then asks the page to draw. A
/// table that cannot be had (offline before the first visit in this
/// language, a damaged file) leaves the language speaking English, said
/// in the console, rather than a page that waits for ever.
pub fn fetch_table(link: &Scope<App>, lang: Lang) {
    let link = link.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let url = format!("lang/{}", tables::file_name(lang));
        let installed = match fetch_text(&url).await {
            Some(json) => tables::install(lang, &json).is_ok(),
            None => false,
        };
        if !installed {
            let said = format!("{url}: not fetched or not a table; English instead");
            web_sys::console::warn_1(&said.into());
            tables::install_english(lang);
        }
        link.send_message(Msg::LangReady);
    });
}

/// The text of the page's own file at `url`, if it is there.
async fn fetch_text(url: &str) -> Option<String> {
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
