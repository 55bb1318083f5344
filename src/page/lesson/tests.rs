use super::*;
use crate::format::parse_puzzle;
use crate::i18n::{Lang, PlainNumbers};
use crate::page::{Action, CellState, Editor, Model, PageAction, Panel, PuzzleAction, QUEEN};
use crate::puzzles::Queens;

fn queens_page(n: usize) -> Model {
    Model::new(Editor::new(Queens::new(n).into()), 2)
}

fn lesson(model: &mut Model, action: LessonAction) -> Vec<Command> {
    model.update(Action::Lesson(action), 0.0)
}

fn sheet(model: &Model) -> PrintSheet {
    print_sheet(model, model.lesson.print.unwrap(), &PlainNumbers)
}

/// The sheet of `model` with the solution asked for.
fn with_solution(mut model: Model) -> PrintSheet {
    lesson(&mut model, LessonAction::OpenPrint);
    let mut commands = lesson(&mut model, LessonAction::Solution(true));
    // The page's worker answers what the page asks of it.
    while let Some(command) = commands.pop() {
        if let Command::Send(worker, request) = command {
            let reply = crate::page::serve(&mut None, request, &|| 0.0);
            commands.extend(model.update(Action::Reply(worker, reply), 0.0));
        }
    }
    sheet(&model)
}

/// The columns of the queens a board of `n` queens shows, row by row
/// (from 1, 0 for a row without one).
fn queen_columns(board: &crate::page::BoardView, n: usize) -> Vec<u8> {
    (0..n)
        .map(|row| {
            (0..n)
                .find(|&col| board.squares[row * n + col].text == QUEEN)
                .map_or(0, |col| col as u8 + 1)
        })
        .collect()
}

#[test]
fn a_step_sheet_has_the_chain_and_the_tree_whichever_panels_are_shown() {
    let mut model = queens_page(6);
    for panel in [Panel::Chain, Panel::Tree] {
        model.update(Action::Page(PageAction::TogglePanel(panel)), 0.0);
    }
    assert!(!model.on_screen().panels_on_screen().shows(Panel::Tree));
    let out = lesson(&mut model, LessonAction::Print);
    assert!(!out.contains(&Command::Print), "no dialog, no print");
    lesson(&mut model, LessonAction::OpenPrint);
    assert_eq!(model.lesson.print, Some(PrintChoice::default()));
    let shown = model.on_screen().panels_on_screen();
    assert!(
        shown.shows(Panel::Chain) && shown.shows(Panel::Tree) && shown.shows(Panel::Explanation)
    );
    assert!(lesson(&mut model, LessonAction::Print).contains(&Command::Print));
    let printed = sheet(&model);
    assert_eq!(printed.title, "6 queens");
    assert_eq!(printed.subtitle, "Step 0 of the search, strategy classic");
    assert_eq!((printed.worksheet, printed.solution_title), (None, None));
    // A worksheet prints its own board: the panels are the screen's.
    lesson(&mut model, LessonAction::Sheet(Sheet::Worksheet));
    assert!(!model.on_screen().panels_on_screen().shows(Panel::Tree));
    lesson(&mut model, LessonAction::ClosePrint);
    assert_eq!(model.lesson.print, None);
    // Esc closes the dialog first, before the welcome.
    let panels = model.screen.panels();
    model.screen.open(Lang::En, panels, false);
    lesson(&mut model, LessonAction::OpenPrint);
    model.update(Action::Page(crate::page::PageAction::Escape), 0.0);
    assert_eq!((model.lesson.print, model.screen.tour()), (None, true));
}

#[test]
fn a_worksheet_has_the_puzzle_alone_and_a_chain_row_per_level() {
    let mut model = queens_page(6);
    lesson(&mut model, LessonAction::OpenPrint);
    lesson(&mut model, LessonAction::Sheet(Sheet::Worksheet));
    let worksheet = sheet(&model).worksheet.expect("a worksheet");
    assert_eq!(worksheet.board.squares.len(), 36);
    assert!(worksheet.board.squares.iter().all(|s| s.text.is_empty()));
    assert_eq!((worksheet.chain_rows, worksheet.queens), (6, true));

    let presse = parse_puzzle(crate::library::LIBRARY[0].1).unwrap();
    let mut model = Model::new(Editor::new(presse.clone()), 2);
    model.update(Action::Puzzle(PuzzleAction::Library(0)), 0.0);
    model.screen.speak(Lang::De);
    lesson(&mut model, LessonAction::OpenPrint);
    lesson(&mut model, LessonAction::Sheet(Sheet::Worksheet));
    let printed = sheet(&model);
    assert_eq!(printed.title, "Presse (leicht, aus dem Artikel)");
    let worksheet = printed.worksheet.unwrap();
    let givens = worksheet
        .board
        .squares
        .iter()
        .filter(|s| s.state == CellState::Given)
        .count();
    let filled = worksheet
        .board
        .squares
        .iter()
        .filter(|s| !s.text.is_empty())
        .count();
    let given = (0..81)
        .filter(|&c| Editor::new(presse.clone()).is_given(c))
        .count();
    assert_eq!(
        (givens, filled),
        (given, given),
        "the givens and nothing else"
    );
    assert_eq!(
        (worksheet.chain_rows, worksheet.queens),
        (MAX_CHAIN_ROWS, false)
    );
}

#[test]
fn the_second_page_holds_a_solution_that_keeps_the_rules() {
    let printed = with_solution(queens_page(6));
    assert_eq!(
        printed.solution_title.as_deref(),
        Some("A solution (the puzzle has more than one)")
    );
    let columns = queen_columns(&printed.solution.unwrap(), 6);
    assert!(Queens::new(6).is_solution(&columns), "{columns:?}");

    let presse = parse_puzzle(crate::library::LIBRARY[0].1).unwrap();
    let printed = with_solution(Model::new(Editor::new(presse.clone()), 2));
    assert_eq!(printed.solution_title.as_deref(), Some("Solution"));
    let board = printed.solution.unwrap();
    let values: Vec<u8> = board
        .squares
        .iter()
        .map(|s| s.text.parse().unwrap())
        .collect();
    assert!(presse.is_solution(&values));
    let givens = board
        .squares
        .iter()
        .filter(|s| s.state == CellState::Given)
        .count();
    let given = (0..81)
        .filter(|&c| Editor::new(presse.clone()).is_given(c))
        .count();
    assert_eq!(
        givens, given,
        "the givens stand apart from the solved cells"
    );

    // Three queens have no solution: the page says so.
    let printed = with_solution(queens_page(3));
    assert_eq!(
        printed.solution_title.as_deref(),
        Some("The puzzle has no solution.")
    );
    assert_eq!(printed.solution, None);
}
