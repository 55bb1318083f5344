//! The Lab's exercises for the puzzle on the board: a menu, and the task
//! of the one chosen.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::lab::EXERCISES;
use crate::page::{Action, LabAction, LabKind};

/// The exercise menu for `kind` (`chosen` selected) and the chosen
/// exercise's task. A plain function: it holds no state.
pub fn exercise_picker(
    kind: LabKind,
    chosen: Option<usize>,
    lang: Lang,
    on: &Callback<Action>,
) -> Html {
    let on_change = on.reform(|e: Event| {
        let menu: HtmlSelectElement = e.target_unchecked_into();
        Action::Lab(LabAction::Exercise(menu.value().parse().ok()))
    });
    let options = EXERCISES
        .iter()
        .enumerate()
        .filter(|(_, e)| e.kind == kind)
        .map(|(i, e)| {
            html! { <option value={i.to_string()} selected={chosen == Some(i)}>{lang.t(e.title)}</option> }
        });
    let task = chosen
        .and_then(|i| EXERCISES.get(i))
        .map(|e| lang.t(e.task));
    html! {
      <>
        <label class="lab-exercise">{lang.t(T::LabExercises)}{" "}
          <select id="lab-exercise" onchange={on_change}>
            <option value="" selected={chosen.is_none()}>{lang.t(T::LabExerciseNone)}</option>
            { for options }
          </select>
        </label>
        if let Some(task) = task {
          <p id="lab-task" class="lab-task">{task}</p>
        }
      </>
    }
}
