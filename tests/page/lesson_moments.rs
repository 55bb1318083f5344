//! A lesson as moments: marked, titled, put in order, carried by one
//! link, kept in storage, and stepped through with the clicker.

use super::*;
use btlab::format::LinkProblem;
use btlab::page::{LessonAction, LESSON_KEY};

const QUEENS6: &str = r#"puzzle={"kind":"queens","n":6}&strategy=classic"#;

fn lesson(action: LessonAction) -> Action {
    Action::Lesson(action)
}

/// Goes to `step` and marks it as a moment titled `title`.
fn mark(page: &mut Page, step: u64, title: &str) {
    page.act(Action::Run(RunAction::SeekTo(step)));
    page.settle();
    assert_eq!(page.model.step(), step);
    page.act(lesson(LessonAction::Mark));
    let at = page.model.lesson.at().unwrap();
    page.act(lesson(LessonAction::Title(at, title.into())));
}

/// The clicker's key, as the page sees it while `presenting` or not.
fn clicker(page: &mut Page, key: &str) {
    let presenting = page.model.lesson.presenting();
    let pressed = Key {
        key: key.into(),
        presenting,
        ..Key::default()
    };
    page.act(key_action(&pressed).expect("the clicker's keys act"));
    page.settle();
}

/// The last command `pick` takes a fragment from.
fn last_fragment(page: &Page, pick: impl Fn(&Command) -> Option<&String>) -> String {
    let found = page.commands.iter().rev().find_map(pick);
    found.expect("a fragment given to the browser").clone()
}

/// The link the page copied last for a lesson.
fn copied_lesson(page: &Page) -> String {
    last_fragment(page, |c| match c {
        Command::CopyLesson(fragment) => Some(fragment),
        _ => None,
    })
}

#[test]
fn a_lesson_of_three_moments_travels_in_one_link_and_the_clicker_steps_through_it() {
    let mut page = Page::open(QUEENS6);
    mark(&mut page, 30, "Back to row 3");
    mark(&mut page, 5, "The first dead end");
    mark(&mut page, 60, "A solution");
    let default = page.model.lesson.moments()[2].title.clone();
    assert_eq!(default, "A solution");
    // Marked after the moment last shown: 30, 5, 60; put 5 first.
    page.act(lesson(LessonAction::Move(1, true)));
    let titles: Vec<&str> = page
        .model
        .lesson
        .moments()
        .iter()
        .map(|m| m.title.as_str())
        .collect();
    assert_eq!(
        titles,
        ["The first dead end", "Back to row 3", "A solution"]
    );
    assert!(page
        .commands
        .iter()
        .any(|c| matches!(c, Command::Store { key, .. } if *key == LESSON_KEY)));
    page.act(lesson(LessonAction::CopyLessonLink));
    let fragment = copied_lesson(&page);
    assert!(!fragment.contains(' '), "{fragment}");

    // Opened elsewhere: the first moment, presented.
    let mut other = Page::open(&fragment);
    other.settle();
    assert_eq!(other.model.lesson.moments(), page.model.lesson.moments());
    assert!(other.model.lesson.presenting());
    assert_eq!(other.model.lesson.at(), Some(0));
    assert_eq!(other.model.step(), 5);
    // Page Down goes from moment to moment, the arrows still step.
    clicker(&mut other, "PageDown");
    assert_eq!((other.model.step(), other.model.lesson.at()), (30, Some(1)));
    clicker(&mut other, "ArrowRight");
    assert_eq!(other.model.step(), 31);
    clicker(&mut other, "PageDown");
    assert_eq!((other.model.step(), other.model.lesson.at()), (60, Some(2)));
    clicker(&mut other, "PageDown");
    assert_eq!(other.model.step(), 60, "the last moment stays");
    clicker(&mut other, "PageUp");
    assert_eq!(other.model.step(), 30);
    // Not presenting, the clicker steps again.
    other.act(lesson(LessonAction::Present(false)));
    clicker(&mut other, "PageDown");
    assert_eq!(other.model.step(), 31);
    // Presenting again starts at the moment last shown.
    other.act(lesson(LessonAction::Present(true)));
    other.settle();
    assert_eq!((other.model.step(), other.model.lesson.at()), (30, Some(1)));
}

#[test]
fn a_moment_of_another_puzzle_opens_that_puzzle_and_the_lesson_is_kept_in_storage() {
    let mut page = Page::open(QUEENS6);
    mark(&mut page, 7, "Six queens");
    page.act(Action::Page(PageAction::OpenLink(
        r#"puzzle={"kind":"queens","n":4}&strategy=classic&step=3"#.into(),
    )));
    page.settle();
    page.act(lesson(LessonAction::Mark));
    assert_eq!(page.model.lesson.moments().len(), 2);
    page.act(lesson(LessonAction::GoTo(0)));
    page.settle();
    assert!(
        page.model.link().contains("%22n%22:6") || page.model.link().contains(r#""n":6"#),
        "{}",
        page.model.link()
    );
    assert_eq!(page.model.step(), 7);
    page.act(lesson(LessonAction::GoTo(1)));
    page.settle();
    assert_eq!(page.model.step(), 3);
    assert_eq!(page.model.lesson.moments()[1].title, "Step 3");

    // What storage kept comes back on the next visit, not presented.
    let kept = page
        .commands
        .iter()
        .rev()
        .find_map(|c| match c {
            Command::Store { key, value } if *key == LESSON_KEY => Some(value.clone()),
            _ => None,
        })
        .unwrap();
    let mut next = Page::open("");
    next.act(Action::Init {
        fragment: String::new(),
        editor: None,
        panels: None,
        lang: None,
        browser: vec!["de".into()],
        toured: true,
        lesson: Some(kept),
    });
    assert_eq!(next.model.lesson.moments(), page.model.lesson.moments());
    assert!(!next.model.lesson.presenting());
    // Removing the moment shown forgets where the lesson was.
    next.act(lesson(LessonAction::GoTo(1)));
    next.settle();
    next.act(lesson(LessonAction::Remove(1)));
    assert_eq!(next.model.lesson.at(), None);
    assert_eq!(next.model.lesson.moments().len(), 1);
}

#[test]
fn a_broken_lesson_in_a_link_is_named_and_the_rest_of_the_link_opens() {
    let page = Page::open(&format!(
        "{QUEENS6}&lesson=%5B%5B%22a%22,4%5D,%5B%22b%22,%5D%5D"
    ));
    let Some(Note::Link(problems)) = &page.model.screen.note() else {
        panic!("a note on the link: {:?}", page.model.screen.note());
    };
    assert_eq!(problems[..], [LinkProblem::Lesson { at: 15 }]);
    assert!(page.model.lesson.moments().is_empty());
    let text = Note::Link(problems.clone()).text(Lang::De, &PlainNumbers);
    assert!(text.contains("Zeichen 15"), "{text}");
}

#[test]
fn a_title_keeps_one_line_of_at_most_eighty_characters() {
    let mut page = Page::open(QUEENS6);
    mark(&mut page, 2, &format!("{}\nsecond line", "x".repeat(100)));
    let title = &page.model.lesson.moments()[0].title;
    assert_eq!(title.chars().count(), btlab::page::MAX_TITLE);
    assert!(!title.contains('\n'));
}

/// The address the page wrote last.
fn address_bar(page: &Page) -> String {
    last_fragment(page, |c| match c {
        Command::Url(link) => Some(link),
        _ => None,
    })
}

#[test]
fn a_lesson_presented_is_in_the_address_bar_and_a_reload_presents_it_at_the_same_moment() {
    let mut page = Page::open(QUEENS6);
    mark(&mut page, 5, "The first dead end");
    mark(&mut page, 12, "Row 3 again");
    mark(&mut page, 20, "Back to row 1");
    // Not presented: the address is the moment's alone.
    assert!(!address_bar(&page).contains("lesson="));
    page.act(lesson(LessonAction::Present(true)));
    clicker(&mut page, "PageDown");
    clicker(&mut page, "PageDown");
    clicker(&mut page, "PageUp");
    assert_eq!((page.model.step(), page.model.lesson.at()), (12, Some(1)));
    page.act(Action::Tick);
    let address = address_bar(&page);
    assert!(address.contains("&lesson="), "{address}");

    let mut reloaded = Page::open(&address);
    reloaded.settle();
    assert_eq!(reloaded.model.step(), 12);
    assert_eq!(reloaded.model.lesson.moments(), page.model.lesson.moments());
    assert!(reloaded.model.lesson.presenting());
    assert_eq!(reloaded.model.lesson.at(), Some(1));
    clicker(&mut reloaded, "PageDown");
    assert_eq!(
        (reloaded.model.step(), reloaded.model.lesson.at()),
        (20, Some(2))
    );

    // Reloaded between two moments, Page Down goes on to the next one.
    reloaded.act(Action::Run(RunAction::SeekTo(15)));
    reloaded.settle();
    reloaded.act(Action::Tick);
    let between = Page::open(&address_bar(&reloaded));
    assert_eq!(between.model.lesson.at(), Some(1));
}

#[test]
fn a_broken_lesson_beside_a_step_stays_named_once_the_run_reaches_the_step() {
    let mut page = Page::open(&format!(
        "{QUEENS6}&step=3&lesson=%5B%5B%22a%22,4%5D,%5B%22b%22,%5D%5D"
    ));
    page.settle();
    assert_eq!(page.model.step(), 3);
    assert!(
        matches!(page.model.screen.note(), Some(Note::Link(_))),
        "{:?}",
        page.model.screen.note()
    );
}
