//! The page's layout: the puzzle picker, the board, the run controls, the
//! counters and the messages.

use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::app::{App, Msg};
use super::board::{cell_views, Board, BoardInput};
use super::speed::SPEEDS;
use crate::format::{event_text, thousands};
use crate::library::LIBRARY;
use crate::protocol::Mode;
use crate::puzzles::{AnyPuzzle, Queens, Sudoku};
use crate::strategy::Strategy;

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// The whole page.
pub fn view(app: &App, ctx: &Context<App>) -> Html {
    let link = ctx.link();
    let run = app.run.as_ref();
    let browsing = run.and_then(|r| app.browsing.and_then(|i| r.playback.solutions().get(i)));
    let fast_solution = run
        .filter(|r| r.stepping == Some(false))
        .and_then(|r| r.playback.solutions().first());
    let placed = browsing
        .or(fast_solution)
        .map(|v| v.as_slice())
        .or(run.map(|r| r.playback.values()));
    let candidates = app.candidates();
    let cells = cell_views(&BoardInput {
        editor: &app.editor,
        placed,
        current: if browsing.is_some() {
            None
        } else {
            run.and_then(|r| r.playback.current())
        },
        candidates: if browsing.is_some() {
            None
        } else {
            candidates.as_deref()
        },
    });
    let stats = run.map(|r| r.playback.stats()).unwrap_or_default();
    let elapsed = run.map_or(0.0, |r| r.elapsed_ms);
    let busy = run.is_some_and(|r| r.skipping) || app.playing;
    let finished = run.is_some_and(|r| r.finished && r.playback.redoable() == 0);
    let current = run
        .and_then(|r| r.playback.current())
        .map(|e| event_text(app.editor.puzzle(), &e));
    let solutions = run.map_or(0, |r| r.playback.solutions().len());

    let on_library =
        link.callback(|e: Event| Msg::LoadLibrary(select_value(&e).parse().unwrap_or(0)));
    let on_empty = link.callback(|e: Event| {
        let side: usize = select_value(&e).parse().unwrap_or(9);
        Msg::Load(AnyPuzzle::Sudoku(
            Sudoku::new(vec![0; side * side]).expect("standard size"),
        ))
    });
    let on_queens = link.batch_callback(|e: Event| {
        let n = e.target_unchecked_into::<HtmlInputElement>().value();
        match n
            .trim()
            .parse::<usize>()
            .ok()
            .and_then(|n| Queens::checked(n).ok())
        {
            Some(q) => Some(Msg::Load(AnyPuzzle::Queens(q))),
            None => Some(Msg::Import(format!(
                "{{\"kind\":\"queens\",\"n\":{}}}",
                serde_json::json!(n)
            ))),
        }
    });
    let import_ref = NodeRef::default();
    let on_load = {
        let import_ref = import_ref.clone();
        link.callback(move |_| {
            Msg::Import(
                import_ref
                    .cast::<HtmlTextAreaElement>()
                    .map(|t| t.value())
                    .unwrap_or_default(),
            )
        })
    };
    let on_strategy = link.callback(|e: Event| {
        let name = select_value(&e);
        Msg::SetStrategy(match name.parse() {
            Ok(Strategy::Random { .. }) => Strategy::Random {
                seed: (js_sys::Math::random() * 1e9) as u64,
            },
            Ok(s) => s,
            Err(_) => Strategy::Classic,
        })
    });
    let on_mode = link.callback(|e: Event| {
        Msg::SetMode(match select_value(&e).as_str() {
            "all" => Mode::All,
            "unique" => Mode::Unique,
            _ => Mode::First,
        })
    });
    let on_speed = link.callback(|e: Event| Msg::SetSpeed(select_value(&e).parse().unwrap_or(0)));
    let queens_n = match app.editor.puzzle() {
        AnyPuzzle::Queens(q) => q.n().to_string(),
        _ => "8".to_string(),
    };

    html! {
    <main class="app">
      <header class="top">
        <h1>{"Backtrack Lab"}</h1>
        <p class="tagline">{"Watch a backtracking search: every candidate tried, every dead end, every step back."}</p>
      </header>
      <section class="picker" aria-label="choose a puzzle">
        <label>{"Library "}
          <select id="library" onchange={on_library}>
            <option selected=true disabled=true>{"choose…"}</option>
            { for LIBRARY.iter().enumerate().map(|(i, (name, _))| html! { <option value={i.to_string()}>{*name}</option> }) }
          </select>
        </label>
        <label>{"Empty Sudoku "}
          <select id="empty" onchange={on_empty}>
            <option selected=true disabled=true>{"size…"}</option>
            { for [4, 6, 9, 16].iter().map(|s| html! { <option value={s.to_string()}>{format!("{s}x{s}")}</option> }) }
          </select>
        </label>
        <label>{"N-Queens, N = "}
          <input id="queens-n" type="number" min="1" max="32" value={queens_n} onchange={on_queens} />
        </label>
        <details class="import">
          <summary>{"Paste, import, export"}</summary>
          <textarea id="import" ref={import_ref} rows="4" spellcheck="false" aria-label="puzzle text: an 81-character line or a JSON document"
            placeholder="3...1.......5.698... or {\"kind\":\"queens\",\"n\":8}" value={app.import_text.clone()} />
          <div class="row-buttons">
            <button id="load" onclick={on_load}>{"Load"}</button>
            <button id="export" onclick={link.callback(|_| Msg::Export)}>{"Export JSON"}</button>
          </div>
        </details>
      </section>
      <div class="layout">
        <section class="board-area" aria-label="board">
          <Board side={app.editor.side()} cells={cells} selected={app.selected}
                 on_select={link.callback(Msg::Select)} on_key={link.callback(Msg::Key)} />
          <p class="legend" aria-hidden="true">
            <span class="swatch given">{"5"}</span>{" given "}
            <span class="swatch placed">{"5"}</span>{" placed by the search "}
            <span class="swatch trying">{"5"}</span>{" trying "}
            <span class="swatch rejected">{"5"}</span>{" rejected "}
            <span class="swatch undone">{"5"}</span>{" step back"}
          </p>
        </section>
        <aside class="side">
          <div class="choices">
            <label>{"Strategy "}
              <select id="strategy" onchange={on_strategy}>
                { for Strategy::NAMES.iter().map(|n| html! { <option value={*n} selected={app.strategy.name() == *n}>{*n}</option> }) }
              </select>
            </label>
            <label>{"Mode "}
              <select id="mode" onchange={on_mode}>
                <option value="first" selected={app.mode == Mode::First}>{"first solution"}</option>
                <option value="all" selected={app.mode == Mode::All}>{"all solutions"}</option>
                <option value="unique" selected={app.mode == Mode::Unique}>{"uniqueness"}</option>
              </select>
            </label>
            <label>{"Speed "}
              <select id="speed" onchange={on_speed}>
                { for SPEEDS.iter().enumerate().map(|(i, s)| html! { <option value={i.to_string()} selected={app.speed == i}>{s.label}</option> }) }
              </select>
            </label>
          </div>
          <div class="buttons" role="toolbar" aria-label="run controls">
            if busy {
              <button id="pause" class="primary" onclick={link.callback(|_| Msg::Pause)}>{"❚❚ Pause"}</button>
            } else {
              <button id="play" class="primary" onclick={link.callback(|_| Msg::Play)}>{"▶ Play"}</button>
            }
            <button id="step" onclick={link.callback(|_| Msg::Step)} disabled={app.strategy == Strategy::Fast}>{"Step ›"}</button>
            <button id="back" onclick={link.callback(|_| Msg::StepBack)} disabled={!run.is_some_and(|r| r.playback.can_step_back())}>{"‹ Back"}</button>
            <button id="skip" onclick={link.callback(|_| Msg::SkipToEnd)} disabled={finished}>{"To the end »"}</button>
            <button id="cancel" onclick={link.callback(|_| Msg::Cancel)} disabled={run.is_none()}>{"✕ Cancel"}</button>
          </div>
          if let Some(f) = run.and_then(|r| r.fraction).filter(|_| !finished) {
            <progress id="progress" max="1" value={f.to_string()} />
          }
          if let Some(pool) = run.and_then(|r| r.pool.as_ref()).filter(|_| !finished) {
            <p id="workers" class="workers">{format!("Counting on {} workers at once", pool.workers())}</p>
          }
          <dl class="counters" aria-live="off">
            <dt>{"attempts"}</dt><dd id="attempts">{thousands(stats.attempts)}</dd>
            <dt>{"rejections"}</dt><dd id="rejections">{thousands(stats.rejections)}</dd>
            <dt>{"placements"}</dt><dd id="placements">{thousands(stats.placements)}</dd>
            <dt>{"backtracks"}</dt><dd id="backtracks">{thousands(stats.backtracks)}</dd>
            <dt>{"solutions"}</dt><dd id="solutions">{thousands(stats.solutions)}</dd>
            <dt>{"max depth"}</dt><dd id="depth">{stats.max_depth}</dd>
            <dt>{"elapsed"}</dt><dd id="elapsed">{format!("{:.2} s", elapsed / 1000.0)}</dd>
          </dl>
          if let Some(step) = current {
            <p class="current-step">{"Now: "}<code id="current-step">{step}</code></p>
          }
          if finished {
            <p id="summary" class="summary">{
              if run.is_some_and(|r| r.stepping == Some(false)) {
                  // fast keeps no attempt counter: say what it did find
                  format!("{} solutions in {:.2} seconds", thousands(stats.solutions), elapsed / 1000.0)
              } else {
                  format!("{} attempts in {:.2} seconds", thousands(stats.attempts), elapsed / 1000.0)
              }
            }</p>
          }
          if let Some((error, text)) = &app.message {
            <p id="message" class={if *error { "message error" } else { "message" }} role={if *error { "alert" } else { "status" }}>{text}</p>
          }
          if solutions > 0 {
            <div class="browse">
              <button id="prev-solution" onclick={link.callback(|_| Msg::Browse(-1))}>{"‹"}</button>
              <span id="solution-index">{format!("solution {} of {}", app.browsing.map_or(0, |b| b + 1), solutions)}</span>
              <button id="next-solution" onclick={link.callback(|_| Msg::Browse(1))}>{"›"}</button>
            </div>
          }
        </aside>
      </div>
    </main>
    }
}
