//! The program at work, its line lit.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::frame;
use crate::i18n::Lang;
use crate::page::{LearnerCode, Panel};
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
    /// In the Lab: the learner's code, shown instead of the program.
    pub learner: Option<LearnerCode>,
    /// The page's language.
    pub lang: Lang,
}

/// The code panel.
#[function_component(CodePanel)]
pub fn code_panel(props: &CodePanelProps) -> Html {
    let lang = props.lang;
    let scroller = use_node_ref();
    {
        // The code may be longer than its box (the learner's, or any on
        // a small projector): the line lit is scrolled into its view (the
        // box alone, never the page).
        let scroller = scroller.clone();
        let lit = match &props.learner {
            Some(learner) => learner.lit,
            None => props.lit,
        };
        use_effect_with(lit, move |_| keep_lit_in_view(&scroller));
    }
    if let Some(learner) = &props.learner {
        return frame(Panel::Code, lang, learner_body(learner, lang, &scroller));
    }
    let caption = props.caption.clone();
    let body = match skeleton(props.strategy) {
        Some((_, lines)) => html! {
          <>
            <pre class="code" ref={scroller.clone()} tabindex="0"><code>
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

/// The learner's code, the line of the method called lit: what the
/// search calls at the step on screen.
fn learner_body(learner: &LearnerCode, lang: Lang, scroller: &NodeRef) -> Html {
    html! {
      <>
        <pre class="code learner" ref={scroller.clone()} tabindex="0"><code>
          { for learner.lines.iter().enumerate().map(|(i, line)| {
              let lit = learner.lit == Some(i);
              let class = if lit { "line lit" } else { "line" };
              html! {
                <span class={class} aria-current={lit.then_some("step")} data-line={i.to_string()}>
                  <span class="gutter" aria-hidden="true">{if lit { "▶" } else { " " }}</span>
                  {format!("{line}\n")}
                </span>
              }
          }) }
        </code></pre>
        <p class="caption">{lang.t(learner.caption)}</p>
      </>
    }
}

/// Scrolls the box of the code so that its lit line shows.
fn keep_lit_in_view(scroller: &NodeRef) {
    let Some(pre) = scroller.cast::<web_sys::HtmlElement>() else {
        return;
    };
    let Ok(Some(lit)) = pre.query_selector(".lit") else {
        return;
    };
    let Ok(lit) = lit.dyn_into::<web_sys::HtmlElement>() else {
        return;
    };
    let (top, height) = (lit.offset_top(), lit.offset_height());
    let (view, shown) = (pre.scroll_top(), pre.client_height());
    if top < view || top + height > view + shown {
        pre.set_scroll_top((top - shown / 3).max(0));
    }
}
