//! Writing digits without a keyboard (a phone, a tablet): one button per
//! value, and one to clear; they write into the selected cell. Undo and
//! redo stand beside them, where there is no Ctrl+Z.

use yew::prelude::*;

use super::on_change::use_on_change;

use crate::format::digit_char;
use crate::i18n::{Lang, T};
use crate::page::GAP;
use crate::page::{Action, EditAction};

/// Props of [`DigitPad`].
#[derive(Properties, PartialEq)]
pub struct DigitPadProps {
    /// The values go from 1 to `side`.
    pub side: usize,
    /// The value that stands for a blank square (Skyscrapers), if any.
    pub gap: Option<u8>,
    /// An edit can be taken back.
    pub can_undo: bool,
    /// An edit taken back can be done again.
    pub can_redo: bool,
    /// The selected square: choosing one brings the pad into view.
    pub selected: usize,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The digit pad (shown by the style sheet on touch screens and phones).
#[function_component(DigitPad)]
pub fn digit_pad(props: &DigitPadProps) -> Html {
    let t = |k| props.lang.t(k);
    let pad = use_node_ref();
    {
        let pad = pad.clone();
        // On a phone the pad stands under the board, its foot under the
        // run's bar: a square chosen brings it into view (as little as
        // needed; the style sheet's scroll padding keeps it above the
        // bar), ready to type into. Not on the first drawing, which
        // leaves the page where it opened; not where the pad is hidden.
        use_on_change(props.selected, move || bring_into_view(&pad));
    }
    html! {
      <div class="digit-pad" role="group" aria-label={t(T::DigitPad)} ref={pad}>
        { for (1..=props.side as u8).map(|v| html! {
            if Some(v) == props.gap {
                <button class="digit" aria-label={t(T::CellGap)} title={t(T::CellGap)}
                        onclick={props.on.reform(move |_| Action::Edit(EditAction::Type(v)))}>{GAP}</button>
            } else {
                <button class="digit" onclick={props.on.reform(move |_| Action::Edit(EditAction::Type(v)))}>{digit_char(v)}</button>
            }
        }) }
        <button class="digit clear" aria-label={t(T::ClearCell)} title={t(T::ClearCell)}
                onclick={props.on.reform(|_| Action::Edit(EditAction::Type(0)))}>{"⌫"}</button>
        <button id="undo" class="edit" title={t(T::UndoHint)} disabled={!props.can_undo}
                onclick={props.on.reform(|_| Action::Edit(EditAction::Undo))}>{t(T::UndoButton)}</button>
        <button id="redo" class="edit" title={t(T::RedoHint)} disabled={!props.can_redo}
                onclick={props.on.reform(|_| Action::Edit(EditAction::Redo))}>{t(T::RedoButton)}</button>
      </div>
    }
}

/// Scrolls `pad` into view, as little as needed, if it is shown.
fn bring_into_view(pad: &NodeRef) {
    let Some(pad) = pad.cast::<web_sys::HtmlElement>() else {
        return;
    };
    // Hidden by the style sheet (a desktop): no offset parent.
    if pad.offset_parent().is_none() {
        return;
    }
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    pad.scroll_into_view_with_scroll_into_view_options(&options);
}
