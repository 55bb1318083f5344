//! The Lab's Python menu (automatic, MicroPython, CPython) and the line
//! under it that says which Python runs the code and why.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::i18n::{Lang, Numbers, T};
use crate::lab::python::{Python, PythonChoice};
use crate::page::lab::python_words;
use crate::page::{Action, Lab, LabAction};

/// The menu's value of `choice`.
fn value_of(choice: PythonChoice) -> &'static str {
    match choice {
        PythonChoice::Automatic => "auto",
        PythonChoice::Chosen(Python::Micro) => "micro",
        PythonChoice::Chosen(Python::Full) => "full",
    }
}

/// The menu, the Lab's choice selected, and the reason for the Python
/// that runs the code. A plain function: it holds no state.
pub fn lab_python(lab: &Lab, lang: Lang, numbers: &dyn Numbers, on: &Callback<Action>) -> Html {
    let on_change = on.reform(|e: Event| {
        let menu: HtmlSelectElement = e.target_unchecked_into();
        let choice = match menu.value().as_str() {
            "micro" => PythonChoice::Chosen(Python::Micro),
            "full" => PythonChoice::Chosen(Python::Full),
            _ => PythonChoice::Automatic,
        };
        Action::Lab(LabAction::ChoosePython(choice))
    });
    let chosen = value_of(lab.python_choice());
    let options = [
        ("auto", T::LabPythonAutomatic),
        ("micro", T::LabPythonMicro),
        ("full", T::LabPythonFull),
    ];
    let (python, why) = lab.python();
    html! {
      <p class="lab-python">
        <label title={lang.t(T::LabPythonHint)}>{lang.t(T::LabPython)}{" "}
          <select id="lab-python" onchange={on_change}>
            { for options.into_iter().map(|(value, text)| html! {
                <option value={value} selected={chosen == value}>{lang.t(text)}</option>
            }) }
          </select>
        </label>
        {" "}<span id="lab-python-why">{python_words(python, &why, lang, numbers)}</span>
      </p>
    }
}
