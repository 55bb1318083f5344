use super::*;

const COUNTER: &str = "BOARD_SIZE = 4\n\n\ndef is_safe(queens):\n    return True\n\n# counts\ndef solution_count(queens):\n    if not is_safe(queens):  # solution_count(x) here is a comment\n        return 0\n    return sum(solution_count(q) for q in [queens + [0]])\n\nprint(solution_count([]))\n";

#[test]
fn a_function_that_calls_itself_is_watched_with_every_other() {
    let watched = watched(COUNTER).expect("a recursive search");
    assert_eq!(watched.recursive, ["solution_count"]);
    let lines: Vec<&str> = watched.code.lines().collect();
    assert_eq!(lines[3], "@_lab_watch");
    assert_eq!(lines[4], "def is_safe(queens):");
    assert_eq!(lines[8], "@_lab_watch_search");
    assert_eq!(lines[9], "def solution_count(queens):");
    assert_eq!(watched.code.lines().count(), COUNTER.lines().count() + 2);
}

#[test]
fn python_s_lines_are_read_back_as_the_learner_s() {
    let watched = watched(COUNTER).unwrap();
    let theirs: Vec<&str> = COUNTER.lines().collect();
    let ours: Vec<&str> = watched.code.lines().collect();
    for (i, line) in ours.iter().enumerate() {
        if line.starts_with("@_lab_watch") {
            continue;
        }
        let back = watched.learners_line(i as u32 + 1) as usize;
        assert_eq!(theirs[back - 1], *line, "line {}", i + 1);
    }
}

#[test]
fn the_skeleton_s_programs_and_code_without_recursion_are_not_watched() {
    assert_eq!(
        watched("class Q(Backtrack):\n    pass\ndef f(x):\n    return f(x)\n"),
        None
    );
    assert_eq!(
        watched("def f(x):\n    return g(x)\n\ndef g(x):\n    return x\n"),
        None
    );
    // Another name that ends in the function's, a method, a comment.
    let code = "def f(x):\n    # f(x)\n    return self.f(x) + my_f(x)\n";
    assert_eq!(watched(code), None);
}

#[test]
fn the_watcher_s_problems_read_with_squares_named() {
    let name = |square: usize| format!("r{}c{}", square / 9 + 1, square % 9 + 1);
    assert_eq!(
        TraceProblem::read("given|10", &name),
        TraceProblem::Given {
            square: "r2c2".into()
        }
    );
    assert_eq!(
        TraceProblem::read("size|10|8", &name),
        TraceProblem::Size {
            program: 10,
            page: 8
        }
    );
    assert_eq!(
        TraceProblem::read("cut|300000", &name),
        TraceProblem::Cut { calls: 300_000 }
    );
    assert_eq!(TraceProblem::read("shape", &name), TraceProblem::Shape);
    assert_eq!(
        TraceProblem::read("uncalled", &name),
        TraceProblem::Uncalled
    );
}
