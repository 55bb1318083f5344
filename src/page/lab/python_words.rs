//! Which Python runs the learner's code and why, in the reader's words.

use crate::i18n::{Lang, Numbers, T};
use crate::lab::python::{NeedWhat, Python, PythonWhy};

/// The line under the Lab's Python menu: the Python that runs the code
/// and why (the line and what it uses, where the code needs CPython).
pub fn python_words(python: Python, why: &PythonWhy, lang: Lang, numbers: &dyn Numbers) -> String {
    match (why, python) {
        (PythonWhy::Needed(need), _) => {
            let line = numbers.int(need.line as u64);
            match need.what {
                NeedWhat::Match => lang.fill(T::LabRunsFullMatch, &[&line]),
                NeedWhat::Module(module) => lang.fill(T::LabRunsFullModule, &[&line, module]),
                NeedWhat::TypeSubscript(name) => lang.fill(T::LabRunsFullType, &[&line, name]),
            }
        }
        (PythonWhy::Chosen, Python::Micro) => lang.t(T::LabRunsChosenMicro).to_owned(),
        (PythonWhy::Chosen, Python::Full) => lang.t(T::LabRunsChosenFull).to_owned(),
        (PythonWhy::Enough, _) => lang.t(T::LabRunsMicro).to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::PlainNumbers;
    use crate::lab::python::{python_for, PythonChoice};

    fn words(code: &str, choice: PythonChoice, lang: Lang) -> String {
        let (python, why) = python_for(code, choice);
        python_words(python, &why, lang, &PlainNumbers)
    }

    #[test]
    fn the_reason_names_the_line_and_what_it_uses_in_each_language() {
        let code = "x = 1\nclass K:\n    from operator import mul\n";
        let auto = PythonChoice::Automatic;
        assert_eq!(
            words(code, auto, Lang::En),
            "Runs in CPython: line 3 imports 'operator', which MicroPython does not have."
        );
        assert_eq!(
            words(code, auto, Lang::De),
            "Läuft in CPython: Zeile 3 importiert 'operator', das MicroPython nicht hat."
        );
        assert_eq!(
            words(code, auto, Lang::Nl),
            "Draait in CPython: regel 3 importeert 'operator', dat MicroPython niet heeft."
        );
        let matching = "def f(op):\n    match op:\n        case _: pass\n";
        assert!(words(matching, auto, Lang::En).contains("line 2 uses 'match'"));
        assert!(words("T = tuple[int]\n", auto, Lang::De).contains("Zeile 1 verwendet 'tuple[…]'"));
    }

    #[test]
    fn micropython_is_said_when_it_is_enough_or_chosen() {
        assert_eq!(
            words("x = 1\n", PythonChoice::Automatic, Lang::En),
            "Runs in MicroPython."
        );
        let micro = PythonChoice::Chosen(Python::Micro);
        assert_eq!(
            words("import functools\n", micro, Lang::Nl),
            "Draait in MicroPython, zoals gekozen."
        );
        let full = PythonChoice::Chosen(Python::Full);
        assert_eq!(
            words("x = 1\n", full, Lang::De),
            "Läuft in CPython, wie gewählt."
        );
    }
}
