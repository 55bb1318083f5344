//! Trying a value by hand and rolling back, through the reducer: a try
//! typed in try mode, "Go on" to its contradiction, the roll back with
//! the value crossed out, nested tries failing together, a manual roll
//! back, a try refused on a broken grid, and the words said.

use super::play::{edit, play};
use super::*;
use btlab::page::{
    contradiction, solutions_of, Contradiction, PlayAction, PlayView, Said, TryFailed,
};
use btlab::puzzles::bit;

/// The Presse puzzle's solution.
fn solution(page: &Page) -> Vec<u8> {
    let editor = page.model.document.editor();
    solutions_of(editor.puzzle()).unique().unwrap().to_vec()
}

/// An empty cell with two candidates, its wrong one, and whether "Go
/// on" from it reaches a contradiction (tried on a copy of the grid).
fn wrong_try_that_fails(page: &Page) -> (usize, u8) {
    let editor = page.model.document.editor();
    let solution = solution(page);
    let candidates = editor.candidates();
    (0..81)
        .filter(|&c| editor.values()[c] == 0 && candidates[c].count_ones() == 2)
        .find_map(|cell| {
            let wrong = (1..=9u8)
                .find(|&v| candidates[cell] & bit(u32::from(v)) != 0 && v != solution[cell])?;
            let mut copy = editor.clone();
            copy.set(cell, wrong).unwrap();
            btlab::page::go_on(&mut copy);
            contradiction(&copy).is_some().then_some((cell, wrong))
        })
        .expect("a wrong value the singles refute")
}

fn try_at(page: &mut Page, cell: usize, value: u8) {
    edit(page, EditAction::Select(cell));
    play(page, PlayAction::ToggleTry);
    assert!(page.model.play.try_mode());
    edit(page, EditAction::Type(value));
    assert!(
        !page.model.play.try_mode(),
        "one digit is tried, then digits are placed"
    );
}

fn said(page: &Page) -> String {
    let puzzle = page.model.document.editor().puzzle();
    let said = page.model.play.said().clone().expect("something said");
    said.text(puzzle, Lang::En, &PlainNumbers)
}

#[test]
fn a_wrong_try_goes_on_to_its_contradiction_and_is_rolled_back_with_its_value_crossed_out() {
    let mut page = Page::open("");
    let (cell, wrong) = wrong_try_that_fails(&page);
    let before = page.model.document.editor().values().to_vec();
    try_at(&mut page, cell, wrong);
    let editor = page.model.document.editor();
    assert_eq!(editor.values()[cell], wrong);
    assert_eq!(editor.tries().len(), 1);
    // The play bar names the try; the board marks its cell, in words too.
    let name = editor.puzzle().cell_name(cell);
    let view = PlayView::of(&page.model.play, editor, Lang::En, &PlainNumbers);
    assert_eq!(view.tries, vec![format!("{name} = {wrong}")]);
    let square = &cell_views(&page.model).squares[cell];
    assert!(square.classes.contains(&"tried"), "{:?}", square.classes);
    assert!(square.label.ends_with(", tried"), "{}", square.label);
    play(&mut page, PlayAction::GoOn);
    let editor = page.model.document.editor();
    assert_eq!(editor.values(), &before[..], "back to the savepoint");
    assert!(editor.tries().is_empty());
    assert_eq!(
        editor.notes()[cell] & bit(u32::from(wrong)),
        0,
        "crossed out"
    );
    assert_ne!(editor.notes()[cell], 0, "the other candidate stays");
    let Some(Said::TryFailed(TryFailed {
        failed,
        still_broken,
        ..
    })) = page.model.play.said()
    else {
        panic!("{:?}", page.model.play.said());
    };
    assert_eq!(failed, &vec![(cell, wrong)]);
    assert!(!still_broken);
    assert!(!cell_views(&page.model).squares[cell]
        .classes
        .contains(&"tried"));
    // Where the grid broke a rule is marked as the search marks its own
    // dead ends, while the words are on screen; the try's cell in focus.
    let Some(Said::TryFailed(shown)) = page.model.play.said().clone() else {
        unreachable!()
    };
    let squares = cell_views(&page.model).squares;
    match shown.why {
        Contradiction::NoCandidate { cell: wiped } => {
            assert!(squares[wiped].classes.contains(&"wiped"))
        }
        Contradiction::Clash { other, .. } => assert!(squares[other].classes.contains(&"culprit")),
        other => panic!("singles break a grid by a cell or a clash: {other:?}"),
    }
    let text = said(&page);
    assert!(
        text.starts_with(&format!("{name} = {wrong} fails: ")),
        "{text}"
    );
    assert!(
        text.contains(&format!("{wrong} is crossed out of the notes of {name}")),
        "{text}"
    );
    assert_eq!(
        page.model.document.selected(),
        cell,
        "the failed try's cell"
    );
    // The roll back is an edit: undo brings the contradiction back.
    edit(&mut page, EditAction::Undo);
    assert!(contradiction(page.model.document.editor()).is_some());
}

#[test]
fn an_inner_try_whose_cell_is_left_without_a_candidate_fails_the_try_around_it() {
    let mut page = Page::open("");
    let (outer, wrong) = wrong_try_that_fails(&page);
    try_at(&mut page, outer, wrong);
    // Inside it, a cell with one candidate left: trying that value is
    // the only way on, and it fails, so the outer try fails with it.
    let editor = page.model.document.editor();
    let candidates = editor.candidates();
    let inner = (0..81)
        .find(|&c| editor.values()[c] == 0 && candidates[c].count_ones() == 1)
        .expect("a single after the wrong try");
    let value = candidates[inner].trailing_zeros() as u8;
    try_at(&mut page, inner, value);
    assert_eq!(page.model.document.editor().tries().len(), 2);
    play(&mut page, PlayAction::GoOn);
    let editor = page.model.document.editor();
    assert!(editor.tries().is_empty());
    let Some(Said::TryFailed(failed)) = page.model.play.said() else {
        panic!("{:?}", page.model.play.said());
    };
    assert_eq!(failed.failed, vec![(inner, value), (outer, wrong)]);
    assert_eq!(editor.values()[outer], 0);
    assert_eq!(editor.notes()[outer] & bit(u32::from(wrong)), 0);
    let outer_name = editor.puzzle().cell_name(outer);
    assert!(
        said(&page).contains(&format!("So {outer_name} = {wrong} fails as well")),
        "{}",
        said(&page)
    );
}

#[test]
fn a_right_try_goes_on_to_the_solution_and_keeps_its_value() {
    let mut page = Page::open("");
    let solution = solution(&page);
    let editor = page.model.document.editor();
    let cell = (0..81).find(|&c| editor.values()[c] == 0).unwrap();
    try_at(&mut page, cell, solution[cell]);
    play(&mut page, PlayAction::GoOn);
    assert!(matches!(page.model.play.said(), Some(Said::Solved(_))));
    let editor = page.model.document.editor();
    assert_eq!(editor.values(), &solution[..]);
    assert!(editor.tries().is_empty(), "the try is kept as placed");
}

#[test]
fn a_manual_roll_back_keeps_the_notes_and_a_broken_grid_takes_no_try() {
    let mut page = Page::open("");
    let solution = solution(&page);
    let editor = page.model.document.editor();
    let free: Vec<usize> = (0..81).filter(|&c| editor.values()[c] == 0).collect();
    try_at(&mut page, free[0], solution[free[0]]);
    edit(&mut page, EditAction::Select(free[1]));
    edit(&mut page, EditAction::Type(solution[free[1]]));
    play(&mut page, PlayAction::RollBack);
    let editor = page.model.document.editor();
    assert_eq!((editor.values()[free[0]], editor.values()[free[1]]), (0, 0));
    assert_eq!(editor.notes()[free[0]], 0, "nothing crossed out");
    let name = editor.puzzle().cell_name(free[0]);
    assert_eq!(
        said(&page),
        format!(
            "Back to before {name} = {}: the grid as it was, the value not crossed out.",
            solution[free[0]]
        )
    );
    // A clash on the grid: a try could not be blamed for what follows.
    let (a, b) = (free[0], free[1]);
    let clash = solution[a];
    edit(&mut page, EditAction::Select(a));
    edit(&mut page, EditAction::Type(clash));
    let peer = (0..81)
        .filter(|&c| c != a && page.model.document.editor().values()[c] == 0)
        .find(|&c| c / 9 == a / 9)
        .unwrap_or(b);
    edit(&mut page, EditAction::Select(peer));
    edit(&mut page, EditAction::Type(clash));
    try_at(&mut page, free[2], solution[free[2]]);
    assert!(page.model.document.editor().tries().is_empty());
    assert!(matches!(
        page.model.play.said(),
        Some(Said::TryRefused(Contradiction::Clash { .. }))
    ));
    assert!(
        said(&page).starts_with("Nothing is tried on this grid: "),
        "{}",
        said(&page)
    );
}

#[test]
fn go_on_says_how_many_values_it_placed_and_t_toggles_try_mode() {
    let mut page = Page::open("");
    play(&mut page, PlayAction::GoOn);
    let placed = page
        .model
        .document
        .editor()
        .values()
        .iter()
        .filter(|&&v| v != 0)
        .count();
    assert_eq!(placed, 81, "singles solve the Presse puzzle");
    edit(&mut page, EditAction::Undo);
    play(&mut page, PlayAction::GoOn);
    play(&mut page, PlayAction::GoOn);
    // Nothing left to place on a solved grid.
    assert_eq!(said(&page), "Nothing follows from the grid as it is: no single and no forced value. Try a value, or roll back.");
    let t = Key {
        key: "t".into(),
        on_grid: true,
        ..Key::default()
    };
    assert_eq!(key_action(&t), Some(Action::Play(PlayAction::ToggleTry)));
}

#[test]
fn a_try_that_breaks_a_kendoku_cage_fails_by_the_cage_in_three_languages() {
    // The library's 6x6 Kendoku: its cage 16x over r1c1, r1c2, r2c1.
    let kendoku = btlab::library::LIBRARY
        .iter()
        .position(|(_, doc)| doc.contains(r#""kind":"kendoku","size":6"#))
        .unwrap();
    let mut page = Page::open("");
    page.act(Action::Puzzle(btlab::page::PuzzleAction::Library(kendoku)));
    // 1 and 1 cannot make 16 with any third value up to 6.
    edit(&mut page, EditAction::Select(0));
    edit(&mut page, EditAction::Type(1));
    try_at(&mut page, 1, 2);
    let editor = page.model.document.editor();
    assert!(editor.tries().is_empty(), "the try fails at once");
    let Some(Said::TryFailed(failed)) = page.model.play.said().clone() else {
        panic!("{:?}", page.model.play.said());
    };
    assert_eq!(failed.why, Contradiction::Cage { cell: 0 });
    assert_eq!(failed.failed, vec![(1, 2)]);
    let puzzle = editor.puzzle();
    let said = Said::TryFailed(failed);
    let words = |lang| said.text(puzzle, lang, &PlainNumbers);
    assert!(words(Lang::En).starts_with("r1c2 = 2 fails: the cage at r1c1 can no longer be met."));
    assert!(words(Lang::De)
        .starts_with("r1c2 = 2 scheitert: der Käfig bei r1c1 ist nicht mehr zu erfüllen."));
    assert!(words(Lang::Nl).starts_with("r1c2 = 2 faalt: de kooi bij r1c1 kan niet meer kloppen."));
}

#[test]
fn every_contradiction_and_message_of_tries_is_said_in_three_languages() {
    let page = Page::open("");
    let puzzle = page.model.document.editor().puzzle().clone();
    let sayings = [
        Said::TryRefused(Contradiction::Clash {
            cell: 0,
            other: 4,
            value: 3,
        }),
        Said::TryRefused(Contradiction::NoCandidate { cell: 10 }),
        Said::RolledBack(2, 5),
        Said::WentOn(0),
        Said::WentOn(1),
        Said::WentOn(12),
        Said::TryFailed(TryFailed {
            failed: vec![(2, 5), (3, 7)],
            why: Contradiction::NoCandidate { cell: 10 },
            still_broken: true,
        }),
    ];
    let expected = [
        [
            "r1c1 and r1c5 both hold 3",
            "r1c1 und r1c5 enthalten beide 3",
            "r1c1 en r1c5 bevatten allebei 3",
        ],
        [
            "r2c2 is left without a candidate",
            "r2c2 bleibt ohne Kandidaten",
            "r2c2 blijft zonder kandidaat",
        ],
        [
            "Back to before r1c3 = 5",
            "Zurück vor r1c3 = 5",
            "Terug naar vóór r1c3 = 5",
        ],
        [
            "Nothing follows",
            "Aus dem Gitter, wie es ist, folgt nichts",
            "Uit het rooster zoals het is volgt niets",
        ],
        ["1 value placed", "1 Wert eingetragen", "1 waarde ingevuld"],
        [
            "12 values placed",
            "12 Werte eingetragen",
            "12 waarden ingevuld",
        ],
        [
            "So r1c4 = 7 fails as well",
            "Also scheitert auch r1c4 = 7",
            "Dus faalt ook r1c4 = 7",
        ],
    ];
    for (said, words) in sayings.iter().zip(expected) {
        for (lang, word) in Lang::ALL.into_iter().zip(words) {
            let text = said.text(&puzzle, lang, &PlainNumbers);
            assert!(text.contains(word), "{lang:?}: {text}");
        }
    }
    let all = sayings
        .last()
        .unwrap()
        .text(&puzzle, Lang::En, &PlainNumbers);
    assert!(
        all.ends_with("an entry or a note made before the tries is wrong."),
        "{all}"
    );
}
