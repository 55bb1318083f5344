//! The button that opens and closes the Lab, in the puzzle toolbar,
//! where the board's puzzle has Lab code.

use yew::prelude::*;

use super::app::storage;
use crate::i18n::{Lang, T};
use crate::page::{Action, LabAction, LabKind};

/// Opens the Lab (with the code kept for the puzzle's kind, `kind`:
/// none, no button) or closes it (`open`). A plain function: it holds no
/// state.
pub fn lab_button(kind: Option<LabKind>, open: bool, lang: Lang, on: &Callback<Action>) -> Html {
    let Some(kind) = kind else {
        return Html::default();
    };
    let toggle = on.reform(move |_| {
        if open {
            return Action::Lab(LabAction::Close);
        }
        let kept = storage().and_then(|s| s.get_item(kind.storage_key()).ok().flatten());
        Action::Lab(LabAction::Open { kept, step: None })
    });
    let hint = if open { T::LabClose } else { T::LabOpenHint };
    html! {
      <button id="lab-open" class="lab-open" aria-pressed={open.to_string()} title={lang.t(hint)} onclick={toggle}>{lang.t(T::LabOpen)}</button>
    }
}
