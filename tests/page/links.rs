//! What a link opens: its step, board and counters, a broken key named and the rest kept, and the language it asks for.

use super::*;

#[test]
fn a_link_opens_the_step_it_names() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic&step=4"#);
    page.settle();
    assert_eq!(page.model.step(), 4);
    let facts = page.model.run.facts().unwrap();
    assert_eq!(
        facts.explanation.fact,
        Fact::Reject {
            cell: 1,
            value: 1,
            reason: Some(Reason::Attacked {
                row: 0,
                column: 0,
                line: Line::Column
            })
        }
    );
    assert_eq!(
        page.sentence(),
        "r2c1 is attacked by the queen on r1c1 (same column)."
    );
    // The queen on r1c1 and the rejected square: told apart on the board.
    let cells = cell_views(&page.model).squares;
    assert_eq!(cells[0].state, CellState::Placed);
    assert!(cells[0].classes.contains(&"culprit"));
    assert_eq!(cells[4].state, CellState::Rejected);
    // The address bar holds the same moment.
    let url = page.commands.iter().rev().find_map(|c| match c {
        Command::Url(u) => Some(u.clone()),
        _ => None,
    });
    let back = read_link(&url.unwrap());
    assert_eq!(
        (back.step, back.strategy, back.mode),
        (Some(4), Some(Strategy::Classic), Some(Mode::First))
    );
}

#[test]
fn a_link_on_presse_restores_board_and_counters() {
    let link = format!("puzzle={PRESSE}&strategy=classic&mode=all&step=123456");
    let mut page = Page::open(&link);
    page.settle();
    let mut straight = btlab::solve::stepper(&puzzle(PRESSE), Strategy::Classic).unwrap();
    for _ in 0..123_456 {
        straight.step();
    }
    let run = page.model.run.current().unwrap();
    assert_eq!(run.moment.step, 123_456);
    assert_eq!(run.moment.stats, straight.stats());
    assert_eq!(run.moment.path, straight.path());
    let cells = cell_views(&page.model).squares;
    for mv in straight.path() {
        assert_eq!(cells[mv.cell as usize].text, mv.value.to_string());
    }
}

#[test]
fn broken_links_name_the_key_and_keep_the_rest() {
    let page = Page::open("puzzle=12x4&strategy=clever&step=many&mode=all");
    let Some(Note::Link(problems)) = &page.model.screen.note() else {
        panic!("{:?}", page.model.screen.note())
    };
    assert_eq!(problems.len(), 3, "{problems:?}");
    let problems: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert!(problems[0].starts_with("link, puzzle: line 1, column 3: unexpected character 'x'"));
    assert!(problems[1].contains("strategy") && problems[1].contains("clever"));
    assert!(problems[2].contains("step") && problems[2].contains("many"));
    assert_eq!(
        page.model.choices.mode(),
        Mode::All,
        "the good part applies"
    );
}

#[test]
fn the_language_comes_from_the_link_the_choice_or_the_browser() {
    let open = |fragment: &str, lang: Option<&str>, browser: &[&str]| {
        let mut model = Model::new(Editor::new(puzzle(PRESSE)), 2);
        let commands = model.update(
            Action::Init {
                fragment: fragment.into(),
                editor: None,
                panels: None,
                lang: lang.map(String::from),
                browser: browser.iter().map(|s| s.to_string()).collect(),
                toured: false,
                lesson: None,
            },
            0.0,
        );
        (model, commands)
    };
    use btlab::i18n::Lang;
    let (m, commands) = open("", None, &["tlh-Latn", "de-AT", "en"]);
    assert_eq!(m.screen.lang(), Lang::De, "the first the page speaks");
    assert!(commands.contains(&Command::Lang(Lang::De)));
    assert_eq!(open("", None, &["tlh"]).0.screen.lang(), Lang::En);
    assert_eq!(
        open("", Some("nl"), &["de"]).0.screen.lang(),
        Lang::Nl,
        "the user's choice wins"
    );
    assert_eq!(
        open("lang=de", Some("nl"), &["en"]).0.screen.lang(),
        Lang::De,
        "a link wins"
    );
    let (mut m, _) = open("", None, &[]);
    let commands = m.update(Action::Page(PageAction::NextLang), 0.0);
    assert_eq!(m.screen.lang(), Lang::De);
    assert!(commands.contains(&Command::Store {
        key: "btlab.lang",
        value: "de".into()
    }));
    assert!(m.link().contains("lang=de"));
    let l = Key {
        key: "L".into(),
        ..Key::default()
    };
    assert_eq!(key_action(&l), Some(Action::Page(PageAction::NextLang)));
}

#[test]
fn a_link_pasted_into_the_open_page_opens_its_moment() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&step=40"));
    page.settle();
    assert_eq!(page.model.step(), 40);
    // The page's own link changes nothing.
    let own = page.model.link();
    page.act(Action::Page(PageAction::OpenLink(own)));
    page.settle();
    assert_eq!(page.model.step(), 40);
    page.act(Action::Page(PageAction::OpenLink(
        r#"puzzle={"kind":"queens","n":6}&strategy=mrv&step=5"#.into(),
    )));
    page.settle();
    assert_eq!(page.model.document.editor().puzzle().kind(), "queens");
    assert_eq!(page.model.choices.strategy(), Strategy::Mrv);
    assert_eq!(page.model.step(), 5);
}

#[test]
fn a_link_with_problems_stays_in_the_address_bar_until_the_reader_acts() {
    let urls = |page: &Page| {
        page.commands
            .iter()
            .filter(|c| matches!(c, Command::Url(_)))
            .count()
    };
    let mut page = Page::open("strategy=clever&step=many");
    page.settle();
    for _ in 0..5 {
        page.now += 500.0;
        page.act(Action::Tick);
    }
    assert_eq!(urls(&page), 0, "the reader's link is left to be seen");
    page.act(Action::Run(RunAction::Step));
    page.settle();
    assert!(
        urls(&page) > 0,
        "once the reader acts, the bar holds the moment"
    );
    // A good link is written back as usual.
    let page = Page::open("strategy=classic");
    assert!(urls(&page) > 0);
}

#[test]
fn a_puzzle_being_solved_travels_with_its_entries_as_entries() {
    let mut page = Page::open("");
    let editor = page.model.document.editor();
    let free = (0..81).find(|&c| !editor.is_given(c)).unwrap();
    page.act(Action::Edit(EditAction::Select(free)));
    page.act(Action::Edit(EditAction::Type(7)));
    let link = page.model.link();
    assert!(link.contains("&entries="), "{link}");
    let mut other = Page::open(&link);
    let received = other.model.document.editor();
    assert_eq!(received.values()[free], 7);
    assert!(
        !received.is_given(free),
        "the entry is the person's, not a given"
    );
    let json = btlab::format::to_json;
    assert_eq!(
        json(received.puzzle()),
        json(page.model.document.editor().puzzle())
    );
    // Entries that cannot stand on the board are named; the puzzle opens.
    let bad = link.replace("&entries=", "&entries=Z");
    other = Page::open(&bad);
    assert!(
        matches!(&other.model.screen.note(), Some(Note::Link(p)) if matches!(p[..], [btlab::format::LinkProblem::EntryCount { wanted: 81, found: 82 }])),
        "{:?}",
        other.model.screen.note()
    );
    assert_eq!(other.model.document.editor().values()[free], 0);
}

#[test]
fn a_message_the_reader_caused_before_the_linked_step_arrived_stays() {
    let mut page = Page::open("");
    // A link opened: the worker's answers are still on their way when
    // the reader copies the embed code.
    let link = format!("puzzle={PRESSE}&strategy=classic&step=10");
    let asked = page
        .model
        .update(Action::Page(PageAction::OpenLink(link)), page.now);
    page.model
        .update(Action::Page(PageAction::EmbedCopied(true)), page.now);
    page.carry_out(asked);
    while let Some((from, reply)) = page.replies.pop_front() {
        page.deliver(from, reply);
    }
    page.settle();
    assert_eq!(page.model.step(), 10);
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::Sent(btlab::page::Sent::EmbedCopied)),
        "the reader's message is not replaced by the resumed step"
    );
}

/// How many searches the page has started.
fn starts(page: &Page) -> usize {
    page.commands
        .iter()
        .filter(|c| matches!(c, Command::Send(_, Request::Start { .. })))
        .count()
}

#[test]
fn a_moment_of_the_run_on_screen_moves_the_cursor_and_keeps_the_run() {
    // A class's student: the teacher's next moment is this run at another
    // step, without the teacher's language.
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&step=40&lang=de"));
    page.settle();
    let started = starts(&page);
    let teachers = format!("puzzle={PRESSE}&strategy=classic&mode=first&speed=0&step=45");
    page.act(Action::Page(PageAction::OpenLink(teachers)));
    page.settle();
    // The run is kept (a new one would search again from step 0), and
    // nothing says "resumed".
    assert_eq!(starts(&page), started);
    assert_eq!(page.model.step(), 45);
    assert_eq!(page.model.screen.lang(), Lang::De);
    assert!(!matches!(page.model.screen.note(), Some(Note::Resumed(45))));
    // Back, too.
    let earlier = format!("puzzle={PRESSE}&strategy=classic&mode=first&speed=0&step=3");
    page.act(Action::Page(PageAction::OpenLink(earlier)));
    page.settle();
    assert_eq!(page.model.step(), 3);
}

#[test]
fn a_class_on_the_page_starts_the_search_at_step_0_before_the_teachers_first_step() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic"));
    page.settle();
    assert!(
        page.model.run.current().is_none(),
        "a first visit starts no search"
    );
    page.act(Action::Page(PageAction::ClassOn));
    assert!(page
        .commands
        .iter()
        .any(|c| matches!(c, Command::Warm(Worker::Run))));
    assert!(page
        .commands
        .iter()
        .any(|c| matches!(c, Command::Send(Worker::Run, Request::Start { .. }))));
    page.settle();
    assert!(page.model.run.current().is_some());
    assert_eq!(
        page.model.step(),
        0,
        "the cursor stays where the teacher is"
    );
    // The teacher's first step is then a moment of the run on screen.
    let teachers = format!("puzzle={PRESSE}&strategy=classic&mode=first&speed=0&step=1");
    let started = starts(&page);
    page.act(Action::Page(PageAction::OpenLink(teachers)));
    page.settle();
    assert_eq!(starts(&page), started, "no second start");
    assert_eq!(page.model.step(), 1);
    // The teacher opens another puzzle: followed at its step 0, the
    // search is ready again.
    page.act(Action::Page(PageAction::OpenLink(
        r#"puzzle={"kind":"queens","n":6}&strategy=classic"#.into(),
    )));
    page.settle();
    assert!(
        page.model.run.current().is_some(),
        "ready on the new puzzle"
    );
    assert_eq!(page.model.step(), 0);
}

#[test]
fn a_link_to_a_game_id_opens_once_the_worker_has_read_it() {
    // Dutch 1 as a Tatham game ID: the page opens on Presse.
    let read = puzzle(btlab::library::LIBRARY[1].1);
    let id = btlab::format::to_game_id(&read).unwrap();
    let mut page = Page::open(&format!("puzzle={id}&strategy=classic&mode=all&step=7"));
    page.settle();
    assert_eq!(
        btlab::format::to_json(page.model.document.editor().puzzle()),
        btlab::format::to_json(&read)
    );
    assert_eq!(page.model.step(), 7, "the rest of the link is followed");
    assert_eq!(page.model.choices.mode(), Mode::All);
    // The address bar holds the puzzle as the page writes it.
    let url = page.commands.iter().rev().find_map(|c| match c {
        Command::Url(u) => Some(u.clone()),
        _ => None,
    });
    let back = read_link(&url.unwrap());
    assert!(back.puzzle_elsewhere.is_none());
    assert_eq!(
        back.puzzle.map(|p| btlab::format::to_json(&p)),
        Some(btlab::format::to_json(&read))
    );
}

#[test]
fn a_link_to_a_game_id_that_does_not_read_names_its_character_and_keeps_the_rest() {
    let page = Page::open("puzzle=3x3:a1$&strategy=clever&mode=all");
    let Some(Note::Link(problems)) = &page.model.screen.note() else {
        panic!("{:?}", page.model.screen.note())
    };
    let problems: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(
        problems[0].contains("game ID, character 7 ('$')"),
        "{problems:?}"
    );
    assert!(problems[1].contains("clever"), "{problems:?}");
    assert_eq!(
        page.model.choices.mode(),
        Mode::All,
        "the good part applies"
    );
    assert_eq!(
        btlab::format::to_json(page.model.document.editor().puzzle()),
        btlab::format::to_json(&puzzle(btlab::library::LIBRARY[0].1)),
        "the grid stays"
    );
}
