//! The Lab's Python menu (automatic, MicroPython, CPython) and the line
//! under it that says which Python runs the code and why.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::i18n::{Lang, Numbers, T};
use crate::lab::python::{Python, PythonChoice, PythonWhy};
use crate::page::lab::python_words;
use crate::page::{Action, LabAction};

/// The menu's choices: each one's value, the choice and its words.
const CHOICES: [(&str, PythonChoice, T); 3] = [
    ("auto", PythonChoice::Automatic, T::LabPythonAutomatic),
    (
        "micro",
        PythonChoice::Chosen(Python::Micro),
        T::LabPythonMicro,
    ),
    ("full", PythonChoice::Chosen(Python::Full), T::LabPythonFull),
];

/// The menu, `chosen` selected, and why `python` runs the code (as the
/// Lab found it once for the panel). A plain function: it holds no state.
pub fn lab_python(
    chosen: PythonChoice,
    (python, why): &(Python, PythonWhy),
    lang: Lang,
    numbers: &dyn Numbers,
    on: &Callback<Action>,
) -> Html {
    let on_change = on.reform(|e: Event| {
        let menu: HtmlSelectElement = e.target_unchecked_into();
        let value = menu.value();
        let choice = CHOICES
            .iter()
            .find(|(v, ..)| *v == value)
            .map_or(PythonChoice::Automatic, |c| c.1);
        Action::Lab(LabAction::ChoosePython(choice))
    });
    html! {
      <p class="lab-python">
        <label title={lang.t(T::LabPythonHint)}>{lang.t(T::LabPython)}{" "}
          <select id="lab-python" onchange={on_change}>
            { for CHOICES.iter().map(|&(value, choice, text)| html! {
                <option value={value} selected={chosen == choice}>{lang.t(text)}</option>
            }) }
          </select>
        </label>
        {" "}<span id="lab-python-why">{python_words(*python, why, lang, numbers)}</span>
      </p>
    }
}
