//! The page's texts in every language, English too: fetched when the
//! page first speaks the language, not compiled into its wasm (where each
//! table would cost every visitor the download of languages most never
//! read).
//!
//! A language's texts come in [`Part`]s: the page's, fetched with its
//! first screen; the Lab's, fetched when the Lab opens (as its worker and
//! MicroPython are); the help's, fetched once the page is used (or when
//! the help opens, whichever is first); the class's,
//! fetched by the class's own app when a class is started or joined. A
//! first visit does not carry the words of
//! a part of the page it has not opened. The build writes each part as a
//! JSON array in the order of [`T::ALL`], the other part's texts `null`
//! (`btlab texts --out DIR`, from the native build, where `en.rs`, `de.rs`
//! and `nl.rs` are compiled and checked exhaustive). The files' names
//! carry the [`fingerprint`] of the English list, so a page never reads a
//! table written for other keys: a renamed, added or moved text gives the
//! file a new name.

use std::sync::OnceLock;

use super::{en, Lang, PerLang, T};

/// The parts of a language's texts, each a file of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Every text but the Lab's: fetched when the page speaks the language.
    Page,
    /// The Lab's texts: fetched when the Lab opens.
    Lab,
    /// The class's texts: fetched by the class's app (`class-app/`).
    Class,
    /// The texts the page shows once it is used: the help dialog's, the
    /// print and export dialogs', and the errors of reading or writing a
    /// puzzle's text in a format (JSON, janko.at's, a game ID). Fetched
    /// once the page is used, or when one of them is wanted on screen.
    Help,
}

impl Part {
    /// Every part.
    pub const ALL: [Part; 4] = [Part::Page, Part::Lab, Part::Class, Part::Help];

    /// The part's place in [`Part::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A part's texts, in the order of [`T::ALL`]; `None` for the other part's.
type Table = Box<[Option<&'static str>]>;

/// The tables installed so far, by part and language.
static TABLES: [PerLang<OnceLock<Table>>; Part::ALL.len()] =
    [const { PerLang([const { OnceLock::new() }; Lang::COUNT]) }; Part::ALL.len()];

/// A table that cannot be installed: why, in the build's words (the page
/// then speaks English and says so in the console).
#[derive(Debug, PartialEq, Eq)]
pub enum TableProblem {
    /// The file is not a JSON array of strings.
    NotJson(String),
    /// The file has another count of texts than the page.
    Count {
        /// The texts the page has.
        wanted: usize,
        /// The texts the file has.
        found: usize,
    },
}

/// A hash of the English list (every key's text, in order): what names a
/// table file, so that a table and a page agree on the keys.
pub fn fingerprint() -> u32 {
    en::FINGERPRINT
}

/// FNV-1a over `texts`, each ended by a zero byte: stable across builds
/// and platforms (unlike std's hashers), and a `const fn`, so that the
/// compiler computes the English list's fingerprint.
pub const fn fnv1a(texts: &[&str]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < texts.len() {
        let bytes = texts[i].as_bytes();
        let mut j = 0;
        while j <= bytes.len() {
            let byte = if j < bytes.len() { bytes[j] } else { 0 };
            hash ^= byte as u32;
            hash = hash.wrapping_mul(0x0100_0193);
            j += 1;
        }
        i += 1;
    }
    hash
}

/// The file name of `lang`'s page texts, such as `de-1a2b3c4d.json`.
pub fn file_name(lang: Lang) -> String {
    part_file_name(lang, Part::Page)
}

/// The file name of a part of `lang`'s texts: `de-1a2b3c4d.json` for the
/// page's, `de-lab-1a2b3c4d.json` for the Lab's, `de-class-1a2b3c4d.json`
/// for the class's.
pub fn part_file_name(lang: Lang, part: Part) -> String {
    let infix = match part {
        Part::Page => "",
        Part::Lab => "lab-",
        Part::Class => "class-",
        Part::Help => "help-",
    };
    format!("{}-{infix}{:08x}.json", lang.code(), fingerprint())
}

/// `json`, a table file, as its texts in the order of [`T::ALL`] (`None`
/// where the text is in the other part).
pub fn parse_table(json: &str) -> Result<Vec<Option<String>>, TableProblem> {
    let texts: Vec<Option<String>> =
        serde_json::from_str(json).map_err(|e| TableProblem::NotJson(e.to_string()))?;
    if texts.len() != T::ALL.len() {
        return Err(TableProblem::Count {
            wanted: T::ALL.len(),
            found: texts.len(),
        });
    }
    Ok(texts)
}

/// Installs `lang`'s page texts from their file's `json`.
pub fn install(lang: Lang, json: &str) -> Result<(), TableProblem> {
    install_part(lang, Part::Page, json)
}

/// Installs a part of `lang`'s texts from its file's `json`; a part
/// installed before stays (the texts never change while the page runs).
pub fn install_part(lang: Lang, part: Part, json: &str) -> Result<(), TableProblem> {
    let texts = parse_table(json)?;
    let leaked: Table = texts
        .into_iter()
        .map(|s| s.map(|s| &*Box::leak(s.into_boxed_str())))
        .collect();
    let _ = TABLES[part.index()][lang].set(leaked);
    Ok(())
}

/// Gives `lang`, whose page texts cannot be had, the texts of another
/// language at hand (English first): the page must not wait for ever.
/// Returns whether there was one.
pub fn install_fallback(lang: Lang) -> bool {
    let page = &TABLES[Part::Page.index()];
    let Some(other) = Lang::ALL.iter().find_map(|&l| page[l].get()) else {
        return false;
    };
    let _ = page[lang].set(other.clone());
    true
}

/// `t` from `lang`'s installed parts, if the part that holds it is
/// installed.
pub fn installed(lang: Lang, t: T) -> Option<&'static str> {
    TABLES
        .iter()
        .find_map(|part| part[lang].get()?.get(index(t)).copied().flatten())
}

/// Whether `lang`'s page texts are at hand: once their table is installed.
pub fn is_installed(lang: Lang) -> bool {
    part_installed(lang, Part::Page)
}

/// Whether a part of `lang`'s texts is installed.
pub fn part_installed(lang: Lang, part: Part) -> bool {
    TABLES[part.index()][lang].get().is_some()
}

fn index(t: T) -> usize {
    // The keys are a fieldless enum in the order of `T::ALL`.
    t as usize
}

/// A part of `lang`'s texts as the build writes it: a JSON array of the
/// texts, the other part's `null`.
#[cfg(not(target_arch = "wasm32"))]
pub fn table_json(lang: Lang, part: Part) -> String {
    let texts: Vec<Option<&str>> = T::ALL
        .iter()
        .map(|&t| (part_of(t) == part).then(|| lang.t(t)))
        .collect();
    serde_json::to_string(&texts).unwrap_or_default()
}

/// The part a text belongs to: the Lab's texts are the Lab's, the
/// class's the class's and the help dialog's (its sections and the keys
/// it lists) the help's, except the few the page shows itself (the Lab's
/// button, the Code panel's caption, a link's Lab code that cannot be
/// read; the button that starts a class; the help's button, title and
/// Close, and the diagnostics' words on memory).
#[cfg(not(target_arch = "wasm32"))]
pub fn part_of(t: T) -> Part {
    const ON_THE_PAGE: [T; 13] = [
        T::LabOpen,
        T::LabClose,
        T::LabOpenHint,
        T::LabLinkUnreadable,
        T::LabCodeCaption,
        T::ClassStart,
        T::ClassStartHint,
        T::Help,
        T::HelpHint,
        T::HelpTitle,
        T::HelpClose,
        T::HelpMemory,
        T::HelpMemoryOne,
    ];
    let name = format!("{t:?}");
    if ON_THE_PAGE.contains(&t) {
        Part::Page
    } else if name.starts_with("Lab") {
        Part::Lab
    } else if name.starts_with("Class") {
        Part::Class
    } else if name.starts_with("Py") {
        // The Python errors a learner's code raised: the Lab's.
        Part::Lab
    } else if name.starts_with("Help")
        || name.starts_with("Key")
        || reads_text(&name)
        || in_a_dialog(t, &name)
        || helps_by_hand(t, &name)
        || said_after_use(t, &name)
        || shown_once_used(t, &name)
        || names_another_board(&name)
        || of_a_step_or_another_strategy(t, &name)
    {
        Part::Help
    } else {
        Part::Page
    }
}

/// Whether `t` (named `name`) is drawn only in the print or export
/// dialog (or on the sheet printed), not by the buttons that open them.
#[cfg(not(target_arch = "wasm32"))]
fn in_a_dialog(t: T, name: &str) -> bool {
    const BUTTONS: [T; 5] = [
        T::PrintOpen,
        T::PrintOpenHint,
        T::ExportButton,
        T::ExportHint,
        T::ExportJson,
    ];
    (name.starts_with("Print") || name.starts_with("Export")) && !BUTTONS.contains(&t)
}

/// Whether `t` (named `name`) is said to a person solving by hand after
/// a check, a hint or where they went wrong, or once solved
/// (`page::play::Said`): the strategies' descriptions and the Hint
/// button stay with the page.
#[cfg(not(target_arch = "wasm32"))]
fn helps_by_hand(t: T, name: &str) -> bool {
    const ON_THE_PAGE: [T; 8] = [
        T::HintClassic,
        T::HintPropagate,
        T::HintDutch,
        T::HintMrv,
        T::HintRandom,
        T::HintFast,
        T::HintButton,
        T::HintButtonTitle,
    ];
    (name.starts_with("Hint") && !ON_THE_PAGE.contains(&t))
        || name.starts_with("Culprits")
        || name.starts_with("Check")
        || name.starts_with("Try")
        || t == T::WatchingSearch
        || t == T::SolvedByHand
}

/// Whether `t` (named `name`) is drawn only by a panel of a step (the
/// sets, the tree, its table of levels: the page waits for the help's
/// part while a step is on screen), or only while a strategy but classic
/// is chosen (the caption of its `moves(level)`, its lines in the Code
/// panel: the page waits for the help's part then too,
/// `ui/part_texts.rs`).
#[cfg(not(target_arch = "wasm32"))]
fn of_a_step_or_another_strategy(t: T, name: &str) -> bool {
    const AT_THE_START: [T; 2] = [T::SetsNone, T::TreeNone];
    const OF_A_STEP: [T; 5] = [
        T::SummaryCaption,
        T::SummaryTries,
        T::SummaryNodes,
        T::SummaryDeadEnds,
        T::SummaryShare,
    ];
    // The captions and the Code panel's lines of the strategies but
    // classic (cleanup's and the Dutch program's own).
    const OTHER_STRATEGIES: [T; 16] = [
        T::CaptionMrv,
        T::CaptionRandom,
        T::CaptionShuffled,
        T::CaptionPropagate,
        T::CaptionDutch,
        T::FastNoSteps,
        T::CodeAllFilled,
        T::CodeNextCell,
        T::CodeKeep,
        T::CodeSet,
        T::CodeIfNone,
        T::CodeWipeOut,
        T::CodeRestore,
        T::CodeCleanupNote,
        T::CodeCleanupEnd,
        T::CodeDutchEnd,
    ];
    ((name.starts_with("Sets") || name.starts_with("Tree")) && !AT_THE_START.contains(&t))
        || OF_A_STEP.contains(&t)
        || OTHER_STRATEGIES.contains(&t)
}

/// Whether the text named `name` is said only of a board other than a
/// plain Sudoku (the first visit's): N-Queens, Kendoku, Skyscrapers,
/// Tents, the star, a Sudoku with rules beside its houses (cages,
/// thermometers, dots, lines, clues outside the grid). The page waits
/// for the help's part while such a board is on screen
/// (`ui/part_texts.rs`).
#[cfg(not(target_arch = "wasm32"))]
fn names_another_board(name: &str) -> bool {
    // Each a prefix of the texts' names.
    const BEGINNINGS: [&str; 28] = [
        "Rule",
        "Killer",
        "Clues",
        "SetsTree",
        "SetsCage",
        "SetsQueens",
        "SetsWide",
        "BoardWide",
        "CaptionClassicQueens",
        "CaptionClassicKiller",
        "CaptionClassicKendoku",
        "CaptionClassicSkyscrapers",
        "CaptionClassicTents",
        "QueensHowTo",
        "CampHowTo",
        "ShadeAttacksHint",
        "CellQueen",
        "CellAttacked",
        "CellTree",
        "CellTent",
        "CellGrass",
        "CellGap",
        "CellDot",
        "CellMark",
        "CellOn",
        "CellArrowCircle",
        "CellOdd",
        "CellEven",
    ];
    // Whole names: a cage's, the star's lines, the Tents' ways, the
    // Skyscrapers' sides, an N-Queens count's workers and its solutions'
    // symmetry.
    const NAMES: [&str; 22] = [
        "SetsColumns",
        "SetsDiagonals",
        "SetsFree",
        "HouseCage",
        "InCage",
        "HouseStarLine",
        "OnStarLine",
        "TentAbove",
        "TentRight",
        "TentBelow",
        "TentLeft",
        "ClueFromLeft",
        "ClueFromRight",
        "ClueFromTop",
        "ClueFromBottom",
        "CountingOn",
        "NoteCountStopped",
        "NoteCountWorkerReplaced",
        "RoleCounter",
        "SymmetryGroup",
        "MirrorImage",
        "MirrorHint",
    ];
    BEGINNINGS.iter().any(|p| name.starts_with(p))
        || NAMES.contains(&name)
        || matches!(name, "OwnMirror" | "ChainQueen")
}

/// Whether `t` (named `name`) is drawn only by a panel that a visit
/// shows once it is used or a link opens at a step (the page waits for
/// the help's part while one is on screen, `ui/part_texts.rs`): a race's
/// and predict mode's panels (not their buttons, nor the answers a
/// class's student gives), the play bar's difficulty, a long run's pace,
/// the Explanation's sentence of a step (what was tried, why it was
/// refused).
#[cfg(not(target_arch = "wasm32"))]
fn shown_once_used(t: T, name: &str) -> bool {
    const ON_THE_PAGE: [T; 11] = [
        // The counters' rejections, on the first screen.
        T::Rejections,
        T::RejectionsHint,
        T::Race,
        T::RaceHint,
        T::Predict,
        T::PredictHint,
        T::PredictYes,
        T::PredictNo,
        T::DifficultyEasy,
        T::DifficultyMedium,
        T::DifficultyHard,
    ];
    let panel = [
        "Race",
        "Predict",
        "Difficulty",
        "Technique",
        "Pace",
        "Fact",
        "Reject",
    ];
    panel.iter().any(|p| name.starts_with(p)) && !ON_THE_PAGE.contains(&t)
}

/// Whether `t` (named `name`) is a note said only after the reader
/// acted (`Note::waits_for_help`): a control's outcome, a refusal, a
/// copy, a puzzle made. How a run ended, what became of a worker, a
/// link's problems, a run resumed and a language missing may be said to
/// a visit that has not acted yet (a link, an embed, a reload): they stay
/// with the page.
#[cfg(not(target_arch = "wasm32"))]
fn said_after_use(t: T, name: &str) -> bool {
    const ON_THE_PAGE: [T; 15] = [
        T::NoteLink,
        T::NoteResumed,
        T::NoteLangUnavailable,
        T::NoteWorkerDied,
        T::NoteCountStopped,
        T::NoteCountWorkerReplaced,
        T::NoteLaneReplaced,
        T::NoteWorkerCannotStart,
        T::NoteNoSolution,
        T::NoteExactlyOne,
        T::NoteSolutions,
        T::NoteSolutionsWorkers,
        T::NoteStoppedFirst,
        T::NoteStoppedAfter,
        T::NoteNotUnique,
    ];
    name.starts_with("Note") && !ON_THE_PAGE.contains(&t)
}

/// Whether the text named `name` is an error of a puzzle's text or shape
/// (read from a format, a grid that cannot start, a text written): shown
/// only in a note that names an input error, it comes with the help's.
#[cfg(not(target_arch = "wasm32"))]
fn reads_text(name: &str) -> bool {
    // Every error of a puzzle's text or shape is shown by a note that
    // names an input error (`Note::names_input_error`), which waits for
    // the help's part; a link's and a clash of two givens stay with the
    // page, as a link opened first names them.
    name.starts_with("Err") && !name.starts_with("ErrLink") && name != "ErrClash"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_are_numbered_in_the_order_of_the_list() {
        for (i, t) in T::ALL.iter().enumerate() {
            assert_eq!(index(*t), i, "{t:?}");
        }
    }

    #[test]
    fn the_written_parts_read_back_as_the_language_itself_each_text_in_one() {
        for lang in Lang::ALL {
            let parts: Vec<Vec<Option<String>>> = Part::ALL
                .iter()
                .map(|&part| parse_table(&table_json(lang, part)).unwrap())
                .collect();
            for (i, t) in T::ALL.iter().enumerate() {
                let held: Vec<&String> = parts.iter().filter_map(|p| p[i].as_ref()).collect();
                assert_eq!(held, [lang.t(*t)], "{lang:?} {t:?}");
            }
        }
        assert_eq!(part_of(T::LabSaysDone), Part::Lab);
        assert_eq!(part_of(T::LabOpen), Part::Page);
        // A Python error is the Lab's; reading a text's errors come with
        // the help's; a link's and a grid's own stay with the page.
        assert_eq!(part_of(T::PyNameError), Part::Lab);
        assert_eq!(part_of(T::ErrJsonEof), Part::Help);
        assert_eq!(part_of(T::ErrJankoNoEnd), Part::Help);
        assert_eq!(part_of(T::ErrIdSeed), Part::Help);
        assert_eq!(part_of(T::ErrLinkPuzzle), Part::Page);
        assert_eq!(part_of(T::ErrClash), Part::Page);
        // The print and export dialogs' texts, not their buttons'.
        assert_eq!(part_of(T::PrintTitle), Part::Help);
        assert_eq!(part_of(T::ExportMake), Part::Help);
        assert_eq!(part_of(T::PrintOpen), Part::Page);
        assert_eq!(part_of(T::ExportJson), Part::Page);
        assert_eq!(part_of(T::ClassStart), Part::Page);
        assert_eq!(part_of(T::ClassBar), Part::Class);
        assert_eq!(part_of(T::HelpTitle), Part::Page);
        assert_eq!(part_of(T::NoteCancelled), Part::Help);
        assert_eq!(part_of(T::RaceTitle), Part::Help);
        assert_eq!(part_of(T::Race), Part::Page);
        assert_eq!(part_of(T::PredictYes), Part::Page);
        assert_eq!(part_of(T::PaceWarning), Part::Help);
        assert_eq!(part_of(T::DifficultyNeeds), Part::Help);
        assert_eq!(part_of(T::FactBack), Part::Help);
        assert_eq!(part_of(T::RejectClue), Part::Help);
        assert_eq!(part_of(T::Rejections), Part::Page);
        assert_eq!(part_of(T::NoteLinkCopied), Part::Help);
        assert_eq!(part_of(T::NoteLeaveLab), Part::Help);
        assert_eq!(part_of(T::NoteResumed), Part::Page);
        assert_eq!(part_of(T::NoteSolutions), Part::Page);
        assert_eq!(part_of(T::NoteWorkerDied), Part::Page);
        // A board other than a plain Sudoku's words.
        assert_eq!(part_of(T::CellQueen), Part::Help);
        assert_eq!(part_of(T::RulesAntiKnight), Part::Help);
        assert_eq!(part_of(T::CaptionClassicTents), Part::Help);
        assert_eq!(part_of(T::CaptionClassic), Part::Page);
        assert_eq!(part_of(T::CellGiven), Part::Page);
        assert_eq!(part_of(T::SetsGetSets), Part::Help);
        assert_eq!(part_of(T::SetsNone), Part::Page);
        assert_eq!(part_of(T::TreeNone), Part::Page);
        assert_eq!(part_of(T::TreeCaption), Part::Help);
        assert_eq!(part_of(T::CaptionPropagate), Part::Help);
        assert_eq!(part_of(T::FastNoSteps), Part::Help);
        assert_eq!(part_of(T::CodeNoMove), Part::Page);
        assert_eq!(part_of(T::CodeCleanupNote), Part::Help);
        assert_eq!(part_of(T::ShadeAttacksHint), Part::Help);
        assert_eq!(part_of(T::NoteCountStopped), Part::Help);
        assert_eq!(part_of(T::SearchingOn), Part::Page);
    }

    #[test]
    fn a_table_of_other_keys_or_no_json_is_refused() {
        assert_eq!(
            parse_table(r#"["a","b"]"#),
            Err(TableProblem::Count {
                wanted: T::ALL.len(),
                found: 2
            })
        );
        assert!(matches!(parse_table("{"), Err(TableProblem::NotJson(_))));
        assert!(matches!(
            parse_table("[1,2]"),
            Err(TableProblem::NotJson(_))
        ));
    }

    #[test]
    fn the_compiled_fingerprint_is_the_english_lists_and_follows_each_text() {
        let english: Vec<&str> = T::ALL.iter().map(|t| en::text(*t)).collect();
        assert_eq!(fingerprint(), fnv1a(&english));
        let mut changed = english.clone();
        changed[0] = "Another tagline";
        assert_ne!(fnv1a(&changed), fingerprint());
        // Two texts run together are not the same list.
        assert_ne!(fnv1a(&["ab", "c"]), fnv1a(&["a", "bc"]));
    }

    #[test]
    fn a_language_without_its_table_speaks_one_at_hand() {
        install(Lang::De, &table_json(Lang::De, Part::Page)).unwrap();
        assert!(install_fallback(Lang::Nl));
        assert!(is_installed(Lang::Nl));
        // German, or English where a test running beside this one
        // installed it first (the fallback takes English first): the
        // tables are the process's.
        let spoken = installed(Lang::Nl, T::ALL[0]);
        let at_hand = [Lang::De, Lang::En].map(|l| Some(l.t(T::ALL[0])));
        assert!(at_hand.contains(&spoken), "{spoken:?}");
    }

    #[test]
    fn the_labs_texts_are_at_hand_once_its_part_is_installed() {
        install(Lang::En, &table_json(Lang::En, Part::Page)).unwrap();
        assert_eq!(
            installed(Lang::En, T::LabOpen),
            Some(Lang::En.t(T::LabOpen))
        );
        assert_eq!(installed(Lang::En, T::LabSaysDone), None);
        assert!(!part_installed(Lang::En, Part::Lab));
        install_part(Lang::En, Part::Lab, &table_json(Lang::En, Part::Lab)).unwrap();
        assert_eq!(
            installed(Lang::En, T::LabSaysDone),
            Some(Lang::En.t(T::LabSaysDone))
        );
    }

    #[test]
    fn a_file_is_named_by_its_language_and_the_english_list() {
        let name = file_name(Lang::De);
        assert!(name.starts_with("de-") && name.ends_with(".json"), "{name}");
        assert_eq!(name.len(), "de-".len() + 8 + ".json".len());
        assert_eq!(name[3..], file_name(Lang::Nl)[3..]);
        assert_eq!(
            part_file_name(Lang::De, Part::Lab),
            format!("de-lab-{}", &name[3..])
        );
    }
}
