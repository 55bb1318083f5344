//! The program at work, its line lit.

use yew::prelude::*;

use super::frame;
use crate::i18n::Lang;
use crate::page::Panel;
use crate::strategy::Strategy;
use crate::teach::skeleton;

/// Props of [`CodePanel`].
#[derive(Properties, PartialEq)]
pub struct CodePanelProps {
    /// The strategy: which program.
    pub strategy: Strategy,
    /// The line under the code: what `moves(level)` lists for the puzzle
    /// on the board.
    pub caption: String,
    /// The line the event on screen belongs to.
    pub lit: Option<usize>,
    /// The page's language.
    pub lang: Lang,
}

/// The code panel.
#[function_component(CodePanel)]
pub fn code_panel(props: &CodePanelProps) -> Html {
    let lang = props.lang;
    let caption = props.caption.clone();
    let body = match skeleton(props.strategy) {
        Some((_, lines)) => html! {
          <>
            <pre class="code"><code>
              { for lines.iter().enumerate().map(|(i, line)| {
                  let lit = props.lit == Some(i);
                  let words = line.words(lang);
                  // A long line wraps under its own words (its
                  // indent), never out of the panel.
                  let kind = match (lit, words.starts_with('#')) {
                      (true, _) => " lit",
                      (false, true) => " comment",
                      _ => "",
                  };
                  let class = format!("line{kind}");
                  let indent = format!("--indent: {}", line.indent);
                  let text = format!("{}{words}\n", "  ".repeat(line.indent as usize));
                  html! {
                    <span class={class} style={indent} aria-current={lit.then_some("step")} data-line={i.to_string()}>
                      <span class="gutter" aria-hidden="true">{if lit { "▶" } else { " " }}</span>
                      {text}
                    </span>
                  }
              }) }
            </code></pre>
            <p class="caption">{caption}</p>
          </>
        },
        None => html! { <p class="caption">{caption}</p> },
    };
    frame(Panel::Code, lang, body)
}
