//! The button that opens and closes the Lab, in the puzzle toolbar.

use yew::prelude::*;

use super::app::storage;
use crate::i18n::{Lang, T};
use crate::page::lab::OwnPuzzle;
use crate::page::{Action, LabAction, LabKind};

/// Opens the Lab (with the code kept for the puzzle's kind, `kind`; where
/// the Lab has no code for it, for the template of a puzzle of the
/// learner's own) or closes it (`open`). A plain function: it holds no
/// state.
pub fn lab_button(kind: Option<LabKind>, open: bool, lang: Lang, on: &Callback<Action>) -> Html {
    let kind = kind.unwrap_or(LabKind::Own(OwnPuzzle::LatinSquare));
    let toggle = on.reform(move |_| {
        if open {
            return Action::Lab(LabAction::Close);
        }
        let kept = storage().and_then(|s| s.get_item(kind.storage_key()).ok().flatten());
        Action::Lab(LabAction::Open {
            kept,
            step: None,
            own: None,
        })
    });
    let hint = if open { T::LabClose } else { T::LabOpenHint };
    html! {
      <button id="lab-open" class="lab-open" aria-pressed={open.to_string()} title={lang.t(hint)} onclick={toggle}>{lang.t(T::LabOpen)}</button>
    }
}
