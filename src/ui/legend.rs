//! What the looks of the squares mean.

use yew::prelude::*;

use crate::i18n::{Lang, T};

/// Props of [`Legend`].
#[derive(Properties, PartialEq)]
pub struct LegendProps {
    /// The page's language.
    pub lang: Lang,
}

/// The legend under the board.
#[function_component(Legend)]
pub fn legend(props: &LegendProps) -> Html {
    let t = |k| props.lang.t(k);
    html! {
      <p class="legend" aria-hidden="true">
        <span class="swatch given">{"5"}</span>{t(T::LegendGiven)}
        <span class="swatch placed">{"5"}</span>{t(T::LegendPlaced)}
        <span class="swatch trying">{"5"}</span>{t(T::LegendTrying)}
        <span class="swatch rejected">{"5"}</span>{t(T::LegendRejected)}
        <span class="swatch undone">{"5"}</span>{t(T::LegendUndone)}
        <span class="swatch culprit">{"5"}</span>{t(T::LegendReason)}
      </p>
    }
}
