//! The race: two or three strategies on the same puzzle, side by side,
//! each board with its counters, and who needed how many attempts.

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::board::Board;
use super::intl::IntlNumbers;
use crate::i18n::Numbers;
use crate::i18n::{Lang, T};
use crate::page::{Action, ClassroomAction, RaceSnapshot, RunAction};
use crate::strategy::Strategy;

/// Props of [`RaceView`].
#[derive(Properties)]
pub struct RaceProps {
    /// The race (shared with the model; drawn again on every change).
    pub race: Rc<RaceSnapshot>,
    /// The page's language.
    pub lang: Lang,
    /// The number format.
    pub numbers: Rc<IntlNumbers>,
    /// Actions.
    pub on: Callback<Action>,
}

impl PartialEq for RaceProps {
    fn eq(&self, _: &Self) -> bool {
        false
    }
}

/// The race view.
#[function_component(RaceView)]
pub fn race_view(props: &RaceProps) -> Html {
    let lang = props.lang;
    let t = |k| lang.t(k);
    let on = &props.on;
    let race = &props.race;
    let chosen: Vec<Strategy> = race.lanes.iter().map(|l| l.strategy).collect();
    let choose = |i: usize| {
        let chosen = chosen.clone();
        on.reform(move |e: Event| {
            let name = e.target_unchecked_into::<HtmlSelectElement>().value();
            let mut next = chosen.clone();
            match name.parse::<Strategy>() {
                Ok(s) if i < next.len() => next[i] = s,
                Ok(s) => next.push(s),
                Err(_) if i < next.len() => {
                    next.remove(i);
                }
                Err(_) => {}
            }
            Action::Classroom(ClassroomAction::StartRace(next))
        })
    };
    html! {
      <section class="race" aria-label={t(T::RaceTitle)}>
        // The skip link leads here in a race, as to the run controls else.
        <div class="race-bar" id="run-controls" tabindex="-1" role="toolbar" aria-label={t(T::RaceStrategies)}>
          <h2>{t(T::RaceTitle)}</h2>
          { for (0..3).map(|i| html! {
              <select class="race-strategy" aria-label={t(T::RaceStrategies)} onchange={choose(i)}>
                if i == 2 { <option value="" selected={chosen.len() < 3}>{"—"}</option> }
                { for ["classic", "shuffled", "propagate", "mrv", "random"].iter().map(|n| html! {
                    <option value={*n} selected={chosen.get(i).is_some_and(|s| s.name() == *n)}>{*n}</option>
                }) }
              </select>
          }) }
          if race.playing {
            <button id="pause" class="primary" onclick={on.reform(|_| Action::Run(RunAction::Pause))}>{t(T::Pause)}</button>
          } else {
            <button id="play" class="primary" disabled={race.summary.is_some()} onclick={on.reform(|_| Action::Run(RunAction::Play))}>{t(T::Play)}</button>
          }
          <button id="step" disabled={race.summary.is_some()} onclick={on.reform(|_| Action::Run(RunAction::Step))}>{t(T::StepButton)}</button>
          <button id="skip" disabled={race.summary.is_some()} onclick={on.reform(|_| Action::Run(RunAction::ToEnd))}>{t(T::ToEnd)}</button>
          <button id="leave-race" onclick={on.reform(|_| Action::Classroom(ClassroomAction::LeaveRace))}>{t(T::RaceStop)}</button>
        </div>
        <div class="lanes">
          { for race.lanes.iter().enumerate().map(|(i, lane)| html! {
              <div class={if lane.done { "lane done" } else { "lane" }} id={format!("lane-{i}")}
                   style={format!("--side: {}", race.extent)}>
                <h3>{lane.strategy.name()}{" "}<span class="gist">{lane.gist}</span></h3>
                <Board view={lane.board.clone()} label={lang.t(T::Grid)} lang={lang} on={Callback::noop()} />
                <p class="lane-event"><code>{&lane.event}</code></p>
                <dl class="counters">
                  <div class="counter"><dt>{t(T::Attempts)}</dt><dd class="attempts">{props.numbers.int(lane.counts[0])}</dd></div>
                  <div class="counter"><dt>{t(T::Backtracks)}</dt><dd>{props.numbers.int(lane.counts[1])}</dd></div>
                  <div class="counter"><dt>{t(T::Solutions)}</dt><dd>{props.numbers.int(lane.counts[2])}</dd></div>
                </dl>
              </div>
          }) }
        </div>
        if let Some(summary) = &race.summary {
          if let Some(winner) = &race.winner {
            <p id="race-winner" class="race-winner">{winner}</p>
          }
          <p id="race-summary" class="run-summary" role="status">{summary}</p>
        } else if race.playing {
          <p class="race-running" role="status">{t(T::RaceRunning)}</p>
        }
      </section>
    }
}
