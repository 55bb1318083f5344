//! The classroom modes: predicting the next step, and a race of strategies.

use super::*;
use btlab::page::{ModeKind, WorkerNote};

#[test]
fn predict_mode_asks_scores_and_shows() {
    use btlab::page::{Answer, Question};
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic"#);
    page.act(Action::Classroom(ClassroomAction::Toggle(
        ModeKind::Predict,
    )));
    page.act(Action::Run(RunAction::Step));
    page.settle();
    let question = |page: &Page| page.model.mode.predict().unwrap().question().cloned();
    assert_eq!(
        question(&page),
        Some(Question::Value {
            cell: 0,
            options: vec![1, 2, 3, 4]
        })
    );
    assert_eq!(page.model.step(), 0, "the step is held back");
    let asked = question(&page).unwrap();
    let puzzle = page.model.document.editor().puzzle().clone();
    let words = asked.words(&puzzle, Lang::En).unwrap();
    assert_eq!(words.text, "Which square will row 1 try?");
    assert_eq!(words.options[0].1, "r1c1");
    page.act(Action::Classroom(ClassroomAction::Answer(Answer::Value(1))));
    let score = |page: &Page| {
        let p = page.model.mode.predict().unwrap();
        (p.right(), p.asked(), p.verdict())
    };
    assert_eq!(score(&page), (1, 1, Some(true)));
    assert_eq!(page.model.step(), 1, "then shown");
    // Will r1c1 be rejected? No: placed.
    page.act(Action::Run(RunAction::Step));
    page.settle();
    assert_eq!(
        question(&page),
        Some(Question::Rejected { cell: 0, value: 1 })
    );
    page.act(Action::Classroom(ClassroomAction::Answer(Answer::No)));
    assert_eq!(score(&page), (2, 2, Some(true)));
    // Which value will row 2 try? Not 3: a wrong answer.
    page.act(Action::Run(RunAction::Step));
    page.settle();
    page.act(Action::Edit(EditAction::Type(3)));
    assert_eq!(score(&page), (2, 3, Some(false)));
    // Will r2c1 be rejected, and by which cell? Clicking r1c1: right.
    page.act(Action::Run(RunAction::Step));
    page.settle();
    assert_eq!(
        question(&page),
        Some(Question::Rejected { cell: 1, value: 1 })
    );
    page.act(Action::Edit(EditAction::Select(0)));
    assert_eq!(score(&page), (3, 4, Some(true)));
    assert_eq!(page.model.step(), 4);
    assert_eq!(
        page.model.document.editor().values(),
        [0, 0, 0, 0],
        "a click answers, it does not edit"
    );
    // Space steps to the next question; leaving predict mode drops it.
    let space = Key {
        key: " ".into(),
        ..Key::default()
    };
    page.act(key_action(&space).unwrap());
    page.settle();
    assert!(question(&page).is_some());
    page.act(Action::Classroom(ClassroomAction::Toggle(
        ModeKind::Predict,
    )));
    assert!(page.model.mode.predict().is_none());
    assert_eq!(page.model.step(), 4);
}

#[test]
fn a_race_keeps_one_pace_and_sums_up() {
    let link = format!(
        "puzzle={}&mode=all&race=classic,propagate&speed=6",
        KENDOKU_009.replace(['\n', ' '], "")
    );
    let mut page = Page::open(&link);
    let race = page
        .model
        .mode
        .race()
        .unwrap_or_else(|| panic!("{:?}", page.model.screen.note()));
    assert_eq!(race.lanes().len(), 2);
    page.act(Action::Run(RunAction::Play));
    let mut last = (0, 0);
    for _ in 0..10_000 {
        page.now += 16.0;
        page.act(Action::Tick);
        let race = page.model.mode.race().unwrap();
        let steps: Vec<u64> = race.lanes().iter().map(|l| l.run().moment.step).collect();
        if race.lanes().iter().all(|l| !l.run().finished()) {
            assert_eq!(steps[0], steps[1], "the same pace");
        }
        last = (steps[0], steps[1]);
        if race.done() {
            break;
        }
    }
    let race = page.model.mode.race().unwrap();
    assert!(race.done(), "{last:?}");
    assert_eq!(race.lanes()[0].run().stats().attempts, 4343);
    assert_eq!(race.lanes()[1].run().stats().attempts, 38);
    assert_eq!(
        race.summary(btlab::i18n::Lang::En, &PlainNumbers),
        "propagate needed 38 attempts, classic 4,343"
    );
    assert!(page.model.link().contains("race=classic,propagate"));
    page.act(Action::Classroom(ClassroomAction::LeaveRace));
    assert!(page.model.mode.race().is_none());
    assert!(page
        .commands
        .iter()
        .any(|c| matches!(c, Command::Stop(Worker::Lane { .. }))));
}

#[test]
fn a_race_lane_whose_worker_dies_is_replaced_and_the_race_ends_with_the_same_counts() {
    let link = format!(
        "puzzle={}&mode=all&race=classic,propagate&speed=6",
        KENDOKU_009.replace(['\n', ' '], "")
    );
    let mut page = Page::open(&link);
    page.act(Action::Run(RunAction::Play));
    for _ in 0..5 {
        page.now += 16.0;
        page.act(Action::Tick);
    }
    let race = page.model.mode.race().unwrap();
    let classic = Worker::Lane {
        race: race.id(),
        index: 0,
    };
    let reached = race.lanes()[0].run().moment.step;
    assert!(reached > 0);
    page.kill(classic);
    let mut replaced = false;
    for _ in 0..10_000 {
        page.now += 16.0;
        page.act(Action::Tick);
        replaced |=
            *page.model.screen.note() == Some(Note::Worker(WorkerNote::LaneReplaced("classic")));
        let race = page.model.mode.race().unwrap();
        if race.done() {
            break;
        }
    }
    assert!(replaced, "the page says the lane's worker was replaced");
    assert!(page.commands.contains(&Command::Start(classic)));
    let race = page.model.mode.race().unwrap();
    assert!(race.done());
    assert_eq!(race.lanes()[0].run().stats().attempts, 4343);
    assert_eq!(race.lanes()[1].run().stats().attempts, 38);
}

/// What the race view draws is worked out natively: each lane's counters
/// and event, the boards' extent, and the summary once both are done.
#[test]
fn the_race_view_shows_each_lanes_counters_and_the_summary_at_the_end() {
    use btlab::page::RaceSnapshot;
    let link = format!(
        "puzzle={}&mode=all&race=classic,propagate&speed=6",
        KENDOKU_009.replace(['\n', ' '], "")
    );
    let mut page = Page::open(&link);
    let snapshot = |page: &Page| {
        let race = page.model.mode.race().unwrap();
        RaceSnapshot::of(race, page.model.document.editor(), Lang::En, &PlainNumbers)
    };
    let start = snapshot(&page);
    assert_eq!(start.lanes.len(), 2);
    assert_eq!(start.summary, None);
    assert_eq!(start.extent, page.model.document.editor().side());
    page.act(Action::Run(RunAction::ToEnd));
    page.settle();
    for _ in 0..1000 {
        if page.model.mode.race().unwrap().done() {
            break;
        }
        page.now += 16.0;
        page.act(Action::Tick);
    }
    let end = snapshot(&page);
    assert_eq!(end.lanes[0].counts[0], 4343);
    assert_eq!(end.lanes[1].counts[0], 38);
    assert!(end.lanes.iter().all(|l| l.done));
    assert_eq!(
        end.summary.as_deref(),
        Some("propagate needed 38 attempts, classic 4,343")
    );
    // 4,343 / 38 = 114.3: said as a whole number.
    assert_eq!(
        end.winner.as_deref(),
        Some("propagate wins: classic needed 114 times as many attempts.")
    );
}

#[test]
fn projector_mode_pages_through_the_panels_beside_the_explanation() {
    use btlab::page::ProjectorPages;
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic&step=3"#);
    let v = Key {
        key: "v".into(),
        ..Key::default()
    };
    assert_eq!(
        page.model.screen.projector_pages(),
        None,
        "not outside projector mode"
    );
    page.act(Action::Page(PageAction::TogglePanel(Panel::Sets)));
    page.act(Action::Page(PageAction::ToggleProjector));
    let on_screen = |page: &Page| {
        Panel::ALL
            .iter()
            .copied()
            .filter(|&p| page.model.on_screen().panels_on_screen().shows(p))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        page.model.screen.projector_pages(),
        Some(ProjectorPages {
            pages: vec![Panel::Code, Panel::Chain, Panel::Tree],
            current: Panel::Code
        }),
        "the panels switched on, the first on screen"
    );
    assert_eq!(on_screen(&page), [Panel::Explanation, Panel::Code]);
    page.act(key_action(&v).unwrap());
    assert_eq!(on_screen(&page), [Panel::Explanation, Panel::Chain]);
    page.act(key_action(&v).unwrap());
    page.act(key_action(&v).unwrap());
    assert_eq!(
        on_screen(&page),
        [Panel::Explanation, Panel::Code],
        "round to the first"
    );
    page.act(Action::Page(PageAction::ShowPage(Panel::Tree)));
    // The choice holds while the teacher leaves and comes back, and a
    // panel switched off gives way to the first switched on.
    page.act(Action::Page(PageAction::ToggleProjector));
    assert_eq!(
        on_screen(&page).len(),
        4,
        "every panel switched on, outside"
    );
    page.act(Action::Page(PageAction::ToggleProjector));
    assert_eq!(on_screen(&page), [Panel::Explanation, Panel::Tree]);
    page.act(Action::Page(PageAction::TogglePanel(Panel::Tree)));
    assert_eq!(on_screen(&page), [Panel::Explanation, Panel::Code]);
    for p in [Panel::Code, Panel::Chain] {
        page.act(Action::Page(PageAction::TogglePanel(p)));
    }
    assert_eq!(page.model.screen.projector_pages(), None);
    assert_eq!(
        on_screen(&page),
        [Panel::Explanation],
        "the Explanation always"
    );
}

#[test]
fn a_race_is_refused_while_the_lab_is_open_and_predict_mode_gives_way_to_one() {
    use btlab::page::{LabAction, ModeKind};
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic"#);
    let open = LabAction::Open {
        kept: None,
        step: None,
        own: None,
    };
    page.act(Action::Lab(open));
    assert_eq!(page.model.page_mode(), ModeKind::Lab);
    let race = vec![Strategy::Classic, Strategy::Mrv];
    page.act(Action::Classroom(ClassroomAction::StartRace(race.clone())));
    assert_eq!(page.model.page_mode(), ModeKind::Lab, "the Lab stays open");
    assert!(page.model.mode.race().is_none());
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::LeaveMode(ModeKind::Lab))
    );
    let words = page
        .model
        .screen
        .note()
        .as_ref()
        .unwrap()
        .text(Lang::En, &PlainNumbers);
    assert_eq!(words, "The Lab is open: close the Lab first.");
    page.act(Action::Classroom(ClassroomAction::Toggle(
        ModeKind::Predict,
    )));
    assert_eq!(
        page.model.page_mode(),
        ModeKind::Lab,
        "no predict mode in the Lab"
    );

    // Closed, the Lab lets predict mode on, which a race then replaces.
    page.act(Action::Lab(LabAction::Close));
    page.act(Action::Classroom(ClassroomAction::Toggle(
        ModeKind::Predict,
    )));
    assert_eq!(page.model.page_mode(), ModeKind::Predict);
    page.act(Action::Classroom(ClassroomAction::StartRace(race)));
    assert_eq!(page.model.page_mode(), ModeKind::Race);
    assert_eq!(page.model.mode.race().unwrap().lanes().len(), 2);
    // The race keeps the page: no Lab until it is left.
    let open = LabAction::Open {
        kept: None,
        step: None,
        own: None,
    };
    page.act(Action::Lab(open));
    assert_eq!(page.model.page_mode(), ModeKind::Race);
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::LeaveMode(ModeKind::Race))
    );
    page.act(Action::Classroom(ClassroomAction::LeaveRace));
    assert_eq!(page.model.page_mode(), ModeKind::Watch);
}

#[test]
fn predict_mode_runs_on_keys_alone_skips_without_a_miss_and_asks_no_question_with_one_answer() {
    use btlab::engine::Event;
    use btlab::page::Question;
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":5}&strategy=classic"#);
    let press = |page: &mut Page, key: &str| {
        let pressed = Key {
            key: key.into(),
            ..Key::default()
        };
        page.act(key_action(&pressed).expect("the key acts"));
        page.settle();
    };
    press(&mut page, "q");
    assert!(
        page.model.mode.predict().is_some(),
        "Q turns predict mode on"
    );
    press(&mut page, "PageDown");
    assert!(page.model.mode.predict().unwrap().question().is_some());
    press(&mut page, "1");
    assert_eq!(page.model.mode.predict().unwrap().asked(), 1);
    let mut tries_unasked = 0;
    for _ in 0..80 {
        let before = page.model.step();
        press(&mut page, "PageDown");
        let p = page.model.mode.predict().unwrap();
        match p.question() {
            Some(Question::Value { options, .. }) => {
                assert!(options.len() >= 2, "one answer is no question: {options:?}");
                // Page Down again: the step is shown unanswered.
                press(&mut page, "PageDown");
                assert_eq!(page.model.step(), before + 1);
            }
            Some(_) => press(&mut page, "PageDown"),
            None => {
                let shown = page.model.run.current().unwrap().moment.event;
                tries_unasked += u32::from(matches!(shown, Some(Event::Try { .. })));
            }
        }
        let p = page.model.mode.predict().unwrap();
        assert_eq!((p.right(), p.asked()), (1, 1), "a skip is no miss");
    }
    assert!(tries_unasked > 0, "a try with one value left comes unasked");
    press(&mut page, "Q");
    assert!(page.model.mode.predict().is_none(), "Q turns it off");
}
