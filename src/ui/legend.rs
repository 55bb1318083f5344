//! What the looks of the squares mean.

use yew::prelude::*;

use crate::i18n::{Lang, T};

/// Props of [`Legend`].
#[derive(Properties, PartialEq)]
pub struct LegendProps {
    /// A given's sign, if the puzzle has givens.
    pub given: Option<&'static str>,
    /// A move's sign (a digit, a queen, a tent).
    pub sign: &'static str,
    /// The page's language.
    pub lang: Lang,
}

/// The legend under the board.
#[function_component(Legend)]
pub fn legend(props: &LegendProps) -> Html {
    let t = |k| props.lang.t(k);
    let sign = props.sign;
    html! {
      <p class="legend" aria-hidden="true">
        if let Some(given) = props.given {
          <span class="swatch given">{given}</span>{t(T::LegendGiven)}
        }
        <span class="swatch placed">{sign}</span>{t(T::LegendPlaced)}
        <span class="swatch trying">{sign}</span>{t(T::LegendTrying)}
        <span class="swatch rejected">{sign}</span>{t(T::LegendRejected)}
        <span class="swatch undone">{sign}</span>{t(T::LegendUndone)}
        <span class="swatch culprit">{sign}</span>{t(T::LegendReason)}
      </p>
    }
}
