//! Names the page's JavaScript and its Rust share, each written once for
//! the Rust side here and checked against the scripts by
//! `tests/shared_names.rs`: the loader's globals and the language's
//! storage key (`.ci/loader.mjs`), the mark of the prerendered first
//! screen (`.ci/prerender.mjs`), the kinds of error the Lab's worker
//! script describes (`lab/worker.js`).

/// The global the loader leaves for the page: the first sign of use,
/// `{ type, target }`, when it started the page on one.
pub const FIRST_USE: &str = "btlabFirstUse";

/// The global of the files the loader fetched ahead for the page: their
/// texts' promises by path.
pub const FETCHED: &str = "btlabFetched";

/// The attribute that marks the prerendered first screen's `<main>`.
pub const PRERENDER_MARK: &str = "data-prerender";

/// The class of the element the page draws into (the loader waits for
/// it before it hands on the keys pressed while the page started).
pub const APP_ROOT: &str = "app-root";

/// The storage key of the language the reader chose.
pub const LANG_KEY: &str = "btlab.lang";

/// The kinds of error the Lab's worker script describes, as its
/// `describe` writes them: a loop over its time, a method missing, a
/// method's answer of the wrong type, an exception raised, a recursive
/// search that cannot be shown.
pub mod lab_error {
    /// A loop ran over its time.
    pub const TIMEOUT: &str = "timeout";
    /// A method is missing.
    pub const MISSING: &str = "missing";
    /// A method answered with the wrong type.
    pub const WRONG_TYPE: &str = "type";
    /// The learner's code raised an exception.
    pub const RAISED: &str = "raised";
    /// A recursive search cannot be shown (its `detail`: the function and
    /// the problem, as `lab/python/trace.py` writes them).
    pub const TRACE: &str = "trace";
    /// Every kind.
    pub const ALL: [&str; 5] = [TIMEOUT, MISSING, WRONG_TYPE, RAISED, TRACE];
}

/// The tab's session-storage key of its class ticket (`class::Ticket`):
/// written by the loader from a join link, read by the class client.
pub const CLASS_TICKET: &str = "btlab.class";

/// The event the page sends on the window each time it writes its
/// address: the class client reads the moment from the fragment.
pub const MOMENT_EVENT: &str = "btlab-moment";

/// The event the class client sends the page's document when a class is
/// started or joined: the page's search gets ready before the teacher's
/// first step, not on it (`PageAction::ClassOn`).
pub const CLASS_ON_EVENT: &str = "btlab-class-on";

/// The id of the element the class client draws its bar into.
pub const CLASS_ROOT: &str = "class-root";
