//! The run's choices: strategy (and random's seed), mode, speed.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::playback::speed::SPEEDS;
use crate::playback::Action;
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
    /// Actions.
    pub on: Callback<Action>,
}

/// One sentence per strategy, shown as its tooltip.
fn strategy_hint(name: &str) -> &'static str {
    match name {
        "classic" => {
            "The article's program: cells in order, values ascending, sets of what is placed"
        }
        "propagate" => "The Dutch program: candidate lists, cleaned up after every value",
        "mrv" => "The cell with the fewest candidates first, checking ahead",
        "random" => "Like mrv, with candidates in an order shuffled by the seed",
        _ => "The fastest solver: no steps, only the answer",
    }
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// The choices of the run.
#[function_component(Choices)]
pub fn choices(props: &ChoicesProps) -> Html {
    let on = &props.on;
    let on_strategy = on.reform(|e: Event| Action::SetStrategy(select_value(&e)));
    let on_seed = on.reform(|e: Event| {
        let text = e.target_unchecked_into::<HtmlInputElement>().value();
        Action::SetSeed(text.trim().parse().unwrap_or(1))
    });
    let on_mode = on.reform(|e: Event| {
        Action::SetMode(match select_value(&e).as_str() {
            "all" => Mode::All,
            "unique" => Mode::Unique,
            _ => Mode::First,
        })
    });
    let on_speed = on.reform(|e: Event| Action::SetSpeed(select_value(&e).parse().unwrap_or(0)));
    let random = matches!(props.strategy, Strategy::Random { .. });
    html! {
      <div class="choices">
        <label title={strategy_hint(props.strategy.name())}>{"Strategy "}
          <select id="strategy" onchange={on_strategy}>
            { for Strategy::NAMES.iter().map(|n| html! {
                <option value={*n} title={strategy_hint(n)} selected={props.strategy.name() == *n}>{*n}</option>
            }) }
          </select>
        </label>
        if random {
          <label title="The same seed gives the same search">{"Seed "}
            <input id="seed" type="number" min="0" value={props.seed.to_string()} onchange={on_seed} />
          </label>
        }
        <label title="How many solutions the search looks for">{"Mode "}
          <select id="mode" onchange={on_mode}>
            <option value="first" selected={props.mode == Mode::First}>{"first solution"}</option>
            <option value="all" selected={props.mode == Mode::All}>{"all solutions"}</option>
            <option value="unique" selected={props.mode == Mode::Unique}>{"uniqueness"}</option>
          </select>
        </label>
        <label title="Keys + and - change it">{"Speed "}
          <select id="speed" onchange={on_speed}>
            { for SPEEDS.iter().enumerate().map(|(i, s)| html! {
                <option value={i.to_string()} selected={props.speed == i}>{s.label}</option>
            }) }
          </select>
        </label>
      </div>
    }
}
