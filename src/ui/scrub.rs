//! Moving through the whole run: a scrub bar, a step number, and jumps to
//! the start, to the previous or next solution and backtrack.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::playback::Action;
use crate::protocol::Target;

/// Props of [`Scrub`].
#[derive(Properties, PartialEq)]
pub struct ScrubProps {
    /// The step on screen.
    pub step: u64,
    /// The run's events, or as many as known.
    pub length: u64,
    /// Whether `length` is the whole run.
    pub end_known: bool,
    /// The strategy has steps.
    pub stepping: bool,
    /// A run exists.
    pub has_run: bool,
    /// Actions.
    pub on: Callback<Action>,
}

fn number(e: &Event) -> Option<u64> {
    e.target_unchecked_into::<HtmlInputElement>()
        .value()
        .trim()
        .parse()
        .ok()
}

/// The scrub bar and the jumps.
#[function_component(Scrub)]
pub fn scrub(props: &ScrubProps) -> Html {
    if !props.stepping {
        return html! {};
    }
    let on = &props.on;
    let on_scrub = on.reform(|e: InputEvent| {
        let value = e.target_unchecked_into::<HtmlInputElement>().value();
        Action::SeekTo(value.parse().unwrap_or(0))
    });
    let on_goto = {
        let on = on.clone();
        Callback::from(move |e: Event| {
            if let Some(step) = number(&e) {
                on.emit(Action::SeekTo(step));
            }
        })
    };
    let max = props.length.max(props.step).max(1);
    let of = if props.end_known {
        format!("of {max}")
    } else {
        format!("of {max} so far")
    };
    let find = |target, forward| on.reform(move |_| Action::Find(target, forward));
    html! {
      <div class="scrub" role="group" aria-label="Move through the run">
        <input id="scrub" type="range" min="0" max={max.to_string()} value={props.step.to_string()}
               aria-label="step of the run" aria-valuetext={format!("step {} {of}", props.step)}
               oninput={on_scrub} />
        <div class="jumps">
          <label title="Go to any step: the moment right after that many events">{"Step "}
            <input id="step-number" type="number" min="0" value={props.step.to_string()} onchange={on_goto} />
            <span class="of">{of}</span>
          </label>
          <button id="to-start" title="Back to the start (Home)" disabled={!props.has_run}
                  onclick={on.reform(|_| Action::ToStart)}>{"« start"}</button>
          <button id="prev-solution-step" title="The previous solution" onclick={find(Target::Solution, false)}>{"◀ solution"}</button>
          <button id="next-solution-step" title="The next solution" onclick={find(Target::Solution, true)}>{"solution ▶"}</button>
          <button id="prev-backtrack" title="The previous step back" onclick={find(Target::Backtrack, false)}>{"◀ back-step"}</button>
          <button id="next-backtrack" title="The next step back" onclick={find(Target::Backtrack, true)}>{"back-step ▶"}</button>
        </div>
      </div>
    }
}
