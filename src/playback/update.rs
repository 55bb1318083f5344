//! The one reducer: every user action, tick and worker reply goes through
//! [`Model::update`], which changes the model and returns what the page
//! must do.

use super::model::{Command, Model, Want, LANG_KEY, PANELS_KEY, TOUR_KEY};
use super::region_draft::RegionEdit;
use super::speed::clamp_speed;
use super::Action;
use super::{Answer, Editor, Note, PanelSet, Predict};
use crate::format::{parse_puzzle, read_link, to_json};
use crate::i18n::Lang;
use crate::library::LIBRARY;
use crate::protocol::Request;
use crate::puzzles::{AnyPuzzle, Board, Queens};
use crate::strategy::Strategy;
use crate::teach::tree_jump;

impl Model {
    /// Carries out `action` at time `now` (ms) and returns what the page
    /// must do.
    pub fn update(&mut self, action: Action, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        match action {
            Action::Init {
                fragment,
                editor,
                panels,
                lang,
                browser,
                toured,
            } => {
                self.tour = !toured;
                self.lang = lang
                    .as_deref()
                    .and_then(Lang::parse)
                    .unwrap_or_else(|| Lang::from_browser(&browser));
                self.init(&fragment, editor, panels, now, &mut out);
                out.push(Command::Lang(self.lang));
            }
            Action::SetLang(lang) => self.set_lang(lang, &mut out),
            Action::ToggleProjector => {
                self.projector = !self.projector;
                out.push(Command::Fullscreen(self.projector));
            }
            Action::FullscreenLeft => self.projector = false,
            Action::ShowHelp(open) => {
                self.help = open;
                if open {
                    self.send(Request::Memory, now, &mut out);
                }
            }
            Action::CloseTour => {
                self.tour = false;
                out.push(Command::Store {
                    key: TOUR_KEY,
                    value: "yes".into(),
                });
            }
            Action::TogglePredict => {
                if self.predict.take().is_none() && self.ensure_run(now, &mut out) {
                    self.stop_motion();
                    self.want = None;
                    self.predict = Some(Predict::default());
                }
            }
            Action::Answer(answer) => self.answer(answer, now, &mut out),
            Action::AnswerSelected => {
                if self.asks_square() {
                    self.answer(Answer::Square(self.selected), now, &mut out);
                }
            }
            Action::Escape => {
                if self.help {
                    self.help = false;
                } else if self.tour {
                    self.tour = false;
                } else if self.projector {
                    self.projector = false;
                    out.push(Command::Fullscreen(false));
                }
            }
            Action::NextLang => self.set_lang(self.lang.next(), &mut out),
            Action::Select(cell) if self.asks_square() => {
                self.selected = cell;
                self.answer(Answer::Square(cell), now, &mut out);
            }
            Action::Select(cell) if self.regions.is_some() => {
                self.on_regions(RegionEdit::Paint(cell), &mut out);
            }
            Action::Select(cell) => {
                self.selected = cell.min(self.editor.squares().saturating_sub(1));
                if matches!(self.editor.puzzle(), AnyPuzzle::Queens(_)) {
                    self.edit(cell, 1, &mut out);
                }
            }
            Action::MoveSelection(dr, dc) => {
                self.selected = match self.editor.puzzle().board() {
                    Board::Grid { rows, cols } => {
                        let (rows, cols) = (rows as isize, cols as isize);
                        let (r, c) = (self.selected as isize / cols, self.selected as isize % cols);
                        let (r, c) = ((r + dr).clamp(0, rows - 1), (c + dc).clamp(0, cols - 1));
                        (r * cols + c) as usize
                    }
                    // The star: left and right go cell by cell, up and
                    // down triangle by triangle.
                    Board::Star => {
                        let last = self.editor.squares() as isize - 1;
                        (self.selected as isize + dc + 9 * dr).clamp(0, last) as usize
                    }
                };
            }
            Action::Type(value) if self.predict.as_ref().is_some_and(|p| p.question.is_some()) => {
                self.answer(Answer::Value(value), now, &mut out);
            }
            Action::Type(value) if self.regions.is_some() => {
                // A region's number on the selected cell paints it.
                if value > 0 {
                    self.on_regions(RegionEdit::Brush(usize::from(value) - 1), &mut out);
                    self.on_regions(RegionEdit::Paint(self.selected), &mut out);
                }
            }
            Action::Type(value) => self.edit(self.selected, value, &mut out),
            Action::UndoEdit => {
                if self.editor.undo() {
                    self.edited(&mut out);
                }
            }
            Action::RedoEdit => {
                if self.editor.redo() {
                    self.edited(&mut out);
                }
            }
            Action::LoadLibrary(i) => {
                if let Some(p) = LIBRARY.get(i).and_then(|(_, doc)| parse_puzzle(doc).ok()) {
                    self.load(p, &mut out);
                    self.library = Some(i);
                }
            }
            Action::LoadQueens(text) => match text.trim().parse::<usize>().map(Queens::checked) {
                Ok(Ok(q)) => self.load(AnyPuzzle::Queens(q), &mut out),
                Ok(Err(e)) => self.note = Some(Note::CannotRead(e.to_string())),
                Err(_) => {
                    self.note = Some(Note::CannotRead(format!(
                        "N = '{}': give a whole number from 1 to 32",
                        text.trim()
                    )))
                }
            },
            Action::Import(text) => {
                match parse_puzzle(&text) {
                    Ok(p) => self.load(p, &mut out),
                    Err(e) => self.note = Some(Note::CannotRead(e.to_string())),
                }
                // The box holds the text already: echoing it back would
                // lay out a pasted 5 MB once more.
            }
            Action::Puzzle(action) => self.on_puzzle(action, now, &mut out),
            Action::SetStrategy(name) => {
                self.strategy = self.strategy_named(&name);
                self.reset_run(&mut out);
            }
            Action::SetSeed(seed) => {
                self.seed = seed;
                if let Strategy::Random { .. } = self.strategy {
                    self.strategy = Strategy::Random { seed };
                    self.reset_run(&mut out);
                }
            }
            Action::SetMode(mode) => {
                self.mode = mode;
                self.reset_run(&mut out);
            }
            Action::SetSpeed(i) => self.speed = clamp_speed(i),
            Action::Faster(delta) => {
                self.speed = clamp_speed(self.speed.saturating_add_signed(delta));
            }
            Action::Play if self.race.is_some() => self.race_move(Some(true), false, false),
            Action::Pause if self.race.is_some() => self.race_move(Some(false), false, false),
            Action::PlayPause if self.race.is_some() => {
                let playing = self.busy();
                self.race_move(Some(!playing), false, false)
            }
            Action::Step if self.race.is_some() => self.race_move(Some(false), true, false),
            Action::ToEnd if self.race.is_some() => self.race_move(Some(false), false, true),
            Action::StartRace(strategies) => {
                self.predict = None;
                self.start_race(&strategies, now, &mut out);
            }
            Action::LeaveRace => self.leave_race(&mut out),
            Action::Play | Action::PlayPause | Action::Step if self.predict.is_some() => {
                self.predict_next(now, &mut out)
            }
            Action::Play => self.play(now, &mut out),
            Action::Pause => self.pause(),
            Action::PlayPause => {
                if self.busy() {
                    self.pause()
                } else {
                    self.play(now, &mut out)
                }
            }
            Action::Step => {
                if self.ensure_run(now, &mut out) {
                    self.stop_motion();
                    self.want = Some(Want::Step(self.heading() + 1));
                }
            }
            Action::StepBack => {
                if self.run.is_some() {
                    self.stop_motion();
                    self.want = Some(Want::Step(self.heading().saturating_sub(1)));
                }
            }
            Action::ToStart => {
                if self.run.is_some() {
                    self.stop_motion();
                    self.want = Some(Want::Step(0));
                }
            }
            Action::SeekTo(step) => {
                if self.ensure_run(now, &mut out) {
                    self.stop_motion();
                    self.want = Some(Want::Step(step));
                }
            }
            Action::TreeJump(jump) => {
                let drawn = self.run.as_ref().zip(self.taught.as_ref());
                let target = drawn.and_then(|(run, taught)| {
                    tree_jump(taught.tree.as_ref()?, &run.log, run.moment.step, jump)
                });
                if let Some(step) = target {
                    self.stop_motion();
                    self.want = Some(Want::Step(step));
                }
            }
            Action::Find(target, forward) => {
                if self.ensure_run(now, &mut out) {
                    self.stop_motion();
                    self.want = Some(Want::Find(target, forward));
                }
            }
            Action::ToEnd => {
                if self.ensure_run(now, &mut out) {
                    self.playing = false;
                    self.browsing = None;
                    self.want = Some(Want::End);
                }
            }
            Action::Cancel => {
                self.new_run_worker(&mut out);
                self.reset_run(&mut out);
                self.note = Some(Note::Cancelled);
            }
            Action::Browse(delta) => {
                if let Some(run) = &self.run {
                    let count = run.solutions.len() as isize;
                    if count > 0 {
                        let at = self
                            .browsing
                            .map_or(if delta > 0 { -1 } else { 0 }, |b| b as isize);
                        self.browsing = Some((at + delta).rem_euclid(count) as usize);
                    }
                }
            }
            Action::TogglePanel(panel) => {
                self.panels.toggle(panel);
                out.push(Command::Store {
                    key: PANELS_KEY,
                    value: self.panels.save(),
                });
            }
            Action::CopyLink => out.push(Command::CopyLink(self.link())),
            Action::Copied(ok) => {
                self.note = Some(if ok {
                    Note::LinkCopied
                } else {
                    Note::CopyFailed
                })
            }
            Action::Tick => {
                let dt = (now - self.last_tick).max(0.0);
                self.race_tick(dt);
                self.tick(now, &mut out);
            }
            Action::Reply(from, reply) => self.on_worker_reply(from, reply, now, &mut out),
        }
        if self.may_share() {
            // Helpers for a way to the end shared among workers, started
            // as soon as one may be asked for (all solutions, a strategy
            // that shares), so that they are loaded by then.
            self.keep_helpers(now, &mut out);
        }
        self.pull(now, &mut out);
        self.race_pull(now, &mut out);
        self.keep_timer(&mut out);
        self.keep_url(now, &mut out);
        out
    }

    fn init(
        &mut self,
        fragment: &str,
        saved: Option<String>,
        panels: Option<String>,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        self.panels = panels
            .as_deref()
            .map_or_else(PanelSet::default, PanelSet::load);
        if let Some(editor) = saved.as_deref().and_then(Editor::load) {
            self.editor = editor;
        }
        let link = read_link(fragment);
        if let Some(p) = link.puzzle {
            // The saved grid, if it is this puzzle (as solved, or as
            // loaded when the typed digits clash), keeps which digits are
            // the user's own.
            let wanted = Some(to_json(&p));
            let same = self.editor.document().ok() == wanted
                || Some(to_json(self.editor.puzzle())) == wanted;
            if !same {
                self.editor = Editor::new(p);
            }
        }
        if let Some(s) = link.seed {
            self.seed = s;
        }
        if let Some(s) = link.strategy {
            self.strategy = s;
        }
        if let Some(m) = link.mode {
            self.mode = m;
        }
        if let Some(s) = link.speed {
            self.speed = clamp_speed(s);
        }
        if let Some(l) = link.lang {
            self.lang = l;
        }
        if !link.problems.is_empty() {
            self.note = Some(Note::Link(link.problems));
        }
        self.library = LIBRARY.iter().position(|(_, doc)| {
            parse_puzzle(doc).ok().map(|p| to_json(&p)) == self.editor.document().ok()
        });
        self.last_tick = now;
        if let Some(strategies) = link.race {
            self.start_race(&strategies, now, out);
            return;
        }
        if let Some(step) = link.step.filter(|&s| s > 0 && self.strategy.steps()) {
            if self.ensure_run(now, out) {
                self.want = Some(Want::Step(step));
                self.resume = Some(step);
            }
        }
    }

    fn set_lang(&mut self, lang: Lang, out: &mut Vec<Command>) {
        self.lang = lang;
        out.push(Command::Lang(lang));
        out.push(Command::Store {
            key: LANG_KEY,
            value: lang.code().to_string(),
        });
    }
}
