//! Corner marks, centre marks and colours through the reducer: the keys
//! (Shift and a digit, Ctrl and a digit) and the corner mode, colours
//! from the palette, all undone with the values, drawn on the board and
//! said to a screen reader, kept across a reload.

use super::play::{edit, play};
use super::*;
use btlab::page::PlayAction;

fn grid_key(key: &str, code: &str, shift: bool, ctrl: bool) -> Key {
    Key {
        key: key.into(),
        code: code.into(),
        shift,
        ctrl,
        on_grid: true,
        ..Key::default()
    }
}

#[test]
fn shift_writes_a_corner_mark_ctrl_a_centre_mark_and_corner_mode_takes_digits() {
    let mut page = Page::open("");
    let free = super::play::free_in_row_one(&page)[0];
    edit(&mut page, EditAction::Select(free));
    // Shift and 1 writes "!" on a US keyboard: the key's place counts.
    let shift_one = key_action(&grid_key("!", "Digit1", true, false)).unwrap();
    assert_eq!(shift_one, Action::Edit(EditAction::Corner(1)));
    page.act(shift_one);
    page.act(key_action(&grid_key("7", "Numpad7", false, true)).unwrap());
    play(&mut page, PlayAction::ToggleCorner);
    edit(&mut page, EditAction::Type(6));
    let editor = page.model.document.editor();
    assert_eq!(editor.corners()[free], (1 << 1) | (1 << 6));
    assert_eq!(editor.notes()[free], 1 << 7, "Ctrl and 7: a centre mark");
    assert_eq!(editor.values()[free], 0);
    // Notes mode and corner mode exclude each other.
    play(&mut page, PlayAction::ToggleNotes);
    assert!(page.model.play.notes_mode() && !page.model.play.corner_mode());
    let square = &cell_views(&page.model).squares[free];
    assert!(square.classes.contains(&"cornered"));
    assert_eq!(square.corner_marks, "16");
    assert!(
        square.label.ends_with("candidates 7, corner marks 1 6"),
        "{}",
        square.label
    );
    edit(&mut page, EditAction::Undo);
    assert_eq!(page.model.document.editor().corners()[free], 1 << 1);
}

#[test]
fn a_colour_from_the_palette_paints_the_selected_cell_and_comes_back_after_a_reload() {
    let mut page = Page::open("");
    edit(&mut page, EditAction::Select(0));
    edit(&mut page, EditAction::Colour(3));
    edit(&mut page, EditAction::Select(1));
    edit(&mut page, EditAction::Colour(9));
    let squares = cell_views(&page.model).squares;
    assert!(
        squares[0].classes.contains(&"colour-3"),
        "a given is coloured too"
    );
    assert!(
        squares[0].label.ends_with("colour 3"),
        "{}",
        squares[0].label
    );
    assert_eq!(squares[1].colour, 9);
    edit(&mut page, EditAction::Colour(9));
    assert_eq!(
        page.model.document.editor().colours()[1],
        0,
        "its colour again takes it away"
    );
    edit(&mut page, EditAction::Undo);
    assert_eq!(page.model.document.editor().colours()[1], 9);
    // A reload: the grid comes back from what the page stored.
    let saved = page.model.document.editor().save();
    let back = Editor::load(&saved).unwrap();
    assert_eq!(back.colours(), page.model.document.editor().colours());
    // A run on the board shows the search's grid, not the person's marks.
    page.act(Action::Run(RunAction::Step));
    page.settle();
    assert!(!cell_views(&page.model).squares[0]
        .classes
        .contains(&"colour-3"));
}

/// The address the page wrote last.
fn address_bar(page: &Page) -> String {
    page.commands
        .iter()
        .rev()
        .find_map(|c| match c {
            Command::Url(u) => Some(u.clone()),
            _ => None,
        })
        .expect("an address written")
}

#[test]
fn the_marks_travel_in_the_link_and_a_mark_that_does_not_fit_is_named() {
    let mut page = Page::open("");
    let free = super::play::free_in_row_one(&page)[0];
    edit(&mut page, EditAction::Select(free));
    edit(&mut page, EditAction::Corner(5));
    edit(&mut page, EditAction::Centre(2));
    edit(&mut page, EditAction::Colour(4));
    page.act(Action::Page(PageAction::CopyLink));
    let link = address_bar(&page);
    let marks = format!("{}:c2:k5:p4", free + 1);
    assert!(link.contains(&format!("&marks={marks}")), "{link}");
    // Opened elsewhere: the same marks on the same grid.
    let other = Page::open(&link);
    let editor = other.model.document.editor();
    assert_eq!(
        (
            editor.corners()[free],
            editor.notes()[free],
            editor.colours()[free]
        ),
        (1 << 5, 1 << 2, 4)
    );
    // A tenth colour: named by its item, in the reader's words; the
    // puzzle opens without the marks.
    let bad = link.replace(&marks, &format!("{marks};1:p10"));
    let other = Page::open(&bad);
    let Some(Note::Link(problems)) = &other.model.screen.note() else {
        panic!("{:?}", other.model.screen.note())
    };
    assert_eq!(
        problems.iter().map(ToString::to_string).collect::<Vec<_>>(),
        vec!["link, marks: item 2 ('1:p10') is no mark of this board".to_string()]
    );
    assert_eq!(other.model.document.editor().colours()[free], 0);
}

#[test]
fn the_digit_of_the_selected_cell_is_lit_wherever_it_stands() {
    let mut page = Page::open("");
    // r1c1 holds the given 3 of the Presse puzzle.
    edit(&mut page, EditAction::Select(0));
    let values = page.model.document.editor().values().to_vec();
    let squares = cell_views(&page.model).squares;
    let lit: Vec<usize> = (0..81)
        .filter(|&c| squares[c].classes.contains(&"same"))
        .collect();
    let threes: Vec<usize> = (1..81).filter(|&c| values[c] == values[0]).collect();
    assert!(!threes.is_empty());
    assert_eq!(lit, threes, "every other {} and nothing else", values[0]);
    // An empty cell selected lights nothing.
    let free = super::play::free_in_row_one(&page)[0];
    edit(&mut page, EditAction::Select(free));
    assert!(!cell_views(&page.model)
        .squares
        .iter()
        .any(|s| s.classes.contains(&"same")));
}
