//! What a run says at its end and on its way: the summary under the
//! counters, the explanation after a long run, uniqueness, the pace of a
//! long run, and a new mode that starts the search again.

use super::*;
use btlab::page::RunEnd;

/// The sentence under the counters: none before the end; then the
/// attempts of a stepping run, the solutions of `fast`, one or many.
#[test]
fn the_summary_says_how_many_attempts_or_solutions_once_the_run_is_over() {
    use btlab::i18n::Numbers;
    let seconds = |s: &str| s.rsplit_once(" in ").map(|(_, t)| t.to_string()).unwrap();
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic"));
    page.act(Action::Run(RunAction::Step));
    page.settle();
    let run = page.model.run.current().unwrap();
    assert_eq!(run.summary(Lang::En, &PlainNumbers), None, "not over yet");
    page.act(Action::Run(RunAction::ToEnd));
    page.settle();
    let run = page.model.run.current().unwrap();
    let said = run.summary(Lang::En, &PlainNumbers).unwrap();
    let attempts = PlainNumbers.int(run.stats().attempts);
    assert_eq!(said, format!("{attempts} attempts in {}", seconds(&said)));
    assert!(seconds(&said).ends_with(" s"), "{said}");
    let mut fast = Page::open(r#"puzzle={"kind":"queens","n":6}&strategy=fast&mode=all"#);
    fast.act(Action::Run(RunAction::Play));
    fast.settle();
    let said = fast
        .model
        .run
        .current()
        .unwrap()
        .summary(Lang::De, &PlainNumbers);
    assert!(
        said.as_deref().unwrap().starts_with("4 Lösungen in "),
        "{said:?}"
    );
}

#[test]
fn after_the_end_of_a_long_run_the_explanation_is_of_the_step_on_screen() {
    for mode in ["first", "all"] {
        let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&mode={mode}"));
        page.act(Action::Run(RunAction::ToEnd));
        page.settle();
        let run = page.model.run.current().unwrap();
        let step = run.moment.step;
        assert!(step > 1000, "{mode}: a long run ({step} steps)");
        assert!(
            page.model.run.facts().is_some(),
            "{mode}: facts of the last step"
        );
        let last = if mode == "first" {
            Event::Solution { index: 1 }
        } else {
            Event::Exhausted
        };
        assert_eq!(run.moment.event, Some(last), "{mode}");
        assert!(
            page.model.run.facts().unwrap().lit.is_some(),
            "{mode}: a code line is lit"
        );
        let said = page.sentence();
        assert!(!said.contains("Nothing tried yet"), "{mode}: {said}");
    }
}

#[test]
fn uniqueness_mode_says_not_unique_and_shows_the_second_solution() {
    for strategy in ["classic", "fast"] {
        let page = Page::at_end(&format!(
            r#"puzzle={{"kind":"queens","n":6}}&strategy={strategy}&mode=unique"#
        ));
        assert_eq!(
            *page.model.screen.note(),
            Some(Note::Ended(RunEnd::NotUnique)),
            "{strategy}"
        );
        assert_eq!(page.model.run.cursor().browsing, Some(1), "{strategy}");
    }
    let page = Page::at_end(&format!("puzzle={PRESSE}&strategy=fast&mode=unique"));
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::Ended(RunEnd::ExactlyOne))
    );
}

#[test]
fn a_long_run_tells_its_pace_and_warns_when_it_will_not_end_soon() {
    use btlab::page::{tree_fraction, CursorGoal};
    // Presse, every solution, 2,000 events in: far from the end.
    let mut page = Page::open(&format!(
        "puzzle={PRESSE}&strategy=classic&mode=all&step=2000"
    ));
    assert_eq!(
        page.model.on_screen().long_run(),
        None,
        "not while it stands still"
    );
    page.model.run.cursor_mut().goal = Some(CursorGoal::End);
    page.model.run.current_mut().unwrap().elapsed_ms = 1_000.0;
    assert_eq!(
        page.model.on_screen().long_run(),
        None,
        "not in its first seconds"
    );
    page.model.run.current_mut().unwrap().elapsed_ms = 60_000.0;
    let long = page
        .model
        .on_screen()
        .long_run()
        .expect("a run going to its end");
    let run = page.model.run.current().unwrap();
    let f = tree_fraction(&run.moment.levels);
    assert!(f > 0.0 && f < 0.5, "a small share of the tree: {f}");
    assert_eq!(long.fraction, Some(f));
    assert_eq!(long.depth, Some(run.moment.path.len()));
    assert_eq!(long.per_second, Some(run.stats().attempts as f64 / 60.0));
    assert_eq!(long.rest_s, Some(60.0 * (1.0 - f) / f));
    assert!(long.will_not_end_soon(), "{long:?}");
    // Four queens, a quarter through its tree: the rest is told, no warning.
    let mut page =
        Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic&mode=all&step=40"#);
    page.model.run.cursor_mut().goal = Some(CursorGoal::End);
    page.model.run.current_mut().unwrap().elapsed_ms = 3_000.0;
    let long = page.model.on_screen().long_run().unwrap();
    assert_eq!(
        long.fraction,
        Some(0.25),
        "on the second of four columns in row 1: {long:?}"
    );
    assert!(!long.will_not_end_soon(), "{long:?}");
    // At its end, nothing is told.
    page.model.run.cursor_mut().goal = None;
    page.act(Action::Run(RunAction::ToEnd));
    page.settle();
    assert_eq!(page.model.on_screen().long_run(), None);
}

#[test]
fn changing_the_mode_says_that_the_search_starts_again() {
    use btlab::page::Note;
    use btlab::protocol::Mode;
    let mut page =
        Page::open(r#"puzzle={"kind":"queens","n":6}&strategy=classic&mode=first&step=30"#);
    page.settle();
    page.act(Action::Run(RunAction::SetMode(Mode::All)));
    assert_eq!(page.model.step(), 0);
    assert_eq!(*page.model.screen.note(), Some(Note::NewSearch));
    // Before anything ran, there is nothing to say.
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":6}&strategy=classic"#);
    page.act(Action::Run(RunAction::SetMode(Mode::All)));
    assert_eq!(*page.model.screen.note(), None);
}
