//! The keys of the page's texts. Each language gives every one (`en.rs`,
//! `de.rs`, `nl.rs`); `{}` marks a place filled, in order, by
//! [`Lang::fill`](super::Lang::fill).

/// A text of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum T {
    /// Watch a backtracking search: every candidate tried, why it fails, every step back.
    Tagline,
    /// Library
    Library,
    /// Puzzles from the sources: the article's, the Dutch program's, janko.at's
    LibraryHint,
    /// choose…
    Choose,
    /// Empty Sudoku
    EmptySudoku,
    /// An empty grid to type a puzzle into
    EmptyHint,
    /// size…
    SizePrompt,
    /// N-Queens, N =
    QueensN,
    /// N queens on an N x N board, none attacking another
    QueensHint,
    /// Paste, import, export
    PasteImport,
    /// puzzle text: an 81-character line or a JSON document
    ImportLabel,
    /// Load
    Load,
    /// Export JSON
    ExportJson,
    /// Strategy
    Strategy,
    /// The article's program: cells in order, values ascending, sets of what is placed
    HintClassic,
    /// The Dutch program: candidate lists, cleaned up after every value
    HintPropagate,
    /// The cell with the fewest candidates first, checking ahead
    HintMrv,
    /// Like mrv, with candidates in an order shuffled by the seed
    HintRandom,
    /// The fastest solver: no steps, only the answer
    HintFast,
    /// Seed
    Seed,
    /// The same seed gives the same search
    SeedHint,
    /// Mode
    Mode,
    /// How many solutions the search looks for
    ModeHint,
    /// first solution
    ModeFirst,
    /// all solutions
    ModeAll,
    /// uniqueness
    ModeUnique,
    /// Speed
    Speed,
    /// Keys + and - change it
    SpeedHint,
    /// Disclosure: 1 step / 0.5 s
    Speed0,
    /// 1 step / 0.2 s
    Speed1,
    /// 20 steps / s
    Speed2,
    /// 60 steps / s
    Speed3,
    /// 250 steps / s
    Speed4,
    /// 1,000 steps / s
    Speed5,
    /// 10,000 steps / s
    Speed6,
    /// 100,000 steps / s
    Speed7,
    /// As fast as it draws
    Speed8,
    /// ▶ Play
    Play,
    /// Play (Space)
    PlayHint,
    /// ❚❚ Pause
    Pause,
    /// Pause (Space)
    PauseHint,
    /// ‹ Back
    Back,
    /// One step back (Left arrow, Page Up)
    BackHint,
    /// Step ›
    StepButton,
    /// One step (Right arrow, Page Down)
    StepHint,
    /// To the end »
    ToEnd,
    /// Run to the end at full speed (End)
    ToEndHint,
    /// ✕ Cancel
    Cancel,
    /// Drop the run; the grid stays
    CancelHint,
    /// Copy link
    CopyLink,
    /// Copy a link that opens this very step (C)
    CopyLinkHint,
    /// Run controls
    RunControls,
    /// Move through the run
    MoveThrough,
    /// step of the run
    StepOfRun,
    /// Step
    StepLabel,
    /// Go to any step: the moment right after that many events
    StepNumberHint,
    /// of {}
    OfTotal,
    /// of {} so far
    OfSoFar,
    /// « start
    ToStart,
    /// Back to the start (Home)
    ToStartHint,
    /// ◀ solution
    PrevSolution,
    /// The previous solution
    PrevSolutionHint,
    /// solution ▶
    NextSolution,
    /// The next solution
    NextSolutionHint,
    /// ◀ step back
    PrevBacktrack,
    /// The previous step back
    PrevBacktrackHint,
    /// step back ▶
    NextBacktrack,
    /// The next step back
    NextBacktrackHint,
    /// attempts
    Attempts,
    /// candidates taken from moves()
    AttemptsHint,
    /// rejections
    Rejections,
    /// candidates that failed valid()
    RejectionsHint,
    /// placements
    Placements,
    /// record() ran
    PlacementsHint,
    /// backtracks
    Backtracks,
    /// undo() ran
    BacktracksHint,
    /// solutions
    Solutions,
    /// done() said yes
    SolutionsHint,
    /// max depth
    MaxDepth,
    /// the most moves recorded at once
    MaxDepthHint,
    /// elapsed
    Elapsed,
    /// time spent running
    ElapsedHint,
    /// Counting on {} workers at once
    CountingOn,
    /// Searching on {} workers at once
    SearchingOn,
    /// {} attempts in {} s on {} workers
    SummaryAttemptsWorkers,
    /// {} attempt in {} s
    SummaryAttempt,
    /// {} attempts in {} s
    SummaryAttempts,
    /// {} solution in {} s
    SummarySolution,
    /// {} solutions in {} s
    SummarySolutions,
    /// Solutions
    SolutionsGroup,
    /// solution {} of {}
    SolutionOf,
    /// 1 solution met: show it
    OneSolutionMet,
    /// {} solutions met: show them
    SolutionsMet,
    /// previous solution board
    PrevBoard,
    /// next solution board
    NextBoard,
    /// Panels shown
    PanelsShown,
    /// Show the {} panel
    ShowPanel,
    /// Hide the {} panel
    HidePanel,
    /// Explanation
    PanelExplanation,
    /// Code
    PanelCode,
    /// Recursion chain
    PanelChain,
    /// Sets
    PanelSets,
    /// Search tree
    PanelTree,
    /// Step {}
    StepN,
    /// Press Step or Play: each step of the search is explained here.
    PressStep,
    /// The fast strategy has no steps: it gives only the answer. Pick another strategy to watch the search.
    FastNoSteps,
    /// moves(level): cell number level; its values in none of its sets (a given alone). valid: not in the sets now; record/undo: into and out of the sets.
    CaptionClassic,
    /// moves(level): every column of row level. valid: no queen placed so far stands on that column or on a diagonal through the square; record/undo: the queen onto the board and off it.
    CaptionClassicQueens,
    /// moves(level): cell number level; its values in neither its row's set nor its column's. valid: not in the sets now, and a cell that completes its cage must make the cage's sum, difference, product or quotient come out; record/undo: into and out of the sets.
    CaptionClassicKendoku,
    /// moves(level): cell number level; the heights in neither its row's set nor its column's. valid: not in the sets now, and a cell that completes a row or column must keep its clues: seen from each end, as many buildings as the clue says; record/undo: into and out of the sets.
    CaptionClassicSkyscrapers,
    /// moves(level): the free squares beside tree number level (up, right, down, left). valid: the tent touches no other tent, not even at a corner, its row and column have room for one more tent, and the same tents were not found before with the trees paired differently; record/undo: the tent onto the board and off it.
    CaptionClassicTents,
    /// moves(level): the open cell with the fewest candidates, and those. valid also looks ahead: no cell may be left without candidates.
    CaptionMrv,
    /// moves(level): as mrv, the candidates shuffled by seed {}: the same seed, the same search.
    CaptionRandom,
    /// candidates(cell): the cell's list, which cleanup keeps: a single value is struck from every peer, until nothing changes.
    CaptionPropagate,
    /// report the solution
    CodeSolution,
    /// reject move, try the next
    CodeReject,
    /// # no move left: back to the level before
    CodeNoMove,
    /// # returned at level 0: the whole tree is searched
    CodeEnd,
    /// if every cell has a value:
    CodeAllFilled,
    /// cell = the next empty cell
    CodeNextCell,
    /// keep a copy of grid
    CodeKeep,
    /// set cell to value; cleanup(grid)
    CodeSet,
    /// if no cell is left without candidates:
    CodeIfNone,
    /// else: wipe-out, try the next value
    CodeWipeOut,
    /// grid = the copy (back)
    CodeRestore,
    /// # cleanup: strike each single value from its peers, until nothing changes
    CodeCleanupNote,
    /// # returned from the first cell: the whole tree is searched
    CodeCleanupEnd,
    /// Empty: no level yet.
    ChainEmpty,
    /// level
    ChainLevel,
    /// cell = value
    ChainCellValue,
    /// queen
    ChainQueen,
    /// tried
    ChainTried,
    /// left to try
    ChainLeft,
    /// No cell at work yet.
    SetsNone,
    /// getSets({}): the values placed so far in its houses
    SetsGetSets,
    /// in any of them
    SetsUnion,
    /// moves(level): the given
    SetsGiven,
    /// moves(level): all values but these
    SetsRest,
    /// cage
    SetsCage,
    /// Row {}: moves(level) lists every column; valid() refuses the attacked ones
    SetsQueensCaption,
    /// columns with a queen
    SetsColumns,
    /// attacked on a diagonal
    SetsDiagonals,
    /// free in this row
    SetsFree,
    /// {}: its candidate list, kept by cleanup
    SetsCandidatesCaption,
    /// candidates before
    SetsBefore,
    /// after cleanup
    SetsAfter,
    /// nothing struck
    SetsNothingStruck,
    /// struck {}
    SetsStruck,
    /// {} is left with no candidate
    SetsEmptied,
    /// row {}
    HouseRow,
    /// column {}
    HouseColumn,
    /// box {}
    HouseBox,
    /// region {}
    HouseRegion,
    /// diagonal ↘
    HouseDiagonalDown,
    /// diagonal ↙
    HouseDiagonalUp,
    /// extra region {}
    HouseExtra,
    /// No tree yet.
    TreeNone,
    /// {} nodes: a node per placement, ticks for rejected tries. Click a node to go there.
    TreeCaption,
    /// the start (step 0)
    TreeStart,
    /// {} (step {})
    TreeNode,
    /// search tree of {} nodes
    TreeAria,
    /// Too big to draw: where the work goes, level by level (tries, nodes, dead ends).
    SummaryCaption,
    /// tries
    SummaryTries,
    /// nodes
    SummaryNodes,
    /// dead ends
    SummaryDeadEnds,
    /// share
    SummaryShare,
    /// given
    LegendGiven,
    /// placed
    LegendPlaced,
    /// trying
    LegendTrying,
    /// rejected
    LegendRejected,
    /// taken back
    LegendUndone,
    /// the reason
    LegendReason,
    /// puzzle grid
    Grid,
    /// empty
    CellEmpty,
    /// queen
    CellQueen,
    /// given
    CellGiven,
    /// placed
    CellPlaced,
    /// trying
    CellTrying,
    /// rejected
    CellRejected,
    /// just placed
    CellPlacedNow,
    /// taken back
    CellUndone,
    /// row {}, column {}, {}
    CellLabel,
    /// Language
    Language,
    /// The page's language (L)
    LanguageHint,
    /// Projector
    Projector,
    /// Full screen, large type, for a class (P; Esc leaves)
    ProjectorHint,
    /// Leave projector mode
    LeaveProjector,
    /// Help
    Help,
    /// Every key, and what this page is (?)
    HelpHint,
    /// Backtrack Lab: how it works
    HelpTitle,
    /// Close (Esc)
    HelpClose,
    /// Keys
    HelpKeysTitle,
    /// Space: play or pause
    KeySpace,
    /// Right arrow or Page Down: one step
    KeyRight,
    /// Left arrow or Page Up: one step back
    KeyLeft,
    /// Home: back to the start
    KeyHome,
    /// End: run to the end
    KeyEnd,
    /// + and -: faster, slower
    KeySpeed,
    /// P: projector mode
    KeyProjector,
    /// L: next language
    KeyLanguage,
    /// C: copy a link to this step
    KeyCopy,
    /// ?: this help; Esc closes it
    KeyHelp,
    /// On the grid: arrows move, digits write, Delete clears, Ctrl+Z and Ctrl+Y undo and redo
    KeyGrid,
    /// On the search tree: Up goes to the node above, Left and Right to the node placed before or after
    KeyTree,
    /// What backtracking is
    HelpWhatTitle,
    /// The search fills the puzzle one cell at a time (a level per cell). At each level it takes the candidates of moves() in turn; valid() refuses those that break a rule; record() writes one in and the search goes one level deeper. When a level runs out of candidates, the search goes back: undo() takes the last move back and the level above tries its next candidate. done() says when every cell is filled: a solution.
    HelpWhat,
    /// The article's names
    HelpNamesTitle,
    /// moves, valid, record, undo and done are the five methods of the article's Backtrack skeleton; the Code panel shows it and lights the line at work. The counters count their calls: attempts (moves), rejections (valid said no), placements (record), backtracks (undo), solutions (done).
    HelpNames,
    /// r3c4
    HelpCellsTitle,
    /// r3c4 is the cell in row 3, column 4, counted from the top left. For N-Queens the cell is a row, and r3c4 the square of its queen.
    HelpCells,
    /// The strategies
    HelpStrategiesTitle,
    /// Memory
    HelpMemoryTitle,
    /// This page holds {} MB of wasm memory; the search worker {} MB, with {} snapshots of the run for rewinding.
    HelpMemory,
    /// Predict
    HelpPredictTitle,
    /// In predict mode the run stops before each step and asks the class what comes next; the page then shows the step and keeps the score.
    HelpPredict,
    /// Predict
    Predict,
    /// Before each step, the class guesses what comes next
    PredictHint,
    /// What comes next?
    PredictTitle,
    /// Which value will {} try?
    PredictWhichValue,
    /// Will {} = {} be rejected?
    PredictRejected,
    /// Which cell holds the clash?
    PredictWhichCell,
    /// Where does the search go back to?
    PredictBackTo,
    /// What happens next?
    PredictNext,
    /// Yes, rejected
    PredictYes,
    /// No, placed
    PredictNo,
    /// Show the step
    PredictReveal,
    /// Right!
    PredictRight,
    /// Not quite.
    PredictWrong,
    /// Score: {} of {}
    PredictScore,
    /// Stop predicting
    PredictStop,
    /// Race
    Race,
    /// Two or three strategies on the same puzzle, side by side
    RaceHint,
    /// Race
    RaceTitle,
    /// Strategies in the race
    RaceStrategies,
    /// Leave the race
    RaceStop,
    /// {} needed {} attempts
    RaceDone,
    /// ,
    RaceAnd,
    /// Racing…
    RaceRunning,
    /// Welcome to Backtrack Lab
    TourTitle,
    /// Press Step to watch the search try its first candidate; the Explanation says why each step happens, the Code panel lights the line at work. Press ? for every key.
    TourText,
    /// Got it
    TourClose,
    /// Digit pad
    DigitPad,
    /// Nothing tried yet: the search starts in row {}.
    FactStartRow,
    /// Nothing tried yet: the search starts at {}, the cell with the fewest candidates.
    FactStartMrv,
    /// Nothing tried yet: the search starts at {}.
    FactStartCell,
    /// Nothing tried yet.
    FactStartNone,
    /// Row {}: try a queen on {} (square {} of {}).
    FactTryQueen,
    /// {} holds the given {}: the only move.
    FactTryGiven,
    /// {} tries its next value, {}.
    FactTryNext,
    /// {} tries {} (candidate {} of {}).
    FactTry,
    /// Queen on {}
    FactPlaceQueen,
    /// {} = {} is recorded
    FactPlace,
    /// ; on to row {}
    FactOnRow,
    /// ; on to level {} ({})
    FactOnLevel,
    /// . Cleanup struck {}
    FactCleanup,
    /// .
    FactEnd,
    /// After the solution, take back {} to look for more.
    FactAfterSolution,
    /// Row {}: no free square left, back to row {}: the queen leaves {}.
    FactBackQueen,
    /// {}: its given {} does not fit, back to {} (its {} is taken back).
    FactBackGiven,
    /// {}: no candidate left, back to {} (its {} is taken back).
    FactBack,
    /// Back: {} is taken back.
    FactBackPlain,
    /// Solution {}: every cell has a value and no rule is broken.
    FactSolution,
    /// Solution {}: every row has its queen and no rule is broken.
    FactSolutionQueens,
    /// The whole tree is searched: no solution.
    FactExhaustedNone,
    /// The whole tree is searched: exactly one solution.
    FactExhaustedOne,
    /// The whole tree is searched: {} solutions.
    FactExhaustedMany,
    /// {} is already {} ({}).
    RejectInHouse,
    /// {} holds the given {}, but {} is already {} ({}).
    RejectGivenInHouse,
    /// in row {}
    InRow,
    /// in column {}
    InColumn,
    /// in box {}
    InBox,
    /// in region {}
    InRegion,
    /// on the diagonal
    OnDiagonal,
    /// in extra region {}
    InExtra,
    /// {} is attacked by the queen on {} ({}).
    RejectAttacked,
    /// same column
    SameColumn,
    /// diagonal
    Diagonal,
    /// Cage {} ({}): {}.
    RejectCage,
    /// {} = {}, not {}
    ArithEquals,
    /// {} ÷ {} is not {}
    ArithNotDivisible,
    /// A queen on {}: cleanup leaves row {} with no free square.
    RejectNoSquareCleanup,
    /// A queen on {}: it would leave row {} with no free square.
    RejectNoSquareAhead,
    /// {} = {}: cleanup leaves {} with no candidate.
    RejectNoCandidateCleanup,
    /// {} = {}: it would leave {} with no candidate.
    RejectNoCandidateAhead,
    /// {} = {} breaks a rule.
    RejectUnknown,
    /// {} from {}
    StrikeFrom,
    /// and {} more
    StrikeMore,
    /// Cancelled. The grid is as you left it.
    NoteCancelled,
    /// Cannot read the puzzle: {}
    NoteCannotRead,
    /// Cannot start: {}
    NoteCannotStart,
    /// The search worker stopped answering; a fresh one took over at step {}. Your grid is intact.
    NoteWorkerDied,
    /// The count stopped: {}
    NoteCountStopped,
    /// Part of the link was not used: {}
    NoteLink,
    /// {} holds a given of the puzzle; load an empty grid to write your own.
    NoteGiven,
    /// {} does not fit: values go from 1 to {}.
    NoteRange,
    /// No solution: the whole tree was searched.
    NoteNoSolution,
    /// Exactly one solution: the whole tree was searched.
    NoteExactlyOne,
    /// {} solutions: the whole tree was searched.
    NoteSolutions,
    /// {} solutions: the whole tree was searched, on {} workers at once.
    NoteSolutionsWorkers,
    /// Stopped after the first solution.
    NoteStoppedFirst,
    /// Stopped after {} solutions.
    NoteStoppedAfter,
    /// Link copied: it opens this very step.
    NoteLinkCopied,
    /// The browser refused to copy; the link is in the address bar.
    NoteCopyFailed,
    /// No further solution.
    NoteNoFurtherSolution,
    /// No earlier solution.
    NoteNoEarlierSolution,
    /// No further step back.
    NoteNoFurtherBacktrack,
    /// No earlier step back.
    NoteNoEarlierBacktrack,
    /// Resumed at step {}: the link in the address bar keeps the moment.
    NoteResumed,
    /// A counting worker stopped answering; its piece went to a fresh one.
    NoteCountWorkerReplaced,
    /// The search for {} in the race stopped answering; a fresh one took over where it was.
    NoteLaneReplaced,
    /// tree
    CellTree,
    /// tent
    CellTent,
    /// grass: no tent here
    CellGrass,
    /// gap: no building
    CellGap,
    /// triangle {}
    HouseTriangle,
    /// line {}
    HouseStarLine,
    /// in triangle {}
    InTriangle,
    /// on line {}
    OnStarLine,
    /// Nothing tried yet: the search starts with the tree on {}.
    FactStartTree,
    /// The tree on {} tries a tent {} on {} (square {} of {}).
    FactTryTent,
    /// above it
    TentAbove,
    /// right of it
    TentRight,
    /// below it
    TentBelow,
    /// left of it
    TentLeft,
    /// Tent on {} for the tree on {}
    FactPlaceTent,
    /// ; on to the tree on {}
    FactOnTree,
    /// The tree on {}: no square left, back to the tree on {} (its tent on {} is taken away).
    FactBackTent,
    /// Solution {}: every tree has its tent and no rule is broken.
    FactSolutionTents,
    /// A tent on {} would touch the tent on {}.
    RejectTentNear,
    /// A tent on {}: {} already has all its tents ({}).
    RejectTentCount,
    /// These tents were found before, paired differently: the tree on {} can take {}.
    RejectPaired,
    /// A tent on {}: cleanup leaves the tree on {} with no free square.
    RejectTentNoSquareCleanup,
    /// A tent on {}: it would leave the tree on {} with no free square.
    RejectTentNoSquareAhead,
    /// from the left of row {}
    ClueFromLeft,
    /// from the right of row {}
    ClueFromRight,
    /// from the top of column {}
    ClueFromTop,
    /// from the bottom of column {}
    ClueFromBottom,
    /// {} = {} completes its line; seen {}, {} buildings show, not {}.
    RejectClue,
    /// {}: {} already has all its gaps ({}).
    RejectGaps,
    /// The tree on {}: its squares
    SetsTree,
    /// free: moves() lists it
    SetsTreeFree,
    /// off the grid or a tree
    SetsTreeOff,
    /// Nothing is typed on this board: the search places the tents.
    NoteFixed,
    /// Will {} be rejected?
    PredictRejectedSquare,
    /// Clues above the columns
    CluesTop,
    /// Clues below the columns
    CluesBottom,
    /// Clues left of the rows
    CluesLeft,
    /// Clues right of the rows
    CluesRight,
    /// Making a new puzzle and proving it has one solution…
    NoteMaking,
    /// New puzzle from seed {}: {} ({} guesses by fast to prove it unique).
    NoteMade,
    /// easy
    DifficultyEasy,
    /// medium
    DifficultyMedium,
    /// hard
    DifficultyHard,
    /// New puzzle
    NewPuzzle,
    /// Make a puzzle with exactly one solution, proved by the solver; its difficulty is what the search needs
    NewPuzzleHint,
    /// Kind to make
    MakeKind,
    /// Difficulty
    MakeDifficulty,
    /// Make
    MakeButton,
    /// jigsaw
    JigsawWord,
    /// Open a file
    OpenFile,
    /// A janko.at page (several puzzles too), a Tatham game ID, our JSON or a Sudoku line; a file can also be dropped on the page
    OpenFileHint,
    /// Puzzle of the page
    PageBlock,
    /// Puzzle {} of {}
    PageBlockOf,
    /// Write as
    WriteAs,
    /// Put the grid into the box above in this format
    WriteAsHint,
    /// Download
    Download,
    /// Save the grid as a file in the chosen format
    DownloadHint,
    /// Paint regions
    EditRegions,
    /// Paint the jigsaw regions of this Sudoku: drag over cells, or select a cell and type its region's number
    EditRegionsHint,
    /// Region {}: {} cells
    RegionBrush,
    /// Use these regions
    ApplyRegions,
    /// Keep the old regions
    CancelRegions,
    /// Region editor
    RegionEditorLabel,
}

impl T {
    /// Every text, for the tests that check each language has each.
    pub const ALL: &'static [T] = &[
        T::Tagline,
        T::Library,
        T::LibraryHint,
        T::Choose,
        T::EmptySudoku,
        T::EmptyHint,
        T::SizePrompt,
        T::QueensN,
        T::QueensHint,
        T::PasteImport,
        T::ImportLabel,
        T::Load,
        T::ExportJson,
        T::Strategy,
        T::HintClassic,
        T::HintPropagate,
        T::HintMrv,
        T::HintRandom,
        T::HintFast,
        T::Seed,
        T::SeedHint,
        T::Mode,
        T::ModeHint,
        T::ModeFirst,
        T::ModeAll,
        T::ModeUnique,
        T::Speed,
        T::SpeedHint,
        T::Speed0,
        T::Speed1,
        T::Speed2,
        T::Speed3,
        T::Speed4,
        T::Speed5,
        T::Speed6,
        T::Speed7,
        T::Speed8,
        T::Play,
        T::PlayHint,
        T::Pause,
        T::PauseHint,
        T::Back,
        T::BackHint,
        T::StepButton,
        T::StepHint,
        T::ToEnd,
        T::ToEndHint,
        T::Cancel,
        T::CancelHint,
        T::CopyLink,
        T::CopyLinkHint,
        T::RunControls,
        T::MoveThrough,
        T::StepOfRun,
        T::StepLabel,
        T::StepNumberHint,
        T::OfTotal,
        T::OfSoFar,
        T::ToStart,
        T::ToStartHint,
        T::PrevSolution,
        T::PrevSolutionHint,
        T::NextSolution,
        T::NextSolutionHint,
        T::PrevBacktrack,
        T::PrevBacktrackHint,
        T::NextBacktrack,
        T::NextBacktrackHint,
        T::Attempts,
        T::AttemptsHint,
        T::Rejections,
        T::RejectionsHint,
        T::Placements,
        T::PlacementsHint,
        T::Backtracks,
        T::BacktracksHint,
        T::Solutions,
        T::SolutionsHint,
        T::MaxDepth,
        T::MaxDepthHint,
        T::Elapsed,
        T::ElapsedHint,
        T::CountingOn,
        T::SearchingOn,
        T::SummaryAttemptsWorkers,
        T::SummaryAttempt,
        T::SummaryAttempts,
        T::SummarySolution,
        T::SummarySolutions,
        T::SolutionsGroup,
        T::SolutionOf,
        T::OneSolutionMet,
        T::SolutionsMet,
        T::PrevBoard,
        T::NextBoard,
        T::PanelsShown,
        T::ShowPanel,
        T::HidePanel,
        T::PanelExplanation,
        T::PanelCode,
        T::PanelChain,
        T::PanelSets,
        T::PanelTree,
        T::StepN,
        T::PressStep,
        T::FastNoSteps,
        T::CaptionClassic,
        T::CaptionClassicQueens,
        T::CaptionClassicKendoku,
        T::CaptionClassicSkyscrapers,
        T::CaptionClassicTents,
        T::CaptionMrv,
        T::CaptionRandom,
        T::CaptionPropagate,
        T::CodeSolution,
        T::CodeReject,
        T::CodeNoMove,
        T::CodeEnd,
        T::CodeAllFilled,
        T::CodeNextCell,
        T::CodeKeep,
        T::CodeSet,
        T::CodeIfNone,
        T::CodeWipeOut,
        T::CodeRestore,
        T::CodeCleanupNote,
        T::CodeCleanupEnd,
        T::ChainEmpty,
        T::ChainLevel,
        T::ChainCellValue,
        T::ChainQueen,
        T::ChainTried,
        T::ChainLeft,
        T::SetsNone,
        T::SetsGetSets,
        T::SetsUnion,
        T::SetsGiven,
        T::SetsRest,
        T::SetsCage,
        T::SetsQueensCaption,
        T::SetsColumns,
        T::SetsDiagonals,
        T::SetsFree,
        T::SetsCandidatesCaption,
        T::SetsBefore,
        T::SetsAfter,
        T::SetsNothingStruck,
        T::SetsStruck,
        T::SetsEmptied,
        T::HouseRow,
        T::HouseColumn,
        T::HouseBox,
        T::HouseRegion,
        T::HouseDiagonalDown,
        T::HouseDiagonalUp,
        T::HouseExtra,
        T::TreeNone,
        T::TreeCaption,
        T::TreeStart,
        T::TreeNode,
        T::TreeAria,
        T::SummaryCaption,
        T::SummaryTries,
        T::SummaryNodes,
        T::SummaryDeadEnds,
        T::SummaryShare,
        T::LegendGiven,
        T::LegendPlaced,
        T::LegendTrying,
        T::LegendRejected,
        T::LegendUndone,
        T::LegendReason,
        T::Grid,
        T::CellEmpty,
        T::CellQueen,
        T::CellGiven,
        T::CellPlaced,
        T::CellTrying,
        T::CellRejected,
        T::CellPlacedNow,
        T::CellUndone,
        T::CellLabel,
        T::Language,
        T::LanguageHint,
        T::Projector,
        T::ProjectorHint,
        T::LeaveProjector,
        T::Help,
        T::HelpHint,
        T::HelpTitle,
        T::HelpClose,
        T::HelpKeysTitle,
        T::KeySpace,
        T::KeyRight,
        T::KeyLeft,
        T::KeyHome,
        T::KeyEnd,
        T::KeySpeed,
        T::KeyProjector,
        T::KeyLanguage,
        T::KeyCopy,
        T::KeyHelp,
        T::KeyGrid,
        T::KeyTree,
        T::HelpWhatTitle,
        T::HelpWhat,
        T::HelpNamesTitle,
        T::HelpNames,
        T::HelpCellsTitle,
        T::HelpCells,
        T::HelpStrategiesTitle,
        T::HelpPredictTitle,
        T::HelpPredict,
        T::HelpMemoryTitle,
        T::HelpMemory,
        T::Predict,
        T::PredictHint,
        T::PredictTitle,
        T::PredictWhichValue,
        T::PredictRejected,
        T::PredictWhichCell,
        T::PredictBackTo,
        T::PredictNext,
        T::PredictYes,
        T::PredictNo,
        T::PredictReveal,
        T::PredictRight,
        T::PredictWrong,
        T::PredictScore,
        T::PredictStop,
        T::Race,
        T::RaceHint,
        T::RaceTitle,
        T::RaceStrategies,
        T::RaceStop,
        T::RaceDone,
        T::RaceAnd,
        T::RaceRunning,
        T::TourTitle,
        T::TourText,
        T::TourClose,
        T::DigitPad,
        T::FactStartRow,
        T::FactStartMrv,
        T::FactStartCell,
        T::FactStartNone,
        T::FactTryQueen,
        T::FactTryGiven,
        T::FactTryNext,
        T::FactTry,
        T::FactPlaceQueen,
        T::FactPlace,
        T::FactOnRow,
        T::FactOnLevel,
        T::FactCleanup,
        T::FactEnd,
        T::FactAfterSolution,
        T::FactBackQueen,
        T::FactBackGiven,
        T::FactBack,
        T::FactBackPlain,
        T::FactSolution,
        T::FactSolutionQueens,
        T::FactExhaustedNone,
        T::FactExhaustedOne,
        T::FactExhaustedMany,
        T::RejectInHouse,
        T::RejectGivenInHouse,
        T::InRow,
        T::InColumn,
        T::InBox,
        T::InRegion,
        T::OnDiagonal,
        T::InExtra,
        T::RejectAttacked,
        T::SameColumn,
        T::Diagonal,
        T::RejectCage,
        T::ArithEquals,
        T::ArithNotDivisible,
        T::RejectNoSquareCleanup,
        T::RejectNoSquareAhead,
        T::RejectNoCandidateCleanup,
        T::RejectNoCandidateAhead,
        T::RejectUnknown,
        T::StrikeFrom,
        T::StrikeMore,
        T::NoteCancelled,
        T::NoteCannotRead,
        T::NoteCannotStart,
        T::NoteWorkerDied,
        T::NoteCountStopped,
        T::NoteLink,
        T::NoteGiven,
        T::NoteRange,
        T::NoteNoSolution,
        T::NoteExactlyOne,
        T::NoteSolutions,
        T::NoteSolutionsWorkers,
        T::NoteStoppedFirst,
        T::NoteStoppedAfter,
        T::NoteLinkCopied,
        T::NoteCopyFailed,
        T::NoteNoFurtherSolution,
        T::NoteNoEarlierSolution,
        T::NoteNoFurtherBacktrack,
        T::NoteNoEarlierBacktrack,
        T::NoteResumed,
        T::NoteCountWorkerReplaced,
        T::NoteLaneReplaced,
        T::CellTree,
        T::CellTent,
        T::CellGrass,
        T::CellGap,
        T::HouseTriangle,
        T::HouseStarLine,
        T::InTriangle,
        T::OnStarLine,
        T::FactStartTree,
        T::FactTryTent,
        T::TentAbove,
        T::TentRight,
        T::TentBelow,
        T::TentLeft,
        T::FactPlaceTent,
        T::FactOnTree,
        T::FactBackTent,
        T::FactSolutionTents,
        T::RejectTentNear,
        T::RejectTentCount,
        T::RejectPaired,
        T::RejectTentNoSquareCleanup,
        T::RejectTentNoSquareAhead,
        T::ClueFromLeft,
        T::ClueFromRight,
        T::ClueFromTop,
        T::ClueFromBottom,
        T::RejectClue,
        T::RejectGaps,
        T::SetsTree,
        T::SetsTreeFree,
        T::SetsTreeOff,
        T::NoteFixed,
        T::PredictRejectedSquare,
        T::CluesTop,
        T::CluesBottom,
        T::CluesLeft,
        T::CluesRight,
        T::NoteMaking,
        T::NoteMade,
        T::DifficultyEasy,
        T::DifficultyMedium,
        T::DifficultyHard,
        T::NewPuzzle,
        T::NewPuzzleHint,
        T::MakeKind,
        T::MakeDifficulty,
        T::MakeButton,
        T::JigsawWord,
        T::OpenFile,
        T::OpenFileHint,
        T::PageBlock,
        T::PageBlockOf,
        T::WriteAs,
        T::WriteAsHint,
        T::Download,
        T::DownloadHint,
        T::EditRegions,
        T::EditRegionsHint,
        T::RegionBrush,
        T::ApplyRegions,
        T::CancelRegions,
        T::RegionEditorLabel,
    ];
}
