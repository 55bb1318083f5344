//! The counters, in the page's number format, and a fast run's progress.

use std::rc::Rc;

use yew::prelude::*;

use super::intl::IntlNumbers;
use crate::engine::Stats;
use crate::format::fixed;
use crate::i18n::Numbers;
use crate::i18n::{Lang, T};
use crate::page::PaceWords;

/// Props of [`Counters`].
#[derive(Properties, PartialEq)]
pub struct CountersProps {
    /// The counters at the step on screen.
    pub stats: Stats,
    /// Time spent running.
    pub elapsed_ms: f64,
    /// A fast run's progress, while it runs.
    pub fraction: Option<f64>,
    /// The workers on the run at once, while they work, and whether they
    /// search it to its end (rather than count N-Queens).
    pub workers: Option<(usize, bool)>,
    /// The number format.
    pub numbers: Rc<IntlNumbers>,
    /// A long run's pace and outlook, while it goes.
    pub pace: Option<PaceWords>,
    /// The run is over: what it took.
    pub summary: Option<String>,
    /// The page's language.
    pub lang: Lang,
}

/// The counters.
#[function_component(Counters)]
pub fn counters(props: &CountersProps) -> Html {
    let lang = props.lang;
    let n = |v: u64| props.numbers.int(v);
    let s = props.stats;
    let row = |id: &'static str, label: T, hint: T, value: String| {
        html! {
            <div class="counter"><dt title={lang.t(hint)}>{lang.t(label)}</dt><dd id={id}>{value}</dd></div>
        }
    };
    html! {
      <>
        if let Some(f) = props.fraction {
          <progress id="progress" max="1" value={fixed(f, 4).to_string()} />
        }
        if let Some((w, searching)) = props.workers {
          <p id="workers" class="workers">{lang.fill(if searching { T::SearchingOn } else { T::CountingOn }, &[&w.to_string()])}</p>
        }
        <dl class="counters" aria-live="off">
          { row("attempts", T::Attempts, T::AttemptsHint, n(s.attempts)) }
          { row("rejections", T::Rejections, T::RejectionsHint, n(s.rejections)) }
          { row("placements", T::Placements, T::PlacementsHint, n(s.placements)) }
          { row("backtracks", T::Backtracks, T::BacktracksHint, n(s.backtracks)) }
          { row("solutions", T::Solutions, T::SolutionsHint, n(s.solutions)) }
          { row("depth", T::MaxDepth, T::MaxDepthHint, n(s.max_depth)) }
          { row("elapsed", T::Elapsed, T::ElapsedHint, format!("{} s", props.numbers.decimal(props.elapsed_ms / 1000.0))) }
        </dl>
        if let Some(p) = &props.pace {
          <div id="pace" class={classes!("pace", p.warning.is_some().then_some("warning"))}>
            <p role="status">if let Some(w) = p.warning { <strong>{w}</strong> }</p>
            <p aria-live="off">{&p.pace}{" · "}{&p.outlook}</p>
          </div>
        }
        if let Some(text) = &props.summary {
          <p id="summary" class="run-summary">{text}</p>
        }
      </>
    }
}
