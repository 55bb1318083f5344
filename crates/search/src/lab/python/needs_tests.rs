use super::*;

#[test]
fn code_that_micropython_runs_needs_nothing_more() {
    let code = "import random\nfrom backtrack import Backtrack\nclass P(Backtrack):\n    def moves(self, level):\n        return list(range(1, 10))\n";
    assert_eq!(full_python_need(code), None);
    assert_eq!(
        python_for(code, PythonChoice::Automatic),
        (Python::Micro, PythonWhy::Enough)
    );
}

#[test]
fn a_match_statement_is_named_at_its_line() {
    let code = "x = 1\nmatch = 3\nprint(match(x))\ndef f(op):\n    match(op):\n        case '+':\n            return 1\n";
    assert_eq!(
        full_python_need(code),
        Some(FullPythonNeed {
            line: 5,
            what: NeedWhat::Match
        })
    );
    let spaced = "match op :\n    case _: pass\n";
    assert_eq!(full_python_need(spaced).unwrap().what, NeedWhat::Match);
}

#[test]
fn imports_of_modules_micropython_lacks_are_named_at_their_line() {
    let code = "import math, random\n\nclass K:\n    import functools\n    from operator import add, mul\n";
    assert_eq!(
        full_python_need(code),
        Some(FullPythonNeed {
            line: 4,
            what: NeedWhat::Module("functools")
        })
    );
    assert_eq!(
        full_python_need("from itertools import permutations\n")
            .unwrap()
            .what,
        NeedWhat::Module("itertools")
    );
    assert_eq!(
        full_python_need("import sys, copy\n").unwrap().what,
        NeedWhat::Module("copy")
    );
}

#[test]
fn a_type_subscripted_is_named_but_not_a_name_ending_so() {
    assert_eq!(
        full_python_need("Places = tuple[int]\n").unwrap().what,
        NeedWhat::TypeSubscript("tuple")
    );
    assert_eq!(full_python_need("x = mytuple[0] + self.list[1]\n"), None);
}

#[test]
fn comments_and_strings_are_not_read_as_code() {
    let code = "# import functools\ns = 'match x:'\nprint(\"tuple[int]\")  # match y:\n";
    assert_eq!(full_python_need(code), None);
}

#[test]
fn the_learners_choice_wins_over_what_the_code_needs() {
    let code = "import functools\n";
    assert_eq!(
        python_for(code, PythonChoice::Chosen(Python::Micro)),
        (Python::Micro, PythonWhy::Chosen)
    );
    assert_eq!(
        python_for("", PythonChoice::Chosen(Python::Full)),
        (Python::Full, PythonWhy::Chosen)
    );
    assert!(matches!(
        python_for(code, PythonChoice::Automatic),
        (Python::Full, PythonWhy::Needed(_))
    ));
}
