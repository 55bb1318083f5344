//! The counters, in the page's number format, and a fast run's progress.

use std::rc::Rc;

use yew::prelude::*;

use super::intl::IntlNumbers;
use crate::engine::Stats;
use crate::teach::Numbers;

/// Props of [`Counters`].
#[derive(Properties, PartialEq)]
pub struct CountersProps {
    /// The counters at the step on screen.
    pub stats: Stats,
    /// Time spent running.
    pub elapsed_ms: f64,
    /// A fast run's progress, while it runs.
    pub fraction: Option<f64>,
    /// Counting workers, while they count.
    pub workers: Option<usize>,
    /// The number format.
    pub numbers: Rc<IntlNumbers>,
    /// The run is over: what it took.
    pub summary: Option<String>,
}

/// The counters.
#[function_component(Counters)]
pub fn counters(props: &CountersProps) -> Html {
    let n = |v: u64| props.numbers.int(v);
    let s = props.stats;
    let row = |id: &'static str, label: &'static str, hint: &'static str, value: String| {
        html! {
            <div class="counter"><dt title={hint}>{label}</dt><dd id={id}>{value}</dd></div>
        }
    };
    html! {
      <>
        if let Some(f) = props.fraction {
          <progress id="progress" max="1" value={f.to_string()} />
        }
        if let Some(w) = props.workers {
          <p id="workers" class="workers">{format!("Counting on {w} workers at once")}</p>
        }
        <dl class="counters" aria-live="off">
          { row("attempts", "attempts", "candidates taken from moves()", n(s.attempts)) }
          { row("rejections", "rejections", "candidates that failed valid()", n(s.rejections)) }
          { row("placements", "placements", "record() ran", n(s.placements)) }
          { row("backtracks", "backtracks", "undo() ran", n(s.backtracks)) }
          { row("solutions", "solutions", "done() said yes", n(s.solutions)) }
          { row("depth", "max depth", "the most moves recorded at once", n(s.max_depth)) }
          { row("elapsed", "elapsed", "time spent running", format!("{:.2} s", props.elapsed_ms / 1000.0)) }
        </dl>
        if let Some(text) = &props.summary {
          <p id="summary" class="run-summary">{text}</p>
        }
      </>
    }
}
