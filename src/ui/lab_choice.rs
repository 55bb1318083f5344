//! The Lab's "Code for" menu: the puzzle on the board (where the Lab has
//! code for it) or a puzzle of the learner's own, the template or one of
//! its examples.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::app::storage;
use crate::i18n::{Lang, T};
use crate::page::lab::OwnPuzzle;
use crate::page::{Action, LabAction, LabKind};

/// The menu's value of `kind`.
fn value_of(kind: LabKind) -> &'static str {
    match kind.own() {
        Some(own) => own.key(),
        None => "board",
    }
}

/// The menu, `chosen` selected; `board` is the Lab's kind of the puzzle
/// on the board, if it has code for it. Choosing puts the code kept for
/// the choice (or its prefilled code) in the editor. A plain function: it
/// holds no state.
pub fn lab_choice(
    chosen: LabKind,
    board: Option<LabKind>,
    lang: Lang,
    on: &Callback<Action>,
) -> Html {
    let on_change = on.reform(move |e: Event| {
        let menu: HtmlSelectElement = e.target_unchecked_into();
        let kind = OwnPuzzle::from_key(&menu.value())
            .map(LabKind::Own)
            .or(board)
            .unwrap_or(LabKind::Own(OwnPuzzle::LatinSquare));
        let kept = storage().and_then(|s| s.get_item(kind.storage_key()).ok().flatten());
        Action::Lab(LabAction::Choose { kind, kept })
    });
    let chosen = value_of(chosen);
    let own = OwnPuzzle::ALL.into_iter().map(|own| {
        html! { <option value={own.key()} selected={chosen == own.key()}>{lang.t(own.title())}</option> }
    });
    html! {
      <label class="lab-choice">{lang.t(T::LabPuzzleLabel)}{" "}
        <select id="lab-puzzle" onchange={on_change}>
          if board.is_some() {
            <option value="board" selected={chosen == "board"}>{lang.t(T::LabBoardPuzzle)}</option>
          }
          { for own }
        </select>
      </label>
    }
}
