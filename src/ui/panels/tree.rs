//! The search tree explored so far (a node per placement, the rejected
//! tries as ticks, the path to the step on screen, the solutions), or for
//! a run too big to draw, the work per level.

use std::fmt::Write;
use std::rc::Rc;

use yew::prelude::*;

use super::{frame, RunInfo};
use crate::i18n::{Lang, T};
use crate::playback::{Action, Panel, Taught};
use crate::teach::{square_name, Numbers, SummaryRow, Tree};
use crate::ui::intl::IntlNumbers;

/// Props of [`TreePanel`].
#[derive(Properties, PartialEq)]
pub struct TreePanelProps {
    /// The facts of the moment.
    pub taught: Option<Rc<Taught>>,
    /// The run.
    pub info: RunInfo,
    /// The number format.
    pub numbers: Rc<IntlNumbers>,
    /// The page's language.
    pub lang: Lang,
    /// Actions.
    pub on: Callback<Action>,
}

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 260.0;

/// The tree panel.
#[function_component(TreePanel)]
pub fn tree_panel(props: &TreePanelProps) -> Html {
    let lang = props.lang;
    let Some(taught) = &props.taught else {
        let body = html! { <p class="caption">{lang.t(T::TreeNone)}</p> };
        return frame(Panel::Tree, lang, body);
    };
    let body = match (&taught.tree, &props.info.puzzle) {
        (Some(tree), Some(puzzle)) if tree.nodes.len() > 1 || props.info.logged > 0 => {
            draw_tree(tree, &puzzle.0, lang, &props.on)
        }
        _ => summary(&taught.summary, props.numbers.as_ref(), lang),
    };
    frame(Panel::Tree, lang, body)
}

fn draw_tree(
    tree: &Tree,
    puzzle: &crate::puzzles::AnyPuzzle,
    lang: Lang,
    on: &Callback<Action>,
) -> Html {
    let view = tree.layout(WIDTH, HEIGHT);
    let (mut edges, mut path, mut ticks) = (String::new(), String::new(), String::new());
    for (i, node) in tree.nodes.iter().enumerate() {
        let (x, y) = view.at[i];
        if let Some(p) = node.parent {
            let (px, py) = view.at[p];
            let d = if view.on_path[i] {
                &mut path
            } else {
                &mut edges
            };
            let _ = write!(d, "M{px:.1} {py:.1}L{x:.1} {y:.1}");
        }
        if node.rejects > 0 {
            // One short tick per rejected try, up to five, under the node.
            for k in 0..node.rejects.min(5) {
                let tx = x - 4.0 + 2.0 * f64::from(k);
                let _ = write!(ticks, "M{tx:.1} {:.1}l0 4", y + view.radius + 1.0);
            }
        }
    }
    let r = view.radius;
    let count = (tree.nodes.len() - 1).to_string();
    html! {
      <>
        <p class="caption">{lang.fill(T::TreeCaption, &[&count])}</p>
        <svg class="tree" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img"
             aria-label={lang.fill(T::TreeAria, &[&count])}>
          <path class="edges" d={edges} />
          <path class="ticks" d={ticks} />
          <path class="on-path" d={path} />
          { for tree.nodes.iter().enumerate().map(|(i, node)| {
              let (x, y) = view.at[i];
              let mut class = String::from("node");
              if view.on_path[i] { class += " on-path"; }
              if i == tree.current { class += " current"; }
              if node.solution { class += " solution"; }
              if tree.is_dead_end(i, view.on_path[i]) { class += " dead-end"; }
              let title = match node.mv {
                  Some(mv) => lang.fill(T::TreeNode, &[&square_name(puzzle, mv), &node.step.to_string()]),
                  None => lang.t(T::TreeStart).to_string(),
              };
              let step = node.step;
              let radius = if node.solution || i == tree.current { r * 1.6 } else { r };
              html! {
                <circle class={class} cx={format!("{x:.1}")} cy={format!("{y:.1}")} r={format!("{radius:.1}")}
                        data-step={step.to_string()} onclick={on.reform(move |_| Action::SeekTo(step))}>
                  <title>{title}</title>
                </circle>
              }
          }) }
        </svg>
      </>
    }
}

fn summary(rows: &[SummaryRow], numbers: &dyn Numbers, lang: Lang) -> Html {
    let t = |k| lang.t(k);
    let most = rows.iter().map(|r| r.tries).max().unwrap_or(1).max(1) as f64;
    html! {
      <>
        <p class="caption">{t(T::SummaryCaption)}</p>
        <div class="summary-scroll">
          <table class="summary">
            <thead><tr>
              <th scope="col">{t(T::ChainLevel)}</th><th scope="col">{t(T::SummaryTries)}</th>
              <th scope="col">{t(T::SummaryNodes)}</th><th scope="col">{t(T::SummaryDeadEnds)}</th><th scope="col">{t(T::SummaryShare)}</th>
            </tr></thead>
            <tbody>
              { for rows.iter().map(|row| html! {
                  <tr key={row.level}>
                    <td class="num">{row.level}</td>
                    <td class="num">{numbers.int(row.tries)}</td>
                    <td class="num">{numbers.int(row.nodes)}</td>
                    <td class="num">{numbers.int(row.dead_ends)}</td>
                    <td class="bar"><span style={format!("width: {:.1}%", 100.0 * row.tries as f64 / most)}></span></td>
                  </tr>
              }) }
            </tbody>
          </table>
        </div>
      </>
    }
}
