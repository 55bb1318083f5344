//! Solving by hand through the reducer: notes mode, fill in candidates,
//! a check, hints at their three levels, and the solved message with its
//! counts and time. (The rules, the search and the solver's answers in
//! `play_rules.rs`.)

use super::*;
use btlab::page::{solutions_of, Checked, HintReason, PlayAction, Said};

pub(super) fn play(page: &mut Page, action: PlayAction) {
    page.now += 1_000.0;
    page.act(Action::Play(action));
}

pub(super) fn edit(page: &mut Page, action: EditAction) {
    page.now += 1_000.0;
    page.act(Action::Edit(action));
}

/// The first cells of row 1 that hold no given.
pub(super) fn free_in_row_one(page: &Page) -> Vec<usize> {
    let editor = page.model.document.editor();
    (0..9).filter(|&c| !editor.is_given(c)).collect()
}

/// How many cells of the grid are empty.
fn empty_cells(page: &Page) -> usize {
    let values = page.model.document.editor().values();
    values.iter().filter(|&&v| v == 0).count()
}

#[test]
fn notes_mode_writes_pencil_marks_and_a_value_placed_strikes_them_from_its_peers() {
    let mut page = Page::open("");
    let free = free_in_row_one(&page);
    edit(&mut page, EditAction::Select(free[0]));
    play(&mut page, PlayAction::ToggleNotes);
    edit(&mut page, EditAction::Type(4));
    edit(&mut page, EditAction::Type(7));
    edit(&mut page, EditAction::Type(2));
    edit(&mut page, EditAction::Type(2));
    let editor = page.model.document.editor();
    assert_eq!(
        editor.values()[free[0]],
        0,
        "notes mode leaves the cell empty"
    );
    assert_eq!(editor.notes()[free[0]], (1 << 4) | (1 << 7));
    play(&mut page, PlayAction::ToggleNotes);
    edit(&mut page, EditAction::Select(free[1]));
    edit(&mut page, EditAction::Type(4));
    let editor = page.model.document.editor();
    assert_eq!(
        editor.notes()[free[0]],
        1 << 7,
        "a 4 in the row strikes the note 4"
    );
    edit(&mut page, EditAction::Undo);
    assert_eq!(
        page.model.document.editor().notes()[free[0]],
        (1 << 4) | (1 << 7)
    );
    assert_eq!(page.model.play.undos(), 1);
    // With the option off, the notes stay as written, also on a new grid.
    play(&mut page, PlayAction::ToggleNotesFollow);
    page.act(Action::Puzzle(btlab::page::PuzzleAction::Library(0)));
    let free = free_in_row_one(&page);
    edit(&mut page, EditAction::Select(free[0]));
    play(&mut page, PlayAction::ToggleNotes);
    edit(&mut page, EditAction::Type(4));
    play(&mut page, PlayAction::ToggleNotes);
    edit(&mut page, EditAction::Select(free[1]));
    edit(&mut page, EditAction::Type(4));
    assert_eq!(
        page.model.document.editor().notes()[free[0]],
        1 << 4,
        "the note 4 stays"
    );
}

#[test]
fn fill_in_candidates_writes_what_each_cells_houses_leave_and_undoes_at_once() {
    let mut page = Page::open("");
    play(&mut page, PlayAction::FillNotes);
    let editor = page.model.document.editor();
    assert_eq!(editor.notes(), editor.candidates().as_slice());
    // r1c2 of Presse: row 1 holds 3 and 1; column 2 and box 1 the rest.
    let free = free_in_row_one(&page);
    let notes = page.model.document.editor().notes()[free[0]];
    assert_ne!(notes, 0);
    assert_eq!(notes & (1 << 3), 0, "3 stands in row 1");
    edit(&mut page, EditAction::Undo);
    assert!(page.model.document.editor().notes().iter().all(|&n| n == 0));
}

#[test]
fn a_check_marks_the_wrong_entry_until_it_changes() {
    let mut page = Page::open("");
    let solution = solutions_of(page.model.document.editor().puzzle());
    let solution = solution.unique().unwrap().to_vec();
    let free = free_in_row_one(&page);
    edit(&mut page, EditAction::Select(free[0]));
    edit(&mut page, EditAction::Type(solution[free[0]]));
    edit(&mut page, EditAction::Select(free[1]));
    let wrong = solution[free[1]] % 9 + 1;
    edit(&mut page, EditAction::Type(wrong));
    play(&mut page, PlayAction::Check);
    assert_eq!(
        *page.model.play.said(),
        Some(Said::Checked(Checked::Wrong { count: 1 }))
    );
    let board = cell_views(&page.model);
    assert!(board.squares[free[1]].classes.contains(&"wrong"));
    assert!(board.squares[free[1]].label.ends_with("wrong"));
    assert!(!board.squares[free[0]].classes.contains(&"wrong"));
    edit(&mut page, EditAction::Type(solution[free[1]]));
    assert!(
        page.model.play.wrong().is_empty(),
        "the mark goes with the entry"
    );
    play(&mut page, PlayAction::Check);
    let left = empty_cells(&page);
    assert_eq!(
        *page.model.play.said(),
        Some(Said::Checked(Checked::Right { entries: 2, left }))
    );
    assert_eq!(page.model.play.checks(), 2);
}

#[test]
fn a_hint_goes_from_where_to_look_to_why_to_the_value() {
    let mut page = Page::open("");
    play(&mut page, PlayAction::Hint);
    let Some(Said::Hint(hint, 1)) = page.model.play.said().clone() else {
        panic!("a first hint: {:?}", page.model.play.said())
    };
    let words = |page: &Page| {
        let said = page.model.play.said().as_ref().unwrap();
        said.text(
            page.model.document.editor().puzzle(),
            Lang::En,
            &PlainNumbers,
        )
    };
    let cell = page.model.document.editor().puzzle().cell_name(hint.cell);
    assert!(words(&page).starts_with("Look at"), "{}", words(&page));
    // The first level lights the hint's house or cell on the board.
    assert!(cell_views(&page.model)
        .squares
        .iter()
        .any(|s| s.classes.contains(&"lit")));
    play(&mut page, PlayAction::Hint);
    assert_eq!(*page.model.play.said(), Some(Said::Hint(hint, 2)));
    assert!(words(&page).contains(&cell), "{}", words(&page));
    assert!(matches!(
        hint.reason,
        HintReason::NakedSingle | HintReason::HiddenSingle(_)
    ));
    play(&mut page, PlayAction::Hint);
    assert_eq!(page.model.document.editor().values()[hint.cell], hint.value);
    assert_eq!(words(&page), format!("Placed {} in {cell}.", hint.value));
    assert_eq!(page.model.play.hints(), 1, "one hint, at three levels");
}

#[test]
fn hints_solve_the_puzzle_and_the_solved_message_counts_time_hints_and_undos() {
    let mut page = Page::open("");
    let empty = empty_cells(&page) as u32;
    let first = free_in_row_one(&page)[0];
    edit(&mut page, EditAction::Select(first));
    edit(&mut page, EditAction::Type(9));
    edit(&mut page, EditAction::Undo);
    page.act(Action::Play(PlayAction::PageHidden(true)));
    page.now += 3_600_000.0;
    page.act(Action::Play(PlayAction::PageHidden(false)));
    for _ in 0..81 * 3 {
        if matches!(page.model.play.said(), Some(Said::Solved(_))) {
            break;
        }
        play(&mut page, PlayAction::Hint);
    }
    let Some(Said::Solved(solved)) = page.model.play.said().clone() else {
        panic!("hints solve the puzzle: {:?}", page.model.play.said())
    };
    assert_eq!(solved.hints, empty, "a hint a cell");
    assert_eq!((solved.checks, solved.undos), (0, 1));
    assert!(
        solved.ms < 3_600_000.0,
        "the hour hidden is not counted: {}",
        solved.ms
    );
    let words = Said::Solved(solved).text(
        page.model.document.editor().puzzle(),
        Lang::En,
        &PlainNumbers,
    );
    assert!(words.starts_with("Solved! In "), "{words}");
    assert!(
        words.ends_with(&format!("with {empty} hints, 0 checks and 1 undo.")),
        "{words}"
    );
}

#[test]
fn a_puzzle_opened_is_measured_by_a_worker_and_its_difficulty_said() {
    let mut page = Page::open("");
    assert!(
        !page
            .commands
            .iter()
            .any(|c| matches!(c, Command::Send(..) | Command::Start(_) | Command::Warm(_))),
        "a first visit starts no worker before the reader uses the page: {:?}",
        page.commands
    );
    assert_eq!(page.model.play.difficulty(), None);
    page.act(Action::Page(btlab::page::PageAction::Engaged));
    assert!(
        page.commands
            .iter()
            .any(|c| matches!(c, Command::Warm(btlab::page::Worker::Run))),
        "the reader's first sign of use loads the run's worker"
    );
    let difficulty = page
        .model
        .play
        .difficulty()
        .expect("measured when it opened");
    assert_eq!(difficulty.technique, Some(btlab::page::Technique::Singles));
    assert_eq!(
        difficulty.attempts, None,
        "classic needs more than its budget"
    );
    let words = difficulty.text(Lang::En, &PlainNumbers);
    assert!(words.starts_with("Difficulty: singles suffice."), "{words}");
    assert!(
        page.commands
            .iter()
            .any(|c| matches!(c, Command::Stop(btlab::page::Worker::Maker))),
        "the maker, its measure done, is stopped"
    );
    // An empty grid has no one solution: nothing is said of it.
    let mut empty = Page::open(&format!("puzzle={}", ".".repeat(81)));
    empty.act(Action::Page(btlab::page::PageAction::Engaged));
    assert_eq!(empty.model.play.difficulty(), None);
}

#[test]
fn the_play_bar_offers_what_the_board_takes_and_hides_in_projector_mode() {
    let mut page = Page::open("");
    page.act(Action::Page(btlab::page::PageAction::Engaged));
    let view = page.model.on_screen().play_view(&PlainNumbers).unwrap();
    assert!(view.digits && view.notes_follow && view.how_to.is_none());
    assert!(view.difficulty.unwrap().starts_with("Difficulty: "));
    page.act(Action::Page(btlab::page::PageAction::ToggleProjector));
    assert_eq!(page.model.on_screen().play_view(&PlainNumbers), None);
    let queens = Page::open(r#"puzzle={"kind":"queens","n":8}"#);
    let view = queens.model.on_screen().play_view(&PlainNumbers).unwrap();
    assert!(!view.digits);
    assert_eq!(view.how_to, Some(btlab::i18n::T::QueensHowTo));
}

#[test]
fn a_note_struck_by_an_entry_comes_back_when_the_entry_is_taken_out_or_replaced() {
    let mut page = Page::open("");
    let free = free_in_row_one(&page);
    edit(&mut page, EditAction::Select(free[0]));
    play(&mut page, PlayAction::ToggleNotes);
    edit(&mut page, EditAction::Type(4));
    edit(&mut page, EditAction::Type(7));
    play(&mut page, PlayAction::ToggleNotes);
    edit(&mut page, EditAction::Select(free[1]));
    edit(&mut page, EditAction::Type(4));
    let notes = |page: &Page| page.model.document.editor().notes()[free[0]];
    assert_eq!(notes(&page), 1 << 7, "the 4 strikes the note 4");
    // Taken out: the note comes back.
    edit(&mut page, EditAction::Type(0));
    assert_eq!(notes(&page), (1 << 4) | (1 << 7));
    // Replaced by a 7: the 4 comes back, the 7 is struck.
    edit(&mut page, EditAction::Type(4));
    edit(&mut page, EditAction::Type(7));
    assert_eq!(notes(&page), 1 << 4);
    // A screen reader hears the notes left.
    let label = &cell_views(&page.model).squares[free[0]].label;
    assert!(label.ends_with(", empty, candidates 4"), "{label}");
}

#[test]
fn a_hint_on_a_puzzle_of_several_solutions_says_so() {
    let mut page = Page::open(&format!("puzzle={}", ".".repeat(80) + "1"));
    play(&mut page, PlayAction::Hint);
    assert_eq!(*page.model.play.said(), Some(Said::NoHintSeveral));
    let said = page.model.play.said().as_ref().unwrap();
    let words = said.text(
        page.model.document.editor().puzzle(),
        Lang::En,
        &PlainNumbers,
    );
    assert!(words.contains("more than one solution"), "{words}");
}

#[test]
fn what_was_said_of_the_grid_leaves_once_the_reader_turns_to_the_search() {
    let mut page = Page::open("");
    play(&mut page, PlayAction::Check);
    assert_eq!(
        *page.model.play.said(),
        Some(Said::Checked(Checked::Nothing))
    );
    page.act(Action::Run(RunAction::Step));
    page.settle();
    assert_eq!(
        *page.model.play.said(),
        None,
        "no longer of the board on screen"
    );
}

#[test]
fn a_check_brings_its_message_and_the_wrong_entry_into_view() {
    let mut page = Page::open("");
    let solution = solutions_of(page.model.document.editor().puzzle());
    let solution = solution.unique().unwrap().to_vec();
    let last = (0..81)
        .rev()
        .find(|&c| !page.model.document.editor().is_given(c))
        .unwrap();
    edit(&mut page, EditAction::Select(last));
    edit(&mut page, EditAction::Type(solution[last] % 9 + 1));
    play(&mut page, PlayAction::Check);
    assert_eq!(
        page.commands.last(),
        Some(&Command::ShowFeedback(Some(last)))
    );
    // Nothing wrong: the message alone is brought into view.
    edit(&mut page, EditAction::Type(0));
    play(&mut page, PlayAction::Check);
    assert_eq!(page.commands.last(), Some(&Command::ShowFeedback(None)));
}
