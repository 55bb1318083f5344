//! The page's first screen in the reader's language: the build
//! prerenders it in each language it knows, English as `index.html`, the
//! others as `index.<code>.html`; the server gives `/` in the first of
//! the browser's languages (`Accept-Language`) it has, so that a German
//! reader's first visit shows the board in German before the wasm has
//! arrived. A static host serves `index.html` alone: its first screen is
//! then removed for another language and the page starts at once.

use std::path::{Path, PathBuf};

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// The first screens of a build: the languages other than English it
/// has one for, by their codes.
#[derive(Clone, Debug)]
pub struct FirstScreens {
    dist: PathBuf,
    languages: Vec<String>,
}

impl FirstScreens {
    /// The first screens in `dist` (every `index.<code>.html`).
    pub fn of(dist: &Path) -> Self {
        let languages = std::fs::read_dir(dist)
            .into_iter()
            .flatten()
            .filter_map(|entry| {
                let name = entry.ok()?.file_name().into_string().ok()?;
                let code = name.strip_prefix("index.")?.strip_suffix(".html")?;
                code.chars()
                    .all(|c| c.is_ascii_lowercase())
                    .then(|| code.to_owned())
            })
            .collect();
        FirstScreens {
            dist: dist.to_owned(),
            languages,
        }
    }

    /// The file for a browser that sends `accept` (`Accept-Language`).
    pub fn file_for(&self, accept: &str) -> PathBuf {
        let known: Vec<&str> = self.languages.iter().map(String::as_str).collect();
        match preferred_language(accept, &known) {
            Some(code) => self.dist.join(format!("index.{code}.html")),
            None => self.dist.join("index.html"),
        }
    }

    /// `/` for the browser whose request has `headers`.
    pub async fn respond(&self, headers: &HeaderMap) -> Response {
        let accept = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        match tokio::fs::read(self.file_for(accept)).await {
            Ok(body) => (
                [
                    (
                        header::CONTENT_TYPE,
                        HeaderValue::from_static("text/html; charset=utf-8"),
                    ),
                    (header::VARY, HeaderValue::from_static("accept-language")),
                    (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
                ],
                body,
            )
                .into_response(),
            Err(_) => StatusCode::NOT_FOUND.into_response(),
        }
    }
}

/// The first language of `accept` (an `Accept-Language` header: tags
/// with optional weights) that is English or among `known`, by its
/// primary code; `None` for English or none of them.
pub fn preferred_language<'a>(accept: &str, known: &[&'a str]) -> Option<&'a str> {
    let mut asked: Vec<(f32, &str)> = accept
        .split(',')
        .filter_map(|part| {
            let mut pieces = part.split(';');
            let tag = pieces.next()?.trim();
            let weight = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(1.0, |q| q.trim().parse().unwrap_or(0.0));
            (!tag.is_empty() && weight > 0.0).then_some((weight, tag))
        })
        .collect();
    // The highest weight first; among equals, the order sent.
    asked.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (_, tag) in asked {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if primary == "en" {
            return None;
        }
        if let Some(code) = known.iter().find(|k| **k == primary) {
            return Some(*code);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_language_the_build_has_wins_by_weight_then_order() {
        let known = ["de", "nl"];
        assert_eq!(
            preferred_language("de-DE,de;q=0.9,en;q=0.8", &known),
            Some("de")
        );
        assert_eq!(
            preferred_language("fr-FR, nl;q=0.5, de;q=0.4", &known),
            Some("nl")
        );
        assert_eq!(preferred_language("en-GB,de;q=0.9", &known), None);
        assert_eq!(preferred_language("en;q=0.2, de;q=0.7", &known), Some("de"));
        assert_eq!(preferred_language("fr, *;q=0.1", &known), None);
        assert_eq!(preferred_language("", &known), None);
        assert_eq!(preferred_language("de;q=0", &known), None);
    }

    #[test]
    fn a_build_s_first_screens_are_found_by_their_files() {
        let dist = std::env::temp_dir().join(format!("btlab-first-{}", std::process::id()));
        std::fs::create_dir_all(&dist).unwrap();
        for name in [
            "index.html",
            "index.de.html",
            "index.nl.html",
            "index.x1.html",
        ] {
            std::fs::write(dist.join(name), name).unwrap();
        }
        let screens = FirstScreens::of(&dist);
        assert_eq!(screens.file_for("nl-BE"), dist.join("index.nl.html"));
        assert_eq!(screens.file_for("de"), dist.join("index.de.html"));
        assert_eq!(screens.file_for("fr"), dist.join("index.html"));
        std::fs::remove_dir_all(&dist).unwrap();
    }
}
