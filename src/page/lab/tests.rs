use super::*;
use crate::engine::{Event, Move};
use crate::i18n::{Lang, PlainNumbers};
use crate::lab::{LearnerNote, Method};
use crate::page::{Action, Command, Editor, Model, Worker};
use crate::protocol::{Moment, Reply, Request};
use crate::puzzles::{AnyPuzzle, Queens};

pub(super) fn queens4() -> AnyPuzzle {
    Queens::new(4).into()
}

/// `valid(2, 3)` raised a NameError at line 14.
pub(super) fn name_error_in_valid() -> Failure {
    Failure {
        method: Method::Valid,
        level: 2,
        value: Some(3),
        error: LabError::Raised {
            message: "NameError: name 'row' isn't defined".into(),
            line: Some(14),
        },
    }
}

/// A queens' path: the column (from 1) of the queen in each row.
pub(super) fn queens_path(columns: &[u32]) -> Vec<Move> {
    (columns.iter().enumerate())
        .map(|(row, &column)| Move::new(row, column))
        .collect()
}

fn queens_page() -> Model {
    Model::new(Editor::new(Queens::new(4).into()), 2)
}

/// 4 queens with the Lab open on the article's code.
pub(super) fn queens_lab() -> Model {
    let mut model = queens_page();
    let open = LabAction::Open {
        kept: None,
        step: None,
        own: None,
    };
    model.update(Action::Lab(open), 0.0);
    model
}

#[test]
fn the_prefilled_code_keeps_python_and_says_its_comments_in_each_language() {
    for kind in [LabKind::Sudoku, LabKind::Queens] {
        let english = prefilled(kind, Lang::En);
        for lang in [Lang::En, Lang::De, Lang::Nl] {
            let code = prefilled(kind, lang);
            assert!(!code.contains('«'), "{kind:?} {lang:?}: a text left out");
            for name in [
                "def moves(",
                "def valid(",
                "def record(",
                "def undo(",
                "def done(",
            ] {
                assert!(code.contains(name), "{kind:?} {lang:?}: {name}");
            }
            assert_eq!(code.lines().count(), english.lines().count());
        }
        assert_ne!(prefilled(kind, Lang::De), english);
    }
    assert!(prefilled(LabKind::Sudoku, Lang::En).contains("def getSets(self, level)"));
}

#[test]
fn run_starts_a_python_worker_with_the_guarded_code_and_the_puzzles_data() {
    let mut model = queens_lab();
    let code = "class Q(Backtrack):\n    def valid(self, l, m):\n        while True: pass\n";
    model.update(Action::Lab(LabAction::Edit(code.into())), 1.0);
    let out = model.update(Action::Lab(LabAction::Run), 2.0);
    let python = out
        .iter()
        .position(|c| *c == Command::StartPython(Worker::Run, Python::Micro))
        .expect("a worker with Python");
    let sent = out
        .iter()
        .position(|c| matches!(c, Command::Send(Worker::Run, Request::Lab(_))));
    let Some(Command::Send(_, Request::Lab(start))) = sent.map(|i| &out[i]) else {
        panic!("no Lab request in {out:?}");
    };
    assert!(sent.unwrap() > python, "sent to the fresh worker");
    assert_eq!(start.globals, "N = 4\n");
    assert!(start.code.contains("while _t() and (True): pass"));
    assert_eq!(start.board.cell_of_level, vec![0, 1, 2, 3]);
    assert_eq!(start.board.max_value, 4);
}

#[test]
fn code_that_does_not_load_is_kept_and_its_line_named() {
    let mut model = queens_page();
    model.update(
        Action::Lab(LabAction::Open {
            kept: Some("x = (".into()),
            step: None,
            own: None,
        }),
        0.0,
    );
    model.update(Action::Lab(LabAction::Run), 1.0);
    let error = crate::lab::LabError::Raised {
        message: "SyntaxError: invalid syntax".into(),
        line: Some(1),
    };
    model.update(Action::Reply(Worker::Run, Reply::LabRefused { error }), 2.0);
    let lab = model.mode.lab().unwrap();
    assert_eq!(lab.code, "x = (", "the learner's code is never lost");
    let problem = lab.problem.as_ref().expect("the problem is shown");
    assert_eq!(problem.line(), Some(1));
    assert_eq!(
        problem.words(Lang::En, &PlainNumbers),
        "Your code does not run, line 1: SyntaxError: invalid syntax"
    );
    assert!(problem
        .words(Lang::De, &PlainNumbers)
        .starts_with("Ihr Code läuft nicht, Zeile 1"));
    assert!(model.run.current().is_none());
}

/// A moment of a learner's run at step 7: `event`, the learner's `note`.
pub(super) fn moment(event: Option<Event>, note: LearnerNote, end: Option<u64>) -> Moment {
    let json = serde_json::json!({
        "step": 7, "event": null, "previous": null,
        "stats": {"attempts":0,"rejections":0,"placements":0,"backtracks":0,"solutions":0,"max_depth":0},
        "path": [], "levels": [], "depth": {"levels": []}, "covered": 7, "end": null,
        "complete": false, "reached": true, "pending": false, "log_from": 0, "log": [],
        "logging": false, "solutions_from": 0, "solutions": [], "solutions_met": 0,
        "work_ms": 0.0, "learner": null
    });
    let mut m: Moment = serde_json::from_value(json).expect("a moment");
    m.event = event;
    m.learner = Some(note);
    m.end = end;
    m
}

#[test]
fn the_explanation_names_the_learners_method_and_reason() {
    let refused = Event::Reject {
        level: 12,
        mv: Move::new(12, 5),
    };
    let note = LearnerNote {
        reason: Some("the box holds it already".into()),
        ..LearnerNote::default()
    };
    let call = call_of(&queens4(), &moment(Some(refused), note, None)).unwrap();
    assert_eq!(call.method(), Some("valid"));
    assert_eq!(
        call.words(Lang::En, &PlainNumbers),
        "valid(12, 5) returned False: “the box holds it already”."
    );
    let placed = Event::Place {
        level: 3,
        mv: Move::new(3, 2),
    };
    let call = call_of(
        &queens4(),
        &moment(Some(placed), LearnerNote::default(), None),
    )
    .unwrap();
    assert!(call
        .words(Lang::Nl, &PlainNumbers)
        .starts_with("valid(3, 2) gaf True terug; record(3, 2)"));
}

#[test]
fn a_failed_method_is_named_with_its_call_and_stops_the_play() {
    let failure = name_error_in_valid();
    let note = LearnerNote {
        failure: Some(failure),
        ..LearnerNote::default()
    };
    let at_end = moment(None, note, Some(7));
    let call = call_of(&queens4(), &at_end).unwrap();
    assert_eq!(
        call.words(Lang::En, &PlainNumbers),
        "valid(2, 3) raised an exception at line 14: NameError: name 'row' isn't defined. The run stops here."
    );
    let timed_out = LabProblem::Failed(Failure {
        method: Method::Moves,
        level: 0,
        value: None,
        error: LabError::TimedOut { budget_ms: 2000 },
    });
    assert!(timed_out
        .words(Lang::En, &PlainNumbers)
        .starts_with("moves(0) ran for more than 2 s"));
}

#[test]
fn the_download_runs_the_code_with_the_skeleton_and_the_grid() {
    let lab = Lab::new(LabKind::Queens, None, Lang::En);
    let file = lab.download(&Queens::new(6).into());
    assert!(file.contains("class Backtrack:"));
    assert!(file.contains("N = 6\n"));
    assert!(file.contains("puzzle = Queens(N)"));
}

#[test]
fn a_link_with_lab_code_opens_the_lab_with_it_at_its_step() {
    let mut model = queens_page();
    let out = model.update(
        Action::Init {
            fragment: "puzzle=%7B%22kind%22%3A%22queens%22%2C%22n%22%3A4%7D&step=5&lab=packed"
                .into(),
            editor: None,
            panels: None,
            lang: None,
            browser: Vec::new(),
            toured: true,
            lesson: None,
        },
        0.0,
    );
    assert!(out.contains(&Command::UnpackLab {
        packed: "packed".into(),
        step: 5,
        own: None,
    }));
    assert!(model.run.current().is_none(), "the run waits for the code");
    let code = prefilled(LabKind::Queens, Lang::En).replace("# ", "## ");
    let out = model.update(
        Action::Lab(LabAction::Open {
            kept: Some(code.clone()),
            step: Some(5),
            own: None,
        }),
        1.0,
    );
    assert_eq!(model.mode.lab().unwrap().code, code);
    assert!(out
        .iter()
        .any(|c| matches!(c, Command::Send(Worker::Run, Request::Lab(_)))));
    assert_eq!(
        model.run.cursor().goal,
        Some(crate::page::CursorGoal::Step(5))
    );
    // Copy link, with the Lab open: the code goes with the moment.
    let out = model.update(Action::Page(crate::page::PageAction::CopyLink), 2.0);
    assert!(out
        .iter()
        .any(|c| matches!(c, Command::CopyLabLink { code: c, .. } if *c == code)));
}

#[test]
fn what_the_learners_code_printed_is_kept_to_its_last_lines_until_the_next_run() {
    let mut model = queens_lab();
    model.update(Action::Lab(LabAction::Run), 1.0);
    model.update(
        Action::Reply(Worker::Run, Reply::Started { stepping: true }),
        2.0,
    );
    for (at, printed) in [(3.0, "level 0\n"), (4.0, ""), (5.0, "level 1\n")] {
        let note = LearnerNote {
            printed: printed.into(),
            ..LearnerNote::default()
        };
        let reply = Reply::Moment(Box::new(moment(None, note, None)));
        model.update(Action::Reply(Worker::Run, reply), at);
    }
    assert_eq!(model.mode.lab().unwrap().output, "level 0\nlevel 1\n");
    model.update(Action::Lab(LabAction::Run), 6.0);
    assert_eq!(
        model.mode.lab().unwrap().output,
        "",
        "a new run prints anew"
    );

    // A long output keeps its end, from a line's start.
    let mut lab = Lab::new(LabKind::Queens, None, Lang::En);
    for n in 0..1000 {
        lab.add_output(&format!("line {n}\n"));
    }
    assert!(lab.output.len() <= OUTPUT_CHARS);
    assert!(lab.output.starts_with("line "), "{}", &lab.output[..20]);
    assert!(lab.output.ends_with("line 999\n"));
    // One line longer than the whole: its end.
    lab.add_output(&"é".repeat(OUTPUT_CHARS));
    assert!(lab.output.len() <= OUTPUT_CHARS && lab.output.ends_with('é'));
}

#[test]
fn a_kendokus_cages_reach_the_learners_code_as_python_data() {
    let json = crate::library::LIBRARY
        .iter()
        .find(|(t, _)| *t == crate::i18n::T::LibKendoku009)
        .unwrap()
        .1;
    let kendoku = crate::format::parse_puzzle(json).unwrap();
    assert_eq!(LabKind::of(&kendoku), Some(LabKind::Kendoku));
    let globals = globals(&kendoku);
    assert!(globals.starts_with("N = 6\nCAGES = [\n    (16, \"*\", [0, 1, 6]),\n    (7, \"+\", [2, 3, 9]),\n    (1, \"-\", [4, 5]),"), "{globals}");
    let start = Lab::new(LabKind::Kendoku, None, Lang::En).start(&kendoku, Mode::All, 1);
    assert_eq!(start.board.cell_of_level, (0..36).collect::<Vec<u16>>());
    assert_eq!(start.board.max_value, 6);
}

#[test]
fn a_wrong_type_a_missing_puzzle_and_a_run_too_long_are_said_in_the_pages_words() {
    use crate::page::lab::call::error_words;
    let wrong = LabError::WrongType {
        expected: "list of int".into(),
        got: "int".into(),
    };
    assert_eq!(
        error_words(&wrong, Some("moves(0)"), Lang::En, &PlainNumbers),
        "moves(0) returned a value of type int where it must return list of int. The run stops here."
    );
    let verdict = LabError::WrongType {
        expected: "bool or (bool, str)".into(),
        got: "list of str".into(),
    };
    assert_eq!(
        error_words(&verdict, Some("valid(2, 3)"), Lang::De, &PlainNumbers),
        "valid(2, 3) hat einen Wert vom Typ Liste von str zurückgegeben, muss aber bool oder (bool, str) zurückgeben. Der Lauf hält hier an."
    );
    let missing = LabError::Missing {
        name: "puzzle".into(),
    };
    assert!(error_words(&missing, None, Lang::Nl, &PlainNumbers)
        .starts_with("Uw code heeft geen puzzle:"));
    let long = LabError::TooLong { most: 16 };
    assert!(error_words(&long, None, Lang::En, &PlainNumbers)
        .starts_with("The run made more than 16 calls"));
}

#[test]
fn code_that_needs_cpython_runs_in_a_cpython_worker_whose_start_may_take_longer() {
    let mut model = queens_lab();
    let code = "import functools\nclass Q(Backtrack):\n    pass\n";
    model.update(Action::Lab(LabAction::Edit(code.into())), 1.0);
    let lab = model.mode.lab().unwrap();
    let (python, why) = lab.python();
    assert_eq!(python, Python::Full);
    assert!(matches!(why, PythonWhy::Needed(ref need) if need.line == 1));
    let out = model.update(Action::Lab(LabAction::Run), 2.0);
    assert!(out.contains(&Command::StartPython(Worker::Run, Python::Full)));
    // 8 s without an answer is no dead CPython: its files take their time.
    model.update(Action::Tick, 2.0 + 9_000.0);
    assert!(model.workers.watchdog.silent(9_002.0).is_empty());
    // The learner may choose MicroPython all the same.
    let choice = PythonChoice::Chosen(Python::Micro);
    model.update(Action::Lab(LabAction::ChoosePython(choice)), 10_000.0);
    let out = model.update(Action::Lab(LabAction::Run), 10_001.0);
    assert!(out.contains(&Command::StartPython(Worker::Run, Python::Micro)));
    assert_eq!(model.mode.lab().unwrap().python_choice(), choice);
}

#[test]
fn the_labs_queens_code_runs_up_to_the_columns_a_move_names() {
    use crate::puzzles::MAX_STEPPED_QUEENS;
    let queens = |n| AnyPuzzle::Queens(Queens::new(n));
    assert_eq!(
        LabKind::of(&queens(MAX_STEPPED_QUEENS)),
        Some(LabKind::Queens)
    );
    // Past them the Lab says what it has code for, and opens on a puzzle
    // of the learner's own.
    assert_eq!(LabKind::of(&queens(MAX_STEPPED_QUEENS + 1)), None);
    assert!(!LabKind::Queens.runs_with(LabKind::of(&queens(1000))));
    assert!(Lang::En
        .t(crate::i18n::T::LabUnsupported)
        .contains("N-Queens up to 255"));
}
