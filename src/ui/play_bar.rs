//! Solving by hand: notes mode, fill in candidates, check, hint and
//! "where did I go wrong?", with what the page says of them (a check's
//! outcome, the hint at its level, the solved message) read out politely.

use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::{Action, PlayAction};

/// Props of [`PlayBar`].
#[derive(Properties, PartialEq)]
pub struct PlayBarProps {
    /// The board takes digits and notes (Tents and N-Queens take clicks:
    /// no notes, candidates or culprits).
    pub digits: bool,
    /// How this board is played, where it takes no digits.
    pub how_to: Option<T>,
    /// Digits go into the notes.
    pub notes_mode: bool,
    /// A value placed strikes itself from its peers' notes.
    pub notes_follow: bool,
    /// The true candidates are shown.
    pub truth: bool,
    /// The hint on screen has a search to watch.
    pub offers_watch: bool,
    /// A hint's search plays on the board (the person's grid is aside).
    pub watching: bool,
    /// What the page said last, in words.
    pub said: Option<String>,
    /// How hard the puzzle is, in words, once measured.
    pub difficulty: Option<String>,
    /// The puzzle is solved (the message is a success).
    pub solved: bool,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The buttons of solving by hand and their message.
#[function_component(PlayBar)]
pub fn play_bar(props: &PlayBarProps) -> Html {
    let t = |k| props.lang.t(k);
    let play = |action: PlayAction| props.on.reform(move |_| Action::Play(action));
    let said_class = if props.solved {
        "play-said solved"
    } else {
        "play-said"
    };
    html! {
      <div class="play-bar" role="group" aria-label={t(T::PlayBar)}>
        <div class="play-buttons">
          if props.digits {
            <button id="notes-mode" aria-pressed={props.notes_mode.to_string()} title={t(T::PlayNotesHint)}
                    onclick={play(PlayAction::ToggleNotes)}>{t(T::PlayNotes)}</button>
            <button id="fill-notes" title={t(T::PlayFillHint)} onclick={play(PlayAction::FillNotes)}>{t(T::PlayFill)}</button>
            <button id="notes-follow" aria-pressed={props.notes_follow.to_string()} title={t(T::PlayNotesFollowHint)}
                    onclick={play(PlayAction::ToggleNotesFollow)}>{t(T::PlayNotesFollow)}</button>
            <button id="true-candidates" aria-pressed={props.truth.to_string()} title={t(T::PlayTruthHint)}
                    onclick={play(PlayAction::ToggleTruth)}>{t(T::PlayTruth)}</button>
          }
          <button id="check" title={t(T::PlayCheckHint)} onclick={play(PlayAction::Check)}>{t(T::PlayCheck)}</button>
          <button id="hint" title={t(T::HintButtonTitle)} onclick={play(PlayAction::Hint)}>{t(T::HintButton)}</button>
          if props.digits {
            <button id="where-wrong" title={t(T::WrongWhereHint)} onclick={play(PlayAction::WhereWrong)}>{t(T::WrongWhere)}</button>
          }
        </div>
        if let Some(how) = props.how_to {
          <p class="play-how">{t(how)}</p>
        }
        <p class={said_class} role="status" aria-live="polite">{props.said.clone().unwrap_or_default()}</p>
        if props.offers_watch {
          <button id="watch-search" class="primary" title={t(T::WatchSearchHint)} onclick={play(PlayAction::WatchSearch)}>{t(T::WatchSearch)}</button>
        }
        if props.watching {
          <button id="back-to-grid" class="primary" onclick={play(PlayAction::BackToGrid)}>{t(T::BackToGrid)}</button>
        }
        if let Some(difficulty) = &props.difficulty {
          <p class="play-difficulty">{difficulty.clone()}</p>
        }
      </div>
    }
}
