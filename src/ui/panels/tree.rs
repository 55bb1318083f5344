//! The search tree explored so far (a node per placement, the rejected
//! tries as ticks, the path to the step on screen, the solutions), or for
//! a run too big to draw, the work per level.

use std::fmt::Write;
use std::rc::Rc;

use yew::prelude::*;

use super::summary_table::summary_table;
use super::{frame, RunInfo};
use crate::engine::Move;
use crate::format::fixed;
use crate::i18n::{by_count, Numbers};
use crate::i18n::{Lang, T};
use crate::page::{Action, MomentFacts, Panel, RunAction};
use crate::teach::{SummaryRow, Tree, TreeView};
use crate::ui::intl::IntlNumbers;

/// Props of [`TreePanel`].
#[derive(Properties, PartialEq)]
pub struct TreePanelProps {
    /// The facts of the moment.
    pub facts: Option<Rc<MomentFacts>>,
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
    // Yew delegates events to the page's root: the drawing's own box is
    // found through this reference, not the event's current target.
    let svg = use_node_ref();
    let Some(facts) = &props.facts else {
        let body = html! { <p class="caption">{lang.t(T::TreeNone)}</p> };
        return frame(Panel::Tree, lang, body);
    };
    let body = match (&facts.tree, &props.info.subject) {
        (Some(tree), Some(subject)) if tree.nodes.len() > 1 || props.info.logged > 0 => html! {
          <>
            { draw_tree(tree, &|mv| subject.0.square_name(mv), (lang, props.numbers.as_ref()), &props.on, &svg) }
            { levels_line(&facts.summary, props.numbers.as_ref(), lang) }
          </>
        },
        _ => summary(&facts.summary, props.numbers.as_ref(), lang),
    };
    frame(Panel::Tree, lang, body)
}

/// Up to this many nodes each is a `<circle>` with its own tooltip; a
/// bigger tree is drawn as a few paths of dots, as a thousand elements
/// changing every frame cost more than a frame at 1,000 events/s.
const CIRCLES_UP_TO: usize = 200;

/// How far from a node's centre (in the drawing's units) a click still
/// picks it.
const REACH: f64 = 12.0;

/// The tree drawn: a caption, and a focusable drawing of its edges,
/// ticks and nodes where a click goes to the step of the nearest node.
fn draw_tree(
    tree: &Tree,
    name: &dyn Fn(Move) -> String,
    (lang, numbers): (Lang, &dyn Numbers),
    on: &Callback<Action>,
    svg: &NodeRef,
) -> Html {
    let view = Rc::new(tree.layout(WIDTH, HEIGHT));
    let lines = Lines::of(tree, &view);
    let nodes = (tree.nodes.len() - 1) as u64;
    let count = numbers.int(nodes);
    let caption = by_count(numbers, nodes, T::TreeCaptionOne, T::TreeCaption);
    let aria = by_count(numbers, nodes, T::TreeAriaOne, T::TreeAria);
    let onclick = seek_on_click(tree, view.clone(), on, svg);
    let nodes = draw_nodes(tree, &view, name, lang);
    html! {
      <>
        // How to use the tree is for the screen, not for paper.
        <p class="caption">{lang.fill(caption, &[&count])}{" "}<span class="screen-only">{lang.t(T::TreeHowTo)}</span></p>
        // Focusable: on the tree, arrows go from node to node (the keys
        // are the page's, see page/keys.rs).
        <svg class="tree" viewBox={format!("0 0 {} {}", fixed(WIDTH, 0), fixed(HEIGHT, 0))} role="img" tabindex="0"
             aria-keyshortcuts="ArrowUp ArrowLeft ArrowRight"
             aria-label={lang.fill(aria, &[&count])} {onclick} ref={svg.clone()}>
          <path class="edges" d={lines.edges} />
          <path class="ticks" d={lines.ticks} />
          <path class="on-path" d={lines.on_path} />
          { nodes }
        </svg>
      </>
    }
}

/// The tree's lines as SVG path data.
#[derive(Default)]
struct Lines {
    /// The edges off the path to the step on screen.
    edges: String,
    /// The edges on that path.
    on_path: String,
    /// A short tick under a node per rejected try, up to five.
    ticks: String,
}

impl Lines {
    /// The lines of `tree` laid out as `view`.
    fn of(tree: &Tree, view: &TreeView) -> Self {
        let mut lines = Lines::default();
        for (i, node) in tree.nodes.iter().enumerate() {
            let (x, y) = view.at[i];
            if let Some(p) = node.parent {
                let (px, py) = view.at[p];
                let d = if view.on_path[i] {
                    &mut lines.on_path
                } else {
                    &mut lines.edges
                };
                let _ = write!(
                    d,
                    "M{} {}L{} {}",
                    fixed(px, 1),
                    fixed(py, 1),
                    fixed(x, 1),
                    fixed(y, 1)
                );
            }
            for k in 0..node.rejects.min(5) {
                let tx = x - 4.0 + 2.0 * f64::from(k);
                let _ = write!(
                    lines.ticks,
                    "M{} {}l0 4",
                    fixed(tx, 1),
                    fixed(y + view.radius + 1.0, 1)
                );
            }
        }
        lines
    }
}

/// A click on the drawing: goes to the step of the node nearest to it,
/// if one is within reach.
fn seek_on_click(
    tree: &Tree,
    view: Rc<TreeView>,
    on: &Callback<Action>,
    svg: &NodeRef,
) -> Callback<MouseEvent> {
    let steps: Vec<u64> = tree.nodes.iter().map(|n| n.step).collect();
    let (on, svg) = (on.clone(), svg.clone());
    Callback::from(move |e: MouseEvent| {
        let Some(svg) = svg.cast::<web_sys::Element>() else {
            return;
        };
        let rect = svg.get_bounding_client_rect();
        let (x, y) = view.from_pixels(
            f64::from(e.client_x()) - rect.left(),
            f64::from(e.client_y()) - rect.top(),
            rect.width(),
            rect.height(),
        );
        if let Some(node) = view.nearest(x, y, REACH.max(view.radius * 2.0)) {
            on.emit(Action::Run(RunAction::SeekTo(steps[node])));
        }
    })
}

/// The nodes: each a `<circle>` in a small tree; in a big one, dots,
/// with circles for the current node and the solutions.
fn draw_nodes(tree: &Tree, view: &TreeView, name: &dyn Fn(Move) -> String, lang: Lang) -> Html {
    if tree.nodes.len() <= CIRCLES_UP_TO {
        circles(tree, view, name, lang, |_| true)
    } else {
        html! { <>{ dots(tree, view) }{ circles(tree, view, name, lang, |i| i == tree.current || tree.nodes[i].solution) }</> }
    }
}

/// The nodes that `wanted` picks, one `<circle>` each, with a tooltip.
fn circles(
    tree: &Tree,
    view: &TreeView,
    name: &dyn Fn(Move) -> String,
    lang: Lang,
    wanted: impl Fn(usize) -> bool,
) -> Html {
    let r = view.radius;
    html! {
      { for tree.nodes.iter().enumerate().filter(|&(i, _)| wanted(i)).map(|(i, node)| {
          let (x, y) = view.at[i];
          let mut class = String::from("node");
          if view.on_path[i] { class += " on-path"; }
          if i == tree.current { class += " current"; }
          if node.solution { class += " solution"; }
          if tree.is_dead_end(i, view.on_path[i]) { class += " dead-end"; }
          let title = match node.mv {
              Some(mv) => lang.fill(T::TreeNode, &[&name(mv), &node.step.to_string()]),
              None => lang.t(T::TreeStart).to_string(),
          };
          let radius = if node.solution || i == tree.current { r * 1.6 } else { r };
          html! {
            <circle class={class} cx={fixed(x, 1).to_string()} cy={fixed(y, 1).to_string()} r={fixed(radius, 1).to_string()}
                    data-step={node.step.to_string()}>
              <title>{title}</title>
            </circle>
          }
      }) }
    }
}

/// Every node of a big tree as a dot (a zero-length line with round
/// ends), one path per kind over one path of outlines: a handful of
/// elements however big the tree.
fn dots(tree: &Tree, view: &TreeView) -> Html {
    let (mut outline, mut plain, mut dead, mut on_path) =
        (String::new(), String::new(), String::new(), String::new());
    for (i, &(x, y)) in view.at.iter().enumerate() {
        let (x, y) = (fixed(x, 1), fixed(y, 1));
        let _ = write!(outline, "M{x} {y}h0");
        let kind = if view.on_path[i] {
            &mut on_path
        } else if tree.is_dead_end(i, false) {
            &mut dead
        } else {
            &mut plain
        };
        let _ = write!(kind, "M{x} {y}h0");
    }
    let width = |w: f64| fixed(w, 1).to_string();
    html! {
      <>
        <path class="dots dots-outline" d={outline} stroke-width={width(2.0 * view.radius + 2.0)} />
        <path class="dots dots-plain" d={plain} stroke-width={width(2.0 * view.radius)} />
        <path class="dots dots-dead" d={dead} stroke-width={width(2.0 * view.radius)} />
        <path class="dots dots-path" d={on_path} stroke-width={width(2.0 * view.radius)} />
      </>
    }
}

/// The most levels whose nodes are listed under the tree (the queens of
/// a board that fits the page; a 9x9 grid's 81 would be a paragraph).
const LEVELS_LISTED: usize = 16;

/// The nodes of each level so far, shallowest first: the partial
/// solutions of each length, as the N-Queens article lists them.
fn levels_line(rows: &[SummaryRow], numbers: &dyn Numbers, lang: Lang) -> Html {
    if rows.len() > LEVELS_LISTED {
        return Html::default();
    }
    let levels: Vec<String> = rows.iter().map(|r| numbers.int(r.nodes)).collect();
    html! { <p id="tree-levels" class="caption">{lang.fill(T::TreeLevels, &[&levels.join(" · ")])}</p> }
}

fn summary(rows: &[SummaryRow], numbers: &dyn Numbers, lang: Lang) -> Html {
    html! {
      <>
        <p class="caption">{lang.t(T::SummaryCaption)}</p>
        <div class="summary-scroll" tabindex="0">{ summary_table(rows, numbers, lang) }</div>
      </>
    }
}
