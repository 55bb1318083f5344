//! The one reducer: every user action, tick and worker reply goes through
//! [`Model::update`], which changes the model and returns what the page
//! must do.

use super::model::{Command, Model, Want, EDITOR_KEY, LANG_KEY, PANELS_KEY, TOUR_KEY};
use super::puzzle_menu::PuzzleAction;
use super::region_draft::RegionEdit;
use super::speed::{clamp_speed, SPEEDS};
use super::{Answer, Editor, Note, Panel, PanelSet, Predict, Question, Refused};
use crate::format::{parse_puzzle, read_link, to_json};
use crate::i18n::Lang;
use crate::library::LIBRARY;
use crate::protocol::{Mode, Reply, Request, Target};
use crate::puzzles::{AnyPuzzle, Board, Queens, Sudoku};
use crate::strategy::Strategy;

/// Something that happened: the user, the timer or a worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The page opened: the URL fragment and what storage kept.
    Init {
        /// The fragment, without `#`.
        fragment: String,
        /// The saved editor.
        editor: Option<String>,
        /// The saved panel choice.
        panels: Option<String>,
        /// The saved language, if the user chose one.
        lang: Option<String>,
        /// The browser's languages, preferred first.
        browser: Vec<String>,
        /// The welcome was read on an earlier visit.
        toured: bool,
    },
    /// Projector mode on or off (the `P` key).
    ToggleProjector,
    /// The browser left full screen (Esc): projector mode ends too.
    FullscreenLeft,
    /// Open (true) or close the help.
    ShowHelp(bool),
    /// Close the first visit's welcome.
    CloseTour,
    /// Esc: closes what is open.
    Escape,
    /// Predict mode on or off.
    TogglePredict,
    /// The class answers the question of predict mode.
    Answer(Answer),
    /// The class answers with the selected square (Enter on the grid).
    AnswerSelected,
    /// Race these strategies (two or three) on the grid.
    StartRace(Vec<Strategy>),
    /// End the race.
    LeaveRace,
    /// Race worker `lane` of race `race` answered.
    LaneReply {
        /// The race.
        race: u32,
        /// The lane.
        lane: usize,
        /// Its answer.
        reply: Reply,
    },
    /// Speak this language.
    SetLang(Lang),
    /// The next language (the `L` key).
    NextLang,
    /// A square was clicked.
    Select(usize),
    /// The selection moves by rows and columns (arrow keys on the grid).
    MoveSelection(isize, isize),
    /// A value typed into the selected cell (0 clears).
    Type(u8),
    /// Take back the last edit.
    UndoEdit,
    /// Do again the last edit taken back.
    RedoEdit,
    /// Load entry `i` of the library.
    LoadLibrary(usize),
    /// Load an empty Sudoku of this side.
    LoadEmpty(usize),
    /// Load N-Queens for the text of the N field.
    LoadQueens(String),
    /// Load pasted text.
    Import(String),
    /// An action of the puzzle menu (shapes, new puzzle, files, formats).
    Puzzle(PuzzleAction),
    /// The maker worker answered a [`Request::Generate`].
    Made(Reply),
    /// Put the grid's document into the import box.
    Export,
    /// Choose a strategy by name.
    SetStrategy(String),
    /// Set random's seed.
    SetSeed(u64),
    /// Choose how many solutions.
    SetMode(Mode),
    /// Choose a speed.
    SetSpeed(usize),
    /// One speed up (+1) or down (-1).
    Faster(isize),
    /// Start or resume the animation.
    Play,
    /// Stop the animation or the run to the end.
    Pause,
    /// Play if paused, pause if playing.
    PlayPause,
    /// One event forward.
    Step,
    /// One event back.
    StepBack,
    /// Back to the start: nothing tried.
    ToStart,
    /// Run to the end at full speed.
    ToEnd,
    /// Drop the run (and its worker).
    Cancel,
    /// Go to this step.
    SeekTo(u64),
    /// Go to the next (true) or previous event of a kind.
    Find(Target, bool),
    /// Show the next (+1) or previous (-1) solution board.
    Browse(isize),
    /// Show or hide a panel.
    TogglePanel(Panel),
    /// Copy a link to this moment.
    CopyLink,
    /// The clipboard said whether it took the link.
    Copied(bool),
    /// The timer ticked (the page's clock, ms).
    Tick,
    /// The run's worker answered.
    Reply(Reply),
    /// Counting worker `worker` of count `id` answered.
    PoolReply {
        /// The count.
        id: u32,
        /// The worker.
        worker: usize,
        /// Its answer.
        reply: Reply,
    },
}

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
            Action::LoadEmpty(side) => {
                if let Ok(s) = Sudoku::new(vec![0; side * side]) {
                    self.load(AnyPuzzle::Sudoku(s), &mut out);
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
            Action::Made(reply) => self.on_made(reply, &mut out),
            Action::Export => {
                self.import_written += 1;
                self.import_text = match self.editor.document() {
                    Ok(doc) => doc,
                    Err(e) => format!("(not exported: {e})"),
                };
            }
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
                self.start_race(&strategies, &mut out);
            }
            Action::LeaveRace => self.leave_race(&mut out),
            Action::LaneReply { race, lane, reply } => self.on_lane_reply(race, lane, reply),
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
                out.push(Command::NewWorker);
                self.channel = Default::default();
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
            Action::Reply(reply) => self.on_reply(reply, now, &mut out),
            Action::PoolReply { id, worker, reply } => self.on_pool_reply(id, worker, reply, now),
        }
        self.pull(now, &mut out);
        self.race_pull(&mut out);
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
            self.start_race(&strategies, out);
            return;
        }
        if let Some(step) = link.step.filter(|&s| s > 0 && self.strategy.steps()) {
            if self.ensure_run(now, out) {
                self.want = Some(Want::Step(step));
                self.resume = Some(step);
            }
        }
    }

    /// Whether predict mode waits for a square (a click on the board).
    fn asks_square(&self) -> bool {
        matches!(
            self.predict.as_ref().and_then(|p| p.question.as_ref()),
            Some(Question::Rejected { .. } | Question::BackTo)
        )
    }

    /// Predict mode's Step: a question pending is skipped (the step is
    /// shown unscored); otherwise the next step is fetched and held back.
    fn predict_next(&mut self, now: f64, out: &mut Vec<Command>) {
        if !self.ensure_run(now, out) {
            return;
        }
        let holds_question = self.predict.as_ref().is_some_and(|p| p.question.is_some());
        if holds_question {
            self.reveal();
        } else if self.want.is_none() && !self.run.as_ref().is_some_and(|r| r.finished()) {
            if let Some(p) = &mut self.predict {
                p.verdict = None;
            }
            self.want = Some(Want::Peek(self.step() + 1));
        }
    }

    /// Scores `answer` and shows the step it was about.
    fn answer(&mut self, answer: Answer, _now: f64, _out: &mut [Command]) {
        let (Some(run), Some(p)) = (&self.run, &mut self.predict) else {
            return;
        };
        let (Some(_), Some(next)) = (&p.question, &p.hidden) else {
            return;
        };
        let right = Predict::is_right(&run.puzzle, self.strategy, next, answer);
        p.asked += 1;
        p.right += u32::from(right);
        p.verdict = Some(right);
        self.reveal();
    }

    /// Shows the step held back by predict mode.
    pub(super) fn reveal(&mut self) {
        let Some(p) = &mut self.predict else { return };
        p.question = None;
        if let (Some(next), Some(run)) = (p.hidden.take(), &mut self.run) {
            run.take(next);
            self.taught = Some(std::rc::Rc::new(super::Taught::of(run, self.strategy)));
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

    fn edit(&mut self, cell: usize, value: u8, out: &mut Vec<Command>) {
        match self.editor.set(cell, value) {
            Ok(true) => self.edited(out),
            Ok(false) => {}
            Err(Refused::Given { cell }) => self.note = Some(Note::Given(cell)),
            Err(Refused::Fixed) => self.note = Some(Note::Fixed),
            Err(Refused::Range { value, max }) => self.note = Some(Note::Range { value, max }),
        }
    }

    /// The grid changed: the run is dropped, the grid kept.
    pub(super) fn edited(&mut self, out: &mut Vec<Command>) {
        self.reset_run(out);
        self.leave_race(out);
        self.note = self.note.take().filter(|n| !n.is_error());
        out.push(Command::Store {
            key: EDITOR_KEY,
            value: self.editor.save(),
        });
    }

    pub(super) fn load(&mut self, puzzle: AnyPuzzle, out: &mut Vec<Command>) {
        self.editor = Editor::new(puzzle);
        self.blocks.clear();
        self.regions = None;
        self.selected = 0;
        self.library = None;
        self.note = None;
        self.edited(out);
    }

    /// Stops the animation and a run to the end; a solution board shown
    /// over the moment goes.
    fn stop_motion(&mut self) {
        self.playing = false;
        self.browsing = None;
        if self.want == Some(Want::End) {
            self.want = None;
        }
    }

    fn play(&mut self, now: f64, out: &mut Vec<Command>) {
        if !self.ensure_run(now, out) {
            return;
        }
        self.browsing = None;
        let run = self.run.as_ref().expect("ensured");
        if run.stepping == Some(false) {
            // fast has no steps: playing it is running it.
            self.want = Some(Want::End);
            return;
        }
        if run.finished() {
            self.want = Some(Want::Step(0));
        }
        self.playing = true;
        self.owed = 1.0;
        self.last_tick = now;
    }

    fn pause(&mut self) {
        self.playing = false;
        if self.want == Some(Want::End) {
            self.want = None;
        }
    }

    fn keep_timer(&mut self, out: &mut Vec<Command>) {
        let period = if self.busy() {
            SPEEDS[self.speed].period_ms
        } else {
            200
        };
        if period != self.timer {
            self.timer = period;
            out.push(Command::Timer(period));
        }
    }

    /// Writes the link of the moment into the address bar when it
    /// changed: at once when still, once a second while the run moves.
    fn keep_url(&mut self, now: f64, out: &mut Vec<Command>) {
        let moving = self.busy() || self.want.is_some();
        if moving && now - self.url_at < 1000.0 {
            return;
        }
        let link = self.link();
        if link != self.url_written {
            self.url_at = now;
            self.url_written = link.clone();
            out.push(Command::Url(link));
        }
    }
}

/// The Sudoku sides the Empty menu offers.
pub const EMPTY_SIDES: [usize; 4] = [4, 6, 9, 16];
