//! The region editor's bar: start painting the regions of a Sudoku, pick
//! the region to paint with (each shown with its tint and its size), and
//! use the regions or keep the old ones. The painting itself happens on
//! the board (drag, or a region's number typed on the selected cell).

use yew::prelude::*;

use crate::i18n::{Lang, T};
use crate::page::{region_tints, Action, PuzzleAction, RegionDraft, RegionEdit};

/// Props of [`RegionEditor`].
#[derive(Properties, PartialEq)]
pub struct RegionEditorProps {
    /// The draft being painted, if any.
    pub draft: Option<RegionDraft>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

fn edit(e: RegionEdit) -> Action {
    Action::Puzzle(PuzzleAction::Regions(e))
}

/// The region editor's bar.
#[function_component(RegionEditor)]
pub fn region_editor(props: &RegionEditorProps) -> Html {
    let t = |k| props.lang.t(k);
    let on = &props.on;
    let Some(draft) = &props.draft else {
        return html! {
          <div class="region-editor">
            <button id="edit-regions" title={t(T::EditRegionsHint)} onclick={on.reform(|_| edit(RegionEdit::Start))}>{t(T::EditRegions)}</button>
          </div>
        };
    };
    let sizes = draft.sizes();
    // Each brush in its region's tint on the board.
    let tints = region_tints(&draft.regions, draft.side);
    html! {
      <div class="region-editor painting" role="toolbar" aria-label={t(T::RegionEditorLabel)}>
        <p class="hint">{t(T::EditRegionsHint)}</p>
        <div class="brushes">
          { for (0..draft.side).map(|k| {
              let label = props.lang.fill(T::RegionBrush, &[&(k + 1).to_string(), &sizes[k].to_string()]);
              let whole = sizes[k] == draft.side;
              let tint = draft.regions.iter().position(|&r| r == k).map_or("", |sq| tints[sq]);
              html! {
                <button class={classes!("brush", tint, whole.then_some("whole"))} aria-pressed={(draft.brush == k).to_string()}
                        title={label.clone()} aria-label={label} onclick={on.reform(move |_| edit(RegionEdit::Brush(k)))}>
                  {k + 1}<small>{format!(" ({})", sizes[k])}</small>
                </button>
              }
          }) }
        </div>
        <button id="apply-regions" class="primary" onclick={on.reform(|_| edit(RegionEdit::Apply))}>{t(T::ApplyRegions)}</button>
        <button id="cancel-regions" onclick={on.reform(|_| edit(RegionEdit::Cancel))}>{t(T::CancelRegions)}</button>
      </div>
    }
}
