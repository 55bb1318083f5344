//! Solving by hand: notes mode, fill in candidates, a value tried (the
//! chain of tries, roll back, go on), check, hint and "where did I go
//! wrong?", with what the page says of them (a check's
//! outcome, the hint at its level, the solved message) read out politely.

use yew::prelude::*;

use crate::i18n::{Lang, T};
use std::rc::Rc;

use crate::page::{Action, PlayAction, PlayView};

/// Props of [`PlayBar`].
#[derive(Properties, PartialEq)]
pub struct PlayBarProps {
    /// What the bar shows.
    pub view: Rc<PlayView>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

/// The buttons of solving by hand and their message.
#[function_component(PlayBar)]
pub fn play_bar(props: &PlayBarProps) -> Html {
    let t = |k| props.lang.t(k);
    let view = &props.view;
    let play = |action: PlayAction| props.on.reform(move |_| Action::Play(action));
    let said_class = if view.solved {
        "play-said solved"
    } else {
        "play-said"
    };
    html! {
      <div class="play-bar" role="group" aria-label={t(T::PlayBar)}>
        <div class="play-buttons">
          if view.digits {
            <button id="notes-mode" aria-pressed={view.notes_mode.to_string()} title={t(T::PlayNotesHint)}
                    onclick={play(PlayAction::ToggleNotes)}>{t(T::PlayNotes)}</button>
            <button id="fill-notes" title={t(T::PlayFillHint)} onclick={play(PlayAction::FillNotes)}>{t(T::PlayFill)}</button>
            <button id="notes-follow" aria-pressed={view.notes_follow.to_string()} title={t(T::PlayNotesFollowHint)}
                    onclick={play(PlayAction::ToggleNotesFollow)}>{t(T::PlayNotesFollow)}</button>
            <button id="corner-mode" aria-pressed={view.corner_mode.to_string()} title={t(T::PlayCornerHint)}
                    onclick={play(PlayAction::ToggleCorner)}>{t(T::PlayCorner)}</button>
            <button id="try-mode" aria-pressed={view.try_mode.to_string()} title={t(T::PlayTryHint)}
                    onclick={play(PlayAction::ToggleTry)}>{t(T::PlayTry)}</button>
            <button id="true-candidates" aria-pressed={view.truth.to_string()} title={t(T::PlayTruthHint)}
                    onclick={play(PlayAction::ToggleTruth)}>{t(T::PlayTruth)}</button>
          }
          <button id="check" title={t(T::PlayCheckHint)} onclick={play(PlayAction::Check)}>{t(T::PlayCheck)}</button>
          <button id="hint" title={t(T::HintButtonTitle)} onclick={play(PlayAction::Hint)}>{t(T::HintButton)}</button>
          if view.digits {
            <button id="where-wrong" title={t(T::WrongWhereHint)} onclick={play(PlayAction::WhereWrong)}>{t(T::WrongWhere)}</button>
          }
        </div>
        if view.digits {
          <super::colour_palette::ColourPalette lang={props.lang} on={props.on.clone()} />
        }
        if !view.tries.is_empty() {
          <div class="try-bar">
            <ol class="try-chain" aria-label={t(T::PlayTries)}>
              { for view.tries.iter().map(|tried| html! { <li>{tried.clone()}</li> }) }
            </ol>
            <button id="roll-back" title={t(T::PlayRollBackHint)} onclick={play(PlayAction::RollBack)}>{t(T::PlayRollBack)}</button>
            <button id="go-on" title={t(T::PlayGoOnHint)} onclick={play(PlayAction::GoOn)}>{t(T::PlayGoOn)}</button>
          </div>
        }
        if let Some(how) = view.how_to {
          <p class="play-how">{t(how)}</p>
        }
        <p class={said_class} role="status" aria-live="polite">{view.said.clone().unwrap_or_default()}</p>
        if view.offers_watch {
          <button id="watch-search" class="primary" title={t(T::WatchSearchHint)} onclick={play(PlayAction::WatchSearch)}>{t(T::WatchSearch)}</button>
        }
        if view.watching {
          <button id="back-to-grid" class="primary" onclick={play(PlayAction::BackToGrid)}>{t(T::BackToGrid)}</button>
        }
        if let Some(difficulty) = &view.difficulty {
          <p class="play-difficulty">{difficulty.clone()}</p>
        }
      </div>
    }
}
