//! The diagnostics corner at the foot of the page: the memory of the page
//! and of its search worker, asked for when it is opened. Out of the help,
//! which is for the page's readers, not for its maintainers.

use yew::prelude::*;

use super::intl::IntlNumbers;
use crate::i18n::{Lang, T};
use crate::page::{memory_line, Action, PageAction, WorkerMemory};
use crate::protocol::wasm_memory;

/// Props of [`Diagnostics`].
#[derive(Properties, PartialEq)]
pub struct DiagnosticsProps {
    /// Whether it is open.
    pub open: bool,
    /// The search worker's memory, once it said.
    pub memory: Option<WorkerMemory>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// A closed disclosure at the foot of the page; opened, the memory line.
#[function_component(Diagnostics)]
pub fn diagnostics(props: &DiagnosticsProps) -> Html {
    let t = |k| props.lang.t(k);
    let was_open = props.open;
    let on = props.on.clone();
    // The page opening or closing it (a re-render) toggles too: only a
    // change the reader made is an action.
    let ontoggle = Callback::from(move |e: Event| {
        let open = e
            .target_dyn_into::<web_sys::HtmlDetailsElement>()
            .is_some_and(|d| d.open());
        if open != was_open {
            on.emit(Action::Page(PageAction::ShowDiagnostics(open)));
        }
    });
    // Number formats are made only when the corner is open: not on every
    // render of the page.
    let line = props.open.then(|| {
        memory_line(
            props.lang,
            &IntlNumbers::new(props.lang),
            wasm_memory(),
            props.memory,
        )
    });
    html! {
      <footer class="diagnostics">
        <details id="diagnostics" open={props.open} {ontoggle}>
          <summary title={t(T::DiagnosticsHint)}>{t(T::Diagnostics)}</summary>
          if props.open {
            if let Some(Some(line)) = line {
              <p id="memory" data-worker-bytes={props.memory.map(|m| m.wasm_bytes.to_string())}
                 data-page-bytes={wasm_memory().to_string()}>{line}</p>
            } else {
              <p>{t(T::DiagnosticsWaiting)}</p>
            }
          }
        </details>
      </footer>
    }
}
