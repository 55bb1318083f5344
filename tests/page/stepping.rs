//! Stepping on and back, jumps, playing and pausing, the solution browser and the tree's arrow keys.

use super::*;
use btlab::page::RunEnd;

#[test]
fn stepping_back_from_the_end_reaches_the_start() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":5}&strategy=classic&mode=all"#);
    // The first slice of the run follows its start without waiting for
    // the start's answer.
    let commands = page.model.update(Action::Run(RunAction::ToEnd), page.now);
    let sent: Vec<_> = commands
        .iter()
        .filter_map(|c| match c {
            Command::Send(Worker::Run, r) => Some(r),
            _ => None,
        })
        .collect();
    assert!(matches!(sent[0], Request::Start { .. }), "{sent:?}");
    // (A run of all solutions by classic may be shared among workers:
    // the run's own worker is asked first where the rest can be cut.)
    assert!(matches!(sent[1], Request::Share { .. }), "{sent:?}");
    page.carry_out(commands);
    page.act(Action::Tick);
    page.settle();
    let run = page.model.run.current().unwrap();
    let end = run.moment.step;
    assert_eq!(run.moment.event, Some(Event::Exhausted));
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::Ended(RunEnd::Solutions {
            count: 10,
            workers: None
        }))
    );
    assert_eq!(
        page.model.run.cursor().browsing,
        Some(0),
        "the first solution is shown, counted from 1"
    );
    let mut steps = 0;
    while page.model.step() > 0 {
        page.act(Action::Run(RunAction::StepBack));
        page.settle();
        steps += 1;
        assert_eq!(page.model.step(), end - steps);
    }
    assert_eq!(
        page.model.run.facts().unwrap().explanation.fact,
        Fact::Start { first: Some(0) }
    );
    // Forward again by keys: PageDown steps, Space plays.
    let key = |k: &str| Key {
        key: k.into(),
        ..Key::default()
    };
    page.act(key_action(&key("PageDown")).unwrap());
    page.settle();
    assert_eq!(page.model.step(), 1);
}

#[test]
fn the_solution_browser_counts_from_one() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":8}&strategy=fast&mode=all"#);
    page.act(Action::Run(RunAction::Play));
    page.settle();
    let run = page.model.run.current().unwrap();
    assert_eq!(run.fast.solutions, 92);
    assert_eq!(run.solutions.len(), 92);
    assert_eq!(page.model.run.cursor().browsing, Some(0));
    page.act(Action::Run(RunAction::Browse(1)));
    assert_eq!(page.model.run.cursor().browsing, Some(1));
    page.act(Action::Run(RunAction::Browse(-1)));
    page.act(Action::Run(RunAction::Browse(-1)));
    assert_eq!(page.model.run.cursor().browsing, Some(91));
}

#[test]
fn finding_solutions_and_backtracks_from_the_page() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":6}&strategy=classic&mode=all"#);
    page.act(Action::Run(RunAction::Find(Target::Solution, true)));
    page.settle();
    assert_eq!(
        page.model.run.current().unwrap().moment.event,
        Some(Event::Solution { index: 1 })
    );
    page.act(Action::Run(RunAction::Find(Target::Backtrack, true)));
    page.settle();
    assert!(matches!(
        page.model.run.current().unwrap().moment.event,
        Some(Event::Undo { .. })
    ));
    page.act(Action::Run(RunAction::Find(Target::Solution, false)));
    page.settle();
    assert_eq!(
        page.model.run.current().unwrap().moment.event,
        Some(Event::Solution { index: 1 })
    );
    page.act(Action::Run(RunAction::Find(Target::Solution, false)));
    page.settle();
    assert_eq!(
        *page.model.screen.note(),
        Some(Note::NoneFurther(Target::Solution, false))
    );
}

#[test]
fn playing_moves_on_and_pausing_stops() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&speed=5"));
    page.act(Action::Run(RunAction::Play));
    for _ in 0..30 {
        page.now += 16.0;
        page.act(Action::Tick);
    }
    let shown = page.model.step();
    // 1,000 events a second for 0.48 s, give or take a tick.
    assert!((400..=560).contains(&shown), "{shown}");
    // A tick that asks the worker for the next moment leaves the drawing
    // to its reply; once it came, nothing is awaited.
    page.now += 16.0;
    let commands = page.model.update(Action::Tick, page.now);
    assert!(commands
        .iter()
        .any(|c| matches!(c, Command::Send(Worker::Run, _))));
    assert!(page.model.awaiting_moment());
    page.carry_out(commands);
    page.act(Action::Run(RunAction::Pause));
    assert!(!page.model.awaiting_moment());
    let shown = page.model.step();
    for _ in 0..10 {
        page.now += 16.0;
        page.act(Action::Tick);
    }
    assert_eq!(page.model.step(), shown);
}

#[test]
fn a_second_jump_before_the_first_one_s_answer_is_not_lost() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":8}&strategy=classic&mode=all"#);
    page.act(Action::Run(RunAction::ToEnd));
    page.settle();
    // Two jumps, the second asked before the first is answered.
    let commands = page
        .model
        .update(Action::Run(RunAction::SeekTo(500)), page.now);
    page.carry_out(commands);
    let commands = page
        .model
        .update(Action::Run(RunAction::SeekTo(300)), page.now);
    page.carry_out(commands);
    page.act(Action::Tick);
    page.settle();
    assert_eq!(page.model.step(), 300);
}

#[test]
fn arrows_on_the_tree_go_to_the_parent_and_along_the_nodes() {
    let mut page =
        Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic&mode=all&step=20"#);
    page.settle();
    assert_eq!(page.model.step(), 20);
    let on_tree = |k: &str| Key {
        key: k.into(),
        on_tree: true,
        ..Key::default()
    };
    assert_eq!(
        key_action(&on_tree("ArrowLeft")),
        Some(Action::Run(RunAction::TreeJump(TreeJump::Previous))),
        "on the tree, Left is the node before, not a step back"
    );
    let log = page.model.run.current().unwrap().log.clone();
    let before = Tree::build(&log[..20]);
    let parent = before.nodes[before.current].parent.unwrap();
    page.act(key_action(&on_tree("ArrowUp")).unwrap());
    page.settle();
    let at = page.model.step();
    assert_eq!(at, before.nodes[parent].step);
    let tree = page.model.run.facts().unwrap().tree.as_ref().unwrap();
    assert_eq!(
        tree.current, parent,
        "the tree drawn there is at the parent"
    );
    // Right: the next placement; Left: back to this one.
    page.act(key_action(&on_tree("ArrowRight")).unwrap());
    page.settle();
    let next = page.model.step();
    assert!(next > at);
    assert!(matches!(log[next as usize - 1], Event::Place { .. }));
    assert!(!log[at as usize..next as usize - 1]
        .iter()
        .any(|e| matches!(e, Event::Place { .. })));
    page.act(key_action(&on_tree("ArrowLeft")).unwrap());
    page.settle();
    assert_eq!(page.model.step(), at);
}

#[test]
fn steps_are_announced_at_a_listener_s_pace_only() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&speed=0"));
    assert!(page.model.on_screen().announces_steps(), "standing still");
    page.act(Action::Run(RunAction::Play));
    assert!(
        page.model.on_screen().announces_steps(),
        "playing one step every half second"
    );
    page.act(Action::Run(RunAction::SetSpeed(5)));
    assert!(
        !page.model.on_screen().announces_steps(),
        "playing 1,000 steps a second"
    );
    page.act(Action::Run(RunAction::Pause));
    assert!(page.model.on_screen().announces_steps(), "paused");
}

#[test]
fn the_sentence_on_screen_is_the_explanation_s() {
    let mut page = Page::open(&format!("puzzle={PRESSE}&strategy=classic"));
    assert_eq!(
        page.model.on_screen().sentence_on_screen(&PlainNumbers),
        None
    );
    page.act(Action::Run(RunAction::Step));
    page.settle();
    let shown = page.model.on_screen().sentence_on_screen(&PlainNumbers);
    assert_eq!(shown, Some(page.sentence()));
    assert!(shown.unwrap().contains("r1c1"));
}

#[test]
fn eight_queens_fall_into_twelve_patterns_and_each_solution_shows_its_mirror() {
    for strategy in ["fast", "classic"] {
        let mut page = Page::at_end(&format!(
            r#"puzzle={{"kind":"queens","n":8}}&strategy={strategy}&mode=all"#
        ));
        let symmetry = page
            .model
            .run
            .queens_symmetry()
            .expect("every solution kept");
        assert_eq!((symmetry.group, symmetry.groups), (1, 12), "{strategy}");
        let first = page.model.run.cursor().browsing.unwrap();
        page.act(Action::Run(RunAction::BrowseMirror));
        let mirrored = page.model.run.cursor().browsing.unwrap();
        assert_ne!(
            mirrored, first,
            "{strategy}: no 8-queens solution is its own mirror"
        );
        let run = page.model.run.current().unwrap();
        let (a, b) = (&run.solutions[first].board, &run.solutions[mirrored].board);
        assert!(a.iter().zip(b).all(|(&x, &y)| x + y == 9), "{a:?} {b:?}");
        assert_eq!(
            page.model.run.queens_symmetry().unwrap().group,
            1,
            "the same pattern"
        );
    }
    // 6 queens: 4 solutions, 1 pattern.
    let page = Page::at_end(r#"puzzle={"kind":"queens","n":6}&strategy=fast&mode=all"#);
    assert_eq!(page.model.run.queens_symmetry().unwrap().groups, 1);
}

#[test]
fn shading_shows_the_squares_the_placed_queens_attack() {
    use btlab::page::cell_views;
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic&step=2"#);
    assert!(page.model.on_screen().offers_shading());
    let attacked = |page: &Page| {
        cell_views(&page.model)
            .squares
            .iter()
            .map(|s| s.classes.contains(&"attacked"))
            .collect::<Vec<_>>()
    };
    assert!(attacked(&page).iter().all(|&a| !a), "off at first");
    page.act(Action::Page(PageAction::ToggleShade));
    let now = attacked(&page);
    // The queen on r1c1: row 2's free squares are columns 3 and 4.
    assert_eq!(now[4..8], [true, true, false, false]);
    assert!(!now[0], "the queen's own square");
    let label = &cell_views(&page.model).squares[5].label;
    assert!(label.ends_with("attacked"), "{label}");
    // Sudoku has nothing to shade.
    let page = Page::open(&format!("puzzle={PRESSE}"));
    assert!(!page.model.on_screen().offers_shading());
}

#[test]
fn the_article_s_program_says_why_it_tries_a_value_a_given_further_on_holds() {
    // Presse: r1c5 holds the given 1; classic reaches r1c2 first.
    let page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&step=3"));
    assert_eq!(
        page.sentence(),
        "r1c2 tries 1 (candidate 1 of 8). (The given 1 in r1c5 counts only when the search reaches that cell: the sets hold only what is placed.)"
    );
    // A value no given of its houses holds: no such clause.
    let page = Page::open(&format!("puzzle={PRESSE}&strategy=classic&step=5"));
    assert!(
        !page.sentence().contains("The given"),
        "{}",
        page.sentence()
    );
}

#[test]
fn the_welcome_folds_away_after_the_first_steps_and_stays_away() {
    let mut page = Page::first_visit(r#"puzzle={"kind":"queens","n":6}&strategy=classic"#);
    for _ in 0..btlab::page::TOUR_FOLDS_AFTER - 1 {
        page.act(Action::Run(RunAction::Step));
        page.settle();
    }
    assert!(page.model.screen.tour(), "still there after a few steps");
    page.act(Action::Run(RunAction::Step));
    assert!(!page.model.screen.tour(), "folded away");
    assert!(page.commands.contains(&Command::Store {
        key: btlab::page::TOUR_KEY,
        value: "yes".into()
    }));
}

#[test]
fn the_dutch_program_s_disclosure_plays_from_turn_to_turn() {
    // The Dutch program's hard puzzle by its own search, at the speed
    // listed first: each tick of half a second asks for the next turn.
    let hard = ".......34...7..18...76.4.2.5..........4..8....2...931..19.75....8.3...4..........";
    let mut page = Page::open(&format!("puzzle={hard}&strategy=dutch&speed=9"));
    assert!(
        page.model.on_screen().announces_steps(),
        "a grid every half second"
    );
    page.act(Action::Run(RunAction::Play));
    let mut shown = Vec::new();
    for tick in 0..7 {
        if tick > 0 {
            page.now += 500.0;
            page.act(Action::Tick);
        }
        let run = page.model.run.current().unwrap();
        shown.push((run.moment.step, run.moment.event));
    }
    let asked = page
        .commands
        .iter()
        .filter(|c| matches!(c, Command::Send(Worker::Run, Request::NextTurn { .. })))
        .count();
    assert_eq!(asked, 7, "a turn at the start and at each tick");
    // Forward, back, forward...: each one the first of its way.
    for (i, (_, event)) in shown.iter().enumerate() {
        let forward = matches!(event, Some(Event::Place { .. }));
        let back = matches!(event, Some(Event::Undo { .. }));
        assert!(if i % 2 == 0 { forward } else { back }, "{shown:?}");
    }
    assert!(shown.windows(2).all(|w| w[0].0 < w[1].0), "{shown:?}");
    // The keys go through the speeds as the menu lists them.
    page.act(Action::Run(RunAction::Faster(1)));
    assert_eq!(page.model.choices.speed(), 0);
    page.act(Action::Run(RunAction::Faster(-1)));
    page.act(Action::Run(RunAction::Faster(-1)));
    assert_eq!(page.model.choices.speed(), 9, "the slowest stays");
}
