//! The per-level summary of a run too big to draw, as one piece of
//! markup. Its rows appear all at once when a long run ends (about sixty
//! for the Presse puzzle, fifteen nodes each): built element by element
//! that took 5 to 8 ms of the page's draw after "To the end", the
//! browser's parser makes them in a fraction of a millisecond.

use std::fmt::Write;

use yew::prelude::*;

use crate::format::fixed;
use crate::i18n::Numbers;
use crate::i18n::{Lang, T};
use crate::teach::SummaryRow;

/// The table of `rows`, numbers written by `numbers`.
pub fn summary_table(rows: &[SummaryRow], numbers: &dyn Numbers, lang: Lang) -> Html {
    let most = rows.iter().map(|r| r.tries).max().unwrap_or(1).max(1) as f64;
    let mut html = String::with_capacity(160 + 140 * rows.len());
    html.push_str(r#"<table class="summary"><thead><tr>"#);
    for heading in [
        T::ChainLevel,
        T::SummaryTries,
        T::SummaryNodes,
        T::SummaryDeadEnds,
        T::SummaryShare,
    ] {
        let _ = write!(html, r#"<th scope="col">{}</th>"#, Escaped(lang.t(heading)));
    }
    html.push_str("</tr></thead><tbody>");
    for row in rows {
        let _ = write!(
            html,
            r#"<tr><td class="num">{}</td><td class="num">{}</td><td class="num">{}</td><td class="num">{}</td><td class="bar"><span style="width: {}%"></span></td></tr>"#,
            row.level,
            Escaped(&numbers.int(row.tries)),
            Escaped(&numbers.int(row.nodes)),
            Escaped(&numbers.int(row.dead_ends)),
            fixed(100.0 * row.tries as f64 / most, 1),
        );
    }
    html.push_str("</tbody></table>");
    Html::from_html_unchecked(html.into())
}

/// Text made safe inside an element: the headings are our translations
/// and the numbers the browser's `Intl`, but neither is trusted to be free
/// of markup characters.
struct Escaped<'a>(&'a str);

impl std::fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for c in self.0.chars() {
            match c {
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '&' => f.write_str("&amp;")?,
                '"' => f.write_str("&quot;")?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}
