//! The sets of the cell at work.

use std::rc::Rc;

use yew::prelude::*;

use super::{frame, RunInfo};
use crate::format::digit_char;
use crate::playback::{Panel, Taught};
use crate::puzzles::{cell_name, AnyPuzzle};
use crate::teach::{house_name, set_text, strikes, Sets};

/// Props of [`SetsPanel`].
#[derive(Properties, PartialEq)]
pub struct SetsPanelProps {
    /// The facts of the moment.
    pub taught: Option<Rc<Taught>>,
    /// The run.
    pub info: RunInfo,
}

fn row(name: String, value: String, class: &'static str) -> Html {
    html! { <tr class={class}><th scope="row">{name}</th><td>{value}</td></tr> }
}

/// The sets panel.
#[function_component(SetsPanel)]
pub fn sets_panel(props: &SetsPanelProps) -> Html {
    let (Some(taught), Some(puzzle)) = (&props.taught, &props.info.puzzle) else {
        return frame(
            Panel::Sets,
            html! { <p class="caption">{"No cell at work yet."}</p> },
        );
    };
    let side = puzzle.0.side() as usize;
    let name = |c: usize| cell_name(c, side);
    let cage_row = |cage: &Option<crate::teach::CageView>| match cage {
        Some(c) => {
            let cells: Vec<String> = c
                .cells
                .iter()
                .map(|&(cell, v)| {
                    format!(
                        "{}={}",
                        name(cell),
                        if v == 0 { '_' } else { digit_char(v) }
                    )
                })
                .collect();
            row(
                format!("cage {}{}", c.target, c.op.symbol()),
                cells.join(", "),
                "cage",
            )
        }
        None => html! {},
    };
    let body = match &taught.sets {
        Sets::None => html! { <p class="caption">{"No cell at work."}</p> },
        Sets::Houses {
            cell,
            houses,
            union,
            moves,
            given,
            cage,
        } => html! {
          <>
            <p class="caption">{format!("getSets({}): the values placed so far in its houses", name(*cell))}</p>
            <table class="sets"><tbody>
              { for houses.iter().map(|(kind, set)| row(house_name(*kind), set_text(*set), "")) }
              { row("in any of them".into(), set_text(*union), "union") }
              { match given {
                  Some(g) => row("moves(level): the given".into(), set_text(1 << g), "moves"),
                  None => row("moves(level): all values but these".into(), set_text(*moves), "moves"),
              } }
              { cage_row(cage) }
            </tbody></table>
          </>
        },
        Sets::Queens {
            row: r,
            columns,
            diagonals,
            free,
        } => html! {
          <>
            <p class="caption">{format!("Row {}: moves(level) lists every column; valid() refuses the attacked ones", r + 1)}</p>
            <table class="sets"><tbody>
              { row("columns with a queen".into(), set_text(*columns), "") }
              { row("attacked on a diagonal".into(), set_text(*diagonals), "") }
              { row("free in this row".into(), set_text(*free), "moves") }
            </tbody></table>
          </>
        },
        Sets::Candidates { cell, before, cage } => {
            let marks = &taught.explanation.marks;
            let after = match (marks.struck.is_empty(), marks.empty) {
                (_, Some(empty)) => format!("{} is left with no candidate", name(empty)),
                (true, None) => "nothing struck".to_string(),
                (false, None) => format!("struck {}", strikes(&puzzle.0, &marks.struck)),
            };
            let queens = matches!(*puzzle.0, AnyPuzzle::Queens(_));
            html! {
              <>
                <p class="caption">{format!("{}: its candidate list, kept by cleanup", if queens { format!("row {}", cell + 1) } else { name(*cell) })}</p>
                <table class="sets"><tbody>
                  { row("candidates before".into(), set_text(*before), "moves") }
                  { row("after cleanup".into(), after, "after") }
                  { cage_row(cage) }
                </tbody></table>
              </>
            }
        }
    };
    frame(Panel::Sets, body)
}
