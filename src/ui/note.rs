//! The one-line message under the controls.

use yew::prelude::*;

/// Props of [`NoteLine`].
#[derive(Properties, PartialEq)]
pub struct NoteLineProps {
    /// Whether it reports a problem, and its text.
    pub note: Option<(bool, String)>,
}

/// The message, if any: an alert for problems, a status otherwise.
#[function_component(NoteLine)]
pub fn note_line(props: &NoteLineProps) -> Html {
    match &props.note {
        Some((true, text)) => {
            html! { <p id="message" class="message error" role="alert">{text}</p> }
        }
        Some((false, text)) => html! { <p id="message" class="message" role="status">{text}</p> },
        None => html! {},
    }
}
