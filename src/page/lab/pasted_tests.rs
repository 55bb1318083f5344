//! Code copied from a web page: what is found, where, what it becomes.

use super::*;
use crate::i18n::PlainNumbers;
use crate::page::lab::{prefilled, LabKind};
use crate::page::workers::Worker;
use crate::protocol::Request;

/// A method as a web page shows it: a typographic dash in a set
/// difference, curly quotes around a string, a no-break space; inside a
/// string and a comment the same characters are text.
const COPIED: &str = "class Puzzle:\n    def moves(self, level):\n        return self.digits \u{2013} self.used[level]\n\n    def show(self):\n        print(\u{201C}done\u{201D})  # \u{201E}fertig\u{201C} \u{2013} ok\n        text = 'a \u{2013} b'\n\u{00A0}       return text\n";

#[test]
fn each_character_is_found_at_its_line_and_column_outside_strings_and_comments() {
    let found = pasted(COPIED);
    let at: Vec<(u32, u32, Pasted)> = found
        .chars
        .iter()
        .map(|c| (c.line, c.column, c.what))
        .collect();
    assert_eq!(
        at,
        vec![
            (3, 28, Pasted::Dash),
            (6, 15, Pasted::DoubleQuote),
            (6, 20, Pasted::DoubleQuote),
            (8, 1, Pasted::Space),
        ]
    );
    assert_eq!(found.unindented, None);
}

#[test]
fn one_replacement_gives_python_its_own_characters_and_keeps_the_text() {
    let fixed = replace_pasted(COPIED);
    assert!(fixed.contains("return self.digits - self.used[level]"));
    assert!(fixed.contains("print(\"done\")  # \u{201E}fertig\u{201C} \u{2013} ok"));
    assert!(fixed.contains("text = 'a \u{2013} b'"));
    assert!(fixed.contains("\n        return text\n"));
    assert_eq!(pasted(&fixed), PastedCode::default());
}

#[test]
fn a_block_that_lost_its_indentation_is_named_at_its_first_line() {
    let flat = "def done(self, level):\nreturn level == 81\n";
    assert_eq!(pasted(flat).unindented, Some(2));
    // Brackets, slices, dictionaries and strings ending in ':' open no block.
    let fine = "d = {1:\n2}\nx = y[1:]\ns = 'a:'\nif x:\n    # a comment\n\n    pass\n";
    assert_eq!(pasted(fine).unindented, None);
    let triple = "s = '''\nif a:\n'''\nt = 1\n";
    assert_eq!(pasted(triple), PastedCode::default());
}

#[test]
fn the_labs_own_code_in_every_language_carries_nothing_from_a_web_page() {
    for lang in Lang::ALL {
        for kind in [
            LabKind::Sudoku,
            LabKind::SudokuX,
            LabKind::Queens,
            LabKind::Kendoku,
        ] {
            let code = prefilled(kind, lang);
            assert_eq!(pasted(&code), PastedCode::default(), "{kind:?} in {lang:?}");
        }
    }
}

#[test]
fn the_words_name_the_first_place_and_count_the_rest_in_three_languages() {
    let found = pasted(COPIED);
    let numbers = PlainNumbers;
    let en = pasted_words(&found, Lang::En, &numbers).unwrap();
    assert_eq!(
        en,
        "line 3: '\u{2013}' is a typographic dash; Python's minus is '-'. And 3 more characters copied from a web page."
    );
    for lang in [Lang::De, Lang::Nl] {
        let words = pasted_words(&found, lang, &numbers).unwrap();
        assert!(
            words.contains('3') && words.contains('\u{2013}'),
            "{lang:?}: {words}"
        );
        assert_ne!(words, en);
    }
    let one = pasted("x = 1\u{00A0}+ 2\n");
    assert_eq!(
        pasted_words(&one, Lang::En, &numbers).unwrap(),
        "line 1: a no-break space; Python's space is a plain one."
    );
    let flat = pasted("if x:\ny = 1\n");
    assert!(pasted_words(&flat, Lang::En, &numbers)
        .unwrap()
        .starts_with("line 2: "));
    assert_eq!(
        pasted_words(&PastedCode::default(), Lang::En, &numbers),
        None
    );
}

#[test]
fn the_lab_replaces_what_was_pasted_keeps_it_and_gives_the_editor_the_code() {
    use crate::page::{Action, Command, LabAction};
    let mut model = crate::page::lab::tests::queens_lab();
    let code = "def moves(self, level):\n    return {1, 2} \u{2013} self.used\n".to_string();
    model.update(Action::Lab(LabAction::Edit(code)), 1.0);
    let lab = model.mode.lab().unwrap();
    assert_eq!(pasted(lab.code()).chars.len(), 1);
    let written = lab.written;
    let out = mend(&mut model, 2.0);
    let lab = model.mode.lab().unwrap();
    assert_eq!(
        lab.code(),
        "def moves(self, level):\n    return {1, 2} - self.used\n"
    );
    assert_eq!(
        lab.written,
        written + 1,
        "the editor is told to take the code"
    );
    let kept = out
        .iter()
        .any(|c| matches!(c, Command::Store { value, .. } if value.as_str() == lab.code()));
    assert!(kept, "the fixed code is kept: {out:?}");
}

#[test]
fn a_typographic_quote_doubled_by_the_copy_gives_one_plain_quote() {
    let code = "print(f\u{201c}\"Sum {s:4}\")\nx = \u{201c}\u{201d}\ny = \u{2018}a\u{2019}\n";
    assert_eq!(
        replace_pasted(code),
        "print(f\"Sum {s:4}\")\nx = \"\"\ny = 'a'\n"
    );
}

#[test]
fn a_continued_line_followed_by_an_empty_line_is_named_and_gets_its_continuation_back() {
    let code = "def f(a, b):\n    return a or\\\n\n        b\n\nx = 1\n";
    let found = pasted(code);
    assert_eq!(found.continued, vec![2]);
    let words = pasted_words(&found, Lang::En, &PlainNumbers).unwrap();
    assert!(words.starts_with("line 2: it goes on with '\\'"), "{words}");
    let fixed = replace_pasted(code);
    assert_eq!(
        fixed,
        "def f(a, b):\n    return a or\\\n        b\n\n\nx = 1\n"
    );
    assert_eq!(pasted(&fixed), PastedCode::default());
    // A backslash in a string or a comment continues nothing.
    assert!(pasted("s = 'a\\\\'\n\n# x \\\n\n").continued.is_empty());
}

#[test]
fn code_that_lost_every_indentation_is_mended_and_can_be_put_back() {
    use crate::page::{Action, LabAction};
    let flat = "class Q(Backtrack):\ndef done(self, level):\nreturn level \u{2013} 1 == 3\n";
    let found = pasted(flat);
    assert!(found.flat);
    assert_eq!(
        found.mend_texts(),
        Some((T::LabPastedMend, T::LabPastedMendHint))
    );
    let mut model = crate::page::lab::tests::queens_lab();
    model.update(Action::Lab(LabAction::Edit(flat.to_string())), 1.0);
    mend(&mut model, 2.0);
    let lab = model.mode.lab().unwrap();
    assert_eq!(
        lab.code(),
        "class Q(Backtrack):\n    def done(self, level):\n        return level - 1 == 3\n"
    );
    assert!(lab.can_put_back());
    model.update(Action::Lab(LabAction::PutBackPasted), 3.0);
    let lab = model.mode.lab().unwrap();
    assert_eq!(lab.code(), flat, "the pasted text, as it was");
    assert!(!lab.can_put_back());
    // Once the learner edits the mended code, the edit is the work kept.
    mend(&mut model, 4.0);
    model.update(Action::Lab(LabAction::Edit("x = 1\n".into())), 5.0);
    assert!(!model.mode.lab().unwrap().can_put_back());
}

#[test]
fn a_mending_that_comes_back_after_the_learner_typed_leaves_their_code() {
    use crate::page::{Action, LabAction};
    let mut model = crate::page::lab::tests::queens_lab();
    let pasted = "x = 1 \u{2013} 2\n".to_string();
    model.update(Action::Lab(LabAction::Edit(pasted)), 1.0);
    let asked = model.update(Action::Lab(LabAction::ReplacePasted), 2.0);
    model.update(Action::Lab(LabAction::Edit("x = 3\n".into())), 3.0);
    model.update(Action::Reply(Worker::Maker, served(&asked)), 4.0);
    let lab = model.mode.lab().unwrap();
    assert_eq!(lab.code(), "x = 3\n");
    assert!(!lab.can_put_back());
}

/// The Lab's one click, served by the page's worker as the page's
/// would be: the commands of the answer.
fn mend(model: &mut crate::page::Model, at: f64) -> Vec<crate::page::Command> {
    use crate::page::{Action, LabAction};
    let asked = model.update(Action::Lab(LabAction::ReplacePasted), at);
    model.update(Action::Reply(Worker::Maker, served(&asked)), at + 0.5)
}

/// The page's worker's answer to the mending asked in `out`.
fn served(out: &[crate::page::Command]) -> crate::protocol::Reply {
    let job = out
        .iter()
        .find_map(|c| match c {
            crate::page::Command::Send(Worker::Maker, Request::PuzzleText(job)) => Some(job),
            _ => None,
        })
        .expect("the mending asked of the page's worker");
    crate::page::document::puzzle_text::serve_text(job)
}

#[test]
fn the_one_click_is_offered_for_characters_or_a_lost_indentation_only() {
    let chars = pasted("x = 1 \u{2013} 2\n");
    assert_eq!(
        chars.mend_texts(),
        Some((T::LabPastedFix, T::LabPastedFixHint))
    );
    // One line not indented where the rest is: the learner's to mend.
    let one = pasted("if x:\n    y = 1\nif y:\nz = 2\n");
    assert_eq!(one.unindented, Some(4));
    assert!(!one.flat);
    assert_eq!(one.mend_texts(), None);
}

#[test]
fn a_copy_that_lost_its_indentation_and_carries_a_dash_is_told_both() {
    let flat = "def done(self, level):\nreturn level \u{2013} 1 == 3\n";
    let words = pasted_words(&pasted(flat), Lang::En, &PlainNumbers).unwrap();
    assert_eq!(
        words,
        "line 2: '\u{2013}' is a typographic dash; Python's minus is '-'. line 2: it should be indented under the ':' of the line before; its indentation may have been lost in copying."
    );
}
