use super::*;

#[test]
fn every_while_loop_gets_the_time_check_and_keeps_its_line() {
    let code = "def valid(self, level, move):\n    i = 0\n    while i < 3:\n        i += 1\n    while(True): pass\n    return True\n";
    let guarded = guard_loops(code);
    assert_eq!(
        guarded,
        "def valid(self, level, move):\n    i = 0\n    while _t() and (i < 3):\n        i += 1\n    while _t() and ((True)): pass\n    return True\n"
    );
    assert_eq!(guarded.lines().count(), code.lines().count());
}

#[test]
fn brackets_strings_comments_and_walrus_are_read_as_python() {
    let code = "while (a and\n       b[1:2]):  # while x:\n    s = 'while y:'\nwhile (n := n - 1) > 0 and d['k:']:\n    pass\n";
    assert_eq!(
        guard_loops(code),
        "while _t() and ((a and\n       b[1:2])):  # while x:\n    s = 'while y:'\nwhile _t() and ((n := n - 1) > 0 and d['k:']):\n    pass\n"
    );
}

#[test]
fn words_that_only_begin_with_while_and_text_in_strings_stay() {
    let code = "whilst = 1\nx = \"\"\"\nwhile True:\n\"\"\"\n# while True:\nprint('while 1:')\n";
    assert_eq!(guard_loops(code), code);
}

#[test]
fn an_unfinished_while_is_left_for_python_to_refuse() {
    // No colon: Python's own syntax error names the line.
    assert_eq!(guard_loops("while x\n"), "while _t() and (x\n)");
}

#[test]
fn the_download_runs_the_skeletons_search() {
    let file = download("puzzle = Queens(N)", "N = 4");
    assert!(file.starts_with(SKELETON));
    let globals = file.find("N = 4").unwrap();
    assert!(globals < file.find("puzzle = Queens(N)").unwrap());
    assert!(file.contains("puzzle.solve()"));
}

#[test]
fn code_that_imports_the_articles_module_gets_it_before_the_bridge() {
    let article = "# File sudoku.py\nfrom backtrack import Backtrack\nimport math\n";
    assert!(imports_article(article));
    assert!(imports_article("import backtrack as bt\n"));
    assert!(prelude(article).starts_with(SKELETON));
    assert!(prelude(article).ends_with(ARTICLE));
    // Not in a comment, a string, or a name that only begins so.
    for code in [
        "# from backtrack import Backtrack\n",
        "x = 'from backtrack import Backtrack'\n",
        "import backtracking\n",
        "class Sudoku(Backtrack):\n    pass\n",
    ] {
        assert!(!imports_article(code), "{code}");
        assert_eq!(prelude(code), SKELETON);
    }
}
