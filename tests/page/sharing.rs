//! A run to the end shared among helper workers shows what the run alone shows.

use super::*;
use btlab::page::RunEnd;

#[test]
fn the_way_to_the_end_is_shared_among_helpers_and_shows_what_the_run_alone_shows() {
    let link = format!("puzzle={PRESSE}&strategy=classic&mode=all");
    let mut alone = Page::open(&link);
    alone.model = Model::new(alone.model.document.editor().clone(), 1);
    alone.commands.clear();
    alone.act(Action::Init {
        fragment: link.clone(),
        editor: None,
        panels: None,
        lang: None,
        browser: vec!["en-GB".into()],
        toured: true,
        lesson: None,
    });
    alone.act(Action::Run(RunAction::ToEnd));
    alone.settle();
    let mut shared = Page::open(&link);
    shared.act(Action::Run(RunAction::ToEnd));
    shared.settle();
    let helped = shared
        .commands
        .iter()
        .filter(|c| matches!(c, Command::Send(Worker::Helper(_), _)))
        .count();
    assert!(helped > 0, "pieces went to the helper");
    assert!(!alone.commands.iter().any(|c| matches!(
        c,
        Command::Send(Worker::Helper(_), _) | Command::Start(Worker::Helper(_))
    )));
    let (a, b) = (
        alone.model.run.current().unwrap(),
        shared.model.run.current().unwrap(),
    );
    assert_eq!(b.moment.stats.attempts, 6_432_362);
    assert_eq!(
        (b.moment.step, b.moment.stats, &b.moment.depth),
        (a.moment.step, a.moment.stats, &a.moment.depth)
    );
    assert_eq!(b.solutions, a.solutions);
    assert_eq!(b.shared_by, Some(2));
    assert_eq!(
        *shared.model.screen.note(),
        Some(Note::Ended(RunEnd::ExactlyOne))
    );
    // Back from the end, and to a step inside a piece a helper searched.
    for page in [&mut alone, &mut shared] {
        page.act(Action::Run(RunAction::StepBack));
        page.settle();
        page.act(Action::Run(RunAction::SeekTo(9_000_001)));
        page.settle();
    }
    let (a, b) = (
        &alone.model.run.current().unwrap().moment,
        &shared.model.run.current().unwrap().moment,
    );
    assert_eq!(b.step, 9_000_001);
    assert_eq!((&b.path, b.stats, &b.levels), (&a.path, a.stats, &a.levels));
}

#[test]
fn a_helper_that_dies_holds_nobody_up_and_is_replaced() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&mode=all"));
    // The helper answers its first question (it is loaded), then dies:
    // nothing more comes from it.
    let answers = std::cell::Cell::new(0);
    page.run_to_end_losing(|from, _| {
        let helper = matches!(from, Worker::Helper(_));
        answers.set(answers.get() + u32::from(helper));
        helper && answers.get() > 1
    });
    let dealt = |page: &Page| {
        page.commands
            .iter()
            .filter(|c| matches!(c, Command::Send(Worker::Helper(_), Request::Pieces { .. })))
            .count()
    };
    assert!(dealt(&page) > 0, "it was dealt pieces");
    // The run's own worker searched them too once it had nothing else.
    let run = page.model.run.current().unwrap();
    assert!(run.finished());
    assert_eq!(run.moment.stats.attempts, 6_432_362);
    // Silent past the watchdog's time: replaced; the new one answers and
    // takes pieces of the next run.
    let started = |page: &Page| {
        page.commands
            .iter()
            .filter(|c| matches!(c, Command::Start(Worker::Helper(0))))
            .count()
    };
    let before = started(&page);
    page.now += btlab::page::WATCHDOG_MS + 1.0;
    page.act(Action::Tick);
    assert!(started(&page) > before);
    let before = dealt(&page);
    page.act(Action::Run(RunAction::SetMode(Mode::First)));
    page.act(Action::Run(RunAction::SetMode(Mode::All)));
    page.act(Action::Run(RunAction::ToEnd));
    page.settle();
    assert!(dealt(&page) > before, "the new helper took pieces");
    assert_eq!(
        page.model.run.current().unwrap().moment.stats.attempts,
        6_432_362
    );
}

#[test]
fn a_shared_run_shows_its_counters_rise_and_a_pause_keeps_how_far_it_went() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&mode=all"));
    let commands = page.model.update(Action::Run(RunAction::ToEnd), page.now);
    page.carry_out(commands);
    // Answers one at a time, until the pieces back one after the other
    // from the first have added to the counters, and some are still out.
    let mut shown = Vec::new();
    while let Some((from, reply)) = page.replies.pop_front() {
        page.deliver(from, reply);
        let run = page.model.run.current().unwrap();
        shown.push(run.stats().attempts);
        let out = matches!(&run.sharing, Sharing::On(share) if !share.finished());
        if out && run.stats() != run.moment.stats {
            break;
        }
    }
    assert!(
        shown.windows(2).all(|w| w[0] <= w[1]),
        "the counters only rise"
    );
    let run = page.model.run.current().unwrap();
    assert_eq!(
        run.workers_at_once(),
        Some((2, true)),
        "searching on 2 workers at once"
    );
    assert!(run.elapsed() > 0.0, "the time runs");
    let before = run.stats();
    assert!(
        before.attempts > 1000 && before.attempts < 6_432_362,
        "{before:?}"
    );
    page.act(Action::Run(RunAction::Pause));
    page.settle();
    let run = page.model.run.current().unwrap();
    assert!(!run.finished());
    // Paused where the counters showed, and the few tries above the
    // pieces (between them), which the run counts once it passes them.
    let after = run.stats();
    assert!(after.attempts >= before.attempts && after.attempts < before.attempts + 1000);
    assert!(after.placements >= before.placements && after.solutions == before.solutions);
    // And on to the end, shared again.
    page.act(Action::Run(RunAction::ToEnd));
    page.settle();
    let run = page.model.run.current().unwrap();
    assert!(run.finished());
    assert_eq!(run.stats().attempts, 6_432_362);
    assert_eq!((run.workers_at_once(), run.shared_by), (None, Some(2)));
}

#[test]
fn a_helper_still_loading_gets_no_pieces_and_the_run_goes_on_without_it() {
    // Helpers start once all solutions are asked for; this one never
    // answers (it is still loading).
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&mode=first"));
    assert!(!page
        .commands
        .iter()
        .any(|c| matches!(c, Command::Start(Worker::Helper(_)))));
    let commands = page
        .model
        .update(Action::Run(RunAction::SetMode(Mode::All)), page.now);
    assert!(commands
        .iter()
        .any(|c| matches!(c, Command::Start(Worker::Helper(0)))));
    page.carry_out(commands);
    page.replies.clear();
    page.run_to_end_losing(|from, _| matches!(from, Worker::Helper(_)));
    let run = page.model.run.current().unwrap();
    assert!(run.finished());
    assert_eq!(run.moment.stats.attempts, 6_432_362);
    assert!(!page
        .commands
        .iter()
        .any(|c| matches!(c, Command::Send(Worker::Helper(_), Request::Pieces { .. }))));
}

#[test]
fn the_note_after_a_shared_run_names_its_workers() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":10}&strategy=classic&mode=all"#);
    page.act(Action::Run(RunAction::ToEnd));
    page.settle();
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::Ended(RunEnd::Solutions {
            count: 724,
            workers: Some(2)
        }))
    );
}

#[test]
fn a_language_whose_texts_cannot_be_fetched_is_said_and_the_page_speaks_one_it_has() {
    let mut page = Page::open("");
    page.act(Action::Page(PageAction::SetLang(Lang::Nl)));
    page.act(Action::Page(PageAction::LangUnavailable {
        wanted: Lang::Nl,
        speaking: Lang::En,
    }));
    assert_eq!(page.model.screen.lang(), Lang::En);
    let told = page.commands.iter().rev().find_map(|c| match c {
        Command::Lang(lang) => Some(*lang),
        _ => None,
    });
    assert_eq!(told, Some(Lang::En), "the page is told to speak English");
    let note = page.model.screen.note().as_ref().expect("said");
    assert_eq!(
        note.text(Lang::En, &PlainNumbers),
        "Nederlands: the page's texts in this language cannot be fetched now (offline?). The page stays in English until they can."
    );
    // A late answer for a language left since changes nothing.
    page.act(Action::Page(PageAction::LangUnavailable {
        wanted: Lang::De,
        speaking: Lang::En,
    }));
    page.act(Action::Page(PageAction::SetLang(Lang::De)));
    assert_eq!(page.model.screen.lang(), Lang::De);
}
