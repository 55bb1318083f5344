//! The sets of the cell at work.

use std::rc::Rc;

use yew::prelude::*;

use super::{frame, RunInfo};
use crate::format::digit_char;
use crate::i18n::{Lang, T};
use crate::playback::{Panel, Taught};
use crate::puzzles::AnyPuzzle;
use crate::teach::{house_name, reject_sentence, set_text, strikes, Sets};

/// Props of [`SetsPanel`].
#[derive(Properties, PartialEq)]
pub struct SetsPanelProps {
    /// The facts of the moment.
    pub taught: Option<Rc<Taught>>,
    /// The run.
    pub info: RunInfo,
    /// The strategy (its rejections are worded by it).
    pub strategy: crate::strategy::Strategy,
    /// The page's language.
    pub lang: Lang,
}

fn row(name: String, value: String, class: &'static str) -> Html {
    html! { <tr class={class}><th scope="row">{name}</th><td>{value}</td></tr> }
}

/// The sets panel.
#[function_component(SetsPanel)]
pub fn sets_panel(props: &SetsPanelProps) -> Html {
    let lang = props.lang;
    let t = |k| lang.t(k).to_string();
    let (Some(taught), Some(puzzle)) = (&props.taught, &props.info.puzzle) else {
        return frame(
            Panel::Sets,
            lang,
            html! { <p class="caption">{t(T::SetsNone)}</p> },
        );
    };
    let name = |c: usize| puzzle.0.cell_name(c);
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
                format!("{} {}{}", t(T::SetsCage), c.target, c.op.symbol()),
                cells.join(", "),
                "cage",
            )
        }
        None => html! {},
    };
    let body = match &taught.sets {
        Sets::None => html! { <p class="caption">{t(T::SetsNone)}</p> },
        Sets::Houses {
            cell,
            houses,
            union,
            moves,
            given,
            cage,
        } => html! {
          <>
            <p class="caption">{lang.fill(T::SetsGetSets, &[&name(*cell)])}</p>
            <table class="sets"><tbody>
              { for houses.iter().map(|(kind, set)| row(house_name(*kind, lang), set_text(*set), "")) }
              { row(t(T::SetsUnion), set_text(*union), "union") }
              { match given {
                  Some(g) => row(t(T::SetsGiven), set_text(1 << g), "moves"),
                  None => row(t(T::SetsRest), set_text(*moves), "moves"),
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
            <p class="caption">{lang.fill(T::SetsQueensCaption, &[&(r + 1).to_string()])}</p>
            <table class="sets"><tbody>
              { row(t(T::SetsColumns), set_text(*columns), "") }
              { row(t(T::SetsDiagonals), set_text(*diagonals), "") }
              { row(t(T::SetsFree), set_text(*free), "moves") }
            </tbody></table>
          </>
        },
        Sets::Tree { tree, squares } => {
            let ways = [T::TentAbove, T::TentRight, T::TentBelow, T::TentLeft];
            html! {
              <>
                <p class="caption">{lang.fill(T::SetsTree, &[&name(*tree)])}</p>
                <table class="sets"><tbody>
                  { for squares.iter().zip(ways).enumerate().map(|(d, ((square, why), way))| {
                      let value = match (square, why) {
                          (None, _) => t(T::SetsTreeOff),
                          (Some(sq), None) => format!("{}: {}", puzzle.0.square_name(*sq), t(T::SetsTreeFree)),
                          (Some(_), Some(reason)) => reject_sentence(&puzzle.0, props.strategy, *tree, d as u8 + 1, Some(reason), lang),
                      };
                      row(t(way), value, if square.is_some() && why.is_none() { "moves" } else { "" })
                  }) }
                </tbody></table>
              </>
            }
        }
        Sets::Candidates { cell, before, cage } => {
            let marks = &taught.explanation.marks;
            let after = match (marks.struck.is_empty(), marks.empty) {
                (_, Some(empty)) => lang.fill(T::SetsEmptied, &[&puzzle.0.square_name(empty)]),
                (true, None) => t(T::SetsNothingStruck),
                (false, None) => {
                    lang.fill(T::SetsStruck, &[&strikes(&puzzle.0, &marks.struck, lang)])
                }
            };
            let queens = matches!(*puzzle.0, AnyPuzzle::Queens(_));
            html! {
              <>
                <p class="caption">{lang.fill(T::SetsCandidatesCaption, &[&if queens { lang.fill(T::HouseRow, &[&(cell + 1).to_string()]) } else { name(*cell) }])}</p>
                <table class="sets"><tbody>
                  { row(t(T::SetsBefore), set_text(*before), "moves") }
                  { row(t(T::SetsAfter), after, "after") }
                  { cage_row(cage) }
                </tbody></table>
              </>
            }
        }
    };
    frame(Panel::Sets, lang, body)
}
