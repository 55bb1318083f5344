//! Choosing a puzzle: the library, an empty Sudoku, N-Queens, or text
//! pasted in (and the grid exported as text).

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::import_box::ImportBox;
use crate::i18n::{Lang, T};
use crate::library::{library_name, LIBRARY_LEN};
use crate::page::{Action, PuzzleAction, EMPTY_SHAPES};

/// Props of [`Picker`].
#[derive(Properties, PartialEq)]
pub struct PickerProps {
    /// The library entry the grid is, if it is one.
    pub library: Option<usize>,
    /// The N field's value.
    pub queens_n: String,
    /// The text last written into the import box.
    pub import_text: String,
    /// Changes each time a text is written into the box.
    pub import_written: u32,
    /// Why the import box's text could not be read, if it could not.
    pub import_error: Option<String>,
    /// How many puzzles the page has loaded (the import box folds).
    pub loads: u32,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// The puzzle picker.
#[function_component(Picker)]
pub fn picker(props: &PickerProps) -> Html {
    let on = &props.on;
    let lang = props.lang;
    let t = |k| lang.t(k);
    let on_library = on.reform(|e: Event| {
        Action::Puzzle(PuzzleAction::Library(select_value(&e).parse().unwrap_or(0)))
    });
    let on_empty = on.reform(|e: Event| {
        let shape = select_value(&e).parse().unwrap_or(5);
        // Back to the prompt: the menu does not keep showing a choice
        // that the grid no longer is.
        e.target_unchecked_into::<HtmlSelectElement>()
            .set_selected_index(0);
        Action::Puzzle(PuzzleAction::Empty(shape))
    });
    let on_queens = on.reform(|e: Event| {
        Action::Puzzle(PuzzleAction::Queens(
            e.target_unchecked_into::<HtmlInputElement>().value(),
        ))
    });
    // Enter on the N already shown loads it too: no change event comes
    // for a value that did not change.
    let on_queens_enter = {
        let (shown, on) = (props.queens_n.clone(), on.clone());
        Callback::from(move |e: KeyboardEvent| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            if e.key() == "Enter" && value == shown {
                on.emit(Action::Puzzle(PuzzleAction::Queens(value)));
            }
        })
    };
    html! {
      <section class="picker" aria-label={t(T::Library)}>
        <label title={t(T::LibraryHint)}>{t(T::Library)}{" "}
          <select id="library" onchange={on_library}>
            <option value="" disabled=true selected={props.library.is_none()}>{t(T::Choose)}</option>
            { for (0..LIBRARY_LEN).map(|i| html! {
                <option value={i.to_string()} selected={props.library == Some(i)}>{library_name(i, lang)}</option>
            }) }
          </select>
        </label>
        <label title={t(T::EmptyHint)}>{t(T::EmptySudoku)}{" "}
          <select id="empty" onchange={on_empty}>
            <option value="" disabled=true selected=true>{t(T::SizePrompt)}</option>
            { for EMPTY_SHAPES.iter().enumerate().map(|(i, s)| html! {
                <option value={i.to_string()}>{s.name(t(T::JigsawWord))}</option>
            }) }
          </select>
        </label>
        <label title={t(T::QueensHint)}>{t(T::QueensN)}{" "}
          <input id="queens-n" type="number" min="1" max="1000" value={props.queens_n.clone()} onchange={on_queens} onkeydown={on_queens_enter} />
        </label>
        <ImportBox text={props.import_text.clone()} written={props.import_written} loads={props.loads} error={props.import_error.clone()} lang={lang} on={on.clone()} />
      </section>
    }
}
