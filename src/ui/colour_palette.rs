//! The palette of cell colours: nine swatches, each with its number and
//! its sign (drawn by the style sheet), and one to take a colour away.
//! A swatch colours the selected cell.

use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::{Action, EditAction, COLOURS};

/// Props of [`ColourPalette`].
#[derive(Properties, PartialEq)]
pub struct ColourPaletteProps {
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The colours a person paints cells with.
#[function_component(ColourPalette)]
pub fn colour_palette(props: &ColourPaletteProps) -> Html {
    let lang = props.lang;
    let colour = |c: u8| {
        props
            .on
            .reform(move |_| Action::Edit(EditAction::Colour(c)))
    };
    html! {
      <div class="palette" role="group" aria-label={lang.t(T::PlayColours)} title={lang.t(T::PlayColoursHint)}>
        { for (1..=COLOURS).map(|c| html! {
            <button class={classes!("paint", format!("colour-{c}"))} onclick={colour(c)}
                    aria-label={lang.fill(T::PlayColour, &[&c.to_string()])}>{c}</button>
        }) }
        <button class="paint" onclick={colour(0)}>{lang.t(T::PlayColourNone)}</button>
      </div>
    }
}
