//! What can happen to the page: a user's action, a tick of the timer, a
//! worker's reply. [`Model::update`](super::Model::update) takes each and
//! hands it to the part of the page it concerns; the user's actions are
//! grouped by that part.

use super::document::puzzle_menu::PuzzleAction;
use super::workers::Worker;
use super::{Answer, Panel};
use crate::i18n::Lang;
use crate::protocol::{Mode, Reply, Target};
use crate::strategy::Strategy;
use crate::teach::TreeJump;

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
        /// The lesson's moments kept in storage.
        lesson: Option<String>,
    },
    /// The timer ticked (the page's clock, ms).
    Tick,
    /// A worker answered.
    Reply(Worker, Reply),
    /// The page around the board: projector mode, help, language, panels.
    Page(PageAction),
    /// The grid being edited: the selection, typing, undo.
    Edit(EditAction),
    /// Solving by hand: notes mode, check, hint.
    Play(PlayAction),
    /// Which puzzle is on the board: the library, N, a paste, the menu.
    Puzzle(PuzzleAction),
    /// The run: its choices and its motion.
    Run(RunAction),
    /// The classroom modes: predict and race.
    Classroom(ClassroomAction),
    /// The Lab: the learner's own methods.
    Lab(super::LabAction),
    /// Material for a lesson: the printed sheet.
    Lesson(super::LessonAction),
}

impl Action {
    /// Whether the reader did this, not the page of itself (its start,
    /// a tick, a worker's reply, the first use, a class coming on).
    pub fn is_readers(&self) -> bool {
        !matches!(
            self,
            Action::Init { .. }
                | Action::Tick
                | Action::Reply(..)
                | Action::Page(PageAction::Engaged | PageAction::ClassOn)
        )
    }

    /// Whether it moves the page on from what was said to the person
    /// solving by hand: a control of the run, the puzzle menu, a
    /// classroom mode, a lesson or the Lab.
    pub fn moves_on(&self) -> bool {
        // A text to read (a file, the import box) moves on when its
        // puzzle loads: the worker may read it later, and until then the
        // grid on the board is still the one the words are of.
        let reads = matches!(
            self,
            Action::Puzzle(super::PuzzleAction::Open(_) | super::PuzzleAction::Import(_))
        );
        !reads
            && matches!(
                self,
                Action::Run(_)
                    | Action::Puzzle(_)
                    | Action::Classroom(_)
                    | Action::Lesson(_)
                    | Action::Lab(_)
            )
    }
}

/// An action on the page around the board.
#[derive(Clone, Debug, PartialEq)]
pub enum PageAction {
    /// Projector mode on or off (the `P` key).
    ToggleProjector,
    /// The browser left full screen (Esc): projector mode ends too.
    FullscreenLeft,
    /// Open (true) or close the help.
    ShowHelp(bool),
    /// Open (true) or close the diagnostics corner: the worker is asked
    /// for its memory.
    ShowDiagnostics(bool),
    /// Close the first visit's welcome.
    CloseTour,
    /// Esc: closes what is open.
    Escape,
    /// Speak this language.
    SetLang(Lang),
    /// The next language (the `L` key).
    NextLang,
    /// The texts of `wanted` cannot be fetched: the page speaks
    /// `speaking`, whose texts it has.
    LangUnavailable {
        /// The language asked for.
        wanted: Lang,
        /// The language at hand.
        speaking: Lang,
    },
    /// Shade the squares the placed queens attack, or stop.
    ToggleShade,
    /// Show or hide a panel.
    TogglePanel(Panel),
    /// Projector mode: show this panel beside the Explanation.
    ShowPage(Panel),
    /// Projector mode: the next panel beside the Explanation (the `V` key).
    NextPage,
    /// Copy a link to this moment.
    CopyLink,
    /// The clipboard said whether it took the link.
    Copied(bool),
    /// Copy the `<iframe>` code of an embed of this run, from this step.
    CopyEmbed,
    /// The clipboard said whether it took the embed code.
    EmbedCopied(bool),
    /// The address bar's link changed while the page was open (a link
    /// pasted into this tab): open what it names.
    OpenLink(String),
    /// The reader first used the page (a pointer, a key, a touch): the
    /// search worker loads now, and the puzzle's difficulty is measured.
    Engaged,
    /// A class was started or joined on this page (the class's app says
    /// so): the search worker loads, and the run starts, at its step 0,
    /// so that the teacher's first step is followed as fast as the next.
    ClassOn,
}

/// An action on the grid being edited.
#[derive(Clone, Debug, PartialEq)]
pub enum EditAction {
    /// A square was clicked.
    Select(usize),
    /// The selection moves by rows and columns (arrow keys on the grid).
    MoveSelection(isize, isize),
    /// A value typed into the selected cell (0 clears).
    Type(u8),
    /// A value put into the selected cell's centre marks (its notes), or
    /// taken out (Ctrl and a digit).
    Centre(u8),
    /// A value put into the selected cell's corner marks, or taken out
    /// (Shift and a digit).
    Corner(u8),
    /// The selected cell coloured (1 to 9), or its colour taken away.
    Colour(u8),
    /// Take back the last edit.
    Undo,
    /// Do again the last edit taken back.
    Redo,
}

/// An action of a person solving by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayAction {
    /// Notes mode on or off: digits go into the notes or the cells.
    ToggleNotes,
    /// The next digit typed is tried (a savepoint before it), or not.
    ToggleTry,
    /// Corner mode on or off: digits go into the corner marks.
    ToggleCorner,
    /// Back to before the innermost value tried.
    RollBack,
    /// Play the singles and forced values from the grid as it is.
    GoOn,
    /// Every empty cell's candidates into its notes.
    FillNotes,
    /// Whether a value placed strikes itself from its peers' notes.
    ToggleNotesFollow,
    /// Compare the entries with the puzzle's solution.
    Check,
    /// The next hint, or the hint shown one level further.
    Hint,
    /// The fewest entries that cannot stand together.
    WhereWrong,
    /// Show or hide each empty cell's true candidates.
    ToggleTruth,
    /// Play the search of the hint on screen on the board.
    WatchSearch,
    /// End that search: the person's grid comes back.
    BackToGrid,
    /// The page was hidden (true) or shown again: the clock pauses.
    PageHidden(bool),
}

/// An action on the run: what to search, and where the cursor goes.
#[derive(Clone, Debug, PartialEq)]
pub enum RunAction {
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
    /// Go along the drawn search tree (a key on the tree).
    TreeJump(TreeJump),
    /// Go to the next (true) or previous event of a kind.
    Find(Target, bool),
    /// Show the next (+1) or previous (-1) solution board.
    Browse(isize),
    /// Show the mirror image of the N-Queens solution on screen.
    BrowseMirror,
}

impl RunAction {
    /// Whether this is a choice of the run (strategy, seed, how many
    /// solutions, speed), not a motion of its cursor.
    pub fn is_choice(&self) -> bool {
        matches!(
            self,
            RunAction::SetStrategy(_)
                | RunAction::SetSeed(_)
                | RunAction::SetMode(_)
                | RunAction::SetSpeed(_)
                | RunAction::Faster(_)
        )
    }
}

/// An action of the classroom modes.
#[derive(Clone, Debug, PartialEq)]
pub enum ClassroomAction {
    /// A mode with a button of its own on or off (see
    /// [`ModeKind::button`](super::ModeKind::button)).
    Toggle(super::ModeKind),
    /// The class answers the question of predict mode.
    Answer(Answer),
    /// The class answers with the selected square (Enter on the grid).
    AnswerSelected,
    /// Race these strategies (two or three) on the grid.
    StartRace(Vec<Strategy>),
    /// End the race.
    LeaveRace,
}
