//! The button that opens and closes the Lab, in the puzzle toolbar,
//! where the board's puzzle has Lab code.

use yew::prelude::*;

use super::app::storage;
use crate::i18n::{Lang, T};
use crate::page::{Action, LabAction, LabKind};

/// Props of [`LabButton`].
#[derive(Properties, PartialEq)]
pub struct LabButtonProps {
    /// The Lab's kind for the board's puzzle, if it has code for it.
    pub kind: Option<LabKind>,
    /// The Lab is open.
    pub open: bool,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// Opens the Lab (with the code kept for the puzzle's kind) or closes it.
#[function_component(LabButton)]
pub fn lab_button(props: &LabButtonProps) -> Html {
    let lang = props.lang;
    let (Some(kind), open) = (props.kind, props.open) else {
        return Html::default();
    };
    let toggle = props.on.reform(move |_| {
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
