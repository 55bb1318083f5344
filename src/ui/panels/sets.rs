//! The sets of the cell at work.

use std::rc::Rc;

use yew::prelude::*;

use super::{frame, RunInfo};
use crate::format::digit_char;
use crate::i18n::{Lang, T};
use crate::kinds::{kind_of, Level};
use crate::page::{MomentFacts, Panel};
use crate::puzzles::{values_of, AnyPuzzle, HouseKind, Mask, Reason};
use crate::strategy::Strategy;
use crate::teach::{house_name, reject_sentence, set_text, strikes, CageView, Fact, Marks, Sets};

/// Props of [`SetsPanel`].
#[derive(Properties, PartialEq)]
pub struct SetsPanelProps {
    /// The facts of the moment.
    pub facts: Option<Rc<MomentFacts>>,
    /// The run.
    pub info: RunInfo,
    /// The strategy (its rejections are worded by it).
    pub strategy: crate::strategy::Strategy,
    /// The page's language.
    pub lang: Lang,
}

/// One row of a sets table: a name and a set (or what stands for one).
fn row(name: String, value: String, class: &'static str) -> Html {
    html! { <tr class={class}><th scope="row">{name}</th><td>{value}</td></tr> }
}

/// The panel's caption over its table of sets.
fn sets_table(caption: String, rows: Html) -> Html {
    html! {
      <>
        <p class="caption">{caption}</p>
        <table class="sets"><tbody>{ rows }</tbody></table>
      </>
    }
}

/// The caption that says there are no sets to show yet.
fn no_sets(lang: Lang) -> Html {
    html! { <p class="caption">{lang.t(T::SetsNone)}</p> }
}

/// The sets panel.
#[function_component(SetsPanel)]
pub fn sets_panel(props: &SetsPanelProps) -> Html {
    let lang = props.lang;
    let puzzle = props.info.subject.as_ref().and_then(|s| s.0.puzzle());
    let (Some(facts), Some(puzzle)) = (&props.facts, puzzle) else {
        return frame(Panel::Sets, lang, no_sets(lang));
    };
    let body = sets_body(facts, puzzle, props.strategy, lang);
    frame(Panel::Sets, lang, body)
}

/// The panel's body for the sets of the step: a caption and a table
/// fitting the strategy and the puzzle.
fn sets_body(facts: &MomentFacts, puzzle: &AnyPuzzle, strategy: Strategy, lang: Lang) -> Html {
    let t = |k| lang.t(k).to_string();
    let name = |c: usize| puzzle.cell_name(c);
    match &facts.sets {
        // At a solution, or after the last step, no cell is at work.
        Sets::None
            if matches!(
                facts.explanation.fact,
                Fact::Solution { .. } | Fact::Exhausted { .. }
            ) =>
        {
            html! { <p class="caption">{lang.t(T::SetsDone)}</p> }
        }
        Sets::None => no_sets(lang),
        Sets::Houses {
            cell,
            houses,
            union,
            moves,
            given,
            cage,
        } => sets_table(
            lang.fill(T::SetsGetSets, &[&name(*cell)]),
            html! {
              <>
                { house_rows(houses, *union, *moves, *given, lang) }
                { cage_row(puzzle, cage.as_ref(), lang) }
              </>
            },
        ),
        Sets::Queens {
            row: r,
            columns,
            diagonals,
            free,
        } => sets_table(
            lang.fill(T::SetsQueensCaption, &[&(r + 1).to_string()]),
            queen_rows(*columns, *diagonals, *free, lang),
        ),
        Sets::Wide { row, n } => html! {
            <p class="caption">{lang.fill(T::SetsWide, &[&(row + 1).to_string(), &n.to_string()])}</p>
        },
        Sets::Tree { tree, squares } => sets_table(
            lang.fill(T::SetsTree, &[&name(*tree)]),
            tree_rows(puzzle, strategy, *tree, squares, lang),
        ),
        Sets::Candidates { cell, before, cage } => sets_table(
            candidates_caption(puzzle, *cell, lang),
            html! {
              <>
                { row(t(T::SetsBefore), set_text(*before), "moves") }
                { row(t(T::SetsAfter), after_cleanup(puzzle, &facts.explanation.marks, lang), "after") }
                { cage_row(puzzle, cage.as_ref(), lang) }
              </>
            },
        ),
    }
}

/// The cell's houses with the values placed in each, their union, and
/// what `moves()` lists: the given alone, or the rest.
fn house_rows(
    houses: &[(HouseKind, Mask)],
    union: Mask,
    moves: Mask,
    given: Option<u8>,
    lang: Lang,
) -> Html {
    let t = |k| lang.t(k).to_string();
    html! {
      <>
        { for houses.iter().map(|(kind, set)| row(house_name(*kind, lang), set_text(*set), "")) }
        { row(t(T::SetsUnion), set_text(union), "union") }
        { match given {
            Some(g) => row(t(T::SetsGiven), set_text(1 << g), "moves"),
            None => row(t(T::SetsRest), set_text(moves), "moves"),
        } }
      </>
    }
}

/// N-Queens: the columns and diagonals held, and the columns free.
fn queen_rows(columns: Mask, diagonals: Mask, free: Mask, lang: Lang) -> Html {
    let t = |k| lang.t(k).to_string();
    html! {
      <>
        { row(t(T::SetsColumns), set_text(columns), "") }
        { row(t(T::SetsDiagonals), set_text(diagonals), "") }
        { row(t(T::SetsFree), set_text(free), "moves") }
      </>
    }
}

/// Tents: the four ways from the tree, each off the grid, free, or why
/// no tent can stand there.
fn tree_rows(
    puzzle: &AnyPuzzle,
    strategy: Strategy,
    tree: usize,
    squares: &[(Option<usize>, Option<Reason>); 4],
    lang: Lang,
) -> Html {
    let t = |k| lang.t(k).to_string();
    let ways = [T::TentAbove, T::TentRight, T::TentBelow, T::TentLeft];
    html! {
      { for squares.iter().zip(ways).enumerate().map(|(d, ((square, why), way))| {
          let value = match (square, why) {
              (None, _) => t(T::SetsTreeOff),
              (Some(sq), None) => format!("{}: {}", puzzle.square_name(*sq), t(T::SetsTreeFree)),
              (Some(_), Some(reason)) => reject_sentence(puzzle, strategy, tree, d as u8 + 1, Some(reason), lang),
          };
          row(t(way), value, if square.is_some() && why.is_none() { "moves" } else { "" })
      }) }
    }
}

/// The caption over propagate's candidates: the cell's, or for N-Queens
/// the row's.
fn candidates_caption(puzzle: &AnyPuzzle, cell: usize, lang: Lang) -> String {
    let whose = if kind_of(puzzle).level() == Level::Row {
        lang.fill(T::HouseRow, &[&(cell + 1).to_string()])
    } else {
        puzzle.cell_name(cell)
    };
    lang.fill(T::SetsCandidatesCaption, &[&whose])
}

/// What cleanup did after the move: a square emptied, nothing struck,
/// or what it struck.
fn after_cleanup(puzzle: &AnyPuzzle, marks: &Marks, lang: Lang) -> String {
    match (marks.struck.is_empty(), marks.empty) {
        (_, Some(empty)) => lang.fill(T::SetsEmptied, &[&puzzle.square_name(empty)]),
        (true, None) => lang.t(T::SetsNothingStruck).to_string(),
        (false, None) => lang.fill(T::SetsStruck, &[&strikes(puzzle, &marks.struck, lang)]),
    }
}

/// Kendoku: the row of the cell's cage, its target and its cells' values
/// (`_` where empty); nothing for other puzzles.
fn cage_row(puzzle: &AnyPuzzle, cage: Option<&CageView>, lang: Lang) -> Html {
    let Some(c) = cage else {
        return html! {};
    };
    let cells: Vec<String> = c
        .cells
        .iter()
        .map(|&(cell, v)| {
            format!(
                "{}={}",
                puzzle.cell_name(cell),
                if v == 0 { '_' } else { digit_char(v) }
            )
        })
        .collect();
    // A Killer's cage (it has ways) is named by its sum alone, if any.
    let name = match (c.ways.is_empty(), c.target) {
        (true, target) => format!("{} {target}{}", lang.t(T::SetsCage), c.op.symbol()),
        (false, 0) => lang.t(T::SetsCage).to_string(),
        (false, sum) => format!("{} {sum}", lang.t(T::SetsCage)),
    };
    let cage = row(name, cells.join(", "), "cage");
    if c.ways.is_empty() {
        return cage;
    }
    let digits = |set: &Mask| {
        values_of(*set)
            .map(|v| digit_char(v as u8))
            .collect::<String>()
    };
    let ways: Vec<String> = c.ways.iter().map(digits).collect();
    html! { <>{cage}{row(lang.t(T::SetsCageWays).to_string(), ways.join(" · "), "cage-ways")}</> }
}
