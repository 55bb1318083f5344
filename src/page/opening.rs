//! The page's links and its opening: what the link in the address bar
//! and local storage bring back (the grid, the panels, the choices, the
//! step, a race); a puzzle loaded or a grid edited, which the run, the
//! play and storage follow; and the link of the moment on screen.

use super::action::{ClassroomAction, RunAction};
use super::document::Loading;
use super::lesson::{run_of, step_of, Embed};
use super::mode::{ModeKind, PageMode};
use super::model::{Command, Model, EDITOR_KEY};
use super::workers::Worker;
use super::{Editor, Note};
use crate::format::{puzzle_text, read_link, write_link, LinkState};
use crate::strategy::Strategy;

impl Model {
    /// What the link and storage open: the panels, the grid, the run's
    /// choices, the language, and a race or the step the link names.
    pub(super) fn open_page(
        &mut self,
        fragment: &str,
        saved: Option<String>,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        if let Some(editor) = saved.as_deref().and_then(Editor::load) {
            self.document.replace_editor(editor);
        }
        self.follow_link(fragment, now, out);
    }

    /// The reader first used the page: the run's worker loads, so that
    /// the first Step finds it ready, and the puzzle is measured (its
    /// worker would take a phone's processor and line from the first
    /// drawing, so it waits for this).
    pub(super) fn engaged(&mut self, out: &mut Vec<Command>) {
        if std::mem::replace(&mut self.workers.engaged, true) {
            return;
        }
        out.push(Command::Warm(Worker::Run));
        if self.play.difficulty().is_none() {
            self.measure_puzzle(out);
        }
    }

    /// A class is on: the page is in use, and a stepping run on the
    /// board's puzzle starts (at step 0, the cursor unmoved) if none is
    /// on, so that the search is ready when the teacher steps. A grid
    /// that cannot be searched, a race, the Lab, wait as before.
    pub(super) fn class_on(&mut self, now: f64, out: &mut Vec<Command>) {
        self.engaged(out);
        self.workers.in_class = true;
        self.ready_for_the_class(now, out);
    }

    /// In a class, a search ready on the board's puzzle, at step 0 if
    /// none is on (a moment followed at step 0, a new puzzle, opens none).
    fn ready_for_the_class(&mut self, now: f64, out: &mut Vec<Command>) {
        let ready = self.workers.in_class
            && self.run.current().is_none()
            && matches!(self.mode, PageMode::Watch | PageMode::Predict(_))
            && self.choices.strategy().steps()
            && self.document.editor().solvable().is_ok();
        if ready {
            self.ensure_run(now, out);
        }
    }

    /// A link pasted into the open page: what runs stops, and the link's
    /// puzzle, choices and step open as on a first visit. The page's own
    /// link (written to the address bar as it goes) changes nothing.
    pub(super) fn open_link(&mut self, fragment: &str, now: f64, out: &mut Vec<Command>) {
        let fragment = fragment.trim_start_matches('#');
        if fragment == self.link() {
            return;
        }
        if self.is_run_on_screen(fragment) {
            // The run on screen at another step (a class following its
            // teacher): the cursor moves there, nothing restarts.
            return self.on_run(RunAction::SeekTo(step_of(fragment)), now, out);
        }
        self.leave_mode(ModeKind::Race, out);
        self.reset_run(out);
        self.follow_link(fragment, now, out);
        self.measure_puzzle(out);
        self.ready_for_the_class(now, out);
        out.push(Command::Lang(self.screen.lang()));
    }

    /// Whether `fragment` is a moment of the run on screen, watched (the
    /// same puzzle, entries, strategy, seed and mode; not a lesson's).
    fn is_run_on_screen(&self, fragment: &str) -> bool {
        let lesson = fragment.split('&').any(|part| part.starts_with("lesson="));
        self.run.current().is_some()
            && !lesson
            && self.mode.kind() == ModeKind::Watch
            && run_of(fragment) == run_of(&self.link())
    }

    /// The run's choices and the language the link names.
    fn take_link_choices(&mut self, link: &crate::format::Link) {
        self.choices.take_link(link);
        if let Some(l) = link.lang {
            self.screen.speak(l);
        }
    }

    /// What a link names: the puzzle (the saved grid kept where it is the
    /// same puzzle), the choices, the language, a race or a step.
    fn follow_link(&mut self, fragment: &str, now: f64, out: &mut Vec<Command>) {
        let mut link = read_link(fragment);
        self.document.take_link_puzzle(&mut link);
        self.take_link_choices(&link);
        if let Some(moments) = link.lesson.take() {
            self.lesson.open(moments, fragment);
        }
        let embed = Embed::of(&link);
        if !link.problems.is_empty() {
            self.screen.hold_link(Note::Link(link.problems));
        }
        self.document.recognise_library();
        self.run.start_clock(now);
        if let Some(embed) = embed {
            if self.choices.strategy().steps() {
                self.ensure_run(now, out);
            }
            let plays = self.choices.strategy().steps() && self.run.current().is_some();
            self.screen.fold_tour();
            self.with_lesson(now, out, |lesson, ctx| {
                lesson.start_embed(embed, plays, ctx)
            });
            return;
        }
        if let Some(strategies) = link.race {
            let start = ClassroomAction::StartRace(strategies);
            self.with_mode(now, out, |mode, around, ctx| mode.act(start, around, ctx));
            return;
        }
        if let Some(packed) = link.lab {
            // The Lab opens once the page has unpacked the code.
            let step = link.step.unwrap_or(0);
            let own = link
                .own
                .as_deref()
                .and_then(crate::page::lab::OwnPuzzle::from_key);
            out.push(Command::UnpackLab { packed, step, own });
            return;
        }
        if let Some(step) = link
            .step
            .filter(|&s| s > 0 && self.choices.strategy().steps())
        {
            if self.ensure_run(now, out) {
                self.run.resume_at(step);
            }
        }
    }

    /// Loads a puzzle: the person's grid comes back from a search
    /// watched, the painting of regions ends, the play starts afresh,
    /// the run goes and the new grid is kept and measured.
    pub(super) fn load(&mut self, loading: Loading, out: &mut Vec<Command>) {
        let now = self.run.last_tick();
        self.with_play(now, out, |play, document, ctx| {
            play.back_to_grid(document, ctx)
        });
        self.document.load(loading);
        self.mode.leave(ModeKind::PaintRegions);
        self.screen.hush();
        self.play = self.play.for_new_puzzle();
        self.edited(out);
        self.measure_puzzle(out);
    }

    /// The grid changed: the run is dropped, the grid kept.
    pub(super) fn edited(&mut self, out: &mut Vec<Command>) {
        self.reset_run(out);
        self.leave_mode(ModeKind::Race, out);
        self.screen.drop_error();
        out.push(Command::Store {
            key: EDITOR_KEY,
            value: self.document.editor().save(),
        });
    }

    /// The puzzle on the board is new: its difficulty is asked for.
    pub(super) fn measure_puzzle(&mut self, out: &mut Vec<Command>) {
        let (now, racing) = (self.run.last_tick(), self.mode.race().is_some());
        self.with_play(now, out, |play, document, ctx| {
            play.measure(document.editor(), racing, ctx)
        });
    }

    /// The fragment that opens this moment (in an embed, as the embed).
    pub fn link(&self) -> String {
        let embed = self.lesson.embed().map(|e| e.keys());
        self.link_with(embed.as_deref())
    }

    /// What the address bar holds: the link of the moment on screen and,
    /// while a lesson is presented, its moments, so that a reload goes on
    /// presenting it where it was.
    pub fn address(&self) -> String {
        self.lesson.address(self.link())
    }

    /// The link of an embed of the run on screen, from this step on.
    pub fn embed_fragment(&self) -> String {
        let embed = super::Embed::from_step(self.step());
        self.link_with(Some(&embed.keys()))
    }

    /// The fragment that opens this moment, with `embed`'s keys if any.
    pub fn link_with(&self, embed: Option<&str>) -> String {
        let editor = &self.document.editor();
        // A puzzle being solved travels as loaded, with the entries beside
        // it; one typed into an empty grid, as its givens.
        let entries = editor
            .shares_entries()
            .then(|| editor.entries_text())
            .flatten();
        let puzzle = match editor.solvable() {
            Ok(p) if entries.is_none() => puzzle_text(&p),
            _ => puzzle_text(editor.puzzle()),
        };
        let race: Vec<Strategy> = self
            .mode
            .race()
            .iter()
            .flat_map(|r| r.lanes().iter().map(|l| l.strategy()))
            .collect();
        write_link(&LinkState {
            race: &race,
            puzzle: &puzzle,
            entries: entries.as_deref(),
            strategy: self.choices.strategy(),
            mode: self.choices.mode(),
            step: self.step(),
            speed: self.choices.speed(),
            lang: self.screen.lang(),
            embed,
        })
    }

    /// What Copy link puts on the clipboard: the link of the moment, in
    /// the Lab with the learner's code (and the board it declares).
    pub(super) fn copy_link_command(&self) -> Command {
        match self.mode.lab() {
            Some(lab) => Command::CopyLabLink {
                fragment: match lab.kind().own() {
                    Some(own) => format!("{}&own={}", self.link(), own.key()),
                    None => self.link(),
                },
                code: lab.code().to_string(),
            },
            None => Command::CopyLink(self.link()),
        }
    }
}
