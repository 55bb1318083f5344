//! Writing digits without a keyboard (a phone, a tablet): one button per
//! value, and one to clear; they write into the selected cell.

use yew::prelude::*;

use crate::format::digit_char;
use crate::i18n::{Lang, T};
use crate::page::{Action, EditAction};

/// Props of [`DigitPad`].
#[derive(Properties, PartialEq)]
pub struct DigitPadProps {
    /// The values go from 1 to `side`.
    pub side: usize,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The digit pad (shown by the style sheet on touch screens and phones).
#[function_component(DigitPad)]
pub fn digit_pad(props: &DigitPadProps) -> Html {
    html! {
      <div class="digit-pad" role="group" aria-label={props.lang.t(T::DigitPad)}>
        { for (1..=props.side as u8).map(|v| html! {
            <button class="digit" onclick={props.on.reform(move |_| Action::Edit(EditAction::Type(v)))}>{digit_char(v)}</button>
        }) }
        <button class="digit clear" aria-label="0" onclick={props.on.reform(|_| Action::Edit(EditAction::Type(0)))}>{"⌫"}</button>
      </div>
    }
}
