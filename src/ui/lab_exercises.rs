//! The Lab's exercises for the puzzle on the board: a menu, and the task
//! of the one chosen.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::lab::EXERCISES;
use crate::page::{Action, LabAction, LabKind};

/// Props of [`ExercisePicker`].
#[derive(Properties, PartialEq)]
pub struct ExercisePickerProps {
    /// The Lab's puzzle kind: its exercises are offered.
    pub kind: LabKind,
    /// The exercise chosen (an index into [`EXERCISES`]).
    pub chosen: Option<usize>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The exercise menu and the chosen exercise's task.
#[function_component(ExercisePicker)]
pub fn exercise_picker(props: &ExercisePickerProps) -> Html {
    let lang = props.lang;
    let on_change = props.on.reform(|e: Event| {
        let menu: HtmlSelectElement = e.target_unchecked_into();
        Action::Lab(LabAction::Exercise(menu.value().parse().ok()))
    });
    let options = EXERCISES
        .iter()
        .enumerate()
        .filter(|(_, e)| e.kind == props.kind)
        .map(|(i, e)| {
            html! { <option value={i.to_string()} selected={props.chosen == Some(i)}>{lang.t(e.title)}</option> }
        });
    let task = props
        .chosen
        .and_then(|i| EXERCISES.get(i))
        .map(|e| lang.t(e.task));
    html! {
      <>
        <label class="lab-exercise">{lang.t(T::LabExercises)}{" "}
          <select id="lab-exercise" onchange={on_change}>
            <option value="" selected={props.chosen.is_none()}>{lang.t(T::LabExerciseNone)}</option>
            { for options }
          </select>
        </label>
        if let Some(task) = task {
          <p id="lab-task" class="lab-task">{task}</p>
        }
      </>
    }
}
