//! Edits of the grid and their undo, the keys, and the panels a user opens.

use super::*;

#[test]
fn givens_stay_edits_undo_and_space_plays() {
    let mut page = Page::open("");
    page.act(Action::Edit(EditAction::Select(0)));
    page.act(Action::Edit(EditAction::Type(5)));
    assert_eq!(*page.model.screen.note(), Some(Note::Given("r1c1".into())));
    assert_eq!(page.model.document.editor().values()[0], 3);
    page.act(Action::Edit(EditAction::Select(1)));
    page.act(Action::Edit(EditAction::Type(7)));
    page.act(Action::Edit(EditAction::Type(8)));
    assert_eq!(page.model.document.editor().values()[1], 8);
    let ctrl = |k: &str, shift: bool| Key {
        key: k.into(),
        ctrl: true,
        shift,
        on_grid: true,
        ..Key::default()
    };
    page.act(key_action(&ctrl("z", false)).unwrap());
    assert_eq!(page.model.document.editor().values()[1], 7);
    page.act(key_action(&ctrl("z", false)).unwrap());
    assert_eq!(page.model.document.editor().values()[1], 0);
    page.act(key_action(&ctrl("y", false)).unwrap());
    assert_eq!(page.model.document.editor().values()[1], 7);
    // Space and Enter on the grid write nothing; Space plays.
    let on_grid = |k: &str| Key {
        key: k.into(),
        on_grid: true,
        ..Key::default()
    };
    assert_eq!(
        key_action(&on_grid(" ")),
        Some(Action::Run(RunAction::PlayPause))
    );
    assert_eq!(
        key_action(&on_grid("Enter")),
        Some(Action::Classroom(ClassroomAction::AnswerSelected))
    );
    page.act(Action::Classroom(ClassroomAction::AnswerSelected));
    assert_eq!(
        page.model.document.editor().values()[1],
        7,
        "Enter writes nothing"
    );
    assert_eq!(
        key_action(&on_grid("ArrowRight")),
        Some(Action::Edit(EditAction::MoveSelection(0, 1)))
    );
    assert_eq!(
        key_action(&Key {
            key: "ArrowRight".into(),
            ..Key::default()
        }),
        Some(Action::Run(RunAction::Step))
    );
    assert_eq!(
        key_action(&Key {
            key: "ArrowRight".into(),
            in_field: true,
            ..Key::default()
        }),
        None
    );
    // A menu picked with the mouse keeps its Up and Down, but the
    // clicker's keys still step.
    let in_menu = |k: &str| Key {
        key: k.into(),
        in_field: true,
        in_menu: true,
        ..Key::default()
    };
    assert_eq!(
        key_action(&in_menu("PageDown")),
        Some(Action::Run(RunAction::Step))
    );
    assert_eq!(
        key_action(&in_menu("ArrowLeft")),
        Some(Action::Run(RunAction::StepBack))
    );
    assert_eq!(key_action(&in_menu("ArrowDown")), None);
    assert_eq!(key_action(&in_menu(" ")), None);
    // Every change of the grid is saved.
    assert!(page.commands.iter().any(|c| matches!(
        c,
        Command::Store {
            key: "btlab.editor",
            ..
        }
    )));
}

#[test]
fn panels_are_toggled_and_remembered() {
    let mut page = Page::open("");
    assert!(Panel::ALL
        .iter()
        .all(|&p| page.model.screen.panels().shows(p)));
    page.act(Action::Page(PageAction::TogglePanel(Panel::Code)));
    assert!(!page.model.screen.panels().shows(Panel::Code));
    let saved = page.commands.iter().rev().find_map(|c| match c {
        Command::Store {
            key: "btlab.panels",
            value,
        } => Some(value.clone()),
        _ => None,
    });
    let mut again = Page::open("");
    again.model = Model::new(Editor::new(puzzle(PRESSE)), 2);
    again.act(Action::Init {
        fragment: String::new(),
        editor: None,
        panels: saved,
        lang: None,
        browser: Vec::new(),
        toured: true,
        lesson: None,
    });
    assert!(!again.model.screen.panels().shows(Panel::Code));
    assert!(again.model.screen.panels().shows(Panel::Tree));
}

#[test]
fn the_code_caption_fits_the_puzzle_on_the_board_before_any_run() {
    use btlab::i18n::T;
    let page = Page::open(r#"puzzle={"kind":"queens","n":8}&strategy=classic"#);
    assert!(page.model.run.current().is_none());
    assert_eq!(
        page.model.on_screen().code_caption(),
        Lang::En.t(T::CaptionClassicQueens)
    );
    let page = Page::open(&format!("puzzle={PRESSE}&strategy=classic"));
    assert_eq!(
        page.model.on_screen().code_caption(),
        Lang::En.t(T::CaptionClassic)
    );
}

#[test]
fn two_extra_regions_are_shaded_apart() {
    use btlab::page::cell_views;
    let doc = r#"{"kind":"sudoku","givens":"................","extra_regions":[[0,1,4,5],[10,11,14,15]]}"#;
    let page = Page::open(&format!("puzzle={doc}"));
    let squares = cell_views(&page.model).squares;
    let shade = |sq: usize| {
        squares[sq]
            .classes
            .iter()
            .find(|c| c.starts_with("extra-"))
            .copied()
    };
    assert_eq!(shade(0), Some("extra-0"));
    assert_eq!(shade(15), Some("extra-1"));
    assert_eq!(shade(2), None);
}
