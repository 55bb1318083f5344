//! What only paper shows: the sheet's heading, a worksheet's board with
//! its empty chain and tree frames, the solution on a second page. Drawn
//! while the print dialog is open, hidden on screen; the print style
//! sheet shows them and hides the screen's controls. Plain functions:
//! they hold no state.

use yew::prelude::*;

use super::board::Board;
use crate::i18n::{Lang, T};
use crate::page::{Action, BoardView, PrintChoice, PrintSheet, Sheet, Worksheet};

/// The page's class while `choice` is printed: the print style sheet
/// lays out the sheet it names.
pub fn sheet_class(choice: PrintChoice) -> &'static str {
    match choice.sheet {
        Sheet::Step => "printing-step",
        Sheet::Worksheet => "printing-worksheet",
    }
}

/// The sheet's heading: the puzzle's name, the step or the task.
pub fn print_head(sheet: &PrintSheet) -> Html {
    html! {
      <header class="print-only print-head">
        <h1>{&sheet.title}</h1>
        <p>{&sheet.subtitle}</p>
      </header>
    }
}

/// A worksheet's board and frames, and the solution's page.
pub fn print_tail(sheet: &PrintSheet, lang: Lang) -> Html {
    let t = |k| lang.t(k);
    html! {
      <>
        if let Some(worksheet) = &sheet.worksheet {
          { worksheet_body(worksheet, lang) }
        }
        if let Some(title) = &sheet.solution_title {
          <section class="print-only print-solution">
            <h2>{title}</h2>
            if let Some(board) = &sheet.solution {
              { still_board(board, t(T::PrintSolution), lang) }
            }
          </section>
        }
      </>
    }
}

/// The puzzle, an empty recursion chain and a frame for the tree.
fn worksheet_body(worksheet: &Worksheet, lang: Lang) -> Html {
    let t = |k| lang.t(k);
    let place = if worksheet.queens {
        t(T::ChainQueen)
    } else {
        t(T::ChainCellValue)
    };
    html! {
      <section class="print-only print-worksheet">
        { still_board(&worksheet.board, t(T::Grid), lang) }
        <h2>{t(T::PanelChain)}</h2>
        <table class="chain print-chain">
          <thead><tr>
            <th scope="col">{t(T::ChainLevel)}</th>
            <th scope="col">{place}</th>
            <th scope="col">{t(T::ChainTried)}</th>
            <th scope="col">{t(T::ChainLeft)}</th>
          </tr></thead>
          <tbody>
            { for (0..worksheet.chain_rows).map(|level| html! {
                <tr><td>{level}</td><td></td><td></td><td></td></tr>
            }) }
          </tbody>
        </table>
        <h2>{t(T::PanelTree)}</h2>
        <div class="print-tree-frame"><p>{t(T::PrintTreeTask)}</p></div>
      </section>
    }
}

/// A board on paper, its squares sized by its extent as on screen.
fn still_board(view: &BoardView, label: &'static str, lang: Lang) -> Html {
    html! {
      <div class="print-board" style={format!("--side: {}", view.extent())}>
        <Board view={view.clone()} label={label} lang={lang} still=true on={Callback::<Action>::noop()} />
      </div>
    }
}
