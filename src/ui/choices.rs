//! The run's choices: strategy (and random's seed), mode, speed.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::format::mode_name;
use crate::i18n::{strategy_hint, strategy_label, Lang, T};
use crate::page::speed::{MENU_ORDER, SPEEDS};
use crate::page::{Action, RunAction};
use crate::protocol::Mode;
use crate::strategy::{Strategy, WideQueens};

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
    /// The N of the page's puzzle where it is N-Queens past 32 columns:
    /// the strategies and modes that do not run on it are offered
    /// disabled.
    #[prop_or_default]
    pub wide: Option<usize>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// A menu that shows `value` after every change of the model: once a
/// person has picked an option, the options' `selected` attributes no
/// longer move the selection, so the menu's value is set itself (the
/// `+` and `-` keys change the speed while the menu shows it).
#[hook]
fn use_menu_value(value: String) -> NodeRef {
    let menu = use_node_ref();
    {
        let menu = menu.clone();
        use_effect_with(value, move |value| {
            if let Some(select) = menu.cast::<HtmlSelectElement>() {
                if select.value() != *value {
                    select.set_value(value);
                }
            }
        });
    }
    menu
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
    let random = props.strategy.seed().is_some();
    let runs_wide = |strategy, limit| {
        props
            .wide
            .is_none_or(|n| WideQueens::runs(n, strategy, limit))
    };
    let runs = |mode: Mode| runs_wide(props.strategy, mode.limit());
    let strategy_menu = use_menu_value(props.strategy.name().to_string());
    let mode_menu = use_menu_value(mode_name(props.mode).to_string());
    let speed_menu = use_menu_value(props.speed.to_string());
    html! {
      <div class="choices">
        <label title={t(strategy_hint(props.strategy))}>{t(T::Strategy)}{" "}
          <select id="strategy" ref={strategy_menu} onchange={on_strategy}>
            { for Strategy::ALL.iter().map(|s| html! {
                <option value={s.name()} title={t(strategy_hint(*s))} selected={props.strategy.name() == s.name()}
                        disabled={!runs_wide(*s, Some(1))}>{strategy_label(*s, props.lang)}</option>
            }) }
          </select>
        </label>
        if random {
          <label title={t(T::SeedHint)}>{t(T::Seed)}{" "}
            <input id="seed" type="number" min="0" value={props.seed.to_string()} onchange={on_seed} />
          </label>
        }
        <label title={t(T::ModeHint)}>{t(T::Mode)}{" "}
          <select id="mode" ref={mode_menu} onchange={on_mode}>
            <option value="first" selected={props.mode == Mode::First}>{t(T::ModeFirst)}</option>
            <option value="all" selected={props.mode == Mode::All} disabled={!runs(Mode::All)}>{t(T::ModeAll)}</option>
            <option value="unique" selected={props.mode == Mode::Unique} disabled={!runs(Mode::Unique)}>{t(T::ModeUnique)}</option>
          </select>
        </label>
        <label title={t(T::SpeedHint)}>{t(T::Speed)}{" "}
          <select id="speed" ref={speed_menu} onchange={on_speed}>
            { for MENU_ORDER.iter().map(|&i| html! {
                <option value={i.to_string()} selected={props.speed == i}>{t(SPEEDS[i].text)}</option>
            }) }
          </select>
        </label>
      </div>
    }
}
