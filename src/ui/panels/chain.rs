//! The recursion chain: one row per level of the current path, the
//! deepest in view.

use std::rc::Rc;

use yew::prelude::*;

use super::{frame, RunInfo};
use crate::i18n::{Lang, T};
use crate::page::{MomentFacts, Panel};
use crate::teach::RowState;

/// Props of [`ChainPanel`].
#[derive(Properties, PartialEq)]
pub struct ChainPanelProps {
    /// The facts of the moment.
    pub facts: Option<Rc<MomentFacts>>,
    /// The run.
    pub info: RunInfo,
    /// The page's language.
    pub lang: Lang,
}

/// `text` with a place to wrap after each `>` (a tent's `r11c5>r12c5`), so
/// that a narrow panel wraps a long place instead of running out of view.
fn breakable(text: &str) -> Html {
    let parts: Vec<&str> = text.split_inclusive('>').collect();
    html! {
      <>{ for parts.iter().enumerate().map(|(i, part)| html! {
          <>{*part}if i + 1 < parts.len() { <wbr /> }</>
      }) }</>
    }
}

/// The chain panel.
#[function_component(ChainPanel)]
pub fn chain_panel(props: &ChainPanelProps) -> Html {
    let lang = props.lang;
    let t = |k| lang.t(k).to_string();
    let (Some(facts), Some(subject)) = (&props.facts, &props.info.subject) else {
        return frame(
            Panel::Chain,
            lang,
            html! { <p class="caption">{t(T::ChainEmpty)}</p> },
        );
    };
    let subject = &subject.0;
    let queens = subject.rows_of_queens();
    let values = |values: &[u8]| subject.values_text(values);
    let body = html! {
      <div class="chain-scroll" tabindex="0">
        <table class="chain">
          <thead><tr>
            <th scope="col">{t(T::ChainLevel)}</th>
            <th scope="col">{if queens { t(T::ChainQueen) } else { t(T::ChainCellValue) }}</th>
            <th scope="col">{t(T::ChainTried)}</th>
            <th scope="col">{t(T::ChainLeft)}</th>
          </tr></thead>
          <tbody>
            { for facts.chain.iter().map(|row| {
                let state = match row.state {
                    RowState::Placed => "placed",
                    RowState::JustPlaced => "just-placed",
                    RowState::Trying => "trying",
                    RowState::Rejected => "rejected",
                    RowState::Undone => "undone",
                    RowState::Open => "open",
                };
                let at = subject.place(row, lang);
                html! {
                  <tr class={state} key={row.level}>
                    <td class="num">{row.level}</td>
                    <td>{breakable(&at)}</td>
                    <td class="tried">{values(&row.tried)}</td>
                    <td class="left">{values(&row.left)}</td>
                  </tr>
                }
            }) }
          </tbody>
        </table>
      </div>
    };
    frame(Panel::Chain, lang, body)
}
