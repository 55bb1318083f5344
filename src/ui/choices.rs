//! The run's choices: strategy (and random's seed), mode, speed.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::i18n::{strategy_hint, Lang, T};
use crate::page::speed::SPEEDS;
use crate::page::{Action, RunAction};
use crate::protocol::Mode;
use crate::strategy::Strategy;

/// Props of [`Choices`].
#[derive(Properties, PartialEq)]
pub struct ChoicesProps {
    /// The strategy.
    pub strategy: Strategy,
    /// Random's seed.
    pub seed: u64,
    /// The mode.
    pub mode: Mode,
    /// The speed index.
    pub speed: usize,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// The choices of the run.
#[function_component(Choices)]
pub fn choices(props: &ChoicesProps) -> Html {
    let on = &props.on;
    let lang = props.lang;
    let t = |k| lang.t(k);
    let on_strategy = on.reform(|e: Event| Action::Run(RunAction::SetStrategy(select_value(&e))));
    let on_seed = on.reform(|e: Event| {
        let text = e.target_unchecked_into::<HtmlInputElement>().value();
        Action::Run(RunAction::SetSeed(text.trim().parse().unwrap_or(1)))
    });
    let on_mode = on.reform(|e: Event| {
        Action::Run(RunAction::SetMode(match select_value(&e).as_str() {
            "all" => Mode::All,
            "unique" => Mode::Unique,
            _ => Mode::First,
        }))
    });
    let on_speed = on
        .reform(|e: Event| Action::Run(RunAction::SetSpeed(select_value(&e).parse().unwrap_or(0))));
    let random = matches!(props.strategy, Strategy::Random { .. });
    html! {
      <div class="choices">
        <label title={t(strategy_hint(props.strategy))}>{t(T::Strategy)}{" "}
          <select id="strategy" onchange={on_strategy}>
            { for Strategy::ALL.iter().map(|s| html! {
                <option value={s.name()} title={t(strategy_hint(*s))} selected={props.strategy.name() == s.name()}>{s.name()}</option>
            }) }
          </select>
        </label>
        if random {
          <label title={t(T::SeedHint)}>{t(T::Seed)}{" "}
            <input id="seed" type="number" min="0" value={props.seed.to_string()} onchange={on_seed} />
          </label>
        }
        <label title={t(T::ModeHint)}>{t(T::Mode)}{" "}
          <select id="mode" onchange={on_mode}>
            <option value="first" selected={props.mode == Mode::First}>{t(T::ModeFirst)}</option>
            <option value="all" selected={props.mode == Mode::All}>{t(T::ModeAll)}</option>
            <option value="unique" selected={props.mode == Mode::Unique}>{t(T::ModeUnique)}</option>
          </select>
        </label>
        <label title={t(T::SpeedHint)}>{t(T::Speed)}{" "}
          <select id="speed" onchange={on_speed}>
            { for SPEEDS.iter().enumerate().map(|(i, speed)| html! {
                <option value={i.to_string()} selected={props.speed == i}>{t(speed.text)}</option>
            }) }
          </select>
        </label>
      </div>
    }
}
