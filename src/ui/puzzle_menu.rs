//! The puzzle menu beside the picker: a new puzzle made in a worker, a
//! file opened (a janko.at page of several: one chosen from it), and the
//! grid written in another format or downloaded. Dropping a file anywhere
//! on the page is handled by the page itself ([`read_dropped`]).

use wasm_bindgen_futures::JsFuture;
use web_sys::{DragEvent, HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::generate::Difficulty;
use crate::i18n::{Lang, T};
use crate::page::{Action, Format, PuzzleAction, MAKE_KINDS};

/// Props of [`PuzzleMenu`].
#[derive(Properties, PartialEq)]
pub struct PuzzleMenuProps {
    /// The puzzles of the page opened last (more than one: a chooser).
    pub blocks: usize,
    /// Which of them is loaded.
    pub block: usize,
    /// A new puzzle is being made.
    pub making: bool,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

fn select_index(node: &NodeRef) -> usize {
    node.cast::<HtmlSelectElement>()
        .and_then(|s| s.value().parse().ok())
        .unwrap_or(0)
}

/// Reads a file's text and hands it to the model.
fn read_file(file: web_sys::File, on: Callback<Action>) {
    wasm_bindgen_futures::spawn_local(async move {
        let text = JsFuture::from(file.text()).await;
        let text = text.ok().and_then(|t| t.as_string()).unwrap_or_default();
        on.emit(Action::Puzzle(PuzzleAction::Open(text)));
    });
}

/// A file dropped on the page: its text goes to the model like an
/// opened file.
pub fn read_dropped(event: DragEvent, on: &Callback<Action>) {
    let file = event
        .data_transfer()
        .and_then(|d| d.files())
        .and_then(|f| f.get(0));
    if let Some(file) = file {
        event.prevent_default();
        read_file(file, on.clone());
    }
}

/// The difficulties a new puzzle can be made at, in the menu's order.
const LEVELS: [(Difficulty, T); 3] = [
    (Difficulty::Easy, T::DifficultyEasy),
    (Difficulty::Medium, T::DifficultyMedium),
    (Difficulty::Hard, T::DifficultyHard),
];

/// The puzzle menu.
#[function_component(PuzzleMenu)]
pub fn puzzle_menu(props: &PuzzleMenuProps) -> Html {
    let kind_ref = use_node_ref();
    let level_ref = use_node_ref();
    let format_ref = use_node_ref();
    // Each menu says which option it starts on: Yew puts options in
    // from the last, and the first one put in would stay chosen.
    // Folded under one summary, so that the board comes first; a page
    // of several puzzles just opened keeps its chooser in view.
    html! {
      <>
        <details class="puzzle-menu" id="puzzle-tools">
          <summary>{props.lang.t(T::PuzzleTools)}</summary>
          <div class="puzzle-menu-body">
            { make_puzzle(props, &kind_ref, &level_ref) }
            { open_file(props) }
            { formats(props, &format_ref) }
          </div>
        </details>
        if props.blocks > 1 {
          { block_chooser(props) }
        }
      </>
    }
}

/// A new puzzle: its kind and difficulty, and the button that has a
/// worker make it.
fn make_puzzle(props: &PuzzleMenuProps, kind_ref: &NodeRef, level_ref: &NodeRef) -> Html {
    let t = |k| props.lang.t(k);
    let on_make = {
        let (kind_ref, level_ref) = (kind_ref.clone(), level_ref.clone());
        props.on.reform(move |_| {
            let level = LEVELS[select_index(&level_ref).min(2)].0;
            Action::Puzzle(PuzzleAction::Make(select_index(&kind_ref), level))
        })
    };
    html! {
      <fieldset class="make" title={t(T::NewPuzzleHint)}>
        <legend>{t(T::NewPuzzle)}</legend>
        <label>{t(T::MakeKind)}{" "}
          <select id="make-kind" ref={kind_ref.clone()}>
            { for MAKE_KINDS.iter().enumerate().map(|(i, (name, _))| html! { <option value={i.to_string()} selected={i == 0}>{props.lang.t(*name)}</option> }) }
          </select>
        </label>
        <label>{t(T::MakeDifficulty)}{" "}
          <select id="make-difficulty" ref={level_ref.clone()}>
            { for LEVELS.iter().enumerate().map(|(i, (_, key))| html! {
                <option value={i.to_string()} selected={i == 1}>{t(*key)}</option>
            }) }
          </select>
        </label>
        <button id="make" onclick={on_make} disabled={props.making} title={t(T::NewPuzzleHint)}>{t(T::MakeButton)}</button>
      </fieldset>
    }
}

/// The file input that opens a puzzle file.
fn open_file(props: &PuzzleMenuProps) -> Html {
    let t = |k| props.lang.t(k);
    let on_file = {
        let on = props.on.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                read_file(file, on.clone());
            }
            // The same file may be chosen again after an edit.
            input.set_value("");
        })
    };
    html! {
      <label class="open" title={t(T::OpenFileHint)}>{t(T::OpenFile)}{" "}
        <input id="open-file" type="file" accept=".txt,.json,.html,text/plain,application/json" onchange={on_file} />
      </label>
    }
}

/// The chooser among the puzzles of the page opened last.
fn block_chooser(props: &PuzzleMenuProps) -> Html {
    let t = |k| props.lang.t(k);
    let on_block = props.on.reform(|e: Event| {
        let i = e
            .target_unchecked_into::<HtmlSelectElement>()
            .value()
            .parse()
            .unwrap_or(0);
        Action::Puzzle(PuzzleAction::Block(i))
    });
    html! {
      <label title={t(T::PageBlock)}>{t(T::PageBlock)}{" "}
        <select id="page-block" onchange={on_block}>
          { for (0..props.blocks).map(|i| {
              let name = props.lang.fill(T::PageBlockOf, &[&(i + 1).to_string(), &props.blocks.to_string()]);
              html! { <option value={i.to_string()} selected={i == props.block}>{name}</option> }
          }) }
        </select>
      </label>
    }
}

/// The grid in another format: the format, and the buttons that write
/// it out or download it.
fn formats(props: &PuzzleMenuProps, format_ref: &NodeRef) -> Html {
    let t = |k| props.lang.t(k);
    let format = {
        let format_ref = format_ref.clone();
        move || Format::ALL[select_index(&format_ref).min(Format::ALL.len() - 1)]
    };
    let on_write = {
        let format = format.clone();
        props
            .on
            .reform(move |_| Action::Puzzle(PuzzleAction::Write(format())))
    };
    let on_download = props
        .on
        .reform(move |_| Action::Puzzle(PuzzleAction::Download(format())));
    html! {
      <span class="formats">
        <label title={t(T::WriteAsHint)}>{t(T::WriteAs)}{" "}
          <select id="format" ref={format_ref.clone()}>
            { for Format::ALL.iter().enumerate().map(|(i, f)| html! { <option value={i.to_string()} selected={i == 0}>{f.name(props.lang)}</option> }) }
          </select>
        </label>
        <button id="write" onclick={on_write} title={t(T::WriteAsHint)}>{t(T::WriteAs)}</button>
        <button id="download" onclick={on_download} title={t(T::DownloadHint)}>{t(T::Download)}</button>
      </span>
    }
}

/// Keeps a drop on the page from opening the file in the browser.
pub fn allow_drop(event: DragEvent) {
    event.prevent_default();
}
