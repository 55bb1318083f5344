//! The Lab: the exercises, the learner's Python in its editor, what the
//! last run or check found, Run, Check, the article's code again, the
//! download.

use std::rc::Rc;

use yew::prelude::*;

use super::app::App;
use super::intl::IntlNumbers;
use super::lab_choice::lab_choice;
use super::lab_editor::CodeEditor;
use super::lab_exercises::exercise_picker;
use super::lab_python::lab_python;
use crate::i18n::{Lang, T};
use crate::lab::python::Python;
use crate::page::lab::{check_words, pasted, pasted_words};
use crate::page::{Action, Lab, LabAction, LabKind};

/// What [`lab_panel`] draws. A plain function, not a component: it
/// holds no state of its own, and each component costs the page's
/// download its own copy of Yew's bookkeeping.
pub struct LabPanelProps {
    /// The Lab.
    pub lab: Rc<Lab>,
    /// The Lab's kind for the board's puzzle, if it has code for it.
    pub kind: Option<LabKind>,
    /// The line of the learner's code lit: the method called at the step.
    pub lit: Option<usize>,
    /// The learner's code is being loaded into Python.
    pub loading: bool,
    /// What the last check found, in words.
    pub checked: Option<String>,
    /// The page's language.
    pub lang: Lang,
    /// The number format.
    pub numbers: Rc<IntlNumbers>,
    /// Actions.
    pub on: Callback<Action>,
}

/// The Lab.
pub fn lab_panel(props: &LabPanelProps) -> Html {
    let (lang, lab) = (props.lang, &props.lab);
    let runs = lab.kind().runs_with(props.kind);
    // A puzzle of the learner's own has no built-in search to check
    // against, and no exercises.
    let own = lab.kind().own().is_some();
    // Code copied from a web page: named at its line, fixed by a click.
    let copied = pasted(lab.code());
    let copied_words = pasted_words(&copied, lang, props.numbers.as_ref());
    // Which Python runs the code, found once for the menu and the wait.
    let python = lab.python();
    let loading = match python.0 {
        Python::Micro => T::LabLoading,
        Python::Full => T::LabLoadingFull,
    };
    html! {
      <section class="lab" aria-labelledby="lab-title">
        <h2 id="lab-title">{lang.t(T::LabOpen)}</h2>
        <p class="lab-intro">{lang.t(T::LabIntro)}</p>
        { lab_choice(lab.kind(), props.kind, lang, &props.on) }
        if !runs {
          <p class="message">{lang.t(T::LabUnsupported)}</p>
        }
        if own {
          <p class="lab-intro">{lang.t(T::LabOwnIntro)}</p>
        } else {
          { exercise_picker(lab.kind(), lab.exercise(), lang, &props.on) }
        }
        // Above the editor, where the eye is after a paste.
        if let Some(words) = copied_words {
          <p id="lab-pasted" class="message error" role="alert">{words}</p>
          if let Some((label, hint)) = copied.mend_texts() {
            <button id="lab-pasted-fix" title={lang.t(hint)}
                    onclick={props.on.reform(|_| Action::Lab(LabAction::ReplacePasted))}>{lang.t(label)}</button>
          }
        }
        if lab.can_put_back() {
          <button id="lab-pasted-back" onclick={props.on.reform(|_| Action::Lab(LabAction::PutBackPasted))}>{lang.t(T::LabPastedPutBack)}</button>
        }
        <CodeEditor lab={lab.clone()} lit={props.lit} lang={lang} on={props.on.clone()} />
        { lab_python(lab.python_choice(), &python, lang, props.numbers.as_ref(), &props.on) }
        if props.loading {
          <p class="message" role="status">{lang.t(loading)}</p>
        }
        if lab.checking() {
          <p class="message" role="status">{lang.t(T::LabChecking)}</p>
        }
        if let Some(checked) = &props.checked {
          <p id="lab-check-result" class="message" role="status">{checked}</p>
        }
        if let Some(problem) = lab.problem() {
          <p id="lab-problem" class="message error" role="alert">{problem.words(lang, props.numbers.as_ref())}</p>
        }
        if !lab.output().is_empty() {
          // Newest at the bottom, in sight (the box starts at its end).
          <h3 id="lab-output-title">{lang.t(T::LabOutput)}</h3>
          <div class="lab-output" tabindex="0" role="region" aria-labelledby="lab-output-title">
            <pre id="lab-output">{lab.output()}</pre>
          </div>
        }
        <div class="row-buttons">
          <button id="lab-run" class="primary" title={lang.t(T::LabRunHint)} disabled={!runs}
                  onclick={props.on.reform(|_| Action::Lab(LabAction::Run))}>{lang.t(T::LabRun)}</button>
          if !own {
            <button id="lab-check" title={lang.t(T::LabCheckHint)} disabled={!runs || lab.checking()}
                    onclick={props.on.reform(|_| Action::Lab(LabAction::Check))}>{lang.t(T::LabCheck)}</button>
          }
          <button id="lab-reset" title={lang.t(T::LabResetHint)}
                  onclick={props.on.reform(|_| Action::Lab(LabAction::Reset))}>{lang.t(T::LabReset)}</button>
          <button id="lab-download" title={lang.t(T::LabDownloadHint)}
                  onclick={props.on.reform(|_| Action::Lab(LabAction::Download))}>{lang.t(T::LabDownload)}</button>
        </div>
      </section>
    }
}

impl App {
    /// The Lab, under the board, when open.
    pub(super) fn lab(&self) -> Html {
        let model = &self.model;
        let Some(lab) = model.mode.lab().cloned().map(Rc::new) else {
            return Html::default();
        };
        let lit = model.on_screen().lab_lit_line();
        let puzzle = model.document.editor().puzzle();
        lab_panel(&LabPanelProps {
            checked: lab
                .check()
                .map(|c| check_words(c, puzzle, model.screen.lang(), self.numbers.as_ref())),
            lab,
            kind: LabKind::of(puzzle),
            lit,
            loading: model.run.current().is_some_and(|r| r.stepping.is_none()),
            lang: model.screen.lang(),
            numbers: self.numbers.clone(),
            on: self.on.clone(),
        })
    }
}
