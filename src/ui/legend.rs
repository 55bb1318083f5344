//! What the looks of the squares mean.

use yew::prelude::*;

use crate::i18n::{Lang, T};

/// Props of [`Legend`].
#[derive(Properties, PartialEq)]
pub struct LegendProps {
    /// A given's sign, if the puzzle has givens.
    pub given: Option<&'static str>,
    /// A move's sign (a digit, a queen, a tent, a word of a puzzle of
    /// the learner's own).
    pub sign: AttrValue,
    /// The person types into this board: their entries have a look of
    /// their own.
    pub typed: bool,
    /// The page's language.
    pub lang: Lang,
}

/// The legend under the board.
#[function_component(Legend)]
pub fn legend(props: &LegendProps) -> Html {
    let t = |k| props.lang.t(k);
    let sign = props.sign.as_str();
    // Each swatch with its word, so that a line breaks between pairs,
    // never between a sign and what it means.
    let item = |class: &'static str, shown: &str, word: T| {
        html! {
          <span class="legend-item"><span class={classes!("swatch", class)}>{shown.to_string()}</span>{t(word)}</span>
        }
    };
    html! {
      <p class="legend" aria-hidden="true">
        if let Some(given) = props.given {
          { item("given", given, T::LegendGiven) }
        }
        if props.typed {
          { item("typed", sign, T::LegendTyped) }
        }
        { item("placed", sign, T::LegendPlaced) }
        { item("trying", sign, T::LegendTrying) }
        { item("rejected", sign, T::LegendRejected) }
        { item("undone", sign, T::LegendUndone) }
        { item("culprit", sign, T::LegendReason) }
      </p>
    }
}
